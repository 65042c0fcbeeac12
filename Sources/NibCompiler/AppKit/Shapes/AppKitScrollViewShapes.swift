// AppKitScrollViewShapes.swift — the shapes of scroll views, clip views, scrollers and cell-based table
// views (FIELD-GUIDE-APPKIT §12, §13): the views a scroll view is made of (a table's header sits in
// a clip view ibtool adds), its flags and scroll amounts, the pan recognizer every scroll view
// has, and a table's columns, header and corner views and flags.

import InterfaceBuilder
import NibArchive

/// The objects ibtool adds around a table with a header: the header's clip view (in the scroll
/// view) and the table's corner view [V 23/23 tables have a corner view]; and, for a header view,
/// the table whose header it is; for a table column, its index among its table's (the name AppKit
/// gives a column without an identifier).
struct ScrollParts {
    var headerClip: ObjectGraph.ID?
    /// A table's corner view; a scroll view's when its table's corner view is in it.
    var corner: ObjectGraph.ID?
    var table: Int?
    var columnIndex: Int?
    /// A table's column widths after the tiling (`Lowering.fittedColumnWidths`), found once.
    var columnWidths: [Double]?
}

extension Lowering {
    /// Makes the objects ibtool adds to the scroll views and tables of the document (before their
    /// keys are written, so that every key can name them).
    mutating func addScrollParts() {
        for node in region.nodes {
            switch document[node].name {
            case "scrollView" where document.child(key: "headerView", of: node) != nil:
                scrollParts[node, default: ScrollParts()].headerClip = graph.add("NSClipView")
            case "tableView", "outlineView":
                let scrollView = enclosingScrollView(node)
                let placement = scrollView.flatMap { tableCornerPlacement(scrollView: $0) }
                let superview: ObjectGraph.Value = placement?.inScrollView == true ? scrollView.flatMap { objects[$0] }.map { .object($0) } ?? .null : .null
                var entries: [ObjectGraph.Entry] = [
                    .init("NSNextResponder", superview), .init("NSNibTouchBar", .null),
                    // (Shown, at its hidden size, beside a shown horizontal scroller too [V 7/7].)
                    .init("NSvFlags", .integer(placement?.frame != nil || scrollView.map(showsCornerView) == true ? 0x100 : Int64(Int32(bitPattern: 0x8000_0100)))),
                    placement?.frame.map { .init("NSFrame", string(AppKitGeometry.rect($0[0], $0[1], $0[2], $0[3]))) }
                        ?? .init("NSFrameSize", string(AppKitGeometry.size(17, 28))),
                ]
                if case .object = superview { entries.append(.init("NSSuperview", superview)) }
                entries += [
                    .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
                    .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
                ]
                let corner = graph.add("_NSCornerView", entries)
                scrollParts[node, default: ScrollParts()].corner = corner
                if placement?.inScrollView == true, let scrollView { scrollParts[scrollView, default: ScrollParts()].corner = corner }
                if let header = document.peek("headerView", of: node).flatMap({ document.nodeByID[$0] }) {
                    scrollParts[header, default: ScrollParts()].table = node
                }
                scrollParts[node, default: ScrollParts()].columnWidths = fittedColumnWidths(node)
                if let columns = document.child("tableColumns", of: node) {
                    for (index, column) in document.children(of: columns).filter({ document[$0].name == "tableColumn" }).enumerated() {
                        scrollParts[column, default: ScrollParts()].columnIndex = index
                    }
                }
            default:
                break
            }
        }
    }

