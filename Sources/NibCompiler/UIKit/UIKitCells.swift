// UIKitCells.swift — table and collection view cells: the content view, the cell's constraints
// moved onto it, and what ibtool adds around it.
//
// Measured on ibtool's output (conformance cases SDCAlertView-TextFieldCell, XLPagerTabStrip-
// ButtonCell-4; classkeys_ios.txt):
// - a cell's `<constraints>` live on the content view, with the cell itself replaced by its content
//   view as an item;
// - a collection view cell is pinned to its content view by four `UIIBSystemGenerated` constraints
//   (leading, trailing, top, bottom), and its content view has the safe-area layout guide; the
//   content view's own XML attributes are not written;
// - a table view cell's subviews are its content view and a `_UITableViewCellSeparatorView`
//   (15 points in from the left, at the bottom, `SDKVersion.tableCellSeparatorHeight` high).

import InterfaceBuilder
import NibArchive

extension Lowering {
    static let cellElements: IBNameSet = ["tableViewCell", "collectionViewCell", "collectionReusableView"]

    /// Pass 1 for a cell: a graph object for a content view that has no id of its own, and the
    /// cell → content view mapping that constraint items are retargeted through.
    mutating func prepareCell(_ cell: Int) {
        guard let content = document.child(key: "contentView", of: cell), let cellObject = objects[cell] else { return }
        if objects[content] == nil {
            // The model's class of the content view's element (UITableViewCellContentView, or UIView).
            objects[content] = graph.add(document.classDeclaration(of: content)?.name ?? "UIView")
        } else if document[cell].name == "tableViewCell", document[content].name == "view",
            let contentObject = objects[content], graph[contentObject].className == "UIView"
        {
            // Xcode 5 wrote a table cell's content view as `<view key="contentView" tableViewCell=…>`;
            // ibtool archives it as the content view it is (Mobilewits: 3 of 3).
            graph[contentObject].className = "UITableViewCellContentView"
        }
        contentViews[cellObject.index] = objects[content]
        // The labels a styled cell names as its text and detail labels are UIKit's own cell labels
        // (5 of the 6 such labels of Apple's nibs: ProcessDash, Openday, JobDocs, ProgrammingEvents'
        // detail label; its SDK-7 subtitle cell's text label is a plain UILabel).
        guard document[cell].name == "tableViewCell" else { return }
        for key in ["textLabel", "detailTextLabel"] {
            guard let label = attribute(key, of: cell).flatMap({ document.nodeByID[$0] }), let object = objects[label],
                graph[object].className == "UILabel"
            else { continue }
            graph[object].className = "UITableViewLabel"
        }
    }

    /// A cell's content view saved as `<view key="contentView">` with a clear background: Interface
    /// Builder before Xcode 8 saved one on every cell's content view (the 40 such content views of
    /// the corpus documents, Xcode 4.3 to 7.3, none with another color; Xcode 8 on saves none), and
    /// ibtool archives none (MobilewitsRowSelection's table cell at SDK 8, NohanaImagePicker's 2
    /// collection cells at SDK 10). A `<tableViewCellContentView>`'s clear color is archived
    /// (NightPhones: 9).
    static func defaultClearContentView(of cell: Int, in document: IBDocument) -> Int? {
        guard cellElements.contains(document[cell]), let content = document.peekChild(key: "contentView", of: cell), document[content].name == "view",
            let color = document.peekChild(key: "backgroundColor", of: content), document[color].name == "color",
            let alpha = document.peek("alpha", of: color).flatMap(Double.init), alpha == 0
        else { return nil }
        return content
    }

