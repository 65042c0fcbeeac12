// AppKitBitfields.swift — AppKit's flag keys, each bit or bit range named once with the attribute
// it comes from (FIELD-GUIDE-APPKIT §5, §6.1; checked on the macOS pairs with
// Scripts/appkit_pairs.py, docs/FORMAT.md "AppKit bitfields"). The shapes at the end make them
// `archive` lines' shapes (`archive NSvFlags @viewFlags`).

import NibArchive

enum AppKitBitfields {
    /// `NSvFlags`: the autoresizing mask, `autoresizesSubviews`, the focus ring, `hidden` (bit 31:
    /// the key is then a negative int64, as AppKit's `int` is sign-extended).
    /// - The mask's bits match `<autoresizingMask>` [V 348/348]; without the element a view has
    ///   `flexibleMaxX|flexibleMinY` in an Auto Layout document, else `flexibleMaxX|flexibleMaxY`
    ///   [V 137/138].
    static let view = Bitfield(key: "NSvFlags", [
        .flag(child: "autoresizingMask", "flexibleMinX", 0x01),
        .flag(child: "autoresizingMask", "widthSizable", 0x02),
        .flag(child: "autoresizingMask", "flexibleMaxX", 0x04),
        .flag(child: "autoresizingMask", "flexibleMinY", 0x08),
        .flag(child: "autoresizingMask", "heightSizable", 0x10),
        .flag(child: "autoresizingMask", "flexibleMaxY", 0x20),
        // (A mask element that says nothing is no bit: `present`, which the decompiler writes back.)
        Bitfield.Field(.childPresence(key: "autoresizingMask"), [("autolayout", 0x0C), ("springs", 0x28), ("present", 0)]),
        .flag("autoresizesSubviews", 0x100),
        Bitfield.Field(.attribute("focusRingType"), [("none", 0x1000), ("exterior", 0x2000)]),
        .flag("hidden", 0x8000_0000),
    ])

    /// A control's `NSvFlags`: a view's, but for the focus ring, which a control with a cell keeps
    /// in its cell: Interface Builder writes `focusRingType` on both, and the cell's is archived
    /// (a button cell's `NSCellFlags2` 0x8000 [V 73/73 buttons' cells carry it too]; a text
    /// field's nowhere [V 21 fields with `none`: the same flags as without]). The control's copy
    /// sets no bit here.
    static let controlView = Bitfield(
        key: "NSvFlags", view.fields.map { $0.source == .attribute("focusRingType") ? Field(.attribute("focusRingType"), [("none", 0), ("exterior", 0)]) : $0 })

    /// `NSWTFlags`, a window template's flags. The auto-position bits (0x01F80000) come from the
    /// struts of `<windowPositionMask>`: each strut clears one bit of 0x780000 (right 0x80000, left
    /// 0x100000, bottom 0x200000, top 0x400000), except that all four struts mean what none does
    /// and left+bottom (AppKit's own anchoring) is no auto-positioning at all. [V: none 54, all four
    /// 26, left+bottom 2, left+top 1; S: viraptor/ibtool for each single strut and the other pairs;
    /// the three-strut rows follow the rule.]
    static let window = Bitfield(key: "NSWTFlags", [
        Field(.attribute("hidesOnDeactivate"), [("YES", 0x8000_0000)]),
        Field(.attribute("releasedWhenClosed"), [("NO", 0x4000_0000)]),
        .flag("deferred", 0x2000_0000),
        Field(.childFlags(key: "initialPositionMask", attributes: ["leftStrut", "rightStrut", "bottomStrut", "topStrut"]), [
            // (Read back, all four struts: what Interface Builder writes for a new window.)
            ("leftStrut+rightStrut+bottomStrut+topStrut", 0x78_0000), ("", 0x78_0000), ("leftStrut+bottomStrut", 0),
            ("leftStrut", 0x68_0000), ("rightStrut", 0x70_0000), ("bottomStrut", 0x58_0000), ("topStrut", 0x38_0000),
            ("leftStrut+topStrut", 0x28_0000), ("rightStrut+topStrut", 0x30_0000), ("rightStrut+bottomStrut", 0x50_0000),
            ("leftStrut+rightStrut", 0x60_0000), ("bottomStrut+topStrut", 0x18_0000),
            ("leftStrut+rightStrut+bottomStrut", 0x40_0000), ("leftStrut+rightStrut+topStrut", 0x20_0000),
            ("leftStrut+bottomStrut+topStrut", 0x08_0000), ("rightStrut+bottomStrut+topStrut", 0x10_0000),
        ]),
        .flag("allowsToolTipsWhenApplicationIsInactive", 0x2000),
        .flag("autorecalculatesKeyViewLoop", 0x800),
    ])

