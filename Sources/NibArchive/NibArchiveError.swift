// NibArchiveError.swift — the one error type of the container layer.
//
// Every error names the table it was found in and, when it comes from bytes, the byte offset of the
// offending field; when it comes from a model (validation before writing), the entry index.

/// A malformed NIBArchive file or an inconsistent archive model.
public struct NibArchiveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The part of the archive the problem is in.
    public enum Table: String, Hashable, Sendable {
        case header
        case objects
        case keys
        case values
        case classes
    }

    /// What is wrong.
    public enum Kind: Hashable, Sendable {
        /// The file ends before a field that needs `needed` more bytes.
        case truncated(needed: Int)
        /// The file does not start with `NIBArchive`.
        case badMagic
        /// Only format version 1 exists.
        case unsupportedFormatVersion(UInt32)
        /// Coder versions 9 (Xcode ≤ 12) and 10 (Xcode 13+) are known.
        case unsupportedCoderVersion(UInt32)
        /// A table starts past the end of the file.
        case tableOffsetPastEnd(tableOffset: Int, fileSize: Int)
        /// A non-empty table starts inside the 50-byte header.
        case tableOffsetInsideHeader(tableOffset: Int)
        /// A table's (or a class's fallback) count cannot fit in the bytes left after its offset.
        case countTooLarge(count: Int, available: Int)
        /// A varint's last byte (high bit set) never came within `Varint.maximumLength` bytes.
        case unterminatedVarint
        /// A key or class name is not valid UTF-8.
        case invalidUTF8
        /// A class name's byte length is 0, or its last byte is not NUL.
        case classNameNotTerminated
        /// A value's type byte is not one of 0…10.
        case unknownValueType(UInt8)
        /// An object's class index is not in the class table.
        case classIndexOutOfRange(index: Int, count: Int)
        /// An object's values run past the value table.
        case valueRangeOutOfRange(first: Int, count: Int, valueCount: Int)
        /// The objects' value ranges, which may share values, add up to more than
        /// `NibArchive.maximumValueSharing` times the value table.
        case valuesSharedTooOften(total: Int, valueCount: Int)
        /// A value's key index is not in the key table.
        case keyIndexOutOfRange(index: Int, count: Int)
        /// An object reference points past the object table.
        case objectReferenceOutOfRange(index: Int, count: Int)
        /// A class's fallback index is not in the class table.
        case fallbackIndexOutOfRange(index: Int, count: Int)
        /// Two tables share bytes.
        case tablesOverlap(other: Table)
        /// A value that no archive can hold (negative index, count past the format's 32-bit fields).
        case invalidModel(String)
    }

    public var kind: Kind
    public var table: Table
    /// Byte offset in the file of the field that is wrong (reading), if known.
    public var offset: Int?
    /// Index of the table entry that is wrong, if known.
    public var entry: Int?

    public init(_ kind: Kind, table: Table, offset: Int? = nil, entry: Int? = nil) {
        self.kind = kind
        self.table = table
        self.offset = offset
        self.entry = entry
    }

    public var description: String {
        var place = "\(table.rawValue) table"
        if table == .header { place = "header" }
        if let entry { place += " entry \(entry)" }
        if let offset { place += " at byte \(offset)" }
        return "\(place): \(message)"
    }

    /// The problem, without its position.
    public var message: String {
        switch kind {
        case .truncated(let needed):
            return "unexpected end of file (\(needed) more byte\(needed == 1 ? "" : "s") needed)"
        case .badMagic:
            return "not a NIBArchive file (it does not start with \"NIBArchive\")"
        case .unsupportedFormatVersion(let version):
            return "unsupported format version \(version) (only 1 exists)"
        case .unsupportedCoderVersion(let version):
            return "unsupported coder version \(version) (9 and 10 are known)"
        case .tableOffsetPastEnd(let tableOffset, let fileSize):
            return "table offset \(tableOffset) is past the end of the file (\(fileSize) bytes)"
        case .tableOffsetInsideHeader(let tableOffset):
            return "table offset \(tableOffset) is inside the \(NibArchive.headerSize)-byte header"
        case .countTooLarge(let count, let available):
            return "count \(count) cannot fit in the \(available) bytes after the table's offset"
        case .unterminatedVarint:
            return "varint does not end within \(Varint.maximumLength) bytes"
        case .invalidUTF8:
            return "name is not valid UTF-8"
        case .classNameNotTerminated:
            return "class name does not end with a NUL byte"
        case .unknownValueType(let type):
            return "unknown value type \(type) (0…10 are defined)"
        case .classIndexOutOfRange(let index, let count):
            return "class index \(index) is out of range (\(count) classes)"
        case .valueRangeOutOfRange(let first, let count, let valueCount):
            return "\(count) values from index \(first) run past the value table (\(valueCount) values)"
        case .valuesSharedTooOften(let total, let valueCount):
            return "the objects' value ranges add up to \(total) values, more than \(NibArchive.maximumValueSharing) times the value table's \(valueCount): every reader would do that much work for a file this size"
        case .keyIndexOutOfRange(let index, let count):
            return "key index \(index) is out of range (\(count) keys)"
        case .objectReferenceOutOfRange(let index, let count):
            return "object reference \(index) is out of range (\(count) objects)"
        case .fallbackIndexOutOfRange(let index, let count):
            return "fallback class index \(index) is out of range (\(count) classes)"
        case .tablesOverlap(let other):
            return "table overlaps the \(other.rawValue) table"
        case .invalidModel(let why):
            return why
        }
    }
}
