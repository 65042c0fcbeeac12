// SegmentedShapes.swift — the shape of a segmented cell's segments (FIELD-GUIDE-APPKIT §7.6): each
// `<segment>` an `NSSegmentItem`, and the selected segment.

import InterfaceBuilder
import NibArchive

/// `@segmentItems`: `NSSegmentImages`, an `NSMutableArray` of the `<segments>`' `NSSegmentItem`s
/// — width, label (empty without one, none for a nil label), image, tag, selection, image
/// scaling, each only when the segment has it but the label and the scaling [V 39 items of 8 controls] — and `NSSelectedSegment`, the last selected segment's index
/// (-1 for none) [V 8/8].
struct SegmentItemsShape: Shape {
    static let name = "segmentItems"
    static let keys = ["NSSegmentImages", "NSSelectedSegment"]
    static let reads = ElementReads(children: ["<segments>"])
    static let imageScaling = UIKitRecipes.declaration("imageScaling", of: "IBSegment")
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        let segments = document.children(of: step.node).first { document[$0].name == "segments" }
        var items: [ObjectGraph.ID] = []
        var selected: Int64 = -1
        for segment in segments.map({ Array(document.children(of: $0)) }) ?? [] where document[segment].name == "segment" {
            var values: [ObjectGraph.Entry] = []
            if let width = lowering.double("width", of: segment) { values.append(.init("NSSegmentItemWidth", .double(width))) }
            // (Without a label, an empty one; none for `<nil key="label">`.)
            if let label = lowering.attribute("label", of: segment) {
                values.append(.init("NSSegmentItemLabel", lowering.text(label, of: segment, property: "label")))
            } else if document.child(key: "label", of: segment) == nil {
                values.append(.init("NSSegmentItemLabel", lowering.string("")))
            }
            if let image = lowering.attribute("image", of: segment) {
                values.append(.init("NSSegmentItemImage", .object(lowering.appKitImage(image, catalogOf: segment))))
            }
            if let tag = lowering.attribute("tag", of: segment).flatMap({ Int64($0) }), tag != 0 { values.append(.init("NSSegmentItemTag", .integer(tag))) }
            if lowering.attribute("selected", of: segment) == "YES" {
                values.append(.init("NSSegmentItemSelected", .bool(true)))
                selected = Int64(items.count)
            }
            values.append(.init("NSSegmentItemImageScaling", .integer(lowering.enumerationValue(imageScaling, of: segment) ?? 0)))
            items.append(lowering.graph.add("NSSegmentItem", values))
        }
        entries.append(.init("NSSegmentImages", lowering.array(items, className: "NSMutableArray")))
        entries.append(.init("NSSelectedSegment", .integer(selected)))
    }
}
