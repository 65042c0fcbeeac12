// MalformedInputTests.swift — a table of hand-made malformed nibs, each with the error and byte
// offset the reader must report. The offsets are worked out from the annotated layout of `tiny`.

import NibArchive
import Testing

/// A small valid nib, laid out by hand (98 bytes).
let tiny: [UInt8] = [
    // 0: magic "NIBArchive"
    0x4E, 0x49, 0x42, 0x41, 0x72, 0x63, 0x68, 0x69, 0x76, 0x65,
    // 10: format 1, 14: coder 10
    0x01, 0x00, 0x00, 0x00, 0x0A, 0x00, 0x00, 0x00,
    // 18: 2 objects at 50, 26: 2 keys at 56
    0x02, 0x00, 0x00, 0x00, 0x32, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x38, 0x00, 0x00, 0x00,
    // 34: 3 values at 63, 42: 2 classes at 77
    0x03, 0x00, 0x00, 0x00, 0x3F, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x4D, 0x00, 0x00, 0x00,
    // 50: object 0 = class 0, values 0..<2; 53: object 1 = class 1, values 2..<3
    0x80, 0x80, 0x82, 0x81, 0x82, 0x81,
    // 56: key 0 "root"; 61: key 1 "n"
    0x84, 0x72, 0x6F, 0x6F, 0x74, 0x81, 0x6E,
    // 63: value 0 = key 0, object (10) → 1
    0x80, 0x0A, 0x01, 0x00, 0x00, 0x00,
    // 69: value 1 = key 1, int8 5
    0x81, 0x00, 0x05,
    // 72: value 2 = key 1, data "hi"
    0x81, 0x08, 0x82, 0x68, 0x69,
    // 77: class 0 = "NSObject\0", no fallbacks
    0x89, 0x80, 0x4E, 0x53, 0x4F, 0x62, 0x6A, 0x65, 0x63, 0x74, 0x00,
    // 88: class 1 = "Foo\0", 1 fallback: class 0
    0x84, 0x81, 0x00, 0x00, 0x00, 0x00, 0x46, 0x6F, 0x6F, 0x00,
]

/// `tiny` with bytes replaced at offsets.
func patched(_ changes: [Int: UInt8], _ base: [UInt8] = tiny) -> [UInt8] {
    var bytes = base
    for (offset, byte) in changes { bytes[offset] = byte }
    return bytes
}

/// `tiny` with the little-endian UInt32 header field at `offset` set to `value`.
func header(_ offset: Int, _ value: UInt32) -> [UInt8] {
    var bytes = tiny
    for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
    return bytes
}

struct MalformedCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var error: NibArchiveError
    var testDescription: String { name }

    init(_ name: String, _ bytes: [UInt8], _ kind: NibArchiveError.Kind, _ table: NibArchiveError.Table, at offset: Int, entry: Int? = nil) {
        self.name = name
        self.bytes = bytes
        self.error = NibArchiveError(kind, table: table, offset: offset, entry: entry)
    }
}