    mutating func lowerCell(_ cell: Int, into object: ObjectGraph.ID) {
        guard let content = document.child(key: "contentView", of: cell), let contentObject = objects[content] else {
            // A collection view's supplementary view has no content view.
            lowerKeys(cell, into: object)
            return
        }
        let isTable = document[cell].name == "tableViewCell"
        // The cell's own constraints go to the content view.
        let cellConstraints = document.child("constraints", of: cell).map { Array(document.children(of: $0)) } ?? []
        let ownConstraints = document.child("constraints", of: content).map { Array(document.children(of: $0)) } ?? []
        let contentConstraints = (ownConstraints + cellConstraints).compactMap { objects[$0] }

        if isTable {
            lowerView(content, into: contentObject, constraints: contentConstraints)
            if Lowering.defaultClearContentView(of: cell, in: document) != nil {
                graph[contentObject].entries.removeAll { $0.key == "UIBackgroundColor" }
            }
        } else {
            lowerCollectionContentView(content, into: contentObject, constraints: contentConstraints)
        }
        var subviews = [contentObject]
        if isTable, let frame = document.child(key: "frame", of: cell) {
            let width = double("width", of: frame) ?? 0
            let height = double("height", of: frame) ?? 0
            let pixel = options.sdk.tableCellSeparatorHeight
            let separator = graph.add("_UITableViewCellSeparatorView", [
                .init("UIBounds", geometries.value(.rect(x: 0, y: 0, width: width - 15, height: pixel))),
                .init("UICenter", geometries.value(.point(x: 15 + (width - 15) / 2, y: height - pixel / 2))),
                .init("UIDeepDrawRect", .bool(true)), .init("UIOpaque", .bool(true)),
                .init("UIAutoresizeSubviews", .bool(true)), .init("UIViewSemanticContentAttribute", .integer(0)),
                .init("UIViewLargeContentStoredProperties", .null),
            ])
            subviews.append(separator)
        }
        var systemConstraints: [ObjectGraph.ID] = []
        if !isTable, options.sdk.pinsCollectionCellContentViews {
            for attribute: Int64 in [5, 6, 3, 4] {
                systemConstraints.append(
                    graph.add("NSLayoutConstraint", [
                        .init("NSFirstItem", .object(object)), .init("NSFirstAttributeV2", .integer(attribute)),
                        .init("NSFirstAttribute", .integer(attribute)), .init("NSSecondItem", .object(contentObject)),
                        .init("NSSecondAttributeV2", .integer(attribute)), .init("NSSecondAttribute", .integer(attribute)),
                        .init("NSShouldBeArchived", .bool(true)), .init("NSLayoutIdentifier", string("UIIBSystemGenerated")),
                    ]))
            }
        }
        // The cell's class chain: UIView's keys with these subviews and constraints, then the
        // cell's own (UITableViewCell's and UICollectionViewCell's archive lines).
        lowerKeys(cell, into: object, context: RecipeContext(subviews: subviews, constraints: systemConstraints, contentView: contentObject))
        if isTable {
            paintCellBackground(cell, object)
            // iOS 8's cells preserve their superview's margins (2 of 2 cells of the SDK-8 pairs:
            // MobilewitsCellAccessory, MobilewitsRowSelection; none at 7 or 9).
            if options.sdk.major == 8 {
                insertEntry(.init("UIViewPreservesSuperviewMargins", .bool(true)), into: object, before: "UIViewSemanticContentAttribute")
            }
        }
    }

    /// The height ibtool's UIKit lays a table cell's content view out at before SDK 12, whatever
    /// the document saved (from 12 the saved frame): the cell's height less the separator's room —
    /// half a point at 10 and 11, a point at 9, and before 9 a point in a static table and none for a
    /// prototype or a cell on its own (content view heights of Apple's nibs: JobDocs, NightPhones,
    /// Apptentive, XAMservi, NohanaImagePicker at 10, with or without separators: 85 of 85;
    /// Openday, ProcessDash at 9: 7 of 7; ProgrammingEvents at 7: 5 static cells and 1 prototype,
    /// the Mobilewits pairs at 8: 2 of 2). Nil: the saved frame.
    func laidOutContentHeight(_ content: Int) -> Double? {
        let cell = document[content].parent
        let sdk = options.sdk
        guard cell >= 0, document[cell].name == "tableViewCell", document.key(of: content) == "contentView", sdk < SDKVersion(12),
            let cellHeight = document.peekChild(key: "frame", of: cell).flatMap({ double("height", of: $0) })
        else { return nil }
        if sdk >= SDKVersion(10) { return cellHeight - 0.5 }
        if sdk >= SDKVersion(9) { return cellHeight - 1 }
        let list = document[cell].parent
        let isStatic = list >= 0 && document[list].name == "cells"
        return isStatic ? cellHeight - 1 : cellHeight
    }

    /// At SDK 9 a table cell without a background color of its own archives UIKit's default for its
    /// table (with `UITableCellBackgroundColorSet`): in a plain table the named
    /// `tableCellBackgroundColor`, in a grouped one an unnamed white; a built-in style's text label
    /// takes the same background, opaque (Openday, ProcessDash: 3 of 3 style cells of plain tables,
    /// 4 of 4 static cells of a grouped table; none at 7 or 10: ProgrammingEvents, JobDocs).
    mutating func paintCellBackground(_ cell: Int, _ object: ObjectGraph.ID) {
        guard options.sdk.paintsCellBackgrounds, document.peekChild(key: "backgroundColor", of: cell) == nil else { return }
        // The cell's table: at most four elements up (tableView > sections > section > cells > cell).
        var table = document[cell].parent
        for _ in 0..<3 where table >= 0 && document[table].name != "tableView" { table = document[table].parent }
        let isGrouped = table >= 0 && document[table].name == "tableView" && document.peek("style", of: table) == "grouped"
        let white = colorObject(.rgb(1, 1, 1, 1), systemName: isGrouped ? nil : "tableCellBackgroundColor")
        insertEntry(.init("UIBackgroundColor", white), into: object, after: graph[object].entries.contains { $0.key == "UISubviews" } ? "UISubviews" : "UICenter")
        insertEntry(.init("UITableCellBackgroundColorSet", .bool(true)), into: object, after: "UISelectionStyle")
        guard let label = document.peek("textLabel", of: cell).flatMap({ document.nodeByID[$0] }).flatMap({ objects[$0] }),
            graph[label].className == "UITableViewLabel"
        else { return }
        insertEntry(.init("UIBackgroundColor", white), into: label, after: "UICenter")
        insertEntry(.init("UIOpaque", .bool(true)), into: label, after: "UIBackgroundColor")
    }

