// ArchiveBuilderTests.swift — the archive builder's rules, one test each, on hand-built graphs; the
// output read back by nibdump.py; and Apple's own v10 nibs rebuilt with Apple's numbering.

import Foundation
import NibArchive
import NibTestSupport
import Testing

@Suite("Archive builder")
struct ArchiveBuilderTests {
    /// Class names of the archive's objects in object order.
    func classNames(_ archive: NibArchive) -> [String] {
        archive.objects.indices.map { archive.className(ofObject: $0) }
    }

    @Test("objects are numbered depth-first in pre-order, following values in order")
    func preorderNumbering() {
        var graph = ObjectGraph()
        let root = graph.add("Root")
        let a = graph.add("A")
        let b = graph.add("B")
        let c = graph.add("C")
        let d = graph.add("D")
        let unreachable = graph.add("Unreachable")
        graph.append("first", .object(a), to: root)
        graph.append("second", .object(d), to: root)
        graph.append("child", .object(b), to: a)
        graph.append("child", .object(c), to: a)
        graph.append("back", .object(root), to: c)  // a cycle back to the root
        graph.append("cross", .object(b), to: d)  // already numbered
        _ = unreachable
        let archive = SampleNibs.builder.build(graph, root: root)
        #expect(classNames(archive) == ["Root", "A", "B", "C", "D"])
        #expect(archive.values(ofObject: 3).map(\.payload) == [.object(0)])
        #expect(archive.values(ofObject: 4).map(\.payload) == [.object(2)])
    }

    @Test("equal NSStrings and NSNumbers are one object, numbers by value (the first one's type); NSMutableString is not uniqued")
    func uniquing() {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        let items: [ObjectGraph.ID] = [
            graph.string("hello"), graph.string("hello"), graph.string("other"),
            graph.number(Int64(5)), graph.number(Int64(5)), graph.number(5.0), graph.number(5.5), graph.number(1.0), graph.number(Int64(1)),
            graph.number(true), graph.string("hello", className: "NSMutableString"), graph.string("hello", className: "NSMutableString"),
        ]
        for item in items { graph.append("item", .object(item), to: root) }
        let archive = SampleNibs.builder.build(graph, root: root)
        #expect(archive.values(ofObject: 0).map(\.payload) == [1, 1, 2, 3, 3, 3, 4, 5, 5, 6, 7, 8].map { .object($0) })
        #expect(classNames(archive) == ["NSObject", "NSString", "NSString", "NSNumber", "NSNumber", "NSNumber", "NSNumber", "NSMutableString", "NSMutableString"])
        #expect(archive.foundationObject(at: 3) == .number(.int8(5)))
        #expect(archive.foundationObject(at: 5) == .number(.double(1)))
    }

