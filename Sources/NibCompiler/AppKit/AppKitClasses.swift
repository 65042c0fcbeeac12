// AppKitClasses.swift — what the plans and shapes need to know of AppKit besides its classes'
// declarations.

enum AppKitClasses {
    static let classes = PlatformClasses(
        platform: .appkit, structureElements: [], controllerClass: "NSViewController", notControllers: ["NSViewControllerPlaceholder"],
        sceneControllerElements: ["windowController", "application", "controllerPlaceholder"])

    /// The class a swapper of a plan class names as its original (`NSOriginalClassName`): a
    /// storyboard's window controller with a custom class is one of Interface Builder's
    /// `IBNSWindowController` [V 2/2; 5 without a class are plain `NSWindowController`s].
    static let swappedAs = ["NSWindowController": "IBNSWindowController"]

    /// Classes whose objects only their view lists (`NSViewLayoutGuides`), made where a
    /// constraint names them [V 2/2 safe area guides, in no `NSObjectsKeys`].
    static let guideClasses: Set<String> = ["NSLayoutGuide"]

    /// Classes archived as objects of another class: a storyboard's application is an
    /// `NSCustomObject` named `NSApplication`, as a xib's `-3` is [V 5/5 MainMenu nibs].
    static let archivedAs = ["NSApplication": "NSCustomObject"]

    /// The AppKit class of a window element without a custom class (`NSWindowClass`).
    static let windowClasses = ["window": "NSWindow", "panel": "NSPanel"]

    /// Classes that name a custom class in keys of their own instead of being swapped: a window's
    /// `NSWindowClass`, a custom view's `NSClassName` [V 7, 26].
    static let namesOwnClass: Set<String> = ["NSWindowTemplate", "NSCustomView"]

    /// Images AppKit sets itself, not picked from a library (no `IBNamespaceID`), with the design
    /// sizes Interface Builder records: a menu item's state images [V 20/20], standard toolbar items'.
    static let internalImages: [String: (Double, Double)] = [
        "NSMenuCheckmark": (18, 16), "NSMenuMixedState": (18, 4),
        // A standard toolbar item's image [V 1 colors; S fonts and print].
        "NSToolbarShowColors": (32, 32), "NSToolbarShowFonts": (32, 32), "NSToolbarPrint": (32, 32),
    ]

    /// The design sizes of AppKit's named images on the Mac that compiles (ibtool records the
    /// image as the host draws it, not the size the document's `<resources>` recorded when it was
    /// saved): AppKit's icons (`NSImageNameFolder`, `…Info`, …) are 32×32 [V 10/10 of 5 names,
    /// documents recording 128×128 too]; the templates and status images as a current Mac has them
    /// [V 4]. An `NS…` image not listed keeps the document's size. (Host-dependent: docs/FORMAT.md.)
    static let systemImageSizes: [String: (Double, Double)] = {
        var sizes: [String: (Double, Double)] = [
            "NSActionTemplate": (19, 19), "NSAddTemplate": (15, 13),
            "NSStatusAvailable": (16, 16), "NSStatusPartiallyAvailable": (16, 16), "NSStatusUnavailable": (16, 16), "NSStatusNone": (16, 16),
        ]
        let icons = [
            "NSAdvanced", "NSApplicationIcon", "NSBonjour", "NSCaution", "NSColorPanel", "NSComputer", "NSDotMac", "NSEveryone",
            "NSFolder", "NSFolderBurnable", "NSFolderSmart", "NSFontPanel", "NSInfo", "NSMobileMe", "NSMultipleDocuments", "NSNetwork",
            "NSPreferencesGeneral", "NSTrashEmpty", "NSTrashFull", "NSUser", "NSUserAccounts", "NSUserGroup", "NSUserGuest",
        ]
        for name in icons { sizes[name] = (32, 32) }
        return sizes
    }()

