// Coverage.swift — what the UIKit lowering does with each element of a document (compiled, design
// time, as a plain view, not compiled): the element-level half of the account (Accounting.swift),
// which warns about the elements left out and counts their attributes as not compiled.
//
// Elements are classified by name (a keyed property such as `<color key="shadowColor">` counts
// as compiled when colors are): compiled by a dedicated handler, design-time only (nothing to
// write: device, simulated metrics, canvas location…), compiled as a plain UIView (the element's
// own keys are left out), or not compiled (left out of the nib, with everything inside it). A
// `<variation>` is compiled on a constraint (constant variations, UIKitTraits.swift) and on a view
// whose variations only install or remove its constraints (`<mask key="constraints">`), not elsewhere.

import InterfaceBuilder

/// What the lowering does with an element.
public enum LoweringStatus: String, Sendable, CaseIterable {
    case compiled
    case designTime = "design time"
    /// An object whose class has no recipe of its own: only its superclasses' keys are written.
    case superclassOnly = "as its superclass only"
    case notCompiled = "not compiled"

    /// Whether the element's content reaches the nib as ibtool writes it.
    public var isLowered: Bool { self == .compiled || self == .designTime }
}

extension NibCompiler {
    /// Elements with a dedicated handler (or read by one of their parents).
    /// (An object whose class has keys of its own, `archive` lines of the class model, is compiled too.)
    static let compiledElements: IBNameSet = [
        "document", "dependencies", "deployment", "objects", "resources", "image", "namedColor", "systemColor", "placeholder", "customObject",
        "tableViewCellContentView", "collectionViewCellContentView", "constraints", "subviews", "connections", "outlet", "action", "rect", "autoresizingMask",
        "color", "fontDescription", "nil", "size", "inset", "state", "blurEffect", "string", "outletCollection",
        "userDefinedRuntimeAttributes", "accessibility", "accessibilityTraits", "textInputTraits", "dataDetectorType",
        // IB's container view is a plain UIView at run time.
        "containerView",
        // Always empty in xibs: a view's recognizers are its `gestureRecognizers` outlet collection.
        "gestureRecognizers",
    ]

    /// What a macOS document's lowering reads besides (AppKit/AppKitValues.swift,
    /// AppKitBitfields.swift, a menu's items, a window's sizes).
    static let appKitCompiledElements: IBNameSet = [
        "font", "windowStyleMask", "windowPositionMask", "windowCollectionBehavior", "modifierMask", "items", "value",
        "tableColumns", "prototypeCellViews", "tableColumnResizingMask", "tableHeaderCell",
        // A button cell's behavior is its `NSButtonFlags` (AppKitBitfields.swift); a segmented
        // cell's segments its `NSSegmentImages`.
        "behavior", "segments", "segment",
        // Cocoa bindings, and their options (LowerAppKitXib.swift).
        "binding",
        // A matrix's cells, column by column (`@matrixCells`).
        "cells", "column",
        // A tab view's items are its `NSTabViewItems` (`@tabViewItems`); a toolbar's lists its
        // `NSToolbarIBAllowedItems`, … (`@toolbarContents`).
        "tabViewItems", "allowedToolbarItems", "defaultToolbarItems", "selectableToolbarItems",
        // A combo box's items are its cell's `NSPopUpListData` (`@popUpListData`); a predicate
        // editor's row templates its `NSPredicateTemplates`, a compound template's menus its
        // pop-up buttons' (PredicateEditorShapes.swift).
        "objectValues", "rowTemplates", "popUpMenus",
    ]

    /// Elements UIKit's lowering compiles and AppKit's does not yet (none now: a view's
    /// `<accessibility>` becomes `NSNibAXAttributeConnector`s, `appKitAccessibilityConnectors`).
    static let appKitNotCompiledElements: IBNameSet = []