    /// `NSWindowStyleMask`, from `<windowStyleMask>` (AppKit's NSWindowStyleMask values; [V 79/79]
    /// for titled, closable, miniaturizable, resizable, nonactivatingPanel, fullSizeContentView).
    static let windowStyle = Bitfield(key: "NSWindowStyleMask", [
        .flag(child: "styleMask", "titled", 1), .flag(child: "styleMask", "closable", 2),
        .flag(child: "styleMask", "miniaturizable", 4), .flag(child: "styleMask", "resizable", 8),
        .flag(child: "styleMask", "utility", 16),
        .flag(child: "styleMask", "nonactivatingPanel", 128), .flag(child: "styleMask", "texturedBackground", 256),
        .flag(child: "styleMask", "unifiedTitleAndToolbar", 4096), .flag(child: "styleMask", "HUD", 8192),
        .flag(child: "styleMask", "fullSizeContentView", 32768),
    ])

    /// `NSWindowCollectionBehavior`, from `<windowCollectionBehavior>` (AppKit's values; [V 2]).
    static let collectionBehavior = Bitfield(key: "NSWindowCollectionBehavior", [
        .flag(child: "collectionBehavior", "canJoinAllSpaces", 1), .flag(child: "collectionBehavior", "moveToActiveSpace", 2),
        .flag(child: "collectionBehavior", "managed", 4), .flag(child: "collectionBehavior", "transient", 8),
        .flag(child: "collectionBehavior", "stationary", 16), .flag(child: "collectionBehavior", "participatesInCycle", 32),
        .flag(child: "collectionBehavior", "ignoresCycle", 64), .flag(child: "collectionBehavior", "fullScreenPrimary", 128),
        .flag(child: "collectionBehavior", "fullScreenAuxiliary", 256), .flag(child: "collectionBehavior", "fullScreenNone", 512),
    ])

    /// `NSKeyEquivModMask`, a menu item's key equivalent modifiers from `<modifierMask>`
    /// (AppKit's NSEventModifierFlags) [V 169/169].
    static let keyEquivalentModifiers = Bitfield(key: "NSKeyEquivModMask", [
        .flag(child: "keyEquivalentModifierMask", "shift", 0x2_0000), .flag(child: "keyEquivalentModifierMask", "control", 0x4_0000),
        .flag(child: "keyEquivalentModifierMask", "option", 0x8_0000), .flag(child: "keyEquivalentModifierMask", "command", 0x10_0000),
    ])

    /// `NSCellFlags` [V 188 cells, each bit]: the state, enabling, editing, border, selection and
    /// scrolling, the action's timing, whether text is clipped; `type` is the cell type's bits
    /// (NSTextCellType `0x04000000` for the cells that show text, 0 for image, slider and stepper
    /// cells). A button cell's border is its `NSButtonFlags`' (`bordersInButtonFlags`).
    static func cellFlags(type: UInt32, bordersInButtonFlags: Bool = false) -> Bitfield {
        Bitfield(key: "NSCellFlags", constant: type, [
            Field(.attribute("state"), [("on", 0x8000_0000)]),
            Field(.attribute("enabled"), [("NO", 0x2000_0000)]),
            .flag("editable", 0x1000_0000),
            // (A button cell's border is in its NSButtonFlags: no case here, or reading the key
            // back would find a border in every cell without a bezel.)
            Field(.attribute("borderStyle"), (bordersInButtonFlags ? [] : [("border", 0x80_0000)]) + [("bezel", 0x40_0000), ("borderAndBezel", 0x40_0000)]),
            // (A selectable cell sets bit 0 too [V 113].)
            Field(.attribute("selectable"), [("YES", 0x20_0001)]),
            .flag("scrollable", 0x10_0000),
            // Sends its action on mouse down and while dragged [V: sliders].
            .flag("continuous", 0x4_0100),
            Field(.attribute("lineBreakMode"), [("clipping", 0x40), ("truncatingHead", 0x40), ("truncatingTail", 0x40), ("truncatingMiddle", 0x40)]),
        ])
    }