    /// Writes the keys of each header clip view: a clip view around the header view, at the top of
    /// the scroll view's content (its frame from the header's, offset by the scroll view's border).
    /// In document order, so that the objects they add are numbered the same on every run.
    mutating func lowerHeaderClipViews() {
        for node in region.nodes {
            guard let clip = scrollParts[node]?.headerClip, let header = document.child(key: "headerView", of: node), let headerObject = objects[header],
                let scrollView = objects[node]
            else { continue }
            // (As wide as the scroll view's clip view after the tiling [V 18/18].)
            let frame = document.child(key: "frame", of: header)
            let height = frame.flatMap { double("height", of: $0) } ?? 0
            let width = scrollTile(node)?.clip[2] ?? frame.flatMap { double("width", of: $0) } ?? 0
            let inset: Double = attribute("borderType", of: node) == "none" ? 0 : 1
            let rect = inset == 0 ? ("NSFrameSize", AppKitGeometry.size(width, height)) : ("NSFrame", AppKitGeometry.rect(inset, inset, width, height))
            graph.append([
                .init("NSNextResponder", .object(scrollView)), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(0x100)),
                .init("NSSubviews", array([headerObject], className: "NSMutableArray")), .init(rect.0, string(rect.1)),
                .init("NSSuperview", .object(scrollView)), .init("NSNextKeyView", .object(headerObject)),
                .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)), .init("IBNSSafeAreaLayoutGuide", .null),
                .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)), .init("NSDocView", .object(headerObject)),
                .init("NSAutomaticallyAdjustsContentInsets", .bool(true)),
            ], to: clip)
        }
    }

    /// The scroll view whose header view `node` is.
    func headerClip(of node: Int) -> ObjectGraph.ID? {
        let parent = document[node].parent
        guard parent >= 0, attribute(.key, of: node) == "headerView" else { return nil }
        return scrollParts[parent]?.headerClip
    }
}

/// `@scrollSubviews`: a scroll view's `NSSubviews`: its clip view, the header's clip view, the
/// horizontal scroller, its table's corner view when it is there, the vertical scroller [V 40/40].
struct ScrollSubviewsShape: Shape {
    static let name = "scrollSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads(children: ["contentView", "horizontalScroller", "verticalScroller", "headerView"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let document = lowering.document
        let parts: [ObjectGraph.ID?] = [
            document.child(key: "contentView", of: node).flatMap { lowering.objects[$0] }, lowering.scrollParts[node]?.headerClip,
            document.child(key: "horizontalScroller", of: node).flatMap { lowering.objects[$0] }, lowering.scrollParts[node]?.corner,
            document.child(key: "verticalScroller", of: node).flatMap { lowering.objects[$0] },
        ]
        let views = parts.compactMap { $0 }
        entries.append(.init("NSSubviews", lowering.array(views, className: "NSMutableArray")))
    }
}

/// `@panGestureRecognizers`: `NSGestureRecognizers`, the pan recognizer every scroll view has
/// (target and delegate the scroll view) [V 40/40].
struct PanGestureRecognizersShape: Shape {
    static let name = "panGestureRecognizers"
    static let keys = ["NSGestureRecognizers"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let recognizer = lowering.graph.add("NSPanGestureRecognizer", [
            .init("NSGestureRecognizer.allowedTouchTypes", .integer(1)),
            .init("NSGestureRecognizer.action", lowering.string("_panWithGestureRecognizer:")),
            .init("NSGestureRecognizer.target", .object(step.object)), .init("NSGestureRecognizer.delegate", .object(step.object)),
            .init("NSPanGestureRecognizer.buttonMask", .integer(0)), .init("NSPanGestureRecognizer.numberOfTouchesRequired", .integer(1)),
        ])
        entries.append(.init("NSGestureRecognizers", lowering.array([recognizer])))
    }
}

/// `@headerClipView`: a scroll view's `NSHeaderClipView`.
struct HeaderClipViewShape: Shape {
    static let name = "headerClipView"
    static let keys = ["NSHeaderClipView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let clip = lowering.scrollParts[step.node]?.headerClip { entries.append(.init("NSHeaderClipView", .object(clip))) }
    }
}

