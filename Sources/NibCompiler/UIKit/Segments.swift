// Segments.swift — a segmented control's segments: one `UISegment` view per `<segment>`, laid out
// across the control as UIKit lays them out, archived both as the control's subviews (last first)
// and as its `UISegments` (in order).
//
// Measured on ibtool's output (NightPhones and XAMservi, SDK 10: 3 controls, 121, 298 and 367 points
// wide, of 2, 2 and 4 segments): the control's width less a point between segments is shared
// equally in whole points, the remainder to the last (60 + 60, 148 + 149, 4 × 91); each segment is
// the control's height. Its background stretches by its position — first, middle or last: three
// constant rectangles — and its position is archived when it is not the first (middle 1, last 2).
// A control of one segment is not in the corpus: its segment's stretch and position are left out,
// with a warning.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The `<segment>` elements of a segmented control, in order.
    func segmentNodes(of control: Int) -> [Int] {
        guard let list = document.child("segments", of: control) else { return [] }
        return document.children(of: list).filter { document[$0].name == "segment" }
    }

    /// A segmented control: its segments' views first (its subviews), then its class chain's keys.
    mutating func lowerSegmentedControl(_ node: Int, into object: ObjectGraph.ID) {
        var made: [ObjectGraph.ID] = []
        let segments = segmentNodes(of: node)
        // Each segment's place, found once (a search per segment would be quadratic in a control's segments).
        for (index, segment) in segments.enumerated() { segmentPlaces[segment] = (index, segments.count, node) }
        for segment in segments {
            let view = graph.add("UISegment")
            run("UISegment", for: segment, into: view)
            made.append(view)
        }
        segmentViews[node] = made
        if made.count == 1 {
            diagnostics.warning(
                "a segmented control of one segment: the stretch and position ibtool archives for it are not known; they are left out",
                at: document.location(of: node))
        }
        var subviews = ownSubviews(node)
        subviews = installed(subviews, of: node, "subviews")
        lowerKeys(node, into: object, context: RecipeContext(subviews: made.reversed() + subviews))
    }

    /// A segment's frame in its control: the control's width less a point between segments, shared
    /// in whole points with the remainder to the last; the control's height.
    func segmentFrame(_ segment: Int) -> (x: Double, width: Double, height: Double)? {
        guard let (index, count, control) = segmentPlaces[segment], let frame = document.child(key: "frame", of: control),
            let width = double("width", of: frame), let height = double("height", of: frame)
        else { return nil }
        let dividers = Double(count - 1)
        // (A control too narrow for its dividers gives its segments no width, not a negative one.)
        let share = max(((width - dividers) / Double(count)).rounded(.down), 0)
        guard share.isFinite, height.isFinite else { return nil }
        let x = Double(index) * (share + 1)
        let own = index == count - 1 ? max(width - x, 0) : share
        return (x, own, height)
    }

    /// The stretch of a segment's background by its position (first, middle, last).
    static let segmentStretches: [(x: Double, y: Double, width: Double, height: Double)] = [
        (0.9161111111111111, 0.485, 0.0011111111111111111, 0.0005882352941176471),
        (0.0, 0.485, 1.0, 0.0005882352941176471),
        (0.02722222222222222, 0.485, 0.0011111111111111111, 0.0005882352941176471),
    ]

    /// A segment's position: 0 first, 1 middle, 2 last; nil alone (not known).
    func segmentPosition(_ segment: Int) -> Int64? {
        guard let (index, count, _) = segmentPlaces[segment], count > 1 else { return nil }
        return index == 0 ? 0 : index == count - 1 ? 2 : 1
    }
}

/// `@segments`: a segmented control's `UISegment` views, in order (made by `lowerSegmentedControl`).
struct SegmentsShape: Shape {
    static let name = "segments"
    static let keys = ["UISegments"]
    static let reads = ElementReads(children: ["<segments>"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let views = lowering.segmentViews[step.node], !views.isEmpty else { return }
        entries.append(.init("UISegments", lowering.array(views, className: "NSMutableArray")))
    }
}

/// `@segmentStretch`: a segment's background stretch, by its position.
struct SegmentStretchShape: Shape {
    static let name = "segmentStretch"
    static let keys = ["UIContentStretch"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let position = lowering.segmentPosition(step.node) else { return }
        let stretch = Lowering.segmentStretches[Int(position)]
        entries.append(.init("UIContentStretch", lowering.geometries.value(.rect(x: stretch.x, y: stretch.y, width: stretch.width, height: stretch.height))))
    }
}

/// `@segmentPosition`: a segment's position, when it is not the first.
struct SegmentPositionShape: Shape {
    static let name = "segmentPosition"
    static let keys = ["UISegmentPosition"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let position = lowering.segmentPosition(step.node), position != 0 else { return }
        entries.append(.init("UISegmentPosition", .integer(position)))
    }
}
