// XMLErrorMessages.swift — words for libxml2's error codes.
//
// On Linux, XMLParser's errors carry only libxml2's `xmlParserErrors` number (the NSError code) and
// no text, so the messages for the codes a hand-edited document can produce are written here.

enum XMLErrorMessages {
    static let messages: [Int: String] = [
        4: "the document is empty",
        5: "extra content at the end of the document",
        6: "invalid hexadecimal character reference",
        7: "invalid decimal character reference",
        8: "invalid character reference",
        9: "invalid character in the document",
        14: "entity reference at the end of the document",
        22: "entity reference without a name ('&' must be written '&amp;')",
        23: "entity reference without its ';'",
        26: "undeclared entity (only &amp; &lt; &gt; &quot; &apos; are defined)",
        27: "undeclared entity",
        31: "unknown encoding",
        32: "unsupported encoding",
        33: "a string was expected (a quoted value)",
        34: "unterminated quoted string",
        38: "'<' is not allowed in an attribute value (write '&lt;')",
        39: "attribute value without quotes",
        40: "unterminated attribute value",
        41: "attribute without a value",
        42: "attribute given twice in one element",
        43: "a quoted literal was expected",
        44: "unterminated quoted literal",
        45: "unterminated comment",
        46: "malformed processing instruction",
        47: "unterminated processing instruction",
        57: "malformed XML declaration",
        61: "unterminated document type declaration",
        62: "']]>' is not allowed in text",
        63: "unterminated CDATA section",
        64: "the name 'xml' is reserved",
        65: "a space is required here",
        68: "a name was expected here (a lone '&' must be written '&amp;')",
        73: "'>' was expected",
        74: "'</' was expected",
        75: "'=' was expected after the attribute name",
        76: "the closing tag does not match the open element",
        77: "the document ends inside an element (its closing tag is missing)",
        80: "'--' is not allowed inside a comment",
        81: "invalid encoding",
        85: "the document is not well-balanced",
        86: "extra content at the end of the document",
        89: "entity reference loop",
        96: "the XML declaration has no version",
        108: "unknown XML version",
        110: "name too long",
    ]

    static func message(for code: Int) -> String {
        "malformed XML: " + (messages[code] ?? "libxml2 error \(code)")
    }
}
