// SourceText.swift — the document's bytes, and conversions between byte offsets and line:column.
//
// XMLParser reports where a start tag ENDS (its line and character column); diagnostics should point
// at the `<` that starts the element, or at an attribute's name. Elements arrive in document order,
// so both conversions walk forward from the previous answer and the whole document costs O(n),
// even when it is one very long line.

struct SourceText {
    let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
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

/// Forward-only conversions between (line, column) and byte offsets, for positions that arrive in
/// increasing order.
struct SourceCursor {
    let text: SourceText
    private var line = 1
    private var column = 1
    private var offset = 0

    init(_ text: SourceText) {
        self.text = text
    }

    /// The byte offset of a (line, character column) at or after the cursor.
    mutating func offset(line targetLine: Int, column targetColumn: Int) -> Int {
        if targetLine != line || targetColumn < column {
            guard targetLine >= 1, targetLine <= text.lineStarts.count else { return text.bytes.count }
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

    /// The (line, column) of a byte offset at or after the previous call's.
    mutating func position(of target: Int) -> (line: Int, column: Int) {
        if target < offset { return text.lineColumn(of: target) }
        let bytes = text.bytes
        while offset < target, offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
                offset += 1
            } else {
                offset += 1
                while offset < target, offset < bytes.count, !SourceText.startsCharacter(bytes[offset]) { offset += 1 }
                column += 1
            }
        }
        return (line, column)
    }
}
