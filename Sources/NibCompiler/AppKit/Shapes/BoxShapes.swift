// BoxShapes.swift — the shapes of NSBox's keys (FIELD-GUIDE-APPKIT §15): its content view as its
// only subview, its offsets and title cell, and a separator's fixed title.

import InterfaceBuilder
import NibArchive

/// `@boxSubviews`: a box's `NSSubviews`, its content view (empty for a separator) [V 5].
struct BoxSubviewsShape: Shape {
    static let name = "boxSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads(children: ["contentView"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let content = lowering.document.child(key: "contentView", of: step.node).flatMap { lowering.objects[$0] }
        entries.append(.init("NSSubviews", lowering.array(content.map { [$0] } ?? [], className: "NSMutableArray")))
    }
}

/// `@boxOffsets`: `NSOffsets`, `{5, 5}` for a separator, `{0, 0}` otherwise [V 5].
struct BoxOffsetsShape: Shape {
    static let name = "boxOffsets"
    static let keys = ["NSOffsets"]
    static let reads = ElementReads(["boxType"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let separator = lowering.attribute("boxType", of: step.node) == "separator"
        entries.append(.init("NSOffsets", lowering.string(separator ? AppKitGeometry.size(5, 5) : AppKitGeometry.size(0, 0))))
    }
}

/// `@boxTitleCell`: `NSTitleCell`, the text field cell that draws the title: the box's title (a
/// separator's is always `Title` [V 3/3]) in the 11-point system font, label color on the text
/// background, centred, with no control view [V 5].
struct BoxTitleCellShape: InvertibleShape {
    static let name = "boxTitleCell"
    static let loss = "a title of `Title` (AppKit's own, and every separator's) comes back as none"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .object(let cell)? = values["NSTitleCell"],
            let title = graph.text(of: graph[cell].entries.first(where: { $0.key == "NSContents" })?.value), title != "Title"
        else { return }
        element.attributes["title"] = title
    }
    static let keys = ["NSTitleCell"]
    static let reads = ElementReads(["title", "boxType"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let separator = lowering.attribute("boxType", of: node) == "separator"
        let written = lowering.attribute("title", of: node)
        let title = separator ? "Title" : written ?? "Title"
        let font = lowering.appKitFont(role: "smallSystem").map { ObjectGraph.Value.object($0) } ?? .null
        let cell = lowering.graph.add("NSTextFieldCell", [
            .init("NSCellFlags", .integer(0x0400_0000)), .init("NSCellFlags2", .integer(0x0800_0000)),
            .init("NSContents", separator ? lowering.string(title) : lowering.text(title, of: node, property: "title")), .init("NSSupport", font),
            .init("NSControlView", .null), .init("NSBackgroundColor", .object(lowering.appKitCatalogColor("textBackgroundColor", catalog: "System"))),
            .init("NSTextColor", .object(lowering.appKitCatalogColor("labelColor", catalog: "System"))),
        ])
        entries.append(.init("NSTitleCell", .object(cell)))
    }
}

/// `@boxTitlePosition`: `NSTitlePosition`; a separator's is always `atTop` (2) [V 3/3].
struct BoxTitlePositionShape: InvertibleShape {
    static let name = "boxTitlePosition"
    static let loss = "a separator's position (always at the top) comes back as the default"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let raw)? = values["NSTitlePosition"], raw != 2, let position = positions.first(where: { $0.value == raw })?.key else { return }
        element.attributes["titlePosition"] = position
    }
    static let keys = ["NSTitlePosition"]
    static let reads = ElementReads(["titlePosition", "boxType"])
    static let positions = ["noTitle": 0, "aboveTop": 1, "atTop": 2, "belowTop": 3, "aboveBottom": 4, "atBottom": 5, "belowBottom": 6]
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let separator = lowering.attribute("boxType", of: node) == "separator"
        let written = lowering.attribute("titlePosition", of: node).flatMap { positions[$0] }
        let position = separator ? 2 : written ?? 2
        entries.append(.init("NSTitlePosition", .integer(Int64(position))))
    }
}
