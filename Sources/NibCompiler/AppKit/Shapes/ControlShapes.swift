// ControlShapes.swift — the shapes of NSControl's and NSCell's keys (FIELD-GUIDE-APPKIT §7): the
// cell's control, and the events a control sends its action on, from its cell's flags.

import InterfaceBuilder
import NibArchive

/// `@controlView`: a cell's `NSControlView`, the view whose cell it is: its control, or the table
/// of a column's data cell [V 113].
struct ControlViewShape: Shape {
    static let name = "controlView"
    /// (A path cell's delegate is its control too.)
    static let keys = ["NSControlView", "NSDelegate"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        var parent = lowering.document[step.node].parent
        while parent >= 0, lowering.objects[parent] == nil || !lowering.isAppKitView(parent) { parent = lowering.document[parent].parent }
        // (A matrix's cells and prototype name no control view [V 6/6].)
        if parent >= 0, lowering.document[parent].name == "matrix" { return }
        entries.append(.init(step.key, parent >= 0 ? lowering.objects[parent].map { .object($0) } ?? .null : .null))
    }
}

extension Lowering {
    /// Whether `node`'s class is a view's (NSView's chain).
    func isAppKitView(_ node: Int) -> Bool {
        guard let index = document.classIndex(of: node) else { return false }
        return document.model.chain(of: document.model.declarations[index]).contains { $0.name == "NSView" }
    }
}

/// `@sendActionMask`: `NSControlSendActionMask`, the events (NSEventMask) the control sends its
/// action on, as its cell's `NSCellFlags` say [V]: mouse up (4) unless the cell acts before it
/// (0x20), mouse down (2) for 0x40000, dragged (64) for 0x100, periodic (65536) for 0x80000 — a
/// continuous slider 70, an autorepeating stepper 65538, a text field 4.
struct SendActionMaskShape: Shape {
    static let name = "sendActionMask"
    static let keys = ["NSControlSendActionMask"]
    static let reads = ElementReads(children: ["cell"])
    static let events: [(cellBits: UInt32, mask: Int64)] = [(0x4_0000, 2), (0x100, 64), (0x8_0000, 65536)]

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let flags = lowering.document.child(key: "cell", of: step.node).flatMap { lowering.cellFlags(of: $0) } ?? 0
        var mask: Int64 = flags & 0x20 == 0 ? 4 : 0
        for event in events where flags & event.cellBits != 0 { mask |= event.mask }
        entries.append(.init("NSControlSendActionMask", .integer(mask)))
    }
}

extension Lowering {
    /// The `NSCellFlags` a cell element's class archives (its plan's bitfield), nil without one.
    func cellFlags(of cell: Int) -> UInt32? {
        guard let index = document.classIndex(of: cell), let plan = plans.plan(forClass: index).plan,
            let shape = plan.steps.first(where: { $0.recipe.key == "NSCellFlags" })?.shape as? any BitfieldShape.Type
        else { return nil }
        return UInt32(truncatingIfNeeded: shape.bitfield.encode { bitfieldValue($0, of: cell) })
    }
}

/// `@auxButtonType`: a button cell's `NSAuxButtonType`, the NSButtonType its `<behavior>` makes
/// [V 49]: the first row whose behavior (and type) the cell has.
struct AuxButtonTypeShape: Shape {
    static let name = "auxButtonType"
    static let keys = ["NSAuxButtonType"]
    static let reads = ElementReads(["type"], children: ["behavior"])
    static let behaviors = ["pushIn", "changeContents", "changeBackground", "changeGray", "lightByContents", "lightByBackground", "lightByGray"]
    /// (behavior flags, the cell's type when it matters, NSButtonType)
    static let table: [(behavior: Set<String>, type: String?, value: Int64)] = [
        (["changeContents", "lightByContents"], "check", 3), (["changeContents", "lightByContents"], "radio", 4),
        (["pushIn", "changeBackground", "changeGray", "lightByBackground", "lightByGray"], nil, 1),
        (["pushIn", "changeBackground", "changeGray", "lightByContents"], nil, 2), (["pushIn", "changeContents", "lightByContents"], nil, 2),
        (["changeBackground", "changeGray", "lightByBackground", "lightByGray"], nil, 6),
        (["pushIn", "lightByBackground", "lightByGray"], nil, 7), (["lightByBackground", "lightByGray"], nil, 0),
        (["lightByContents"], nil, 5), (["changeContents", "lightByContents"], nil, 2),
    ]

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let behavior = lowering.document.child(key: "behavior", of: step.node)
        let flags = Set(behaviors.filter { name in behavior.flatMap { lowering.attribute(name, of: $0) } == "YES" })
        let type = lowering.attribute("type", of: step.node)
        let value = table.first { $0.behavior == flags && ($0.type == nil || $0.type == type) }?.value ?? 0
        entries.append(.init("NSAuxButtonType", .integer(value)))
    }
}

