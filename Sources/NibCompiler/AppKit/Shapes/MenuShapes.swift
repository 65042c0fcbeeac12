// MenuShapes.swift — the shapes of NSMenu's and NSMenuItem's keys (FIELD-GUIDE-APPKIT §11): the
// items and the menu that owns each (a conditional key), separators, the key equivalent's
// modifiers, images, and a submenu's action and target.

import InterfaceBuilder
import NibArchive

/// `@menuItems`: `NSMenuItems`, an `NSMutableArray` of `<items>` [V 62].
struct MenuItemsShape: Shape {
    static let name = "menuItems"
    static let keys = ["NSMenuItems"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSMenuItems", lowering.array(lowering.listObjects("items", of: step.node), className: "NSMutableArray")))
    }
}

extension Lowering {
    /// The menu whose `<items>` hold `node`.
    func owningMenu(of node: Int) -> ObjectGraph.ID? {
        let list = document[node].parent
        guard list >= 0, document[list].name == "items", document[list].parent >= 0 else { return nil }
        return objects[document[list].parent]
    }
}

/// `@owningMenu`: a menu item's `NSMenu`, the menu that holds it.
struct OwningMenuShape: Shape {
    static let name = "owningMenu"
    static let keys = ["NSMenu"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let menu = lowering.owningMenu(of: step.node) { entries.append(.init("NSMenu", .object(menu))) }
    }
}

/// `@menuItemDisabled`: `NSIsDisabled` for `enabled="NO"` and for every separator [V 169/169].
struct MenuItemDisabledShape: Shape {
    static let name = "menuItemDisabled"
    static let keys = ["NSIsDisabled"]
    static let reads = ElementReads(["enabled", "isSeparatorItem"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        if lowering.attribute("enabled", of: node) == "NO" || lowering.attribute("isSeparatorItem", of: node) == "YES" {
            entries.append(.init("NSIsDisabled", .bool(true)))
        }
    }
}

/// `@menuItemHidden`: `NSIsHidden`, for `hidden="YES"` or the first item of a pull-down's menu,
/// which AppKit shows as the button's title and never in the menu [V 3/3 pull-downs' first items,
/// one without the attribute].
struct MenuItemHiddenShape: Shape {
    static let name = "menuItemHidden"
    static let keys = ["NSIsHidden"]
    static let reads = ElementReads(["hidden"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.attribute("hidden", of: step.node) == "YES" || lowering.isPullDownTitleItem(step.node) {
            entries.append(.init("NSIsHidden", .bool(true)))
        }
    }
}

extension Lowering {
    /// Whether menu item `node` is the first of the menu of a pop-up button cell that pulls down.
    func isPullDownTitleItem(_ node: Int) -> Bool {
        let items = document[node].parent
        guard items >= 0, document[items].name == "items", document.children(of: items).first(where: { _ in true }) == node else { return false }
        let menu = document[items].parent
        guard menu >= 0, document[menu].name == "menu" else { return false }
        let cell = document[menu].parent
        return cell >= 0 && document[cell].name == "popUpButtonCell" && document.peek("pullsDown", of: cell) == "YES"
    }
}

/// `@keyEquivalentModifierMask`: `NSKeyEquivModMask`, AppKit's modifier flags from
/// `<modifierMask>`; without the element ⌘ (0x100000), but for a separator; none for an empty
/// element [V 169/169].
struct KeyEquivalentModifierMaskShape: BitfieldShape {
    static let name = "keyEquivalentModifierMask"
    static let bitfield = AppKitBitfields.keyEquivalentModifiers
    static let reads = bitfield.reads.union(ElementReads(["isSeparatorItem"]))

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let value: Int64
        if lowering.document.child(key: "keyEquivalentModifierMask", of: node) != nil {
            value = bitfield.encode { lowering.bitfieldValue($0, of: node) }
        } else {
            value = lowering.attribute("isSeparatorItem", of: node) == "YES" ? 0 : 0x10_0000
        }
        if value != 0 { entries.append(.init("NSKeyEquivModMask", .integer(value))) }
    }

    /// No key is no modifier: an empty `<modifierMask>` (without one, an item has ⌘).
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if values["NSKeyEquivModMask"] == nil { element.children["keyEquivalentModifierMask"] = RaisedElement() }
        raiseBits(values, into: &element)
    }
}

/// `@menuStateImages`: `NSOnImage` and `NSMixedImage`, AppKit's checkmark and mixed-state images,
/// one object each for every item [V].
struct MenuStateImagesShape: Shape {
    static let name = "menuStateImages"
    static let keys = ["NSOnImage", "NSMixedImage"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSOnImage", .object(lowering.appKitImage("NSMenuCheckmark"))))
        entries.append(.init("NSMixedImage", .object(lowering.appKitImage("NSMenuMixedState"))))
    }
}