/// `@scrollAmounts`: `NSScrollAmts`, the page and line amounts as four big-endian float32s
/// (vertical page, horizontal page, vertical line, horizontal line), left out when all are 10 [V 27].
/// A table scrolls a line at a time: its row height and the space between rows (17 and 2 by
/// default), whatever the document says [V 27/27 tables' scroll views, 3 without the attributes
/// and 1 whose document says 10].
struct ScrollAmountsShape: InvertibleShape {
    static let name = "scrollAmounts"
    static let keys = ["NSScrollAmts"]
    static let reads = ElementReads(["verticalPageScroll", "horizontalPageScroll", "verticalLineScroll", "horizontalLineScroll"])
    static let loss = "none: the four amounts, 10 each without the key (Interface Builder writes all four on every scroll view)"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        var amounts = [10.0, 10, 10, 10]
        if case .data(let bytes)? = values["NSScrollAmts"], bytes.count == 16 {
            amounts = (0..<4).map { index in
                let word = bytes[index * 4..<index * 4 + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                return Double(Float(bitPattern: word))
            }
        }
        for (name, amount) in zip(["verticalPageScroll", "horizontalPageScroll", "verticalLineScroll", "horizontalLineScroll"], amounts) {
            element.attributes[name] = KeyRecipe.Codec.text(amount)
        }
    }
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        var amounts = ["verticalPageScroll", "horizontalPageScroll", "verticalLineScroll", "horizontalLineScroll"].map {
            lowering.double($0, of: step.node) ?? 10
        }
        let document = lowering.document
        if let table = lowering.scrolledTable(step.node) {
            let spacing = document.child(key: "intercellSpacing", of: table).flatMap { document.peek("height", of: $0) }.flatMap(DecimalNumber.double) ?? 2
            let line = lowering.rowHeight(table) + spacing
            amounts[2] = line
            amounts[3] = line
        }
        guard amounts.contains(where: { $0 != 10 }) else { return }
        let bytes = amounts.flatMap { amount -> [UInt8] in
            let bits = Float(amount).bitPattern
            return [UInt8(bits >> 24), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits & 0xFF)]
        }
        entries.append(.init("NSScrollAmts", .data(bytes)))
    }
}

/// `@clipBounds`: a clip view's `NSBounds` under a table header: its tiled size, its origin moved
/// up by the header's height [V 18/18].
struct ClipBoundsShape: Shape {
    static let name = "clipBounds"
    static let keys = ["NSBounds"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let scrollView = lowering.document[node].parent
        guard scrollView >= 0, lowering.attribute(.key, of: node) == "contentView", let header = lowering.document.child(key: "headerView", of: scrollView),
            let headerFrame = lowering.document.child(key: "frame", of: header), let frame = lowering.document.child(key: "frame", of: node)
        else { return }
        let headerHeight = lowering.double("height", of: headerFrame) ?? 0
        var (width, height) = (lowering.double("width", of: frame) ?? 0, lowering.double("height", of: frame) ?? 0)
        if let tiled = lowering.tiledFrame(node) { (width, height) = (tiled[2], tiled[3]) }
        entries.append(.init("NSBounds", lowering.string(AppKitGeometry.rect(0, -headerHeight, width, height))))
    }
}

/// `@documentView`: a clip view's `NSDocView` (and `NSNextKeyView`): its first subview.
struct DocumentViewShape: Shape {
    static let name = "documentView"
    static let keys = ["NSDocView", "NSNextKeyView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let document = lowering.listObjects("subviews", of: step.node).first { entries.append(.init(step.key, .object(document))) }
    }
}

/// `@parentObject`: the object of the element's parent (a scroller's scroll view, a column's table).
struct ParentObjectShape: Shape {
    static let name = "parentObject"
    static let keys = ["NSControlTarget", "NSTarget", "NSTableView", "NSTabView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        var parent = lowering.document[step.node].parent
        while parent >= 0, lowering.objects[parent] == nil { parent = lowering.document[parent].parent }
        if parent >= 0, let object = lowering.objects[parent] { entries.append(.init(step.key, .object(object))) }
    }
}

