// ConstraintShapes.swift — the shapes of NSLayoutConstraint's keys: items (a cell stands for its
// content view), attributes (margins written as edges in the legacy keys), multiplier and
// constants (symbolic, V2, legacy), all read together once per constraint
// (`Lowering.constraintEntries`).

import InterfaceBuilder
import NibArchive

/// A shape that writes one part of a constraint; all of them read the same attributes.
protocol ConstraintPartShape: Shape {
    static var part: Lowering.ConstraintPart { get }
}

extension ConstraintPartShape {
    static var reads: ElementReads {
        ElementReads(["firstItem", "secondItem", "multiplier", "constant", "symbolic"], enumerations: ["firstAttribute", "secondAttribute"])
    }

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.constraintEntries(part, step.node, into: &entries)
    }
}

/// `@firstItem`: the first item, or the view whose `<constraints>` holds the constraint.
struct FirstItemShape: ConstraintPartShape {
    static let (name, keys, part) = ("firstItem", ["NSFirstItem"], Lowering.ConstraintPart.firstItem)
}

/// `@multiplier`: "0.5", "1:3" or "1/3", at float precision, left out at 1.
struct MultiplierShape: ConstraintPartShape {
    static let (name, keys, part) = ("multiplier", ["NSMultiplier"], Lowering.ConstraintPart.multiplier)
}

/// `@secondItem`: the second item and its attribute (V2).
struct SecondItemShape: ConstraintPartShape {
    static let (name, keys, part) = ("secondItem", ["NSSecondItem", "NSSecondAttributeV2"], Lowering.ConstraintPart.secondItem)
}

/// `@constantV2`: the symbolic standard spacing, or the constant when not 0.
struct ConstantV2Shape: ConstraintPartShape {
    static let (name, keys, part) = ("constantV2", ["NSSymbolicConstant", "NSConstantV2"], Lowering.ConstraintPart.constantV2)
}

/// `@firstAttribute`: the first attribute, a margin as its edge.
struct FirstAttributeShape: ConstraintPartShape {
    static let (name, keys, part) = ("firstAttribute", ["NSFirstAttribute"], Lowering.ConstraintPart.firstAttribute)
}

/// `@secondAttribute`: the second attribute, a margin as its edge, with a second item.
struct SecondAttributeShape: ConstraintPartShape {
    static let (name, keys, part) = ("secondAttribute", ["NSSecondAttribute"], Lowering.ConstraintPart.secondAttribute)
}

/// `@constant`: the legacy constant, margins moved into it.
struct ConstantShape: ConstraintPartShape {
    static let (name, keys, part) = ("constant", ["NSConstant"], Lowering.ConstraintPart.constant)
}

extension MultiplierShape: InvertibleShape {
    static let loss = "the multiplier is rounded to a Float, and a ratio (\"1:3\") comes back as its quotient"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if case .double(let multiplier)? = values["NSMultiplier"] { element.attributes["multiplier"] = KeyRecipe.Codec.text(multiplier) }
    }
}

extension ConstantV2Shape: InvertibleShape {
    static let loss = "a constant of 0 is left out"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if values["NSSymbolicConstant"] != nil { element.attributes["symbolic"] = "YES" }
        if case .double(let constant)? = values["NSConstantV2"] { element.attributes["constant"] = KeyRecipe.Codec.text(constant) }
    }
}

/// The legacy attribute keys name an edge; a margin attribute comes back from the V2 keys.
extension FirstAttributeShape: InvertibleShape {
    static let loss = "a margin attribute comes back as its edge (the V2 key keeps the margin)"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if case .integer(let raw)? = values["NSFirstAttribute"] { element.attributes["firstAttribute"] = Lowering.constraintFirstAttribute?.caseName(raw) }
    }
}

extension SecondAttributeShape: InvertibleShape {
    static let loss = FirstAttributeShape.loss

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if case .integer(let raw)? = values["NSSecondAttribute"] { element.attributes["secondAttribute"] = Lowering.constraintSecondAttribute?.caseName(raw) }
    }
}
