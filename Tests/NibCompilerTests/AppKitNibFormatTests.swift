// AppKitNibFormatTests.swift — AppKit's `NibFormat` against Apple's nibs, before any macOS document
// is lowered: the root's and `NSIBObjectData`'s keys, each connector's keys, a whole nib (the
// `minimal` pair's, whose objects are File's Owner and the Application), and the order of document
// ids (FIELD-GUIDE-APPKIT §2, §4, §17; `AppKitNibFormat.swift`).

import Foundation
import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite("AppKit's nib format")
struct AppKitNibFormatTests {
    /// The key sequences of each class's objects in the corpus's AppKit nibs (those with an
    /// `NSIBObjectData`), with how many objects have each, and how many nibs there are.
    static let appleKeys: (byClass: [String: [[String]: Int]], nibs: Int) = {
        var result: [String: [[String]: Int]] = [:]
        var nibs = 0
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes), archive.classes.contains(where: { $0.name == "NSIBObjectData" })
            else { continue }
            nibs += 1
            for index in archive.objects.indices {
                let keys = archive.values(ofObject: index).map { archive.key(of: $0) }
                result[archive.className(ofObject: index), default: [:]][keys, default: 0] += 1
            }
        }
        return (result, nibs)
    }()

    static func emptyContents(owner: ObjectGraph.ID?) -> NibContents {
        NibContents(topLevel: [], objects: [], owner: owner, connections: [], accessibility: [], runtimeAttributes: [], traitStorageLists: [])
    }

    @Test("the root and its NSIBObjectData have the keys of every AppKit nib, in their order", .needsCorpus)
    func rootKeys() throws {
        var graph = ObjectGraph()
        let owner = graph.add("NSCustomObject")
        let root = AppKitNibFormat.root(AppKitNibFormatTests.emptyContents(owner: owner), options: CompileOptions(), in: &graph)
        let (apple, nibs) = AppKitNibFormatTests.appleKeys
        #expect(nibs >= 128)
        #expect(apple["NSObject"]?.filter { $0.key.first == "IB.objectdata" } == [graph[root].entries.map(\.key): nibs])
        guard case .object(let objectData)? = graph[root].entries.first?.value else { Issue.record("no object data"); return }
        #expect(apple["NSIBObjectData"] == [graph[objectData].entries.map(\.key): nibs])
    }

    @Test("each connector has its class's keys as Apple's nibs write them", .needsCorpus, arguments: [
        (NibConnection.Kind.outlet, true, "NSNibOutletConnector"),
        (.action(events: nil), true, "NSNibControlConnector"),
        (.action(events: nil), false, "NSNibControlConnector"),  // to the First Responder
    ])
    func connectorKeys(_ kind: NibConnection.Kind, _ hasDestination: Bool, _ className: String) throws {
        var graph = ObjectGraph()
        let connection = NibConnection(
            kind: kind, label: "x", source: graph.add("NSCustomObject"), destination: hasDestination ? graph.add("NSCustomObject") : nil)
        let made = AppKitNibFormat.connector(connection, in: &graph)
        #expect(graph[made].className == className)
        let apple = try #require(AppKitNibFormatTests.appleKeys.byClass[className])
        let keys = graph[made].entries.map(\.key)
        #expect(apple[keys, default: 0] > 0, "Apple's \(className)s have \(apple), not \(keys)")
    }

    @Test("the minimal pair's nib, from its two objects made as FIELD-GUIDE-APPKIT §4 says", .needsCorpus)
    func minimalNib() throws {
        let expected = try #require(Corpus.root).appendingPathComponent("conformance/macos/minimal/expected/minimal.nib")
        let apple = try NibArchive(bytes: [UInt8](Data(contentsOf: expected)))
        // <customObject id="-2" customClass="NSApplication"/> and <customObject id="-3"/>.
        var graph = ObjectGraph()
        let name = graph.string("NSApplication")
        let reference = graph.add("IBClassReference", [
            .init("IBClassName", .object(graph.string("NSApplication"))), .init("IBModuleName", .null), .init("IBModuleProvider", .null),
        ])
        let owner = graph.add("NSCustomObject", [.init("IBClassReference", .object(reference)), .init("NSClassName", .object(name))])
        let application = graph.add("NSCustomObject", [.init("NSClassName", .object(graph.string("NSApplication")))])
        var contents = AppKitNibFormatTests.emptyContents(owner: owner)
        (contents.objects, contents.parents) = ([application], [owner])
        let root = AppKitNibFormat.root(contents, options: CompileOptions(), in: &graph)
        let ours = AppKitNibFormat.builder.build(graph, root: root)
        #expect(ours.dump() == apple.dump())
    }

    @Test("document ids in ibtool's order", arguments: [
        ("72", "1680", true), ("1680", "72", false), ("-2", "72", true), ("9", "abc-de-fgh", true),
        ("ABC-de-fgh", "abc-de-fgh", true), ("abc-de-fgh", "abc-de-fgh", false), ("a", "ab", true), ("007", "8", true),
    ])
    func idOrder(_ left: String, _ right: String, _ precedes: Bool) {
        #expect(AppKitNibFormat.precedes(left, right) == precedes)
    }

    @Test("connectors: outlets before actions, then by source id, then label; ties keep document order")
    func connectorOrder() {
        func connection(_ kind: NibConnection.Kind, _ label: String, _ id: String) -> NibConnection {
            NibConnection(kind: kind, label: label, source: ObjectGraph.ID(index: 0), destination: nil, sourceID: id)
        }
        let ordered = AppKitNibFormat.ordered([
            connection(.action(events: nil), "copy:", "12"), connection(.outlet, "window", "-2"), connection(.outlet, "delegate", "1680"),
            connection(.outlet, "b", "72"), connection(.outlet, "a", "72"), connection(.action(events: nil), "paste:", "9"),
        ])
        #expect(ordered.map(\.label) == ["window", "a", "b", "delegate", "paste:", "copy:"])
    }
}
