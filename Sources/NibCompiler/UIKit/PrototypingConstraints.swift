// PrototypingConstraints.swift — the constraints ibtool before Xcode 8 gave a view with a fixed frame.
//
// In an Auto Layout document, a view no constraint places is written `fixedFrame="YES"
// translatesAutoresizingMaskIntoConstraints="NO"`. Before SDK 10, ibtool held it at its frame with
// four `NSIBPrototypingLayoutConstraint`s appended to its superview's constraints, after the
// document's own: its left and top edges at the frame's origin (against the superview), its width
// and its height (constants). From SDK 10 on, the view translates its autoresizing mask instead
// (`TranslatesMaskShape`). Evidence in docs/FORMAT.md ("prototyping constraints").
//
// A view whose subviews' frames or installation vary by size class (`<variation key="…"
// fixedFrame="YES"><rect key="frame">`, `<mask key="subviews">`) holds them in a
// `traitStorageConstraints` storage instead of its constraint list: one record for each of the nine
// size-class combinations (any/any first, with no trait collection), each with its own constraints
// for the subviews installed there, at the frame of the most specific variation that applies; every
// record removes the others' constraints, which are all the storage's candidates, record by record
// (MovingRental and Openday, SDK 9: 11 storages).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The identifier ibtool gives every prototyping constraint.
    static let prototypingIdentifier = "IB auto generated at build time for view with fixed frame"

    /// The prototyping constraints of a view's subviews, in subview order, four for each subview
    /// with a fixed frame: left, top, width, height.
    mutating func prototypingConstraints(ofSubviewsOf node: Int) -> [ObjectGraph.ID] {
        guard options.sdk.prototypesFixedFrames, !prototypesVaryBySizeClass(node) else { return [] }
        return prototypingConstraints(ofSubviewsOf: node, in: .any)
    }

    /// The prototyping constraints of the subviews of `node` installed in `sizeClass`, at the frames
    /// they have there.
    mutating func prototypingConstraints(ofSubviewsOf node: Int, in sizeClass: SizeClass) -> [ObjectGraph.ID] {
        guard let superview = objects[node] else { return [] }
        var constraints: [ObjectGraph.ID] = []
        for subview in installedSubviews(of: node, in: sizeClass) {
            guard let view = objects[subview], let frame = prototypedFrame(of: subview, in: sizeClass) else { continue }
            constraints += prototypingConstraints(of: view, subview, in: superview, frame: frame)
        }
        return constraints
    }

    /// The `<rect>` a subview is held at in `sizeClass`: the frame of its most specific variation
    /// that applies there, else its own; nil when it has no fixed frame there.
    func prototypedFrame(of view: Int, in sizeClass: SizeClass) -> Int? {
        guard flag("translatesAutoresizingMaskIntoConstraints", of: view) == false else { return nil }
        if let variation = frameVariation(of: view, in: sizeClass) {
            guard (flag("fixedFrame", of: variation) ?? flag("fixedFrame", of: view)) == true else { return nil }
            return document.child(key: "frame", of: variation)
        }
        guard flag("fixedFrame", of: view) == true else { return nil }
        return document.child(key: "frame", of: view)
    }

    /// The most specific size-class `<variation>` of `view` with a frame that applies in `sizeClass`.
    func frameVariation(of view: Int, in sizeClass: SizeClass) -> Int? {
        var best: (variation: Int, specificity: Int)?
        for variation in document.children(of: view) where document[variation].name == "variation" {
            guard let key = document.key(of: variation), key != "default", Lowering.isSizeClassKey(key),
                document.child(key: "frame", of: variation) != nil
            else { continue }
            let traits = SizeClass(key)
            guard traits.applies(in: sizeClass), traits.specificity >= (best?.specificity ?? 0) else { continue }
            best = (variation, traits.specificity)
        }
        return best?.variation
    }

    /// The subviews of `node` installed in `sizeClass`: all but those its default variation
    /// excludes, then the masks of its variations that apply there, the less specific first.
    func installedSubviews(of node: Int, in sizeClass: SizeClass) -> [Int] {
        guard let list = document.child("subviews", of: node) else { return [] }
        var excluded = removedByDefault(node, Lowering.relationshipMasks[0])
        let variations = maskVariations(node, Lowering.relationshipMasks[0]).compactMap { variation -> (Int, SizeClass)? in
            guard let key = document.key(of: variation), key != "default" else { return nil }
            let traits = SizeClass(key)
            return traits.applies(in: sizeClass) ? (variation, traits) : nil
        }
        for (variation, _) in variations.sorted(by: { $0.1.specificity < $1.1.specificity }) {
            for mask in document.children(of: variation) where document.key(of: mask) == "subviews" {
                for item in document.children(of: mask) {
                    guard let target = document.peek("reference", of: item).flatMap({ document.nodeByID[$0] }) else { continue }
                    if document[item].name == "include" { excluded.remove(target) } else { excluded.insert(target) }
                }
            }
        }
        return document.children(of: list).filter { !excluded.contains($0) }
    }

    /// Whether the prototyping constraints of `node`'s subviews differ by size class: a subview
    /// has a frame variation, or `node` masks its subviews per size class.
    func prototypesVaryBySizeClass(_ node: Int) -> Bool {
        guard options.sdk.prototypesFixedFrames, let list = document.child("subviews", of: node) else { return false }
        let subviews = Array(document.children(of: list))
        let prototyped = subviews.filter { subview in
            flag("translatesAutoresizingMaskIntoConstraints", of: subview) == false
                && (flag("fixedFrame", of: subview) == true
                    || document.children(of: subview).contains { document[$0].name == "variation" && flag("fixedFrame", of: $0) == true })
        }
        guard !prototyped.isEmpty else { return false }
        if !maskVariations(node, Lowering.relationshipMasks[0]).isEmpty { return true }
        return prototyped.contains { subview in
            document.children(of: subview).contains { variation in
                document[variation].name == "variation" && document.key(of: variation) != "default"
                    && document.child(key: "frame", of: variation) != nil
            }
        }
    }

    /// The `traitStorageConstraints` storage of a view whose subviews' prototyping constraints vary
    /// by size class, and the objects it concerns.
    mutating func prototypeStorage(_ node: Int) -> (object: ObjectGraph.ID, concerned: [ObjectGraph.ID])? {
        guard let viewObject = objects[node] else { return nil }
        let perSizeClass = SizeClass.all.map { ($0, prototypingConstraints(ofSubviewsOf: node, in: $0)) }
        let candidates = perSizeClass.flatMap(\.1)
        // The nib lists them among its objects, last (MovingRental: 1,612 of 1,612).
        traitStoredConstraints += candidates
        var records: [ObjectGraph.ID] = []
        for (sizeClass, added) in perSizeClass {
            let own = Set(added)
            let traits = recordTraitCollection(sizeClass.traits)
            let (addedSet, removedSet) = (storageSet(added), storageSet(candidates.filter { !own.contains($0) }))
            records.append(
                graph.add("_UIRelationshipTraitStorageRecord", [
                    .init("UITraitCollection", traits), .init("UIAddedObjects", addedSet), .init("UIRemovedObjects", removedSet),
                ]))
        }
        let ordered = graph.add("NSOrderedSet", candidates.enumerated().map { .init("NS.object.\($0.offset)", .object($0.element)) })
        let storage = graph.add("_UIRelationshipTraitStorage", [
            .init("UIObject", .object(viewObject)), .init("UIKeyPath", string("traitStorageConstraints")),
            .init("UIRecords", array(records, className: "NSMutableArray")), .init("UIRelationshipCandidates", .object(ordered)),
        ])
        return (storage, [viewObject])
    }

    /// The constraints that hold `view` (the subview `node`) at the `<rect>` `frame` inside
    /// `superview`: left, top, and the dimensions UIKit does not size itself.
    mutating func prototypingConstraints(of view: ObjectGraph.ID, _ node: Int, in superview: ObjectGraph.ID, frame: Int) -> [ObjectGraph.ID] {
        let sized = Lowering.selfSizedDimensions(of: node, in: document)
        // (attribute, the frame's value, against the superview): left 1, top 3, width 7, height 8.
        var pins: [(Int64, Double, Bool)] = [(1, double("x", of: frame) ?? 0, true), (3, double("y", of: frame) ?? 0, true)]
        if !sized.width { pins.append((7, double("width", of: frame) ?? 0, false)) }
        if !sized.height { pins.append((8, double("height", of: frame) ?? 0, false)) }
        return pins.map { attribute, written, againstSuperview in
            // A negative left offset is written the other way round, the superview first, so that
            // the constant is positive (MovingRental: a text field at x = -4); a negative top one is
            // not (Openday: three text fields at y = -6).
            let flipped = attribute == 1 && written < 0
            let constant = flipped ? -written : written
            var entries: [ObjectGraph.Entry] = [.init("NSFirstItem", .object(flipped ? superview : view)), .init("NSFirstAttributeV2", .integer(attribute))]
            if againstSuperview { entries.append(.init("NSSecondItem", .object(flipped ? view : superview))) }
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

    /// The dimensions a view of this kind sizes itself, which Interface Builder does not let the
    /// user resize and so gives no prototyping constraint: a rounded-rect text field's height (40
    /// text fields of the SDK-9 pairs: left, top and width only) and both of a switch's (2: left and
    /// top only). Inferred alike from UIKit's fixed-size controls, unseen in the pairs: a stepper's
    /// and an activity indicator's size, a slider's and a progress view's height.
    static func selfSizedDimensions(of node: Int, in document: IBDocument) -> (width: Bool, height: Bool) {
        switch document[node].name {
        case "switch", "stepper", "activityIndicatorView": return (true, true)
        case "slider", "progressView": return (false, true)
        case "textField": return (false, document.attribute("borderStyle", of: node) == "roundedRect")
        default: return (false, false)
        }
    }
}

/// A size class as a trait collection sees it: compact (1) or regular (2) width and height, nil for
/// any.
struct SizeClass: Hashable {
    var horizontal: Int64?
    var vertical: Int64?

    static let any = SizeClass(horizontal: nil, vertical: nil)

    /// The nine combinations, in the order ibtool writes their records: any width first, and in each
    /// width any, compact, regular height.
    static let all: [SizeClass] = [nil, 1, 2].flatMap { (horizontal: Int64?) in
        [nil, 1, 2].map { (vertical: Int64?) in SizeClass(horizontal: horizontal, vertical: vertical) }
    }

    init(horizontal: Int64?, vertical: Int64?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// A variation's key: `heightClass=regular-widthClass=compact`.
    init(_ key: String) {
        var sizeClass = SizeClass.any
        for (name, value) in Lowering.sizeClassTraits(key) {
            if name == "HorizontalSizeClass" { sizeClass.horizontal = value } else { sizeClass.vertical = value }
        }
        self = sizeClass
    }

    /// How many of the two classes it names.
    var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

    /// Whether a variation for this size class applies in `other` (every class it names is other's).
    func applies(in other: SizeClass) -> Bool {
        (horizontal == nil || horizontal == other.horizontal) && (vertical == nil || vertical == other.vertical)
    }

    /// Its traits, as `traitCollection(_:)` takes them.
    var traits: [(String, Int64)] {
        (horizontal.map { [("HorizontalSizeClass", $0)] } ?? []) + (vertical.map { [("VerticalSizeClass", $0)] } ?? [])
    }
}
