// ComparisonGraph.swift — one archive as the comparison sees it (the judge's `Graph`): each object's
// values grouped by key with ignored keys dropped, Apple-form strings and numbers turned into leaf
// values, macOS parallel key/value arrays turned into virtual mappings, and for each object the
// readable path of its cheapest route from the root.
//
// Rules: ../shared/tools/nibcmp/README.md ("What is scored, exactly"); the Python is the reference
// this file is kept in step with (Scripts/diff_agreement.py checks that both give the same scores).

import NibArchive

/// One value of an object as compared: the key it is grouped under and its payload.
struct Entry {
    var payload: NibArchive.Payload
    /// Identity for the embedded-nib cache: the value-table index (-1 for synthesized entries).
    var id: Int

    var objectIndex: Int? {
        if case .object(let index) = payload { return index }
        return nil
    }

    var isNil: Bool {
        if case .null = payload { return true }
        return false
    }

    var typeCode: UInt8 { payload.typeCode }
}

/// A leaf value: an NSString / NSNumber object in Apple's form, compared by content.
struct Leaf {
    var className: String
    /// `NS.intval`, `NS.dblval`, … for numbers; empty for strings.
    var key: String
    /// The number, or `.data` with the string's bytes (or the generated-name token).
    var payload: NibArchive.Payload
}

/// A key's values within one object, in the order the object stores them.
struct Group {
    private(set) var keys: [String] = []
    private(set) var lists: [[Entry]] = []
    private var position: [String: Int] = [:]

    subscript(key: String) -> [Entry]? {
        position[key].map { lists[$0] }
    }

    mutating func append(_ entry: Entry, for key: String) {
        if let at = position[key] {
            lists[at].append(entry)
        } else {
            position[key] = keys.count
            keys.append(key)
            lists.append([entry])
        }
    }

    /// Each key with its values, in first-appearance order.
    var items: Zip2Sequence<[String], [[Entry]]> { zip(keys, lists) }
}

enum ObjectKind {
    case value, list, set, dict, object
}

/// Keys whose arrays are multisets, parallel mappings, and the other tables of the judge's policy.
enum Policy {
    static let emptyKey = "UINibEncoderEmptyKey"

    static let defaultIgnoredKeys: [String] = [
        "IBUINibLNEVersionKey", "UIViewLargeContentStoredProperties", "UIButtonConfiguration",
        "uniqueIdentifierForStoryboardCompilation", "NSOidsValues", "NSAccessibilityOidsValues",
    ]

    static let unorderedKeys: Set<String> = [
        "UINibObjectsKey", "UINibConnectionsKey", "UINibAccessibilityConfigurationsKey", "UINibKeyValuePairsKey",
        "UINibTraitStorageListsKey", "UIViewAutolayoutConstraints", "NSViewConstraints", "NSConnections",
        "NSAccessibilityConnectors", "NSStackViewContainerNonDroppedViews",
    ]

    static let parallelMappings: [(keys: String, values: String)] = [
        ("NSObjectsKeys", "NSObjectsValues"), ("NSOidsKeys", "NSOidsValues"),
        ("NSAccessibilityOidsKeys", "NSAccessibilityOidsValues"),
    ]

    /// Lists that hold (almost) every object; readable paths avoid them.
    static let catchAllKeys: Set<String> = ["UINibObjectsKey", "NSObjectsKeys", "NSOidsKeys", "NSAccessibilityOidsKeys"]

    static let stringClasses: Set<String> = ["NSString", "NSMutableString"]
    static let numberClasses: Set<String> = ["NSNumber"]
    static let listClasses: Set<String> = ["NSArray", "NSMutableArray"]
    static let setClasses: Set<String> = ["NSSet", "NSMutableSet"]
    static let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
    static let numberKeys: Set<String> = ["NS.intval", "NS.dblval", "NS.boolval", "NS.fltval"]

    /// Stands for every `UpstreamPlaceholder-XXX-XX-XXX` name (generated afresh by each ibtool run).
    static let generatedToken: [UInt8] = Array("UpstreamPlaceholder-<generated>".utf8)

    static func isGeneratedName(_ bytes: [UInt8]) -> Bool {
        let prefix = Array("UpstreamPlaceholder-".utf8)
        guard bytes.count == prefix.count + 10, bytes.starts(with: prefix) else { return false }
        let tail = bytes[prefix.count...]
        for (offset, byte) in tail.enumerated() {
            let isDash = offset == 3 || offset == 6
            let isAlphanumeric = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if isDash ? byte != 0x2D : !isAlphanumeric { return false }
        }
        return true
    }

    /// Embedded nibs deeper than this are scored as plain data (hostile input cannot recurse without end).
    static let maximumNibNesting = 8
}

