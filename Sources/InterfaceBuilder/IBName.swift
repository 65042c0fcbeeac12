// IBName.swift — names as symbols: each element, attribute and property name the class model
// declares is a small integer, found once per name when a document is parsed, so that the lookups
// of resolution, lowering and the account compare integers instead of strings.
//
// The vocabulary is every name of the standard tables (attribute names, keyed-child keys, element
// names: `IBClassIndex.names`, generated with the class index), sorted in byte order and numbered
// from 1: comparing two known symbols orders them as their names compare. 0 stands for every other
// name — documents may use names the model does not know, and those are compared as strings. A
// name is found with an open-addressed FNV-1a table made at first use. Results do not depend on
// which names the vocabulary holds, only on its being sorted: a missing name is slower, not wrong.
// Only the named constants (`IBName(known:)`) must be in it; each stops the process at its first
// use otherwise, and the tests use every one.

import Foundation

/// A name of the vocabulary, or `unknown`.
public struct IBName: Hashable, Comparable, Sendable {
    public let rawValue: UInt16

    /// Any name that is not in the vocabulary.
    public static let unknown = IBName(rawValue: 0)

    init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The symbol of `name` (`unknown` when the vocabulary does not hold it).
    public init(_ name: String) { self = IBNameTable.shared.symbol(of: name) }

    public var isKnown: Bool { rawValue != 0 }

    /// The name (empty for `unknown`).
    public var text: String { IBNameTable.shared.names[Int(rawValue)] }

    public static func < (lhs: IBName, rhs: IBName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// How many symbols there are, `unknown` included (for tables indexed by symbol).
    public static var count: Int { IBNameTable.shared.names.count }
}

/// The vocabulary and its hash table: one per process, never freed, read through pointers (a
/// lookup per attribute of every document parsed). Its layout is generated with the class index
/// (`IBClassIndex+Generated.swift`: the names one a line, where each starts, the slots): making it
/// at each start was 4 % of a small compile.
final class IBNameTable: @unchecked Sendable {
    static let shared: IBNameTable = {
        let names = IBClassIndex.generated.names
        if IBNameTable.generatedStarts.count == names.count + 2 {
            return IBNameTable(names: names, bytes: generatedBytes.utf8Start, starts: generatedStarts, slots: generatedSlots)
        }
        // (Only while the generated file is being made again.)
        let layout = IBNameTable.layout(of: names)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(layout.text.utf8.count, 1))
        _ = UnsafeMutableBufferPointer(start: bytes, count: layout.text.utf8.count).initialize(from: layout.text.utf8)
        return IBNameTable(names: names, bytes: UnsafePointer(bytes), starts: layout.starts, slots: layout.slots)
    }()

    /// By symbol; `names[0]` is the empty name of `unknown`.
    let names: [String]
    /// The names' UTF-8, a newline after each, and where each starts (`starts[symbol]`; the
    /// newline after the last is at `starts[names.count] - 1`); `starts[0]` is unused.
    private let bytes: UnsafePointer<UInt8>
    private let starts: [Int32]
    /// Symbols by hash, 0 where empty: a power of two of slots, at most a quarter full.
    private let slots: [UInt16]
    private let mask: Int

    /// The table of `sorted` names from its layout (`layout(of:)` of the same names).
    private init(names sorted: [String], bytes: UnsafePointer<UInt8>, starts: [Int32], slots: [UInt16]) {
        (names, self.bytes, self.starts, self.slots, mask) = ([""] + sorted, bytes, starts, slots, slots.count - 1)
    }

    /// The layout of a table of `sorted` names: their bytes (a newline after each), where each
    /// starts by symbol, and the slots (what `IBClassIndex+Generated.swift` holds).
    static func layout(of sorted: [String]) -> (text: String, starts: [Int32], slots: [UInt16]) {
        precondition(sorted.count < Int(UInt16.max), "the vocabulary outgrew 16-bit symbols")
        var starts: [Int32] = [0]
        var text = ""
        for name in sorted {
            starts.append(Int32(text.utf8.count))
            text += name + "\n"
        }
        starts.append(Int32(text.utf8.count))
        var capacity = 16
        while capacity < 4 * (sorted.count + 1) { capacity *= 2 }
        var slots = [UInt16](repeating: 0, count: capacity)
        for (offset, name) in sorted.enumerated() {
            var name = name
            var slot = name.withUTF8 { IBNameTable.hash($0) } & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = UInt16(offset + 1)
        }
        return (text, starts, slots)
    }

