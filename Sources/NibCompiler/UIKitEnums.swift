// UIKitEnums.swift — IB's enumeration names and their UIKit values, for the lowerings that are
// not recipes yet (the recipes read raw values from the class model, Recipes.swift).

enum UIKitEnums {
    /// `<autoresizingMask>` flags → UIViewAutoresizing bits.
    static let autoresizing: [(String, Int64)] = [
        ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4), ("flexibleMinY", 8), ("heightSizable", 16),
        ("flexibleMaxY", 32),
    ]
    /// UIControlEvents.
    static let eventMask: [String: Int64] = [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13, "editingDidBegin": 1 << 16,
        "editingChanged": 1 << 17, "editingDidEnd": 1 << 18, "editingDidEndOnExit": 1 << 19,
    ]
}
