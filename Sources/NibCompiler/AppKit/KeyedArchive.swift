// KeyedArchive.swift — an image Interface Builder stored inside the document (a resource's
// `<mutableData key="keyedArchiveRepresentation">`, an NSKeyedArchiver binary property list) read
// back into the objects ibtool archives for it (FIELD-GUIDE-APPKIT §10, "Inline images").
//
// The document's bytes are untrusted: every offset and count of the property list is checked,
// objects are read at most once (shared ones stay shared), nesting is bounded, and anything
// unexpected makes the image unreadable (nil) rather than wrong.

import NibArchive

/// A value of a binary property list (`bplist00`).
indirect enum PropertyListValue: Equatable {
    case integer(Int64)
    case real(Double)
    case bool(Bool)
    case string(String)
    case data([UInt8])
    case uid(Int)
    case array([PropertyListValue])
    /// Keys in the order the list stores them.
    case dictionary([(String, PropertyListValue)])
    case null

    static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case (.integer(let a), .integer(let b)): a == b
        case (.real(let a), .real(let b)): a.bitPattern == b.bitPattern
        case (.bool(let a), .bool(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.data(let a), .data(let b)): a == b
        case (.uid(let a), .uid(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.dictionary(let a), .dictionary(let b)): a.map(\.0) == b.map(\.0) && a.map(\.1) == b.map(\.1)
        case (.null, .null): true
        default: false
        }
    }

    /// The value of `key` in a dictionary.
    subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let entries) = self else { return nil }
        return entries.first { $0.0 == key }?.1
    }
}

/// A reader of binary property lists, bounded: at most `maximumObjects` objects, nesting at most
/// `maximumDepth` containers deep, reading at most four times as many objects as the list has.
struct BinaryPropertyList {
    static let maximumObjects = 100_000
    static let maximumDepth = 64

    let bytes: [UInt8]
    private var offsets: [Int] = []
    private var referenceSize = 0
    /// Objects read so far, against a budget linear in the list's size: a container may name
    /// another many times (a list holding itself twice, nested, would otherwise cost 2^depth).
    private var visits = 0

    /// The top object of `bytes`, nil when they are not a well-formed binary property list.
    static func read(_ bytes: [UInt8]) -> PropertyListValue? {
        var list = BinaryPropertyList(bytes: bytes)
        return list.top()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func top() -> PropertyListValue? {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist00".utf8)) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = unsigned(at: trailer + 8, size: 8), let topIndex = unsigned(at: trailer + 16, size: 8),
            let tableOffset = unsigned(at: trailer + 24, size: 8),
            count > 0, count <= UInt64(Self.maximumObjects), topIndex < count, tableOffset < UInt64(trailer)
        else { return nil }
        let table = Int(tableOffset)
        guard table + Int(count) * offsetSize <= trailer else { return nil }
        self.referenceSize = referenceSize
        offsets = []
        offsets.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            guard let offset = unsigned(at: table + index * offsetSize, size: offsetSize), offset < UInt64(table), offset >= 8 else { return nil }
            offsets.append(Int(offset))
        }
        return object(Int(topIndex), depth: 0)
    }

    private func unsigned(at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value
    }

    /// The length of the object at `offset` whose marker's low nibble is `nibble`, and where its
    /// content starts.
    private func length(_ nibble: UInt8, after offset: Int) -> (count: Int, start: Int)? {
        guard nibble == 0x0F else { return (Int(nibble), offset + 1) }
        guard offset + 1 < bytes.count, bytes[offset + 1] >> 4 == 0x1 else { return nil }
        let size = 1 << Int(bytes[offset + 1] & 0x0F)
        guard size <= 8, let count = unsigned(at: offset + 2, size: size), count <= UInt64(bytes.count) else { return nil }
        return (Int(count), offset + 2 + size)
    }

