// ObjectGraphKeyTests.swift — an entry's key is a number in a process-wide table of names: the same
// name gives the same number from any thread, every number gives its name back (across the table's
// segments), and the archive lists keys by name in order of first use whatever their numbers.

import NibArchive
import NibTestSupport
import Testing

@Suite("Object graph keys")
struct ObjectGraphKeyTests {
    @Test("a name is one number, and the number gives the name back, past the table's first segments")
    func roundTrip() {
        // 5,000 names fill the segments of 1,024, 2,048 and part of 4,096 names (this process may
        // hold others already: the numbers are whatever is next).
        let names = (0..<5_000).map { "ObjectGraphKeyTests.roundTrip.\($0)" }
        let keys = names.map(ObjectGraph.Key.init)
        #expect(Set(keys.map(\.number)).count == names.count)
        #expect(keys.map(\.name) == names)
        #expect(names.map(ObjectGraph.Key.init) == keys)
        let entry = ObjectGraph.Entry("NSFrame", .integer(1))
        #expect(entry.key == "NSFrame" && entry.keyID == ObjectGraph.Key("NSFrame"))
        #expect(MemoryLayout<ObjectGraph.Entry>.stride == 16)
    }

    @Test("threads interning the same names at once agree on their numbers")
    func concurrent() async {
        let names = (0..<2_000).map { "ObjectGraphKeyTests.concurrent.\($0)" }
        // Each task interns every name, starting at a different place, and gives the numbers back
        // in the names' order.
        let results = await withTaskGroup(of: [UInt32].self) { group in
            for start in stride(from: 0, to: names.count, by: 500) {
                group.addTask {
                    var numbers = [UInt32](repeating: 0, count: names.count)
                    for step in names.indices {
                        let index = (start + step) % names.count
                        numbers[index] = ObjectGraph.Key(names[index]).number
                    }
                    return numbers
                }
            }
            var all: [[UInt32]] = []
            for await numbers in group { all.append(numbers) }
            return all
        }
        #expect(results.count == 4 && results.allSatisfy { $0 == results[0] })
        #expect(Set(results[0]).count == names.count)
        #expect(results[0].map { ObjectGraph.Key(number: $0).name } == names)
    }

    @Test("an archive lists its keys in order of first use, whatever numbers the process gave them")
    func archiveKeyOrder() {
        // Interned in the opposite order to their use.
        _ = ObjectGraph.Key("ObjectGraphKeyTests.order.second")
        _ = ObjectGraph.Key("ObjectGraphKeyTests.order.first")
        var graph = ObjectGraph()
        let root = graph.add("Root")
        graph.append("ObjectGraphKeyTests.order.first", .integer(1), to: root)
        graph.append("ObjectGraphKeyTests.order.second", .integer(2), to: root)
        graph.append("ObjectGraphKeyTests.order.first", .integer(3), to: root)
        let archive = SampleNibs.builder.build(graph, root: root)
        #expect(archive.keys == ["ObjectGraphKeyTests.order.first", "ObjectGraphKeyTests.order.second"])
        #expect(archive.values(ofObject: 0).map(\.keyIndex) == [0, 1, 0])
    }
}
