// TabViewShapes.swift — tab views (FIELD-GUIDE-APPKIT §15): an `NSTabView` holds its items and
// shows the selected one's view as its only subview; each `NSTabViewItem` names its view, label,
// color and tab view.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The tab view whose `<tabViewItems>` holds item `node`.
    func tabView(ofItem node: Int) -> Int? {
        let list = document[node].parent
        guard list >= 0, document[list].name == "tabViewItems", document[list].parent >= 0 else { return nil }
        return document[list].parent
    }

    /// The items of tab view `node`, in document order.
    func tabViewItems(_ node: Int) -> [Int] {
        document.child("tabViewItems", of: node).map { Array(document.children(of: $0)).filter { document[$0].name == "tabViewItem" } } ?? []
    }

    /// The selected item of tab view `node`: its `initialItem`, else its first (found without
    /// listing the items: every item's view asks).
    func selectedTabViewItem(_ node: Int) -> Int? {
        if let id = document.peek("initialItem", of: node), let item = document.nodeByID[id], document[item].name == "tabViewItem",
            tabView(ofItem: item) == node
        {
            return item
        }
        return document.child("tabViewItems", of: node).flatMap { list in document.children(of: list).first { document[$0].name == "tabViewItem" } }
    }
}

/// `@tabViewSubviews`: a tab view's `NSSubviews`: the selected item's view [V 1/1].
struct TabViewSubviewsShape: Shape {
    static let name = "tabViewSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads(["initialItem"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        _ = lowering.attribute("initialItem", of: step.node)
        guard let item = lowering.selectedTabViewItem(step.node), let view = lowering.document.child(key: "view", of: item),
            let object = lowering.objects[view]
        else { return }
        entries.append(.init("NSSubviews", lowering.array([object], className: "NSMutableArray")))
    }
}

/// `@tabViewItems`: `NSTabViewItems` (every item) and `NSSelectedTabViewItem` [V 1/1].
struct TabViewItemsShape: Shape {
    static let name = "tabViewItems"
    static let keys = ["NSTabViewItems", "NSSelectedTabViewItem"]
    static let reads = ElementReads(children: ["tabViewItems"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let items = lowering.tabViewItems(step.node).compactMap { lowering.objects[$0] }
        entries.append(.init("NSTabViewItems", lowering.array(items, className: "NSMutableArray")))
        if let selected = lowering.selectedTabViewItem(step.node).flatMap({ lowering.objects[$0] }) {
            entries.append(.init("NSSelectedTabViewItem", .object(selected)))
        }
    }
}

/// `@tabViewFont`: a tab view's `NSFont`: its `<font>`, or the small system font it has without
/// one [V 1/1].
struct TabViewFontShape: Shape {
    static let name = "tabViewFont"
    static let keys = ["NSFont"]
    static let reads = ElementReads(children: ["font"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let font = lowering.document.child(key: "font", of: step.node).flatMap { lowering.appKitFont($0) } ?? lowering.appKitFont(role: "smallSystem")
        if let font { entries.append(.init("NSFont", .object(font))) }
    }
}

/// `@tabItemColor`: a tab view item's `NSColor`, the catalog's `controlColor` [V 1/1].
struct TabItemColorShape: Shape {
    static let name = "tabItemColor"
    static let keys = ["NSColor"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSColor", .object(lowering.appKitCatalogColor("controlColor", catalog: "System"))))
    }
}