    /// A name's slot hash: FNV-1a over its words (`wordFNV1a`), the high bits of a final multiply
    /// (a multiply carries low bits upward only).
    @inline(__always) static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: (wordFNV1a(utf8) &* 0x9e37_79b9_7f4a_7c15) >> 32)
    }

    func symbol(of name: String) -> IBName {
        name.utf8.withContiguousStorageIfAvailable { symbol(utf8: $0) } ?? Array(name.utf8).withUnsafeBufferPointer { symbol(utf8: $0) }
    }

    /// The length in UTF-8 bytes of `symbol`'s name.
    @inline(__always) func length(of symbol: IBName) -> Int {
        Int(starts[Int(symbol.rawValue) + 1]) - Int(starts[Int(symbol.rawValue)]) - 1
    }

    func symbol(utf8 name: UnsafeBufferPointer<UInt8>) -> IBName {
        guard let base = name.baseAddress, !name.isEmpty else { return .unknown }
        var slot = IBNameTable.hash(name) & mask
        while true {
            let symbol = Int(slots[slot])
            if symbol == 0 { return .unknown }
            let start = Int(starts[symbol])
            if Int(starts[symbol + 1]) - start - 1 == name.count, memcmp(bytes + start, base, name.count) == 0 {
                return IBName(rawValue: UInt16(symbol))
            }
            slot = (slot + 1) & mask
        }
    }
}

extension IBName {
    /// The symbol of a name the vocabulary must hold (a constant below: `unknown` would stand for
    /// every name the vocabulary does not hold).
    public init(known name: String) {
        self.init(name)
        precondition(isKnown, "'\(name)' is not in the vocabulary of the class model's tables")
    }

    // The names the document model and the back ends look up most (a symbol made once each).
    public static let id = IBName(known: "id")
    public static let key = IBName(known: "key")
    public static let sceneID = IBName(known: "sceneID")
    public static let scene = IBName(known: "scene")
    public static let connections = IBName(known: "connections")
    public static let color = IBName(known: "color")
}

/// A 64-bit FNV-1a hash of `bytes` eight at a time (little-endian words), then the remaining bytes
/// one by one, seeded with the length: the name table's hash and the class tables' fingerprint.
@inline(__always) func wordFNV1a(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    while offset + 8 <= raw.count {
        hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
        offset += 8
    }
    while offset < raw.count {
        hash = (hash ^ UInt64(raw.load(fromByteOffset: offset, as: UInt8.self))) &* 0x100_0000_01b3
        offset += 1
    }
    return hash
}

/// `wordFNV1a` of a string's UTF-8.
func wordFNV1a(_ text: String) -> UInt64 {
    text.utf8.withContiguousStorageIfAvailable(wordFNV1a) ?? Array(text.utf8).withUnsafeBufferPointer(wordFNV1a)
}

/// A value of 1…65535 per symbol, for the few dozen symbols of one class's or reader's names:
/// open addressing over a power of two of slots, at most half full (a table of every symbol was
/// 5.6 KB a class, zeroed and copied from the superclass's at each start, a fifth of the heap of a
/// small compile).
package struct SymbolTable: Sendable {
    /// `symbol << 16 | value`, 0 where empty.
    private var slots: [UInt32] = [UInt32](repeating: 0, count: 8)
    private var count = 0

    package init() {}

    /// The value of known symbol `symbol`, 0 for none.
    @inline(__always) package func value(_ symbol: IBName) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: UInt32(symbol.rawValue) &* 0x9e37_79b1 >> 16) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return 0 }
            if entry >> 16 == UInt32(symbol.rawValue) { return Int(entry & 0xffff) }
            slot = (slot + 1) & mask
        }
    }

    /// Gives known symbol `symbol` the value `value` (1…65535), replacing any it had.
    package mutating func set(_ symbol: IBName, _ value: Int) {
        precondition(symbol.isKnown && value > 0 && value <= 0xffff)
        if 2 * (count + 1) > slots.count {
            let old = slots
            slots = [UInt32](repeating: 0, count: 2 * old.count)
            count = 0
            for entry in old where entry != 0 { set(IBName(rawValue: UInt16(entry >> 16)), Int(entry & 0xffff)) }
        }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: UInt32(symbol.rawValue) &* 0x9e37_79b1 >> 16) & mask
        while slots[slot] != 0 && slots[slot] >> 16 != UInt32(symbol.rawValue) { slot = (slot + 1) & mask }
        if slots[slot] == 0 { count += 1 }
        slots[slot] = UInt32(symbol.rawValue) << 16 | UInt32(value)
    }
}

