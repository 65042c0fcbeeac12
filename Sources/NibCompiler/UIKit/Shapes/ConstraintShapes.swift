// ConstraintShapes.swift — the shapes of NSLayoutConstraint's keys: items (a cell stands for its
// content view), attributes (margins written as edges in the legacy keys), multiplier and
// constants (symbolic, V2, legacy), all read together once per constraint
// (`Lowering.constraintEntries`).

import InterfaceBuilder
import NibArchive

/// What every constraint shape reads of its `<constraint>`.
private let constraintReads = ElementReads(
    ["firstItem", "secondItem", "multiplier", "constant", "symbolic"], enumerations: ["firstAttribute", "secondAttribute"])

/// `@firstItem`: the first item, or the view whose `<constraints>` holds the constraint.
struct FirstItemShape: Shape {
    static let name = "firstItem"
    static let keys = ["NSFirstItem"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.firstItem, step.node, into: &entries)
    }
}

/// `@multiplier`: "0.5", "1:3" or "1/3", at float precision, left out at 1.
struct MultiplierShape: Shape {
    static let name = "multiplier"
    static let keys = ["NSMultiplier"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.multiplier, step.node, into: &entries)
    }
}

/// `@secondItem`: the second item and its attribute (V2).
struct SecondItemShape: Shape {
    static let name = "secondItem"
    static let keys = ["NSSecondItem", "NSSecondAttributeV2"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.secondItem, step.node, into: &entries)
    }
}

/// `@constantV2`: the symbolic standard spacing, or the constant when not 0.
struct ConstantV2Shape: Shape {
    static let name = "constantV2"
    static let keys = ["NSSymbolicConstant", "NSConstantV2"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.constantV2, step.node, into: &entries)
    }
}

/// `@firstAttribute`: the first attribute, a margin as its edge.
struct FirstAttributeShape: Shape {
    static let name = "firstAttribute"
    static let keys = ["NSFirstAttribute"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.firstAttribute, step.node, into: &entries)
    }
}

/// `@secondAttribute`: the second attribute, a margin as its edge, with a second item.
struct SecondAttributeShape: Shape {
    static let name = "secondAttribute"
    static let keys = ["NSSecondAttribute"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.secondAttribute, step.node, into: &entries)
    }
}

/// `@constant`: the legacy constant, margins moved into it.
struct ConstantShape: Shape {
    static let name = "constant"
    static let keys = ["NSConstant"]
    static let reads = constraintReads
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(.constant, step.node, into: &entries)
    }
}