extension Lowering {
    /// The pop-up button cell whose menu holds `item`, if it is in one.
    func popUpCell(holding item: Int) -> Int? {
        let list = document[item].parent
        guard list >= 0, document[list].name == "items", case let menu = document[list].parent, menu >= 0,
            case let cell = document[menu].parent, cell >= 0, document[cell].name == "popUpButtonCell", attribute(.key, of: menu) == "menu"
        else { return nil }
        return cell
    }
}

/// `@submenuAction`: a menu item's `NSAction`: `submenuAction:` for an item with a submenu,
/// `_popUpItemAction:` for an item of a pop-up button's menu, a predicate row template's too [V 21; 4].
struct SubmenuActionShape: Shape {
    static let name = "submenuAction"
    static let keys = ["NSAction"]
    static let reads = ElementReads(children: ["submenu"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.document.child(key: "submenu", of: step.node) != nil {
            entries.append(.init("NSAction", lowering.string("submenuAction:")))
        } else if lowering.popUpCell(holding: step.node) != nil || lowering.templatePopUpCell(holding: step.node) != nil {
            entries.append(.init("NSAction", lowering.string("_popUpItemAction:")))
        }
    }
}

/// `@submenuTarget`: a menu item's `NSTarget`: its submenu, or the pop-up button cell whose menu
/// holds it.
struct SubmenuTargetShape: Shape {
    static let name = "submenuTarget"
    static let keys = ["NSTarget"]
    static let reads = ElementReads(children: ["submenu"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let submenu = lowering.document.child(key: "submenu", of: step.node).flatMap({ lowering.objects[$0] }) {
            entries.append(.init("NSTarget", .object(submenu)))
        } else if let cell = lowering.popUpCell(holding: step.node).flatMap({ lowering.objects[$0] }) ?? lowering.templatePopUpCell(holding: step.node) {
            entries.append(.init("NSTarget", .object(cell)))
        }
    }
}

/// `@selectedIndex`: a pop-up button cell's `NSSelectedIndex`, the place of its `selectedItem` in
/// its menu; −1 for none; left out for the first [V 9/9].
struct SelectedIndexShape: Shape {
    static let name = "selectedIndex"
    static let keys = ["NSSelectedIndex"]
    static let reads = ElementReads(["selectedItem"], children: ["menu"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        let items = document.child(key: "menu", of: step.node).flatMap { document.child("items", of: $0) }.map { Array(document.children(of: $0)) } ?? []
        let selected = lowering.attribute("selectedItem", of: step.node).flatMap { id in items.firstIndex { document.peek("id", of: $0) == id } } ?? -1
        if selected != 0 { entries.append(.init("NSSelectedIndex", .integer(Int64(selected)))) }
    }
}

/// `@buttonFont`: a button cell's `NSSupport`, its `<font>`; an inline-bezel button's small bold
/// system font is the emphasized subheadline it draws (`AppKitFonts.inlineBezelSmallBold`).
struct ButtonFontShape: Shape {
    static let name = "buttonFont"
    static let keys = ["NSSupport"]
    static let reads = ElementReads(children: ["font"], enumerations: ["bezelStyle"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let node = lowering.document.child(key: "font", of: step.node) else { return }
        let role = AppKitFonts.inlineBezelSmallBold
        let inline = lowering.attribute("bezelStyle", of: step.node) == "inline" && lowering.document.peek("metaFont", of: node) == "smallSystemBold"
            && lowering.document.peek("size", of: node) == nil
        let font = inline && lowering.attribute("metaFont", of: node) != nil
            ? lowering.appKitFont(role.name, size: role.size, flags: role.flags, followsAppearance: false, textStyle: role.textStyle)
            : lowering.appKitFont(node)
        if let font { entries.append(.init("NSSupport", .object(font))) }
    }
}

/// `@popUpFont`: a pop-up button cell's `NSSupport`, its `<font>`, where the system font is the
/// menu font it draws its items in (`NSfFlags` 0x616) [V 5/5 pop-ups with `metaFont="system"`; a
/// named, menu, message or small system font is as written, V 6].
struct PopUpFontShape: Shape {
    static let name = "popUpFont"
    static let keys = ["NSSupport"]
    static let reads = ElementReads(children: ["font"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let font = lowering.document.child(key: "font", of: step.node).flatMap({ lowering.appKitFont($0, system: "menu") }) else { return }
        entries.append(.init("NSSupport", .object(font)))
    }
}
