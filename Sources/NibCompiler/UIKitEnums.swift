// UIKitEnums.swift — IB's enumeration names and their UIKit values, for the lowerings that are
// not recipes yet (the recipes read raw values from the class model, Recipes.swift).

enum UIKitEnums {
    static let textAlignment: [String: Int64] = ["left": 0, "center": 1, "right": 2, "justified": 3, "natural": 4]
    static let lineBreakMode: [String: Int64] = [
        "wordWrap": 0, "characterWrap": 1, "clip": 2, "headTruncation": 3, "tailTruncation": 4, "middleTruncation": 5,
    ]
    /// `<autoresizingMask>` flags → UIViewAutoresizing bits.
    static let autoresizing: [(String, Int64)] = [
        ("flexibleMinX", 1), ("widthSizable", 2), ("flexibleMaxX", 4), ("flexibleMinY", 8), ("heightSizable", 16),
        ("flexibleMaxY", 32),
    ]
    /// NSLayoutAttribute.
    static let layoutAttribute: [String: Int64] = [
        "left": 1, "right": 2, "top": 3, "bottom": 4, "leading": 5, "trailing": 6, "width": 7, "height": 8,
        "centerX": 9, "centerY": 10, "lastBaseline": 11, "baseline": 11, "firstBaseline": 12, "leftMargin": 13,
        "rightMargin": 14, "topMargin": 15, "bottomMargin": 16, "leadingMargin": 17, "trailingMargin": 18,
        "centerXWithinMargins": 19, "centerYWithinMargins": 20, "notAnAttribute": 0,
    ]
    /// UIControlEvents.
    static let eventMask: [String: Int64] = [
        "touchDown": 1 << 0, "touchDownRepeat": 1 << 1, "touchDragInside": 1 << 2, "touchDragOutside": 1 << 3,
        "touchDragEnter": 1 << 4, "touchDragExit": 1 << 5, "touchUpInside": 1 << 6, "touchUpOutside": 1 << 7,
        "touchCancel": 1 << 8, "valueChanged": 1 << 12, "primaryActionTriggered": 1 << 13, "editingDidBegin": 1 << 16,
        "editingChanged": 1 << 17, "editingDidEnd": 1 << 18, "editingDidEndOnExit": 1 << 19,
    ]
}
