// NibArchiveReader.swift — bytes → `NibArchive`, for untrusted input.
//
// The envelope is checked before the body: magic, versions, then for each table that its offset is
// inside the file and that its count could fit in the bytes after it (every entry takes a minimum
// number of bytes), so no allocation is larger than the file allows. Each table is then read at its
// header offset; every index (class, key, object reference, fallback, value range) is checked
// against its table as it is read, and the tables may not share bytes. Bytes after the last table
// are kept as the trailer. FIELD-GUIDE §1.

extension NibArchive {
    /// The magic at the start of every NIBArchive file.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)
    /// The header: magic, then 10 little-endian UInt32 fields.
    public static let headerSize = 50
    /// How many times over the objects' value ranges may cover the value table in all: ibtool's
    /// ranges cover it once; shared ranges (nibsqueeze's) are accepted up to this.
    public static let maximumValueSharing = 8

    /// Reads an archive from the bytes of a `.nib` file.
    /// - Throws: `NibArchiveError` naming the table and byte offset of the first problem.
    public init(bytes: [UInt8]) throws(NibArchiveError) {
        let result = bytes.withUnsafeBytes { buffer in
            Result { () throws(NibArchiveError) in try NibArchiveReader(buffer).read() }
        }
        self = try result.get()
    }

    /// Reads an archive from raw bytes (not retained).
    public init(bytes: UnsafeRawBufferPointer) throws(NibArchiveError) {
        self = try NibArchiveReader(bytes).read()
    }

    /// Whether `bytes` starts with the NIBArchive magic.
    public static func hasMagic(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: magic)
    }
}

struct NibArchiveReader {
    private let buffer: UnsafeRawBufferPointer

    init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    /// A table's place as the header gives it.
    private struct TableInfo {
        var table: NibArchiveError.Table
        var count: Int
        var offset: Int
        /// Offset of the count field in the header, to blame for counts that cannot fit.
        var headerField: Int
        /// The fewest bytes one entry can take.
        var minimumEntrySize: Int
        var end = 0
    }