    /// `NSCellFlags2` [V 188]: the legacy alignment (right 1, center 2, unlike NSTextAlignment),
    /// responder and editing behavior, control size, line breaks; `focusRing`: a button cell's
    /// `focusRingType="none"` (a text field's has no bit [V 6]).
    static func cellFlags2(focusRing: Bool = false) -> Bitfield {
        Bitfield(key: "NSCellFlags2", [
            .flag("allowsEditingTextAttributes", 0x4000_0000),
            Field(.attribute("alignment"), [("left", 0), ("right", 0x0400_0000), ("center", 0x0800_0000), ("justified", 0x0C00_0000), ("natural", 0x1000_0000)]),
            .flag("refusesFirstResponder", 0x200_0000),
            .flag("allowsMixedState", 0x100_0000),
            .flag("sendsActionOnEndEditing", 0x40_0000),
            Field(.attribute("controlSize"), [("small", 0x2_0000), ("mini", 0x4_0000)]),
            Field(.attribute("focusRingType"), [("none", focusRing ? 0x8000 : 0)]),
            Field(.attribute("allowsUndo"), [("NO", 0x1000)]),
            Field(.attribute("lineBreakMode"), [
                ("charWrapping", 0x200), ("clipping", 0x400), ("truncatingHead", 0x600), ("truncatingTail", 0x800), ("truncatingMiddle", 0xA00),
            ]),
            .flag("truncatesLastVisibleLine", 0x100),
            .flag("usesSingleLineMode", 0x40),
        ])
    }

    /// A scroll view's `NSsFlags` [V 40/40: the base 0x20800, the border, the scrollers, their
    /// hiding, predominant-axis scrolling; V 2: elasticity, with 0x40 when either is given]. Bit
    /// 0x80 is the Mac's layout: the table is wider than the clip view [V 11/11; 0 of 29 others].
    static let scrollView = Bitfield(key: "NSsFlags", constant: 0x2_0800, [
        Field(.attribute("borderType"), [("none", 0), ("line", 1), ("bezel", 2), ("groove", 3)]),
        .flag("hasVerticalScroller", 0x10), .flag("hasHorizontalScroller", 0x20), .flag("autohidesScrollers", 0x200),
        .flag("usesPredominantAxisScrolling", 0x1_0000),
        Field(.attribute("verticalScrollElasticity"), [("none", 0x1040), ("allowed", 0x2040)]),
        Field(.attribute("horizontalScrollElasticity"), [("none", 0x4040), ("allowed", 0x8040)]),
        Field(.hostLayout("horizontalOverflow", reads: []), [("YES", 0x80)]),
    ])

    /// A scroller's `NSsFlags`: horizontal, small, mini [S: viraptor; V 80/80 left out at 0].
    static let scroller = Bitfield(key: "NSsFlags", [
        .flag("horizontal", 1), Field(.attribute("controlSize"), [("small", 0x100), ("mini", 0x200)]),
    ])

    /// A clip view's `NScvFlags`: draws its background 4, `copiesOnScroll="NO"` 2 [V 37].
    static let clipView = Bitfield(key: "NScvFlags", [
        .flag("drawsBackground", 4), Field(.attribute("copiesOnScroll"), [("NO", 2)]),
    ])