@Suite("Malformed input")
struct MalformedInputTests {
    static let cases: [MalformedCase] = [
        MalformedCase("empty file", [], .truncated(needed: 50), .header, at: 0),
        MalformedCase("magic prefix only", Array(tiny[0..<5]), .truncated(needed: 45), .header, at: 5),
        MalformedCase("header cut at 49 bytes", Array(tiny[0..<49]), .truncated(needed: 1), .header, at: 49),
        MalformedCase("text file", Array("hello, world, this is not a nib at all, nor is it fifty bytes".utf8), .badMagic, .header, at: 0),
        MalformedCase("binary plist nib", Array("bplist00".utf8) + [UInt8](repeating: 0, count: 60), .badMagic, .header, at: 0),
        MalformedCase("one magic byte wrong", patched([9: 0x45]), .badMagic, .header, at: 0),
        MalformedCase("format version 2", header(10, 2), .unsupportedFormatVersion(2), .header, at: 10),
        MalformedCase("coder version 8", header(14, 8), .unsupportedCoderVersion(8), .header, at: 14),
        MalformedCase("coder version 11", header(14, 11), .unsupportedCoderVersion(11), .header, at: 14),
        MalformedCase("object table offset past the end", header(22, 99), .tableOffsetPastEnd(tableOffset: 99, fileSize: 98), .objects, at: 22),
        MalformedCase("key table offset near 2^32", header(30, 0xFFFF_FFF0), .tableOffsetPastEnd(tableOffset: 0xFFFF_FFF0, fileSize: 98), .keys, at: 30),
        MalformedCase("object count 2^32-1", header(18, 0xFFFF_FFFF), .countTooLarge(count: 0xFFFF_FFFF, available: 48), .objects, at: 18),
        MalformedCase("key count near 2^32", header(26, 0xFFFF_FFFE), .countTooLarge(count: 0xFFFF_FFFE, available: 42), .keys, at: 26),
        MalformedCase("value count near 2^32", header(34, 0xFFFF_FFF0), .countTooLarge(count: 0xFFFF_FFF0, available: 35), .values, at: 34),
        MalformedCase("class count 2^31", header(42, 0x8000_0000), .countTooLarge(count: 0x8000_0000, available: 21), .classes, at: 42),
        MalformedCase("class index past the class table", patched([53: 0x85]), .classIndexOutOfRange(index: 5, count: 2), .objects, at: 53, entry: 1),
        MalformedCase("value range past the value table", patched([55: 0x83]), .valueRangeOutOfRange(first: 2, count: 3, valueCount: 3), .objects, at: 54, entry: 1),
        MalformedCase("varint that never ends", patched([50: 0, 51: 0, 52: 0, 53: 0, 54: 0, 55: 0, 56: 0, 57: 0, 58: 0]), .unterminatedVarint, .objects, at: 50, entry: 0),
        MalformedCase("key not UTF-8", patched([57: 0xFF]), .invalidUTF8, .keys, at: 57, entry: 0),
        MalformedCase("key length past the end of the file", patched([61: 0xFF]), .truncated(needed: 91), .keys, at: 62, entry: 1),
        MalformedCase("key index past the key table", patched([69: 0x87]), .keyIndexOutOfRange(index: 7, count: 2), .values, at: 69, entry: 1),
        MalformedCase("object reference past the object table", patched([65: 0x09]), .objectReferenceOutOfRange(index: 9, count: 2), .values, at: 65, entry: 0),
        MalformedCase("object reference near 2^32", patched([65: 0xFF, 66: 0xFF, 67: 0xFF, 68: 0xFF]), .objectReferenceOutOfRange(index: 0xFFFF_FFFF, count: 2), .values, at: 65, entry: 0),
        MalformedCase("unknown value type 11", patched([64: 0x0B]), .unknownValueType(11), .values, at: 64, entry: 0),
        MalformedCase("unknown value type 255", patched([70: 0xFF]), .unknownValueType(255), .values, at: 70, entry: 1),
        MalformedCase("data length past the end of the file", patched([74: 0xFF]), .truncated(needed: 104), .values, at: 75, entry: 2),
        MalformedCase("class name not UTF-8", patched([79: 0xC0]), .invalidUTF8, .classes, at: 79, entry: 0),
        MalformedCase("class name without its NUL", patched([87: 0x78]), .classNameNotTerminated, .classes, at: 79, entry: 0),
        MalformedCase("class name of length 0", patched([77: 0x80]), .classNameNotTerminated, .classes, at: 77, entry: 0),
        MalformedCase("fallback class past the class table", patched([90: 0x07]), .fallbackIndexOutOfRange(index: 7, count: 2), .classes, at: 90, entry: 1),
        MalformedCase("negative fallback class", patched([90: 0xFF, 91: 0xFF, 92: 0xFF, 93: 0xFF]), .fallbackIndexOutOfRange(index: -1, count: 2), .classes, at: 90, entry: 1),
        MalformedCase("fallback count past the end of the file", patched([89: 0xFF]), .countTooLarge(count: 127, available: 8), .classes, at: 89, entry: 1),
        // A 9-byte varint fallback count (2^62): no count × 4 may overflow.
        MalformedCase("fallback count near 2^62", Array(tiny[0..<89]) + [0, 0, 0, 0, 0, 0, 0, 0, 0xC0] + Array(tiny[90...]), .countTooLarge(count: 1 << 62, available: 8), .classes, at: 89, entry: 1),
        // First value index and count of 2^62 each: their sum may not be computed, even for the message.
        MalformedCase("value range near 2^63", Array(tiny[0..<54]) + [0, 0, 0, 0, 0, 0, 0, 0, 0xC0, 0, 0, 0, 0, 0, 0, 0, 0, 0xC0] + Array(tiny[56...]), .valueRangeOutOfRange(first: 1 << 62, count: 1 << 62, valueCount: 3), .objects, at: 54, entry: 1),
        MalformedCase("file cut inside the class table", Array(tiny[0..<95]), .truncated(needed: 3), .classes, at: 94, entry: 1),
        MalformedCase("file cut inside a value", Array(tiny[0..<67]), .countTooLarge(count: 3, available: 4), .values, at: 34),
        MalformedCase("key table on top of the object table", header(30, 50), .tablesOverlap(other: .keys), .objects, at: 50),
        MalformedCase("value table inside the header", header(38, 20), .tableOffsetInsideHeader(tableOffset: 20), .values, at: 38),
    ]

    @Test("each malformed nib gets its error and offset", arguments: cases)
    func malformed(_ testCase: MalformedCase) {
        #expect(throws: testCase.error) { try NibArchive(bytes: testCase.bytes) }
        #expect(testCase.error.description.contains(testCase.error.table == .header ? "header" : "table"))
    }

