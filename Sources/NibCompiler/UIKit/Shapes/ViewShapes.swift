// ViewShapes.swift — the shapes of UIView's keys: geometry, lists of subviews and constraints,
// opacity, autoresizing, priorities and layout guides, with the variations the classes that need
// them declare (a stack view's opacity, the bars' masks, the hugging priorities bars, sliders and
// picker views always write).

import InterfaceBuilder
import NibArchive

/// `@frame`: `<rect key="frame">` as bounds at the origin and the center (`Lowering.frameEntries`).
struct FrameShape: Shape {
    static let name = "frame"
    static let keys = ["UIBounds", "UICenter"]
    static let reads = ElementReads(children: ["frame"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.frameEntries(step.node, into: &entries)
    }
}

extension FrameShape: InvertibleShape {
    static let loss = "a storyboard controller's view has the scene's size and a prototype sits at the origin, whatever their frames say"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .data(let boundsBytes)? = values["UIBounds"], let bounds = NibGeometry(bytes: boundsBytes)?.components, bounds.count == 4,
            case .data(let centerBytes)? = values["UICenter"], let center = NibGeometry(bytes: centerBytes)?.components, center.count == 2
        else { return }
        let (width, height) = (bounds[2], bounds[3])
        element.children["frame"] = [
            "x": KeyRecipe.Codec.text(center[0] - width / 2), "y": KeyRecipe.Codec.text(center[1] - height / 2),
            "width": KeyRecipe.Codec.text(width), "height": KeyRecipe.Codec.text(height),
        ]
    }
}

/// `@subviews`: `<subviews>`, and a storyboard view's layout guides after them; subviews the
/// default size class removes are archived but not installed (UIKitTraits.swift).
struct SubviewsShape: Shape {
    static let name = "subviews"
    static let keys = ["UISubviews"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        var own: [ObjectGraph.ID]
        if let given = step.context.subviews {
            own = given
        } else {
            // Made before the call that filters it (one expression copied the whole lowering).
            own = lowering.ownSubviews(node)
            own = lowering.installed(own, of: node, "subviews")
        }
        let views = own + (lowering.layoutGuidePrefixes[node]?.subviews ?? [])
        if !views.isEmpty { entries.append(.init("UISubviews", lowering.array(views, className: "NSMutableArray"))) }
    }
}

/// `@constraints`: `<constraints>`, after the pins of a storyboard view's layout guides.
struct ConstraintsShape: Shape {
    static let name = "constraints"
    static let keys = ["UIViewAutolayoutConstraints"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let own = step.context.constraints ?? lowering.installed(lowering.listObjects("constraints", of: node), of: node, "constraints")
        let items = (lowering.layoutGuidePrefixes[node]?.constraints ?? []) + own + lowering.prototypingConstraints(ofSubviewsOf: node)
        if !items.isEmpty { entries.append(.init("UIViewAutolayoutConstraints", lowering.array(items, className: "NSMutableArray"))) }
    }
}

/// `@opaque`: `UIOpaque` when the view is opaque; a navigation controller's bars are not unless
/// the storyboard says so (Apptentive: 4 of 4; a tab bar controller's bar inferred alike).
struct OpaqueShape: Shape {
    static let name = "opaque"
    static let keys = ["UIOpaque"]
    static let reads = ElementReads(["opaque"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.isOpaque(step.node) { entries.append(.init("UIOpaque", .bool(true))) }
    }
}

extension OpaqueShape: InvertibleShape {
    static let loss = "a container controller's bar is not opaque unless the storyboard says so"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        element.attributes["opaque"] = values["UIOpaque"] == .bool(true) ? "YES" : "NO"
    }
}

