// UIKitScrollViews.swift — UIScrollView's keys and what UICollectionView adds (its layout).
//
// Key order as measured on Apple's nibs (44 UIScrollViews, 7 UICollectionViews): after the UIView
// keys, the indicator inset behavior, the indicator style and insets, the hidden indicators, bounce,
// zoom bounce, directional lock, then the content inset behavior.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// UIScrollView's keys. Storyboard prototype tables and collection views also archive their
    /// delegate (nil: it is connected at load time) and the content size ibtool laid out.
    mutating func lowerScrollView(_ node: Int, into object: ObjectGraph.ID) {
        run("UIScrollView", for: node, into: object)
    }

    /// UICollectionView: its layout, then the selection and prefetching flags.
    mutating func lowerCollectionView(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let layout = document.child(key: "collectionViewLayout", of: node).flatMap({ objects[$0] }) {
            entries.append(.init("UICollectionLayout", .object(layout)))
        }
        let prototypes = lowerPrototypes(of: node)
        let cells = prototypeTables(prototypes.filter { !$0.supplementary })
        let views = prototypeTables(prototypes.filter(\.supplementary))
        if let cells { entries.append(.init("UICollectionViewCellPrototypeNibExternalObjects", .object(cells.externals))) }
        if let views { entries.append(.init("UICollectionViewSupplementaryViewPrototypeNibExternalObjects", .object(views.externals))) }
        if let cells { entries.append(.init("UICollectionViewCellNibDict", .object(cells.nibs))) }
        if let views { entries.append(.init("UICollectionViewSupplementaryViewNibDict", .object(views.nibs))) }
        if flag("allowsMultipleSelection", of: node) == true { entries.append(.init("UIAllowsMultipleSelection", .bool(true))) }
        entries.append(.init("UIAllowsUserInitiatedMultipleSelection", .bool(true)))
        if flag("prefetchingEnabled", of: node) != false { entries.append(.init("UICollectionViewPrefetchingEnabled", .bool(true))) }
        graph.append(entries, to: object)
    }

    /// `<collectionViewFlowLayout>`: only what differs from UICollectionViewFlowLayout's defaults
    /// (spacing 10, item size 50 × 50, no header, footer or insets, vertical).
    mutating func lowerFlowLayout(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let spacing = double("minimumInteritemSpacing", of: node), spacing != 10 {
            entries.append(.init("UIInteritemSpacing", .float(Float(spacing))))
        }
        if let spacing = double("minimumLineSpacing", of: node), spacing != 10 {
            entries.append(.init("UILineSpacing", .float(Float(spacing))))
        }
        func size(_ key: String, default value: (Double, Double)) -> NibGeometry? {
            guard let element = document.child(key: key, of: node) else { return nil }
            let width = double("width", of: element) ?? 0
            let height = double("height", of: element) ?? 0
            return (width, height) == value ? nil : .size(width: width, height: height)
        }
        if let item = size("itemSize", default: (50, 50)) { entries.append(.init("UIItemSize", .geometry(item))) }
        if let estimated = size("estimatedItemSize", default: (0, 0)) {
            entries.append(.init("UIEstimatedItemSize", .geometry(estimated)))
        }
        if let header = size("headerReferenceSize", default: (0, 0)) {
            entries.append(.init("UIHeaderReferenceSize", .geometry(header)))
        }
        if let footer = size("footerReferenceSize", default: (0, 0)) {
            entries.append(.init("UIFooterReferenceSize", .geometry(footer)))
        }
        if let inset = document.child(key: "sectionInset", of: node) {
            let value = insets(inset)
            if value != .insets(top: 0, left: 0, bottom: 0, right: 0) { entries.append(.init("UISectionInset", .geometry(value))) }
        }
        if attribute("scrollDirection", of: node) == "horizontal" { entries.append(.init("UIScrollDirection", .integer(1))) }
        graph.append(entries, to: object)
    }
}

// MARK: - Table views

extension Lowering {
    static let tableViewStyle: [String: Int64] = ["plain": 0, "grouped": 1, "insetGrouped": 2]
    static let separatorStyle: [String: Int64] = ["none": 0, "default": 1, "singleLine": 1, "singleLineEtched": 2]
    static let separatorInsetReference: [String: Int64] = ["fromCellEdges": 0, "fromAutomaticInsets": 1]

