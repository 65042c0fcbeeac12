// HostTiling.swift — how the Mac that runs ibtool lays views out again before archiving them
// (FIELD-GUIDE-APPKIT §12, "Host dependence"), imitated for the corpus's Mac: scroll views with
// legacy scrollers, 17 points wide (13 small, 11 mini), always shown unless they hide
// automatically; boxes with their content view below the title.
//
// ibtool decodes the document's views into live AppKit objects, which tile themselves: the clip
// view fills the scroll view inside its border (a table's header inside it too, its bounds moved up
// by the header), less a vertical scroller that is shown; a table's vertical scroller is placed
// at the right edge below the header; a box's content view fills it below its title. The views
// inside follow their superview as their autoresizing masks say. The document's own frames were
// tiled on the Mac that saved it (often with overlay scrollers), so they differ. docs/FORMAT.md,
// "Host-dependent".

import InterfaceBuilder

enum ScrollTiling {
    /// A legacy scroller's width by control size, where a table tiles it [V 17 regular in 14 scroll
    /// views, 13 small in 2].
    static let scrollerWidths: [String: Double] = ["regular": 17, "small": 13, "mini": 11]

    /// The inset of a scroll view's border: none 0, line and bezel 1, groove 2 [V 4 border types].
    static let borderInsets: [String: Double] = ["none": 0, "line": 1, "bezel": 1, "groove": 2]

    /// A scroll view as its Mac tiles it: the clip view's frame and, for a table's scroll view
    /// whose vertical scroller is shown, that scroller's frame.
    struct Tile {
        /// The rectangle inside the border.
        var inner: [Double]
        var clip: [Double]
        var verticalScroller: [Double]?
        var showsVerticalScroller = false
    }

    /// A shown horizontal scroller's height by control size [V 7 regular: 17, 1 small: 15].
    static let horizontalScrollerHeights: [String: Double] = ["regular": 17, "small": 15, "mini": 11]

    /// A shown corner view's width (the regular scroller's and a pixel) [V 8/8, small scrollers too].
    static let cornerWidth: Double = 18

    /// The height a box's title at the top takes from its content view [V 1].
    static let boxTitleHeight: Double = 12

    /// The room a table's style leaves beside its columns (the table is this much wider than its
    /// columns and the spaces between them when they fill it) [V documents saved since Xcode 12
    /// whose table fills its clip view: fullWidth 12 in 14, inset 32 in 6, sourceList 32 in 4, plain
    /// 0 in 1]. An automatic style is inset in a borderless scroll view (32 in 23), full width in
    /// any other (12 in 21) [as NSTableView.Style.automatic is documented to resolve].
    static let tableStylePadding: [String: Double] = ["fullWidth": 12, "inset": 32, "sourceList": 32, "plain": 0]

    /// How a table's width compares with its clip view's, as `NSTvFlags` keeps it: `wider` when the
    /// table is wider, else its columns' extent against the clip view (within a point: `equal`).
    static func widthComparison(table: Double, columns extent: Double, clip: Double) -> String {
        if table > clip + 0.5 { return "wider" }
        if abs(extent - clip) < 1 { return "equal" }
        return extent < clip ? "narrower" : "wider"
    }
}

