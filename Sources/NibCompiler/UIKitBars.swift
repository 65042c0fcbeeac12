// UIKitBars.swift — UIToolbar and the UIBarButtonItems of its `<items>`; UINavigationItem.
//
// Evidence (no xib/nib pair with a toolbar in the corpus; the Apptentive storyboard pair has bar
// button items in `<toolbarItems>` and a navigation item, the flutter_inappwebview nib a toolbar
// with seven items):
// - UIBarButtonItem [V, Apptentive: four items of four kinds]: `UIEnabled` true; a system item is
//   `UIIsSystemItem` true and `UISystemItem` (UIBarButtonSystemItem); `UIWidth` as float when
//   `width` is set; `UIStyle` 1 when `style` is absent (bordered), nothing for plain, 2 for done;
//   `UITitle` as a string. Its actions carry no event mask (4 of 4).
// - Inferred: no `UIEnabled` for `enabled="NO"`; `UIImage` for `image` and `UIImageInsets` (a
//   UIEdgeInsets) for `<inset key="imageInsets">`, named as UIBarButtonItem decodes them, in that
//   order after `UITitle`.
// - UIToolbar [3 of 3 corpus nibs]: UIView's keys with the content hugging pair always written
//   ("{250, 250}" by default), then `UIItems` (an NSArray of the items), `UIBarPosition` 1 (bottom)
//   and `UIBarTranslucence` 1. `barTintColor` giving `UIBarTintColor` before the items is inferred
//   from UINavigationBar (2 corpus nibs). No corpus xib sets `translucent`, `barStyle` or `tag` on
//   these elements, so the front end does not know them (a warning; they are ignored).

