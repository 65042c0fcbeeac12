// TraitVariations.swift — a UIKit nib's size-class variations (`UINibTraitStorageListsKey`) back
// into the document's `<variation>` elements: the inverse of UIKitTraits.swift and
// PrototypingConstraints.swift.
//
// - A relationship storage (`traitStorageSubviews`, `traitStorageConstraints`) gives each record's
//   trait collection a `<variation key="…"><mask key="subviews|constraints">` on the storage's view:
//   what the record removes `<exclude>`d, what it adds `<include>`d (the record without traits is
//   `default`). Its candidates are the view's whole list, installed or not: a subview or constraint
//   the default variation removes is archived but not in the view's own list.
// - A constraints storage of prototyping constraints (before SDK 10: a view whose subviews' fixed
//   frames vary) gives, per size class, each subview's frame there (left, top, width, height); a
//   size class whose frame is not the one the document would give it already (the view's own, or
//   its most specific variation that applies) gets `<variation key="…" fixedFrame="YES"><rect
//   key="frame">` on the subview.
// - An attribute storage of `encodedConstant` gives each of its trait records `<variation key="…"
//   constant="…"/>` on the constraint (ibtool writes each such storage twice).
// Attribute storages of other key paths (runtime attributes, a frame) are reported, not rebuilt.

import InterfaceBuilder
import NibArchive

/// The variations a UIKit nib's trait storage lists say, by the object they belong to.
struct TraitVariations {
    enum Variation: Equatable {
        /// A subview's frame in a size class.
        case frame(key: String, frame: [Double])
        /// A view's subviews or constraints masked in a size class.
        case mask(key: String, relationship: String, included: [ObjectGraph.ID], excluded: [ObjectGraph.ID])
        /// A constraint's constant in a size class.
        case constant(key: String, value: Double)
    }

    /// Each object's variations, by object index, in the order the document writes them.
    var variations: [Int: [Variation]] = [:]
    /// A view's whole subviews list (a subviews storage's candidates), by object index.
    var subviews: [Int: [ObjectGraph.ID]] = [:]
    /// A view's whole constraints list (a constraints storage's candidates), by object index.
    var constraints: [Int: [ObjectGraph.ID]] = [:]
    /// Views a prototype storage holds at a fixed frame.
    var fixedFrameViews: Set<Int> = []
    /// What was not rebuilt, for `--report`.
    var unrecovered: [String] = []

    init() {}

    init(_ raising: Raising) {
        let root = raising.values(of: ObjectGraph.ID(index: 0))
        var seenConstants: Set<Int> = []
        for list in raising.items(root["UINibTraitStorageListsKey"]) where raising.graph[list].className == "_UITraitStorageList" {
            for storage in raising.items(raising.values(of: list)["UITraitStorages"]) {
                let values = raising.values(of: storage)
                guard case .object(let owner)? = values["UIObject"], let keyPath = raising.text(values["UIKeyPath"]) else {
                    unrecovered.append("a trait storage without an object or key path")
                    continue
                }
                let records = raising.items(values["UIRecords"])
                switch (raising.graph[storage].className, keyPath) {
                case ("_UIAttributeTraitStorage", "encodedConstant"):
                    guard seenConstants.insert(owner.index).inserted else { continue }
                    for record in records {
                        let recordValues = raising.values(of: record)
                        guard let key = Self.key(of: recordValues["UITraitCollection"], in: raising), key != "default",
                            case .object(let constant)? = recordValues["UIValue"]
                        else { continue }
                        if case .double(let number)? = raising.values(of: constant)["UINumericConstant"] {
                            variations[owner.index, default: []].append(.constant(key: key, value: number))
                        }
                    }
                case ("_UIRelationshipTraitStorage", "traitStorageSubviews"), ("_UIRelationshipTraitStorage", "traitStorageConstraints"):
                    let candidates = Self.setMembers(values["UIRelationshipCandidates"], in: raising)
                    let isSubviews = keyPath == "traitStorageSubviews"
                    if !isSubviews, !candidates.isEmpty, candidates.allSatisfy({ raising.graph[$0].className == "NSIBPrototypingLayoutConstraint" }) {
                        prototypeFrames(of: owner, records: records, in: raising)
                        continue
                    }
                    if isSubviews { subviews[owner.index] = candidates } else { constraints[owner.index] = candidates }
                    for record in records {
                        let recordValues = raising.values(of: record)
                        guard let key = Self.key(of: recordValues["UITraitCollection"], in: raising) else { continue }
                        let included = Self.setMembers(recordValues["UIAddedObjects"], in: raising)
                        let excluded = Self.setMembers(recordValues["UIRemovedObjects"], in: raising)
                        guard !included.isEmpty || !excluded.isEmpty else { continue }
                        variations[owner.index, default: []].append(
                            .mask(key: key, relationship: isSubviews ? "subviews" : "constraints", included: included, excluded: excluded))
                    }
                default:
                    unrecovered.append("a size-class variation of '\(keyPath)'")
                }
            }
        }
    }

