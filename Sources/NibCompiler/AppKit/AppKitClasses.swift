// AppKitClasses.swift — what the plans and shapes need to know of AppKit besides its classes'
// declarations.

enum AppKitClasses {
    static let classes = PlatformClasses(
        platform: .appkit, structureElements: [], controllerClass: nil, notControllers: [], sceneControllerElements: [])

    /// The AppKit class of a window element without a custom class (`NSWindowClass`).
    static let windowClasses = ["window": "NSWindow", "panel": "NSPanel"]

    /// Classes that name a custom class in keys of their own instead of being swapped: a window's
    /// `NSWindowClass`, a custom view's `NSClassName` [V 7, 26].
    static let namesOwnClass: Set<String> = ["NSWindowTemplate", "NSCustomView"]

    /// Images AppKit sets itself, not picked from a library (no `IBNamespaceID`), with the design
    /// sizes Interface Builder records: a menu item's state images [V 20/20].
    static let internalImages: [String: (Double, Double)] = ["NSMenuCheckmark": (18, 16), "NSMenuMixedState": (18, 4)]
}
