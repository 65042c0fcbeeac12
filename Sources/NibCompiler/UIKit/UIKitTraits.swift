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
//
// Measured on Zendesk's RequestListViewController nib (no source): a view whose variations install
// or remove its subviews (`<mask key="subviews">`) gets the same kind of storage for the key path
// `traitStorageSubviews`, before its constraints' one, with all its subviews, in order, as
// candidates, and the subviews among the list's descendants; only the variations that mask subviews
// have a record in it (a compact-height record alone there, beside a default and a compact one for
// the constraints). Inferred by the constraints' rule: a subview the default variation removes is
// archived but not among `UISubviews`.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The trait storage lists of the document, one per top-level object that has variations.
    /// `constraintsHolders` names, for some roots (a static table's cells), the object whose list
    /// holds their constraints storages instead (the table's data source: Openday, 4 cells), listed
    /// after the roots' own.
    mutating func traitStorageLists(topLevel: [Int], constraintsHolders: [Int: ObjectGraph.ID] = [:]) -> [ObjectGraph.ID] {
        var lists: [ObjectGraph.ID] = []
        var held: [(holder: ObjectGraph.ID, storages: [ObjectGraph.ID], concerned: [ObjectGraph.ID])] = []
        for top in topLevel {
            guard let topObject = objects[top] else { continue }
            var storages: [ObjectGraph.ID] = []
            var concerned: [ObjectGraph.ID] = []
            let holder = constraintsHolders[top]
            // (A root inside another, a static table's cell, has its own list: not the outer one's.
            // Skipped range by range: the roots' subtrees are disjoint, in document order.)
            let subtree = document.subtree(of: top)
            let inner = topLevel.filter { $0 != top && subtree.contains($0) }.map { document.subtree(of: $0) }.sorted { $0.lowerBound < $1.lowerBound }
            // (The nodes below as ranges, not a list of them: a list was as long as the document.)
            var below: [Range<Int>] = []
            var start = subtree.lowerBound + 1
            for range in inner where range.upperBound > start {
                if range.lowerBound > start { below.append(start..<range.lowerBound) }
                start = range.upperBound
            }
            if start < subtree.upperBound { below.append(start..<subtree.upperBound) }
            // Views whose variations mask their subviews or constraints (the variation is a child of the view).
            var masked = Set<Int>()
            for range in below {
                for node in range where document[node].name == "variation" && Lowering.isRelationshipMask(node, in: document) {
                    masked.insert(document[node].parent)
                }
            }
            let derivedHolders = derivedConstraintMasks()
            var views: [Int] = []
            for range in [top..<(top + 1)] + below {
                for node in range where masked.contains(node) || derivedHolders[node] != nil || prototypesVaryBySizeClass(node) { views.append(node) }
            }
            // Each view's storages in turn (NohanaImagePicker, JobDocs: SDK 10); before SDK 10, where
            // prototyping constraints vary, every view's subviews storage before any constraints one
            // (MovingRental: a view and its scroll view).
            let pairs =
                options.sdk.prototypesFixedFrames
                ? Lowering.relationshipMasks.flatMap { relationship in views.map { ($0, relationship) } }
                : views.flatMap { view in Lowering.relationshipMasks.map { (view, $0) } }
            for (node, relationship) in pairs {
                let prototyped = relationship.key == "constraints" && maskVariations(node, relationship).isEmpty && prototypesVaryBySizeClass(node)
                guard let storage = prototyped ? prototypeStorage(node) : relationshipStorage(node, relationship) else { continue }
                if let holder, relationship.key == "constraints" {
                    if let index = held.firstIndex(where: { $0.holder == holder }) {
                        held[index].storages.append(storage.object)
                        held[index].concerned += storage.concerned
                    } else {
                        held.append((holder, [storage.object], storage.concerned))
                    }
                    continue
                }
                storages.append(storage.object)
                concerned += storage.concerned
            }
            for range in below {
                for node in range where document[node].name == "constraint" {
                    guard let constraint = objects[node] else { continue }
                    let variations = document.children(of: node).filter {
                        document[$0].name == "variation" && Lowering.isSizeClassKey(document.key(of: $0)) && attribute("constant", of: $0) != nil
                    }
                    guard !variations.isEmpty else { continue }
                    var records: [(traits: [(String, Int64)], constant: Double)] = variations.compactMap { variation in
                        guard let key = attribute(.key, of: variation), let constant = double("constant", of: variation) else { return nil }
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
            }
            guard !storages.isEmpty else { continue }
            lists.append(traitStorageList(of: topObject, storages, concerned: concerned))
        }
        for (holder, storages, concerned) in held { lists.append(traitStorageList(of: holder, storages, concerned: concerned)) }
        return lists
    }

    /// A `_UITraitStorageList`: `top`'s storages and the objects they concern below it.
    mutating func traitStorageList(of top: ObjectGraph.ID, _ storages: [ObjectGraph.ID], concerned: [ObjectGraph.ID]) -> ObjectGraph.ID {
        var seen: Set<ObjectGraph.ID> = [top]
        let descendants = concerned.filter { seen.insert($0).inserted }
        return graph.add("_UITraitStorageList", [
            .init("UITopLevelObject", .object(top)), .init("UITraitStorages", array(storages)),
            .init("UIDescendants", storageSet(descendants)),
        ])
    }

    /// What a `<mask key="…">` varies per size class: the view's relationship, as the trait
    /// storage's key path, in the order ibtool writes a view's storages (subviews first: Zendesk).
    struct RelationshipMask {
        /// The mask's `key`, which is also the view's list element (`<subviews>`, `<constraints>`).
        let key: String
        let keyPath: String
    }

    static let relationshipMasks = [
        RelationshipMask(key: "subviews", keyPath: "traitStorageSubviews"),
        RelationshipMask(key: "constraints", keyPath: "traitStorageConstraints"),
    ]

    static func isRelationshipMaskKey(_ key: String?) -> Bool { relationshipMasks.contains { $0.key == key } }

    /// The elements `isRelationshipMask` may be true of.
    static let relationshipMaskElements: IBNameSet = ["variation", "mask", "exclude", "include"]

    /// Whether `node` is a `<variation>` of a view that only masks its relationships (subviews,
    /// constraints) or gives it a frame, or part of one (a `<mask>`, an `<exclude>` or `<include>` in it).
    static func isRelationshipMask(_ node: Int, in document: IBDocument) -> Bool {
        let name = document[node].name
        let parent = document[node].parent
        switch name {
        case "variation":
            guard parent >= 0, document[parent].name != "constraint", isSizeClassKey(document.key(of: node)) else { return false }
            // (With, before SDK 10, the frame it gives a fixed-frame view: PrototypingConstraints.swift.)
            let children = Array(document.children(of: node))
            return children.contains { document[$0].name == "mask" } && children.allSatisfy {
                (document[$0].name == "mask" && isRelationshipMaskKey(document.key(of: $0))) || (document[$0].name == "rect" && document.key(of: $0) == "frame")
            }
        case "mask":
            return isRelationshipMaskKey(document.key(of: node)) && parent >= 0 && isRelationshipMask(parent, in: document)
        case "exclude", "include":
            return parent >= 0 && document[parent].name == "mask" && isRelationshipMask(parent, in: document)
        default:
            return false
        }
    }

    /// Whether `node` is a size-class `<variation>` of a view that only gives it a frame: IB's from
    /// SDK 10 on, the frame of its prototyping constraints before (PrototypingConstraints.swift).
    static func isFrameVariation(_ node: Int, in document: IBDocument) -> Bool {
        let parent = document[node].parent
        guard document[node].name == "variation", parent >= 0, document[parent].name != "constraint", isSizeClassKey(document.key(of: node))
        else { return false }
        let children = Array(document.children(of: node))
        return children.count == 1 && document[children[0]].name == "rect" && document.key(of: children[0]) == "frame"
    }

    /// The `<variation>`s of `view` with a mask of `relationship`, the default one first.
    func maskVariations(_ view: Int, _ relationship: RelationshipMask) -> [Int] {
        let variations = document.children(of: view).filter { node in
            document[node].name == "variation" && Lowering.isRelationshipMask(node, in: document)
                && document.children(of: node).contains { document.key(of: $0) == relationship.key }
        }
        return variations.filter { document.key(of: $0) == "default" } + variations.filter { document.key(of: $0) != "default" }
    }

    /// The subviews or constraints (`relationship`) `view`'s default variation removes: archived,
    /// but not installed (the constraints of its own masks; `installed` adds the derived ones).
    func removedByDefault(_ view: Int, _ relationship: RelationshipMask) -> Set<Int> {
        var removed: Set<Int> = []
        for variation in maskVariations(view, relationship) where document.key(of: variation) == "default" {
            for mask in document.children(of: variation) where document.key(of: mask) == relationship.key {
                for item in document.children(of: mask) where document[item].name == "exclude" {
                    if let node = document.peek("reference", of: item).flatMap({ document.nodeByID[$0] }) { removed.insert(node) }
                }
            }
        }
        return removed
    }

    /// A size class's derived constraint mask on a view: the constraints of its list it installs and
    /// removes.
    struct DerivedMask {
        var variation: String
        var added: [Int] = []
        var removed: [Int] = []
    }

    /// The derived constraint masks of `holder`'s constraints, the default one first: a constraint
    /// one of whose items (the first the holder when the constraint names none) is a view that a
    /// subviews mask installs or removes in a size class is installed or removed with it, unless a
    /// constraints mask of the holder names it. ibtool derives them (JobDocs, SDK 10: a scene whose
    /// subviews masks name 9 views, whose 33 constraints over 8 holders — the scene's root view 4 of
    /// 15, a header 20 of 20, each masked view's own size — get storages as explicit masks would
    /// give; Xcode 5 wrote such masks out, as XAMservi's document has them).
    mutating func derivedConstraintMasks(_ holder: Int) -> [DerivedMask] { derivedConstraintMasks()[holder] ?? [] }

    /// Every holder's derived masks, found at the first use.
    mutating func derivedConstraintMasks() -> [Int: [DerivedMask]] {
        if let found = derivedConstraintMaskTable { return found }
        let found = findDerivedConstraintMasks()
        derivedConstraintMaskTable = found
        return found
    }

    private func findDerivedConstraintMasks() -> [Int: [DerivedMask]] {
        // Each view a subviews mask names → the size classes that install or remove it.
        var maskedViews: [Int: [(variation: String, included: Bool)]] = [:]
        var namedByConstraintMasks: Set<Int> = []
        for range in region.ranges {
            for node in range where Lowering.relationshipMaskElements.contains(document.nodes[node]) && document[node].name == "mask"
                && Lowering.isRelationshipMask(node, in: document)
            {
                let variation = document.key(of: document[node].parent) ?? "default"
                let isSubviews = document.key(of: node) == "subviews"
                for item in document.children(of: node) {
                    guard let target = document.peek("reference", of: item).flatMap({ document.nodeByID[$0] }) else { continue }
                    if isSubviews {
                        maskedViews[target, default: []].append((variation, document[item].name == "include"))
                    } else {
                        namedByConstraintMasks.insert(target)
                    }
                }
            }
        }
        guard !maskedViews.isEmpty else { return [:] }
        var table: [Int: [DerivedMask]] = [:]
        for range in region.ranges {
            for node in range where document[node].symbol == .constraint && !namedByConstraintMasks.contains(node) {
                let list = document[node].parent
                guard list >= 0, document[list].name == "constraints", document[list].parent >= 0 else { continue }
                let holder = document[list].parent
                let first = document.peek("firstItem", of: node).flatMap { document.nodeByID[$0] } ?? holder
                let second = document.peek("secondItem", of: node).flatMap { document.nodeByID[$0] }
                var seen: Set<String> = []
                for item in [first, second].compactMap({ $0 }) {
                    for (variation, included) in maskedViews[item] ?? [] where seen.insert(variation).inserted {
                        var masks = table[holder] ?? []
                        let index = masks.firstIndex { $0.variation == variation } ?? {
                            masks.append(DerivedMask(variation: variation))
                            return masks.count - 1
                        }()
                        if included { masks[index].added.append(node) } else { masks[index].removed.append(node) }
                        table[holder] = masks
                    }
                }
            }
        }
        for (holder, masks) in table {
            table[holder] = masks.filter { $0.variation == "default" } + masks.filter { $0.variation != "default" }
        }
        return table
    }

    /// The members of `view`'s list `key` (`subviews`, `constraints`) its default variation does
    /// not remove.
    mutating func installed(_ objectsOfList: [ObjectGraph.ID], of view: Int, _ key: String) -> [ObjectGraph.ID] {
        guard let relationship = Lowering.relationshipMasks.first(where: { $0.key == key }) else { return objectsOfList }
        var removedNodes = removedByDefault(view, relationship)
        if key == "constraints" {
            for mask in derivedConstraintMasks(view) where mask.variation == "default" { removedNodes.formUnion(mask.removed) }
        }
        let removed = Set(removedNodes.compactMap { objects[$0] })
        return removed.isEmpty ? objectsOfList : objectsOfList.filter { !removed.contains($0) }
    }

    /// The `_UIRelationshipTraitStorage` of a view whose variations mask `relationship`, and the
    /// objects it concerns (the view; its subviews, or its constraints' items).
    mutating func relationshipStorage(_ view: Int, _ relationship: RelationshipMask) -> (object: ObjectGraph.ID, concerned: [ObjectGraph.ID])? {
        let variations = maskVariations(view, relationship)
        let derived = relationship.key == "constraints" ? derivedConstraintMasks(view) : []
        guard !variations.isEmpty || !derived.isEmpty, let viewObject = objects[view] else { return nil }
        var listNodes = document.child(relationship.key, of: view).map { Array(document.children(of: $0)) } ?? []
        // The derived ones after the others (JobDocs: the root view's 4 are its last candidates).
        let derivedNodes = Set(derived.flatMap { $0.added + $0.removed })
        listNodes = listNodes.filter { !derivedNodes.contains($0) } + listNodes.filter { derivedNodes.contains($0) }
        let candidates = listNodes.compactMap { objects[$0] }
        // One record per size class, in the explicit masks' order, then the derived-only ones'.
        var keys = variations.map { attribute(.key, of: $0) ?? "default" }
        for mask in derived where !keys.contains(mask.variation) { keys.append(mask.variation) }
        if let index = keys.firstIndex(of: "default"), index > 0 { keys.insert(keys.remove(at: index), at: 0) }
        var records: [ObjectGraph.ID] = []
        for key in keys {
            var added: [ObjectGraph.ID] = []
            var removed: [ObjectGraph.ID] = []
            for variation in variations where (attribute(.key, of: variation) ?? "default") == key {
                for mask in document.children(of: variation) where document.key(of: mask) == relationship.key {
                    _ = attribute(.key, of: mask)
                    for item in document.children(of: mask) {
                        guard let object = attribute("reference", of: item).flatMap({ document.nodeByID[$0] }).flatMap({ objects[$0] }) else { continue }
                        if document[item].name == "include" { added.append(object) } else { removed.append(object) }
                    }
                }
            }
            for mask in derived where mask.variation == key {
                added += mask.added.compactMap { objects[$0] }
                removed += mask.removed.compactMap { objects[$0] }
            }
            let traits = recordTraitCollection(Lowering.sizeClassTraits(key))
            let (addedSet, removedSet) = (storageSet(added), storageSet(removed))
            records.append(
                graph.add("_UIRelationshipTraitStorageRecord", [
                    .init("UITraitCollection", traits), .init("UIAddedObjects", addedSet), .init("UIRemovedObjects", removedSet),
                ]))
        }
        let ordered = graph.add(
            "NSOrderedSet", candidates.enumerated().map { .init("NS.object.\($0.offset)", .object($0.element)) })
        let storage = graph.add("_UIRelationshipTraitStorage", [
            .init("UIObject", .object(viewObject)), .init("UIKeyPath", string(relationship.keyPath)),
            .init("UIRecords", array(records, className: "NSMutableArray")), .init("UIRelationshipCandidates", .object(ordered)),
        ])
        var concerned = [viewObject]
        // A subviews storage's candidates are not descendants by that alone (XAMservi at SDK 10:
        // 9 of 15 candidates only in a subviews storage are not; JobDocs' and Zendesk's are, as
        // objects of storages of their own).
        if !options.sdk.listsRelationshipItemsAsDescendants || relationship.key == "subviews" {
        } else {
            for constraint in listNodes {
                for name in ["firstItem", "secondItem"] {
                    if let item = document.peek(name, of: constraint).flatMap({ constraintItem(id: $0) }) { concerned.append(item) }
                }
            }
        }
        return (storage, concerned)
    }

    /// A set of a trait storage (a relationship record's added or removed objects, a list's
    /// descendants); an empty one is the nib's one empty set where the SDK shares it
    /// (`SDKVersion.sharesEmptyStorageSets`).
    mutating func storageSet(_ members: [ObjectGraph.ID]) -> ObjectGraph.Value {
        guard members.isEmpty, options.sdk.sharesEmptyStorageSets else { return .object(graph.array(members, className: "NSSet")) }
        if let shared = emptyStorageSet { return .object(shared) }
        let made = graph.array([], className: "NSSet")
        emptyStorageSet = made
        return .object(made)
    }

    /// A relationship record's trait collection: the default record's is empty, or before SDK 10
    /// none (`SDKVersion.archivesEmptyDefaultTraitCollection`).
    mutating func recordTraitCollection(_ traits: [(String, Int64)]) -> ObjectGraph.Value {
        traits.isEmpty && !options.sdk.archivesEmptyDefaultTraitCollection ? .null : .object(traitCollection(traits))
    }

    /// A `UITraitCollection` with these built-in traits (an empty one for the base value).
    mutating func traitCollection(_ traits: [(String, Int64)]) -> ObjectGraph.ID {
        graph.add("UITraitCollection", traits.map { .init("UITraitCollectionBuiltinTrait-_UITraitName" + $0.0, .integer($0.1)) })
    }

    /// Whether a variation's key names size classes only (`default`, `widthClass=compact`,
    /// `heightClass=regular-widthClass=compact` …): other traits (`userInterfaceIdiom=mac`) have no
    /// trait collection nibc knows how ibtool writes, and are reported.
    static func isSizeClassKey(_ key: String?) -> Bool {
        guard let key else { return false }
        if key == "default" { return true }
        return key.split(separator: "-").allSatisfy { part in
            let pair = part.split(separator: "=")
            return pair.count == 2 && (pair[0] == "widthClass" || pair[0] == "heightClass") && (pair[1] == "compact" || pair[1] == "regular")
        }
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
}