extension Lowering {
    /// The tile of scroll view `node`, nil when it has no frame.
    func scrollTile(_ node: Int) -> ScrollTiling.Tile? {
        guard let frame = document.child(key: "frame", of: node) else { return nil }
        let (width, height) = (double("width", of: frame) ?? 0, double("height", of: frame) ?? 0)
        let inset = ScrollTiling.borderInsets[attribute("borderType", of: node) ?? "bezel"] ?? 1
        let inner = [inset, inset, width - 2 * inset, height - 2 * inset]
        // A vertical scroller is shown (and takes its width from the clip view) when the scroll view
        // has one that does not hide itself, and no horizontal one [V 17/17 such scroll views; the
        // one with both keeps its clip view whole].
        let vertical = document.child(key: "verticalScroller", of: node)
        let isTable = scrolledTable(node) != nil
        let fixed = vertical != nil && attribute("hasVerticalScroller", of: node) != "NO" && attribute("autohidesScrollers", of: node) != "YES"
        // A table's scroll view with both scrollers, neither hiding, shows its vertical one over
        // the clip view, which keeps its whole size [V 1].
        let overlaid = fixed && isTable && attribute("hasHorizontalScroller", of: node) != "NO"
        let shows = fixed && (overlaid || attribute("hasHorizontalScroller", of: node) == "NO" && vertical.map { attribute("hidden", of: $0) } != "YES")
        guard shows, let vertical, !keepsClipWhole(node) else { return ScrollTiling.Tile(inner: inner, clip: inner) }
        // A table's scroller is placed by the table's tile, below its header, at its control
        // size's width [V 7/7 tables, 2 of them small: 13]; a text view's keeps the document's frame
        // [V 9/9], and the clip view gives way to a regular scroller whatever its size [V 1 small: 17].
        let scrollerWidth = isTable ? ScrollTiling.scrollerWidths[attribute("controlSize", of: vertical) ?? "regular"] ?? 17 : 17
        var tile = ScrollTiling.Tile(inner: inner, clip: [inner[0], inner[1], inner[2] - (overlaid ? 0 : scrollerWidth), inner[3]])
        tile.showsVerticalScroller = true
        if isTable {
            let header = document.child(key: "headerView", of: node).flatMap { document.child(key: "frame", of: $0) }
            let headerHeight = header.flatMap { double("height", of: $0) } ?? 0
            tile.verticalScroller = [inner[0] + inner[2] - scrollerWidth, inner[1] + headerHeight, scrollerWidth, inner[3] - headerHeight]
        }
        return tile
    }

    /// Whether storyboard scroll view `node` keeps its clip view whole beside a shown scroller: its
    /// document view is a text view of a custom class, which the storyboard's text view and clip
    /// view keep the document's width for [V 1/1: 480 beside a 17-point scroller at 463, where the
    /// same scene without the class tiles to 463; no xib sample].
    func keepsClipWhole(_ node: Int) -> Bool {
        guard document.kind == .storyboard, let clip = document.child(key: "contentView", of: node),
            let list = document.child("subviews", of: clip), let view = document.children(of: list).first(where: { _ in true })
        else { return false }
        return document[view].name == "textView" && attribute("customClass", of: view) != nil
    }

    /// The frame the Mac's tiling gives view `node` (a scroll view's clip view or vertical
    /// scroller), nil for any other view or one it leaves as the document has it.
    func tiledFrame(_ node: Int) -> [Double]? {
        let parent = document[node].parent
        if parent >= 0, document[parent].name == "box", attribute(.key, of: node) == "contentView" { return boxContentFrame(parent) }
        if parent >= 0, document[parent].name == "prototypeCellViews" { return tiledCellViewFrame(node) }
        if isWindowContentView(node) { return tiledWindowContentFrame(node) }
        if let superview = subviewsOwner(of: node) {
            // (A box's content view's subviews follow it.)
            if attribute(.key, of: superview) == "contentView", document[superview].parent >= 0,
                document[document[superview].parent].name == "box", let tiled = boxContentFrame(document[superview].parent),
                let old = document.child(key: "frame", of: superview)
            {
                return autoresized(node, from: (double("width", of: old) ?? 0, double("height", of: old) ?? 0), to: (tiled[2], tiled[3]))
            }
            if ["tableView", "outlineView"].contains(document[node].name) { return tiledTableFrame(node, clip: superview) }
            // (A window's content view's subviews follow it.)
            if isWindowContentView(superview), let tiled = tiledWindowContentFrame(superview), let old = document.child(key: "frame", of: superview) {
                return autoresized(node, from: (double("width", of: old) ?? 0, double("height", of: old) ?? 0), to: (tiled[2], tiled[3]))
            }
            return tiledDocumentFrame(node, clip: superview)
        }
        guard parent >= 0, document[parent].name == "scrollView" else { return nil }
        switch attribute(.key, of: node) {
        case "contentView": return scrollTile(parent)?.clip
        case "verticalScroller": return scrollTile(parent)?.verticalScroller
        case "horizontalScroller": return horizontalScrollerFrame(parent)
        case "headerView": return tiledHeaderFrame(node, scrollView: parent)
        default: return nil
        }
    }