    private mutating func object(_ index: Int, depth: Int) -> PropertyListValue? {
        visits += 1
        guard index >= 0, index < offsets.count, depth <= Self.maximumDepth, visits <= 4 * offsets.count + 64 else { return nil }
        let offset = offsets[index]
        let marker = bytes[offset]
        let nibble = marker & 0x0F
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x00: return .null
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: return nil
            }
        case 0x1:
            let size = 1 << Int(nibble)
            guard size <= 8, let value = unsigned(at: offset + 1, size: size) else { return nil }
            return .integer(size == 8 ? Int64(bitPattern: value) : Int64(value))
        case 0x2:
            let size = 1 << Int(nibble)
            guard size == 4 || size == 8, let value = unsigned(at: offset + 1, size: size) else { return nil }
            return .real(size == 4 ? Double(Float(bitPattern: UInt32(value))) : Double(bitPattern: value))
        case 0x4:
            guard let (count, start) = length(nibble, after: offset), start + count <= bytes.count else { return nil }
            return .data(Array(bytes[start..<start + count]))
        case 0x5:
            guard let (count, start) = length(nibble, after: offset), start + count <= bytes.count else { return nil }
            return .string(String(decoding: bytes[start..<start + count], as: UTF8.self))
        case 0x6:
            guard let (count, start) = length(nibble, after: offset), count <= bytes.count / 2, start + 2 * count <= bytes.count else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for index in 0..<count { units.append(UInt16(bytes[start + 2 * index]) << 8 | UInt16(bytes[start + 2 * index + 1])) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            guard let value = unsigned(at: offset + 1, size: Int(nibble) + 1), value <= UInt64(Self.maximumObjects) else { return nil }
            return .uid(Int(value))
        case 0xA:
            guard let (count, start) = length(nibble, after: offset), let references = references(count, at: start) else { return nil }
            var items: [PropertyListValue] = []
            for reference in references {
                guard let item = object(reference, depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .array(items)
        case 0xD:
            guard let (count, start) = length(nibble, after: offset), let references = references(2 * count, at: start) else { return nil }
            var entries: [(String, PropertyListValue)] = []
            for index in 0..<count {
                guard case .string(let key)? = object(references[index], depth: depth + 1),
                    let value = object(references[count + index], depth: depth + 1)
                else { return nil }
                entries.append((key, value))
            }
            return .dictionary(entries)
        default:
            return nil
        }
    }

    private func references(_ count: Int, at start: Int) -> [Int]? {
        guard count <= offsets.count * 2, start + count * referenceSize <= bytes.count else { return nil }
        return (0..<count).compactMap { unsigned(at: start + $0 * referenceSize, size: referenceSize).map { Int($0) } }
    }
}

/// The objects of an NSKeyedArchiver archive as nib objects: each archived object once, with its
/// class and keys; strings, numbers and data as Foundation's; `NS.objects` lists as inlined
/// arrays. Keys are written in the order AppKit encodes them where it is known (`keyOrders`),
/// with the keys AppKit adds today that an older archive lacks (`addedKeys`).
struct KeyedArchiveImport {
    /// AppKit's encoding order of the classes an inline image holds [V 6 inline images].
    static let keyOrders: [String: [String]] = [
        "NSImage": ["NSImageFlags", "NSSize", "NSReps", "NSColor", "NSResizingMode", "NSTintColor"],
        "NSColor": ["NSColorSpace", "NSWhite", "NSRGB", "NSCustomColorSpace", "NSComponents", "NSLinearExposure"],
        "NSColorSpace": ["NSID", "NSModel", "NSICC"],
        "NSBitmapImageRep": ["NSTIFFRepresentation", "NSInternalLayoutDirection"],
    ]

    let objects: [PropertyListValue]
    private var made: [Int: ObjectGraph.ID] = [:]
    /// The objects being read (an object that holds itself is no image).
    private var reading: Set<Int> = []

