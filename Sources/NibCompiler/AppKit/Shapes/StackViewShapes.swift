// StackViewShapes.swift — the shapes of NSStackView's keys (FIELD-GUIDE-APPKIT §15): its two
// alignments from the one IB names, its edge insets, and the container ibtool archives around the
// arranged views; the `NSNibConnector` that makes a stack view decode early is LowerAppKitXib.swift's.

import InterfaceBuilder
import NibArchive

/// `@stackAlignment`: `NSStackViewSecondaryAlignment` and `NSStackViewAlignment` (an
/// NSLayoutAttribute, the model's raw values) from `alignment` [V 21/21]: the secondary alignment
/// is the edge's place across the stack — leading or top 1, first baseline 2, centre 3, trailing or
/// bottom 4, baseline 5. Without an alignment, a horizontal stack centres its views vertically
/// and a vertical one horizontally (Interface Builder's defaults).
struct StackAlignmentShape: InvertibleShape {
    static let name = "stackAlignment"
    static let keys = ["NSStackViewSecondaryAlignment", "NSStackViewAlignment"]
    static let reads = ElementReads(["orientation"], enumerations: ["alignment"])
    static let loss = "none: the alignment comes back written, the orientation's default too"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        let model = IBClassModel.standard
        guard case .integer(let raw)? = values["NSStackViewAlignment"], let declaration = model.declaration("NSStackView", on: .appkit),
            let name = model.attribute("alignment", of: declaration)?.caseName(raw)
        else { return }
        element.attributes["alignment"] = name
    }
    static let secondary: [String: Int64] = [
        "leading": 1, "top": 1, "firstBaseline": 2, "centerX": 3, "centerY": 3, "trailing": 4, "bottom": 4, "baseline": 5,
    ]
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let vertical = lowering.attribute("orientation", of: node) == "vertical"
        let document = lowering.document
        let declared = document.classIndex(of: node).flatMap { document.model.attribute("alignment", of: document.model.declarations[$0]) }
        let alignment = lowering.enumerationValue(declared, of: node) != nil ? document.peek("alignment", of: node)! : (vertical ? "centerX" : "centerY")
        guard let raw = declared?.domain.rawValue(of: alignment), let edge = secondary[alignment] else { return }
        entries.append(.init("NSStackViewSecondaryAlignment", .integer(edge)))
        entries.append(.init("NSStackViewAlignment", .integer(raw)))
    }
}

/// `@stackEdgeInsets`: `NSStackViewEdgeInsets.top`, `.left`, `.right`, `.bottom` (float32s, 0
/// without `<edgeInsets>`) [V 21].
struct StackEdgeInsetsShape: Shape {
    static let name = "stackEdgeInsets"
    static let keys = ["NSStackViewEdgeInsets.top", "NSStackViewEdgeInsets.left", "NSStackViewEdgeInsets.right", "NSStackViewEdgeInsets.bottom"]
    static let reads = ElementReads(children: ["edgeInsets"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let insets = lowering.document.child(key: "edgeInsets", of: step.node)
        for side in ["top", "left", "right", "bottom"] {
            entries.append(.init("NSStackViewEdgeInsets.\(side)", .float(Float(insets.flatMap { lowering.double(side, of: $0) } ?? 0))))
        }
    }
}

/// `@stackContainer`: `NSStackViewBeginningContainer`, for a stack view with arranged views: an
/// `NSStackViewContainer` (a view of no size) that holds them, with no custom spacing or
/// visibility priorities — the only ones the corpus has (573 of each: 1000 and FLT_MAX; others
/// are not compiled: `Lowering.isDefaultStackList`) [V 13/13].
struct StackContainerShape: Shape {
    static let name = "stackContainer"
    static let keys = ["NSStackViewBeginningContainer"]
    static let reads = ElementReads(children: ["<visibilityPriorities>", "<customSpacing>"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        for list in document.children(of: step.node) where ["visibilityPriorities", "customSpacing"].contains(document[list].name) {
            for value in document.children(of: list) { _ = lowering.attribute("value", of: value) }
        }
        let views = lowering.listObjects("subviews", of: step.node)
        guard !views.isEmpty else { return }
        let container = lowering.graph.add("NSStackViewContainer", [
            .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(0x100)),
            .init("NSFrameSize", lowering.string(AppKitGeometry.size(0, 0))), .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
            .init("NSDoNotTranslateAutoresizingMask", .bool(true)), .init("IBNSSafeAreaLayoutGuide", .null),
            .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
            .init("NSStackViewContainerStackView", .object(step.object)), .init("NSStackViewContainerViewToCustomAfterSpaceMap", .null),
            .init("NSStackViewContainerVisibilityPriorities", .null),
            .init("NSStackViewContainerNonDroppedViews", lowering.array(views, className: "NSMutableArray")),
        ])
        entries.append(.init("NSStackViewBeginningContainer", .object(container)))
    }
}

extension Lowering {
    /// Whether `node` is a stack view's `<visibilityPriorities>` or `<customSpacing>` holding only
    /// the defaults (1000; FLT_MAX, no custom spacing), which the nib does not archive.
    static func isDefaultStackList(_ node: Int, in document: IBDocument) -> Bool {
        let parent = document[node].parent
        guard parent >= 0, document[parent].name == "stackView" else { return false }
        let name = document[node].name
        guard name == "visibilityPriorities" || name == "customSpacing" else { return false }
        let expected = name == "visibilityPriorities" ? 1000 : Double(Float.greatestFiniteMagnitude)
        return document.children(of: node).allSatisfy { value in
            document.peek("value", of: value).flatMap(DecimalNumber.double).map { abs($0 - expected) <= expected * 1e-9 } ?? false
        }
    }
}
