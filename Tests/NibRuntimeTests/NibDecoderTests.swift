// NibDecoderTests.swift — the keyed decoder: every value type, missing keys and wrong types
// reported with the object, path and key, repeated keys read in order, integer widths checked.

import Foundation
import NibArchive
import NibRuntime
import Testing

/// Keeps its decoder, so a test can read the object's values after instantiation.
final class Probe: NibDecodable {
    let coder: NibDecoder
    init(coder: NibDecoder) throws { self.coder = coder }
}

@Suite("NibDecoder")
struct NibDecoderTests {
    /// The decoder of a `Probe` holding `entries`, the nib's one top-level object.
    static func probe(_ entries: (inout ObjectGraph) -> [ObjectGraph.Entry]) throws -> NibDecoder {
        var nib = TestNib()
        let values = entries(&nib.graph)
        nib.topLevel = [nib.graph.add("Probe", values)]
        let objects = try nib.nib(ClassRegistry([Probe.self])).instantiate()
        return try #require(objects.first as? Probe).coder
    }

    static func sample(_ graph: inout ObjectGraph) -> [ObjectGraph.Entry] {
        [
            .init("int8", .integer(-5)), .init("int16", .integer(300)), .init("int32", .integer(70_000)),
            .init("int64", .integer(5_000_000_000)), .init("flag", .bool(true)), .init("float", .float(1.5)),
            .init("double", .double(2.25)), .init("data", .data([1, 2, 3])), .init("null", .null),
            .init("string", .object(graph.string("héllo"))),
            .init("rect", .geometry(.rect(x: 1, y: 2, width: 3, height: 4))), .init("point", .geometry(.point(x: 5, y: 6))),
            .init("insets", .geometry(.insets(top: 1, left: 2, bottom: 3, right: 4))),
            .init("number", .object(graph.number(Int64(7)))), .init("real", .object(graph.number(0.5))),
            .init("array", .object(graph.array([graph.string("a"), graph.string("b")]))),
            .init("set", .object(graph.array([graph.string("x")], className: "NSSet"))),
            .init("dictionary", .object(graph.dictionary([(graph.string("k"), graph.number(Int64(1)))]))),
            .init("numbers", .object(graph.dictionary([(graph.number(Int64(0)), graph.string("normal"))]))),
            .init("UINibEncoderEmptyKey", .object(graph.string("first"))), .init("UINibEncoderEmptyKey", .object(graph.string("second"))),
            .init("UINibEncoderEmptyKey", .object(graph.string("third"))),
        ]
    }

    @Test("integers of every width, bools, floats, doubles, data")
    func scalars() throws {
        let coder = try NibDecoderTests.probe(NibDecoderTests.sample)
        #expect(try coder.decode(Int8.self, forKey: "int8") == -5)
        #expect(try coder.decode(Int16.self, forKey: "int16") == 300)
        #expect(try coder.decode(Int32.self, forKey: "int32") == 70_000)
        #expect(try coder.decode(Int64.self, forKey: "int64") == 5_000_000_000)
        #expect(try coder.decode(Int.self, forKey: "int8") == -5)
        #expect(try coder.decode(Bool.self, forKey: "flag"))
        #expect(try coder.decode(Float.self, forKey: "float") == 1.5)
        #expect(try coder.decode(Double.self, forKey: "double") == 2.25)
        #expect(try coder.decode(Double.self, forKey: "float") == 1.5)
        #expect(try coder.decode(Data.self, forKey: "data") == Data([1, 2, 3]))
        #expect(try coder.decodeIfPresent(Int.self, forKey: "absent") == nil)
        #expect(try coder.decodeObject(forKey: "null") == nil)
        #expect(coder.contains("int8") && !coder.contains("absent"))
    }

    @Test("geometry structs from tagged doubles")
    func geometry() throws {
        let coder = try NibDecoderTests.probe(NibDecoderTests.sample)
        #expect(try coder.decode(CGRect.self, forKey: "rect") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(try coder.decode(CGPoint.self, forKey: "point") == CGPoint(x: 5, y: 6))
        #expect(try coder.decode(CGSize.self, forKey: "point") == CGSize(width: 5, height: 6))
        let insets = try coder.decode(NSEdgeInsets.self, forKey: "insets")
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
    }

