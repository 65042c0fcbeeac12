// NibArchive.swift — the in-memory model of one NIBArchive file: its four tables, exactly as stored.
//
// The model is raw: indexes into tables, not a graph. `NibArchiveReader` fills it from bytes,
// `NibArchiveWriter` turns it back into the same bytes, `ArchiveBuilder` makes one from an object
// graph, and the Foundation views (`FoundationObjects.swift`) read strings, numbers and collections
// out of it.

/// One NIBArchive: header versions, the object, key, value and class tables, and any trailing bytes.
public struct NibArchive: Hashable, Sendable {
    /// Always 1 in real files.
    public var formatVersion: UInt32
    /// 9 (Xcode ≤ 12) or 10 (Xcode 13 and later).
    public var coderVersion: UInt32
    public var objects: [Object]
    /// Key names. Unique within a file; their order carries no meaning.
    public var keys: [String]
    /// Values of all objects; each object owns a contiguous range.
    public var values: [Value]
    public var classes: [ClassName]
    /// Bytes after the last table (the `LNE\0` of a few Intune nibs). Kept so files round-trip.
    public var trailer: [UInt8]

    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10, objects: [Object] = [], keys: [String] = [],
        values: [Value] = [], classes: [ClassName] = [], trailer: [UInt8] = []
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classes = classes
        self.trailer = trailer
    }

    /// An object-table entry: a class and a range of the value table.
    public struct Object: Hashable, Sendable {
        public var classIndex: Int
        /// Index of the first value; ibtool writes 0 for objects without values.
        public var firstValueIndex: Int
        public var valueCount: Int

        public init(classIndex: Int, firstValueIndex: Int, valueCount: Int) {
            self.classIndex = classIndex
            self.firstValueIndex = firstValueIndex
            self.valueCount = valueCount
        }

        public var valueRange: Range<Int> { firstValueIndex..<(firstValueIndex + valueCount) }
    }

    /// A value-table entry: a key and a typed payload. 16 bytes: the payload, then the key's index
    /// in 32 bits (an index past them is kept as `Int32.max`, which no key table reaches, so
    /// `validate()` still finds it out of range); an archive of a million values holds them all.
    public struct Value: Hashable, Sendable {
        public var payload: Payload
        private var storedKeyIndex: Int32

        public var keyIndex: Int {
            get { Int(storedKeyIndex) }
            set { storedKeyIndex = Int32(clamping: newValue) }
        }

        public init(keyIndex: Int, _ payload: Payload) {
            self.payload = payload
            storedKeyIndex = Int32(clamping: keyIndex)
        }
    }

    /// A value's type and content. The on-disk type byte is `typeCode`.
    public enum Payload: Hashable, Sendable {
        case int8(Int8)
        case int16(Int16)
        case int32(Int32)
        case int64(Int64)
        case bool(Bool)
        case float(Float)
        case double(Double)
        case data([UInt8])
        case null
        /// An index into the object table (stored as a fixed 4-byte integer).
        case object(Int)

        /// The type byte: 0–3 integers, 4 false, 5 true, 6 float, 7 double, 8 data, 9 nil, 10 object.
        public var typeCode: UInt8 {
            switch self {
            case .int8: 0
            case .int16: 1
            case .int32: 2
            case .int64: 3
            case .bool(let value): value ? 5 : 4
            case .float: 6
            case .double: 7
            case .data: 8
            case .null: 9
            case .object: 10
            }
        }

        /// The integer, for the four integer types.
        public var integer: Int64? {
            switch self {
            case .int8(let value): Int64(value)
            case .int16(let value): Int64(value)
            case .int32(let value): Int64(value)
            case .int64(let value): value
            default: nil
            }
        }

        // Floats compare by bit pattern so that NaN payloads and -0.0 survive a round trip and an
        // archive equals itself.
        public static func == (lhs: Payload, rhs: Payload) -> Bool {
            switch (lhs, rhs) {
            case (.int8(let a), .int8(let b)): a == b
            case (.int16(let a), .int16(let b)): a == b
            case (.int32(let a), .int32(let b)): a == b
            case (.int64(let a), .int64(let b)): a == b
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
            hasher.combine(typeCode)
            switch self {
            case .int8(let value): hasher.combine(value)
            case .int16(let value): hasher.combine(value)
            case .int32(let value): hasher.combine(value)
            case .int64(let value): hasher.combine(value)
            case .bool, .null: break
            case .float(let value): hasher.combine(value.bitPattern)
            case .double(let value): hasher.combine(value.bitPattern)
            case .data(let value): hasher.combine(value)
            case .object(let value): hasher.combine(value)
            }
        }
    }

    /// A class-table entry: a class name and the indexes of its fallback classes in the same table
    /// (UIColor → NSColor, …), which UIKit instantiates when the named class does not exist.
    public struct ClassName: Hashable, Sendable {
        public var name: String
        public var fallbacks: [Int32]

        public init(_ name: String, fallbacks: [Int32] = []) {
            self.name = name
            self.fallbacks = fallbacks
        }
    }
}