/// `@tableHeaderView`: a table's `NSHeaderView`, the header view its `headerView` names.
struct TableHeaderViewShape: Shape {
    static let name = "tableHeaderView"
    static let keys = ["NSHeaderView"]
    static let reads = ElementReads(["headerView"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let header = lowering.attribute("headerView", of: step.node).flatMap({ lowering.lowered(id: $0) }) {
            entries.append(.init("NSHeaderView", .object(header)))
        }
    }
}

/// `@scrollCornerView`: a scroll view's `NSCornerView`, its table's corner view when it is there
/// (`Lowering.tableCornerPlacement`).
struct ScrollCornerViewShape: Shape {
    static let name = "scrollCornerView"
    static let keys = ["NSCornerView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let corner = lowering.scrollParts[step.node]?.corner { entries.append(.init("NSCornerView", .object(corner))) }
    }
}

/// `@tableCornerView`: a table's `NSCornerView`, the `_NSCornerView` ibtool adds (HostTiling.swift).
struct TableCornerViewShape: Shape {
    static let name = "tableCornerView"
    static let keys = ["NSCornerView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let corner = lowering.scrollParts[step.node]?.corner { entries.append(.init("NSCornerView", .object(corner))) }
    }
}

/// `@headerTable`: a table header view's `NSTableView`, the table whose `headerView` names it.
struct HeaderTableShape: Shape {
    static let name = "headerTable"
    static let keys = ["NSTableView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let table = lowering.scrollParts[step.node]?.table.flatMap({ lowering.objects[$0] }) {
            entries.append(.init("NSTableView", .object(table)))
        }
    }
}

/// `@tableColumns`: `NSTableColumns`, an `NSMutableArray` of `<tableColumns>`.
struct TableColumnsShape: Shape {
    static let name = "tableColumns"
    static let keys = ["NSTableColumns"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSTableColumns", lowering.array(lowering.listObjects("tableColumns", of: step.node), className: "NSMutableArray")))
    }
}

/// `@intercellSpacing`: `NSIntercellSpacingWidth` and `…Height`, from `<size key="intercellSpacing">`
/// (AppKit's 3 × 2 without one).
struct IntercellSpacingShape: InvertibleShape {
    static let name = "intercellSpacing"
    static let keys = ["NSIntercellSpacingWidth", "NSIntercellSpacingHeight"]
    static let reads = ElementReads(children: ["intercellSpacing"])
    static let loss = "none: Interface Builder writes the spacing on every table, AppKit's (3, 2) too"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let size = lowering.document.child(key: "intercellSpacing", of: step.node)
        entries.append(.init("NSIntercellSpacingWidth", .double(size.flatMap { lowering.double("width", of: $0) } ?? 3)))
        entries.append(.init("NSIntercellSpacingHeight", .double(size.flatMap { lowering.double("height", of: $0) } ?? 2)))
    }
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .double(let width)? = values["NSIntercellSpacingWidth"], case .double(let height)? = values["NSIntercellSpacingHeight"] else { return }
        element.children["intercellSpacing"] = RaisedElement(attributes: ["width": KeyRecipe.Codec.text(width), "height": KeyRecipe.Codec.text(height)])
    }
}

/// `@scrollerEnabled`: a scroller's `NSEnabled`, true when its table overflows the clip view along
/// it: the horizontal scroller of a table wider than its clip view, shown or not [V 11/11; none of
/// the 29 others], the vertical one of a table taller, with its header, than its clip view [V 2/2,
/// both hidden].
struct ScrollerEnabledShape: Shape {
    static let name = "scrollerEnabled"
    static let keys = ["NSEnabled"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.scrollerOverflow(step.node) != nil else { return }
        entries.append(.init("NSEnabled", .bool(true)))
    }
}

/// `@scrollerPercent`: an enabled scroller's `NSPercent` where its scroll view has that scroller:
/// the part of the table the clip view shows (clip / table along the scroller) [V 7/7
/// horizontal, 2/2 vertical; none where the document says the scroll view has no such scroller].
struct ScrollerPercentShape: Shape {
    static let name = "scrollerPercent"
    static let keys = ["NSPercent"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let overflow = lowering.scrollerOverflow(step.node) else { return }
        let parent = lowering.document[step.node].parent
        let has = lowering.attribute(.key, of: step.node) == "horizontalScroller" ? "hasHorizontalScroller" : "hasVerticalScroller"
        guard lowering.attribute(has, of: parent) != "NO" else { return }
        entries.append(.init("NSPercent", .double(overflow.clip / overflow.table)))
    }
}

