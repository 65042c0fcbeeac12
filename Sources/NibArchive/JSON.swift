// JSON.swift — a small JSON reader for `nibc assemble`, with line:column positions.
//
// Numbers keep their literal text so that a float or a 64-bit integer is converted exactly once,
// into the width the schema asks for (Float("0.1") is not Float(Double("0.1")) in every case).
// Nesting is bounded; every error names the line and column of the offending character.

/// A parsed JSON value with the position where it starts.
struct JSONNode {
    enum Kind {
        case object([(key: String, value: JSONNode)])
        case array([JSONNode])
        case string(String)
        /// The literal text of a number.
        case number(String)
        case bool(Bool)
        case null
    }

    var kind: Kind
    var line: Int
    var column: Int

    var typeName: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}

/// A problem in the JSON text of an archive, at a line and column (1-based).
public struct NibArchiveJSONError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}

struct JSONParser {
    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) throws(NibArchiveJSONError) -> JSONNode {
        var parser = JSONParser(bytes)
        // A UTF-8 byte order mark is allowed and skipped.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.offset = 3
            parser.lineStart = 3
        }
        let node = try parser.value(depth: 0)
        parser.skipWhitespace()
        if parser.offset < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return node
    }

    private func error(_ message: String) -> NibArchiveJSONError {
        NibArchiveJSONError(line: line, column: offset - lineStart + 1, message: message)
    }

    private func error(_ message: String, atColumn column: Int, line: Int) -> NibArchiveJSONError {
        NibArchiveJSONError(line: line, column: column, message: message)
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(NibArchiveJSONError) -> JSONNode {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of input, a value was expected") }
        let startLine = line
        let startColumn = offset - lineStart + 1
        func node(_ kind: JSONNode.Kind) -> JSONNode { JSONNode(kind: kind, line: startLine, column: startColumn) }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            guard depth < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth)") }
            offset += 1
            var members: [(key: String, value: JSONNode)] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return node(.object(members))
            }
            while true {
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    throw error("expected a member name in double quotes")
                }
                let key = try string()
                skipWhitespace()
                try expect(":")
                members.append((key, try value(depth: depth + 1)))
                skipWhitespace()
                if try separator(closing: "}") { return node(.object(members)) }
            }
        case UInt8(ascii: "["):
            guard depth < JSONParser.maximumDepth else { throw error("nesting deeper than \(JSONParser.maximumDepth)") }
            offset += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return node(.array(elements))
            }
            while true {
                elements.append(try value(depth: depth + 1))
                skipWhitespace()
                if try separator(closing: "]") { return node(.array(elements)) }
            }
        case UInt8(ascii: "\""):
            return node(.string(try string()))
        case UInt8(ascii: "t"):
            try literal("true")
            return node(.bool(true))
        case UInt8(ascii: "f"):
            try literal("false")
            return node(.bool(false))
        case UInt8(ascii: "n"):
            try literal("null")
            return node(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return node(.number(try number()))
        default:
            throw error("unexpected character, a value was expected")
        }
    }

    /// After an element: `,` (returns false) or the closing bracket (returns true).
    private mutating func separator(closing: Unicode.Scalar) throws(NibArchiveJSONError) -> Bool {
        guard offset < bytes.count else { throw error("unexpected end of input, expected ',' or '\(closing)'") }
        if bytes[offset] == UInt8(ascii: ",") {
            offset += 1
            return false
        }
        if bytes[offset] == UInt8(ascii: closing) {
            offset += 1
            return true
        }
        throw error("expected ',' or '\(closing)'")
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(NibArchiveJSONError) {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { throw error("expected '\(character)'") }
        offset += 1
    }

    private mutating func literal(_ word: String) throws(NibArchiveJSONError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - offset >= utf8.count, Array(bytes[offset..<(offset + utf8.count)]) == utf8 else {
            throw error("unexpected character, a value was expected")
        }
        offset += utf8.count
    }

    private mutating func number() throws(NibArchiveJSONError) -> String {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integerStart = offset
        guard digits() > 0 else { throw error("a number needs digits") }
        if bytes[integerStart] == UInt8(ascii: "0"), offset - integerStart > 1 {
            offset = integerStart
            throw error("a number may not start with 0")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw error("a number needs digits after '.'") }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw error("a number needs digits in its exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func string() throws(NibArchiveJSONError) -> String {
        let openingLine = line
        let openingColumn = offset - lineStart + 1
        offset += 1  // opening quote
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        func flushRun() throws(NibArchiveJSONError) {
            guard runStart < offset else { return }
            guard let run = String(validating: bytes[runStart..<offset], as: UTF8.self) else {
                throw error("string is not valid UTF-8")
            }
            scalars.append(contentsOf: run.unicodeScalars)
        }
        while true {
            guard offset < bytes.count else {
                throw error("unterminated string", atColumn: openingColumn, line: openingLine)
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                try flushRun()
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("control character in a string (use an escape)") }
            if byte != UInt8(ascii: "\\") {
                offset += 1
                continue
            }
            try flushRun()
            offset += 1
            guard offset < bytes.count else { throw error("unterminated string") }
            let escape = bytes[offset]
            offset += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code) {
                    guard bytes.count - offset >= 6, bytes[offset] == UInt8(ascii: "\\"),
                        bytes[offset + 1] == UInt8(ascii: "u")
                    else { throw error("unpaired surrogate in \\u escape") }
                    offset += 2
                    let low = try hex4()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("\\u escape is not a Unicode scalar") }
                scalars.append(scalar)
            default:
                offset -= 1
                throw error("unknown escape in a string")
            }
            runStart = offset
        }
    }

    private mutating func hex4() throws(NibArchiveJSONError) -> UInt32 {
        guard bytes.count - offset >= 4 else { throw error("\\u needs 4 hex digits") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("\\u needs 4 hex digits")
            }
            code = code << 4 | UInt32(digit)
            offset += 1
        }
        return code
    }
}