/// `@alternateImage`: `NSAlternateImage`: a check box's or radio button's AppKit image
/// (`NSButtonImageSource` `NSSwitch`/`NSRadioButton` [V 10/10]), or the cell's `alternateImage`.
struct AlternateImageShape: InvertibleShape {
    static let name = "alternateImage"
    static let loss = "an alternate image other than AppKit's check box and radio button images comes back by name only"

    /// A check box's or radio button's `type`, which its AppKit image says (the flags of the two
    /// are alike).
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .object(let image)? = values["NSAlternateImage"], graph[image].className == "NSButtonImageSource",
            let name = graph.text(of: graph[image].entries.first { $0.key == "NSImageName" }?.value),
            let type = sources.first(where: { $0.value == name })?.key
        else { return }
        element.attributes["type"] = type
    }
    static let keys = ["NSAlternateImage"]
    static let reads = ElementReads(["type", "alternateImage", "catalog"])
    static let sources = ["check": "NSSwitch", "radio": "NSRadioButton"]
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        if let source = lowering.attribute("type", of: node).flatMap({ sources[$0] }) {
            let image = lowering.graph.add("NSButtonImageSource", [.init("NSImageName", lowering.string(source))])
            entries.append(.init("NSAlternateImage", .object(image)))
        } else if let name = lowering.attribute("alternateImage", of: node) {
            entries.append(.init("NSAlternateImage", .object(lowering.appKitImage(name, catalogOf: node))))
        }
    }
}

/// `@imageAnimates`: an image cell's `NSAnimates`: its `animates`, which defaults to NO in the
/// document's nib but to YES in a nib ibtool compiles from a fresh copy of the objects: a table
/// cell view's embedded nib, every nib of a storyboard [V: 2/2 unset false in xibs' nibs, 11/11
/// unset true in embedded nibs, 2/2 in storyboards' view nibs].
struct ImageAnimatesShape: InvertibleShape {
    static let name = "imageAnimates"
    static let keys = ["NSAnimates"]
    static let reads = ElementReads(["animates"])
    static let loss = "a storyboard's or cell view's image cell that does not animate comes back at the model's default (NO), which there compiles as YES"
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if case .bool(let animates)? = values["NSAnimates"] { element.attributes["animates"] = animates ? "YES" : "NO" }
    }
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let written = lowering.attribute("animates", of: step.node).map { $0 == "YES" }
        entries.append(.init("NSAnimates", .bool(written ?? (lowering.isCellNib || lowering.document.kind == .storyboard))))
    }
}

/// `@dragTypes`: `NSDragTypes`, the pasteboard types a view registers for, an `NSMutableSet` of
/// its class's (`AppKitClasses.dragTypes`) in sorted order [V].
struct DragTypesShape: Shape {
    static let name = "dragTypes"
    static let keys = ["NSDragTypes"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let className = lowering.plans.byElement[lowering.document[step.node].name], let types = AppKitClasses.dragTypes[className] else { return }
        let strings = types.sorted().map { lowering.graph.string($0) }
        entries.append(.init("NSDragTypes", lowering.array(strings, className: "NSMutableSet")))
    }
}