/// A set of names tested by symbol: a bit per symbol of the vocabulary, and the names the
/// vocabulary lacks kept as names. For the sets of element and attribute names the compiler tests
/// for every node (a Set<String> hashed the name each time: a seventieth of a corpus run, measured;
/// a flag per symbol was 2.8 KB a set, zeroed at each start for each of a compile's sets).
public struct IBNameSet: Sendable, Equatable, ExpressibleByArrayLiteral {
    /// Bit `symbol % 64` of word `symbol / 64`: the known names (empty for an empty set).
    @usableFromInline var bits: [UInt64]
    /// The names outside the vocabulary (none for the compiler's own sets but patterns).
    public private(set) var others: Set<String>

    /// The empty set.
    public init() { (bits, others) = ([], []) }

    @inlinable public init<Names: Sequence<String>>(_ names: Names) {
        self.init()
        for name in names { insert(name) }
    }

    public init(arrayLiteral names: String...) { self.init(names) }

    public var isEmpty: Bool { others.isEmpty && !bits.contains { $0 != 0 } }

    /// How many names it holds.
    public var count: Int { bits.reduce(others.count) { $0 + $1.nonzeroBitCount } }

    @inlinable public mutating func insert(_ name: String) {
        let symbol = IBName(name)
        guard symbol.isKnown else { return insertOther(name) }
        if bits.isEmpty { bits = [UInt64](repeating: 0, count: (IBName.count + 63) / 64) }
        bits[Int(symbol.rawValue) >> 6] |= 1 << UInt64(symbol.rawValue & 63)
    }

    @usableFromInline mutating func insertOther(_ name: String) { others.insert(name) }

    public mutating func formUnion(_ other: IBNameSet) {
        if bits.isEmpty {
            bits = other.bits
        } else if !other.bits.isEmpty {
            for word in bits.indices { bits[word] |= other.bits[word] }
        }
        if !other.others.isEmpty { others.formUnion(other.others) }
    }

    public func union(_ other: IBNameSet) -> IBNameSet {
        var union = self
        union.formUnion(other)
        return union
    }

    /// The set without `names`.
    public func removing(_ names: [String]) -> IBNameSet {
        var result = self
        for name in names {
            let symbol = IBName(name)
            if symbol.isKnown, !result.bits.isEmpty {
                result.bits[Int(symbol.rawValue) >> 6] &= ~(1 << UInt64(symbol.rawValue & 63))
            } else {
                result.others.remove(name)
            }
        }
        return result
    }

    public static func == (lhs: IBNameSet, rhs: IBNameSet) -> Bool { lhs.names == rhs.names }

    /// The names, in symbol order (which is name order), then the others sorted.
    public var names: [String] { symbols.map { $0.text } + others.sorted() }

    /// The symbols of the names the vocabulary holds, in order.
    public var symbols: [IBName] {
        var symbols: [IBName] = []
        for (word, bits) in bits.enumerated() where bits != 0 {
            var rest = bits
            while rest != 0 {
                symbols.append(IBName(rawValue: UInt16(word * 64 + rest.trailingZeroBitCount)))
                rest &= rest - 1
            }
        }
        return symbols
    }

    /// Whether `node`'s element name is in the set (a known symbol names no name outside the
    /// vocabulary, so its bit is the answer).
    @inlinable public func contains(_ node: IBNode) -> Bool {
        node.symbol.isKnown ? contains(symbol: node.symbol) : others.contains(node.name)
    }

    public func contains(_ name: String) -> Bool {
        let symbol = IBName(name)
        return symbol.isKnown ? contains(symbol: symbol) : others.contains(name)
    }

    /// Whether the name of known symbol `symbol` is in the set.
    @inlinable public func contains(symbol: IBName) -> Bool {
        !bits.isEmpty && bits[Int(symbol.rawValue) >> 6] & (1 << UInt64(symbol.rawValue & 63)) != 0
    }
}
