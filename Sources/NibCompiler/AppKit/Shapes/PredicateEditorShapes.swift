// PredicateEditorShapes.swift — rule and predicate editors (FIELD-GUIDE-APPKIT §7): the editor
// archives the view AppKit keeps its rows in (an `_NSRuleEditorViewSliceHolder`), its empty
// bound-array owner, and its row templates; a compound row template archives the pop-up buttons
// AppKit makes from the document's `<popUpMenus>`, one per menu, whose menus are the document's.

import InterfaceBuilder
import NibArchive

/// The pop-up buttons of a predicate editor row template, one per menu of its `<popUpMenus>`.
struct TemplatePopUp {
    var menu: Int
    var button: ObjectGraph.ID
    var cell: ObjectGraph.ID
}

extension Lowering {
    /// The `_NSRuleEditorViewSliceHolder` of rule editor `node`: a plain view as large as the
    /// editor, its only subview, which AppKit adds the rows' views to at run time.
    mutating func ruleEditorSliceHolder(_ node: Int) -> ObjectGraph.ID? {
        guard let editor = objects[node] else { return nil }
        return shared("slice holder \(node)") { lowering in
            let frame = lowering.document.child(key: "frame", of: node)
            let tiled = lowering.tiledFrame(node)
            let size = AppKitGeometry.size(
                tiled?[2] ?? frame.flatMap { lowering.double(.width, of: $0) } ?? 0, tiled?[3] ?? frame.flatMap { lowering.double(.height, of: $0) } ?? 0)
            return lowering.graph.add("_NSRuleEditorViewSliceHolder", [
                .init("NSNextResponder", .object(editor)), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(274)),
                .init("NSSubviews", lowering.array([], className: "NSMutableArray")), .init("NSFrameSize", lowering.string(size)),
                .init("NSSuperview", .object(editor)), .init("NSNextKeyView", .null), .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
                .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
            ])
        }
    }

    /// The number a menu item's `<integer key="representedObject">` stands for, one object shared
    /// by the item and a pop-up cell that shows it; nil for another kind of object.
    mutating func menuItemRepresentedObject(_ item: Int) -> ObjectGraph.ID? {
        guard let value = document.child(key: "representedObject", of: item), document[value].name == "integer",
            let number = attribute("value", of: value).flatMap(DecimalNumber.integer)
        else { return nil }
        return shared("represented object \(item)") { $0.graph.number(number) }
    }

    /// The row template whose `<popUpMenus>` holds menu `menu`, if any.
    func rowTemplate(ofMenu menu: Int) -> Int? {
        let list = document[menu].parent
        guard list >= 0, document[list].name == "popUpMenus", document[list].parent >= 0,
            document[document[list].parent].name == "predicateEditorRowTemplate"
        else { return nil }
        return document[list].parent
    }

    /// The pop-up buttons of compound row template `template`, made at the first use (by the
    /// template or by an item of one of its menus): at y 1, 24 high, 7 points in and 6 apart, each
    /// showing its menu's item that is on (else its first) in the small system font. Their widths
    /// are the host's text measure; nibc gives each the width of its longest title at 6 points a
    /// character and 41 for the pop-up's own parts.
    mutating func templatePopUps(_ template: Int) -> [TemplatePopUp] {
        if let made = templatePopUpCache[template] { return made }
        let menus = document.child("popUpMenus", of: template).map { list in Array(document.children(of: list)).filter { document[$0].name == "menu" } } ?? []
        var popUps: [TemplatePopUp] = []
        for menu in menus where objects[menu] != nil {
            popUps.append(TemplatePopUp(menu: menu, button: graph.add("NSPopUpButton"), cell: graph.add("NSPopUpButtonCell")))
        }
        templatePopUpCache[template] = popUps
        let font = appKitFont(role: "smallSystem")
        var x = 7.0
        for (index, popUp) in popUps.enumerated() {
            let items = document.child("items", of: popUp.menu).map { Array(document.children(of: $0)) } ?? []
            let selected = items.first { document.peek("state", of: $0) == "on" } ?? items.first
            let longest = items.map { (document.peek("title", of: $0) ?? "").count }.max() ?? 0
            let width = Double(longest * 6 + 41)
            var cellEntries: [ObjectGraph.Entry] = [.init("NSCellFlags", .integer(0x0400_0040)), .init("NSCellFlags2", .integer(0x1000_0800))]
            if let font { cellEntries.append(.init("NSSupport", .object(font))) }
            if let selected, let represented = menuItemRepresentedObject(selected) {
                cellEntries.append(.init("NSRepresentedObject", .object(represented)))
            }
            cellEntries += [
                .init("NSControlView", .object(popUp.button)), .init("NSButtonFlags", .integer(-2_038_415_360)), .init("NSButtonFlags2", .integer(36)),
                .init("NSBezelStyle", .integer(12)), .init("NSKeyEquivalent", string("")), .init("NSPeriodicDelay", .integer(400)),
                .init("NSPeriodicInterval", .integer(75)), .init("NSAuxButtonType", .integer(-1)),
            ]
            if let selected, let item = objects[selected] { cellEntries.append(.init("NSMenuItem", .object(item))) }
            cellEntries.append(.init("NSMenuItemRespectAlignment", .bool(true)))
            if let menu = objects[popUp.menu] { cellEntries.append(.init("NSMenu", .object(menu))) }
            cellEntries += [
                .init("NSPreferredEdge", .integer(1)), .init("NSUsesItemFromMenu", .bool(true)), .init("NSAltersState", .bool(true)),
                .init("NSArrowPosition", .integer(2)),
            ]
            graph[popUp.cell].entries = cellEntries
            graph[popUp.button].entries = [
                .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(256)),
                .init("NSFrame", string(AppKitGeometry.rect(x, 1, width, 24))), .init("NSSuperview", .null),
                .init("NSNextKeyView", index + 1 < popUps.count ? .object(popUps[index + 1].button) : .null),
                .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)), .init("IBNSSafeAreaLayoutGuide", .null),
                .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)), .init("NSTag", .integer(-1)),
                .init("NSEnabled", .bool(true)), .init("NSCell", .object(popUp.cell)), .init("NSAllowsLogicalLayoutDirection", .bool(false)),
                .init("NSControlSize", .integer(0)), .init("NSControlContinuous", .bool(false)), .init("NSControlRefusesFirstResponder", .bool(false)),
                .init("NSControlUsesSingleLineMode", .bool(false)), .init("NSControlTextAlignment", .integer(4)),
                .init("NSControlLineBreakMode", .integer(4)), .init("NSControlWritingDirection", .integer(-1)),
                .init("NSControlSendActionMask", .integer(4)), .init("IBNSShadowedSymbolConfiguration", .null),
            ]
            x += width + 6
        }
        return popUps
    }

    /// The pop-up cell of a predicate editor row template that shows menu item `item`'s menu.
    mutating func templatePopUpCell(holding item: Int) -> ObjectGraph.ID? {
        let list = document[item].parent
        guard list >= 0, document[list].name == "items", case let menu = document[list].parent, menu >= 0,
            let template = rowTemplate(ofMenu: menu), document.peek("rowType", of: template) == "compound"
        else { return nil }
        return templatePopUps(template).first { $0.menu == menu }?.cell
    }
}