    /// UITableView's keys after UIScrollView's, in the order of the corpus nibs (23 tables, SDK 10
    /// to 16): style, separators, heights, estimated heights, margins and insets, header and
    /// footer views, then a storyboard's prototype cells. Inferred: which keys depend on the SDK
    /// (SDKVersion.introducedKeys) and their defaults.
    mutating func lowerTableView(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        let style = attribute("style", of: node).flatMap { Lowering.tableViewStyle[$0] } ?? 0
        // From SDK 13 both style keys are always written; before, the one for a non-plain style.
        if options.sdk >= SDKVersion(13) {
            entries.append(.init("UITableViewStyle", .integer(style)))
            entries.append(.init("UIStyle", .integer(style)))
        } else if style != 0 {
            entries.append(.init("UIStyle", .integer(style)))
        }
        let separator = attribute("separatorStyle", of: node).flatMap { Lowering.separatorStyle[$0] } ?? 1
        if separator == 0 {
            entries.append(.init("UISeparatorStyleIOS9AndLater", .integer(0)))
        } else {
            entries.append(.init("UISeparatorStyle", .integer(separator)))
            entries.append(.init("UISeparatorStyleIOS5AndLater", .integer(separator)))
        }
        if let height = double("rowHeight", of: node), height != 44 || options.sdk >= SDKVersion(11) {
            entries.append(.init("UIRowHeight", .float(Float(height))))
        }
        for (attributeName, key) in [("sectionHeaderHeight", "UISectionHeaderHeight"), ("sectionFooterHeight", "UISectionFooterHeight")] {
            if let height = double(attributeName, of: node) { entries.append(.init(key, .float(Float(height)))) }
        }
        for (attributeName, key) in [
            ("estimatedRowHeight", "UIEstimatedRowHeight"), ("estimatedSectionHeaderHeight", "UIEstimatedSectionHeaderHeight"),
            ("estimatedSectionFooterHeight", "UIEstimatedSectionFooterHeight"),
        ] {
            entries.append(.init(key, .float(Float(double(attributeName, of: node) ?? 0))))
        }
        if flag("cellLayoutMarginsFollowReadableWidth", of: node) == true {
            entries.append(.init("UICellLayoutMarginsFollowReadableWidth", .bool(true)))
        }
        entries.append(.init("UIInsetsContentViewsToSafeArea", .bool(flag("insetsContentViewsToSafeArea", of: node) != false)))
        for (colorKey, key) in [
            ("sectionIndexBackgroundColor", "UISectionIndexBackgroundColor"),
            ("sectionIndexTrackingBackgroundColor", "UISectionIndexTrackingBackgroundColor"),
        ] {
            if let colorNode = document.child(key: colorKey, of: node), let value = color(colorNode) { entries.append(.init(key, value)) }
        }
        if let inset = document.child(key: "separatorInset", of: node) {
            entries.append(.init("UISeparatorInset", .geometry(insets(inset))))
        }
        let reference = attribute("separatorInsetReference", of: node).flatMap { Lowering.separatorInsetReference[$0] } ?? 0
        entries.append(.init("UISeparatorInsetReference", .integer(reference)))
        if let header = document.child(key: "tableHeaderView", of: node).flatMap({ objects[$0] }) {
            entries.append(.init("UITableHeaderView", .object(header)))
        }
        if let footer = document.child(key: "tableFooterView", of: node).flatMap({ objects[$0] }) {
            entries.append(.init("UITableFooterView", .object(footer)))
        }
        if let prototypes = prototypeTables(lowerPrototypes(of: node)) {
            entries.append(.init("UITableViewCellPrototypeNibs", .object(prototypes.nibs)))
            entries.append(.init("UITableViewCellPrototypeNibExternalObjects", .object(prototypes.externals)))
        }
        graph.append(entries, to: object)
    }

    /// A table's header and footer views, which are its first subviews (footer first).
    func tableSubviews(_ node: Int) -> [ObjectGraph.ID] {
        ["tableFooterView", "tableHeaderView"].compactMap { document.child(key: $0, of: node).flatMap { objects[$0] } }
            + listObjects("subviews", of: node)
    }

    /// Whether a storyboard table or collection view declares prototypes.
    func hasPrototypes(_ node: Int) -> Bool {
        document.kind == .storyboard && attribute("dataMode", of: node) == "prototypes"
    }

    /// The content size ibtool lays out for a prototype table or collection view, with no rows
    /// or items: the header and footer, and for a table one grouped section's spacing [V,
    /// Apptentive: 1 table, 2 collection views; the table's section spacing is inferred].
    func prototypeContentSize(_ node: Int) -> NibGeometry? {
        guard hasPrototypes(node), let frame = document.child(key: "frame", of: node) else { return nil }
        let width = double("width", of: frame) ?? 0
        let height = double("height", of: frame) ?? 0
        if document[node].name == "tableView" {
            return .size(width: width, height: tableFooterOffset(node) + keyedViewHeight("tableFooterView", of: node))
        }
        guard let layout = collectionFlowLayout(node) else { return nil }
        let along = layout.footerOffset + layout.footer.along(layout.horizontal)
        return layout.horizontal ? .size(width: along, height: height) : .size(width: width, height: along)
    }

    /// Where a prototype table's footer view starts: below its header view and one empty section,
    /// as high as a grouped table's section header (plain: nothing).
    func tableFooterOffset(_ table: Int) -> Double {
        let section = attribute("style", of: table) == "grouped" ? double("sectionHeaderHeight", of: table) ?? 0 : 0
        return keyedViewHeight("tableHeaderView", of: table) + section
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
                    .init("UIBounds", .geometry(.rect(x: 0, y: 0, width: rect.width, height: rect.height))),
                    .init("UICenter", .geometry(.point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2))),
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