    func read() throws(NibArchiveError) -> NibArchive {
        // Garbage is "not a nib"; a prefix of the magic (or nothing) is a truncated nib.
        guard buffer.starts(with: NibArchive.magic.prefix(min(buffer.count, NibArchive.magic.count))) else {
            throw NibArchiveError(.badMagic, table: .header, offset: 0)
        }
        guard buffer.count >= NibArchive.headerSize else {
            throw NibArchiveError(
                .truncated(needed: NibArchive.headerSize - buffer.count), table: .header, offset: buffer.count)
        }
        var header = ByteCursor(buffer, at: NibArchive.magic.count, table: .header)
        let formatVersion = try header.readInteger(UInt32.self)
        guard formatVersion == 1 else {
            throw NibArchiveError(.unsupportedFormatVersion(formatVersion), table: .header, offset: 10)
        }
        let coderVersion = try header.readInteger(UInt32.self)
        guard coderVersion == 9 || coderVersion == 10 else {
            throw NibArchiveError(.unsupportedCoderVersion(coderVersion), table: .header, offset: 14)
        }
        var tables: [TableInfo] = []
        for (table, minimumEntrySize) in [
            (NibArchiveError.Table.objects, 3), (.keys, 1), (.values, 2), (.classes, 3),
        ] {
            let headerField = header.offset
            let count = Int(try header.readInteger(UInt32.self))
            let offset = Int(try header.readInteger(UInt32.self))
            // A table must start inside the file (an empty one may start at its very end).
            guard offset <= buffer.count else {
                throw NibArchiveError(
                    .tableOffsetPastEnd(tableOffset: offset, fileSize: buffer.count), table: table,
                    offset: headerField + 4)
            }
            guard count == 0 || offset >= NibArchive.headerSize else {
                throw NibArchiveError(.tableOffsetInsideHeader(tableOffset: offset), table: table, offset: headerField + 4)
            }
            let available = buffer.count - offset
            guard count <= available / minimumEntrySize else {
                throw NibArchiveError(
                    .countTooLarge(count: count, available: available), table: table, offset: headerField)
            }
            tables.append(
                TableInfo(
                    table: table, count: count, offset: offset, headerField: headerField,
                    minimumEntrySize: minimumEntrySize))
        }
        let objectCount = tables[0].count
        let keyCount = tables[1].count
        let valueCount = tables[2].count
        let classCount = tables[3].count

        var archive = NibArchive(formatVersion: formatVersion, coderVersion: coderVersion)

        // Objects: class index, first value index, value count.
        var cursor = ByteCursor(buffer, at: tables[0].offset, table: .objects)
        archive.objects.reserveCapacity(objectCount)
        // Ranges may share values (nibsqueeze does), but within a bound: the cost of everything that
        // walks the objects' values (dump, diff, loader) must stay linear in the file.
        var referenced = 0
        let mostReferenced = NibArchive.maximumValueSharing * max(valueCount, 1)
        for index in 0..<objectCount {
            let classOffset = cursor.offset
            let classIndex = try cursor.readVarint(entry: index)
            guard classIndex < classCount else {
                throw cursor.error(.classIndexOutOfRange(index: classIndex, count: classCount), at: classOffset, entry: index)
            }
            let rangeOffset = cursor.offset
            let first = try cursor.readVarint(entry: index)
            let count = try cursor.readVarint(entry: index)
            guard count <= valueCount, first <= valueCount - count else {
                throw cursor.error(
                    .valueRangeOutOfRange(first: first, count: count, valueCount: valueCount), at: rangeOffset,
                    entry: index)
            }
            referenced += count
            guard referenced <= mostReferenced else {
                throw cursor.error(.valuesSharedTooOften(total: referenced, valueCount: valueCount), at: rangeOffset, entry: index)
            }
            archive.objects.append(NibArchive.Object(classIndex: classIndex, firstValueIndex: first, valueCount: count))
        }
        tables[0].end = cursor.offset

        // Keys: byte length, UTF-8 bytes (no NUL).
        cursor = ByteCursor(buffer, at: tables[1].offset, table: .keys)
        archive.keys.reserveCapacity(keyCount)
        for index in 0..<keyCount {
            let length = try cursor.readVarint(entry: index)
            let start = cursor.offset
            let bytes = try cursor.readBytes(length, entry: index)
            guard let key = String(validating: bytes, as: UTF8.self) else {
                throw cursor.error(.invalidUTF8, at: start, entry: index)
            }
            archive.keys.append(key)
        }
        tables[1].end = cursor.offset

        // Values: key index, type byte, payload.
        cursor = ByteCursor(buffer, at: tables[2].offset, table: .values)
        archive.values.reserveCapacity(valueCount)
        for index in 0..<valueCount {
            let keyOffset = cursor.offset
            let keyIndex = try cursor.readVarint(entry: index)
            guard keyIndex < keyCount else {
                throw cursor.error(.keyIndexOutOfRange(index: keyIndex, count: keyCount), at: keyOffset, entry: index)
            }
            let typeOffset = cursor.offset
            let payload: NibArchive.Payload
            switch try cursor.readByte(entry: index) {
            case 0: payload = .int8(try cursor.readInteger(Int8.self, entry: index))
            case 1: payload = .int16(try cursor.readInteger(Int16.self, entry: index))
            case 2: payload = .int32(try cursor.readInteger(Int32.self, entry: index))
            case 3: payload = .int64(try cursor.readInteger(Int64.self, entry: index))
            case 4: payload = .bool(false)
            case 5: payload = .bool(true)
            case 6: payload = .float(Float(bitPattern: try cursor.readInteger(UInt32.self, entry: index)))
            case 7: payload = .double(Double(bitPattern: try cursor.readInteger(UInt64.self, entry: index)))
            case 8:
                let length = try cursor.readVarint(entry: index)
                payload = .data(Array(try cursor.readBytes(length, entry: index)))
            case 9: payload = .null
            case 10:
                let referenceOffset = cursor.offset
                let target = Int(try cursor.readInteger(UInt32.self, entry: index))
                guard target < objectCount else {
                    throw cursor.error(
                        .objectReferenceOutOfRange(index: target, count: objectCount), at: referenceOffset,
                        entry: index)
                }
                payload = .object(target)
            case let type:
                throw cursor.error(.unknownValueType(type), at: typeOffset, entry: index)
            }
            archive.values.append(NibArchive.Value(keyIndex: keyIndex, payload))
        }
        tables[2].end = cursor.offset

        // Classes: byte length (with NUL), fallback count, fallbacks as Int32, name bytes + NUL.
        cursor = ByteCursor(buffer, at: tables[3].offset, table: .classes)
        archive.classes.reserveCapacity(classCount)
        for index in 0..<classCount {
            let lengthOffset = cursor.offset
            let length = try cursor.readVarint(entry: index)
            let countOffset = cursor.offset
            let fallbackCount = try cursor.readVarint(entry: index)
            guard fallbackCount <= cursor.remaining / 4 else {
                throw cursor.error(
                    .countTooLarge(count: fallbackCount, available: cursor.remaining), at: countOffset, entry: index)
            }
            var fallbacks: [Int32] = []
            fallbacks.reserveCapacity(fallbackCount)
            for _ in 0..<fallbackCount {
                let fallbackOffset = cursor.offset
                let fallback = try cursor.readInteger(Int32.self, entry: index)
                guard fallback >= 0, Int(fallback) < classCount else {
                    throw cursor.error(
                        .fallbackIndexOutOfRange(index: Int(fallback), count: classCount), at: fallbackOffset,
                        entry: index)
                }
                fallbacks.append(fallback)
            }
            let nameOffset = cursor.offset
            let bytes = try cursor.readBytes(length, entry: index)
            guard length > 0, bytes[length - 1] == 0 else {
                throw cursor.error(.classNameNotTerminated, at: length > 0 ? nameOffset : lengthOffset, entry: index)
            }
            guard let name = String(validating: UnsafeRawBufferPointer(rebasing: bytes[..<(length - 1)]), as: UTF8.self)
            else {
                throw cursor.error(.invalidUTF8, at: nameOffset, entry: index)
            }
            archive.classes.append(NibArchive.ClassName(name, fallbacks: fallbacks))
        }
        tables[3].end = cursor.offset

        // No two tables may share bytes (none starts inside the header: checked above).
        for first in tables.indices {
            for second in tables.indices where second > first {
                let a = tables[first]
                let b = tables[second]
                guard a.end > a.offset, b.end > b.offset else { continue }
                if a.offset < b.end && b.offset < a.end {
                    let later = a.offset >= b.offset ? a : b
                    let other = a.offset >= b.offset ? b : a
                    throw NibArchiveError(.tablesOverlap(other: other.table), table: later.table, offset: later.offset)
                }
            }
        }

        let end = max(NibArchive.headerSize, tables.map(\.end).max() ?? 0)
        archive.trailer = Array(buffer[end...])
        return archive
    }
}
