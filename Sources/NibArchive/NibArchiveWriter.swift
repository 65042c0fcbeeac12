// NibArchiveWriter.swift — `NibArchive` → bytes, exactly as ibtool lays them out.
//
// Header (1, coder version), then the tables in the order objects, keys, values, classes with no
// gaps, minimal varints, object references as fixed 4-byte integers, class names with their NUL,
// then the trailer if the model has one. Reading an Apple nib and writing it back gives the same
// bytes. The size is computed first so the output is allocated once.

extension NibArchive {
    /// The bytes of this archive as a `.nib` file.
    /// - Throws: `NibArchiveError` if an index in the model points outside its table (`validate()`).
    public func serialized() throws(NibArchiveError) -> [UInt8] {
        try validate()
        let size = serializedSize()
        // Every offset in the header is a UInt32.
        guard size <= Int(UInt32.max) else {
            throw NibArchiveError(.invalidModel("\(size) bytes do not fit the format's 32-bit offsets"), table: .header)
        }
        var writer = NibArchiveWriter(capacity: size)
        writer.write(self)
        return writer.bytes
    }

    /// The exact number of bytes `serialized()` produces.
    func serializedSize() -> Int {
        var size = NibArchive.headerSize
        for object in objects {
            size += Varint.encodedSize(of: UInt64(object.classIndex))
            size += Varint.encodedSize(of: UInt64(object.firstValueIndex))
            size += Varint.encodedSize(of: UInt64(object.valueCount))
        }
        for key in keys {
            size += Varint.encodedSize(of: UInt64(key.utf8.count)) + key.utf8.count
        }
        for value in values {
            size += Varint.encodedSize(of: UInt64(value.keyIndex)) + 1
            switch value.payload {
            case .int8: size += 1
            case .int16: size += 2
            case .int32, .float, .object: size += 4
            case .int64, .double: size += 8
            case .bool, .null: break
            case .data(let bytes): size += Varint.encodedSize(of: UInt64(bytes.count)) + bytes.count
            }
        }
        for entry in classes {
            let length = entry.name.utf8.count + 1
            size += Varint.encodedSize(of: UInt64(length)) + Varint.encodedSize(of: UInt64(entry.fallbacks.count))
            size += 4 * entry.fallbacks.count + length
        }
        return size + trailer.count
    }
}

struct NibArchiveWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func write(_ archive: NibArchive) {
        bytes.append(contentsOf: NibArchive.magic)
        let headerFields = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: NibArchive.headerSize - headerFields))
        var header: [UInt32] = [archive.formatVersion, archive.coderVersion]

        header += [UInt32(archive.objects.count), UInt32(bytes.count)]
        for object in archive.objects {
            varint(object.classIndex)
            varint(object.firstValueIndex)
            varint(object.valueCount)
        }

        header += [UInt32(archive.keys.count), UInt32(bytes.count)]
        for key in archive.keys {
            varint(key.utf8.count)
            bytes.append(contentsOf: key.utf8)
        }

        header += [UInt32(archive.values.count), UInt32(bytes.count)]
        for value in archive.values {
            varint(value.keyIndex)
            bytes.append(value.payload.typeCode)
            switch value.payload {
            case .int8(let number): integer(number)
            case .int16(let number): integer(number)
            case .int32(let number): integer(number)
            case .int64(let number): integer(number)
            case .bool, .null: break
            case .float(let number): integer(number.bitPattern)
            case .double(let number): integer(number.bitPattern)
            case .data(let data):
                varint(data.count)
                bytes.append(contentsOf: data)
            case .object(let index): integer(UInt32(index))
            }
        }

        header += [UInt32(archive.classes.count), UInt32(bytes.count)]
        for entry in archive.classes {
            varint(entry.name.utf8.count + 1)
            varint(entry.fallbacks.count)
            for fallback in entry.fallbacks { integer(fallback) }
            bytes.append(contentsOf: entry.name.utf8)
            bytes.append(0)
        }
        bytes.append(contentsOf: archive.trailer)

        for (index, field) in header.enumerated() {
            withUnsafeBytes(of: field.littleEndian) { raw in
                for (byteIndex, byte) in raw.enumerated() { bytes[headerFields + 4 * index + byteIndex] = byte }
            }
        }
    }

    private mutating func varint(_ value: Int) {
        Varint.append(UInt64(value), to: &bytes)
    }

    private mutating func integer<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