    @Test("strings, numbers, arrays, sets, dictionaries (any hashable keys) and repeated keys in order")
    func objects() throws {
        let coder = try NibDecoderTests.probe(NibDecoderTests.sample)
        #expect(try coder.decode(String.self, forKey: "string") == "héllo")
        #expect(try coder.decode(Int.self, forKey: "number") == 7)
        #expect(try coder.decodeObject(forKey: "real") as? Double == 0.5)
        #expect(try coder.decodeArray(of: String.self, forKey: "array") == ["a", "b"])
        #expect(try coder.decode(NibSet.self, forKey: "set").elements as? [String] == ["x"])
        #expect(try coder.decode([String: Any].self, forKey: "dictionary")["k"] as? Int == 1)
        #expect(try coder.decode([AnyHashable: Any].self, forKey: "numbers")[AnyHashable(0)] as? String == "normal")
        #expect(try coder.decodeAll(String.self, forKey: "UINibEncoderEmptyKey") == ["first", "second", "third"])
        // Like UINibDecoder: each read of a repeated key yields the next value.
        #expect(try (0..<3).map { _ in try coder.decode(String.self, forKey: "UINibEncoderEmptyKey") } == ["first", "second", "third"])
    }

    /// Reads that must fail, and what the error must say.
    static let failures: [(name: String, read: @Sendable (NibDecoder) throws -> Void, message: String)] = [
        ("missing key", { _ = try $0.decode(Int.self, forKey: "absent") }, "key 'absent' not found"),
        ("integer as string", { _ = try $0.decode(String.self, forKey: "int8") }, "key 'int8': expected String, found an integer (-5)"),
        ("string as integer", { _ = try $0.decode(Int.self, forKey: "string") }, "key 'string': expected a number, found a string (\"héllo\")"),
        ("too wide", { _ = try $0.decode(Int8.self, forKey: "int16") }, "key 'int16': expected Int8, found 300, which does not fit"),
        ("negative unsigned", { _ = try $0.decode(UInt.self, forKey: "int8") }, "expected UInt, found -5, which does not fit"),
        ("data as rect", { _ = try $0.decode(CGRect.self, forKey: "data") }, "key 'data': expected a rect or insets, found data (3 bytes)"),
        ("point as rect", { _ = try $0.decode(CGRect.self, forKey: "point") }, "expected a rect or insets"),
        ("array of wrong type", { _ = try $0.decodeArray(of: Int.self, forKey: "array") }, "expected Int elements, found element 0: a string (\"a\")"),
        ("dictionary as array", { _ = try $0.decodeArray(of: Any.self, forKey: "dictionary") }, "expected an array of Any, found a dictionary"),
    ]

    @Test("wrong reads throw errors naming the object, its path and the key", arguments: failures.indices)
    func failure(_ index: Int) throws {
        let (name, read, message) = NibDecoderTests.failures[index]
        let coder = try NibDecoderTests.probe(NibDecoderTests.sample)
        do {
            try read(coder)
            Issue.record("\(name): no error")
        } catch let error as NibLoadError {
            let text = error.description
            #expect(text.contains(message), "\(name): \(text)")
            #expect(text.hasPrefix("Test.nib: object @\(coder.objectIndex) (Probe)"), "\(name): \(text)")
            #expect(error.objectIndex == coder.objectIndex && error.className == "Probe")
        }
    }

    @Test("an error inside init(coder:) names the path from the root object")
    func errorPath() throws {
        final class Strict: NibDecodable {
            init(coder: NibDecoder) throws { _ = try coder.decode(String.self, forKey: "UIText") }
        }
        var nib = TestNib()
        let child = nib.graph.add("Strict")
        nib.topLevel = [nib.view(frame: (0, 0, 10, 10), subviews: [child])]
        do {
            _ = try nib.nib(ClassRegistry([Strict.self])).instantiate()
            Issue.record("no error")
        } catch let error as NibLoadError {
            #expect(error.message == "key 'UIText' not found")
            #expect(error.className == "Strict")
            let path = try #require(error.path)
            #expect(path.hasPrefix("@0 NSObject.UINibTopLevelObjectsKey → @"), "\(path)")
            #expect(path.contains(" UIView.UISubviews → @") && path.contains(" NSMutableArray[0] → @") && path.hasSuffix(" Strict"), "\(path)")
        }
    }
}
