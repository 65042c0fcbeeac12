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
/// lookup per attribute of every document parsed).
final class IBNameTable: @unchecked Sendable {
    static let shared = IBNameTable(IBClassIndex.generated.names)

    /// By symbol; `names[0]` is the empty name of `unknown`.
    let names: [String]
    /// The names' UTF-8, one after another, and where each starts (`starts[symbol]`, one past the
    /// last at `starts[names.count]`).
    private let bytes: UnsafeMutablePointer<UInt8>
    private let starts: UnsafeMutablePointer<Int32>
    /// Symbols by hash, 0 where empty: a power of two of slots, at most a quarter full.
    private let slots: UnsafeMutablePointer<UInt16>
    private let mask: Int

    init(_ sorted: [String]) {
        precondition(sorted.count < Int(UInt16.max), "the vocabulary outgrew 16-bit symbols")
        let names = [""] + sorted
        // Made at the first compile of every process: plain loops over the names' bytes.
        var total = 0
        for name in names { total += name.utf8.count }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(total, 1))
        let starts = UnsafeMutablePointer<Int32>.allocate(capacity: names.count + 1)
        var offset = 0
        for symbol in names.indices {
            starts[symbol] = Int32(offset)
            var name = names[symbol]
            offset += name.withUTF8 { utf8 in
                if let base = utf8.baseAddress { (bytes + offset).initialize(from: base, count: utf8.count) }
                return utf8.count
            }
        }
        starts[names.count] = Int32(offset)
        var capacity = 16
        while capacity < 4 * names.count { capacity *= 2 }
        let slots = UnsafeMutablePointer<UInt16>.allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        for symbol in 1..<names.count {
            let name = UnsafeBufferPointer(start: bytes + Int(starts[symbol]), count: Int(starts[symbol + 1] - starts[symbol]))
            var slot = IBNameTable.hash(name) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = UInt16(symbol)
        }
        (self.names, self.bytes, self.starts, self.slots, mask) = (names, bytes, starts, slots, capacity - 1)
    }

    /// A name's slot hash: FNV-1a over its words (`wordFNV1a`), the high bits of a final multiply
    /// (a multiply carries low bits upward only).
    @inline(__always) static func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        Int(truncatingIfNeeded: (wordFNV1a(utf8) &* 0x9e37_79b9_7f4a_7c15) >> 32)
    }

    func symbol(of name: String) -> IBName {
        name.utf8.withContiguousStorageIfAvailable { symbol(utf8: $0) } ?? Array(name.utf8).withUnsafeBufferPointer { symbol(utf8: $0) }
    }

    func symbol(utf8 name: UnsafeBufferPointer<UInt8>) -> IBName {
        guard let base = name.baseAddress, !name.isEmpty else { return .unknown }
        var slot = IBNameTable.hash(name) & mask
        while true {
            let symbol = Int(slots[slot])
            if symbol == 0 { return .unknown }
            let start = Int(starts[symbol])
            if Int(starts[symbol + 1]) - start == name.count, memcmp(bytes + start, base, name.count) == 0 {
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

/// A set of names tested by symbol: a flag per symbol of the vocabulary, and the names themselves
/// for a name the vocabulary lacks. For the sets of element names the compiler tests for every
/// node (a Set<String> hashed the name each time: a seventieth of a corpus run, measured).
public struct IBNameSet: Sendable, ExpressibleByArrayLiteral {
    public let names: Set<String>
    @usableFromInline let flags: [Bool]

    public init(_ names: Set<String>) {
        var flags = [Bool](repeating: false, count: IBName.count)
        for name in names {
            let symbol = IBName(name)
            if symbol.isKnown { flags[Int(symbol.rawValue)] = true }
        }
        (self.names, self.flags) = (names, flags)
    }

    public init(arrayLiteral names: String...) { self.init(Set(names)) }

    /// Whether `node`'s element name is in the set (a known symbol names no name outside the
    /// vocabulary, so its flag is the answer).
    @inlinable public func contains(_ node: IBNode) -> Bool {
        node.symbol.isKnown ? flags[Int(node.symbol.rawValue)] : names.contains(node.name)
    }

    public func contains(_ name: String) -> Bool { names.contains(name) }

    /// Whether the name of known symbol `symbol` is in the set.
    @inlinable public func contains(symbol: IBName) -> Bool { flags[Int(symbol.rawValue)] }
}
