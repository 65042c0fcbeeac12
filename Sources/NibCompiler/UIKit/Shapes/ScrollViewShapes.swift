// ScrollViewShapes.swift — the shapes of scroll views, tables, collections and stack views: laid-out
// content sizes, prototypes, refresh controls, table styles and separators, arranged subviews.

import InterfaceBuilder
import NibArchive

/// `@arrangedSubviews`: a stack view's subviews, as an NSArray.
struct ArrangedSubviewsShape: Shape {
    static let name = "arrangedSubviews"
    static let keys = ["UIStackViewArrangedSubviews"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("UIStackViewArrangedSubviews", lowering.array(lowering.listObjects("subviews", of: step.node))))
    }
}

/// `@prototypeDelegate`: a table or collection view with prototypes has a null delegate.
struct PrototypeDelegateShape: Shape {
    static let name = "prototypeDelegate"
    static let keys = ["UIDelegate"]
    static let reads = ElementReads(["dataMode"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.hasPrototypes(step.node) { entries.append(.init("UIDelegate", .null)) }
    }
}

/// `@textViewContentSize`: a text view's content, its frame's size (`Lowering.archivedContentSize`).
struct TextViewContentSizeShape: Shape {
    static let name = "textViewContentSize"
    static let keys = ["UIContentSize"]
    static let reads = ElementReads(children: ["frame"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let size = lowering.archivedContentSize(step.node, of: .textView) { entries.append(.init("UIContentSize", lowering.geometries.value(size))) }
    }
}

/// `@tableContentSize`: a prototype table's, laid out with no rows.
struct TableContentSizeShape: Shape {
    static let name = "tableContentSize"
    static let keys = ["UIContentSize"]
    static let reads = ElementReads(["dataMode"], children: ["frame"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let size = lowering.archivedContentSize(step.node, of: .table) { entries.append(.init("UIContentSize", lowering.geometries.value(size))) }
    }
}

/// `@collectionContentSize`: a prototype collection view's, laid out with no items.
struct CollectionContentSizeShape: Shape {
    static let name = "collectionContentSize"
    static let keys = ["UIContentSize"]
    static let reads = ElementReads(["dataMode"], children: ["frame", "collectionViewLayout"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let size = lowering.archivedContentSize(step.node, of: .collection) { entries.append(.init("UIContentSize", lowering.geometries.value(size))) }
    }
}

/// `@refreshControl`: a table view controller's `<refreshControl>`, archived on its table.
struct RefreshControlShape: Shape {
    static let name = "refreshControl"
    static let keys = ["UIRefreshControl"]
    static let reads = ElementReads(children: ["refreshControl"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let control = lowering.controllerRefreshControl(step.node).flatMap({ lowering.objects[$0] }) {
            entries.append(.init("UIRefreshControl", .object(control)))
        }
    }
}

/// `@tableStyle`: from SDK 13 both style keys always; before, the one for a non-plain style.
struct TableStyleShape: Shape {
    static let name = "tableStyle"
    static let keys = ["UITableViewStyle", "UIStyle"]
    static let reads = ElementReads(enumerations: ["style"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let style = lowering.enumerationValue(Lowering.tableStyle, of: step.node) ?? 0
        if lowering.options.sdk >= SDKVersion(13) {
            entries += [.init("UITableViewStyle", .integer(style)), .init("UIStyle", .integer(style))]
        } else if style != 0 {
            entries.append(.init("UIStyle", .integer(style)))
        }
    }
}

extension TableStyleShape: InvertibleShape {
    static let loss = "the default, plain, comes back written"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let raw)? = values["UITableViewStyle"] ?? values["UIStyle"] ?? .integer(0) else { return }
        element.attributes["style"] = Lowering.tableStyle?.caseName(raw)
    }
}

/// `@separatorStyle`: none as the iOS 9 key, others as both older keys.
struct SeparatorStyleShape: Shape {
    static let name = "separatorStyle"
    static let keys = ["UISeparatorStyleIOS9AndLater", "UISeparatorStyle", "UISeparatorStyleIOS5AndLater"]
    static let reads = ElementReads(enumerations: ["separatorStyle"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let separator = lowering.enumerationValue(Lowering.tableSeparatorStyle, of: step.node) ?? 1
        if separator == 0 {
            entries.append(.init("UISeparatorStyleIOS9AndLater", .integer(0)))
        } else {
            entries += [.init("UISeparatorStyle", .integer(separator)), .init("UISeparatorStyleIOS5AndLater", .integer(separator))]
        }
    }
}

extension SeparatorStyleShape: InvertibleShape {
    static let loss = "the default comes back written"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let raw)? = values["UISeparatorStyleIOS9AndLater"] ?? values["UISeparatorStyle"] else { return }
        element.attributes["separatorStyle"] = Lowering.tableSeparatorStyle?.caseName(raw)
    }
}

/// `@rowHeight`: a table's row height; the default 44 is left out before SDK 11.
struct RowHeightShape: Shape {
    static let name = "rowHeight"
    static let keys = ["UIRowHeight"]
    static let reads = ElementReads(["rowHeight"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let height = lowering.double("rowHeight", of: step.node), height != 44 || lowering.options.sdk >= SDKVersion(11) else { return }
        entries.append(.init("UIRowHeight", .float(Float(height))))
    }
}

extension RowHeightShape: InvertibleShape {
    static let loss = "the height is rounded to a Float; before SDK 11 the default 44 is left out"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if case .float(let height)? = values["UIRowHeight"] { element.attributes["rowHeight"] = KeyRecipe.Codec.text(Double(height)) }
    }
}

/// `@sectionHeights`: a table's section header and footer heights as written, but those its SDK
/// leaves out as the style's defaults (`SDKVersion.omittedSectionHeights`).
struct SectionHeightsShape: Shape {
    static let name = "sectionHeights"
    static let keys = ["UISectionHeaderHeight", "UISectionFooterHeight"]
    static let reads = ElementReads(["sectionHeaderHeight", "sectionFooterHeight", "style"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let grouped = (lowering.attribute("style", of: step.node) ?? "plain") != "plain"
        let omitted = lowering.options.sdk.omittedSectionHeights(grouped: grouped)
        for (key, attribute, left) in [("UISectionHeaderHeight", "sectionHeaderHeight", omitted.header), ("UISectionFooterHeight", "sectionFooterHeight", omitted.footer)] {
            guard let height = lowering.double(attribute, of: step.node), height != left else { continue }
            entries.append(.init(key, .float(Float(height))))
        }
    }
}

extension SectionHeightsShape: InvertibleShape {
    static let loss = "the heights are rounded to Floats; at SDK 9 and 10 a style's default height is left out"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        for (key, attribute) in [("UISectionHeaderHeight", "sectionHeaderHeight"), ("UISectionFooterHeight", "sectionFooterHeight")] {
            if case .float(let height)? = values[key] { element.attributes[attribute] = KeyRecipe.Codec.text(Double(height)) }
        }
    }
}

/// `@tablePrototypes`: a table's prototype cells, each a nib of its own (Prototypes.swift).
struct TablePrototypesShape: Shape {
    static let name = "tablePrototypes"
    static let keys = ["UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects"]
    static let reads = ElementReads(["dataMode"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let prototypes = lowering.prototypeTables(lowering.lowerPrototypes(of: step.node)) else { return }
        entries += [
            .init("UITableViewCellPrototypeNibs", .object(prototypes.nibs)),
            .init("UITableViewCellPrototypeNibExternalObjects", .object(prototypes.externals)),
        ]
    }
}

/// `@collectionPrototypes`: a collection view's prototype cells and section views.
struct CollectionPrototypesShape: Shape {
    static let name = "collectionPrototypes"
    static let keys = [
        "UICollectionViewCellPrototypeNibExternalObjects", "UICollectionViewSupplementaryViewPrototypeNibExternalObjects",
        "UICollectionViewCellNibDict", "UICollectionViewSupplementaryViewNibDict",
    ]
    static let reads = ElementReads(["dataMode"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let prototypes = lowering.lowerPrototypes(of: step.node)
        let cells = lowering.prototypeTables(prototypes.filter { !$0.supplementary })
        let views = lowering.prototypeTables(prototypes.filter(\.supplementary))
        if let cells { entries.append(.init("UICollectionViewCellPrototypeNibExternalObjects", .object(cells.externals))) }
        if let views { entries.append(.init("UICollectionViewSupplementaryViewPrototypeNibExternalObjects", .object(views.externals))) }
        if let cells { entries.append(.init("UICollectionViewCellNibDict", .object(cells.nibs))) }
        if let views { entries.append(.init("UICollectionViewSupplementaryViewNibDict", .object(views.nibs))) }
    }
}

/// `@showsSelectionImmediately`: `UIShowsSelectionImmediatelyOnTouchBegin` true, which every table
/// view archives before SDK 10 (`SDKVersion.archivesImmediateSelection`).
struct ShowsSelectionImmediatelyShape: Shape {
    static let name = "showsSelectionImmediately"
    static let keys = ["UIShowsSelectionImmediatelyOnTouchBegin"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.options.sdk.archivesImmediateSelection { entries.append(.init("UIShowsSelectionImmediatelyOnTouchBegin", .bool(true))) }
    }
}
