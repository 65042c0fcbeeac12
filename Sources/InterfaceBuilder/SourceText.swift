// SourceText.swift — the document's bytes, and conversions between byte offsets and line:column.
//
// XMLParser reports where a start tag ENDS (its line and character column); diagnostics should point
// at the `<` that starts the element, or at an attribute's name. Elements arrive in document order,
// so both conversions walk forward from the previous answer and the whole document costs O(n),
// even when it is one very long line.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct SourceText {
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]
    /// Whether each line is pure ASCII (then a character column is a byte offset).
    let lineIsASCII: [Bool]

    /// The offset of the first byte that is not part of valid UTF-8, or nil.
    let firstInvalidUTF8: Int?

    /// `array`, copied into storage of its own size when it has far more room than it uses.
    private static func trimmed<Element>(_ array: [Element]) -> [Element] {
        guard array.capacity > array.count + array.count / 4 + 16 else { return array }
        return array.withUnsafeBufferPointer { elements in
            [Element](unsafeUninitializedCapacity: elements.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: elements)
            }
        }
    }

    /// Line by line: each line's end found with memchr, then its bytes checked eight at a time for
    /// ASCII, and validated as UTF-8 (overlong forms, surrogates and values past U+10FFFF are
    /// invalid) only when they are not. (One pass testing every word for both newlines and high
    /// bits, appending as it went, was a fortieth of compiling the corpus xibs.)
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [Int] = []
        var ascii: [Bool] = []
        // Xcode's lines average 40–60 bytes.
        starts.reserveCapacity(bytes.count / 32 + 2)
        ascii.reserveCapacity(bytes.count / 32 + 2)
        var invalid: Int?
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var lineStart = 0
            while true {
                var end = count
                if lineStart < count, let base = buffer.baseAddress,
                    let newline = memchr(base + lineStart, 0x0A, count - lineStart)
                {
                    end = base.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                }
                starts.append(lineStart)
                ascii.append(SourceText.checkLine(buffer, lineStart..<end, firstInvalid: &invalid))
                if end == count { break }
                lineStart = end + 1
            }
        }
        // (Room was made for short lines; the tables are kept as long as the document.)
        lineStarts = SourceText.trimmed(starts)
        lineIsASCII = SourceText.trimmed(ascii)
        firstInvalidUTF8 = invalid
    }

    /// Whether the line `range` of `buffer` is pure ASCII; if it is not, its UTF-8 is validated and
    /// the first invalid offset recorded in `firstInvalid` (when none is yet).
    private static func checkLine(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, firstInvalid: inout Int?) -> Bool {
        let raw = UnsafeRawBufferPointer(buffer)
        var index = range.lowerBound
        while index + 8 <= range.upperBound, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        while index < range.upperBound, buffer[index] < 0x80 { index += 1 }
        guard index < range.upperBound else { return true }
        while index < range.upperBound {
            let lead = buffer[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: length = 0
            }
            // A sequence cannot hold a newline (every byte of one is 0x80 or more), so a line's end
            // bounds it as the document's end would.
            var valid = length > 0 && range.upperBound - index >= length && (lower...upper).contains(buffer[index + 1])
            if valid {
                for continuation in 2..<max(2, length) where buffer[index + continuation] & 0xC0 != 0x80 { valid = false }
            }
            if !valid {
                if firstInvalid == nil { firstInvalid = index }
                index += 1
            } else {
                index += length
            }
        }
        return false
    }

    /// The offset of the last `<` in `bytes[start...end]`, eight bytes at a time (a start tag is
    /// tens of bytes long, and every element's is walked back over).
    static func lastOpeningBracket(in bytes: [UInt8], from start: Int, through end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var upper = end + 1  // one past the last byte still to look at
            while upper - start >= 8 {
                let word = raw.loadUnaligned(fromByteOffset: upper - 8, as: UInt64.self) ^ 0x3C3C_3C3C_3C3C_3C3C
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                upper -= 8
            }
            while upper > start {
                upper -= 1
                if buffer[upper] == UInt8(ascii: "<") { return upper }
            }
            return nil
        }
    }

    /// Whether `bytes` hold `text` (ASCII) at `offset`: the prolog check and the scanner's markup.
    static func bytes<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, have text: StaticString, at offset: Int) -> Bool
    where Bytes.Index == Int {
        let count = text.utf8CodeUnitCount
        guard offset >= 0, bytes.count - offset >= count else { return false }
        for position in 0..<count where bytes[offset + position] != text.utf8Start[position] { return false }
        return true
    }

    /// Whether `byte` starts a character (is not a UTF-8 continuation byte).
    @inline(__always) static func startsCharacter(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// The 1-based line and character column of a byte offset (slow path, any offset).
    func lineColumn(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset && index < bytes.count {
            index += 1
            while index < offset, index < bytes.count, !SourceText.startsCharacter(bytes[index]) { index += 1 }
            column += 1
        }
        return (low + 1, column)
    }
}

/// Finds where elements start, from where XMLParser says their start tags end. Positions arrive in
/// document order, so walking a non-ASCII line resumes from the previous answer: O(n) overall.
struct ElementLocator {
    let text: SourceText
    private var line = 1
    private var column = 1
    private var offset = 0

    init(_ text: SourceText) {
        self.text = text
    }

    /// The byte offset of a (line, character column) at or after the previous one.
    mutating func offset(line targetLine: Int, column targetColumn: Int) -> Int {
        guard targetLine >= 1, targetLine <= text.lineStarts.count else { return text.bytes.count }
        if text.lineIsASCII[targetLine - 1] {
            return min(text.lineStarts[targetLine - 1] + targetColumn - 1, text.bytes.count)
        }
        if targetLine != line || targetColumn < column {
            line = targetLine
            column = 1
            offset = text.lineStarts[targetLine - 1]
        }
        let bytes = text.bytes
        while column < targetColumn, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, !SourceText.startsCharacter(bytes[offset]) { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The line, column and byte offset of the `<` that starts the tag XMLParser reports as
    /// ending at (line, column).
    mutating func elementStart(line reportedLine: Int, column reportedColumn: Int) -> (line: Int, column: Int, offset: Int) {
        let bytes = text.bytes
        guard !bytes.isEmpty else { return (1, 1, 0) }
        var index = min(offset(line: reportedLine, column: reportedColumn), bytes.count - 1)
        if reportedLine >= 1, reportedLine <= text.lineIsASCII.count, text.lineIsASCII[reportedLine - 1] {
            // One byte per character; the tag is on this line if its `<` is.
            let lineStart = text.lineStarts[reportedLine - 1]
            if index >= lineStart, let found = SourceText.lastOpeningBracket(in: bytes, from: lineStart, through: index) {
                return (reportedLine, found - lineStart + 1, found)
            }
            // (The last line may start at the end of the bytes: a document ending in a newline.)
            index = min(lineStart, bytes.count - 1)
        }
        var characters = 0
        var crossedLine = false
        while index > 0, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "\n") { crossedLine = true }
            if SourceText.startsCharacter(bytes[index]) { characters += 1 }
            index -= 1
        }
        if crossedLine || reportedColumn - characters < 1 {
            let position = text.lineColumn(of: index)
            return (position.line, position.column, index)
        }
        return (reportedLine, reportedColumn - characters, index)
    }
}
