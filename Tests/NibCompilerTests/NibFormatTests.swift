// NibFormatTests.swift — UIKit's `NibFormat` against Apple's nibs: the root's lists and each
// connection class's keys, in the order every UIKit nib of the corpus has them, and the two rules
// of ibtool's connection order (FIELD-GUIDE §2.1, §2.3; `UIKitNibFormat.swift`).

import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite("UIKit's nib format")
struct NibFormatTests {
    /// The key sequences of each class's objects in the corpus's UIKit nibs (those whose root has
    /// `UINibObjectsKey`), with how many objects have each.
    static let appleKeys: [String: [[String]: Int]] = {
        var result: [String: [[String]: Int]] = [:]
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes), !archive.objects.isEmpty,
                archive.value(forKey: "UINibObjectsKey", inObject: 0) != nil
            else { continue }
            for index in archive.objects.indices {
                let keys = archive.values(ofObject: index).map { archive.key(of: $0) }
                result[archive.className(ofObject: index), default: [:]][keys, default: 0] += 1
            }
        }
        return result
    }()

    /// The class and keys the format writes for `connection`.
    static func written(_ connection: NibConnection) -> (className: String, keys: [String]) {
        var graph = ObjectGraph()
        let made = UIKitNibFormat.connection(connection, in: &graph)
        return (graph[made].className, graph[made].entries.map(\.key))
    }

    static func connection(_ kind: NibConnection.Kind, _ label: String = "x", source: Int = 0) -> NibConnection {
        NibConnection(kind: kind, label: label, source: ObjectGraph.ID(index: source), destination: ObjectGraph.ID(index: 99))
    }

    @Test("the root's lists are in the order of every UIKit nib's root, trait storage from SDK 8", .needsCorpus, arguments: [
        (SDKVersion.current, 569), (SDKVersion(12), 569), (SDKVersion(8), 569),
        (SDKVersion(7), 8),  // FindTheMonkey's and ProgrammingEvents' nibs: Xcode 5 documents
    ])
    func rootKeys(_ sdk: SDKVersion, _ nibs: Int) throws {
        var graph = ObjectGraph()
        let contents = NibContents(topLevel: [], objects: [], connections: [], accessibility: [], runtimeAttributes: [], traitStorageLists: [])
        let root = UIKitNibFormat.root(contents, options: CompileOptions(sdk: sdk), in: &graph)
        let ours = graph[root].entries.map(\.key)
        let roots = try #require(NibFormatTests.appleKeys["NSObject"]).filter { $0.key.first == "UINibTopLevelObjectsKey" }
        #expect(roots[ours] == nibs, "Apple's roots: \(roots)")
        // The only other order is Intune's: a tool of theirs adds a key and the `LNE\0` trailer.
        #expect(roots.filter { $0.key.last != "IBUINibLNEVersionKey" }.values.reduce(0, +) == 569 + 8)
    }

    @Test("each connection kind has its class's keys as Apple's nibs write them", .needsCorpus, arguments: [
        (NibConnection.Kind.outlet, "UIRuntimeOutletConnection"),
        (.action(events: 64), "UIRuntimeEventConnection"),
        (.action(events: nil), "UIRuntimeEventConnection"),  // a bar button item's or gesture recognizer's
        (.outletCollection(listClass: "NSArray", appends: false), "UIRuntimeOutletCollectionConnection"),
    ])
    func connectionKeys(_ kind: NibConnection.Kind, _ className: String) throws {
        let (written, keys) = NibFormatTests.written(NibFormatTests.connection(kind))
        #expect(written == className)
        let apple = try #require(NibFormatTests.appleKeys[className])
        #expect(apple[keys, default: 0] > 0, "Apple's \(className)s have \(apple.keys.sorted { $0.count < $1.count }), not \(keys)")
    }

    @Test("before SDK 13 connections are sorted by class (events, collections, outlets), then label; ties keep document order")
    func orderBeforeSDK13() {
        let connections = [
            NibFormatTests.connection(.outlet, "b"), NibFormatTests.connection(.outlet, "a", source: 1),
            NibFormatTests.connection(.outletCollection(listClass: "NSArray", appends: false), "z"),
            NibFormatTests.connection(.action(events: 64), "tap:"), NibFormatTests.connection(.outlet, "a", source: 2),
        ]
        let ordered = UIKitNibFormat.ordered(connections, objects: [], options: CompileOptions(sdk: SDKVersion(12)), count: 100)
        #expect(ordered.map(\.label) == ["tap:", "z", "a", "a", "b"])
        #expect(ordered[2].source.index == 1 && ordered[3].source.index == 2)
    }

    @Test("from SDK 13 connections follow their sources' order among the nib's objects; ties keep document order")
    func orderFromSDK13() {
        let connections = [
            NibFormatTests.connection(.outlet, "a", source: 3), NibFormatTests.connection(.action(events: 64), "b", source: 1),
            NibFormatTests.connection(.outlet, "c", source: 3), NibFormatTests.connection(.outlet, "d", source: 7),
        ]
        let objects = [1, 3].map { ObjectGraph.ID(index: $0) }  // source 7 is not among them: last
        let ordered = UIKitNibFormat.ordered(connections, objects: objects, options: CompileOptions(sdk: SDKVersion(13)), count: 10)
        #expect(ordered.map(\.label) == ["b", "a", "c", "d"])
    }

    @Test("a Swift class's run-time name gives back its class and module; any other name gives none", arguments: [
        ("_TtC6Spring11LoadingView", "LoadingView", "Spring"),
        ("_TtC12SDCAlertView10ActionCell", "ActionCell", "SDCAlertView"),
        ("_TtC5Caf\u{E9}3Foo", "Foo", "Caf\u{E9}"),  // lengths count UTF-8 bytes
        ("_TtCC6Spring4Loop3Bar", nil, nil),  // a nested class
        ("_TtC6Spring11LoadingViewX", nil, nil),  // bytes past the name
        ("_TtC6Spring99LoadingView", nil, nil),  // a length past the end
        ("_TtC99999999999Spring", nil, nil),  // a length too long to be one
        ("_TtC0", nil, nil), ("LoadingView", nil, nil), ("_TtC", nil, nil),
    ] as [(String, String?, String?)])
    func demangled(_ runtimeName: String, name: String?, module: String?) {
        let found = demangledClassName(runtimeName)
        #expect(found?.name == name && found?.module == module)
        if let name, let module { #expect(mangledClassName(name, module: module) == runtimeName) }
    }
}