    /// AppKit's value elements compiled inside a parent of theirs (with this key): a text view's
    /// text storage (`Lowering.textStorageEntries`), a binding's options
    /// (`appKitBindingConnectors`), a stack view's default lists' values (`@stackContainer`), an
    /// image's archived form (`Lowering.inlineImage`). A
    /// parent that is not compiled passes that on before this is asked.
    static let appKitCompiledInside: Set<CompiledInside> = [
        .init("attributedString", in: "textView", key: "textStorage"),
        .init("fragment", in: "attributedString"), .init("attributes", in: "fragment"), .init("mutableString", in: "fragment"),
        .init("dictionary", in: "binding", key: "options"),
        // A combo box's items (`@popUpListData`).
        .init("string", in: "objectValues"),
        // An image's archived form, read back when the image is used (`Lowering.inlineImage`).
        .init("mutableData", in: "image", key: "keyedArchiveRepresentation"),
        .init("integer", in: "dictionary"), .init("integer", in: "visibilityPriorities"),
        .init("real", in: "dictionary"), .init("real", in: "customSpacing"), .init("bool", in: "dictionary"),
        // An SF Symbol with its configuration where an image is (`Lowering.appKitImageReference`).
        .init("imageReference", in: "buttonCell", key: "image"), .init("imageReference", in: "imageCell", key: "image"),
        .init("imageReference", in: "menuItem", key: "image"), .init("imageReference", in: "menuItem", key: "secondaryImage"),
        // A number formatter's limits (`@numberFormatter`, `Lowering.formatterLimit`).
        .init("integer", in: "numberFormatter", key: "minimum"), .init("integer", in: "numberFormatter", key: "maximum"),
        .init("real", in: "numberFormatter", key: "minimum"), .init("real", in: "numberFormatter", key: "maximum"),
    ]

    /// An element compiled inside a parent of its (with this key; any key when nil).
    struct CompiledInside: Hashable {
        let element: String, parent: String, key: String?
        init(_ element: String, in parent: String, key: String? = nil) { (self.element, self.parent, self.key) = (element, parent, key) }
    }

    static func isCompiledInside(_ node: Int, in document: IBDocument, among compiled: Set<CompiledInside> = appKitCompiledInside) -> Bool {
        let parent = document[node].parent
        guard parent >= 0 else { return false }
        let (element, owner) = (document[node].name, document[parent].name)
        return compiled.contains(.init(element, in: owner)) || compiled.contains(.init(element, in: owner, key: document.key(of: node)))
    }

    /// UIKit's value elements compiled inside a parent of theirs: a label's attributed text, a
    /// button state's attributed title (AttributedText.swift).
    static let uiKitCompiledInside: Set<CompiledInside> = [
        .init("attributedString", in: "label", key: "attributedText"), .init("attributedString", in: "state", key: "attributedTitle"),
        .init("fragment", in: "attributedString"), .init("attributes", in: "fragment"), .init("mutableString", in: "fragment"),
        .init("string", in: "fragment"), .init("font", in: "attributes", key: "NSFont"), .init("color", in: "attributes", key: "NSColor"),
        .init("paragraphStyle", in: "attributes", key: "NSParagraphStyle"), .init("color", in: "attributes", key: "NSStrokeColor"),
        .init("real", in: "attributes", key: "NSKern"), .init("font", in: "attributes", key: "NSOriginalFont"),
        .init("segments", in: "segmentedControl"), .init("segment", in: "segments"), .init("rightBarButtonItems", in: "navigationItem"),
    ]

    /// A binding option that is nil: not compiled (what ibtool archives for it is unknown).
    static func isNilBindingOption(_ node: Int, in document: IBDocument) -> Bool {
        let parent = document[node].parent
        return document[node].name == "nil" && parent >= 0 && document[parent].name == "dictionary" && document[parent].parent >= 0
            && document[document[parent].parent].name == "binding"
    }

    /// Whether `node` is an object of a macOS document without an id, which the lowering lists as
    /// any other (`appKitObjectOrder`).
    static func isIDLessAppKitObject(_ node: Int, in document: IBDocument, plans: ArchivePlans) -> Bool {
        guard let classIndex = document.classIndex(of: node), plans.isObjectClass[classIndex] else { return false }
        // (A reference to another object, `<toolbarItem reference=…>`, is not one.)
        return document.attributeIndex(.id, of: node) == nil && document.peek("reference", of: node) == nil
    }

