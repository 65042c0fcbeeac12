// SourceTextTests.swift — the document's line table and UTF-8 check (SourceText.swift) against
// the standard library's own UTF-8 parser: on a table of edge cases and on seeded random byte
// strings made of newlines, ASCII, every kind of lead and continuation byte, and whole, cut and
// overlong sequences.

@testable import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Source text")
struct SourceTextTests {
    /// Where the first byte that is not part of valid UTF-8 is, by the standard library's parser
    /// (an error is reported at the byte its maximal invalid subpart starts at).
    static func firstInvalid(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Each line's start and whether it is pure ASCII, the plain way.
    static func lines(_ bytes: [UInt8]) -> (starts: [Int], ascii: [Bool]) {
        var starts = [0]
        var ascii = [true]
        for (offset, byte) in bytes.enumerated() {
            if byte >= 0x80 { ascii[ascii.count - 1] = false }
            if byte == 0x0A {
                starts.append(offset + 1)
                ascii.append(true)
            }
        }
        return (starts, ascii)
    }

    static let cases: [(name: String, bytes: [UInt8], invalid: Int?)] = [
        ("empty", [], nil),
        ("ASCII, no newline", Array("<a b=\"c\"/>".utf8), nil),
        ("a newline last", Array("<a/>\n".utf8), nil),
        ("two-byte, three-byte and four-byte characters", Array("é\n€ x\n😀".utf8), nil),
        ("a lead byte cut by a newline", [0x61, 0xC3, 0x0A, 0xA9], 1),
        ("a three-byte sequence cut by the end", [0x61, 0xE2, 0x82], 1),
        ("a continuation byte alone", [0x0A, 0x80], 1),
        ("an overlong two-byte form", [0xC0, 0xAF], 0),
        ("an overlong three-byte form", [0x0A, 0x0A, 0xE0, 0x80, 0xAF], 2),
        ("a surrogate", [0x61, 0x0A, 0xED, 0xA0, 0x80], 2),
        ("past U+10FFFF", [0xF4, 0x90, 0x80, 0x80], 0),
        ("a byte that is never UTF-8", Array("abc".utf8) + [0xFF], 3),
        ("valid, then invalid on a later line", Array("é\nabcdefghijkl\n".utf8) + [0xF5], 16),
    ]

    @Test("line starts, ASCII lines and the first invalid byte", arguments: cases)
    func table(_ example: (name: String, bytes: [UInt8], invalid: Int?)) {
        let text = SourceText(example.bytes)
        #expect(text.firstInvalidUTF8 == example.invalid, "\(example.name)")
        #expect(SourceTextTests.firstInvalid(example.bytes) == example.invalid, "\(example.name): the table itself")
        let lines = SourceTextTests.lines(example.bytes)
        #expect(text.lineStarts == lines.starts, "\(example.name)")
        #expect(text.lineIsASCII == lines.ascii, "\(example.name)")
    }

    @Test("random bytes: the same answers as the standard library's parser", arguments: [1, 2, 3, 4])
    func random(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces: [[UInt8]] = [
            [0x0A], [0x0A], Array("<view".utf8), Array(" id=\"a\"".utf8), Array("abcdefgh".utf8), [0x20],
            Array("é".utf8), Array("€".utf8), Array("😀".utf8), [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],
            [0x80], [0xBF], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF],
        ]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(random.next() % 40) {
                // Mostly text, now and then a byte that breaks it.
                let piece = random.next() % 4 == 0 ? pieces[Int(random.next() % UInt64(pieces.count))] : pieces[Int(random.next() % 9)]
                bytes += piece
            }
            let text = SourceText(bytes)
            let lines = SourceTextTests.lines(bytes)
            #expect(text.firstInvalidUTF8 == SourceTextTests.firstInvalid(bytes), "\(bytes)")
            #expect(text.lineStarts == lines.starts, "\(bytes)")
            #expect(text.lineIsASCII == lines.ascii, "\(bytes)")
        }
    }
}
