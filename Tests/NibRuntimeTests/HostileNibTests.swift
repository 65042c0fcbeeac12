// HostileNibTests.swift — nibs built to hurt the loader: references to the wrong kind of object,
// lists that contain themselves, nesting past the depth limit, and thousands of seeded mutants of
// real nibs. Each gives a NibLoadError (or loads), never a crash or a hang.

import Foundation
import NibArchive
import NibRuntime
import NibTestSupport
import Testing

@Suite("Hostile nibs")
struct HostileNibTests {
    /// Nibs whose objects have the wrong kind of values, and the message each error must contain.
    static let cases: [(name: String, build: @Sendable (inout TestNib) -> Void, message: String)] = [
        ("connection label is a number", { nib in
            let view = nib.view(frame: (0, 0, 1, 1))
            nib.topLevel = [view]
            nib.connections.append(nib.graph.add("UIRuntimeOutletConnection", [
                .init("UILabel", .object(nib.graph.number(Int64(5)))), .init("UISource", .object(view)), .init("UIDestination", .object(view)),
            ]))
        }, "UIRuntimeOutletConnection needs the string 'UILabel'"),
        ("outlet from a string", { nib in
            let text = nib.graph.string("not an object")
            nib.topLevel = [nib.view(frame: (0, 0, 1, 1))]
            nib.outlet("view", from: text, to: text)
        }, "class String lacks key 'view'"),
        ("action from a number", { nib in
            nib.action("tap:", from: nib.graph.number(Int64(1)), to: nib.owner)
        }, "class Int cannot be the source of action 'tap:'"),
        ("connection list holds a string", { nib in
            nib.connections.append(nib.graph.string("oops"))
        }, "expected a connection, found a string"),
        ("proxy without identifier", { nib in
            nib.topLevel = [nib.graph.add("UIProxyObject", [.init("UIProxiedObjectIdentifier", .integer(3))])]
        }, "UIProxyObject needs the string 'UIProxiedObjectIdentifier'"),
        ("swapper class name is a view", { nib in
            let view = nib.view(frame: (0, 0, 1, 1))
            nib.topLevel = [nib.graph.add("UIClassSwapper", [.init("UIClassName", .object(view)), .init("UIOriginalClassName", .object(view))])]
        }, "UIClassSwapper needs the string 'UIClassName'"),
        ("string bytes are not UTF-8", { nib in
            nib.topLevel = [nib.graph.add("NSString", [.init("NS.bytes", .data([0xFF, 0xFE]))])]
        }, "the string's bytes are not UTF-8"),
        ("number without a value", { nib in
            nib.topLevel = [nib.graph.add("NSNumber", [.init("NS.intval", .data([1]))])]
        }, "an NSNumber needs NS.intval"),
        ("dictionary with an odd count", { nib in
            nib.topLevel = [nib.graph.add("NSDictionary", [
                .init("NSInlinedValue", .bool(true)), .init("UINibEncoderEmptyKey", .object(nib.graph.string("key"))),
            ])]
        }, "a dictionary has an odd number (1) of keys and values"),
        ("dictionary key is an object", { nib in
            let key = nib.view(frame: (0, 0, 1, 1))
            nib.topLevel = [nib.graph.dictionary([(key, nib.graph.string("value"))])]
        }, "dictionary key 0 is a UIView (@"),
        ("list contains itself", { nib in
            let list = nib.graph.add("NSArray", [.init("NSInlinedValue", .bool(true))])
            nib.graph.append("UINibEncoderEmptyKey", .object(list), to: list)
            nib.topLevel = [list]
        }, "NSArray can never be completed"),
        ("nesting past the depth limit", { nib in
            var inner = nib.graph.array([])
            for _ in 0..<(NibDecoder.maximumDepth + 10) { inner = nib.graph.array([inner]) }
            nib.topLevel = [inner]
        }, "references nest deeper than \(NibDecoder.maximumDepth) objects"),
    ]

    @Test("wrong kinds of values give errors that say what is wrong", arguments: cases.indices)
    func wrongKinds(_ index: Int) throws {
        let (name, build, message) = HostileNibTests.cases[index]
        var nib = TestNib()
        build(&nib)
        do {
            _ = try nib.nib().instantiate(withOwner: TestOwner())
            Issue.record("\(name): no error")
        } catch let error as NibLoadError {
            #expect(error.description.contains(message), "\(name): \(error)")
        }
    }

    @Test("a root that is not a nib root is an error")
    func notARoot() throws {
        var graph = ObjectGraph()
        let string = graph.string("hello")
        #expect(throws: NibLoadError.self) { try Nib(archive: SampleNibs.builder.build(graph, root: string)).instantiate() }
        let root = graph.add("NSObject", [.init("Something", .integer(1))])
        #expect(throws: NibLoadError.self) { try Nib(archive: SampleNibs.builder.build(graph, root: root)).instantiate() }
        #expect(throws: NibLoadError.self) { try Nib(archive: NibArchive()).instantiate() }
    }

    @Test("3,000 seeded mutants of real nibs load or fail with an error, never crash")
    func mutants() throws {
        var seeds = Corpus.nibArchives().map(\.bytes).filter { $0.count < 40_000 }
        if seeds.isEmpty {
            var nib = TestNib()
            nib.topLevel = [nib.view(frame: (0, 0, 10, 10), text: "seed")]
            seeds = [try nib.archive().serialized()]
        }
        var rng = SplitMix64(seed: 0x6E69_6272_756E_7469)
        var counts = (unreadable: 0, loaded: 0, failed: 0)
        for _ in 0..<3_000 {
            var bytes = seeds[Int(rng.next() % UInt64(seeds.count))]
            // Flip 1–4 bytes past the header, where the tables are: the archive often stays
            // readable while its references, keys and classes change.
            for _ in 0...(rng.next() % 4) {
                let offset = 50 + Int(rng.next() % UInt64(max(bytes.count - 50, 1)))
                if offset < bytes.count { bytes[offset] ^= UInt8(truncatingIfNeeded: rng.next() | 1) }
            }
            guard let nib = try? Nib(bytes: bytes) else {
                counts.unreadable += 1
                continue
            }
            do {
                _ = try nib.load(withOwner: TestOwner(), externalObjects: [:])
                counts.loaded += 1
            } catch {
                counts.failed += 1
                #expect(!error.description.isEmpty)
            }
        }
        print("hostile mutants: \(counts)")
        // (Seeded from the corpus's nibs, 500 stay readable; from the one sample nib without it, 496.)
        #expect(counts.loaded + counts.failed > (Corpus.root != nil ? 500 : 400), "the mutants should mostly stay readable")
        #expect(counts.failed > 0)
    }
}