final class ComparisonGraph {
    let archive: NibArchive
    private let ignored: Set<String>
    private let nesting: Int
    private(set) var classNames: [String] = []
    private(set) var groups: [Group] = []
    private(set) var kinds: [ObjectKind] = []
    private(set) var leaves: [Int: Leaf] = [:]
    /// The original bytes of generated names, for messages.
    private(set) var display: [Int: [UInt8]] = [:]
    private(set) var ignoredNonNil: [(key: String, count: Int)] = []
    private(set) var unordered: Set<Int> = []
    /// Objects reachable from object 0, breadth first.
    private(set) var order: [Int] = []
    private(set) var parent: [Int: (object: Int, key: String)] = [:]
    /// Each routed object's step from its parent (`.UISubviews[2](UILabel)`): a path is made from
    /// them only when a mismatch is shown, so memory stays linear however deep the graph is.
    private var labels: [Int: String] = [:]
    private var weights: [Int: Int] = [:]
    private var nestedGraphs: [Int: ComparisonGraph?] = [:]

    init(_ archive: NibArchive, ignoring ignored: Set<String>, nesting: Int = 0) {
        self.archive = archive
        self.ignored = ignored
        self.nesting = nesting
        var ignoredCounts: [String: Int] = [:]
        var ignoredOrder: [String] = []
        for object in archive.objects {
            let className = archive.classes[object.classIndex].name
            classNames.append(className)
            var group = Group()
            let isSet = Policy.setClasses.contains(className)
            for valueIndex in object.valueRange {
                let value = archive.values[valueIndex]
                let key = archive.keys[value.keyIndex]
                if ignored.contains(key) {
                    if case .null = value.payload {} else {
                        if ignoredCounts[key] == nil { ignoredOrder.append(key) }
                        ignoredCounts[key, default: 0] += 1
                    }
                    continue
                }
                let groupKey = isSet && key.hasPrefix("NS.object.") ? Policy.emptyKey : key
                group.append(Entry(payload: value.payload, id: valueIndex), for: groupKey)
            }
            groups.append(group)
            kinds.append(kind(of: object, index: groups.count - 1, className: className))
        }
        ignoredNonNil = ignoredOrder.map { ($0, ignoredCounts[$0]!) }
        virtualize()
        for group in groups {
            for (key, values) in group.items where Policy.unorderedKeys.contains(key) {
                for value in values {
                    if let target = value.objectIndex { unordered.insert(target) }
                }
            }
        }
        walk()
    }

    private func kind(of object: NibArchive.Object, index: Int, className: String) -> ObjectKind {
        let values = archive.values[object.valueRange]
        if Policy.stringClasses.contains(className), values.count == 1, let only = values.first,
            archive.keys[only.keyIndex] == "NS.bytes", case .data(var bytes) = only.payload
        {
            if Policy.isGeneratedName(bytes) {
                display[index] = bytes
                bytes = Policy.generatedToken
            }
            leaves[index] = Leaf(className: className, key: "", payload: .data(bytes))
            return .value
        }
        if Policy.numberClasses.contains(className), values.count == 1, let only = values.first,
            Policy.numberKeys.contains(archive.keys[only.keyIndex])
        {
            switch only.payload {
            case .object, .data, .null: break
            default:
                leaves[index] = Leaf(className: className, key: archive.keys[only.keyIndex], payload: only.payload)
                return .value
            }
        }
        if Policy.listClasses.contains(className) { return .list }
        if Policy.setClasses.contains(className) { return .set }
        if Policy.dictionaryClasses.contains(className) { return .dict }
        return .object
    }

    /// macOS `NSObjectsKeys[i] → NSObjectsValues[i]`: one virtual dictionary; with the values ignored,
    /// the keys array becomes an unordered set.
    private func virtualize() {
        let count = groups.count
        for index in 0..<count {
            for mapping in Policy.parallelMappings {
                let group = groups[index]
                guard let keyValues = group[mapping.keys], keyValues.count == 1, let keyArray = keyValues[0].objectIndex,
                    kinds[keyArray] == .list
                else { continue }
                let keyElements = groups[keyArray][Policy.emptyKey] ?? []
                if ignored.contains(mapping.values) {
                    unordered.insert(keyArray)
                    continue
                }
                guard let valueValues = group[mapping.values], valueValues.count == 1,
                    let valueArray = valueValues[0].objectIndex, kinds[valueArray] == .list
                else { continue }
                let valueElements = groups[valueArray][Policy.emptyKey] ?? []
                guard valueElements.count == keyElements.count else { continue }
                var mapped = Group()
                for (key, value) in zip(keyElements, valueElements) {
                    mapped.append(key, for: Policy.emptyKey)
                    mapped.append(value, for: Policy.emptyKey)
                }
                let virtual = groups.count
                classNames.append("<\(mapping.keys)->\(mapping.values)>")
                kinds.append(.dict)
                groups.append(mapped)
                var replaced = Group()
                for (key, values) in group.items {
                    if key == mapping.keys {
                        let name = "\(mapping.keys)->\(mapping.values)"
                        replaced.append(Entry(payload: .object(virtual), id: -1), for: name)
                    } else if key != mapping.values {
                        for value in values { replaced.append(value, for: key) }
                    }
                }
                groups[index] = replaced
            }
        }
    }