/// `@characterPicker`: a text field cell's `NSCharacterPickerEnabled`, when its text field allows
/// the Touch Bar's character picker, or the document was saved by an Interface Builder that
/// enabled it by default (`AppKitClasses.characterPickerToolsVersions`) [V 6 with the attribute,
/// 12 at toolsVersion 11762, none in 70 others].
struct CharacterPickerShape: Shape {
    static let name = "characterPicker"
    static let keys = ["NSCharacterPickerEnabled"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let control = lowering.document[step.node].parent
        let allows = control >= 0 ? lowering.attribute("allowsCharacterPickerTouchBarItem", of: control) : nil
        let tools = lowering.toolsVersion
        // (A table column's data cell has no text field to take the default from [V 10/10].)
        let inTextField = control >= 0 && lowering.isAppKitView(control)
        let byDefault = inTextField && (tools.map { AppKitClasses.characterPickerToolsVersions.contains($0) } ?? false)
        if allows == "YES" || (allows == nil && byDefault) { entries.append(.init("NSCharacterPickerEnabled", .bool(true))) }
    }
}

/// `@textFieldTextColor`: a text field cell's `NSTextColor`, its `<textColor>`. An Interface Builder
/// up to `AppKitClasses.controlTextColorMigration` gave editable fields the catalog's `textColor`;
/// ibtool compiles those as `controlTextColor`, what later ones write [V 1/1 editable field at
/// toolsVersion 11762; 1/1 selectable-only field there keeps `textColor`, so do 3/3 editable fields
/// at 18122 and 23504; S: viraptor, toolsVersion ≤ 14268].
struct TextFieldTextColorShape: Shape {
    static let name = "textFieldTextColor"
    static let keys = ["NSTextColor"]
    static let reads = ElementReads(["editable"], children: ["textColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let color = lowering.document.child(key: "textColor", of: step.node) else { return }
        let tools = lowering.toolsVersion
        let migrates = lowering.attribute("editable", of: step.node) == "YES"
            && tools.map { $0 <= AppKitClasses.controlTextColorMigration } ?? false
            && lowering.document.peek("name", of: color) == "textColor" && lowering.document.peek("catalog", of: color) == "System"
        if migrates {
            lowering.readAppKitValue(color)
            entries.append(.init("NSTextColor", .object(lowering.appKitCatalogColor("controlTextColor", catalog: "System"))))
        } else if let id = lowering.appKitColor(color) {
            entries.append(.init("NSTextColor", .object(id)))
        }
    }
}

/// `@romanInputLocales`: a secure text field cell's `NSAllowedInputLocales`: AppKit lets a password
/// be typed with roman input sources only [V 1/1 secure field cell; 0 of 105 other text cells].
struct RomanInputLocalesShape: Shape {
    static let name = "romanInputLocales"
    static let keys = ["NSAllowedInputLocales"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSAllowedInputLocales", lowering.array([lowering.graph.string("NSAllRomanInputSourcesLocaleIdentifier")])))
    }
}

/// `@searchFieldCompletion`: a search field cell's `NSAutomaticTextCompletionDisabled`, its search
/// field's `textCompletion="NO"` [V 1/1 search field].
struct SearchFieldCompletionShape: Shape {
    static let name = "searchFieldCompletion"
    static let keys = ["NSAutomaticTextCompletionDisabled"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let field = lowering.document[step.node].parent
        let disabled = field >= 0 && lowering.attribute("textCompletion", of: field) == "NO"
        entries.append(.init("NSAutomaticTextCompletionDisabled", .bool(disabled)))
    }
}

/// `@searchButtonCells`: a search field cell's `NSSearchButtonCell` and `NSCancelButtonCell`, the
/// button cells AppKit puts at its ends (the cancel one with its accessibility description)
/// [V 1/1 search field].
struct SearchButtonCellsShape: Shape {
    static let name = "searchButtonCells"
    static let keys = ["NSSearchButtonCell", "NSCancelButtonCell"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let cell = lowering.objects[step.node] else { return }
        let field = lowering.document[step.node].parent
        let control: ObjectGraph.Value = field >= 0 ? lowering.objects[field].map { .object($0) } ?? .null : .null
        func button(_ head: [ObjectGraph.Entry], action: String) -> ObjectGraph.ID {
            lowering.graph.add("NSButtonCell", head + [
                .init("NSControlView", control), .init("NSAction", lowering.string(action)), .init("NSTarget", .object(cell)),
                .init("NSButtonFlags", .integer(0x0840_4000)), .init("NSButtonFlags2", .integer(0)), .init("NSBezelStyle", .integer(0)),
                .init("NSKeyEquivalent", lowering.string("")), .init("NSPeriodicDelay", .integer(400)), .init("NSPeriodicInterval", .integer(75)),
                .init("NSAuxButtonType", .integer(5)),
            ])
        }
        let search = button(
            [.init("NSCellFlags", .integer(0)), .init("NSCellFlags2", .integer(0)), .init("NSContents", lowering.string("search"))],
            action: "_searchFieldSearch:")
        let description = lowering.graph.dictionary([
            (lowering.graph.string("AXDescription"), lowering.graph.string("cancel")),
            (lowering.graph.string("NSAccessibilityEncodedAttributesValueType"), lowering.graph.number(Int64(1))),
        ], className: "NSMutableDictionary")
        let cancel = button(
            [
                .init("NSCellFlags", .integer(Int64(Int32(bitPattern: 0x8000_0000)))), .init("NSCellFlags2", .integer(0)),
                .init("NSAccessibilityOverriddenAttributes", lowering.array([description], className: "NSMutableArray")),
            ], action: "_searchFieldCancel:")
        entries += [.init("NSSearchButtonCell", .object(search)), .init("NSCancelButtonCell", .object(cancel))]
    }
}

/// `@dateContents`: a date picker cell's `NSContents`, its `<date>` as an `NSDate` (`NS.time`, the
/// seconds since 2001) [V 1/1].
struct DateContentsShape: Shape {
    static let name = "dateContents"
    static let keys = ["NSContents"]
    static let reads = ElementReads(children: ["date"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let date = lowering.date("date", of: step.node) { entries.append(.init("NSContents", date)) }
    }
}

/// Path controls (FIELD-GUIDE-APPKIT §6): a path cell shows its URL as one component cell per
/// directory from the volume's root, named as the Mac that compiles names them.
enum PathComponents {
    /// The name the compiling Mac gives its root volume [V 1; host-dependent: docs/FORMAT.md].
    static let rootVolumeName = "Macintosh HD"

