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
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var writer = NibArchiveWriter(buffer)
            writer.write(self)
            precondition(writer.position == size, "NibArchiveWriter wrote \(writer.position) bytes of \(size)")
            count = size
        }
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

/// Writes into a buffer of exactly `serializedSize()` bytes, each byte once (appending to an Array
/// checked its capacity at every value: a third of serializing, measured). Every write checks
/// that it stays inside the buffer, so a size computed wrong stops the process, never overruns.
struct NibArchiveWriter {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var position = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func write(_ archive: NibArchive) {
        append(NibArchive.magic)
        let headerFields = position
        for _ in headerFields..<NibArchive.headerSize { append(0) }
        var header: [UInt32] = [archive.formatVersion, archive.coderVersion]

        header += [UInt32(archive.objects.count), UInt32(position)]
        for object in archive.objects {
            varint(object.classIndex)
            varint(object.firstValueIndex)
            varint(object.valueCount)
        }

        header += [UInt32(archive.keys.count), UInt32(position)]
        for key in archive.keys {
            varint(key.utf8.count)
            append(utf8: key)
        }

        header += [UInt32(archive.values.count), UInt32(position)]
        for value in archive.values {
            varint(value.keyIndex)
            append(value.payload.typeCode)
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
                append(data)
            case .object(let index): integer(UInt32(index))
            }
        }

        header += [UInt32(archive.classes.count), UInt32(position)]
        for entry in archive.classes {
            varint(entry.name.utf8.count + 1)
            varint(entry.fallbacks.count)
            for fallback in entry.fallbacks { integer(fallback) }
            append(utf8: entry.name)
            append(0)
        }
        append(archive.trailer)

        let end = position
        position = headerFields
        for field in header { integer(field) }
        position = end
    }

    private mutating func append(_ byte: UInt8) {
        precondition(position < buffer.count, "NibArchiveWriter: past the computed size")
        buffer[position] = byte
        position += 1
    }

    private mutating func append(_ raw: UnsafeRawBufferPointer) {
        precondition(raw.count <= buffer.count - position, "NibArchiveWriter: past the computed size")
        guard let source = raw.baseAddress, raw.count > 0 else { return }
        UnsafeMutableRawPointer(buffer.baseAddress! + position).copyMemory(from: source, byteCount: raw.count)
        position += raw.count
    }

    private mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    private mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    private mutating func varint(_ value: Int) {
        var rest = UInt64(value)
        while rest >= 0x80 {
            append(UInt8(truncatingIfNeeded: rest & 0x7F))
            rest >>= 7
        }
        append(UInt8(truncatingIfNeeded: rest) | 0x80)
    }

    private mutating func integer<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { append($0) }
    }
}
