// UIKitScrollViews.swift — the code of the table and collection view shapes (ScrollViewShapes.swift): the
// SDK-dependent style and separator keys, prototype cells, the subviews ibtool adds, and the
// content size it lays out for a prototype table or collection view.

import InterfaceBuilder
import NibArchive

extension Lowering {
    static let tableStyle = UIKitRecipes.declaration("style", of: "UITableView")
    static let tableSeparatorStyle = UIKitRecipes.declaration("separatorStyle", of: "UITableView")

    /// A view's subviews as UIView archives them: its `<subviews>`; a table's header and footer
    /// views come first (footer first), a prototype collection view's placeholder section views.
    mutating func ownSubviews(_ node: Int) -> [ObjectGraph.ID] {
        switch document[node].name {
        case "tableView": return tableSubviews(node)
        case "collectionView": return collectionSupplementaryStubs(node) + listObjects("subviews", of: node)
        default: return listObjects("subviews", of: node)
        }
    }
}

// MARK: - Table views

extension Lowering {
    /// A table's header and footer views, which are its first subviews (footer first).
    func tableSubviews(_ node: Int) -> [ObjectGraph.ID] {
        ["tableFooterView", "tableHeaderView"].compactMap { document.child(key: $0, of: node).flatMap { objects[$0] } }
            + listObjects("subviews", of: node)
    }

    /// The `<refreshControl>` of the table view controller whose view `node` is: UIKit hands a
    /// table view controller's refresh control to its table view, and ibtool archives it there
    /// (Appboy storyboard pairs: the scroll view's `UIRefreshControl`, the control in the view nib).
    func controllerRefreshControl(_ node: Int) -> Int? {
        let parent = document[node].parent
        guard parent >= 0, document.key(of: node) == "view" else { return nil }
        return Lowering.refreshControl(ofController: parent, in: document)
    }

    /// A table view controller's `<refreshControl>` (only a table view controller has one).
    static func refreshControl(ofController controller: Int, in document: IBDocument) -> Int? {
        document[controller].name == "tableViewController" ? document.child(key: "refreshControl", of: controller) : nil
    }

    /// Whether a storyboard table or collection view declares prototypes.
    func hasPrototypes(_ node: Int) -> Bool {
        guard document.kind == .storyboard else {
            // A xib's tables and collection views get their cells from code (`register`): the
            // mode is Interface Builder's (SDCAlertView pairs: `dataMode="none"`, nothing in the
            // nib; DesignTimeContexts).
            return false
        }
        return attribute("dataMode", of: node) == "prototypes"
    }

    /// The content size ibtool archives for a scroll view (`hook`: which class's): for a text view
    /// its text's; for a prototype table or collection view, laid out with no rows or items, the
    /// header and footer, and for a table one grouped section's spacing [V, Apptentive: 1 table, 2
    /// collection views; the table's section spacing is inferred]; nil otherwise.
    /// Whose content size a shape archives.
    enum ContentSizeKind { case textView, table, collection }

    func archivedContentSize(_ node: Int, of hook: ContentSizeKind) -> NibGeometry? {
        // A text view's content is its text laid out: its frame's size when it does not scroll
        // (the Apptentive pairs; 34 of the 40 text views of Apple's nibs do not). A scrolling one is
        // as high as its text, which nibc does not lay out: the frame is written (inferred).
        if hook == .textView, let frame = document.child(key: "frame", of: node) {
            return .size(width: double("width", of: frame) ?? 0, height: double("height", of: frame) ?? 0)
        }
        // A xib's plain table without a data mode is laid out empty like a prototype table (LucidX
        // at SDK 10: 4 of 4; UItestingDemo at 12: 1); a grouped one is not (CleverTap's inbox at 14).
        let emptyXibTable = hook == .table && document.kind == .xib && attribute("dataMode", of: node) == nil
            && (attribute("style", of: node) ?? "plain") == "plain"
        guard hasPrototypes(node) || emptyXibTable, let frame = document.child(key: "frame", of: node) else { return nil }
        var width = double("width", of: frame) ?? 0
        var height = double("height", of: frame) ?? 0
        // A storyboard controller's own table or collection view is laid out at the scene's size,
        // as its bounds are (`frameEntries`; ProcessDash at SDK 9: 5 tables saved 375 wide, their
        // content 600 wide on the size-class canvas).
        let parent = document[node].parent
        if document.kind == .storyboard, attribute(.key, of: node) == "view", parent >= 0, plans.controllerElements.contains(document[parent]),
            let size = sceneSize(of: parent)
        {
            (width, height) = size
        }
        if hook == .table {
            return .size(width: width, height: tableFooterOffset(node) + tableFooterHeight(node))
        }
        guard hook == .collection, let layout = collectionFlowLayout(node) else { return nil }
        let along = layout.footerOffset + layout.footer.along(layout.horizontal)
        return layout.horizontal ? .size(width: along, height: height) : .size(width: width, height: along)
    }

