// JSONFormTests.swift — the JSON form: exact round trips (corpus, special floats) and errors with
// line:column.

import Foundation
import NibArchive
import NibTestSupport
import Testing

@Suite("JSON form")
struct JSONFormTests {
    @Test("every corpus nib goes to JSON and back to the same archive and bytes")
    func corpusRoundTrip() throws {
        var count = 0
        for nib in Corpus.nibArchives() {
            let archive = try NibArchive(bytes: nib.bytes)
            let back = try NibArchive(json: Array(archive.jsonText().utf8))
            #expect(back == archive, "\(Corpus.relativePath(nib.url))")
            #expect(try back.serialized() == nib.bytes, "\(Corpus.relativePath(nib.url))")
            count += 1
        }
        if Corpus.root != nil { #expect(count >= 402) }
    }

    @Test("floats and doubles read back to the same bits, NaN payloads and -0 included")
    func floatingPointBits() throws {
        let floats: [Float] = [
            0, -0.0, 1, 0.1, 1.0 / 3, .pi, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .infinity, -.infinity, .nan, Float(bitPattern: 0x7F80_1234), Float(bitPattern: 0xFFC0_0001),
        ]
        let doubles: [Double] = [
            0, -0.0, 17, 0.1, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
            Double(bitPattern: 0x7FF0_0000_0000_0001), Double(Float(0.1)),
        ]
        var archive = NibArchive(objects: [.init(classIndex: 0, firstValueIndex: 0, valueCount: floats.count + doubles.count)],
                                 keys: ["v"], classes: [.init("NSObject")])
        archive.values = floats.map { .init(keyIndex: 0, .float($0)) } + doubles.map { .init(keyIndex: 0, .double($0)) }
        let text = archive.jsonText()
        let back = try NibArchive(json: Array(text.utf8))
        #expect(back == archive)
        #expect(text.contains("\"value\": \"0x7f801234\""))
        #expect(text.contains("\"value\": \"0x7ff0000000000000\""))
        #expect(text.contains("\"value\": -0.0"))
    }

    @Test("the documented schema is what it prints")
    func schema() throws {
        let archive = try NibArchive(bytes: tiny + Array("LNE\0".utf8))
        #expect(archive.jsonText() == """
            {"formatVersion": 1, "coderVersion": 10,
             "objects": [
              {"class": 0, "firstValue": 0, "valueCount": 2},
              {"class": 1, "firstValue": 2, "valueCount": 1}
             ],
             "keys": [
              "root",
              "n"
             ],
             "values": [
              {"key": 0, "type": "object", "value": 1},
              {"key": 1, "type": "int8", "value": 5},
              {"key": 1, "type": "data", "value": "aGk="}
             ],
             "classes": [
              {"name": "NSObject", "fallbacks": []},
              {"name": "Foo", "fallbacks": [0]}
             ],
             "trailer": "TE5FAA=="}

            """)
    }

    static let minimal = """
        {"formatVersion": 1, "coderVersion": 10, "objects": [{"class": 0, "firstValue": 0, "valueCount": 1}],
         "keys": ["k"], "values": [{"key": 0, "type": "int8", "value": 1}], "classes": [{"name": "NSObject", "fallbacks": []}]}
        """

    static let errors: [(name: String, json: String, message: String)] = [
        ("empty input", "", "1:1: unexpected end of input, a value was expected"),
        ("not JSON", "nib", "1:1: unexpected character, a value was expected"),
        ("trailing text", minimal + " x", "2:121: unexpected text after the JSON value"),
        ("unterminated string", "{\"keys", "1:2: unterminated string"),
        ("missing member", "{\"formatVersion\": 1}", "1:1: the archive has no member \"coderVersion\""),
        ("unknown member", minimal.replacingFirst("\"keys\"", "\"kees\""), "2:10: unknown member \"kees\" in the archive (expected formatVersion, coderVersion, objects, keys, values, classes, trailer)"),
        ("format version 2", minimal.replacingFirst("\"formatVersion\": 1", "\"formatVersion\": 2"), "1:19: formatVersion 2 is out of range (1...1)"),
        ("coder version 11", minimal.replacingFirst("\"coderVersion\": 10", "\"coderVersion\": 11"), "1:38: coderVersion 11 is out of range (9...10)"),
        ("unknown value type", minimal.replacingFirst("\"int8\"", "\"int7\""), "2:47: unknown value type \"int7\" (expected int8, int16, int32, int64, false, true, float, double, data, nil, object)"),
        ("int8 out of range", minimal.replacingFirst("\"value\": 1", "\"value\": 300"), "2:64: values[0].value 300 is out of range (-128...127)"),
        ("key index out of range", minimal.replacingFirst("{\"key\": 0", "{\"key\": 3"), "2:36: values[0].key 3 is out of range (0...0)"),
        ("class index out of range", minimal.replacingFirst("{\"class\": 0", "{\"class\": 1"), "1:64: objects[0].class 1 is out of range (0...0)"),
        ("value range past the table", minimal.replacingFirst("\"valueCount\": 1", "\"valueCount\": 2"), "1:98: objects[0].valueCount 2 is out of range (0...1)"),
        ("object reference out of range", minimal.replacingFirst("\"type\": \"int8\"", "\"type\": \"object\""), "2:66: values[0].value 1 is out of range (0...0)"),
        ("float as string", minimal.replacingFirst("\"type\": \"int8\", \"value\": 1", "\"type\": \"float\", \"value\": \"1\""), "2:65: values[0].value must be a number or \"0x\" and 8 hex digits"),
        ("float overflow", minimal.replacingFirst("\"type\": \"int8\", \"value\": 1", "\"type\": \"float\", \"value\": 1e40"), "2:65: values[0].value 1e40 is out of range for float"),
        ("bad base64", minimal.replacingFirst("\"type\": \"int8\", \"value\": 1", "\"type\": \"data\", \"value\": \"@@\""), "2:64: values[0].value is not base64"),
        ("true with a value", minimal.replacingFirst("\"type\": \"int8\"", "\"type\": \"true\""), "2:64: values[0].value must be null for type true"),
        ("fallback out of range", minimal.replacingFirst("\"fallbacks\": []", "\"fallbacks\": [4]"), "2:116: classes[0].fallbacks[0] 4 is out of range (0...0)"),
        ("leading zero", "{\"formatVersion\": 01}", "1:19: a number may not start with 0"),
        ("deep nesting", String(repeating: "[", count: 100), "1:65: nesting deeper than 64"),
    ]

    @Test("malformed JSON is reported at its line and column", arguments: errors.indices)
    func malformed(_ index: Int) {
        let (name, json, message) = JSONFormTests.errors[index]
        do {
            _ = try NibArchive(json: Array(json.utf8))
            Issue.record("\(name): no error")
        } catch {
            #expect(error.description == message, "\(name)")
        }
    }
}

extension String {
    func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// Base64 as the JSON form writes it, and as Interface Builder writes it in documents.
@Suite("Base64")
struct Base64Tests {
    @Test("a document's base64 reads unpadded and wrapped; what is not base64 reads as nil", arguments: [
        ("DQ", [UInt8]?([13])),
        ("\nDQ\n", [13]),
        ("aGVs\n  bG8=", Array("hello".utf8)),
        ("aGVsbG8", Array("hello".utf8)),
        ("", []),
        ("D", nil),
        ("D*==", nil),
    ])
    func documentText(_ text: String, _ expected: [UInt8]?) {
        #expect(Base64.decode(document: text) == expected)
    }

    @Test("encoding and strict decoding are inverse", arguments: [0, 1, 2, 3, 4, 5, 64])
    func roundTrip(_ count: Int) {
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37) }
        #expect(Base64.decode(Base64.encode(bytes)) == bytes)
    }
}