/// `@ruleEditorSubviews`: a rule editor's `NSSubviews`, its slice holder.
struct RuleEditorSubviewsShape: Shape {
    static let name = "ruleEditorSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let holder = lowering.ruleEditorSliceHolder(step.node) { entries.append(.init("NSSubviews", lowering.array([holder], className: "NSMutableArray"))) }
    }
}

/// `@ruleEditorKeyView`: a rule editor's `NSNextKeyView`, its slice holder.
struct RuleEditorKeyViewShape: Shape {
    static let name = "ruleEditorKeyView"
    static let keys = ["NSNextKeyView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let holder = lowering.ruleEditorSliceHolder(step.node) { entries.append(.init("NSNextKeyView", .object(holder))) }
    }
}

/// `@ruleEditorSlicesHolder`: `NSRuleEditorSlicesHolder`, the slice holder again.
struct RuleEditorSlicesHolderShape: Shape {
    static let name = "ruleEditorSlicesHolder"
    static let keys = ["NSRuleEditorSlicesHolder"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let holder = lowering.ruleEditorSliceHolder(step.node) { entries.append(.init("NSRuleEditorSlicesHolder", .object(holder))) }
    }
}

/// `@ruleEditorFormatting`: `NSRuleEditorFormattingDictionary`, empty — with `@ruleEditorRows`,
/// what AppKit holds before any row exists.
struct RuleEditorFormattingShape: Shape {
    static let name = "ruleEditorFormatting"
    static let keys = ["NSRuleEditorFormattingDictionary"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSRuleEditorFormattingDictionary", .object(lowering.graph.dictionary([], className: "NSDictionary"))))
    }
}

