// BarShapes.swift — the shapes of the bars' keys: a bar's items and delegate (a navigation or tab
// bar in a controller shows its children's items), a navigation item's item lists and bar, a
// navigation bar's title text attributes.

import InterfaceBuilder
import NibArchive

/// `@toolbarItems`: a toolbar's `<items>`, as an NSArray.
struct ToolbarItemsShape: Shape {
    static let name = "toolbarItems"
    static let keys = ["UIItems"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("UIItems", lowering.array(lowering.listObjects("items", of: step.node))))
    }
}

/// `@barItems`: a navigation or tab bar's items, its controller's children's when it is a
/// container's bar, as an NSMutableArray.
struct BarItemsShape: Shape {
    static let name = "barItems"
    static let keys = ["UIItems"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let items = lowering.controllerBars[step.node]?.items ?? lowering.listObjects("items", of: step.node)
        // A tab bar controller's bar holds its children's items in an NSArray (5 of 5 in the apps'
        // pairs); a navigation bar's list is mutable.
        let tabBarOfController = lowering.controllerBars[step.node] != nil && lowering.document[step.node].name == "tabBar"
        entries.append(.init("UIItems", lowering.array(items, className: tabBarOfController ? "NSArray" : "NSMutableArray")))
    }
}

/// `@navigationBarMargins`: a navigation controller's bar's layout margins where its SDK archives
/// them (`SDKVersion.archivesNavigationBarMargins`: iOS 8's 0, 16, 0, 16).
struct NavigationBarMarginsShape: Shape {
    static let name = "navigationBarMargins"
    static let keys = ["UIViewLayoutMargins"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.options.sdk.archivesNavigationBarMargins, lowering.isControllerBar(step.node) else { return }
        entries.append(.init("UIViewLayoutMargins", lowering.geometries.value(.insets(top: 0, left: 16, bottom: 0, right: 16))))
    }
}

/// `@barDelegate`: a container's bar's delegate, the controller.
struct BarDelegateShape: Shape {
    static let name = "barDelegate"
    static let keys = ["UIDelegate"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let bar = lowering.controllerBars[step.node] { entries.append(.init("UIDelegate", .object(bar.delegate))) }
    }
}

/// `@navigationItemLists`: a navigation item's left and right items, each an NSArray of one.
struct NavigationItemListsShape: Shape {
    static let name = "navigationItemLists"
    static let keys = ["UILeftBarButtonItems", "UIRightBarButtonItems"]
    static let reads = ElementReads(children: ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "titleView", "<rightBarButtonItems>"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        let objects = lowering.objects
        func item(_ key: String) -> ObjectGraph.ID? { document.child(key: key, of: step.node).flatMap { objects[$0] } }
        if let left = item("leftBarButtonItem") { entries.append(.init("UILeftBarButtonItems", lowering.array([left]))) }
        let right = lowering.rightBarButtonItems(of: step.node)
        if !right.isEmpty { entries.append(.init("UIRightBarButtonItems", lowering.array(right))) }
    }
}

/// `@rightBarButtonItem`: the right item, or the first of `<rightBarButtonItems>` (UIKit's
/// `rightBarButtonItem` is the first of its `rightBarButtonItems`).
struct RightBarButtonItemShape: Shape {
    static let name = "rightBarButtonItem"
    static let keys = ["UIRightBarButtonItem"]
    static let reads = ElementReads(children: ["rightBarButtonItem", "<rightBarButtonItems>"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let first = lowering.rightBarButtonItems(of: step.node).first { entries.append(.init("UIRightBarButtonItem", .object(first))) }
    }
}

extension Lowering {
    /// A navigation item's right items: `<rightBarButtonItems>` in document order, else its one
    /// `<barButtonItem key="rightBarButtonItem">`.
    func rightBarButtonItems(of item: Int) -> [ObjectGraph.ID] {
        if let list = document.child("rightBarButtonItems", of: item) {
            return document.children(of: list).compactMap { objects[$0] }
        }
        return document.child(key: "rightBarButtonItem", of: item).flatMap { objects[$0] }.map { [$0] } ?? []
    }
}

/// `@navigationItemBar`: the navigation bar that shows the item.
struct NavigationItemBarShape: Shape {
    static let name = "navigationItemBar"
    static let keys = ["UINavigationBar"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let bar = lowering.itemBars[step.node] { entries.append(.init("UINavigationBar", .object(bar))) }
    }
}

/// `@titleTextAttributes`: a navigation bar's title font and color (`Lowering.titleTextAttributes`).
struct TitleTextAttributesShape: Shape {
    static let name = "titleTextAttributes"
    static let keys = ["UITitleTextAttributes"]
    static let reads = ElementReads(children: ["titleTextAttributes"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let attributes = lowering.titleTextAttributes(step.node) { entries.append(.init("UITitleTextAttributes", .object(attributes))) }
    }
}

extension TitleTextAttributesShape: InvertibleShape {
    static let loss = "a font and a color are the attributes compiled; others are reported"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard values["UITitleTextAttributes"] != nil else { return }
        var attributes = RaisedElement()
        for pair in graph.dictionaryPairs(of: values["UITitleTextAttributes"]) {
            switch graph.text(of: pair.key) {
            case "NSFont": if let font = Lowering.raisedFont(pair.value, in: graph) { attributes.children["fontDescription"] = RaisedElement(attributes: font) }
            case "NSColor": if let color = Lowering.raisedColor(pair.value, in: graph) { attributes.children["textColor"] = RaisedElement(attributes: color) }
            default: break
            }
        }
        element.children["titleTextAttributes"] = attributes
    }
}