    /// The frame of a clip view's document view `node` after the tiling: it follows the clip view
    /// as its autoresizing mask says [V 9/9 width-sizable text views].
    private func tiledDocumentFrame(_ node: Int, clip: Int) -> [Double]? {
        let scrollView = clip >= 0 ? document[clip].parent : -1
        guard scrollView >= 0, document[scrollView].name == "scrollView", attribute(.key, of: clip) == "contentView",
            let tiled = scrollTile(scrollView)?.clip, let clipFrame = document.child(key: "frame", of: clip)
        else { return nil }
        return autoresized(node, from: (double("width", of: clipFrame) ?? 0, double("height", of: clipFrame) ?? 0), to: (tiled[2], tiled[3]))
    }

    /// The frame of table `node` in clip view `clip` after the tiling. AppKit keeps a table at
    /// least as wide as its columns with the inset style's padding (`ScrollTiling.tableStylePadding`)
    /// and at least as wide as its clip view: so is one whose scroll view has a horizontal scroller
    /// [V 11/11: 8 wider than the clip view, 3 as wide]. Without one, its columns are first fitted
    /// to the clip view (`fittedColumnWidths`); a table whose columns then fit is as wide as the
    /// clip view [V 16/16, one whose document is a point wider], one whose columns cannot shrink
    /// enough as wide as that inset extent [V 4/4].
    private func tiledTableFrame(_ node: Int, clip: Int) -> [Double]? {
        let followed = tiledDocumentFrame(node, clip: clip)
        guard let scrollView = enclosingScrollView(node), let clipWidth = scrollTile(scrollView)?.clip[2],
            var frame = followed ?? document.child(key: "frame", of: node).map({ frame in ["x", "y", "width", "height"].map { double($0, of: frame) ?? 0 } })
        else { return followed }
        let widths = scrollParts[node]?.columnWidths ?? fittedColumnWidths(node)
        let minimum = columnExtent(node, widths: widths, padding: ScrollTiling.tableStylePadding["inset"] ?? 32)
        let width: Double
        if attribute("hasHorizontalScroller", of: scrollView) != "NO" {
            width = max(clipWidth, minimum)
        } else {
            width = columnExtent(node, widths: widths, padding: stylePadding(node, scrollView: scrollView)) < clipWidth + 1 ? clipWidth : minimum
        }
        guard frame[2] != width else { return followed }
        frame[2] = width
        return frame
    }

    /// The content view `node` of a window of a custom class after the Mac instantiated it: as
    /// large as the window's content rectangle, whatever its frame says [V 2/2 custom-class windows
    /// whose content view differs from it (an NSPanel and a subclass); 2/2 plain windows keep the
    /// frame]. Nil when it keeps its frame.
    func tiledWindowContentFrame(_ node: Int) -> [Double]? {
        let window = document[node].parent
        guard attribute("customClass", of: window) != nil, let rect = document.child(key: "contentRect", of: window),
            let frame = document.child(key: "frame", of: node)
        else { return nil }
        let size = (double("width", of: rect) ?? 0, double("height", of: rect) ?? 0)
        guard size != (double("width", of: frame) ?? 0, double("height", of: frame) ?? 0) else { return nil }
        return [double("x", of: frame) ?? 0, double("y", of: frame) ?? 0, size.0, size.1]
    }