    /// The variation key of a record's trait collection (`default` for none or an empty one), nil
    /// for traits other than the size classes.
    static func key(of value: ObjectGraph.Value?, in raising: Raising) -> String? {
        guard case .object(let traits)? = value else { return "default" }
        var parts: [String] = []
        for (name, trait) in [("heightClass", "VerticalSizeClass"), ("widthClass", "HorizontalSizeClass")] {
            guard case .integer(let number)? = raising.values(of: traits)["UITraitCollectionBuiltinTrait-_UITraitName" + trait] else { continue }
            switch number {
            case 1: parts.append(name + "=compact")
            case 2: parts.append(name + "=regular")
            default: return nil
            }
        }
        guard raising.graph[traits].entries.count == parts.count else { return nil }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    /// The members of an NSSet (inlined, or the SDK's shared empty one) or, in order, of an
    /// NSOrderedSet (`NS.object.<n>`).
    static func setMembers(_ value: ObjectGraph.Value?, in raising: Raising) -> [ObjectGraph.ID] {
        guard case .object(let set)? = value else { return [] }
        return raising.graph[set].entries.compactMap { entry in
            if case .object(let member) = entry.value, entry.key == "UINibEncoderEmptyKey" || entry.key.hasPrefix("NS.object.") { return member }
            return nil
        }
    }

    /// The frame variations a prototype storage of `superview` says: each record's frames of its
    /// subviews, kept where the document would not already give them.
    private mutating func prototypeFrames(of superview: ObjectGraph.ID, records: [ObjectGraph.ID], in raising: Raising) {
        var perSizeClass: [(key: String, specificity: Int, frames: [Int: [Double]])] = []
        var order: [Int] = []
        var ordered: Set<Int> = []
        for record in records {
            let recordValues = raising.values(of: record)
            guard let key = Self.key(of: recordValues["UITraitCollection"], in: raising) else { continue }
            var frames: [Int: [Double]] = [:]
            for constraint in Self.setMembers(recordValues["UIAddedObjects"], in: raising) {
                let values = raising.values(of: constraint)
                guard case .object(let first)? = values["NSFirstItem"], case .integer(let attribute)? = values["NSFirstAttributeV2"] ?? values["NSFirstAttribute"]
                else { continue }
                var second: ObjectGraph.ID?
                if case .object(let item)? = values["NSSecondItem"] { second = item }
                // (A negative left offset is written the superview first: PrototypingConstraints.swift.)
                let flipped = first == superview
                guard let view = flipped ? second : first else { continue }
                var constant = 0.0
                switch values["NSConstantV2"] ?? values["NSConstant"] {
                case .double(let number)?: constant = number
                case .float(let number)?: constant = Double(number)
                default: break
                }
                if frames[view.index] == nil {
                    frames[view.index] = Self.frame(of: view, in: raising) ?? [0, 0, 0, 0]
                    if ordered.insert(view.index).inserted { order.append(view.index) }
                }
                switch attribute {
                case 1: frames[view.index]![0] = flipped ? -constant : constant
                case 3: frames[view.index]![1] = constant
                case 7: frames[view.index]![2] = constant
                case 8: frames[view.index]![3] = constant
                default: break
                }
            }
            let specificity = key == "default" ? 0 : key.split(separator: "-").count
            perSizeClass.append((key, specificity, frames))
        }
        fixedFrameViews.formUnion(order)
        // The document's own frames are the any size class's; each other size class, the less
        // specific first, gets a variation where what applies there is not its frame.
        for (key, _, frames) in perSizeClass.filter({ $0.specificity > 0 }).sorted(by: { $0.specificity < $1.specificity }) {
            let target = SizeClass(key)
            for view in order {
                guard let frame = frames[view] else { continue }
                var applied = Self.frame(of: ObjectGraph.ID(index: view), in: raising) ?? frame
                var best = -1
                for case .frame(let otherKey, let otherFrame) in variations[view] ?? [] {
                    let traits = SizeClass(otherKey)
                    if traits.applies(in: target), traits.specificity >= best {
                        (applied, best) = (otherFrame, traits.specificity)
                    }
                }
                if zip(applied, frame).contains(where: { abs($0 - $1) > 1e-6 }) {
                    variations[view, default: []].append(.frame(key: key, frame: frame))
                }
            }
        }
    }

    /// A view's frame from its bounds and center.
    static func frame(of view: ObjectGraph.ID, in raising: Raising) -> [Double]? {
        let values = raising.values(of: view)
        guard case .data(let boundsBytes)? = values["UIBounds"], let bounds = NibGeometry(bytes: boundsBytes)?.components, bounds.count == 4,
            case .data(let centerBytes)? = values["UICenter"], let center = NibGeometry(bytes: centerBytes)?.components, center.count == 2
        else { return nil }
        return [center[0] - bounds[2] / 2, center[1] - bounds[3] / 2, bounds[2], bounds[3]]
    }
}

extension Raising {
    /// The `<variation>` elements of `object`.
    func variationElements(of object: ObjectGraph.ID) -> [DecompiledElement] {
        guard let list = traitVariations.variations[object.index] else { return [] }
        var elements: [DecompiledElement] = []
        for variation in list {
            switch variation {
            case .frame(let key, let frame):
                let rect = DecompiledElement("rect", [
                    ("key", "frame"), ("x", KeyRecipe.Codec.text(frame[0])), ("y", KeyRecipe.Codec.text(frame[1])),
                    ("width", KeyRecipe.Codec.text(frame[2])), ("height", KeyRecipe.Codec.text(frame[3])),
                ])
                elements.append(DecompiledElement("variation", [("key", key), ("fixedFrame", "YES")], children: [rect]))
            case .mask(let key, let relationship, let included, let excluded):
                let items = excluded.map { DecompiledElement("exclude", [("reference", id(of: $0))]) } + included.map { DecompiledElement("include", [("reference", id(of: $0))]) }
                let mask = DecompiledElement("mask", [("key", relationship)], children: items)
                // (Both masks of one size class in one variation, subviews first.)
                if let index = elements.firstIndex(where: { $0.name == "variation" && $0[attribute: "key"] == key && $0[attribute: "fixedFrame"] == nil }) {
                    elements[index].children.append(mask)
                } else {
                    elements.append(DecompiledElement("variation", [("key", key)], children: [mask]))
                }
            case .constant(let key, let value):
                elements.append(DecompiledElement("variation", [("key", key), ("constant", KeyRecipe.Codec.text(value))]))
            }
        }
        // The default variation first, as Interface Builder writes it.
        return elements.filter { $0[attribute: "key"] == "default" } + elements.filter { $0[attribute: "key"] != "default" }
    }
}
