// PrototypingConstraints.swift — the constraints ibtool before Xcode 8 gave a view with a fixed frame.
//
// In an Auto Layout document, a view no constraint places is written `fixedFrame="YES"
// translatesAutoresizingMaskIntoConstraints="NO"`. Before SDK 10, ibtool held it at its frame with
// four `NSIBPrototypingLayoutConstraint`s appended to its superview's constraints, after the
// document's own: its left and top edges at the frame's origin (against the superview), its width
// and its height (constants). From SDK 10 on, the view translates its autoresizing mask instead
// (`TranslatesMaskShape`). Evidence in docs/FORMAT.md ("prototyping constraints").

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The identifier ibtool gives every prototyping constraint.
    static let prototypingIdentifier = "IB auto generated at build time for view with fixed frame"

    /// Whether ibtool holds the view at its frame with prototyping constraints.
    func hasPrototypedFrame(_ node: Int) -> Bool {
        options.sdk.prototypesFixedFrames && flag("fixedFrame", of: node) == true
            && flag("translatesAutoresizingMaskIntoConstraints", of: node) == false
    }

    /// The prototyping constraints of a view's subviews, in subview order, four for each subview
    /// with a fixed frame: left, top, width, height.
    mutating func prototypingConstraints(ofSubviewsOf node: Int) -> [ObjectGraph.ID] {
        guard options.sdk.prototypesFixedFrames, let superview = objects[node], let list = document.child("subviews", of: node) else { return [] }
        var constraints: [ObjectGraph.ID] = []
        for subview in document.children(of: list) where hasPrototypedFrame(subview) {
            guard let view = objects[subview], let frame = document.child(key: "frame", of: subview) else { continue }
            constraints += prototypingConstraints(of: view, in: superview, frame: frame)
        }
        return constraints
    }

    /// The four constraints that hold `view` at the `<rect>` `frame` inside `superview`.
    mutating func prototypingConstraints(of view: ObjectGraph.ID, in superview: ObjectGraph.ID, frame: Int) -> [ObjectGraph.ID] {
        // (attribute, the frame's value, against the superview): left 1, top 3, width 7, height 8.
        let pins: [(Int64, Double, Bool)] = [
            (1, double("x", of: frame) ?? 0, true), (3, double("y", of: frame) ?? 0, true),
            (7, double("width", of: frame) ?? 0, false), (8, double("height", of: frame) ?? 0, false),
        ]
        return pins.map { attribute, constant, againstSuperview in
            var entries: [ObjectGraph.Entry] = [.init("NSFirstItem", .object(view)), .init("NSFirstAttributeV2", .integer(attribute))]
            if againstSuperview { entries.append(.init("NSSecondItem", .object(superview))) }
            // (Prototyping constraints exist before SDK 10 only, where a missing second attribute is archived.)
            entries.append(.init("NSSecondAttributeV2", .integer(againstSuperview ? attribute : 0)))
            if constant != 0 { entries.append(.init("NSConstantV2", .double(constant))) }
            entries += [
                .init("NSShouldBeArchived", .bool(true)), .init("NSLayoutIdentifier", string(Self.prototypingIdentifier)),
                .init("NSFirstAttribute", .integer(attribute)), .init("NSSecondAttribute", .integer(againstSuperview ? attribute : 0)),
            ]
            if constant != 0 { entries.append(.init("NSConstant", .double(constant))) }
            return graph.add("NSIBPrototypingLayoutConstraint", entries)
        }
    }
}