    @Test("no Apple nib holds an integer and a double NSNumber of the same value (NSNumber's isEqual: uniques them)", .needsCorpus)
    func numbersUniquedByValue() {
        var nibsWithBoth = 0
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes) else { continue }
            var integers = Set<Int64>(), doubles = Set<Int64>()
            for index in archive.objects.indices where archive.className(ofObject: index) == "NSNumber" {
                switch archive.foundationObject(at: index) {
                case .number(.double(let value))?: if value == value.rounded(), abs(value) < 0x1p62 { doubles.insert(Int64(value)) }
                case .number(let payload)?: if let integer = payload.integer { integers.insert(integer) }
                default: break
                }
            }
            if !integers.isEmpty && !doubles.isEmpty { nibsWithBoth += 1 }
            #expect(integers.isDisjoint(with: doubles), "\(Corpus.relativePath(nib.url))")
        }
        #expect(nibsWithBoth >= 80)
    }

    @Test("all empty NSArrays are one object; empty NSMutableArrays and non-empty NSArrays are not shared")
    func emptyArrayShared() {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        let element = graph.add("UIView")
        for key in ["UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey"] {
            graph.append(key, .object(graph.array([])), to: root)
        }
        graph.append("mutable1", .object(graph.array([], className: "NSMutableArray")), to: root)
        graph.append("mutable2", .object(graph.array([], className: "NSMutableArray")), to: root)
        graph.append("full1", .object(graph.array([element])), to: root)
        graph.append("full2", .object(graph.array([element])), to: root)
        let archive = SampleNibs.builder.build(graph, root: root)
        #expect(archive.values(ofObject: 0).map(\.payload) == [1, 1, 1, 2, 3, 4, 6].map { .object($0) })
        #expect(archive.foundationObject(at: 1) == .array([]))
        #expect(archive.foundationObject(at: 4) == .array([5]))
        #expect(archive.foundationObject(at: 6) == .array([5]))
    }

    static let widths: [(Int64, NibArchive.Payload)] = [
        (0, .int8(0)), (127, .int8(127)), (128, .int16(128)), (32767, .int16(32767)), (32768, .int32(32768)),
        (Int64(Int32.max), .int32(Int32.max)), (Int64(Int32.max) + 1, .int64(Int64(Int32.max) + 1)),
        (2_147_517_444, .int64(2_147_517_444)), (-1, .int64(-1)), (-999, .int64(-999)), (Int64.min, .int64(Int64.min)),
    ]

    @Test("integers take the smallest non-negative width; negatives are int64", arguments: widths)
    func integerWidth(value: Int64, payload: NibArchive.Payload) {
        #expect(ArchiveBuilder.integerPayload(value) == payload)
        var graph = ObjectGraph()
        let root = graph.add("NSObject", [.init("n", .integer(value))])
        #expect(SampleNibs.builder.build(graph, root: root).values[0].payload == payload)
    }

    @Test("classes in first-use order, then unused fallbacks sorted by name, with fallback indexes")
    func classTable() {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        for className in ["UIFont", "UIView", "UIColor", "UITableViewCellContentView", "UIView"] {
            graph.append("x", .object(graph.add(className)), to: root)
        }
        let archive = SampleNibs.builder.build(graph, root: root)
        #expect(archive.classes == [
            .init("NSObject"), .init("UIFont", fallbacks: [6]), .init("UIView"), .init("UIColor", fallbacks: [5]),
            .init("UITableViewCellContentView", fallbacks: [2]), .init("NSColor"), .init("NSFont"),
        ])
    }

    @Test("keys in first-use order; values contiguous in object order; empty objects start at 0")
    func keysAndRanges() {
        var graph = ObjectGraph()
        let empty = graph.add("UITapGestureRecognizer")
        let child = graph.add("UIView", [.init("b", .bool(true)), .init("a", .null)])
        let root = graph.add("NSObject", [.init("a", .object(empty)), .init("c", .object(child))])
        let archive = SampleNibs.builder.build(graph, root: root)
        #expect(archive.keys == ["a", "c", "b"])
        #expect(archive.objects == [
            .init(classIndex: 0, firstValueIndex: 0, valueCount: 2),
            .init(classIndex: 1, firstValueIndex: 0, valueCount: 0),
            .init(classIndex: 2, firstValueIndex: 2, valueCount: 2),
        ])
    }

    /// The builder guesses a key's number from the key that followed the previous one last time
    /// (or began the class's last object) and checks the guess by comparing strings: whatever
    /// order, subset or string instances a class's objects use, every value must name its own key
    /// and the key table must be the keys in order of first use.
    @Test("key numbers hold however a class's objects order, skip or spell their keys", arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func keyGuesses(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let names = ["UIBounds", "UICenter", "UIOpaque", "UITag", "UIViewContentHuggingPriority", "a", "UIAlpha", "UIText"]
        var graph = ObjectGraph()
        var expected: [[String]] = []
        var children: [ObjectGraph.ID] = []
        for _ in 0..<60 {
            var keys = names.filter { _ in random.next() % 3 != 0 }
            if random.next() % 4 == 0 { keys.shuffle(using: &random) }
            // Some keys made at run time: equal strings that are not the same instance.
            let spelled = keys.map { random.next() % 2 == 0 ? String($0.reversed().reversed()) : $0 }
            let className = ["UIView", "UILabel", "UIButton"][Int(random.next() % 3)]
            children.append(graph.add(className, spelled.map { .init($0, .integer(1)) }))
            expected.append(spelled)
        }
        let root = graph.add("NSObject", children.map { .init("UINibEncoderEmptyKey", .object($0)) })
        let archive = SampleNibs.builder.build(graph, root: root)
        // Object 0 is the root, then the children in order (each holds no object).
        let keysInOrder = [Array(repeating: "UINibEncoderEmptyKey", count: children.count)] + expected
        var firstUse: [String] = []
        for key in keysInOrder.joined() where !firstUse.contains(key) { firstUse.append(key) }
        #expect(archive.keys == firstUse)
        for (object, keys) in keysInOrder.enumerated() {
            let entry = archive.objects[object]
            let written = archive.values[entry.firstValueIndex..<(entry.firstValueIndex + entry.valueCount)].map { archive.key(of: $0) }
            #expect(written == keys, "object \(object)")
        }
    }

    @Test("the same graph gives the same bytes, however its objects were added")
    func deterministic() throws {
        func make(reversed: Bool) -> (ObjectGraph, ObjectGraph.ID) {
            var graph = ObjectGraph()
            var ids: [String: ObjectGraph.ID] = [:]
            let names = ["Root", "A", "B", "C"]
            for name in reversed ? names.reversed() : names { ids[name] = graph.add(name) }
            graph.append("x", .object(ids["A"]!), to: ids["Root"]!)
            graph.append("y", .object(ids["B"]!), to: ids["Root"]!)
            graph.append("z", .object(ids["C"]!), to: ids["B"]!)
            graph.append("s", .object(graph.string("é")), to: ids["C"]!)
            return (graph, ids["Root"]!)
        }
        let (first, firstRoot) = make(reversed: false)
        let (second, secondRoot) = make(reversed: true)
        let bytes = try SampleNibs.builder.build(first, root: firstRoot).serialized()
        #expect(try SampleNibs.builder.build(second, root: secondRoot).serialized() == bytes)
        #expect(try SampleNibs.builder.build(first, root: firstRoot).serialized() == bytes)
    }

    /// A small UIKit-shaped graph: the root's lists, a proxy, a label with a color, shared strings.
    static func sampleGraph() -> (ObjectGraph, ObjectGraph.ID) {
        var graph = ObjectGraph()
        let owner = graph.add("UIProxyObject")
        graph.append("UIProxiedObjectIdentifier", .object(graph.string("IBFilesOwner")), to: owner)
        let color = graph.add("UIColor", [.init("UIWhite", .float(0.5)), .init("UIAlpha", .float(1))])
        let label = graph.add("UILabel", [
            .init("UIBounds", .geometry(.rect(x: 0, y: 0, width: 120, height: 21))),
            .init("UICenter", .geometry(.point(x: 60, y: 10.5))),
            .init("UIText", .object(graph.string("Hello"))),
            .init("UITextColor", .object(color)),
            .init("UITag", .integer(-1)),
            .init("UIEnabled", .bool(false)),
            .init("UIFontPointSize", .double(17)),
        ])
        let top = graph.array([owner, label])
        let root = graph.add("NSObject", [
            .init("UINibTopLevelObjectsKey", .object(top)),
            .init("UINibObjectsKey", .object(graph.array([owner, label]))),
            .init("UINibConnectionsKey", .object(graph.array([]))),
            .init("UINibVisibleWindowsKey", .object(graph.array([]))),
        ])
        graph.append("UIAccessibilityLabel", .object(graph.string("Hello")), to: label)
        return (graph, root)
    }

    @Test("nibdump.py and our reader read a built archive back to the same graph", .needsCorpus, .needsPython)
    func readByNibdump() throws {
        let (graph, root) = ArchiveBuilder.sampleGraphForTests()
        let archive = SampleNibs.builder.build(graph, root: root)
        let bytes = try archive.serialized()
        #expect(try NibArchive(bytes: bytes) == archive)

        let shared = try #require(Corpus.sharedRoot)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID().uuidString).nib")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Python.run([shared.appendingPathComponent("tools/nibdump.py").path, "--json", file.path])
        #expect(result.status == 0, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["coder_version"] as? Int == 10)
        #expect((json["deviations"] as? [Any])?.isEmpty == true, "\(json["deviations"] ?? "")")
        let objects = try #require(json["objects"] as? [[String: Any]])
        // Apple's numbering: root, its top-level array, the proxy, its identifier, the label, …
        #expect(objects.map { $0["class"] as? String } == [
            "NSObject", "NSArray", "UIProxyObject", "NSString", "UILabel", "NSString", "UIColor", "NSArray", "NSArray",
        ])
        let label = try #require(objects[4]["values"] as? [[String: Any]])
        #expect(label.map { $0["key"] as? String } == [
            "UIBounds", "UICenter", "UIText", "UITextColor", "UITag", "UIEnabled", "UIFontPointSize", "UIAccessibilityLabel",
        ])
        #expect(label.map { $0["type"] as? String } == ["data", "data", "objref", "objref", "int64", "false", "double", "objref"])
        #expect(label[0]["hex"] as? String == NibGeometry.rect(x: 0, y: 0, width: 120, height: 21).bytes.map { String(format: "%02x", $0) }.joined())
        #expect(label[4]["value"] as? Int == -1)
        #expect(label[2]["value"] as? Int == 5 && label[7]["value"] as? Int == 5, "the two \"Hello\" strings are one object")
        let connections = try #require(objects[0]["values"] as? [[String: Any]])
        #expect(connections[2]["value"] as? Int == 8 && connections[3]["value"] as? Int == 8, "one shared empty NSArray")
        let classes = try #require(json["classes"] as? [[String: Any]])
        #expect(classes.last?["name"] as? String == "NSColor")
        #expect(classes.first { $0["name"] as? String == "UIColor" }?["extras"] as? [Int] == [classes.count - 1])
    }

    @Test("Apple's v10 nibs, rebuilt from their graphs, come out with Apple's numbering and tables")
    func rebuildsAppleNumbering() throws {
        var exact = 0
        var iOSExact = 0
        var iOSTotal = 0
        var conditional = 0
        var total = 0
        for nib in Corpus.nibArchives() {
            let original = try NibArchive(bytes: nib.bytes)
            guard original.coderVersion == 10 else { continue }
            total += 1
            let name = Corpus.relativePath(nib.url)
            // AppKit's root holds `IB.objectdata` (FIELD-GUIDE-APPKIT.md §0); its numbering is not
            // UIKit's. The nib says which it is, not the folder it was found in (nibs/mined mixes both).
            let isIOS = original.value(forKey: "IB.objectdata", inObject: 0) == nil
            if isIOS { iOSTotal += 1 }
            // Conditional references (macOS NSMenuItem.NSMenu, NSSuperview…) number an object where
            // it is really encoded, not where it is first referenced (FIELD-GUIDE §1.3,
            // FIELD-GUIDE-APPKIT §3): AppKit's builder knows them.
            let rebuilt = (isIOS ? SampleNibs.builder : SampleNibs.appKitBuilder).build(ObjectGraph(original), root: ObjectGraph.ID(index: 0))
            if !isPreorder(original) {
                conditional += 1
                #expect(!isIOS, "\(name): an iOS v10 nib that is not in pre-order")
            }
            #expect(rebuilt.objects == original.objects, "\(name): object table")
            #expect(rebuilt.classes == original.classes, "\(name): class table")
            #expect(rebuilt.values.map { rebuilt.key(of: $0) } == original.values.map { original.key(of: $0) }, "\(name): keys")
            #expect(rebuilt.values.map { $0.payload } == original.values.map { $0.payload }, "\(name): values")
            #expect(Set(rebuilt.keys) == Set(original.keys), "\(name): key table")
            let samePayloads = rebuilt.values.map { $0.payload } == original.values.map { $0.payload }
            if rebuilt.objects == original.objects && rebuilt.classes == original.classes && samePayloads {
                exact += 1
                if isIOS { iOSExact += 1 }
            }
        }
        print("rebuilt v10 nibs: \(exact) of \(total) exact, of which iOS \(iOSExact)/\(iOSTotal); \(conditional) macOS nibs use conditional numbering")
        if Corpus.root != nil {
            #expect(iOSTotal >= 51 && iOSExact == iOSTotal)
            #expect(exact == total && exact >= 140 && conditional > 0)
        }
    }

    /// Whether the archive's numbering is the depth-first pre-order from the root — computed here
    /// independently of the builder.
    func isPreorder(_ archive: NibArchive) -> Bool {
        var seen = Set<Int>()
        var order: [Int] = []
        func visit(_ index: Int) {
            seen.insert(index)
            order.append(index)
            for value in archive.values(ofObject: index) {
                if case .object(let target) = value.payload, !seen.contains(target) { visit(target) }
            }
        }
        visit(0)
        return order == Array(archive.objects.indices)
    }
}

extension ArchiveBuilder {
    static func sampleGraphForTests() -> (ObjectGraph, ObjectGraph.ID) { ArchiveBuilderTests.sampleGraph() }
}