/// `@stackViewOpaque`: a stack view's, which the SDKs that draw stack views always write
/// (`SDKVersion.stackViewsAreAlwaysOpaque`).
struct StackViewOpaqueShape: Shape {
    static let name = "stackViewOpaque"
    static let keys = ["UIOpaque"]
    static let reads = ElementReads(["opaque"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.isOpaque(step.node) || lowering.options.sdk.stackViewsAreAlwaysOpaque { entries.append(.init("UIOpaque", .bool(true))) }
    }
}

/// `@translatesMask`: `UIViewDoesNotTranslateAutoresizingMaskIntoConstraints` for a view that does
/// not translate its autoresizing mask. A view with a fixed frame (`fixedFrame="YES"`, which
/// Interface Builder writes with `translatesAutoresizingMaskIntoConstraints="NO"` for a view no
/// constraint places) does not from SDK 10 on: ibtool translates its mask instead of giving it
/// prototyping constraints (`SDKVersion.prototypesFixedFrames`).
struct TranslatesMaskShape: Shape {
    static let name = "translatesMask"
    static let keys = ["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"]
    static let reads = ElementReads(["translatesAutoresizingMaskIntoConstraints", "fixedFrame"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let fixedFrame = lowering.flag("fixedFrame", of: step.node) == true
        guard lowering.flag("translatesAutoresizingMaskIntoConstraints", of: step.node) == false else { return }
        if fixedFrame, !lowering.options.sdk.prototypesFixedFrames { return }
        entries.append(.init("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)))
    }
}

extension TranslatesMaskShape: InvertibleShape {
    static let loss = "a view with a fixed frame that ibtool made translate its mask comes back translating it"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if values["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"] == .bool(true) {
            element.attributes["translatesAutoresizingMaskIntoConstraints"] = "NO"
        }
    }
}

/// `@tintColor`: `<color key="tintColor">`; a storyboard scene's root view and a navigation
/// controller's bar without one have the document's global tint (the `<color key="tintColor">` of
/// `<document>`: JobDocs, SDK 10, 30 of 30 view nibs' root views, 7 of 7 navigation bars; its tab
/// bar controller's bar has none).
struct TintColorShape: Shape {
    static let name = "tintColor"
    static let keys = ["UITintColor"]
    static let reads = ElementReads(children: ["tintColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let takesGlobal = lowering.isSceneRootView(step.node) || lowering.isNavigationControllerBar(step.node)
        let global = takesGlobal ? lowering.document.child(key: "tintColor", of: lowering.document.root) : nil
        if let color = (lowering.document.child(key: "tintColor", of: step.node) ?? global).flatMap({ lowering.color($0) }) {
            entries.append(.init("UITintColor", color))
        }
    }
}

extension TintColorShape: InvertibleShape {
    static let loss = "a scene's root view with the document's global tint comes back with it as its own"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let color = Lowering.raisedColor(values["UITintColor"], in: graph) { element.children["tintColor"] = RaisedElement(attributes: color) }
    }
}

extension Lowering {
    /// Whether `node` is a storyboard controller's `<view key="view">`.
    func isSceneRootView(_ node: Int) -> Bool {
        document.kind == .storyboard && document[node].parent >= 0 && attribute(.key, of: node) == "view"
            && plans.controllerElements.contains(document[document[node].parent])
    }

    /// Whether `node` is a storyboard navigation controller's `<navigationBar key="navigationBar">`.
    func isNavigationControllerBar(_ node: Int) -> Bool {
        document.kind == .storyboard && document[node].parent >= 0 && attribute(.key, of: node) == "navigationBar"
            && document[document[node].parent].name == "navigationController"
    }
}

/// `@autoresizingMask`: the `<autoresizingMask>` flags, or flexible right and bottom margins.
struct AutoresizingMaskShape: Shape {
    static let name = "autoresizingMask"
    static let keys = ["UIAutoresizingMask"]
    static let reads = ElementReads(children: ["autoresizingMask"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let mask = lowering.autoresizingMask(step.node)
        if mask != 0 { entries.append(.init("UIAutoresizingMask", .integer(mask))) }
    }
}

extension AutoresizingMaskShape: InvertibleShape {
    static let loss = "no <autoresizingMask> is the mask of flexible right and bottom margins"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let mask)? = values["UIAutoresizingMask"] ?? .integer(0) else { return }
        var flags: [String: String] = [:]
        for (name, bit) in UIKitEnums.autoresizing where mask & bit != 0 { flags[name] = "YES" }
        element.children["autoresizingMask"] = RaisedElement(attributes: flags)
    }
}

extension StackViewOpaqueShape: InvertibleShape {
    static let loss = "before SDK 15 every stack view is archived opaque"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        OpaqueShape.raise(values, in: graph, into: &element)
    }
}

/// A bar's mask: in a container controller, the mask ibtool writes whatever the storyboard says
/// (a container sizes its bar itself), else the view's.
protocol BarMaskShape: InvertibleShape {
    static var controllerMask: Int64 { get }
}

extension BarMaskShape {
    static var keys: [String] { ["UIAutoresizingMask"] }
    static var reads: ElementReads { ElementReads(children: ["autoresizingMask"]) }

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let mask = lowering.isControllerBar(step.node) ? controllerMask : lowering.autoresizingMask(step.node)
        if mask != 0 { entries.append(.init("UIAutoresizingMask", .integer(mask))) }
    }

    static var loss: String { "a container controller's bar has its controller's mask, whatever the storyboard says; " + AutoresizingMaskShape.loss }

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        AutoresizingMaskShape.raise(values, in: graph, into: &element)
    }
}

/// `@barMask`: a toolbar's or tab bar's: flexible width, stuck to the bottom (Apptentive: 1
/// toolbar; a tab bar controller's inferred alike).
struct ToolbarMaskShape: BarMaskShape {
    static let name = "barMask"
    static let controllerMask: Int64 = 10
}

