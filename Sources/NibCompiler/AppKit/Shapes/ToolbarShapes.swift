// ToolbarShapes.swift — a window's toolbar (FIELD-GUIDE-APPKIT §15): `NSToolbar` with its items
// by identifier, the allowed, default and selectable lists, and each `NSToolbarItem`'s fixed keys;
// AppKit's standard items (spaces, colors, fonts, print) with what AppKit gives them.

import InterfaceBuilder
import NibArchive

/// AppKit's standard toolbar items by identifier: the class AppKit makes for it and what the item
/// is whatever the document says [V: spaces 4 items, colors 1; S: fonts and print, as AppKit
/// names them beside colors].
enum StandardToolbarItems {
    struct Item {
        var className = "NSToolbarItem"
        var label = ""
        var paletteLabel: String
        var toolTip: String?
        var image: String?
        var action: String?
        var bordered = false
        var minimumSize: (Double, Double)
        var maximumSize: (Double, Double)
        /// A space has a separator menu item as its menu form.
        var isSpace = false
    }

    /// The classes AppKit makes for standard items other than `NSToolbarItem`.
    static let classNames = Set(items.values.map(\.className)).subtracting(["NSToolbarItem"])

    static let items: [String: Item] = [
        "NSToolbarSpaceItem": Item(className: "NSToolbarSpaceItem", paletteLabel: "Space", minimumSize: (8, 24), maximumSize: (8, 24), isSpace: true),
        "NSToolbarFlexibleSpaceItem": Item(
            className: "NSToolbarFlexibleSpaceItem", paletteLabel: "Flexible Space", minimumSize: (8, 24), maximumSize: (20000, 24), isSpace: true),
        "NSToolbarShowColorsItem": Item(
            label: "Colors", paletteLabel: "Colors", toolTip: "Show Color Panel", image: "NSToolbarShowColors", action: "orderFrontColorPanel:",
            bordered: true, minimumSize: (44, 42), maximumSize: (44, 42)),
        "NSToolbarShowFontsItem": Item(
            label: "Fonts", paletteLabel: "Fonts", toolTip: "Show Font Panel", image: "NSToolbarShowFonts", action: "orderFrontFontPanel:",
            bordered: true, minimumSize: (44, 42), maximumSize: (44, 42)),
        "NSToolbarPrintItem": Item(
            label: "Print", paletteLabel: "Print", toolTip: "Print", image: "NSToolbarPrint", action: "printDocument:",
            bordered: true, minimumSize: (44, 42), maximumSize: (44, 42)),
    ]
}

extension Lowering {
    /// The identifier of toolbar item `node`: the one its document gives it (`explicitItemIdentifier`,
    /// what the app's code asks the toolbar for), else the one Interface Builder made up for it
    /// (both are read: the made-up one is superseded, not left out).
    func toolbarItemIdentifier(_ node: Int) -> String? {
        let implicit = attribute("implicitItemIdentifier", of: node)
        return attribute("explicitItemIdentifier", of: node) ?? implicit
    }

    /// The objects of a toolbar's list element (`allowedToolbarItems`, …), references (an item
    /// listed again by its id) resolved.
    func toolbarList(_ name: String, of toolbar: Int) -> [ObjectGraph.ID]? {
        guard let list = document.child(name, of: toolbar) else { return nil }
        return document.children(of: list).compactMap { item in
            let target = attribute("reference", of: item).flatMap { document.nodeByID[$0] } ?? item
            return objects[target]
        }
    }
}