// - UITabBar and UITabBarItem: no ibtool output with either is in the corpus; all inferred (named
//   tests in TabBarTests.swift). The tab bar is a bar like UINavigationBar: `UIBarTintColor`, then
//   `UIItems` (an NSMutableArray; in a tab bar controller its children's tab bar items), `UIDelegate`
//   (the controller) and `UIBarTranslucence` 1, or 2 when `translucent="NO"`. A tab bar item is a
//   UIBarItem like UIBarButtonItem: `UIEnabled` true, a system item `UIIsSystemItem` true and
//   `UISystemItem` (UITabBarSystemItem), `UITitle`, `UIImage`, `UISelectedImage`, `UITag`
//   (FIELD-GUIDE §2.6 names `UITitle`, `UIImage`, `UITag`, `UIEnabled` after WinObjC).
//
// - UINavigationItem [V, Apptentive MessageCenter: title, back and right items; order of the newer
//   keys from 56 corpus nibs]: `UITitle`, `UIBackBarButtonItem`, `UILeftBarButtonItem`,
//   `UIRightBarButtonItem`, then `UILeftBarButtonItems` and `UIRightBarButtonItems` (NSArrays of
//   the one item), and from SDK 11 `UILargeTitleDisplayMode`. Inferred: the back item before the
//   left one (no nib has both), `largeTitleDisplayMode` values (UIKit's enum).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// `systemItem` names as UIBarButtonSystemItem numbers.
    static let barButtonSystemItems: [String: Int64] = [
        "done": 0, "cancel": 1, "edit": 2, "save": 3, "add": 4, "flexibleSpace": 5, "fixedSpace": 6, "compose": 7,
        "reply": 8, "action": 9, "organize": 10, "bookmarks": 11, "search": 12, "refresh": 13, "stop": 14,
        "camera": 15, "trash": 16, "play": 17, "pause": 18, "rewind": 19, "fastForward": 20, "undo": 21, "redo": 22,
        "pageCurl": 23, "close": 24,
    ]

    /// `style` names as UIBarButtonItemStyle numbers; an absent style is bordered.
    static let barButtonItemStyles: [String: Int64] = ["plain": 0, "bordered": 1, "done": 2]

    mutating func lowerBarButtonItem(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if flag("enabled", of: node) != false { entries.append(.init("UIEnabled", .bool(true))) }
        if let system = attribute("systemItem", of: node).flatMap({ Lowering.barButtonSystemItems[$0] }) {
            entries.append(.init("UIIsSystemItem", .bool(true)))
            entries.append(.init("UISystemItem", .integer(system)))
        }
        if let width = double("width", of: node), width != 0 { entries.append(.init("UIWidth", .float(Float(width)))) }
        let style = attribute("style", of: node).flatMap { Lowering.barButtonItemStyles[$0] } ?? 1
        if style != 0 { entries.append(.init("UIStyle", .integer(style))) }
        if let title = attribute("title", of: node) { entries.append(.init("UITitle", text(title, of: node, property: "title"))) }
        if let image = attribute("image", of: node) { entries.append(.init("UIImage", imagePlaceholder(image))) }
        if let insets = document.child(key: "imageInsets", of: node) {
            entries.append(.init("UIImageInsets", .geometry(self.insets(insets))))
        }
        graph.append(entries, to: object)
    }

    /// UIToolbar's own keys, after UIView's.
    mutating func lowerToolbar(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let tint = document.child(key: "barTintColor", of: node), let value = color(tint) {
            entries.append(.init("UIBarTintColor", value))
        }
        let items = listObjects("items", of: node)
        entries.append(.init("UIItems", array(items)))
        entries.append(.init("UIBarPosition", .integer(1)))
        entries.append(.init("UIBarTranslucence", .integer(1)))
        graph.append(entries, to: object)
    }

    /// UINavigationBar's own keys, after UIView's. In a navigation controller it shows the items of
    /// the controllers it holds and its delegate is the controller; else its `<items>`.
    mutating func lowerNavigationBar(_ node: Int, into object: ObjectGraph.ID) {
        lowerBar(node, position: 2, into: object)
    }

    /// UITabBar's own keys, after UIView's (inferred: UINavigationBar's without a bar position).
    mutating func lowerTabBar(_ node: Int, into object: ObjectGraph.ID) {
        lowerBar(node, position: nil, into: object)
    }

    /// The keys navigation and tab bars share: tint, items (in a controller, its children's),
    /// delegate (the controller), then the position if any and the translucence.
    mutating func lowerBar(_ node: Int, position: Int64?, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let tint = document.child(key: "barTintColor", of: node), let value = color(tint) {
            entries.append(.init("UIBarTintColor", value))
        }
        let shown = controllerBars[node]
        let items = shown?.items ?? listObjects("items", of: node)
        entries.append(.init("UIItems", array(items, className: "NSMutableArray")))
        if let delegate = shown?.delegate { entries.append(.init("UIDelegate", .object(delegate))) }
        if let position { entries.append(.init("UIBarPosition", .integer(position))) }
        entries.append(.init("UIBarTranslucence", .integer(flag("translucent", of: node) == false ? 2 : 1)))
        graph.append(entries, to: object)
    }

    /// `systemItem` names of tab bar items as UITabBarSystemItem numbers.
    static let tabBarSystemItems: [String: Int64] = [
        "more": 0, "favorites": 1, "featured": 2, "topRated": 3, "recents": 4, "contacts": 5, "history": 6,
        "bookmarks": 7, "search": 8, "downloads": 9, "mostRecent": 10, "mostViewed": 11,
    ]

    /// A UITabBarItem (inferred, like UIBarButtonItem).
    mutating func lowerTabBarItem(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if flag("enabled", of: node) != false { entries.append(.init("UIEnabled", .bool(true))) }
        if let system = attribute("systemItem", of: node).flatMap({ Lowering.tabBarSystemItems[$0] }) {
            entries.append(.init("UIIsSystemItem", .bool(true)))
            entries.append(.init("UISystemItem", .integer(system)))
        }
        if let title = attribute("title", of: node) { entries.append(.init("UITitle", text(title, of: node, property: "title"))) }
        if let image = attribute("image", of: node) { entries.append(.init("UIImage", imagePlaceholder(image))) }
        if let image = attribute("selectedImage", of: node) { entries.append(.init("UISelectedImage", imagePlaceholder(image))) }
        if let tag = attribute("tag", of: node).flatMap({ Int64($0) }), tag != 0 { entries.append(.init("UITag", .integer(tag))) }
        graph.append(entries, to: object)
    }

    /// Whether `node` is a bar its controller lays out: the `<navigationBar>` or `<toolbar>` of a
    /// navigation controller, the `<tabBar>` of a tab bar controller.
    func isControllerBar(_ node: Int) -> Bool {
        let parent = document[node].parent
        guard parent >= 0, let key = attribute("key", of: node) else { return false }
        let container = document[parent].name
        return key == Lowering.controllerBarKeys[container]?.bar || (container == "navigationController" && key == "toolbar")
    }

    /// `largeTitleDisplayMode` names as UINavigationItemLargeTitleDisplayMode numbers.
    static let largeTitleDisplayModes: [String: Int64] = ["automatic": 0, "always": 1, "never": 2]

    mutating func lowerNavigationItem(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let title = attribute("title", of: node) { entries.append(.init("UITitle", text(title, of: node, property: "title"))) }
        func item(_ key: String) -> ObjectGraph.ID? { document.child(key: key, of: node).flatMap { objects[$0] } }
        let back = item("backBarButtonItem")
        let left = item("leftBarButtonItem")
        let right = item("rightBarButtonItem")
        if let back { entries.append(.init("UIBackBarButtonItem", .object(back))) }
        if let left { entries.append(.init("UILeftBarButtonItem", .object(left))) }
        if let right { entries.append(.init("UIRightBarButtonItem", .object(right))) }
        if let left { entries.append(.init("UILeftBarButtonItems", array([left]))) }
        if let right { entries.append(.init("UIRightBarButtonItems", array([right]))) }
        if let bar = itemBars[node] { entries.append(.init("UINavigationBar", .object(bar))) }
        if options.sdk >= SDKVersion(11) {
            let mode = attribute("largeTitleDisplayMode", of: node).flatMap { Lowering.largeTitleDisplayModes[$0] } ?? 0
            entries.append(.init("UILargeTitleDisplayMode", .integer(mode)))
        }
        graph.append(entries, to: object)
    }
}