    /// Storyboard structure compiled by LowerStoryboard.swift.
    static let storyboardElements: IBNameSet = [
        "scenes", "scene", "viewController", "layoutGuides", "viewControllerLayoutGuide", "navigationController",
        "tableViewController", "collectionViewController", "toolbarItems", "prototypes", "cells", "tabBarController",
        "splitViewController", "pageViewController", "viewControllerPlaceholder",
        // A static table's sections (StaticTables.swift).
        "sections",
    ]

    /// Controllers a xib compiles — those whose view is a keyed child (LowerXib.swift) — and their
    /// `<layoutGuides>` list. A xib's navigation, tab bar and split view controllers (their
    /// children inline) are not compiled yet.
    static let xibControllerElements: IBNameSet = ["viewController", "tableViewController", "collectionViewController", "layoutGuides"]

    /// Elements that exist for Interface Builder only: nothing of them goes into a nib.
    static let designTimeElements: IBNameSet = [
        "plugIn", "capability", "development", "device", "adaptation", "point",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "inferredMetricsTieBreakers", "customFonts",
        // IB's cache of what IBDesignable views measured when it last rendered them.
        "designables", "designable",
        // A storyboard scene's exit: unwind segues name it; nothing of it is archived.
        "exit",
    ]


    /// What an element's name alone says about its status.
    struct ElementFacts {
        let designTime: Bool, compiled: Bool, storyboard: Bool, xibController: Bool, hasClass: Bool

        /// (Tested by symbol: one table of the element-name sets above, made once.)
        init(_ symbol: IBName, name: @autoclosure () -> String, classElements: IBNameSet, table: [UInt8]) {
            let flags: UInt8
            if symbol.isKnown {
                flags = table[Int(symbol.rawValue)]
                hasClass = classElements.contains(symbol: symbol)
            } else {
                let name = name()
                flags = ElementFacts.flags(name)
                hasClass = classElements.contains(name)
            }
            designTime = flags & 1 != 0
            compiled = flags & 2 != 0
            storyboard = flags & 4 != 0
            xibController = flags & 8 != 0
        }

        static func flags(_ name: String) -> UInt8 {
            (NibCompiler.designTimeElements.contains(name) ? 1 : 0) | (NibCompiler.compiledElements.contains(name) ? 2 : 0)
                | (NibCompiler.storyboardElements.contains(name) ? 4 : 0) | (NibCompiler.xibControllerElements.contains(name) ? 8 : 0)
        }

        /// The flags of every name of the vocabulary, by symbol.
        static let table: [UInt8] = {
            var table = [UInt8](repeating: 0, count: IBName.count)
            let sets: [(UInt8, IBNameSet)] = [
                (1, NibCompiler.designTimeElements), (2, NibCompiler.compiledElements), (4, NibCompiler.storyboardElements),
                (8, NibCompiler.xibControllerElements),
            ]
            for (bit, set) in sets {
                for symbol in set.symbols { table[Int(symbol.rawValue)] |= bit }
            }
            return table
        }()
    }

    /// The status of every node of `document`, by node index.
    public static func loweringStatus(of document: IBDocument) -> [LoweringStatus] {
        loweringStatus(of: document, contexts: DesignTimeContexts(document, plan: storyboardPlan(of: document)))
    }