/// `@toolbarContents`: a toolbar's `NSToolbarIBIdentifiedItems` (identifier → item, the allowed
/// items in document order), `NSToolbarIBAllowedItems`, `NSToolbarIBDefaultItems` (when the
/// document lists them) and `NSToolbarIBSelectableItems` [V 4/4 toolbars].
struct ToolbarContentsShape: Shape {
    static let name = "toolbarContents"
    static let keys = ["NSToolbarIBIdentifiedItems", "NSToolbarIBAllowedItems", "NSToolbarIBDefaultItems", "NSToolbarIBSelectableItems"]
    static let reads = ElementReads(children: ["allowedToolbarItems", "defaultToolbarItems", "selectableToolbarItems"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        var identified: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
        if let list = lowering.document.child("allowedToolbarItems", of: node) {
            for item in lowering.document.children(of: list) {
                guard let object = lowering.objects[item], let identifier = lowering.toolbarItemIdentifier(item) else { continue }
                identified.append((lowering.graph.string(identifier), object))
            }
        }
        entries.append(.init("NSToolbarIBIdentifiedItems", .object(lowering.graph.dictionary(identified, className: "NSMutableDictionary"))))
        entries.append(.init("NSToolbarIBAllowedItems", lowering.array(lowering.toolbarList("allowedToolbarItems", of: node) ?? [])))
        if let defaults = lowering.toolbarList("defaultToolbarItems", of: node) {
            entries.append(.init("NSToolbarIBDefaultItems", lowering.array(defaults)))
        }
        entries.append(.init("NSToolbarIBSelectableItems", lowering.array(lowering.toolbarList("selectableToolbarItems", of: node) ?? [], className: "NSMutableArray")))
    }
}

/// `@toolbarItem`: the keys every toolbar item has [V 7/7 items]: identifier, labels, tool tip,
/// view, bordered, image, title, target and action (nil: a document's action is a connection),
/// sizes, flags and tag (−1 for a standard item); a space's menu form is a separator.
struct ToolbarItemShape: Shape {
    static let name = "toolbarItem"
    static let keys = [
        "NSToolbarItemIdentifier", "NSToolbarItemLabel", "NSToolbarItemPaletteLabel", "NSToolbarItemToolTip", "NSToolbarItemView",
        "NSToolbarItemBordered", "NSToolbarItemImage", "NSToolbarItemTitle", "NSToolbarItemTarget", "NSToolbarItemAction",
        "NSToolbarItemMinSize", "NSToolbarItemMaxSize", "NSToolbarItemIgnoreMinMaxSizes", "NSToolbarItemEnabled", "NSToolbarItemAutovalidates",
        "NSToolbarItemTag", "NSToolbarItemVisibilityPriority", "NSToolbarItemNavigational", "NSToolbarItemMenuFormRepresentation",
        "NSToolbarIsUserRemovable", "NSToolbarItemStyle",
    ]
    static let reads = ElementReads(
        ["implicitItemIdentifier", "explicitItemIdentifier", "label", "paletteLabel", "toolTip", "image", "catalog", "bordered", "autovalidates", "tag"],
        children: ["view", "minSize", "maxSize", "toolTip"])

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let identifier = lowering.toolbarItemIdentifier(node) ?? ""
        let standard = StandardToolbarItems.items[identifier]
        func size(_ key: String, _ fallback: (Double, Double)?) -> ObjectGraph.Value {
            if let child = lowering.document.child(key: key, of: node) {
                return lowering.string(AppKitGeometry.size(lowering.double("width", of: child) ?? 0, lowering.double("height", of: child) ?? 0))
            }
            let (width, height) = fallback ?? (0, 0)
            return lowering.string(AppKitGeometry.size(width, height))
        }
        func text(_ name: String, _ fallback: String?) -> ObjectGraph.Value {
            (lowering.attribute(name, of: node) ?? fallback).map { lowering.string($0) } ?? .null
        }
        let toolTip: ObjectGraph.Value = lowering.document.child(key: "toolTip", of: node) != nil ? .null : text("toolTip", standard.map { $0.toolTip } ?? "")
        let image: ObjectGraph.Value = (lowering.attribute("image", of: node) ?? standard?.image).map { name in
            .object(lowering.appKitImage(name, catalog: lowering.attribute("catalog", of: node)))
        } ?? .null
        let view = lowering.document.child(key: "view", of: node).flatMap { lowering.objects[$0] }
        let tag = lowering.attribute("tag", of: node).flatMap(DecimalNumber.integer) ?? (standard != nil ? -1 : 0)
        entries += [
            .init("NSToolbarItemIdentifier", lowering.string(identifier)), .init("NSToolbarItemLabel", text("label", standard?.label ?? "")),
            .init("NSToolbarItemPaletteLabel", text("paletteLabel", standard?.paletteLabel ?? "")), .init("NSToolbarItemToolTip", toolTip),
            .init("NSToolbarItemView", view.map { .object($0) } ?? .null),
            .init("NSToolbarItemBordered", .bool(lowering.attribute("bordered", of: node).map { $0 == "YES" } ?? standard?.bordered ?? false)),
            .init("NSToolbarItemImage", image), .init("NSToolbarItemTitle", lowering.string("")), .init("NSToolbarItemTarget", .null),
            .init("NSToolbarItemAction", standard?.action.map { lowering.string($0) } ?? .null),
            .init("NSToolbarItemMinSize", size("minSize", standard?.minimumSize)), .init("NSToolbarItemMaxSize", size("maxSize", standard?.maximumSize)),
            .init("NSToolbarItemIgnoreMinMaxSizes", .bool(false)), .init("NSToolbarItemEnabled", .bool(true)),
            .init("NSToolbarItemAutovalidates", .bool(lowering.attribute("autovalidates", of: node) != "NO")), .init("NSToolbarItemTag", .integer(tag)),
            .init("NSToolbarItemVisibilityPriority", .integer(0)), .init("NSToolbarItemNavigational", .bool(false)),
        ]
        if standard?.isSpace == true { entries.append(.init("NSToolbarItemMenuFormRepresentation", .object(lowering.separatorMenuItem()))) }
        entries += [.init("NSToolbarIsUserRemovable", .bool(true)), .init("NSToolbarItemStyle", .integer(0))]
    }
}