    /// A table's `NSTvFlags` [V 26/26 per attribute]: column reordering, resizing and selection,
    /// empty and multiple selection, grid lines, alternating rows, saved columns, uniform column
    /// autoresizing, and 0x2000000 always. Bits 0x600000 are not the grid's (as viraptor read
    /// them) but how the table's width compared with its clip view's when the Mac last tiled it:
    /// narrower 1, equal 2, wider 3 (`@tableWidthComparison`, HostTiling.swift) [V 27/27 tables
    /// from Apple's own widths].
    static let tableView = Bitfield(key: "NSTvFlags", constant: 0x200_0000, [
        .flag("columnReordering", 0x8000_0000), .flag("columnResizing", 0x4000_0000),
        Field(.childPresence(key: "gridStyleMask"), [("present", 0x2000_0000)]),
        .flag("emptySelection", 0x1000_0000), .flag("multipleSelection", 0x800_0000), .flag("columnSelection", 0x400_0000),
        .flag("autosaveColumns", 0x100_0000), .flag("alternatingRowBackgroundColors", 0x80_0000),
        Field(.attribute("columnAutoresizingStyle"), [("uniform", 0x8000)]),
        Field(.hostLayout("tableWidthComparison", reads: ["tableStyle"]), [("narrower", 0x20_0000), ("equal", 0x40_0000), ("wider", 0x60_0000)]),
    ])

    /// A text view's `NSTVFlags`: 0x84 always, horizontally resizable 1, vertically resizable 2
    /// [V 12/12].
    static let textView = Bitfield(key: "NSTVFlags", constant: 0x84, [
        .flag("horizontallyResizable", 0x1), .flag("verticallyResizable", 0x2),
    ])

    /// The `NSFlags` of a text view's shared data (`NSTextViewSharedData`), 0x100 always. [V 13
    /// text views: selectable, editable, rich text, imports graphics, uses font panel, uses ruler
    /// (0x40), smart insert/delete, link detection, spelling correction, the find panel (0x2000);
    /// S (Cocotron's NSTextView, FIELD-GUIDE-APPKIT §14): continuous spell checking 0x80, allows
    /// undo 0x400, draws background 0x800, background color change 0x4000, dash substitution
    /// 0x20000, quote substitution 0x1000000.]
    static let textViewShared = Bitfield(key: "NSFlags", constant: 0x100, [
        .flag("selectable", 0x1), .flag("editable", 0x2), .flag("richText", 0x4), .flag("importsGraphics", 0x8),
        .flag("usesFontPanel", 0x20), .flag("usesRuler", 0x40), .flag("continuousSpellChecking", 0x80),
        .flag("smartInsertDelete", 0x200), .flag("allowsUndo", 0x400), .flag("drawsBackground", 0x800),
        Field(.attribute("findStyle"), [("panel", 0x2000)]), .flag("allowsDocumentBackgroundColorChange", 0x4000),
        .flag("dashSubstitution", 0x2_0000), .flag("linkDetection", 0x4_0000), .flag("quoteSubstitution", 0x100_0000),
        .flag("spellingCorrection", 0x400_0000),
    ])

    /// The same `NSFlags` in a storyboard: the xib's bits but spelling correction's, and 0x200_8000
    /// more; a text view of a custom class has 0x502_0000 more again (spelling correction's bit among
    /// them, with 0x100_0000 and 0x2_0000) [V 3/3 storyboard text views with the attributes of xib
    /// ones written 0x400_0B03: 0x200_8B03 twice, 0x702_8B03 with a custom class; S: viraptor's
    /// `textView.py` adds the same two constants].
    static let storyboardTextViewShared = Bitfield(
        key: "NSFlags", constant: textViewShared.constant | 0x200_8000,
        textViewShared.fields.filter { $0.source != .attribute("spellingCorrection") }
            + [Field(.attributePresence("customClass"), [("present", 0x502_0000)])])