/// `@ruleEditorRows`: `NSRuleEditorBoundArrayOwner` (an `_NSRuleEditorViewUnboundRowHolder` with an
/// empty `NSBoundArray`) and `NSRuleEditorSlices` (empty).
struct RuleEditorRowsShape: Shape {
    static let name = "ruleEditorRows"
    static let keys = ["NSRuleEditorBoundArrayOwner", "NSRuleEditorSlices"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let owner = lowering.graph.add("_NSRuleEditorViewUnboundRowHolder", [.init("NSBoundArray", lowering.array([], className: "NSMutableArray"))])
        entries.append(.init("NSRuleEditorBoundArrayOwner", .object(owner)))
        entries.append(.init("NSRuleEditorSlices", lowering.array([], className: "NSMutableArray")))
    }
}

/// `@predicateTemplates`: a predicate editor's `NSPredicateTemplates`, its `<rowTemplates>`.
struct PredicateTemplatesShape: Shape {
    static let name = "predicateTemplates"
    static let keys = ["NSPredicateTemplates"]
    static let reads = ElementReads(children: ["rowTemplates"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSPredicateTemplates", lowering.array(lowering.listObjects("rowTemplates", of: step.node))))
    }
}

/// `@compoundTemplate`: a compound row template's keys: type 2, no options, modifier or attribute
/// types, its pop-up buttons (`templatePopUps`), no wildcards [V 1 compound template]. A simple
/// template (left and right expressions, operators) is not compiled yet: its keys are left out and
/// its attributes reported.
struct CompoundTemplateShape: Shape {
    static let name = "compoundTemplate"
    static let keys = [
        "NSPredicateTemplateType", "NSPredicateTemplateOptions", "NSPredicateTemplateModifier", "NSPredicateTemplateLeftAttributeType",
        "NSPredicateTemplateRightAttributeType", "NSPredicateTemplateViews", "NSPredicateTemplateLeftIsWildcard", "NSPredicateTemplateRightIsWildcard",
    ]
    static let reads = ElementReads(children: ["popUpMenus"], enumerations: ["rowType"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.document.peek("rowType", of: step.node) == "compound", lowering.attribute("rowType", of: step.node) != nil else { return }
        let popUps = lowering.templatePopUps(step.node)
        entries += [
            .init("NSPredicateTemplateType", .integer(2)), .init("NSPredicateTemplateOptions", .integer(0)),
            .init("NSPredicateTemplateModifier", .integer(0)), .init("NSPredicateTemplateLeftAttributeType", .integer(0)),
            .init("NSPredicateTemplateRightAttributeType", .integer(0)),
            .init("NSPredicateTemplateViews", lowering.array(popUps.map(\.button))),
            .init("NSPredicateTemplateLeftIsWildcard", .bool(false)), .init("NSPredicateTemplateRightIsWildcard", .bool(false)),
        ]
    }
}

/// `@menuItemRepresentedObject`: a menu item's `NSRepObject`, its represented number
/// (`<integer key="representedObject">`) [V 3 items of a predicate editor's pop-up].
struct MenuItemRepresentedObjectShape: Shape {
    static let name = "menuItemRepresentedObject"
    static let keys = ["NSRepObject"]
    static let reads = ElementReads(children: ["representedObject"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let number = lowering.menuItemRepresentedObject(step.node) { entries.append(.init("NSRepObject", .object(number))) }
    }
}
