// StringsTable.swift — the `.strings` files of a localization: `"key" = "value";` entries, each
// with the comment above it, read in UTF-16 (with or without a byte order mark) or UTF-8 and
// written as ibtool writes them (UTF-16 little-endian with its mark, a blank line before each
// entry, the comment on its own line).
//
// The grammar is the old-style property list's dictionary without braces: quoted or unquoted
// strings, `/* … */` and `// …` comments, `key;` meaning `key = key;`, backslash escapes (`\n`,
// `\t`, `\"`, `\\`, `\U20AC`, octal `\101`). Errors carry the line and column of the character at
// fault; nothing is read past the input.

import InterfaceBuilder

/// A `.strings` file.
public struct StringsTable: Hashable, Sendable {
    /// One `"key" = "value";`.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        /// The text of the comment just before the entry, without its delimiters, if any.
        public var comment: String?
        /// Where the key starts (1-based line, column in characters).
        public var line: Int
        public var column: Int

        public init(key: String, value: String, comment: String? = nil, line: Int = 0, column: Int = 0) {
            (self.key, self.value, self.comment, self.line, self.column) = (key, value, comment, line, column)
        }
    }

    /// How the file's text is written.
    public enum Encoding: String, CaseIterable, Sendable {
        /// UTF-16, little-endian, with a byte order mark: what ibtool writes.
        case utf16 = "utf-16"
        case utf8 = "utf-8"
    }

    /// A file that is not a strings table: where, and why.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var location: SourceLocation
        public var message: String
        public var description: String { "\(location): error: \(message)" }
    }

    public var entries: [Entry]
    /// The file the table was read from (for diagnostics), if any.
    public var path: String?

    public init(entries: [Entry] = [], path: String? = nil) { (self.entries, self.path) = (entries, path) }

    /// Each key's value; a key given twice has its last value, as Foundation reads it.
    public var values: [String: String] {
        var result: [String: String] = [:]
        for entry in entries { result[entry.key] = entry.value }
        return result
    }

    // MARK: - Writing

    /// The file's bytes: for each entry a blank line, its comment, and the entry.
    public func rendered(encoding: Encoding = .utf16) -> [UInt8] {
        var text = ""
        for entry in entries {
            text += "\n"
            if let comment = entry.comment { text += "/* " + comment + " */\n" }
            text += "\"" + StringsTable.escaped(entry.key) + "\" = \"" + StringsTable.escaped(entry.value) + "\";\n"
        }
        switch encoding {
        case .utf8:
            return Array(text.utf8)
        case .utf16:
            var bytes: [UInt8] = [0xFF, 0xFE]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 {
                bytes.append(UInt8(truncatingIfNeeded: unit))
                bytes.append(UInt8(truncatingIfNeeded: unit >> 8))
            }
            return bytes
        }
    }

    /// `text` between the quotes of an entry: backslashes, quotes, line breaks and tabs escaped.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    // MARK: - Reading

    /// Reads a strings file in UTF-16 (byte order mark, or none and a zero byte in its first
    /// character) or UTF-8 (with or without a mark).
    public static func parse(_ bytes: [UInt8], path: String) throws(ParseError) -> StringsTable {
        let text = try decode(bytes, path: path)
        var reader = Reader(scalars: Array(text.unicodeScalars), path: path)
        var table = try reader.table()
        table.path = path
        return table
    }

    static func decode(_ bytes: [UInt8], path: String) throws(ParseError) -> String {
        func failure(_ offset: Int, _ message: String) -> ParseError {
            ParseError(location: SourceLocation(file: path, line: 0, column: 0), message: "byte \(offset): \(message)")
        }
        var littleEndian: Bool?
        var start = 0
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE {
            (littleEndian, start) = (true, 2)
        } else if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            (littleEndian, start) = (false, 2)
        } else if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start = 3
        } else if bytes.count >= 2, bytes.count % 2 == 0, (bytes[0] == 0) != (bytes[1] == 0) {
            littleEndian = bytes[1] == 0
        }
        guard let littleEndian else {
            var decoded = ""
            var iterator = bytes[start...].makeIterator()
            var decoder = UTF8()
            var offset = start
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar):
                    decoded.unicodeScalars.append(scalar)
                    offset += UTF8.width(scalar)
                case .emptyInput: return decoded
                case .error: throw failure(offset, "not UTF-8 or UTF-16 text")
                }
            }
        }
        guard (bytes.count - start) % 2 == 0 else { throw failure(bytes.count - 1, "UTF-16 text of an odd number of bytes") }
        var units: [UInt16] = []
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        var decoded = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unit = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                decoded.unicodeScalars.append(scalar)
                unit += UTF16.width(scalar)
            case .emptyInput: return decoded
            case .error: throw failure(start + unit * 2, "a UTF-16 surrogate without its pair")
            }
        }
    }

    /// The tokenizer and parser over the decoded text's scalars.
    struct Reader {
        let scalars: [Unicode.Scalar]
        let path: String
        var index = 0
        var line = 1
        var column = 1
        /// The last comment read since the previous entry.
        var comment: String?

        init(scalars: [Unicode.Scalar], path: String) { (self.scalars, self.path) = (scalars, path) }

        func failure(_ message: String) -> ParseError {
            ParseError(location: SourceLocation(file: path, line: line, column: column), message: message)
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func advance() {
            if scalars[index] == "\n" { (line, column) = (line + 1, 1) } else { column += 1 }
            index += 1
        }

        /// Skips white space and comments, keeping the last comment's text.
        mutating func skipSpace() throws(ParseError) {
            while let scalar = current {
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{FEFF}" {
                    advance()
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    let (startLine, startColumn) = (line, column)
                    advance()
                    advance()
                    var text = ""
                    while true {
                        guard let next = current else {
                            (line, column) = (startLine, startColumn)
                            throw failure("a comment that does not end ('*/')")
                        }
                        if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
                            advance()
                            advance()
                            break
                        }
                        text.unicodeScalars.append(next)
                        advance()
                    }
                    comment = text.trimmingSpaces
                } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    var text = ""
                    while let next = current, next != "\n" {
                        text.unicodeScalars.append(next)
                        advance()
                    }
                    comment = String(text.dropFirst(2)).trimmingSpaces
                } else {
                    return
                }
            }
        }

        static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": return true
            default: return false
            }
        }

        mutating func string() throws(ParseError) -> String {
            guard let first = current else { throw failure("a string is missing at the end of the file") }
            if first != "\"" {
                guard Reader.isUnquoted(first) else { throw failure("'\(first)' cannot begin a key or a value (quote it)") }
                var text = ""
                while let scalar = current, Reader.isUnquoted(scalar) {
                    text.unicodeScalars.append(scalar)
                    advance()
                }
                return text
            }
            let (startLine, startColumn) = (line, column)
            advance()
            var units: [UInt16] = []
            while true {
                guard let scalar = current else {
                    (line, column) = (startLine, startColumn)
                    throw failure("a string that does not end (no closing '\"')")
                }
                if scalar == "\"" {
                    advance()
                    break
                }
                guard scalar == "\\" else {
                    units += String(Character(scalar)).utf16
                    advance()
                    continue
                }
                advance()
                guard let escaped = current else { continue }
                switch escaped {
                case "n": units.append(0x0A)
                case "t": units.append(0x09)
                case "r": units.append(0x0D)
                case "a": units.append(0x07)
                case "b": units.append(0x08)
                case "f": units.append(0x0C)
                case "v": units.append(0x0B)
                case "U", "u":
                    var value: UInt16 = 0
                    var digits = 0
                    while digits < 4, index + 1 < scalars.count, let digit = Reader.hexValue(scalars[index + 1]) {
                        value = value << 4 | digit
                        digits += 1
                        advance()
                    }
                    guard digits > 0 else { throw failure("'\\\(escaped)' needs hexadecimal digits") }
                    units.append(value)
                case "0"..."7":
                    var value = UInt16(escaped.value - 48)
                    var digits = 1
                    while digits < 3, index + 1 < scalars.count, ("0"..."7").contains(scalars[index + 1]) {
                        advance()
                        value = value << 3 | UInt16(scalars[index].value - 48)
                        digits += 1
                    }
                    units.append(value)
                default:
                    units += String(Character(escaped)).utf16
                }
                advance()
            }
            // Escaped surrogates pair up (`\UD83D\UDE00`); one left alone becomes U+FFFD.
            return String(decoding: units, as: UTF16.self)
        }

        static func hexValue(_ scalar: Unicode.Scalar) -> UInt16? {
            switch scalar {
            case "0"..."9": UInt16(scalar.value - 48)
            case "a"..."f": UInt16(scalar.value - 87)
            case "A"..."F": UInt16(scalar.value - 55)
            default: nil
            }
        }

        mutating func table() throws(ParseError) -> StringsTable {
            var table = StringsTable()
            while true {
                comment = nil
                try skipSpace()
                guard current != nil else { return table }
                let entryComment = comment
                let (keyLine, keyColumn) = (line, column)
                let key = try string()
                try skipSpace()
                var value = key
                if current == "=" {
                    advance()
                    try skipSpace()
                    value = try string()
                    try skipSpace()
                }
                guard current == ";" else {
                    throw failure(current.map { "expected ';' after the entry of \"\(key)\", found '\($0)'" } ?? "expected ';' after the entry of \"\(key)\"")
                }
                advance()
                table.entries.append(Entry(key: key, value: value, comment: entryComment, line: keyLine, column: keyColumn))
            }
        }
    }
}

extension String {
    /// Without the spaces and line breaks at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
