// ByteCursor.swift — a bounds-checked reading cursor over untrusted bytes.
//
// Every read checks the bytes left first and throws `NibArchiveError.truncated` with the table and
// offset of the field, so no read can run past the buffer. Packed integers are read with
// `loadUnaligned` in little-endian order.

struct ByteCursor {
    let buffer: UnsafeRawBufferPointer
    var offset: Int
    let table: NibArchiveError.Table

    init(_ buffer: UnsafeRawBufferPointer, at offset: Int, table: NibArchiveError.Table) {
        self.buffer = buffer
        self.offset = offset
        self.table = table
    }

    var remaining: Int { buffer.count - offset }

    func error(_ kind: NibArchiveError.Kind, at offset: Int, entry: Int? = nil) -> NibArchiveError {
        NibArchiveError(kind, table: table, offset: offset, entry: entry)
    }

    private func need(_ count: Int, entry: Int?) throws(NibArchiveError) {
        if remaining < count { throw error(.truncated(needed: count - remaining), at: offset, entry: entry) }
    }

    mutating func readByte(entry: Int? = nil) throws(NibArchiveError) -> UInt8 {
        try need(1, entry: entry)
        defer { offset += 1 }
        return buffer[offset]
    }

    /// Reads a varint: 7-bit groups, least significant first, high bit set on the last byte.
    mutating func readVarint(entry: Int? = nil) throws(NibArchiveError) -> Int {
        let start = offset
        var result: UInt64 = 0
        var shift: UInt64 = 0
        for _ in 0..<Varint.maximumLength {
            guard offset < buffer.count else {
                throw error(.truncated(needed: 1), at: offset, entry: entry)
            }
            let byte = buffer[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return Int(result) }
            shift += 7
        }
        throw error(.unterminatedVarint, at: start, entry: entry)
    }

    mutating func readInteger<T: FixedWidthInteger>(_: T.Type, entry: Int? = nil) throws(NibArchiveError) -> T {
        try need(MemoryLayout<T>.size, entry: entry)
        defer { offset += MemoryLayout<T>.size }
        return T(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: T.self))
    }

    /// The next `count` bytes, without copying.
    mutating func readBytes(_ count: Int, entry: Int? = nil) throws(NibArchiveError) -> UnsafeRawBufferPointer {
        try need(count, entry: entry)
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<(offset + count)])
    }
}
