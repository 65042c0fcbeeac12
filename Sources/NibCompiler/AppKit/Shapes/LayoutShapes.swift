// LayoutShapes.swift — the shapes of a view's Auto Layout keys (FIELD-GUIDE-APPKIT §6.2, §16):
// its constraints, whether it keeps its autoresizing mask out of them, and its content priorities
// as AppKit's `'{h, v}'` strings.

import InterfaceBuilder
import NibArchive

/// `@viewConstraints`: `NSViewConstraints`, an `NSArray` of `<constraints>` [V 85/85].
struct ViewConstraintsShape: Shape {
    static let name = "viewConstraints"
    static let keys = ["NSViewConstraints"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let constraints = lowering.listObjects("constraints", of: step.node)
        if !constraints.isEmpty { entries.append(.init("NSViewConstraints", lowering.array(constraints))) }
    }
}

/// `@doNotTranslateAutoresizingMask`: `NSDoNotTranslateAutoresizingMask`, for a view with
/// `translatesAutoresizingMaskIntoConstraints="NO"` that a constraint names (as an item, or as its
/// owner when it names no first item) or that is top-level [V 194/194].
struct DoNotTranslateAutoresizingMaskShape: Shape {
    static let name = "doNotTranslateAutoresizingMask"
    static let keys = ["NSDoNotTranslateAutoresizingMask"]
    static let reads = ElementReads(["translatesAutoresizingMaskIntoConstraints"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        guard lowering.attribute("translatesAutoresizingMaskIntoConstraints", of: node) == "NO" else { return }
        let parent = lowering.document[node].parent
        let isTopLevel = parent >= 0 && lowering.document[parent].name == "objects"
        // (A stack view lays out its arranged views with constraints of its own, and is laid out
        // by them [V 4/4 arranged views; 6/6 stack views with views, 0/8 without].)
        let isArranged = lowering.subviewsOwner(of: node).map { lowering.document[$0].name == "stackView" } ?? false
        let arranges = lowering.document[node].name == "stackView" && !lowering.listObjects("subviews", of: node).isEmpty
        if isTopLevel || isArranged || arranges || lowering.constraintItems.contains(node) { entries.append(.init("NSDoNotTranslateAutoresizingMask", .bool(true))) }
    }
}

/// `@clipsToBounds`: `NSViewClipsToBoundsKeyName`, true for a view that clips to its bounds:
/// `clipsToBounds="YES"`, or a split view's pane (a split view's subviews clip) [V 2/2 views with
/// the attribute, 2/2 panes; none of 640 other views].
struct ClipsToBoundsShape: Shape {
    static let name = "clipsToBounds"
    static let keys = ["NSViewClipsToBoundsKeyName"]
    static let reads = ElementReads(["clipsToBounds"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let isPane = lowering.subviewsOwner(of: step.node).map { lowering.document[$0].name == "splitView" } ?? false
        guard isPane || lowering.attribute("clipsToBounds", of: step.node) == "YES" else { return }
        entries.append(.init("NSViewClipsToBoundsKeyName", .bool(true)))
    }
}

extension Lowering {
    /// The views some constraint of the document names as an item (its owner when it names no
    /// first item), found once per compile.
    var constraintItems: Set<Int> {
        mutating get {
            if let found = appKitConstraintItems { return found }
            var items: Set<Int> = []
            for node in region.nodes where document[node].name == "constraint" {
                for name in ["firstItem", "secondItem"] {
                    if let id = document.peek(name, of: node), let item = document.nodeByID[id] { items.insert(item) }
                }
                let list = document[node].parent
                if document.peek("firstItem", of: node) == nil, list >= 0, document[list].parent >= 0 { items.insert(document[list].parent) }
            }
            appKitConstraintItems = items
            return items
        }
    }
}

/// `@huggingPriority`: `NSHuggingPriority` `'{h, v}'`, written when the document's priorities
/// (250 where it gives none) differ from the class's own [V] (`AppKitClasses.huggingPriorities`),
/// and on every button before macOS 15's SDK (`archivesButtonHuggingPriorities`).
struct HuggingPriorityShape: Shape {
    static let name = "huggingPriority"
    static let keys = ["NSHuggingPriority"]
    static let reads = ElementReads(["horizontalHuggingPriority", "verticalHuggingPriority"], children: ["cell"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let priorities = (lowering.double("horizontalHuggingPriority", of: node) ?? 250, lowering.double("verticalHuggingPriority", of: node) ?? 250)
        let own = lowering.classHuggingPriorities(node)
        let always = lowering.options.sdk.archivesButtonHuggingPriorities && lowering.plans.byElement[lowering.document[node].name] == "NSButton"
        if priorities != own || always { entries.append(.init("NSHuggingPriority", lowering.string(AppKitGeometry.size(priorities.0, priorities.1)))) }
    }
}

extension Lowering {
    /// The hugging priorities `node`'s class has of its own: a button's by its cell's type.
    func classHuggingPriorities(_ node: Int) -> (Double, Double) {
        let className = plans.byElement[document[node].name] ?? "NSView"
        if className == "NSButton", let type = document.child(key: "cell", of: node).flatMap({ document.peek("type", of: $0) }) {
            return AppKitClasses.buttonHuggingPriorities[type] ?? (250, 250)
        }
        return AppKitClasses.huggingPriorities[className] ?? (250, 250)
    }
}

/// `@compressionPriority`: `NSAntiCompressionPriority` `'{h, v}'`, whenever the document gives
/// either priority; the other is 750 [V 28/28].
struct CompressionPriorityShape: Shape {
    static let name = "compressionPriority"
    static let keys = ["NSAntiCompressionPriority"]
    static let reads = ElementReads(["horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let horizontal = lowering.double("horizontalCompressionResistancePriority", of: node)
        let vertical = lowering.double("verticalCompressionResistancePriority", of: node)
        guard horizontal != nil || vertical != nil else { return }
        entries.append(.init("NSAntiCompressionPriority", lowering.string(AppKitGeometry.size(horizontal ?? 750, vertical ?? 750))))
    }
}

/// `@autolayoutGuide`: `IBNSSafeAreaLayoutGuide` and `IBNSLayoutMarginsGuide`, Interface Builder's
/// record of a view's `<viewLayoutGuide key="safeArea">` and `key="layoutMargins"`: an
/// `IBNSViewAutolayoutGuide` of system type 2 (safe area) or 1 (margins); nil without one
/// [V 4/4 guides of 2 views; nil for every other view].
struct AutolayoutGuideShape: Shape {
    static let name = "autolayoutGuide"
    static let keys = ["IBNSSafeAreaLayoutGuide", "IBNSLayoutMarginsGuide"]
    static let reads = ElementReads(children: ["safeArea", "layoutMargins"])
    static let systemTypes: [String: (child: String, type: Int64)] = [
        "IBNSSafeAreaLayoutGuide": ("safeArea", 2), "IBNSLayoutMarginsGuide": ("layoutMargins", 1),
    ]
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let (child, type) = systemTypes[step.key], lowering.document.child(key: child, of: step.node) != nil else {
            entries.append(.init(step.key, .null))
            return
        }
        entries.append(.init(step.key, .object(lowering.graph.add("IBNSViewAutolayoutGuide", [.init("IBNSLayoutGuideSystemType", .integer(type))]))))
    }
}

/// `@viewLayoutGuides`: `NSViewLayoutGuides`, an `NSArray` of the view's layout guides that are
/// objects (those a constraint names) [V 2/2].
struct ViewLayoutGuidesShape: Shape {
    static let name = "viewLayoutGuides"
    static let keys = ["NSViewLayoutGuides"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document, objects = lowering.objects
        let guides = document.children(of: step.node).filter { document[$0].name == "viewLayoutGuide" }.compactMap { objects[$0] }
        if !guides.isEmpty { entries.append(.init("NSViewLayoutGuides", lowering.array(guides))) }
    }
}

/// `@layoutGuideIdentifier`: a view's layout guide's `NSLayoutGuideIdentifier`, AppKit's name for
/// the guide its key stands for: the safe area's `NSViewSafeAreaLayoutGuide` [V 2/2]; the margins'
/// `NSViewLayoutMarginsGuide` (inferred: UIKit's names with AppKit's prefix; no nib has one).
struct LayoutGuideIdentifierShape: Shape {
    static let name = "layoutGuideIdentifier"
    static let keys = ["NSLayoutGuideIdentifier"]
    static let reads = ElementReads.none
    static let identifiers = ["safeArea": "NSViewSafeAreaLayoutGuide", "layoutMargins": "NSViewLayoutMarginsGuide"]
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let identifier = lowering.document.key(of: step.node).flatMap({ identifiers[$0] }) else { return }
        entries.append(.init("NSLayoutGuideIdentifier", lowering.string(identifier)))
    }
}

/// `@layoutGuideSystemConstraints`: `NSLayoutGuideSystemConstraints`, the constraints AppKit
/// makes for the guide: none archived, an empty `NSMutableArray` [V 2/2].
struct LayoutGuideSystemConstraintsShape: Shape {
    static let name = "layoutGuideSystemConstraints"
    static let keys = ["NSLayoutGuideSystemConstraints"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSLayoutGuideSystemConstraints", lowering.array([], className: "NSMutableArray")))
    }
}