    /// `NSButtonFlags` [V 49/49 each]: the `<behavior>` (how the button shows being pressed and
    /// on), its border, the image's position, transparency, inset (2 bits from 0x2000), and for
    /// check boxes and radio buttons AppKit's own images (0x100).
    static let buttonFlags = Bitfield(key: "NSButtonFlags", [
        .flag(child: "behavior", "pushIn", 0x8000_0000), .flag(child: "behavior", "changeContents", 0x4000_0000),
        .flag(child: "behavior", "changeBackground", 0x2000_0000), .flag(child: "behavior", "changeGray", 0x1000_0000),
        .flag(child: "behavior", "lightByContents", 0x800_0000), .flag(child: "behavior", "lightByBackground", 0x400_0000),
        .flag(child: "behavior", "lightByGray", 0x200_0000),
        Field(.attribute("borderStyle"), [("border", 0x80_0000), ("borderAndBezel", 0x80_0000)]),
        Field(.attribute("imagePosition"), [
            ("only", 0x40_0000), ("overlaps", 0x48_0000), ("left", 0x38_0000), ("leading", 0x38_0000), ("right", 0x28_0000),
            ("trailing", 0x28_0000), ("below", 0x18_0000), ("above", 0x8_0000),
        ]),
        .flag("transparent", 0x8000),
        Field(.attribute("inset"), [("1", 0x2000), ("2", 0x4000), ("3", 0x6000)]),
        .flag(child: "behavior", "doesNotDimImage", 0x1000),
        Field(.attribute("type"), [("check", 0x100), ("radio", 0x100)]),
    ])

    /// `NSButtonFlags2` [V 49]: the bezel style's bits (its value's low three bits, and 0x20 for
    /// bit 3; a recessed button also shows its border only on hover, 0x8), the image scaling
    /// (bits 6–7), and the key equivalent's modifiers (NSEventModifierFlags >> 8) [S: GNUstep].
    static let buttonFlags2 = Bitfield(key: "NSButtonFlags2", [
        Field(.attribute("bezelStyle"), [
            ("rounded", 0x1), ("regularSquare", 0x2), ("disclosure", 0x5), ("shadowlessSquare", 0x6), ("circular", 0x7),
            ("texturedSquare", 0x20), ("helpButton", 0x21), ("smallSquare", 0x22), ("texturedRounded", 0x23), ("roundedRect", 0x24),
            ("recessed", 0x2D), ("roundedDisclosure", 0x26), ("inline", 0x27),
        ]),
        Field(.attribute("imageScaling"), [("proportionallyUpOrDown", 0x40), ("proportionallyDown", 0x80), ("axesIndependently", 0xC0)]),
        .flag(child: "keyEquivalentModifierMask", "shift", 0x200), .flag(child: "keyEquivalentModifierMask", "control", 0x400),
        .flag(child: "keyEquivalentModifierMask", "option", 0x800), .flag(child: "keyEquivalentModifierMask", "command", 0x1000),
    ])

    /// The attributes the bitfields read of the keyed child `key` (the account's reads of its element).
    static func attributes(ofChild key: String) -> Set<String> {
        var names: Set<String> = []
        for bitfield in [view, window, windowStyle, collectionBehavior, keyEquivalentModifiers, buttonFlags, buttonFlags2] {
            for field in bitfield.fields {
                switch field.source {
                case .childAttribute(key, let name): names.insert(name)
                case .childFlags(key, let attributes): names.formUnion(attributes)
                default: break
                }
            }
        }
        return names
    }

    typealias Field = Bitfield.Field
}

/// `@buttonFlags`: a button cell's `NSButtonFlags`.
struct ButtonFlagsShape: BitfieldShape {
    static let name = "buttonFlags"
    static let bitfield = AppKitBitfields.buttonFlags
}

/// `@buttonFlags2`: a button cell's `NSButtonFlags2`.
struct ButtonFlags2Shape: BitfieldShape {
    static let name = "buttonFlags2"
    static let bitfield = AppKitBitfields.buttonFlags2
}

/// `@scrollFlags`: a scroll view's `NSsFlags`.
struct ScrollFlagsShape: BitfieldShape {
    static let name = "scrollFlags"
    static let bitfield = AppKitBitfields.scrollView
}