    /// The content hugging priorities (horizontal, vertical) AppKit's classes have of their own,
    /// where not NSView's 250, 250 [V: NSHuggingPriority is written when the document's differ].
    static let huggingPriorities: [String: (Double, Double)] = [
        "NSTextField": (250, 750), "NSSecureTextField": (250, 750), "NSSearchField": (250, 750), "NSComboBox": (250, 750),
        "NSTokenField": (250, 750), "NSPopUpButton": (250, 750), "NSSlider": (250, 750), "NSTableView": (250, 750),
        "NSOutlineView": (250, 750), "NSSegmentedControl": (250, 750), "NSStepper": (750, 750), "NSScroller": (250, 750),
        // [V 1 each: a date picker, a progress bar and a path control at 250/750 write none.]
        "NSDatePicker": (250, 750), "NSProgressIndicator": (250, 750), "NSPathControl": (250, 750),
        // [V 2 matrices at 250/750 write none.]
        "NSMatrix": (250, 750),
        // [V 1 predicate editor at 250/750 writes none.]
        "NSRuleEditor": (250, 750), "NSPredicateEditor": (250, 750),
    ]

    /// A button's, by its cell's type.
    static let buttonHuggingPriorities: [String: (Double, Double)] = [
        "push": (250, 750), "recessed": (250, 750), "roundTextured": (250, 750), "roundRect": (250, 750),
        "help": (750, 750), "disclosure": (750, 750), "disclosureTriangle": (750, 750),
    ]

    /// A button cell's or pop-up button cell's `type`, which Interface Builder writes on every one
    /// (2,505 of 2,505 in the corpus's macOS documents, conformance sources included), by its bezel,
    /// which the nib keeps: each bezel is one type's but `rounded` (push 863, bevel 31) and
    /// `regularSquare` (check 876, radio 34, bevel 44: a check box's or radio button's type is its
    /// image's, `AlternateImageShape`). The type is design time but for check boxes and radio
    /// buttons (`AuxButtonTypeShape`).
    static let buttonTypesByBezel: [String: String] = [
        "rounded": "push", "regularSquare": "bevel", "disclosure": "disclosureTriangle", "roundedDisclosure": "disclosure",
        "helpButton": "help", "inline": "inline", "recessed": "recessed", "circular": "round", "roundedRect": "roundRect",
        "texturedRounded": "roundTextured", "smallSquare": "smallSquare", "shadowlessSquare": "square", "texturedSquare": "squareTextured",
    ]

    /// The other type of a bezel that has two, for a button whose nib archives the first type's own
    /// hugging priorities (which ibtool leaves out for that type) [V 1: a rounded bevel button].
    static let buttonTypeAlternatives: [String: String] = ["push": "bevel"]

    /// The pasteboard types AppKit's views register for at creation, archived as `NSDragTypes` [V].
    static let dragTypes: [String: [String]] = [
        "NSImageView": [
            "Apple PDF pasteboard type", "Apple PICT pasteboard type", "Apple PNG pasteboard type", "NSFilenamesPboardType",
            "NeXT TIFF v4.0 pasteboard type", "com.apple.NSFilePromiseItemMetaData", "com.apple.pasteboard.promised-file-content-type",
            "dyn.ah62d4rv4gu8yc6durvwwa3xmrvw1gkdusm1044pxqyuha2pxsvw0e55bsmwca7d3sbwu",
        ],
        "NSColorWell": ["NSColor pasteboard type"],
        "NSPathControl": ["Apple URL pasteboard type", "NSFilenamesPboardType"],
        "PDFView": ["NSFilenamesPboardType"],
        "NSRuleEditor": ["NSRuleEditorItemPBoardType"], "NSPredicateEditor": ["NSRuleEditorItemPBoardType"],
    ]

    /// The Interface Builders (by `toolsVersion`) whose text fields enabled the Touch Bar's
    /// character picker by default [S: viraptor/ibtool; V 12 at 11762].
    static let characterPickerToolsVersions: ClosedRange<Double> = 11759...12107.99

    /// The last Interface Builder (by `toolsVersion`) whose editable text fields used the catalog's
    /// `textColor`, which ibtool compiles as `controlTextColor` [S: viraptor; V 1 at 11762].
    static let controlTextColorMigration: Double = 14268
}