/// `@tableRowHeight`: a table's `NSRowHeight`, its `rowHeight` (17), or, for a view-based table, its
/// tallest cell view's height where that is more [V 6/6 view-based tables, 2 with taller cell views].
struct TableRowHeightShape: InvertibleShape {
    static let name = "tableRowHeight"
    static let keys = ["NSRowHeight"]
    static let reads = ElementReads(["rowHeight"])
    static let loss = "a row height a taller cell view set comes back as that cell view's height"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSRowHeight", .double(lowering.rowHeight(step.node))))
    }
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .double(let height)? = values["NSRowHeight"] else { return }
        element.attributes["rowHeight"] = KeyRecipe.Codec.text(height)
    }
}

extension Lowering {
    /// Table `node`'s row height (`TableRowHeightShape`).
    func rowHeight(_ node: Int) -> Double {
        var height = double("rowHeight", of: node) ?? 17
        guard attribute("viewBased", of: node) == "YES", let columns = document.child("tableColumns", of: node) else { return height }
        for column in document.children(of: columns) {
            guard let views = document.child("prototypeCellViews", of: column) else { continue }
            for view in document.children(of: views) {
                if let frame = document.child(key: "frame", of: view), let cellHeight = double("height", of: frame) { height = max(height, cellHeight) }
            }
        }
        return height
    }

    /// The table and clip view sizes along scroller `node` when the table overflows along it.
    func scrollerOverflow(_ node: Int) -> (table: Double, clip: Double)? {
        let parent = document[node].parent
        guard parent >= 0, document[parent].name == "scrollView" else { return nil }
        switch attribute(.key, of: node) {
        case "horizontalScroller": return horizontalOverflow(parent)
        case "verticalScroller": return verticalOverflow(parent)
        default: return nil
        }
    }
}

/// `@columnWidth`: a column's `NSWidth`, as the Mac's tiling leaves it (`fittedColumnWidths`).
struct ColumnWidthShape: InvertibleShape {
    static let name = "columnWidth"
    static let keys = ["NSWidth"]
    static let reads = ElementReads(["width"])
    static let loss = "a width the tiling changed comes back as the tiled one"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        var width = lowering.double("width", of: step.node) ?? 100
        let list = lowering.document[step.node].parent
        if list >= 0, let index = lowering.scrollParts[step.node]?.columnIndex,
            let widths = lowering.scrollParts[lowering.document[list].parent]?.columnWidths, index < widths.count
        {
            width = widths[index]
        }
        entries.append(.init("NSWidth", .double(width)))
    }
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .double(let width)? = values["NSWidth"] else { return }
        element.attributes["width"] = KeyRecipe.Codec.text(width)
    }
}

/// `@columnResizingMask`: a column's `NSResizingMask` (resize with the table 1, by the user 2) and
/// `NSIsResizeable`, both only when the mask is not 0 [V 53/53].
struct ColumnResizingMaskShape: Shape {
    static let name = "columnResizingMask"
    static let keys = ["NSResizingMask", "NSIsResizeable"]
    static let reads = ElementReads(children: ["resizingMask"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let mask = lowering.document.child(key: "resizingMask", of: step.node) else { return }
        let value = (lowering.attribute("resizeWithTable", of: mask) == "YES" ? 1 : 0) | (lowering.attribute("userResizable", of: mask) == "YES" ? 2 : 0)
        guard value != 0 else { return }
        entries.append(.init("NSResizingMask", .integer(Int64(value))))
        entries.append(.init("NSIsResizeable", .bool(true)))
    }
}

/// `@headerCell`: a column's `NSHeaderCell`, its `<tableHeaderCell>` (an element without an id,
/// archived inside the column).
struct HeaderCellShape: Shape {
    static let name = "headerCell"
    static let keys = ["NSHeaderCell"]
    static let reads = ElementReads(children: ["headerCell"])
    static let readsThroughPlan: String? = "NSTableHeaderCell"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let cell = lowering.document.child(key: "headerCell", of: step.node) else { return }
        let object = lowering.graph.add("NSTableHeaderCell")
        lowering.run("NSTableHeaderCell", for: cell, into: object)
        entries.append(.init("NSHeaderCell", .object(object)))
    }
}

