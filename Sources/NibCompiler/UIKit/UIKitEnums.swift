// UIKitEnums.swift — the autoresizing mask's flags and their UIViewAutoresizing bits (a set of
// booleans, not one enumeration: the class model's enumerations carry their raw values themselves).

enum UIKitEnums {
    /// `<autoresizingMask>` flags → UIViewAutoresizing bits.
    static let autoresizing: [(String, Int64)] = [
        ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4), ("flexibleMinY", 8), ("heightSizable", 16),
        ("flexibleMaxY", 32),
    ]
}
