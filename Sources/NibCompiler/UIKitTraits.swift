// UIKitTraits.swift — size-class variations as trait storage (`UINibTraitStorageListsKey`).
//
// Measured on ibtool's output (Mixpanel TakeoverNotificationViewController~ipad): a constraint whose
// constant varies (`<variation key="widthClass=compact" constant="25"/>`) gets an
// `_UIAttributeTraitStorage` for the key path `encodedConstant`, holding one record per variation —
// a `UITraitCollection` with the size classes (compact 1, regular 2) and the constant as an
// `_NSLayoutConstraintConstant` — the more specific variations first, then a record with an empty
// trait collection and the base constant; ibtool writes that storage twice (every such constraint
// of the corpus nibs). The storages of each top-level object form one `_UITraitStorageList`.
//
// Measured on ibtool's output (NohanaImagePicker, SDK 10) and Intune's nibs: a view whose
// variations install or remove its constraints (`<variation key="default"><mask key="constraints">
// <exclude reference="…"/>`) gets an `_UIRelationshipTraitStorage` for the key path
// `traitStorageConstraints`: one record per variation — the default (an empty trait collection)
// first — with the constraints it adds and removes as NSSets, and all the view's constraints as
// `UIRelationshipCandidates` (an NSOrderedSet). A constraint the default removes is archived but not
// among the view's `UIViewAutolayoutConstraints`. A list's `UIDescendants` is the set of the objects
// its storages concern below the top-level object: each storage's object and the items of a
// relationship's candidate constraints (Nohana: both labels of the header view; Mixpanel: the six
// constraints with constant variations; Intune: the four items of the view's constraints).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The trait storage lists of the document, one per top-level object that has variations.
    mutating func traitStorageLists(topLevel: [Int]) -> [ObjectGraph.ID] {
        var lists: [ObjectGraph.ID] = []
        for top in topLevel {
            guard let topObject = objects[top] else { continue }
            var storages: [ObjectGraph.ID] = []
            var concerned: [ObjectGraph.ID] = []
            let below = descendants(of: top)
            // Views whose variations mask their constraints (the variation is a child of the view).
            let masked = Set(below.compactMap { node in
                document[node].name == "variation" && Lowering.isConstraintMask(node, in: document) ? document[node].parent : nil
            })
            for node in [top] + below where masked.contains(node) {
                guard let storage = relationshipStorage(node) else { continue }
                storages.append(storage.object)
                concerned += storage.concerned
            }
            for node in below where document[node].name == "constraint" {
                guard let constraint = objects[node] else { continue }
                let variations = document.children(of: node).filter {
                    document[$0].name == "variation" && attribute("constant", of: $0) != nil
                }
                guard !variations.isEmpty else { continue }
                var records: [(traits: [(String, Int64)], constant: Double)] = variations.compactMap { variation in
                    guard let key = attribute("key", of: variation), let constant = double("constant", of: variation) else { return nil }
                    return (Lowering.sizeClassTraits(key), constant)
                }
                // More specific trait collections first; the base value last.
                records = records.enumerated().sorted {
                    ($0.element.traits.count, -$0.offset) > ($1.element.traits.count, -$1.offset)
                }.map(\.element)
                records.append(([], double("constant", of: node) ?? 0))
                concerned.append(constraint)
                // Every constant-varying constraint has two equal storages, side by side (all 9
                // such constraints in the corpus: the Appboy modal and navigation feedback pairs
                // and Mixpanel's takeover; relationship storages are single).
                for _ in 0..<2 {
                    let recordObjects = records.map { record -> ObjectGraph.ID in
                        let traits = traitCollection(record.traits)
                        let value = graph.add("_NSLayoutConstraintConstant", [
                            .init("UISymbolicConstant", .null), .init("UINumericConstant", .double(record.constant)),
                        ])
                        return graph.add("_UIAttributeTraitStorageRecord", [
                            .init("UITraitCollection", .object(traits)), .init("UIValue", .object(value)),
                        ])
                    }
                    storages.append(
                        graph.add("_UIAttributeTraitStorage", [
                            .init("UIObject", .object(constraint)), .init("UIKeyPath", string("encodedConstant")),
                            .init("UIRecords", array(recordObjects, className: "NSMutableArray")),
                        ]))
                }
            }
            guard !storages.isEmpty else { continue }
            var seen: Set<ObjectGraph.ID> = [topObject]
            let descendants = concerned.filter { seen.insert($0).inserted }
            lists.append(
                graph.add("_UITraitStorageList", [
                    .init("UITopLevelObject", .object(topObject)), .init("UITraitStorages", array(storages)),
                    .init("UIDescendants", .object(graph.array(descendants, className: "NSSet"))),
                ]))
        }
        return lists
    }

    /// Whether `node` is a `<variation>` of a view that only masks its constraints, or part of one
    /// (its `<mask key="constraints">`, an `<exclude>` or `<include>` in it).
    static func isConstraintMask(_ node: Int, in document: IBDocument) -> Bool {
        let name = document[node].name
        let parent = document[node].parent
        switch name {
        case "variation":
            guard parent >= 0, document[parent].name != "constraint" else { return false }
            let children = Array(document.children(of: node))
            return !children.isEmpty && children.allSatisfy { document[$0].name == "mask" && document.key(of: $0) == "constraints" }
        case "mask":
            return document.key(of: node) == "constraints" && parent >= 0 && isConstraintMask(parent, in: document)
        case "exclude", "include":
            return parent >= 0 && document[parent].name == "mask" && isConstraintMask(parent, in: document)
        default:
            return false
        }
    }

    /// The `<variation>`s of `view` that mask its constraints, the default one first.
    func constraintVariations(_ view: Int) -> [Int] {
        let variations = document.children(of: view).filter { document[$0].name == "variation" && Lowering.isConstraintMask($0, in: document) }
        return variations.filter { document.peek("key", of: $0) == "default" } + variations.filter { document.peek("key", of: $0) != "default" }
    }

    /// The constraints `view`'s default variation removes: archived, but not installed.
    func constraintsRemovedByDefault(_ view: Int) -> Set<Int> {
        var removed: Set<Int> = []
        for variation in constraintVariations(view) where document.peek("key", of: variation) == "default" {
            for mask in document.children(of: variation) {
                for item in document.children(of: mask) where document[item].name == "exclude" {
                    if let node = document.peek("reference", of: item).flatMap({ document.nodeByID[$0] }) { removed.insert(node) }
                }
            }
        }
        return removed
    }

    /// The `_UIRelationshipTraitStorage` of a view whose variations mask its constraints, and the
    /// objects it concerns (the view, its constraints' items).
    mutating func relationshipStorage(_ view: Int) -> (object: ObjectGraph.ID, concerned: [ObjectGraph.ID])? {
        let variations = constraintVariations(view)
        guard !variations.isEmpty, let viewObject = objects[view] else { return nil }
        let constraintNodes = document.child("constraints", of: view).map { Array(document.children(of: $0)) } ?? []
        let candidates = constraintNodes.compactMap { objects[$0] }
        var records: [ObjectGraph.ID] = []
        for variation in variations {
            let key = attribute("key", of: variation) ?? "default"
            var added: [ObjectGraph.ID] = []
            var removed: [ObjectGraph.ID] = []
            for mask in document.children(of: variation) {
                _ = attribute("key", of: mask)
                for item in document.children(of: mask) {
                    guard let object = attribute("reference", of: item).flatMap({ document.nodeByID[$0] }).flatMap({ objects[$0] }) else { continue }
                    if document[item].name == "include" { added.append(object) } else { removed.append(object) }
                }
            }
            let traits = traitCollection(Lowering.sizeClassTraits(key))
            records.append(
                graph.add("_UIRelationshipTraitStorageRecord", [
                    .init("UITraitCollection", .object(traits)),
                    .init("UIAddedObjects", .object(graph.array(added, className: "NSSet"))),
                    .init("UIRemovedObjects", .object(graph.array(removed, className: "NSSet"))),
                ]))
        }
        let ordered = graph.add(
            "NSOrderedSet", candidates.enumerated().map { .init("NS.object.\($0.offset)", .object($0.element)) })
        let storage = graph.add("_UIRelationshipTraitStorage", [
            .init("UIObject", .object(viewObject)), .init("UIKeyPath", string("traitStorageConstraints")),
            .init("UIRecords", array(records, className: "NSMutableArray")), .init("UIRelationshipCandidates", .object(ordered)),
        ])
        var concerned = [viewObject]
        for constraint in constraintNodes {
            for name in ["firstItem", "secondItem"] {
                if let item = document.peek(name, of: constraint).flatMap({ constraintItem(id: $0) }) { concerned.append(item) }
            }
        }
        return (storage, concerned)
    }

    /// A `UITraitCollection` with these built-in traits (an empty one for the base value).
    mutating func traitCollection(_ traits: [(String, Int64)]) -> ObjectGraph.ID {
        graph.add("UITraitCollection", traits.map { .init("UITraitCollectionBuiltinTrait-_UITraitName" + $0.0, .integer($0.1)) })
    }

    /// `heightClass=regular-widthClass=compact` → [(HorizontalSizeClass, 1), (VerticalSizeClass, 2)].
    static func sizeClassTraits(_ key: String) -> [(String, Int64)] {
        var horizontal: Int64?
        var vertical: Int64?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { continue }
            let value: Int64? = pair[1] == "compact" ? 1 : pair[1] == "regular" ? 2 : nil
            if pair[0] == "widthClass" { horizontal = value }
            if pair[0] == "heightClass" { vertical = value }
        }
        var traits: [(String, Int64)] = []
        if let horizontal { traits.append(("HorizontalSizeClass", horizontal)) }
        if let vertical { traits.append(("VerticalSizeClass", vertical)) }
        return traits
    }

    /// Every node below `node`, in document order.
    func descendants(of node: Int) -> [Int] {
        var result: [Int] = []
        var stack = Array(document.children(of: node).reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: document.children(of: next).reversed())
        }
        return result
    }
}