    /// Adds `entry` to `object` unless it has the key already: after the entry with key `after`,
    /// or before the one with key `before` (at the end without either).
    mutating func insertEntry(_ entry: ObjectGraph.Entry, into object: ObjectGraph.ID, after: String? = nil, before: String? = nil) {
        let entries = graph[object].entries
        guard !entries.contains(where: { $0.key == entry.key }) else { return }
        let index = after.flatMap { key in entries.firstIndex { $0.key == key }.map { $0 + 1 } }
            ?? before.flatMap { key in entries.firstIndex { $0.key == key } } ?? entries.count
        graph[object].entries.insert(entry, at: index)
    }

    /// A collection view cell's content view: its frame, subviews and constraints; ibtool ignores
    /// its other attributes.
    mutating func lowerCollectionContentView(_ content: Int, into object: ObjectGraph.ID, constraints: [ObjectGraph.ID]) {
        // Its own attributes and autoresizing mask are not written (fixed keys instead, measured:
        // DesignTimeContexts).
        var entries: [ObjectGraph.Entry] = []
        frameEntries(content, into: &entries)
        let views = listObjects("subviews", of: content)
        if !views.isEmpty { entries.append(.init("UISubviews", array(views, className: "NSMutableArray"))) }
        if Lowering.defaultClearContentView(of: document[content].parent, in: document) == nil,
            let colorNode = document.child(key: "backgroundColor", of: content), let value = color(colorNode)
        {
            entries.append(.init("UIBackgroundColor", value))
        }
        entries += [.init("UIDeepDrawRect", .bool(true)), .init("UIOpaque", .bool(true)), .init("UIAutoresizeSubviews", .bool(true))]
        if options.sdk.pinsCollectionCellContentViews {
            entries.append(.init("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)))
        }
        if !constraints.isEmpty { entries.append(.init("UIViewAutolayoutConstraints", array(constraints, className: "NSMutableArray"))) }
        if options.sdk >= SDKVersion(11) {
            // The document's guide when constraints name it, else the one every view gets.
            let guide = document.child(key: "safeArea", of: content).flatMap { safeAreaGuides[$0] } ?? safeAreaGuide(for: object)
            entries.append(.init("UIViewLayoutGuides", array([guide], className: "NSMutableArray")))
        }
        entries.append(.init("UIViewSemanticContentAttribute", .integer(0)))
        graph.append(entries, to: object)
    }

    /// The safe-area layout guide ibtool gives a view, with its four system constraints.
    mutating func safeAreaGuide(for view: ObjectGraph.ID) -> ObjectGraph.ID {
        let guide = graph.add("UILayoutGuide")
        var constraints: [ObjectGraph.ID] = []
        // (first item is the guide, attribute, identifier suffix): top and left pin the guide to the
        // view; bottom and right pin the view to the guide.
        for (guideFirst, attribute, side) in [(true, Int64(3), "top"), (true, 1, "left"), (false, 4, "bottom"), (false, 2, "right")] {
            constraints.append(
                graph.add("NSLayoutConstraint", [
                    .init("NSFirstItem", .object(guideFirst ? guide : view)), .init("NSFirstAttributeV2", .integer(attribute)),
                    .init("NSFirstAttribute", .integer(attribute)), .init("NSSecondItem", .object(guideFirst ? view : guide)),
                    .init("NSSecondAttributeV2", .integer(attribute)), .init("NSSecondAttribute", .integer(attribute)),
                    .init("NSShouldBeArchived", .bool(false)),
                    .init("NSLayoutIdentifier", string("UIViewSafeAreaLayoutGuide-" + side)),
                ]))
        }
        graph.append([
            .init("UILayoutGuideOwningView", .object(view)), .init("UILayoutGuideIdentifier", string("UIViewSafeAreaLayoutGuide")),
            .init("UILayoutGuideOwningViewIsLocked", .bool(true)), .init("UILayoutGuideShouldBeArchived", .bool(true)),
            .init("UILayoutGuideAllowsNegativeDimensions", .bool(true)),
            .init("UILayoutGuideSystemConstraints", array(constraints)),
        ], to: guide)
        return guide
    }

    /// The object ibtool writes for the `<viewLayoutGuide key="safeArea">` element itself: an empty
    /// guide, listed among the nib's objects and used by nothing (105 in the corpus nibs, one beside
    /// each view's real safe-area guide; constraints use the real one).
    mutating func lowerSafeAreaGuideStub(_ node: Int, into object: ObjectGraph.ID) {
        graph.append([
            .init("UILayoutGuideOwningView", .null), .init("UILayoutGuideIdentifier", string("")),
            .init("UILayoutGuideOwningViewIsLocked", .bool(false)), .init("UILayoutGuideShouldBeArchived", .bool(false)),
            .init("UILayoutGuideAllowsNegativeDimensions", .bool(false)),
        ], to: object)
    }
}