    init?(_ archive: PropertyListValue) {
        guard case .array(let objects)? = archive["$objects"], archive["$archiver"] == .string("NSKeyedArchiver") else { return nil }
        self.objects = objects
    }

    /// The archive's root object in `lowering`'s graph.
    static func root(of bytes: [UInt8], in lowering: inout Lowering) -> ObjectGraph.ID? {
        guard let list = BinaryPropertyList.read(bytes), var archive = KeyedArchiveImport(list), case .uid(let root)? = list["$top"]?["root"] else {
            return nil
        }
        return archive.object(root, in: &lowering, depth: 0)
    }

    private mutating func object(_ index: Int, in lowering: inout Lowering, depth: Int) -> ObjectGraph.ID? {
        if let made = made[index] { return made }
        guard index > 0, index < objects.count, depth <= BinaryPropertyList.maximumDepth, reading.insert(index).inserted else { return nil }
        defer { reading.remove(index) }
        let made: ObjectGraph.ID
        switch objects[index] {
        case .string(let text): made = lowering.graph.string(text)
        case .integer(let value): made = lowering.graph.number(value)
        case .real(let value): made = lowering.graph.number(value)
        case .bool(let value): made = lowering.graph.number(value)
        case .data(let bytes): made = lowering.graph.add("NSData", [.init(FoundationKeys.bytes, .data(bytes))])
        case .dictionary(let entries):
            guard case .uid(let classIndex)? = objects[index]["$class"], classIndex < objects.count,
                case .string(let className)? = objects[classIndex]["$classname"]
            else { return nil }
            if case .array(let items)? = objects[index]["NS.objects"], className.hasSuffix("Array") {
                var elements: [ObjectGraph.ID] = []
                for item in items {
                    guard case .uid(let reference) = item, let element = object(reference, in: &lowering, depth: depth + 1) else { return nil }
                    elements.append(element)
                }
                made = lowering.graph.array(elements, className: className)
            } else {
                var values: [ObjectGraph.Entry] = []
                for (key, value) in entries where key != "$class" {
                    switch value {
                    case .uid(let reference):
                        // ($null is the archive's nil.)
                        if objects.indices.contains(reference), objects[reference] == .string("$null") {
                            values.append(.init(key, .null))
                        } else {
                            guard let target = object(reference, in: &lowering, depth: depth + 1) else { return nil }
                            values.append(.init(key, .object(target)))
                        }
                    case .integer(let number): values.append(.init(key, .integer(number)))
                    case .real(let number): values.append(.init(key, .double(number)))
                    case .bool(let flag): values.append(.init(key, .bool(flag)))
                    case .data(let bytes): values.append(.init(key, .data(bytes)))
                    default: return nil
                    }
                }
                made = lowering.graph.add(className, Self.ordered(values, of: className, in: &lowering))
            }
        default:
            return nil
        }
        self.made[index] = made
        return made
    }

    /// `values` in AppKit's order for `className`, with what AppKit writes today that the archive
    /// lacks: an image's `NSTintColor` nil, a color's `NSLinearExposure` "1" beside a custom space.
    private static func ordered(_ values: [ObjectGraph.Entry], of className: String, in lowering: inout Lowering) -> [ObjectGraph.Entry] {
        guard let order = keyOrders[className] else { return values }
        var values = values
        if className == "NSImage", !values.contains(where: { $0.key == "NSTintColor" }) { values.append(.init("NSTintColor", .null)) }
        if className == "NSColor", values.contains(where: { $0.key == "NSCustomColorSpace" }), !values.contains(where: { $0.key == "NSLinearExposure" }) {
            values.append(.init("NSLinearExposure", .data(Array("1".utf8))))
        }
        let rank = { (key: String) in order.firstIndex(of: key) ?? order.count }
        return values.enumerated().sorted { (rank($0.element.key), $0.offset) < (rank($1.element.key), $1.offset) }.map(\.element)
    }
}