// MARK: - Lookups

extension NibArchive {
    /// The class name of object `index`.
    public func className(ofObject index: Int) -> String {
        classes[objects[index].classIndex].name
    }

    /// The values of object `index`, in archive order.
    public func values(ofObject index: Int) -> ArraySlice<Value> {
        values[objects[index].valueRange]
    }

    /// The first value of object `index` whose key is `key`.
    public func value(forKey key: String, inObject index: Int) -> Value? {
        values(ofObject: index).first { keys[$0.keyIndex] == key }
    }

    /// The key name of a value.
    public func key(of value: Value) -> String {
        keys[value.keyIndex]
    }
}

// MARK: - Validation

extension NibArchive {
    /// Checks that every index in the model points into its table and that every count fits the
    /// format's 32-bit fields. The reader guarantees this for what it returns; the writer checks it
    /// before writing a model that was built or edited by hand.
    public func validate() throws(NibArchiveError) {
        let limit = Int(UInt32.max)
        for (table, count) in [
            (NibArchiveError.Table.objects, objects.count), (.keys, keys.count), (.values, values.count),
            (.classes, classes.count),
        ] where count > limit {
            throw NibArchiveError(.invalidModel("\(count) entries do not fit a 32-bit count"), table: table)
        }
        var referenced = 0
        for (index, object) in objects.enumerated() {
            guard object.classIndex >= 0, object.classIndex < classes.count else {
                throw NibArchiveError(
                    .classIndexOutOfRange(index: object.classIndex, count: classes.count), table: .objects,
                    entry: index)
            }
            guard object.firstValueIndex >= 0, object.valueCount >= 0,
                object.valueCount <= values.count, object.firstValueIndex <= values.count - object.valueCount
            else {
                throw NibArchiveError(
                    .valueRangeOutOfRange(
                        first: object.firstValueIndex, count: object.valueCount, valueCount: values.count),
                    table: .objects, entry: index)
            }
            referenced += object.valueCount
            guard referenced <= NibArchive.maximumValueSharing * max(values.count, 1) else {
                throw NibArchiveError(.valuesSharedTooOften(total: referenced, valueCount: values.count), table: .objects, entry: index)
            }
        }
        for (index, value) in values.enumerated() {
            guard value.keyIndex >= 0, value.keyIndex < keys.count else {
                throw NibArchiveError(
                    .keyIndexOutOfRange(index: value.keyIndex, count: keys.count), table: .values, entry: index)
            }
            if case .object(let target) = value.payload, target < 0 || target >= objects.count {
                throw NibArchiveError(
                    .objectReferenceOutOfRange(index: target, count: objects.count), table: .values, entry: index)
            }
        }
        for (index, entry) in classes.enumerated() {
            for fallback in entry.fallbacks where fallback < 0 || Int(fallback) >= classes.count {
                throw NibArchiveError(
                    .fallbackIndexOutOfRange(index: Int(fallback), count: classes.count), table: .classes,
                    entry: index)
            }
        }
    }
}