    /// A view-based table's cell view `node` after the tiling: where the table takes the inset
    /// style's padding (it has a horizontal scroller) but the document laid it out with a
    /// narrower one (full width), its cell views move right by half the difference [V 6/6 such
    /// tables' cell views 10 points right; 2/2 borderless tables' in place].
    private func tiledCellViewFrame(_ node: Int) -> [Double]? {
        var column = document[node].parent
        while column >= 0, document[column].name != "tableColumn" { column = document[column].parent }
        guard column >= 0, document[column].parent >= 0, let frame = document.child(key: "frame", of: node) else { return nil }
        let table = document[document[column].parent].parent
        guard table >= 0, let scrollView = enclosingScrollView(table), attribute("hasHorizontalScroller", of: scrollView) != "NO" else { return nil }
        let shift = ((ScrollTiling.tableStylePadding["inset"] ?? 32) - stylePadding(table, scrollView: scrollView)) / 2
        guard shift != 0 else { return nil }
        return [(double("x", of: frame) ?? 0) + shift, double("y", of: frame) ?? 0, double("width", of: frame) ?? 0, double("height", of: frame) ?? 0]
    }

    /// View `node`'s frame after its superview went from size `old` to `new`, as AppKit resizes a
    /// subview by its autoresizing mask: a change in width goes to the flexible ones of the left
    /// margin, width and right margin, shared in proportion to them (evenly when they are all 0);
    /// heights likewise (bottom margin, height, top margin). Nil when the view has no frame or
    /// nothing changes.
    func autoresized(_ node: Int, from old: (Double, Double), to new: (Double, Double)) -> [Double]? {
        guard old != new, let frame = document.child(key: "frame", of: node) else { return nil }
        var numbers = ["x", "y", "width", "height"].map { double($0, of: frame) ?? 0 }
        let mask = document.child(key: "autoresizingMask", of: node)
        // (A table in its clip view resizes with it whatever its mask: see `ViewFlagsShape`. A view
        // without a mask has AppKit's default, `NSvFlags`'s: a fixed size and top-left corner
        // (flexible right and bottom margins) in an Auto Layout document [V 1], the right and top
        // margins in a springs one.)
        let table = ["tableView", "outlineView"].contains(document[node].name) && enclosingScrollView(node) != nil
        let defaults = document.peek("useAutolayout", of: document.root) == "YES" ? ["flexibleMaxX", "flexibleMinY"] : ["flexibleMaxX", "flexibleMaxY"]
        func flexible(_ name: String) -> Bool {
            if table { return name == "widthSizable" || name == "heightSizable" }
            guard let mask else { return defaults.contains(name) }
            return attribute(name, of: mask) == "YES"
        }
        func share(_ change: Double, _ parts: [(flexible: Bool, size: Double)]) -> [Double] {
            let chosen = parts.map { $0.flexible }
            let count = chosen.filter { $0 }.count
            guard count > 0 else { return parts.map { _ in 0 } }
            let total = zip(parts, chosen).reduce(0) { $0 + ($1.1 ? max($1.0.size, 0) : 0) }
            return zip(parts, chosen).map { part, on in
                guard on else { return 0 }
                return total > 0 ? change * max(part.size, 0) / total : change / Double(count)
            }
        }
        let horizontal = share(new.0 - old.0, [
            (flexible("flexibleMinX"), numbers[0]), (flexible("widthSizable"), numbers[2]), (flexible("flexibleMaxX"), old.0 - numbers[0] - numbers[2]),
        ])
        let vertical = share(new.1 - old.1, [
            (flexible("flexibleMinY"), numbers[1]), (flexible("heightSizable"), numbers[3]), (flexible("flexibleMaxY"), old.1 - numbers[1] - numbers[3]),
        ])
        numbers[0] += horizontal[0]
        numbers[2] += horizontal[1]
        numbers[1] += vertical[0]
        numbers[3] += vertical[1]
        return numbers
    }

