// InternTable.swift — numbers distinct values in order of first appearance, for ArchiveBuilder.
//
// The builder interns a key for every value and a class for every object, and looks up every
// NSString and NSNumber to share equal ones: a Dictionary there spent a quarter of the compile
// step in SipHash setup (measured with perf on the iOS corpus). This table is open addressing
// with linear probing over a caller-given 64-bit FNV-1a hash, which is cheap for short keys; the
// numbering it gives depends only on the order of insertion, never on the hash.

/// Distinct values numbered 0, 1, 2… in order of first insertion.
struct InternTable<Key: Equatable> {
    private(set) var keys: [Key] = []
    private var hashes: [UInt64] = []
    /// Index into `keys` + 1, or 0 for an empty slot; the count is a power of two.
    private var slots: [Int32] = Array(repeating: 0, count: 64)
    private let hash: (Key) -> UInt64

    init(hash: @escaping (Key) -> UInt64) {
        self.hash = hash
    }

    var count: Int { keys.count }

    /// The number of `key` if it was inserted before.
    func number(of key: Key) -> Int? {
        find(key, hash: hash(key)).number
    }

    /// The number of `key`, inserting it (with the next number) if it is new.
    mutating func intern(_ key: Key) -> (number: Int, inserted: Bool) {
        let keyHash = hash(key)
        let found = find(key, hash: keyHash)
        if let number = found.number { return (number, false) }
        let number = keys.count
        keys.append(key)
        hashes.append(keyHash)
        slots[found.slot] = Int32(number + 1)
        if keys.count * 2 > slots.count { grow() }
        return (number, true)
    }

    private func find(_ key: Key, hash keyHash: UInt64) -> (number: Int?, slot: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: keyHash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return (nil, slot) }
            if hashes[entry - 1] == keyHash, keys[entry - 1] == key { return (entry - 1, slot) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, keyHash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: keyHash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}

/// 64-bit FNV-1a, folded so that the low bits (the ones the table uses) depend on every byte.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always) mutating func combine(byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    mutating func combine(bytes: UnsafeBufferPointer<UInt8>) {
        var value = self.value
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        self.value = value
    }

    mutating func combine(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { combine(bytes: $0) }
    }

    mutating func combine(utf8 text: String) {
        var text = text
        text.withUTF8 { combine(bytes: $0) }
    }

    mutating func combine(word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { combine(byte: UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
    }

    var finalized: UInt64 { value ^ (value >> 29) }

    static func hash(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.combine(utf8: text)
        return hasher.finalized
    }
}
