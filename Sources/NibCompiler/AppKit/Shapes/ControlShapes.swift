// ControlShapes.swift — the shapes of NSControl's and NSCell's keys (FIELD-GUIDE-APPKIT §7): the
// cell's control, and the events a control sends its action on, from its cell's flags.

import InterfaceBuilder
import NibArchive

/// `@controlView`: a cell's `NSControlView`, the control whose cell it is.
struct ControlViewShape: Shape {
    static let name = "controlView"
    static let keys = ["NSControlView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let parent = lowering.document[step.node].parent
        entries.append(.init("NSControlView", parent >= 0 ? lowering.objects[parent].map { .object($0) } ?? .null : .null))
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