/// `@scrollerViewFlags`: a scroller's `NSvFlags`, a control's, but a table's horizontal scroller is
/// shown (bit 31 clear) where the tiling shows it (`Lowering.showsHorizontalScroller`) [V 7/7], and
/// hidden where it hides automatically and the table fits [V 1 the document shows]; a vertical one
/// is shown where the tiling shows it [V 1 the document hides].
struct ScrollerViewFlagsShape: BitfieldShape {
    static let name = "scrollerViewFlags"
    static let bitfield = AppKitBitfields.controlView
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        var value = bitfield.encode { lowering.bitfieldValue($0, of: step.node) }
        let parent = lowering.document[step.node].parent
        if parent >= 0, lowering.attribute(.key, of: step.node) == "verticalScroller", lowering.scrolledTable(parent) != nil,
            lowering.scrollTile(parent)?.showsVerticalScroller == true
        {
            value &= 0x7FFF_FFFF
        }
        if parent >= 0, lowering.attribute(.key, of: step.node) == "horizontalScroller", lowering.scrolledTable(parent) != nil {
            if lowering.showsHorizontalScroller(parent) {
                value &= 0x7FFF_FFFF
            } else if lowering.attribute("autohidesScrollers", of: parent) == "YES" {
                value |= Int64(Int32(bitPattern: 0x8000_0000))
            }
        }
        entries.append(.init(bitfield.key, .integer(value)))
    }
}

/// `@gridStyleMask`: a table's `NSGridStyleMask` from `<tableViewGridLines>`: vertical 1,
/// horizontal 2, dashed horizontal 8; left out at 0 [V 1: vertical and horizontal 3; S: AppKit's
/// NSTableView.GridLineStyle for dashed].
struct GridStyleMaskShape: BitfieldShape {
    static let name = "gridStyleMask"
    static let bitfield = Bitfield(key: "NSGridStyleMask", [
        .flag(child: "gridStyleMask", "vertical", 0x1), .flag(child: "gridStyleMask", "horizontal", 0x2),
        .flag(child: "gridStyleMask", "dashed", 0x8),
    ])
    static let omittedAtZero = true
}

/// `@scrollerFlags`: a scroller's `NSsFlags`, left out at 0.
struct ScrollerFlagsShape: BitfieldShape {
    static let name = "scrollerFlags"
    static let bitfield = AppKitBitfields.scroller
    static let omittedAtZero = true
}

/// `@textViewFlags`: a text view's `NSTVFlags`.
struct TextViewFlagsShape: BitfieldShape {
    static let name = "textViewFlags"
    static let bitfield = AppKitBitfields.textView
}

/// `@textViewSharedFlags`: the `NSFlags` of a text view's shared data (a storyboard's are
/// `AppKitBitfields.storyboardTextViewShared`).
struct TextViewSharedFlagsShape: BitfieldShape {
    static let name = "textViewSharedFlags"
    static let bitfield = AppKitBitfields.textViewShared

    static var reads: ElementReads { bitfield.reads.union(AppKitBitfields.storyboardTextViewShared.reads) }

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let field = lowering.document.kind == .storyboard ? AppKitBitfields.storyboardTextViewShared : bitfield
        entries.append(.init(field.key, .integer(field.encode { lowering.bitfieldValue($0, of: step.node) })))
        // (A storyboard's spelling correction is read too: it is compiled, to no bit.)
        if lowering.document.kind == .storyboard { _ = lowering.bitfieldValue(.attribute("spellingCorrection"), of: step.node) }
    }
}

/// `@clipFlags`: a clip view's `NScvFlags`, left out at 0.
struct ClipFlagsShape: BitfieldShape {
    static let name = "clipFlags"
    static let bitfield = AppKitBitfields.clipView
    static let omittedAtZero = true
}

/// `@tableFlags`: a table's `NSTvFlags`.
struct TableFlagsShape: BitfieldShape {
    static let name = "tableFlags"
    static let bitfield = AppKitBitfields.tableView
}