    /// A box's content view as the Mac lays it out: the whole box below its title (12 points for
    /// a title at the top), resizing with the box [V 1/1 titled box: `{560, 88}` in a 560×100 box,
    /// `NSvFlags` 274].
    func boxContentFrame(_ box: Int) -> [Double]? {
        guard let frame = document.child(key: "frame", of: box) else { return nil }
        let titled = (document.peek("titlePosition", of: box) ?? "atTop") == "atTop" && document.peek("boxType", of: box) != "custom"
        let title = titled ? ScrollTiling.boxTitleHeight : 0
        return [0, 0, double("width", of: frame) ?? 0, max(0, (double("height", of: frame) ?? 0) - title)]
    }

    /// The scroll view whose clip view's document view `node` is.
    func enclosingScrollView(_ node: Int) -> Int? {
        let clip = subviewsOwner(of: node) ?? -1
        let scrollView = clip >= 0 ? document[clip].parent : -1
        guard scrollView >= 0, document[scrollView].name == "scrollView", attribute(.key, of: clip) == "contentView" else { return nil }
        return scrollView
    }

    /// A fact of the Mac's layout for a bitfield (`Bitfield.Source.hostLayout`).
    func hostLayoutValue(_ name: String, of node: Int) -> String {
        switch name {
        case "tableWidthComparison": return tableWidthComparison(node)
        case "horizontalOverflow": return horizontalOverflow(node) != nil ? "YES" : ""
        default: return ""
        }
    }

    /// How table `node`'s width compares with its clip view's after the tiling, as AppKit
    /// remembers it in `NSTvFlags`: `wider` when the table is wider than the clip view, else its
    /// columns' extent (their widths, the spaces between them and the style's padding) against the
    /// clip view's width; "" outside a scroll view [V 27/27 tables with Apple's own widths].
    func tableWidthComparison(_ node: Int) -> String {
        guard let clip = subviewsOwner(of: node), let scrollView = enclosingScrollView(node),
            let clipWidth = scrollTile(scrollView)?.clip[2] ?? document.child(key: "frame", of: clip).flatMap({ double("width", of: $0) })
        else { return "" }
        let width = tiledFrame(node)?[2] ?? document.child(key: "frame", of: node).flatMap { double("width", of: $0) } ?? 0
        return ScrollTiling.widthComparison(table: width, columns: columnExtent(node, widths: scrollParts[node]?.columnWidths ?? fittedColumnWidths(node), padding: stylePadding(node, scrollView: scrollView)), clip: clipWidth)
    }

    /// What table `node`'s columns take with `padding`: their widths and the spaces between them.
    private func columnExtent(_ node: Int, widths: [Double], padding: Double) -> Double {
        let spacing = document.child(key: "intercellSpacing", of: node).flatMap { double("width", of: $0) } ?? 3
        return widths.reduce(0, +) + Double(max(widths.count - 1, 0)) * spacing + padding
    }

    /// The padding of table `node`'s style (`ScrollTiling.tableStylePadding`; automatic: inset in a
    /// borderless scroll view, full width in any other).
    private func stylePadding(_ node: Int, scrollView: Int) -> Double {
        let style = attribute("tableStyle", of: node) ?? (attribute("borderType", of: scrollView) == "none" ? "inset" : "fullWidth")
        return ScrollTiling.tableStylePadding[style] ?? 12
    }