    /// The components of a `file:` URL: each prefix's URL (`file:///`, `file:///usr`) with its
    /// name; nil for any other URL.
    static func components(of url: String) -> [(name: String, url: String)]? {
        guard url.hasPrefix("file:///") else { return nil }
        let names = url.dropFirst("file:///".count).split(separator: "/").map(String.init)
        var result = [(name: rootVolumeName, url: "file:///")]
        var path = "file://"
        for name in names {
            path += "/" + name
            result.append((name, path))
        }
        return result
    }
}

extension Lowering {
    /// An `NSURL` object: no base, the text relative.
    mutating func appKitURL(_ text: String) -> ObjectGraph.ID {
        graph.add("NSURL", [.init("NS.base", .null), .init("NS.relative", string(text))])
    }
}

/// `@pathContents`: a path cell's `NSContents`, its `<url>` as an `NSURL` [V 1/1].
struct PathContentsShape: Shape {
    static let name = "pathContents"
    static let keys = ["NSContents"]
    static let reads = ElementReads(children: ["url"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let url = lowering.document.child(key: "url", of: step.node).flatMap({ lowering.attribute("string", of: $0) }) else { return }
        entries.append(.init("NSContents", .object(lowering.appKitURL(url))))
    }
}

/// `@pathComponents`: a path cell's `NSPathComponentCells`, one `NSPathComponentCell` per
/// component of its file URL (the root as the volume's name), in the cell's font, with the
/// catalog's text colors [V 1/1 path cell, 2 components].
struct PathComponentsShape: Shape {
    static let name = "pathComponents"
    static let keys = ["NSPathComponentCells"]
    static let reads = ElementReads(children: ["url", "font"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let url = lowering.document.child(key: "url", of: step.node).flatMap { lowering.document.peek("string", of: $0) } ?? ""
        let font = lowering.document.child(key: "font", of: step.node).flatMap { lowering.appKitFont($0) }
        var cells: [ObjectGraph.ID] = []
        for component in PathComponents.components(of: url) ?? [] {
            var cell: [ObjectGraph.Entry] = [
                .init("NSCellFlags", .integer(0x0400_0040)), .init("NSCellFlags2", .integer(0x1000_0400)), .init("NSContents", lowering.string(component.name)),
            ]
            if let font { cell.append(.init("NSSupport", .object(font))) }
            cell += [
                .init("NSBackgroundColor", .object(lowering.appKitCatalogColor("textBackgroundColor", catalog: "System"))),
                .init("NSTextColor", .object(lowering.appKitCatalogColor("controlTextColor", catalog: "System"))),
                .init("NSURL", .object(lowering.appKitURL(component.url))),
            ]
            cells.append(lowering.graph.add("NSPathComponentCell", cell))
        }
        entries.append(.init("NSPathComponentCells", lowering.array(cells, className: "NSMutableArray")))
    }
}

/// `@allowedTypes`: a path cell's `NSAllowedTypes`, the strings of its `<allowedTypes>` [V 1/1 empty].
struct AllowedTypesShape: Shape {
    static let name = "allowedTypes"
    static let keys = ["NSAllowedTypes"]
    static let reads = ElementReads(children: ["allowedTypes"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let list = lowering.document.child("allowedTypes", of: step.node) else { return }
        let strings = lowering.document.children(of: list).compactMap { lowering.document.text(of: $0) }.map { lowering.graph.string($0) }
        entries.append(.init("NSAllowedTypes", lowering.array(strings)))
    }
}

/// `@matrixCell`: a matrix's `NSCell`, an `NSActionCell` of AppKit's own (`NSCellFlags` 0x20,
/// `NSCellFlags2` 0x2000), whatever its cells are [V 2/2].
struct MatrixCellShape: Shape {
    static let name = "matrixCell"
    static let keys = ["NSCell"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSCell", .object(lowering.graph.add("NSActionCell", [
            .init("NSCellFlags", .integer(0x20)), .init("NSCellFlags2", .integer(0x2000)),
        ]))))
    }
}