/// `@datePickerElements`: a date picker cell's `NSDatePickerElements`, AppKit's
/// NSDatePickerElementFlags from `<datePickerElements>` [V 1: hour and minute 12; S: the others].
struct DatePickerElementsShape: BitfieldShape {
    static let name = "datePickerElements"
    static let bitfield = Bitfield(key: "NSDatePickerElements", [
        .flag(child: "datePickerElements", "second", 0x02), .flag(child: "datePickerElements", "minute", 0x04),
        .flag(child: "datePickerElements", "hour", 0x08), .flag(child: "datePickerElements", "timeZone", 0x10),
        .flag(child: "datePickerElements", "day", 0x20), .flag(child: "datePickerElements", "month", 0x40),
        .flag(child: "datePickerElements", "year", 0x80), .flag(child: "datePickerElements", "era", 0x100),
    ])
}

/// `@progressFlags`: a progress indicator's `NSpiFlags`: bezeled 0x1, indeterminate 0x2, small
/// 0x100, mini 0x200, spinning 0x1000, hidden when stopped 0x2000, and 0x4004 always (threaded
/// animation 0x4000; 0x4 unexplained) [V 1: an indeterminate unbezeled bar 0x4006; S: viraptor
/// for the other bits, its 0x2000 read as `displayedWhenStopped="NO"`, which the sample lacks].
struct ProgressFlagsShape: BitfieldShape {
    static let name = "progressFlags"
    static let bitfield = Bitfield(key: "NSpiFlags", constant: 0x4004, [
        Bitfield.Field(.attribute("bezeled"), [("YES", 0x1)]), .flag("indeterminate", 0x2),
        Bitfield.Field(.attribute("controlSize"), [("small", 0x100), ("mini", 0x200)]), Bitfield.Field(.attribute("style"), [("spinning", 0x1000)]),
        Bitfield.Field(.attribute("displayedWhenStopped"), [("NO", 0x2000)]),
    ])
}

/// `@cellFlags`: a text-showing cell's `NSCellFlags`.
struct CellFlagsShape: BitfieldShape {
    static let name = "cellFlags"
    static let bitfield = AppKitBitfields.cellFlags(type: 0x0400_0000)
}

/// `@imageCellFlags`: `NSCellFlags` of an image or slider cell: no text type, unless it has a font
/// (AppKit's setFont: makes a cell a text cell) [V 1/1 slider cell with a font, 3/3 without].
struct ImageCellFlagsShape: BitfieldShape {
    static let name = "imageCellFlags"
    static let bitfield = Bitfield(
        key: "NSCellFlags", AppKitBitfields.cellFlags(type: 0).fields + [Bitfield.Field(.childPresence(key: "font"), [("present", 0x0400_0000)])])
}

/// `@stepperCellFlags`: a stepper cell's `NSCellFlags`: an image cell's, whose action bits are
/// `autorepeat`'s (its default): periodic, acting on mouse down and not on mouse up (0xC0020);
/// `continuous` sets none [V 3/3, one with `continuous="YES"`; `autorepeat="NO"` 0].
struct StepperCellFlagsShape: BitfieldShape {
    static let name = "stepperCellFlags"
    static let bitfield = Bitfield(
        key: "NSCellFlags",
        AppKitBitfields.cellFlags(type: 0).fields.filter { $0.source != .attribute("continuous") }
            + [Bitfield.Field(.attribute("autorepeat"), [("YES", 0xC_0020)])])
}

/// `@buttonCellFlags`: a button cell's `NSCellFlags`, whose border is in `NSButtonFlags`.
struct ButtonCellFlagsShape: BitfieldShape {
    static let name = "buttonCellFlags"
    static let bitfield = AppKitBitfields.cellFlags(type: 0x0400_0000, bordersInButtonFlags: true)
}

/// `@cellFlags2`: `NSCellFlags2`.
struct CellFlags2Shape: BitfieldShape {
    static let name = "cellFlags2"
    static let bitfield = AppKitBitfields.cellFlags2()
}