    /// Table `node`'s column widths after the Mac's tiling: when its scroll view has no horizontal
    /// scroller and the columns take more than the clip view is wide, the table's column autoresizing style takes the difference from the
    /// columns that resize with the table, none below its minimum width — the last only
    /// (`lastColumnOnly`), the first only, all evenly (`uniform`, the default), the last first
    /// (`sequential`) or the first first (`reverseSequential`) [V 3/3 such tables: a last column
    /// 9 narrower twice, the one resizable column of a uniform table 13 narrower after its clip
    /// view gave way to a scroller]. The document's widths otherwise (columns narrower than the clip
    /// view stay so [V 3 tables]).
    func fittedColumnWidths(_ node: Int) -> [Double] {
        let columns = document.child("tableColumns", of: node).map { document.children(of: $0).filter { document[$0].name == "tableColumn" } } ?? []
        var widths = columns.map { double("width", of: $0) ?? 100 }
        guard let clip = subviewsOwner(of: node), let scrollView = enclosingScrollView(node),
            let clipWidth = scrollTile(scrollView)?.clip[2] ?? document.child(key: "frame", of: clip).flatMap({ double("width", of: $0) })
        else { return widths }
        guard attribute("hasHorizontalScroller", of: scrollView) == "NO" else { return widths }
        // (Whole points: a last column 372.09 wide in a table 9.09 too wide became 363.09 [V 1].)
        var excess = (columnExtent(node, widths: widths, padding: stylePadding(node, scrollView: scrollView)) - clipWidth).rounded(.down)
        guard excess >= 1 else { return widths }
        let resizable = columns.indices.filter {
            document.child(key: "resizingMask", of: columns[$0]).map { attribute("resizeWithTable", of: $0) == "YES" } ?? false
        }
        let room = { (index: Int) in max(0, widths[index] - (self.double("minWidth", of: columns[index]) ?? 10)) }
        switch attribute("columnAutoresizingStyle", of: node) ?? "uniform" {
        case "lastColumnOnly": for index in resizable.suffix(1) { widths[index] -= min(excess, room(index)) }
        case "firstColumnOnly": for index in resizable.prefix(1) { widths[index] -= min(excess, room(index)) }
        case "sequential", "reverseSequential":
            let order = attribute("columnAutoresizingStyle", of: node) == "sequential" ? Array(resizable.reversed()) : resizable
            for index in order where excess > 0 {
                let taken = min(excess, room(index))
                widths[index] -= taken
                excess -= taken
            }
        case "uniform":
            // Evenly: each gives the same, or all its room when that is less (the narrowest rooms
            // first, each leaving the rest to share the remainder: n log n whatever the widths).
            let rooms = resizable.map(room)
            let order = resizable.indices.sorted { (rooms[$0], $0) < (rooms[$1], $1) }
            for (position, index) in order.enumerated() {
                let taken = min(excess / Double(order.count - position), rooms[index])
                widths[resizable[index]] -= taken
                excess -= taken
            }
        default: break
        }
        return widths
    }

    /// The table of scroll view `node` (its clip view's document view), nil for any other.
    func scrolledTable(_ node: Int) -> Int? {
        guard let clip = document.child(key: "contentView", of: node), let list = document.child("subviews", of: clip),
            let table = document.children(of: list).first(where: { _ in true }), ["tableView", "outlineView"].contains(document[table].name)
        else { return nil }
        return table
    }

    /// The widths of scroll view `node`'s table and clip view after the tiling when the table is
    /// the wider (it then scrolls horizontally), nil otherwise.
    func horizontalOverflow(_ node: Int) -> (table: Double, clip: Double)? {
        guard let table = scrolledTable(node), let clipWidth = scrollTile(node)?.clip[2],
            let width = tiledFrame(table)?[2] ?? document.child(key: "frame", of: table).flatMap({ double("width", of: $0) }),
            width > clipWidth + 0.5
        else { return nil }
        return (width, clipWidth)
    }

    /// The heights of scroll view `node`'s table (with its header) and clip view when the table is
    /// the taller (it then scrolls vertically), nil otherwise.
    func verticalOverflow(_ node: Int) -> (table: Double, clip: Double)? {
        guard let table = scrolledTable(node), let clipHeight = scrollTile(node)?.clip[3],
            let height = tiledFrame(table)?[3] ?? document.child(key: "frame", of: table).flatMap({ double("height", of: $0) })
        else { return nil }
        let header = document.child(key: "headerView", of: node).flatMap { document.child(key: "frame", of: $0) }.flatMap { double("height", of: $0) } ?? 0
        guard height + header > clipHeight + 0.5 else { return nil }
        return (height + header, clipHeight)
    }