    /// Breadth-first order from object 0, then each object's cheapest route from the root (routes
    /// through unordered lists cost more, through the catch-all lists much more) as its readable path.
    private func walk() {
        guard !groups.isEmpty else { return }
        var seen: Set<Int> = [0]
        order = [0]
        var head = 0
        while head < order.count {
            let object = order[head]
            head += 1
            for values in groups[object].lists {
                for value in values {
                    if let target = value.objectIndex, seen.insert(target).inserted { order.append(target) }
                }
            }
        }
        var catchAll: Set<Int> = []
        for object in order {
            for (key, values) in groups[object].items where Policy.catchAllKeys.contains(key) {
                for value in values {
                    if let target = value.objectIndex { catchAll.insert(target) }
                }
            }
        }
        labels = [0: "root"]
        var distance: [Int: Int] = [0: 0]
        var done: Set<Int> = []
        var heap = MinHeap<RouteStep>()
        heap.push(RouteStep(distance: 0, tick: 0, object: 0))
        var tick = 0
        while let next = heap.pop() {
            let object = next.object
            guard done.insert(object).inserted else { continue }
            let kind = kinds[object]
            let step: Int
            if catchAll.contains(object) || classNames[object].hasPrefix("<") {
                step = 1000
            } else if ((kind == .list || kind == .set) && unordered.contains(object)) || kind == .set {
                step = 50
            } else {
                step = 1
            }
            for (key, values) in groups[object].items {
                for (position, value) in values.enumerated() {
                    guard let target = value.objectIndex else { continue }
                    let newDistance = next.distance + step
                    if done.contains(target) || distance[target, default: Int.max] <= newDistance { continue }
                    distance[target] = newDistance
                    parent[target] = (object, key)
                    labels[target] = childLabel(
                        "", parentKind: kind, key: key, index: position, count: values.count,
                        targetClass: classNames[target], targetKind: kinds[target])
                    tick += 1
                    heap.push(RouteStep(distance: newDistance, tick: tick, object: target))
                }
            }
        }
    }

    private struct RouteStep: Comparable {
        var distance: Int
        var tick: Int
        var object: Int
        static func < (a: RouteStep, b: RouteStep) -> Bool { (a.distance, a.tick) < (b.distance, b.tick) }
    }

    /// The readable path of an object's cheapest route from the root (`@N` when it has none).
    func path(of object: Int) -> String {
        guard labels[object] != nil else { return "@\(object)" }
        var steps: [Substring] = []
        var current = object
        while current != 0, let label = labels[current], let edge = parent[current] {
            steps.append(Substring(label))
            current = edge.object
        }
        return "root" + steps.reversed().joined()
    }

    /// Whether the object has a route from the root.
    func hasPath(_ object: Int) -> Bool { labels[object] != nil }

    // MARK: Entry weights

    /// The decoded embedded NIBArchive of a data value, or nil.
    func nested(_ entry: Entry) -> ComparisonGraph? {
        guard case .data(let bytes) = entry.payload, NibArchive.hasMagic(bytes) else { return nil }
        if let cached = nestedGraphs[entry.id] { return cached }
        var graph: ComparisonGraph?
        if nesting < Policy.maximumNibNesting, let inner = try? NibArchive(bytes: bytes) {
            graph = ComparisonGraph(inner, ignoring: ignored, nesting: nesting + 1)
        }
        nestedGraphs[entry.id] = graph
        return graph
    }

    func weight(of entry: Entry) -> Int {
        switch entry.payload {
        case .null: return 0
        case .data:
            if let graph = nested(entry) { return 1 + graph.totalEntries() }
            return 1
        default: return 1
        }
    }

    func weight(ofObject object: Int) -> Int {
        if let cached = weights[object] { return cached }
        var total = 0
        for values in groups[object].lists {
            for value in values { total += weight(of: value) }
        }
        weights[object] = total
        return total
    }

    func totalEntries() -> Int {
        order.reduce(0) { $0 + (kinds[$1] == .value ? 0 : weight(ofObject: $1)) }
    }

    /// A reference to an object that is not a leaf value.
    func isObjectReference(_ entry: Entry) -> Bool {
        guard let target = entry.objectIndex else { return false }
        return kinds[target] != .value
    }
}

/// The readable label of a value slot: `X.key`, `X[i]` in a list or set, `X{i}` / `X{i.key}` in a
/// dictionary, followed by `(Class)` when the target is an object.
func childLabel(
    _ base: String, parentKind: ObjectKind, key: String, index: Int, count: Int, targetClass: String,
    targetKind: ObjectKind
) -> String {
    let label: String
    if (parentKind == .list || parentKind == .set) && key == Policy.emptyKey {
        label = "\(base)[\(index)]"
    } else if parentKind == .dict && key == Policy.emptyKey {
        label = "\(base){\(index / 2)\(index % 2 == 0 ? ".key" : "")}"
    } else {
        label = "\(base).\(key)" + (count > 1 ? "[\(index)]" : "")
    }
    switch targetKind {
    case .list, .set, .dict, .value: return label
    case .object: return "\(label)(\(targetClass))"
    }
}
