// KeyViewLoopShapes.swift — the key view loop ibtool archives (`NSNextKeyView`): a tab view,
// selecting its item while the nib is built, chains the item's view and every view inside it, in
// reading order, from the tab view and back to it (FIELD-GUIDE-APPKIT §15; docs/FORMAT.md).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The view after view `node` in a tab view's key view loop, nil when it is in none.
    mutating func tabKeyViewLoopNext(of node: Int) -> Int? {
        if keyViewLoops == nil { keyViewLoops = tabKeyViewLoops() }
        return keyViewLoops?[node]
    }

    /// Every tab view's loop in the region, view → next view: the tab view, its selected item's
    /// view, then each view inside it before its own subviews (not into a scroll view's, which
    /// chains its own, or another tab view's), subviews in reading order; the last back to the tab
    /// view [V 1 tab view, 8 links: nkv-overlap]. Built once, linear in the views but for the sort.
    private func tabKeyViewLoops() -> [Int: Int] {
        var next: [Int: Int] = [:]
        for tab in region.nodes where document[tab].name == "tabView" && objects[tab] != nil {
            guard let item = selectedTabViewItem(tab), let view = document.child(key: "view", of: item), objects[view] != nil else { continue }
            var order: [Int] = []
            var stack = [view]
            while let member = stack.popLast() {
                order.append(member)
                guard member == view || !["scrollView", "tabView"].contains(document[member].name),
                    let list = document.child("subviews", of: member)
                else { continue }
                let subviews = document.children(of: list).filter { objects[$0] != nil }
                stack.append(contentsOf: readingOrder(subviews).reversed())
            }
            var previous = tab
            for member in order {
                next[previous] = member
                previous = member
            }
            next[previous] = tab
        }
        return next
    }

    /// Views in reading order: of two views whose vertical extents overlap the one to the left
    /// first, else the higher one (frames in their superview's unflipped coordinates). Not a total
    /// order; sorted stably by merging, from document order, which puts a view that overlaps
    /// neither neighbour between them as ibtool does (A 250–268, B 245–270 at the right, C 230–248
    /// → A C B).
    func readingOrder(_ views: [Int]) -> [Int] {
        let frames = views.map { view -> (x: Double, minY: Double, maxY: Double) in
            let frame = document.child(key: "frame", of: view)
            let y = frame.flatMap { double(.y, of: $0) } ?? 0
            return (frame.flatMap { double(.x, of: $0) } ?? 0, y, y + (frame.flatMap { double(.height, of: $0) } ?? 0))
        }
        func before(_ a: Int, _ b: Int) -> Bool {
            let (first, second) = (frames[a], frames[b])
            if first.minY < second.maxY && second.minY < first.maxY { return first.x < second.x }
            return first.maxY > second.maxY
        }
        var order = Array(views.indices)
        var buffer = order
        var width = 1
        while width < order.count {
            var start = 0
            while start < order.count {
                let middle = min(start + width, order.count), end = min(start + 2 * width, order.count)
                var (left, right, out) = (start, middle, start)
                while left < middle || right < end {
                    if right >= end || (left < middle && !before(order[right], order[left])) {
                        buffer[out] = order[left]
                        left += 1
                    } else {
                        buffer[out] = order[right]
                        right += 1
                    }
                    out += 1
                }
                start = end
            }
            swap(&order, &buffer)
            width *= 2
        }
        return order.map { views[$0] }
    }
}

/// `@tabKeyViewLoop`: a view's `NSNextKeyView` in a tab view's key view loop (above).
struct TabKeyViewLoopShape: Shape {
    static let name = "tabKeyViewLoop"
    static let keys = ["NSNextKeyView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let next = lowering.tabKeyViewLoopNext(of: step.node).flatMap({ lowering.objects[$0] }) {
            entries.append(.init("NSNextKeyView", .object(next)))
        }
    }
}
