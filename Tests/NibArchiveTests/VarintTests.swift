// VarintTests.swift — NIBArchive varints: value ↔ bytes at every group boundary (FIELD-GUIDE §1.2).

@testable import NibArchive
import Testing

@Suite("Varint")
struct VarintTests {
    /// The high bit marks the LAST byte; groups are least significant first.
    static let cases: [(value: UInt64, bytes: [UInt8])] = [
        (0, [0x80]),
        (1, [0x81]),
        (127, [0xFF]),
        (128, [0x00, 0x81]),
        (300, [0x2C, 0x82]),
        (16383, [0x7F, 0xFF]),
        (16384, [0x00, 0x00, 0x81]),
        (2_097_151, [0x7F, 0x7F, 0xFF]),
        (2_097_152, [0x00, 0x00, 0x00, 0x81]),
        (UInt64(Int32.max), [0x7F, 0x7F, 0x7F, 0x7F, 0x87]),
        (UInt64(UInt32.max), [0x7F, 0x7F, 0x7F, 0x7F, 0x8F]),
    ]

    @Test("encodes to the documented bytes", arguments: cases)
    func encodes(value: UInt64, bytes: [UInt8]) {
        #expect(Varint.encode(value) == bytes)
        #expect(Varint.encodedSize(of: value) == bytes.count)
    }

    @Test("decodes the documented bytes", arguments: cases)
    func decodes(value: UInt64, bytes: [UInt8]) throws {
        let decoded = try bytes.withUnsafeBytes { buffer in
            var cursor = ByteCursor(buffer, at: 0, table: .keys)
            let result = try cursor.readVarint()
            #expect(cursor.offset == bytes.count)
            return result
        }
        #expect(UInt64(decoded) == value)
    }

    @Test("a varint without its last byte is an error at its first byte")
    func unterminated() {
        let bytes: [UInt8] = [0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80]
        bytes.withUnsafeBytes { buffer in
            var cursor = ByteCursor(buffer, at: 0, table: .values)
            #expect(throws: NibArchiveError(.unterminatedVarint, table: .values, offset: 0)) { try cursor.readVarint() }
        }
        [UInt8]([0x00, 0x01]).withUnsafeBytes { buffer in
            var cursor = ByteCursor(buffer, at: 0, table: .values)
            #expect(throws: NibArchiveError(.truncated(needed: 1), table: .values, offset: 2)) { try cursor.readVarint() }
        }
    }
}