/// `@buttonCellFlags2`: a button cell's `NSCellFlags2`, with its focus ring.
struct ButtonCellFlags2Shape: BitfieldShape {
    static let name = "buttonCellFlags2"
    static let bitfield = AppKitBitfields.cellFlags2(focusRing: true)
}

/// `@viewFlags`: `NSvFlags`.
struct ViewFlagsShape: BitfieldShape {
    static let name = "viewFlags"
    static let bitfield = AppKitBitfields.view

    /// A box's content view resizes with the box, whatever its mask says (AppKit's NSBox sets it
    /// width- and height-sizable) [V 1/1: 274]. Flags of 0 are not written [V 1/1 view without
    /// `autoresizesSubviews` or a mask; no view of Apple's nibs has `NSvFlags` 0].
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        var value = bitfield.encode { lowering.bitfieldValue($0, of: step.node) }
        let parent = lowering.document[step.node].parent
        if parent >= 0, lowering.document[parent].name == "box", lowering.attribute(.key, of: step.node) == "contentView" {
            value = value & ~0x3F | 0x12
        }
        // So does a table in its clip view [V 27/27 tables: 0x12, 3 whose document gives no mask].
        if ["tableView", "outlineView"].contains(lowering.document[step.node].name), lowering.enclosingScrollView(step.node) != nil {
            value = value & ~0x3F | 0x12
        }
        if value != 0 { entries.append(.init(bitfield.key, .integer(value))) }
    }
}

/// `@controlViewFlags`: a control's `NSvFlags`.
struct ControlViewFlagsShape: BitfieldShape {
    static let name = "controlViewFlags"
    static let bitfield = AppKitBitfields.controlView
}

/// `@clipViewFlags`: a clip view's `NSvFlags`: a scroll view tiles its clip view, which keeps only
/// AppKit's `autoresizesSubviews` (0x100) whatever mask the document gives it [V 37/37 clip views
/// of scroll views: 256]; a clip view elsewhere (a window's content view) is a view [V 1/1: 274].
struct ClipViewFlagsShape: InvertibleShape {
    static let name = "clipViewFlags"
    static let keys = ["NSvFlags"]
    static let reads = AppKitBitfields.view.reads
    static let loss = "a scroll view's clip view keeps no mask: it comes back as Interface Builder writes it, sizable both ways"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let flags)? = values["NSvFlags"] else { return }
        // (Any other clip view's flags are a view's.)
        guard flags & ~Int64(0x8000_0000) & 0xFFFF_FFFF == 0x100 else { return ViewFlagsShape.raiseBits(values, into: &element) }
        if flags & 0x8000_0000 != 0 { element.attributes["hidden"] = "YES" }
        element.children["autoresizingMask"] = RaisedElement(attributes: ["widthSizable": "YES", "heightSizable": "YES"])
    }
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let value = AppKitBitfields.view.encode { lowering.bitfieldValue($0, of: step.node) }
        let parent = lowering.document[step.node].parent
        let isTiled = parent >= 0 && lowering.document[parent].name == "scrollView"
        entries.append(.init("NSvFlags", .integer(isTiled ? value & Int64(0x8000_0000) | 0x100 : value)))
    }
}

/// `@windowFlags`: `NSWTFlags`.
struct WindowFlagsShape: BitfieldShape {
    static let name = "windowFlags"
    static let bitfield = AppKitBitfields.window
}

/// `@windowStyleMask`: `NSWindowStyleMask`, only when the window has a `<windowStyleMask>` [V 3/3
/// without one have no key].
struct WindowStyleMaskShape: BitfieldShape {
    static let name = "windowStyleMask"
    static let bitfield = AppKitBitfields.windowStyle
    static let onlyWithChild: String? = "styleMask"
}

/// `@collectionBehavior`: `NSWindowCollectionBehavior`, only with a `<windowCollectionBehavior>`.
struct CollectionBehaviorShape: BitfieldShape {
    static let name = "collectionBehavior"
    static let bitfield = AppKitBitfields.collectionBehavior
    static let onlyWithChild: String? = "collectionBehavior"
}