extension Lowering {
    /// A separator menu item as AppKit archives one it made itself [V 4/4 spaces' menu forms].
    mutating func separatorMenuItem() -> ObjectGraph.ID {
        graph.add("NSMenuItem", [
            .init("NSIsDisabled", .bool(true)), .init("NSIsSeparator", .bool(true)), .init("NSAllowsKeyEquivalentLocalization", .bool(true)),
            .init("NSAllowsKeyEquivalentMirroring", .bool(true)), .init("NSTitle", string("")), .init("NSKeyEquiv", string("")),
            .init("NSKeyEquivModMask", .integer(0x10_0000)), .init("NSMnemonicLoc", .integer(0x7FFF_FFFF)),
            .init("NSOnImage", .object(appKitImage("NSMenuCheckmark"))), .init("NSMixedImage", .object(appKitImage("NSMenuMixedState"))),
            .init("NSHiddenInRepresentation", .bool(false)),
        ])
    }
}

extension ToolbarItemShape: InvertibleShape {
    static let loss = "a document's implicit and explicit identifiers come back as one implicit identifier; a standard item's own label, tool tip and sizes as AppKit's"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard let identifier = graph.text(of: values["NSToolbarItemIdentifier"]) else { return }
        let standard = StandardToolbarItems.items[identifier]
        element.attributes["implicitItemIdentifier"] = identifier
        for (key, attribute, fallback) in [
            ("NSToolbarItemLabel", "label", standard?.label ?? ""), ("NSToolbarItemPaletteLabel", "paletteLabel", standard?.paletteLabel ?? ""),
            ("NSToolbarItemToolTip", "toolTip", standard?.toolTip ?? ""),
        ] {
            if let text = graph.text(of: values[key]), text != fallback { element.attributes[attribute] = text }
        }
        if case .bool(let bordered)? = values["NSToolbarItemBordered"], bordered != (standard?.bordered ?? false) { element.attributes["bordered"] = bordered ? "YES" : "NO" }
        if case .bool(false)? = values["NSToolbarItemAutovalidates"] { element.attributes["autovalidates"] = "NO" }
        if case .integer(let tag)? = values["NSToolbarItemTag"], tag != (standard != nil ? -1 : 0) { element.attributes["tag"] = String(tag) }
        if case .object(let image)? = values["NSToolbarItemImage"], let name = graph.text(of: graph[image].entries.first { $0.key == "NSResourceName" }?.value),
            name != standard?.image
        {
            element.attributes["image"] = name
            if let catalog = graph.text(of: graph[image].entries.first { $0.key == "NSCatalogName" }?.value) { element.attributes["catalog"] = catalog }
        }
        for (key, child, fallback) in [("NSToolbarItemMinSize", "minSize", standard?.minimumSize), ("NSToolbarItemMaxSize", "maxSize", standard?.maximumSize)] {
            let numbers = Raising.numbers(inGeometryString: graph.text(of: values[key]) ?? "")
            guard numbers.count == 2 else { continue }
            if let fallback, numbers == [KeyRecipe.Codec.text(fallback.0), KeyRecipe.Codec.text(fallback.1)] { continue }
            if fallback == nil, numbers == ["0", "0"] { continue }
            element.children[child] = RaisedElement(attributes: ["width": numbers[0], "height": numbers[1]])
        }
    }
}

