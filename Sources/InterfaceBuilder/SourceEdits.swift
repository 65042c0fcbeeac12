// SourceEdits.swift — where a document's attribute values and element texts are in its bytes, and
// the bytes rewritten with some of them replaced: localizing a document (`nibc strings import`)
// changes its texts and keeps every other byte as Xcode wrote it.

/// One replacement in a document's bytes.
public struct SourceEdit: Hashable, Sendable {
    /// The bytes replaced (empty: an insertion at `range.lowerBound`).
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        (self.range, self.replacement) = (range, replacement)
    }

    /// `bytes` with `edits` made; edits that overlap an earlier one (in order of position) or fall
    /// outside the bytes are left out. Linear in the bytes and the edits.
    public static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.count })
        var copied = 0
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            guard edit.range.lowerBound >= copied, edit.range.upperBound <= bytes.count else { continue }
            result += bytes[copied..<edit.range.lowerBound]
            result += edit.replacement
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }

    /// `text` as an attribute value between double quotes (`XMLEscaping.attribute`).
    public static func attributeValue(_ text: String) -> [UInt8] { Array(XMLEscaping.attribute(text).utf8) }

    /// `text` as an element's character data (`XMLEscaping.characterData`).
    public static func characterData(_ text: String) -> [UInt8] { Array(XMLEscaping.characterData(text).utf8) }
}

/// Text written into XML as Interface Builder writes it, for everything nibc writes as XML (a
/// translated document, a decompiled one, XLIFF).
public enum XMLEscaping {
    /// An attribute value between double quotes: `&`, `<`, `>`, `"` as entities, line breaks and tabs
    /// as character references; XML 1.0's other control characters, which no document can hold, left out.
    public static func attribute(_ text: String) -> String { escaped(text, attribute: true) }

    /// An element's character data: `&`, `<`, `>` as entities, a carriage return as a reference (so
    /// it is not read as a line end), other control characters but line breaks and tabs left out.
    public static func characterData(_ text: String) -> String { escaped(text, attribute: false) }

    private static func escaped(_ text: String, attribute: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where attribute: result += "&quot;"
            case "\n" where attribute: result += "&#10;"
            case "\t" where attribute: result += "&#9;"
            case "\r": result += "&#13;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension IBDocument {
    /// The document's bytes, as read.
    public var sourceBytes: [UInt8] { source.bytes }

    /// Where the value of attribute `name` of `node` is in the source (between its quotes), or nil.
    public func valueRange(ofAttribute name: String, of node: Int) -> Range<Int>? {
        let needle = name.utf8
        let bytes = source.bytes
        var found: Range<Int>?
        scanAttributes(of: node) { range, value, _, _ in
            guard range.count == needle.count, bytes[range].elementsEqual(needle) else { return true }
            found = value
            return false
        }
        return found
    }

    /// Where an attribute can be added to `node`'s start tag: the offset of its `/>` or `>`.
    public func attributeInsertionPoint(of node: Int) -> Int? {
        scanAttributes(of: node) { _, _, _, _ in true }
    }

    /// Where the character data of leaf `node` is: between the end of its start tag and its end
    /// tag (an empty range after `>` for `<x></x>`); nil for an empty-element tag `<x/>`, an
    /// element with children, or one whose tags cannot be found.
    public func textRange(of node: Int) -> Range<Int>? {
        guard nodes[node].firstChild < 0, let end = attributeInsertionPoint(of: node) else { return nil }
        let bytes = source.bytes
        guard bytes[end] == UInt8(ascii: ">") else { return nil }
        let start = end + 1
        var index = start
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        // A CDATA section or a comment inside: the text is not one run of character data.
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") else { return nil }
        return start..<index
    }
}