    /// Where a prototype table's footer view starts: below its header view and one empty section,
    /// as high as a grouped table's section header (plain: nothing).
    func tableFooterOffset(_ table: Int) -> Double {
        let section = attribute("style", of: table) == "grouped" ? double("sectionHeaderHeight", of: table) ?? 0 : 0
        return keyedViewHeight("tableHeaderView", of: table) + section
    }

    /// What a prototype table lays out below its footer offset: its footer view, or, in a grouped
    /// table without one, UIKit's 55 points of grouped padding (ProcessDash at SDK 9: header 18,
    /// content 73; NightPhones at 10: 2 tables 1024 and 984 wide, header 28, content 83; with a
    /// footer view, the footer alone: Apptentive at 10, 258 + 6 + 300 = 564).
    func tableFooterHeight(_ table: Int) -> Double {
        if document.child(key: "tableFooterView", of: table) == nil, attribute("style", of: table) == "grouped" { return 55 }
        return keyedViewHeight("tableFooterView", of: table)
    }

    /// The frame height of `node`'s view with `key` (0 without one).
    func keyedViewHeight(_ key: String, of node: Int) -> Double {
        document.child(key: key, of: node).flatMap { document.child(key: "frame", of: $0) }.flatMap { double("height", of: $0) } ?? 0
    }

    /// A collection view's flow layout as ibtool lays it out with no items.
    func collectionFlowLayout(_ node: Int) -> FlowLayoutMetrics? {
        guard let layout = document.child(key: "collectionViewLayout", of: node), document[layout].name == "collectionViewFlowLayout"
        else { return nil }
        func size(_ key: String) -> FlowLayoutMetrics.Size {
            let element = document.child(key: key, of: layout)
            return .init(width: element.flatMap { double("width", of: $0) } ?? 0, height: element.flatMap { double("height", of: $0) } ?? 0)
        }
        let inset = document.child(key: "sectionInset", of: layout)
        return FlowLayoutMetrics(
            horizontal: attribute("scrollDirection", of: layout) == "horizontal", header: size("headerReferenceSize"),
            footer: size("footerReferenceSize"),
            inset: .init(
                top: inset.flatMap { double("minY", of: $0) } ?? 0, left: inset.flatMap { double("minX", of: $0) } ?? 0,
                bottom: inset.flatMap { double("maxY", of: $0) } ?? 0, right: inset.flatMap { double("maxX", of: $0) } ?? 0))
    }

    /// The placeholder views ibtool leaves in a prototype collection view for its section header
    /// and footer (footer first), where the layout puts them.
    mutating func collectionSupplementaryStubs(_ node: Int) -> [ObjectGraph.ID] {
        guard hasPrototypes(node), let layout = collectionFlowLayout(node), let frame = document.child(key: "frame", of: node) else { return [] }
        let width = double("width", of: frame) ?? 0
        let height = double("height", of: frame) ?? 0
        let horizontal = layout.horizontal
        var stubs: [ObjectGraph.ID] = []
        for (key, identifier) in [("sectionFooterView", "IBUICollectionViewFooterReuseIdentifier"), ("sectionHeaderView", "IBUICollectionViewHeaderReuseIdentifier")] {
            guard document.child(key: key, of: node) != nil else { continue }
            let isFooter = key == "sectionFooterView"
            let size = isFooter ? layout.footer : layout.header
            let offset = isFooter ? layout.footerOffset : 0
            let rect: (x: Double, y: Double, width: Double, height: Double) =
                horizontal ? (offset, 0, size.width, height) : (0, offset, width, size.height)
            stubs.append(
                graph.add("UICollectionReusableView", [
                    .init("UIBounds", geometries.value(.rect(x: 0, y: 0, width: rect.width, height: rect.height))),
                    .init("UICenter", geometries.value(.point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2))),
                    .init("UIDeepDrawRect", .bool(true)), .init("UIOpaque", .bool(true)), .init("UIAutoresizeSubviews", .bool(true)),
                    .init("UIViewSemanticContentAttribute", .integer(0)), .init("UIReuseIdentifier", string(identifier)),
                ]))
        }
        return stubs
    }
}

/// What a flow layout's content size depends on when it has no items.
struct FlowLayoutMetrics {
    struct Size {
        var width: Double, height: Double
        func along(_ horizontal: Bool) -> Double { horizontal ? width : height }
    }
    struct Insets {
        var top: Double, left: Double, bottom: Double, right: Double
        func before(_ horizontal: Bool) -> Double { horizontal ? left : top }
        func after(_ horizontal: Bool) -> Double { horizontal ? right : bottom }
    }
    var horizontal: Bool
    var header: Size
    var footer: Size
    var inset: Insets

    /// Where the footer starts along the scroll direction: after the header and the empty section.
    var footerOffset: Double { header.along(horizontal) + inset.before(horizontal) + inset.after(horizontal) }
}
