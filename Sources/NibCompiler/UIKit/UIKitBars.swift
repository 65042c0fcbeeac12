// UIKitBars.swift — the code of the bar shapes (BarShapes.swift: toolbars, navigation and tab bars,
// their items, navigation items) and the evidence for those recipes.
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
//   from UINavigationBar (2 corpus nibs). No corpus document sets `translucent` or `barStyle` on a
//   toolbar; the model declares them and they are reported as not compiled.

// - UITabBar and UITabBarItem: no ibtool output with either is in the corpus; all inferred (named
//   tests in ContainerControllerTests.swift). The tab bar is a bar like UINavigationBar: `UIBarTintColor`, then
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
    /// A bar's `<textAttributes key="titleTextAttributes">` as the NSDictionary UIKit's
    /// `titleTextAttributes` is: the font under `NSFont` (18 Intune nibs: the font as a label's,
    /// inlined NSDictionary), the text color under `NSColor` (NSAttributedString.Key.foregroundColor's
    /// documented raw value; inferred, no nib shows one). The shadow is reported, not compiled: no
    /// nib shows how ibtool writes it. Nil without the element or with nothing compiled in it.
    mutating func titleTextAttributes(_ bar: Int) -> ObjectGraph.ID? {
        guard let attributes = document.child(key: "titleTextAttributes", of: bar) else { return nil }
        var pairs: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
        if let font = elementFont(attributes)?.objectID { pairs.append((graph.string("NSFont"), font)) }
        if let color = document.child(key: "textColor", of: attributes).flatMap({ color($0) })?.objectID {
            pairs.append((graph.string("NSColor"), color))
        }
        return pairs.isEmpty ? nil : graph.dictionary(pairs)
    }

    /// Whether `node` is a bar its controller lays out: the `<navigationBar>` or `<toolbar>` of a
    /// navigation controller, the `<tabBar>` of a tab bar controller.
    func isControllerBar(_ node: Int) -> Bool { Lowering.isControllerBar(node, in: document) }

    static func isControllerBar(_ node: Int, in document: IBDocument) -> Bool {
        let parent = document[node].parent
        guard parent >= 0, let key = document.key(of: node) else { return false }
        let container = document[parent].name
        return key == Lowering.controllerBarKeys[container]?.bar || (container == "navigationController" && key == "toolbar")
    }
}