/// `@navigationBarMask`: a navigation bar's: flexible width (Apptentive: 4 navigation bars).
struct NavigationBarMaskShape: BarMaskShape {
    static let name = "navigationBarMask"
    static let controllerMask: Int64 = 2
}

/// A shape that writes two priorities as `"{horizontal, vertical}"` when the document sets either
/// (or always), a side it leaves out at the default; read back into both attributes.
protocol PriorityPairShape: InvertibleShape {
    static var attributes: (horizontal: IBName, vertical: IBName) { get }
    /// The priority of a side the document leaves out.
    static var defaultPriority: Int { get }
    /// Whether the pair is written at the default too.
    static var writtenAtDefault: Bool { get }
    /// Whether the pair of this element is written at the default too (`writtenAtDefault`).
    static func isWrittenAtDefault(_ node: Int, in lowering: Lowering) -> Bool
}

extension PriorityPairShape {
    static var writtenAtDefault: Bool { false }
    static func isWrittenAtDefault(_ node: Int, in lowering: Lowering) -> Bool { writtenAtDefault }
    static var reads: ElementReads { ElementReads([attributes.horizontal.text, attributes.vertical.text]) }

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard
            let pair = lowering.priorityPair(step.node, attributes.horizontal, attributes.vertical, default: defaultPriority)
                ?? (isWrittenAtDefault(step.node, in: lowering) ? "{\(defaultPriority), \(defaultPriority)}" : nil)
        else { return }
        entries.append(.init(keys[0], lowering.string(pair)))
    }

    static var loss: String { "a priority left at its default comes back written when the other is set" }

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard let text = graph.text(of: values[keys[0]]), text.hasPrefix("{"), text.hasSuffix("}") else { return }
        let parts = text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2 else { return }
        element.attributes[attributes.horizontal.text] = parts[0]
        element.attributes[attributes.vertical.text] = parts[1]
    }
}

/// `@hugging`: the content hugging priorities, when either is set, or always for a button of a
/// system image type (`Lowering.isSystemImageButton`).
struct HuggingShape: PriorityPairShape {
    static let name = "hugging"
    static let keys = ["UIViewContentHuggingPriority"]
    static let attributes = (horizontal: IBName.horizontalHuggingPriority, vertical: IBName.verticalHuggingPriority)
    static let defaultPriority = 250
    static func isWrittenAtDefault(_ node: Int, in lowering: Lowering) -> Bool { lowering.isSystemImageButton(node) }
}

/// `@huggingAlways`: the same, written at the default too (bars, sliders and picker views: their
/// blocks in the class model say so, with the evidence).
struct HuggingAlwaysShape: PriorityPairShape {
    static let name = "huggingAlways"
    static let keys = HuggingShape.keys
    static let attributes = HuggingShape.attributes
    static let defaultPriority = HuggingShape.defaultPriority
    static let writtenAtDefault = true
}

/// `@compressionResistance`: the compression resistance priorities, when either is set.
struct CompressionResistanceShape: PriorityPairShape {
    static let name = "compressionResistance"
    static let keys = ["UIViewContentCompressionResistancePriority"]
    static let attributes = (
        horizontal: IBName.horizontalCompressionResistancePriority, vertical: IBName.verticalCompressionResistancePriority
    )
    static let defaultPriority = 750
}

/// `@layoutGuides`: the safe-area guide of `<viewLayoutGuide key="safeArea">`.
struct LayoutGuidesShape: Shape {
    static let name = "layoutGuides"
    static let keys = ["UIViewLayoutGuides"]
    static let reads = ElementReads(children: ["safeArea"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let guide = lowering.document.child(key: "safeArea", of: step.node).flatMap({ lowering.safeAreaGuides[$0] }) else { return }
        entries.append(.init("UIViewLayoutGuides", lowering.array([guide], className: "NSMutableArray")))
    }
}

extension Lowering {
    /// Whether a view is opaque: as the document says, else unless it is a container's bar. A
    /// toolbar that is not translucent is opaque whatever it says, as UIKit makes it (LucidX: 10 of
    /// 10 toolbars saved `opaque="NO" translucent="NO"` are archived opaque).
    func isOpaque(_ node: Int) -> Bool {
        // (The toolbar's own `opaque` is then Interface Builder's: DesignTimeContexts.)
        if document[node].name == "toolbar", attribute("translucent", of: node) == "NO" { return true }
        // A search bar is not opaque unless it says so (9 of 9 search bars, saved without `opaque`),
        // nor is a navigation controller's bar; a tab bar controller's is (5 of 5 tab bars of the
        // pairs' tab bar controllers, SDK 7–10, saved without `opaque`).
        let name = document[node].name
        return flag("opaque", of: node) ?? (!(isControllerBar(node) && name != "tabBar") && name != "searchBar")
    }
}
