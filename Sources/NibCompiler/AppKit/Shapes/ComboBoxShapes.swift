// ComboBoxShapes.swift — combo boxes (FIELD-GUIDE-APPKIT §7): an `NSComboBoxCell` archives its
// list's items and the table AppKit made to show them (an `NSComboTableView`), which ibtool writes
// as AppKit made it, with the cell's font and text color in its one column.

import InterfaceBuilder
import NibArchive

/// `@popUpListData`: a combo box cell's `NSPopUpListData`, its `<objectValues>` strings in order
/// (an empty list without any) [V 1/1: 3 items].
struct PopUpListDataShape: Shape {
    static let name = "popUpListData"
    static let keys = ["NSPopUpListData"]
    static let reads = ElementReads(children: ["objectValues"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        let values = document.child("objectValues", of: step.node).map { Array(document.children(of: $0)) } ?? []
        let strings = values.filter { document[$0].name == "string" }.map { lowering.graph.string(document.text(of: $0) ?? "") }
        entries.append(.init("NSPopUpListData", lowering.array(strings, className: "NSMutableArray")))
    }
}

/// `@comboTable`: a combo box cell's `NSTableView`, the `NSComboTableView` AppKit makes for its
/// list: 38 × 5, one column "0" 10 points wide (at least 10), 21-point rows, 17 points between
/// columns, a clear background, the catalog's grid color, the table's action `tableViewAction:`
/// to the cell, which is its target, delegate and data source; the column's header cell is a
/// table header's, its data cell a text field cell "Field" in the combo box's font and text color
/// [V 1/1 combo box, 98 entries].
struct ComboTableShape: Shape {
    static let name = "comboTable"
    static let keys = ["NSTableView"]
    static let reads = ElementReads.none

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let cell = lowering.objects[step.node] else { return }
        let document = lowering.document
        let table = lowering.graph.add("NSComboTableView")
        let font = document.child(key: "font", of: step.node).flatMap { lowering.appKitFont($0) }
        let textColor = document.child(key: "textColor", of: step.node).flatMap { lowering.appKitColor($0) }
        let clear = lowering.appKitFallbackColor(.gray(white: "0 0", components: "0 0"))
        let action = lowering.string("tableViewAction:")

        let headerCell = lowering.graph.add("NSTableHeaderCell", [
            .init("NSCellFlags", .integer(0x0400_0040)), .init("NSCellFlags2", .integer(0x800)), .init("NSContents", lowering.string("")),
            .init("NSSupport", .object(lowering.appKitFont(".AppleSystemUIFont", size: 11, flags: 0x10, followsAppearance: false, textStyle: "UICTFontTextStyleSubhead"))),
            .init("NSBackgroundColor", .object(clear)),
            .init("NSTextColor", .object(lowering.appKitCatalogColor("headerTextColor", catalog: "System"))),
        ])
        var dataEntries: [ObjectGraph.Entry] = [
            .init("NSCellFlags", .integer(0x1420_0040)), .init("NSCellFlags2", .integer(0x800)), .init("NSContents", lowering.string("Field")),
        ]
        if let font { dataEntries.append(.init("NSSupport", .object(font))) }
        dataEntries += [
            .init("NSControlView", .object(table)),
            .init("NSBackgroundColor", .object(lowering.appKitCatalogColor("controlBackgroundColor", catalog: "System"))),
        ]
        if let textColor { dataEntries.append(.init("NSTextColor", .object(textColor))) }
        let dataCell = lowering.graph.add("NSTextFieldCell", dataEntries)
        let column = lowering.graph.add("NSTableColumn", [
            .init("NSIdentifier", lowering.string("0")), .init("NSWidth", .double(10)), .init("NSMinWidth", .double(10)),
            .init("NSMaxWidth", .double(Double(Float.greatestFiniteMagnitude))), .init("NSHeaderCell", .object(headerCell)),
            .init("NSDataCell", .object(dataCell)), .init("NSResizingMask", .integer(3)), .init("NSIsResizeable", .bool(true)),
            .init("NSTableView", .object(table)),
        ])
        lowering.graph[table].entries = [
            .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(274)),
            .init("NSFrameSize", lowering.string("{38, 5}")), .init("NSSuperview", .null), .init("NSWindow", .null),
            .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)), .init("IBNSSafeAreaLayoutGuide", .null),
            .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
            .init("NSEnabled", .bool(true)), .init("NSAllowsLogicalLayoutDirection", .bool(false)),
            .init("NSControlAllowsExpansionToolTips", .bool(true)), .init("NSControlAction", action), .init("NSControlTarget", .object(cell)),
            .init("NSControlSize", .integer(0)), .init("NSControlContinuous", .bool(false)), .init("NSControlRefusesFirstResponder", .bool(false)),
            .init("NSControlUsesSingleLineMode", .bool(false)), .init("NSControlTextAlignment", .integer(0)),
            .init("NSControlLineBreakMode", .integer(0)), .init("NSControlWritingDirection", .integer(0)), .init("NSControlSendActionMask", .integer(0)),
            .init("NSTableColumns", lowering.array([column], className: "NSMutableArray")),
            .init("NSIntercellSpacingWidth", .double(17)), .init("NSIntercellSpacingHeight", .double(0)),
            .init("NSBackgroundColor", .object(clear)),
            .init("NSGridColor", .object(lowering.appKitCatalogColor("separatorColor", catalog: "System"))),
            .init("NSRowHeight", .double(21)), .init("NSAction", action), .init("NSTvFlags", .integer(-765_427_712)),
            .init("NSDelegate", .object(cell)), .init("NSDataSource", .object(cell)), .init("NSTarget", .object(cell)),
            .init("NSColumnAutoresizingStyle", .integer(1)), .init("NSDraggingSourceMaskForLocal", .integer(-1)),
            .init("NSDraggingSourceMaskForNonLocal", .integer(0)), .init("NSAllowsTypeSelect", .bool(true)),
            .init("NSTableViewDraggingDestinationStyle", .integer(0)), .init("NSTableViewGroupRowStyle", .integer(1)),
        ]
        entries.append(.init("NSTableView", .object(table)))
    }
}