/// `@headerFont`: a table header cell's `NSSupport`: always AppKit's 11-point header font, with
/// its text-style descriptor, whatever the document says [V 24/24].
struct HeaderFontShape: Shape {
    static let name = "headerFont"
    static let keys = ["NSSupport"]
    static let reads = ElementReads(children: ["font"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.readAppKitValue(lowering.document.child(key: "font", of: step.node))
        let font = lowering.appKitFont(".AppleSystemUIFont", size: 11, flags: 0x10, followsAppearance: false, textStyle: "UICTFontTextStyleSubhead")
        entries.append(.init("NSSupport", .object(font)))
    }
}

/// `@tableSubviews`: a view-based table's `NSSubviews`, empty (its rows are made at run time);
/// none for a cell-based table [V].
struct TableSubviewsShape: InvertibleShape {
    static let name = "tableSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads(["viewBased"])
    static let loss = "none: the empty list says the table is view-based"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.attribute("viewBased", of: step.node) == "YES" else { return }
        entries.append(.init("NSSubviews", lowering.array([], className: "NSMutableArray")))
    }
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if values["NSSubviews"] != nil { element.attributes["viewBased"] = "YES" }
    }
}

/// `@reusableViews`: a view-based table's `NSTableViewArchivedReusableViewsKey`: each column's
/// prototype cell views compiled into a nib of their own, embedded as an `NSNib` under the cell's
/// identifier (the column's when the cell view has none), sorted by identifier [V 19]. (The cell
/// views are archived in the table's nib too, with their outlets: LowerAppKitXib.swift.)
struct ReusableViewsShape: Shape {
    static let name = "reusableViews"
    static let keys = ["NSTableViewArchivedReusableViewsKey"]
    static let reads = ElementReads(["viewBased"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        guard lowering.attribute("viewBased", of: step.node) == "YES" else { return }
        var nibs: [(identifier: String, nib: ObjectGraph.ID)] = []
        for column in document.child("tableColumns", of: step.node).map({ Array(document.children(of: $0)) }) ?? [] {
            guard let prototypes = document.child("prototypeCellViews", of: column) else { continue }
            for cellView in document.children(of: prototypes) where document.isObject(cellView) {
                let identifier = lowering.attribute("identifier", of: cellView) ?? lowering.columnIdentifier(column)
                if let nib = lowering.embeddedCellNib(cellView, identifier: identifier) { nibs.append((identifier, nib)) }
            }
        }
        guard !nibs.isEmpty else { return }
        var elements: [ObjectGraph.Entry] = [.init(FoundationKeys.inlined, .bool(true))]
        for item in nibs.sorted(by: { $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8) }) {
            elements.append(.init(FoundationKeys.element, lowering.string(item.identifier)))
            elements.append(.init(FoundationKeys.element, .object(item.nib)))
        }
        entries.append(.init("NSTableViewArchivedReusableViewsKey", .object(lowering.graph.add("NSMutableDictionary", elements))))
    }
}

/// The embedded nibs of a compile's cell views, shared by the lowering of the document and the
/// lowerings of the cell views inside it: each cell view is compiled once, however deep the tables
/// that hold it (a table in a cell view is archived in the outer cell's nib too).
final class CellNibs {
    /// A cell view → its nib's bytes; nil when it could not be compiled (reported once).
    var bytes: [Int: [UInt8]?] = [:]
}

extension Lowering {
    /// How deep view-based tables may be nested in each other's cell views.
    static let maximumCellNibDepth = 8

    /// The nib of a table's prototype cell view, compiled on its own and embedded as an `NSNib`.
    /// A cell view inside more than `maximumCellNibDepth` tables' cell views is left out, with an
    /// error at it (the nesting makes each level's nib hold the levels below).
    mutating func embeddedCellNib(_ cellView: Int, identifier: String) -> ObjectGraph.ID? {
        let compiled: [UInt8]?
        if let known = cellNibs.bytes[cellView] {
            compiled = known
        } else {
            compiled = compileCellNib(cellView, identifier: identifier)
            cellNibs.bytes[cellView] = .some(compiled)
        }
        guard let compiled else { return nil }
        let data = graph.add("NSData", [.init(FoundationKeys.bytes, .data(compiled))])
        return graph.add("NSNib", [
            .init("NSNibFileData", .object(data)), .init("NSNibFileIsKeyed", .bool(true)), .init("NSNibFileUseParentBundle", .bool(true)),
            .init("NSNibFileImages", .null), .init("NSNibFileSounds", .null),
        ])
    }

