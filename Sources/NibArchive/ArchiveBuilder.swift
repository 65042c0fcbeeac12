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
// - an object's values are contiguous, in object order; an object without values starts at 0;
// - objects of a class with a name key (`namedValueClasses`: UIKit's UIColor and its
//   `UISystemColorName`) whose other values are equal are one object, the first one written, unless
//   both have a name, the names differ and the builder's `distinctNames` says names count;
// - a conditional reference (the builder's `conditionalKeys`: AppKit's back-pointers such as
//   `NSSuperview`) does not make its target encoded: the target is numbered where a plain
//   reference first reaches it, and a conditional reference to a target nothing else reaches is nil.
// Nothing depends on hashing order, so the same graph gives the same bytes on every machine.

/// Turns an object graph into an archive.
public struct ArchiveBuilder: Sendable {
    public var coderVersion: UInt32
    public let fallbacks: [String: [String]]
    /// `fallbacks` as a list sorted by name, for the builder's lookups.
    private let fallbackList: [(name: String, fallbacks: [String])]

    private static func list(_ fallbacks: [String: [String]]) -> [(name: String, fallbacks: [String])] {
        fallbacks.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
    }

    /// A key whose reference is conditional: in objects of class `className`, or of any class when
    /// it is nil.
    public struct ConditionalKey: Sendable, Equatable {
        public var key: String
        public var className: String?

        public init(_ key: String, inClass className: String? = nil) {
            (self.key, self.className) = (key, className)
        }
    }

    public let conditionalKeys: [ConditionalKey]

    /// Class → the key of its optional name: objects of the class equal but for the name are one
    /// object unless both names are given and differ, when `distinctNames` (UIKit's colors,
    /// `NibCompiler.UIKitNibFormat`).
    public let namedValueClasses: [String: String]
    /// Whether two different names keep equal objects of a `namedValueClasses` class apart.
    public let distinctNames: Bool

    /// A builder whose class table names `fallbacks` (class → the classes a reader may use in its
    /// place: the platform's, such as UIKit's `UIColor` → `NSColor`, `NibCompiler.UIKitNibFormat`),
    /// whose references through `conditionalKeys` are conditional (AppKit's,
    /// `NibCompiler.AppKitNibFormat`), and whose `namedValueClasses` are values.
    public init(
        coderVersion: UInt32 = 10, fallbacks: [String: [String]] = [:], conditionalKeys: [ConditionalKey] = [],
        namedValueClasses: [String: String] = [:], distinctNames: Bool = true
    ) {
        self.coderVersion = coderVersion
        self.fallbacks = fallbacks
        self.conditionalKeys = conditionalKeys
        conditionalKeyIDs = conditionalKeys.map { (ObjectGraph.Key($0.key), $0.className) }
        self.namedValueClasses = namedValueClasses
        self.distinctNames = distinctNames
        fallbackList = ArchiveBuilder.list(fallbacks)
    }

    /// `conditionalKeys` by key.
    private let conditionalKeyIDs: [(key: ObjectGraph.Key, className: String?)]

    /// Whether `key` of an object of class `className` is a conditional reference.
    private func isConditional(_ key: ObjectGraph.Key, of className: String) -> Bool {
        conditionalKeyIDs.contains { $0.key == key && ($0.className == nil || $0.className == className) }
    }

