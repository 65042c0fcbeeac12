// ContainerControllers.swift — the keys of tab bar, split view and page view controllers, and
// storyboard references (`<viewControllerPlaceholder>`).
//
// No ibtool output with any of these is in the corpus (the Apptentive pair has navigation, table
// and plain controllers only): everything here is inferred, and each inference is a named test in
// ContainerControllerTests.swift, so evidence can correct it in one place.
// - A container's children come through relationship segues, as a navigation controller's do
//   (embedded in its scene nib, `UIChildViewControllers` and `UIParentViewController`, verified
//   there). Like UINavigationController's verified `UIViewControllers`, each container lists them
//   again in `UIViewControllers` (an NSMutableArray): a tab bar controller in segue order, a split
//   view controller by column (master or primary, supplementary, then detail or secondary).
// - UITabBarController: then `UITabBar` (the bar; its keys are in UIKitBars.swift). Each child's
//   `<tabBarItem>` is its `UITabBarItem`, after `UINavigationItem`.
// - UIPageViewController: `UITransitionStyle`, `UINavigationOrientation`, `UISpineLocation`
//   (UIKit's enums) and `UIPageSpacing`, an integer, always (Login pair).
// - A storyboard reference is an object of class `UIViewControllerPlaceholder` (IB's
//   `IBUIViewControllerPlaceholder`, named as IB's other classes are at run time: IBUIView is
//   UIView). It has `UIStoryboardName`, `UIReferencedIdentifier` (absent: the storyboard's initial
//   controller) and `UIBundleIdentifier` when set, then the `UITabBarItem` or `UINavigationItem` it
//   overrides. It has no view, no view nib and no `storyboard` outlet; it replaces itself with the
//   controller it names when decoded. A segue to it names its scene nib, which holds it as the
//   `sceneViewController`; a relationship to it embeds it in the container's scene nib.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// A split view controller's relationships, in the order of its `UIViewControllers`.
    static let splitColumns = [
        "masterViewController", "primaryViewController", "supplementaryViewController", "detailViewController",
        "secondaryViewController",
    ]

    /// A split view controller's `UIViewControllers`: its children by column (its other container
    /// keys, and the tab bar and page view controllers', are `archive` lines of their classes).
    mutating func splitColumnEntries(_ node: Int, into entries: inout [ObjectGraph.Entry]) {
        let columns = StoryboardScene.relationships(of: node, in: document).compactMap { relationship, destination -> (Int, ObjectGraph.ID)? in
            guard let column = Lowering.splitColumns.firstIndex(of: relationship), let object = objects[destination] else { return nil }
            return (column, object)
        }
        // A stable sort: columns in their order, segues of one column in document order.
        let ordered = columns.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        if !ordered.isEmpty { entries.append(.init("UIViewControllers", array(ordered, className: "NSMutableArray"))) }
    }

    /// A storyboard reference's keys.
    mutating func lowerStoryboardReference(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let name = attribute("storyboardName", of: node) { entries.append(.init("UIStoryboardName", string(name))) }
        if let identifier = attribute("referencedIdentifier", of: node) {
            entries.append(.init("UIReferencedIdentifier", string(identifier)))
        }
        if let bundle = attribute("bundleIdentifier", of: node) { entries.append(.init("UIBundleIdentifier", string(bundle))) }
        if let item = document.child(key: "tabBarItem", of: node).flatMap({ objects[$0] }) {
            entries.append(.init("UITabBarItem", .object(item)))
        }
        if let item = document.child(key: "navigationItem", of: node).flatMap({ objects[$0] }) {
            entries.append(.init("UINavigationItem", .object(item)))
        }
        graph.append(entries, to: object)
    }
}