    private mutating func compileCellNib(_ cellView: Int, identifier: String) -> [UInt8]? {
        var depth = 0
        var ancestor = document[cellView].parent
        while ancestor >= 0 {
            if document[ancestor].name == "prototypeCellViews" { depth += 1 }
            ancestor = document[ancestor].parent
        }
        guard depth <= Lowering.maximumCellNibDepth else {
            diagnostics.error(
                "view-based tables are nested more than \(Lowering.maximumCellNibDepth) deep; the cell view is left out",
                at: document.location(of: cellView))
            return nil
        }
        var inner = Lowering(document: document, options: options, format: format, region: NodeRegion([document.subtree(of: cellView)]))
        inner.cellNibs = cellNibs
        inner.isCellNib = true
        let root = inner.lowerAppKitNib(inner.appKitObjectOrder(from: cellView), cellView: (cellView, identifier))
        inner.fitToSDK()
        diagnostics.append(contentsOf: inner.diagnostics)
        do {
            return try format.builder(sdk: options.sdk).build(inner.graph, root: root).serialized()
        } catch {
            diagnostics.error("the cell view cannot be archived: \(error)", at: document.location(of: cellView))
            return nil
        }
    }
}

/// `@reuseIdentifier`: `NSReuseIdentifierKey`, the identifier of a cell view in its embedded nib.
/// The outer nib's copy of a cell view keeps it too when the cell view has a custom class [V 5/5
/// custom-class copies have it, 0/14 plain ones].
struct ReuseIdentifierShape: InvertibleShape {
    static let name = "reuseIdentifier"
    static let keys = ["NSReuseIdentifierKey"]
    static let reads = ElementReads(["identifier"])
    static let loss = "a plain cell view's identifier, which its outer copy does not keep"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let identifier = graph.text(of: values["NSReuseIdentifierKey"]) { element.attributes["identifier"] = identifier }
    }
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node, document = lowering.document
        if let identifier = lowering.reuseIdentifiers[node] {
            entries.append(.init("NSReuseIdentifierKey", lowering.string(identifier)))
        } else if document.peek("customClass", of: node) != nil, document[node].parent >= 0,
            document[document[node].parent].name == "prototypeCellViews", let identifier = lowering.attribute("identifier", of: node)
        {
            entries.append(.init("NSReuseIdentifierKey", lowering.string(identifier)))
        }
    }
}

/// `@columnIdentifier`: a table column's `NSIdentifier`: its `identifier`, or the one AppKit gives
/// a column without one, `AutomaticTableColumnIdentifier.<its index>` (what later Interface
/// Builders write themselves) [V 3/3 columns without one; 12 with it written].
struct ColumnIdentifierShape: Shape {
    static let name = "columnIdentifier"
    static let keys = ["NSIdentifier"]
    static let reads = ElementReads(["identifier"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSIdentifier", lowering.string(lowering.columnIdentifier(step.node))))
    }
}

extension Lowering {
    /// Table column `node`'s identifier: the document's, else AppKit's for a column without one.
    func columnIdentifier(_ node: Int) -> String {
        attribute("identifier", of: node) ?? "AutomaticTableColumnIdentifier.\(scrollParts[node]?.columnIndex ?? 0)"
    }
}

extension ColumnIdentifierShape: InvertibleShape {
    static let loss = "none: an identifier AppKit made up (`AutomaticTableColumnIdentifier.<n>`) comes back written, as later Interface Builders write it themselves"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let identifier = graph.text(of: values["NSIdentifier"]) { element.attributes["identifier"] = identifier }
    }
}

extension ColumnResizingMaskShape: InvertibleShape {
    static let loss = "none: resizing with the table is bit 1, by the user bit 2"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let mask)? = values["NSResizingMask"], mask != 0 else { return }
        var child = RaisedElement()
        if mask & 1 != 0 { child.attributes["resizeWithTable"] = "YES" }
        if mask & 2 != 0 { child.attributes["userResizable"] = "YES" }
        element.children["resizingMask"] = child
    }
}