    /// The archive of everything reachable from `root`; `root` becomes object 0.
    public func build(_ graph: ObjectGraph, root: ObjectGraph.ID) -> NibArchive {
        let order = numbering(graph, root: root)
        var archive = NibArchive(coderVersion: coderVersion)
        var classTable = InternTable<String>(hash: FNV1a.hash)
        // The graph's keys by their numbers in the process, numbered again in order of first use
        // (a table of the graph's keys, not one as long as every key the process has seen).
        var keyNumbers = InternTable<UInt32>(hash: { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
        var keys: [String] = []
        // The objects are borrowed in place and the tables sized once: copying each object out of
        // the graph, and growing the value table, cost a tenth of building (callgrind, corpus xibs).
        graph.objects.withUnsafeBufferPointer { objects in
            archive.objects.reserveCapacity(order.sequence.count)
            archive.values.reserveCapacity(order.sequence.reduce(0) { $0 + objects[$1.index].entries.count })
            for id in order.sequence {
                let classNumber = classTable.intern(objects[id.index].className).number
                let count = objects[id.index].entries.count
                let first = count == 0 ? 0 : archive.values.count
                for index in 0..<count {
                    let entry = objects[id.index].entries[index]
                    let key = keyNumbers.intern(entry.keyID.number)
                    if key.inserted { keys.append(entry.keyID.name) }
                    archive.values.append(NibArchive.Value(keyIndex: key.number, payload(entry.value, numbers: order.number)))
                }
                archive.objects.append(NibArchive.Object(classIndex: classNumber, firstValueIndex: first, valueCount: count))
            }
        }
        archive.keys = keys

        // Fallback classes that no object uses go last, sorted by name. (A nib uses a dozen
        // classes, and a handful have fallbacks: arrays, where a Set and a Dictionary hashed every
        // name with SipHash, a hundredth of a corpus run.)
        let fallbackLists = fallbackList
        func fallbacks(of name: String) -> [String] {
            let length = name.utf8.count
            return fallbackLists.first { $0.name.utf8.count == length && $0.name == name }?.fallbacks ?? []
        }
        let used = classTable.keys
        var missing: [String] = []
        for name in used {
            for fallback in fallbacks(of: name) where classTable.number(of: fallback) == nil && !missing.contains(fallback) {
                missing.append(fallback)
            }
        }
        for name in missing.sorted() { _ = classTable.intern(name) }
        archive.classes = classTable.keys.map { name in
            var className = NibArchive.ClassName(name)
            className.fallbacks = fallbacks(of: name).map { Int32(classTable.number(of: $0)!) }
            return className
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
    private struct UniqueKey: Equatable {
        var className: String
        var entries: [ObjectGraph.Entry]

        var hash: UInt64 {
            var hasher = FNV1a()
            hasher.combine(utf8: className)
            for entry in entries {
                hasher.combine(word: UInt64(entry.keyID.number))
                switch entry.value {
                case .integer(let value): hasher.combine(byte: 0); hasher.combine(word: UInt64(bitPattern: value))
                case .bool(let value): hasher.combine(byte: 1); hasher.combine(byte: value ? 1 : 0)
                case .float(let value): hasher.combine(byte: 2); hasher.combine(word: UInt64(value.bitPattern))
                case .double(let value): hasher.combine(byte: 3); hasher.combine(word: value.bitPattern)
                case .data(let bytes): hasher.combine(byte: 4); hasher.combine(bytes: bytes)
                case .null: hasher.combine(byte: 5)
                case .object(let target): hasher.combine(byte: 6); hasher.combine(word: UInt64(target.index))
                }
            }
            return hasher.finalized
        }
    }

    /// Equal NSStrings and NSNumbers (without object values) are one object; so are empty NSArrays.
    /// Numbers are equal as NSNumber's isEqual: says, by value: an integer and a double of the same
    /// value are one object, the first one written [V: a formatter's `1` written as the `1.0` before
    /// it, FIELD-GUIDE-APPKIT §3]; a boolean is not a number.
    private func uniqueKey(_ object: ObjectGraph.Object) -> UniqueKey? {
        if object.className == "NSString" || object.className == "NSNumber" {
            for entry in object.entries {
                if case .object = entry.value { return nil }
            }
            if object.className == "NSNumber", object.entries.count == 1, object.entries[0].key == FoundationKeys.doubleValue,
                case .double(let value) = object.entries[0].value, value == value.rounded(), abs(value) < 0x1p62
            {
                return UniqueKey(className: object.className, entries: [ObjectGraph.Entry(FoundationKeys.intValue, .integer(Int64(value)))])
            }
            return UniqueKey(className: object.className, entries: object.entries)
        }
        if object.className == "NSArray", object.entries.count == 1, object.entries[0].key == FoundationKeys.inlined,
            object.entries[0].value == .bool(true)
        {
            return UniqueKey(className: object.className, entries: object.entries)
        }
        return nil
    }

    /// A named value's other values and its name (the named string's own values), nil when a value
    /// other than the name refers to an object.
    private func namedValue(
        _ object: ObjectGraph.Object, nameKey: String, in objects: UnsafeBufferPointer<ObjectGraph.Object>
    ) -> (key: UniqueKey, name: UniqueKey?)? {
        var others: [ObjectGraph.Entry] = []
        var name: UniqueKey?
        for entry in object.entries {
            if entry.key == nameKey, case .object(let target) = entry.value {
                name = UniqueKey(className: objects[target.index].className, entries: objects[target.index].entries)
                continue
            }
            if case .object = entry.value { return nil }
            others.append(entry)
        }
        return (UniqueKey(className: object.className, entries: others), name)
    }

    /// Depth-first pre-order from the root, following values in order, with an explicit stack so that
    /// deep graphs cannot overflow the call stack.
    private func numbering(_ graph: ObjectGraph, root: ObjectGraph.ID) -> Numbering {
        var number = [Int?](repeating: nil, count: graph.objects.count)
        var sequence: [ObjectGraph.ID] = []
        sequence.reserveCapacity(graph.objects.count)
        var unique = InternTable<UniqueKey>(hash: \.hash)
        /// Archive index of each entry of `unique`.
        var uniqueNumbers: [Int] = []
        var stack: [(id: ObjectGraph.ID, next: Int)] = []
        /// A named value class's objects by their other values: each written one's name and number.
        var namedValues: [Int: [(key: UniqueKey, name: UniqueKey?, number: Int)]] = [:]
        // The objects are borrowed in place, and the arrays are locals, not captured by a nested
        // function: each write then needs no copy check through a closure context.
        graph.objects.withUnsafeBufferPointer { objects in
            var upcoming: ObjectGraph.ID? = root
            while true {
                if let id = upcoming {
                    upcoming = nil
                    var shared: Int?
                    if let key = uniqueKey(objects[id.index]) {
                        let interned = unique.intern(key)
                        if interned.inserted {
                            uniqueNumbers.append(sequence.count)
                        } else {
                            shared = uniqueNumbers[interned.number]
                        }
                    }
                    var named: (key: UniqueKey, name: UniqueKey?, hash: Int)?
                    if shared == nil, !namedValueClasses.isEmpty, let nameKey = namedValueClasses[objects[id.index].className],
                        let value = namedValue(objects[id.index], nameKey: nameKey, in: objects)
                    {
                        let hash = Int(truncatingIfNeeded: value.key.hash)
                        if let match = namedValues[hash]?.first(where: { $0.key == value.key && (!distinctNames || $0.name == nil || value.name == nil || $0.name == value.name) }) {
                            shared = match.number
                        } else {
                            named = (value.key, value.name, hash)
                        }
                    }
                    if let shared {
                        number[id.index] = shared
                    } else {
                        if let named { namedValues[named.hash, default: []].append((named.key, named.name, sequence.count)) }
                        number[id.index] = sequence.count
                        sequence.append(id)
                        stack.append((id, 0))
                    }
                }
                guard let top = stack.last else { break }
                let entries = objects[top.id.index].entries.count
                guard top.next < entries else {
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                if case .object(let target) = objects[top.id.index].entries[top.next].value, number[target.index] == nil,
                    conditionalKeys.isEmpty || !isConditional(objects[top.id.index].entries[top.next].keyID, of: objects[top.id.index].className)
                {
                    upcoming = target
                }
            }
        }
        return Numbering(sequence: sequence, number: number)
    }

    private func payload(_ value: ObjectGraph.Value, numbers: [Int?]) -> NibArchive.Payload {
        switch value {
        case .integer(let number): ArchiveBuilder.integerPayload(number)
        case .bool(let flag): .bool(flag)
        case .float(let number): .float(number)
        case .double(let number): .double(number)
        case .data(let bytes): .data(bytes)
        case .null: .null
        // Not numbered: the target of conditional references only, which is not encoded.
        case .object(let target): numbers[target.index].map { .object($0) } ?? .null
        }
    }
}