    /// Whether scroll view `node` shows its horizontal scroller: it has one and its table is wider
    /// than its clip view [V 7/7 such scroll views' scrollers shown; 4/4 hidden without one].
    /// Whether a table's corner view in scroll view `node` is shown: unless the scroll view hides
    /// its scrollers and its vertical one is hidden, with no hidden horizontal one beside it (a
    /// shown horizontal scroller hides it too) [V 26/27 tables of the macOS pairs: hidden 8/8, shown
    /// 18/19; the one left, an Xcode 9 document with a small vertical scroller and no horizontal
    /// one, is shown]; shown beside a horizontal scroller the tiling shows [V 7/7].
    func showsCornerView(_ node: Int) -> Bool {
        if showsHorizontalScroller(node) { return true }
        let hidden = { (key: String) in self.document.child(key: key, of: node).map { self.attribute("hidden", of: $0) == "YES" } ?? false }
        let hidesScrollers = attribute("autohidesScrollers", of: node) == "YES" && hidden("verticalScroller")
        return !hidesScrollers || attribute("hasHorizontalScroller", of: node) != "NO" && hidden("horizontalScroller")
    }

    func showsHorizontalScroller(_ node: Int) -> Bool {
        attribute("hasHorizontalScroller", of: node) != "NO" && document.child(key: "horizontalScroller", of: node) != nil && horizontalOverflow(node) != nil
    }

    /// Scroll view `node`'s horizontal scroller's frame when the tiling shows it: along the bottom
    /// inside the border, across the clip view, over it (the clip view keeps its height) [V 7/7].
    func horizontalScrollerFrame(_ node: Int) -> [Double]? {
        guard showsHorizontalScroller(node), let tile = scrollTile(node), let scroller = document.child(key: "horizontalScroller", of: node) else { return nil }
        let height = ScrollTiling.horizontalScrollerHeights[attribute("controlSize", of: scroller) ?? "regular"] ?? 17
        return [tile.inner[0], tile.inner[1] + tile.inner[3] - height, tile.clip[2], height]
    }

    /// A table header view `node`'s frame after the tiling: as wide as its table [V 11/11 tables
    /// wider than their clip views; the others are as wide as their clip views either way].
    func tiledHeaderFrame(_ node: Int, scrollView: Int) -> [Double]? {
        guard let table = scrolledTable(scrollView), let width = tiledFrame(table)?[2], let frame = document.child(key: "frame", of: node) else { return nil }
        return [double("x", of: frame) ?? 0, double("y", of: frame) ?? 0, width, double("height", of: frame) ?? 0]
    }

    /// Where the Mac puts a table's corner view (the square above its vertical scroller): in the
    /// scroll view, beside the header, when the table has a header and the scroll view a horizontal
    /// scroller that is not hidden, or none [V 9/9 in the scroll view, 6/6 not]; shown, 18 points
    /// wide at the right edge below the border and as high as the header (28 without one), when
    /// the tiling shows the vertical scroller [V 8/8], else hidden at 17×28 (nil frame).
    func tableCornerPlacement(scrollView: Int) -> (inScrollView: Bool, frame: [Double]?) {
        let header = document.child(key: "headerView", of: scrollView)
        let horizontal = document.child(key: "horizontalScroller", of: scrollView)
        let inScrollView = header != nil
            && (attribute("hasHorizontalScroller", of: scrollView) == "NO" || horizontal.map { attribute("hidden", of: $0) } != "YES")
        // (A vertical scroller shown over the clip view leaves the corner view at its hidden size [V 1].)
        guard let tile = scrollTile(scrollView), tile.showsVerticalScroller, tile.clip[2] < tile.inner[2] else { return (inScrollView, nil) }
        let inner = tile.inner
        let height = header.flatMap { document.child(key: "frame", of: $0) }.flatMap { double("height", of: $0) } ?? 28
        return (inScrollView, [inner[0] + inner[2] - ScrollTiling.cornerWidth + 1, inner[1], ScrollTiling.cornerWidth, height])
    }
}
