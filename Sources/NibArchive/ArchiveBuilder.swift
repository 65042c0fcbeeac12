// ArchiveBuilder.swift — `ObjectGraph` → `NibArchive`, numbered and interned the way ibtool does.
//
// The rules, each checked on real ibtool output (FIELD-GUIDE §1.3, §1.5, §1.7, §1.9):
// - objects are numbered in encode order: a depth-first pre-order walk from the root that follows
//   values in order (coder 10; iOS v10 nibs follow it 51/51); objects not reachable are not written;
// - NSString and NSNumber objects with equal contents are one object, and so are all empty NSArrays;
// - integers take the smallest of int8/16/32/64 whose non-negative range holds them; every negative
//   number is int64;
// - classes are listed in order of first use, then the fallback classes no object uses, sorted by
//   name (NSColor before NSFont in every v10 nib); each class names its fallbacks' indexes;
// - keys are listed in order of first use (ibtool's order is a hash order with no meaning);
// - an object's values are contiguous, in object order; an object without values starts at 0.
// Nothing depends on hashing order, so the same graph gives the same bytes on every machine.

/// Turns an object graph into an archive.
public struct ArchiveBuilder: Sendable {
    /// The fallback classes ibtool records in the class table [V, iOS corpus].
    public static let defaultFallbacks: [String: [String]] = [
        "UIColor": ["NSColor"],
        "UIFont": ["NSFont"],
        "UITableViewCellContentView": ["UIView"],
        "_UILayoutGuide": ["UIView"],
        "_UILayoutSupportConstraint": ["NSLayoutConstraint"],
    ]

    /// Classes whose equal instances are written once.
    public static let uniquedClasses: Set<String> = ["NSString", "NSNumber"]

    public var coderVersion: UInt32
    public var fallbacks: [String: [String]]

    public init(coderVersion: UInt32 = 10, fallbacks: [String: [String]] = ArchiveBuilder.defaultFallbacks) {
        self.coderVersion = coderVersion
        self.fallbacks = fallbacks
    }

    /// The archive of everything reachable from `root`; `root` becomes object 0.
    public func build(_ graph: ObjectGraph, root: ObjectGraph.ID) -> NibArchive {
        let order = numbering(graph, root: root)
        var archive = NibArchive(coderVersion: coderVersion)
        archive.objects.reserveCapacity(order.sequence.count)

        var classIndex: [String: Int] = [:]
        var keyIndex: [String: Int] = [:]
        for id in order.sequence {
            let object = graph[id]
            let classNumber = intern(object.className, in: &classIndex) {
                archive.classes.append(NibArchive.ClassName($0))
            }
            let first = object.entries.isEmpty ? 0 : archive.values.count
            for entry in object.entries {
                let key = intern(entry.key, in: &keyIndex) { archive.keys.append($0) }
                archive.values.append(NibArchive.Value(keyIndex: key, payload(entry.value, numbers: order.number)))
            }
            archive.objects.append(
                NibArchive.Object(classIndex: classNumber, firstValueIndex: first, valueCount: object.entries.count))
        }

        // Fallback classes that no object uses go last, sorted by name.
        let used = archive.classes.map(\.name)
        let missing = Set(used.flatMap { fallbacks[$0] ?? [] }).subtracting(used).sorted()
        for name in missing {
            _ = intern(name, in: &classIndex) { archive.classes.append(NibArchive.ClassName($0)) }
        }
        for index in archive.classes.indices {
            archive.classes[index].fallbacks = (fallbacks[archive.classes[index].name] ?? []).map {
                Int32(classIndex[$0]!)
            }
        }
        return archive
    }

    /// The integer payload ibtool writes for `value`.
    public static func integerPayload(_ value: Int64) -> NibArchive.Payload {
        switch value {
        case 0...Int64(Int8.max): .int8(Int8(value))
        case 0...Int64(Int16.max): .int16(Int16(value))
        case 0...Int64(Int32.max): .int32(Int32(value))
        default: .int64(value)
        }
    }

    // MARK: - Numbering

    private struct Numbering {
        /// Graph objects in archive order.
        var sequence: [ObjectGraph.ID] = []
        /// Archive index of each graph object that is written (uniqued copies share one).
        var number: [Int?]
    }

    /// What makes two objects the same object in the archive.
    private struct UniqueKey: Hashable {
        var className: String
        var entries: [ObjectGraph.Entry]
    }

    private func uniqueKey(_ object: ObjectGraph.Object) -> UniqueKey? {
        if ArchiveBuilder.uniquedClasses.contains(object.className) {
            for entry in object.entries {
                if case .object = entry.value { return nil }
            }
            return UniqueKey(className: object.className, entries: object.entries)
        }
        if object.className == "NSArray", object.entries == [ObjectGraph.Entry(FoundationKeys.inlined, .bool(true))] {
            return UniqueKey(className: object.className, entries: object.entries)
        }
        return nil
    }

    /// Depth-first pre-order from the root, following values in order, with an explicit stack so that
    /// deep graphs cannot overflow the call stack.
    private func numbering(_ graph: ObjectGraph, root: ObjectGraph.ID) -> Numbering {
        var result = Numbering(number: Array(repeating: nil, count: graph.objects.count))
        var unique: [UniqueKey: Int] = [:]
        var stack: [(id: ObjectGraph.ID, next: Int)] = []

        func visit(_ id: ObjectGraph.ID) {
            if let key = uniqueKey(graph[id]) {
                if let existing = unique[key] {
                    result.number[id.index] = existing
                    return
                }
                unique[key] = result.sequence.count
            }
            result.number[id.index] = result.sequence.count
            result.sequence.append(id)
            stack.append((id, 0))
        }

        visit(root)
        while let top = stack.last {
            let entries = graph[top.id].entries
            guard top.next < entries.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            if case .object(let target) = entries[top.next].value, result.number[target.index] == nil {
                visit(target)
            }
        }
        return result
    }

    private func payload(_ value: ObjectGraph.Value, numbers: [Int?]) -> NibArchive.Payload {
        switch value {
        case .integer(let number): ArchiveBuilder.integerPayload(number)
        case .bool(let flag): .bool(flag)
        case .float(let number): .float(number)
        case .double(let number): .double(number)
        case .data(let bytes): .data(bytes)
        case .null: .null
        case .object(let target): .object(numbers[target.index]!)
        }
    }

    private func intern(_ name: String, in table: inout [String: Int], append: (String) -> Void) -> Int {
        if let index = table[name] { return index }
        let index = table.count
        table[name] = index
        append(name)
        return index
    }
}