    /// The status of every node of `document`, with what is Interface Builder's own in context.
    static func loweringStatus(of document: IBDocument, contexts: DesignTimeContexts) -> [LoweringStatus] {
        var statuses = [LoweringStatus](repeating: .compiled, count: document.nodes.count)
        let isStoryboard = document.kind == .storyboard
        let isAppKit = document.isAppKit
        // Each class's plan, fetched from the shared tables once for this document.
        let derived = ArchivePlans.of(document: document)
        var plans = UIKitRecipes.PlanCache(classes: document.model.declarations.count)
        let hasSubtrees = !contexts.subtrees.isEmpty
        let classElements = derived.classElements
        let table = ElementFacts.table
        for index in document.nodes.indices {
            // (The node's fields are read in place: a copy of it retains and releases its strings.)
            let node = (symbol: document.nodes[index].symbol, parent: document.nodes[index].parent)
            let named = ElementFacts(node.symbol, name: document.nodes[index].name, classElements: classElements, table: table)
            let parent = node.parent >= 0 ? statuses[node.parent] : .compiled
            // IB's own, as the class model declares it: the element's class, or the property it fills.
            var declaredDesignTime: Bool {
                if let classIndex = document.classIndex(of: index), derived.isDesignTimeClass[classIndex] { return true }
                return document.keyAttributes[index] >= 0 && document.keyedChildDeclaration(of: index)?.designTime != nil
            }
            if parent == .notCompiled || parent == .designTime {
                statuses[index] = parent
            } else if named.designTime || declaredDesignTime || (hasSubtrees && contexts.subtrees[index] != nil)
                || (node.symbol == .string && document.key(of: index) == nil && !(isAppKit && isCompiledInside(index, in: document)))
                // A xib's view controller archives no layout guides (LowerXib.swift).
                || (!isStoryboard && node.symbol == .viewControllerLayoutGuide)
            {
                statuses[index] = .designTime
            } else if isAppKit
                && (appKitNotCompiledElements.contains(document.nodes[index]) || isNilBindingOption(index, in: document))
            {
                statuses[index] = .notCompiled
            } else if named.compiled || (isStoryboard && named.storyboard)
                || (isAppKit && appKitCompiledElements.contains(document.nodes[index]))
                || (isAppKit && (isCompiledInside(index, in: document) || Lowering.isDefaultStackList(index, in: document)))
                || (!isAppKit && isCompiledInside(index, in: document, among: uiKitCompiledInside))
                || (!isStoryboard && named.xibController)
                || (node.symbol == .variation && node.parent >= 0 && document[node.parent].symbol == .constraint)
                || (Lowering.relationshipMaskElements.contains(document.nodes[index]) && Lowering.isRelationshipMask(index, in: document))
                || (node.symbol == .items && node.parent >= 0 && [.toolbar, .navigationBar, .tabBar].contains(document[node.parent].symbol))
                || (node.symbol == .viewLayoutGuide && document.key(of: index) == "safeArea")
                || (node.symbol == .textAttributes && document.key(of: index) == "titleTextAttributes"
                    && node.parent >= 0 && document[node.parent].symbol == .navigationBar)
                || (node.symbol == .segue && isStoryboard && document.peek("reference", of: index) == nil)
                || (node.symbol == .userDefinedRuntimeAttribute
                    && (isAppKit ? Lowering.appKitRuntimeAttributeTypes : Lowering.runtimeAttributeTypes).contains(document.peek("type", of: index) ?? ""))
                || (node.symbol == .bool && document.key(of: index) == "isElement"
                    && node.parent >= 0 && document[node.parent].symbol == .accessibility)
                || (node.parent >= 0 && document[node.parent].symbol == .userDefinedRuntimeAttribute
                    && document.key(of: index) == "value")
            {
                statuses[index] = .compiled
            } else if named.hasClass, let classIndex = document.classIndex(of: index),
                case let plan = plans.value(forClass: classIndex, derived.plan(forClass:)), plan.plan != nil
            {
                statuses[index] = plan.ownRecipe ? .compiled : .superclassOnly
            } else {
                statuses[index] = .notCompiled
            }
            // Inside an element compiled as its superclass, only what the superclasses archive is compiled.
            if parent == .superclassOnly, statuses[index] == .compiled, !superclassParts(index, in: document, plans: &plans) {
                statuses[index] = .notCompiled
            }
        }
        return statuses
    }

    /// Whether a child of an element compiled as its superclass is one the superclasses' recipes
    /// read: a keyed child of the plan (`<color key="backgroundColor">`), or the structure UIView's
    /// shapes read (subviews, constraints, frame, autoresizing mask) and connections.
    static func superclassParts(_ node: Int, in document: IBDocument, plans: inout UIKitRecipes.PlanCache) -> Bool {
        switch document[node].name {
        case "subviews", "constraints", "connections", "autoresizingMask": return true
        case "rect": return document.key(of: node) == "frame"
        default:
            guard let key = document.key(of: node), let owner = document.classIndex(of: document[node].parent),
                let plan = plans.value(forClass: owner, ArchivePlans.of(document: document).plan(forClass:)).plan
            else { return false }
            return plan.steps.contains { if case .child(key) = $0.recipe.source { true } else { false } }
        }
    }
}