    @Test("the unmodified layout reads as annotated")
    func tinyReads() throws {
        let archive = try NibArchive(bytes: tiny)
        #expect(archive.coderVersion == 10)
        #expect(archive.objects == [
            .init(classIndex: 0, firstValueIndex: 0, valueCount: 2), .init(classIndex: 1, firstValueIndex: 2, valueCount: 1),
        ])
        #expect(archive.keys == ["root", "n"])
        #expect(archive.values == [.init(keyIndex: 0, .object(1)), .init(keyIndex: 1, .int8(5)), .init(keyIndex: 1, .data([0x68, 0x69]))])
        #expect(archive.classes == [.init("NSObject"), .init("Foo", fallbacks: [0])])
        #expect(archive.trailer.isEmpty)
        #expect(try archive.serialized() == tiny)
    }

    @Test("trailing bytes are kept and written back")
    func trailer() throws {
        let bytes = tiny + Array("LNE\0".utf8)
        let archive = try NibArchive(bytes: bytes)
        #expect(archive.trailer == [0x4C, 0x4E, 0x45, 0x00])
        #expect(try archive.serialized() == bytes)
    }

    @Test("an empty object may start at value 0 anywhere in the table")
    func emptyObjectAtZero() throws {
        // Object 1 becomes class 1, values 0..<0 — what ibtool writes for objects without values.
        var archive = try NibArchive(bytes: patched([54: 0x80, 55: 0x80]))
        #expect(archive.objects[1] == .init(classIndex: 1, firstValueIndex: 0, valueCount: 0))
        archive.values.removeLast()
        #expect(try NibArchive(bytes: try archive.serialized()) == archive)
    }

    @Test("an invalid model is refused by the writer, naming the entry")
    func invalidModel() throws {
        var archive = try NibArchive(bytes: tiny)
        archive.values[0].payload = .object(2)
        #expect(throws: NibArchiveError(.objectReferenceOutOfRange(index: 2, count: 2), table: .values, entry: 0)) {
            try archive.serialized()
        }
        archive = try NibArchive(bytes: tiny)
        archive.objects[1].classIndex = -1
        #expect(throws: NibArchiveError(.classIndexOutOfRange(index: -1, count: 2), table: .objects, entry: 1)) {
            try archive.serialized()
        }
    }

    /// Found by fuzzing the loader: objects whose value ranges all cover one table make every reader
    /// do objects × values work. Sharing is allowed up to `maximumValueSharing` times the table.
    @Test("value ranges may share values up to 8 times the value table, in the writer and the reader")
    func sharedValueRanges() throws {
        var archive = NibArchive(formatVersion: 1, coderVersion: 9)
        archive.classes = [NibArchive.ClassName("NSObject")]
        archive.keys = ["k"]
        archive.values = [NibArchive.Value(keyIndex: 0, .int8(1)), NibArchive.Value(keyIndex: 0, .int8(2))]
        archive.objects = Array(repeating: NibArchive.Object(classIndex: 0, firstValueIndex: 0, valueCount: 2), count: 8)
        let accepted = try archive.serialized()
        #expect(try NibArchive(bytes: accepted).objects.count == 8)
        archive.objects.append(NibArchive.Object(classIndex: 0, firstValueIndex: 1, valueCount: 1))
        #expect(throws: NibArchiveError(.valuesSharedTooOften(total: 17, valueCount: 2), table: .objects, entry: 8)) {
            try archive.serialized()
        }
        // The reader: nine objects each covering both values (18 > 16), laid out by hand — objects at
        // 50 (3 bytes each), key "k" at 77, two int8 values at 79, class NSObject at 85.
        func word(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        var bytes = Array("NIBArchive".utf8) + [1, 9, 9, 50, 1, 77, 2, 79, 1, 85].flatMap { word(UInt32($0)) }
        for _ in 0..<9 { bytes += [0x80, 0x80, 0x82] }
        bytes += [0x81, UInt8(ascii: "k")] + [0x80, 0, 1, 0x80, 0, 2] + [0x89, 0x80] + Array("NSObject".utf8) + [0]
        #expect(throws: NibArchiveError(.valuesSharedTooOften(total: 18, valueCount: 2), table: .objects, offset: 75, entry: 8)) {
            try NibArchive(bytes: bytes)
        }
    }

    @Test("error messages name the table, entry and byte offset")
    func messages() {
        let error = NibArchiveError(.objectReferenceOutOfRange(index: 9, count: 2), table: .values, offset: 65, entry: 0)
        #expect(error.description == "values table entry 0 at byte 65: object reference 9 is out of range (2 objects)")
        #expect(NibArchiveError(.badMagic, table: .header, offset: 0).description
            == "header at byte 0: not a NIBArchive file (it does not start with \"NIBArchive\")")
    }
}
