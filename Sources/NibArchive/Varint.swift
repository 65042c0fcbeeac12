// Varint.swift — NIBArchive's variable-length unsigned integer ("flex number").
//
// 7 bits per byte, least significant group first, and — unlike LEB128/protobuf — the high bit is
// SET on the LAST byte: 0 → 80, 127 → FF, 128 → 00 81, 16383 → 7F FF, 16384 → 00 00 81.
// FIELD-GUIDE §1.2; every varint in every corpus file is minimal.

package enum Varint {
    /// The most bytes a varint may take: 9 groups carry 63 bits, enough for any `Int` count or index.
    static let maximumLength = 9

    /// The number of bytes `value` takes when encoded (1 for 0…127, 2 for 128…16383, …).
    package static func encodedSize(of value: UInt64) -> Int {
        var size = 1
        var rest = value >> 7
        while rest != 0 {
            size += 1
            rest >>= 7
        }
        return size
    }

    /// Appends the minimal encoding of `value` to `bytes`.
    package static func append(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
    }

    /// The minimal encoding of `value`.
    package static func encode(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return bytes
    }
}