/// `@matrixCells`: a matrix's `NSNumRows`, `NSNumCols` and `NSCells`, a mutable array of the cells
/// of its `<cells>` row by row (the document lists them column by column, `<column>`s) [V 2].
struct MatrixCellsShape: Shape {
    static let name = "matrixCells"
    static let keys = ["NSNumRows", "NSNumCols", "NSCells"]
    static let reads = ElementReads(children: ["<cells>"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        let columns = document.children(of: step.node).filter { document[$0].name == "cells" }.prefix(1)
            .flatMap { document.children(of: $0).filter { document[$0].name == "column" } }
            .map { Array(document.children(of: $0)) }
        let rows = columns.map(\.count).max() ?? 0
        // Row by row: each cell's (row, column), sorted (columns of unequal length stay linear).
        let placed = columns.enumerated().flatMap { column, cells in cells.enumerated().map { (row: $0.offset, column: column, node: $0.element) } }
        let cells = placed.sorted { ($0.row, $0.column) < ($1.row, $1.column) }.compactMap { lowering.objects[$0.node] }
        entries.append(.init("NSNumRows", .integer(Int64(rows))))
        entries.append(.init("NSNumCols", .integer(Int64(columns.count))))
        entries.append(.init("NSCells", lowering.array(cells, className: "NSMutableArray")))
    }
}

/// `@matrixFlags`: a matrix's `NSMatrixFlags`: its mode (highlight 0x80000000, radio 0x40000000,
/// list 0x20000000, track 0), empty selection 0x10000000, selection by rectangle 0x4000000, and
/// 0x800000 (GNUstep's "autosizes cells") always [V 2: radio with and without empty selection;
/// S GNUstep's NSMatrix for the other modes].
struct MatrixFlagsShape: BitfieldShape {
    static let name = "matrixFlags"
    static let bitfield = Bitfield(key: "NSMatrixFlags", constant: 0x80_0000, [
        Bitfield.Field(.attribute("mode"), [("highlight", 0x8000_0000), ("radio", 0x4000_0000), ("list", 0x2000_0000), ("track", 0)]),
        .flag("allowsEmptySelection", 0x1000_0000), .flag("selectionByRect", 0x400_0000),
    ])
}

extension TextFieldTextColorShape: InvertibleShape {
    static let loss = "a migrated editable field's catalog `textColor` comes back as the `controlTextColor` ibtool wrote"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let value = values["NSTextColor"], let color = Lowering.raisedAppKitColor(value, in: graph) { element.children["textColor"] = RaisedElement(attributes: color) }
    }
}
