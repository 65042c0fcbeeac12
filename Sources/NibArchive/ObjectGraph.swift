// ObjectGraph.swift — the object graph a compiler hands to `ArchiveBuilder`.
//
// A value type: objects live in an array and refer to each other by `ObjectGraph.ID`, so graphs with
// sharing and cycles (a view and its superview) need no reference counting. Each object has a
// class name and an ordered list of (key, value) pairs; integers carry no width (the builder applies
// ibtool's width rule). Helpers build the Foundation shapes of FIELD-GUIDE §2.2.

/// An archivable object graph: objects with ordered keyed values that may refer to each other.
public struct ObjectGraph: Hashable, Sendable {
    /// A handle to an object of this graph.
    public struct ID: Hashable, Sendable, Comparable {
        public let index: Int

        /// The handle of the `index`th object added (or of archive object `index`, for a graph made
        /// from an archive).
        public init(index: Int) {
            self.index = index
        }

        public static func < (lhs: ID, rhs: ID) -> Bool { lhs.index < rhs.index }
    }

    /// A value of an object. Floats compare by bit pattern.
    public enum Value: Hashable, Sendable {
        /// Written as int8, int16, int32 or int64 by the width rule.
        case integer(Int64)
        case bool(Bool)
        case float(Float)
        case double(Double)
        case data([UInt8])
        case null
        case object(ID)

        /// A geometry struct (`CGRect`, `CGPoint`, …) as a data value.
        public static func geometry(_ geometry: NibGeometry) -> Value { .data(geometry.bytes) }

        public static func == (lhs: Value, rhs: Value) -> Bool {
            switch (lhs, rhs) {
            case (.integer(let a), .integer(let b)): a == b
            case (.bool(let a), .bool(let b)): a == b
            case (.float(let a), .float(let b)): a.bitPattern == b.bitPattern
            case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern
            case (.data(let a), .data(let b)): a == b
            case (.null, .null): true
            case (.object(let a), .object(let b)): a == b
            default: false
            }
        }

        public func hash(into hasher: inout Hasher) {
            switch self {
            case .integer(let value): hasher.combine(0); hasher.combine(value)
            case .bool(let value): hasher.combine(1); hasher.combine(value)
            case .float(let value): hasher.combine(2); hasher.combine(value.bitPattern)
            case .double(let value): hasher.combine(3); hasher.combine(value.bitPattern)
            case .data(let value): hasher.combine(4); hasher.combine(value)
            case .null: hasher.combine(5)
            case .object(let value): hasher.combine(6); hasher.combine(value)
            }
        }
    }

    /// One keyed value: 16 bytes, the value and then its key's number (ObjectGraphKey.swift).
    public struct Entry: Hashable, Sendable {
        public var value: Value
        public var keyID: Key

        /// The key's name.
        public var key: String {
            get { keyID.name }
            set { keyID = Key(newValue) }
        }

        public init(_ key: String, _ value: Value) {
            self.init(Key(key), value)
        }

        public init(_ key: Key, _ value: Value) {
            self.value = value
            self.keyID = key
        }
    }

    /// An object: its class name and its values in encode order.
    public struct Object: Hashable, Sendable {
        public var className: String
        public var entries: [Entry]

        public init(className: String, entries: [Entry] = []) {
            self.className = className
            self.entries = entries
        }
    }

    public private(set) var objects: [Object] = []

    public init() {}

    public subscript(id: ID) -> Object {
        get { objects[id.index] }
        set { objects[id.index] = newValue }
    }

    /// Adds an object and returns its handle.
    @discardableResult
    public mutating func add(_ className: String, _ entries: [Entry] = []) -> ID {
        objects.append(Object(className: className, entries: entries))
        return ID(index: objects.count - 1)
    }

    /// Appends a keyed value to an object.
    public mutating func append(_ key: String, _ value: Value, to object: ID) {
        objects[object.index].entries.append(Entry(key, value))
    }

    /// Appends keyed values to an object (taken over whole when it has none yet).
    public mutating func append(_ entries: [Entry], to object: ID) {
        if objects[object.index].entries.isEmpty {
            objects[object.index].entries = entries
        } else {
            objects[object.index].entries.append(contentsOf: entries)
        }
    }
}

// MARK: - Foundation shapes

extension ObjectGraph {
    /// An NSString (or `className`) holding `text` as UTF-8 `NS.bytes`.
    public mutating func string(_ text: String, className: String = "NSString") -> ID {
        add(className, [Entry(FoundationKeys.bytes, .data(Array(text.utf8)))])
    }

    /// An NSNumber with an integer `NS.intval`.
    public mutating func number(_ value: Int64) -> ID {
        add("NSNumber", [Entry(FoundationKeys.intValue, .integer(value))])
    }

    /// An NSNumber with a boolean `NS.boolval`.
    public mutating func number(_ value: Bool) -> ID {
        add("NSNumber", [Entry(FoundationKeys.boolValue, .bool(value))])
    }

    /// An NSNumber with a double `NS.dblval`.
    public mutating func number(_ value: Double) -> ID {
        add("NSNumber", [Entry(FoundationKeys.doubleValue, .double(value))])
    }

    /// An inlined NSArray (or NSMutableArray, NSSet, NSMutableSet: `className`).
    public mutating func array(_ elements: [ID], className: String = "NSArray") -> ID {
        add(className, [Entry(FoundationKeys.inlined, .bool(true))] + elements.map { Entry(FoundationKeys.element, .object($0)) })
    }

    /// An inlined NSDictionary (or NSMutableDictionary): keys and values alternate.
    public mutating func dictionary(_ entries: [(key: ID, value: ID)], className: String = "NSDictionary") -> ID {
        var values = [Entry(FoundationKeys.inlined, .bool(true))]
        for entry in entries {
            values.append(Entry(FoundationKeys.element, .object(entry.key)))
            values.append(Entry(FoundationKeys.element, .object(entry.value)))
        }
        return add(className, values)
    }
}

// MARK: - From an archive

extension ObjectGraph {
    /// The graph stored in `archive`, with object `i` of the archive as `ID(index: i)`; integers lose
    /// their stored width. Rebuilding it with `ArchiveBuilder` renumbers the objects in encode order.
    public init(_ archive: NibArchive) {
        objects.reserveCapacity(archive.objects.count)
        // Each of the archive's keys is looked up once.
        let keys = archive.keys.map(Key.init)
        for index in archive.objects.indices {
            let entries = archive.values(ofObject: index).map { value -> Entry in
                let converted: Value
                switch value.payload {
                case .int8, .int16, .int32, .int64: converted = .integer(value.payload.integer!)
                case .bool(let flag): converted = .bool(flag)
                case .float(let number): converted = .float(number)
                case .double(let number): converted = .double(number)
                case .data(let bytes): converted = .data(bytes)
                case .null: converted = .null
                case .object(let target): converted = .object(ID(index: target))
                }
                return Entry(keys[value.keyIndex], converted)
            }
            objects.append(Object(className: archive.className(ofObject: index), entries: entries))
        }
    }
}
