// GeometryValuesTests.swift — a nib's geometry values (GeometryValues.swift): an equal value made
// lately shares its buffer, a different one (by bit pattern: 0.0 is not -0.0) does not, and each
// value's bytes are the geometry's own.

import NibArchive
@testable import NibCompiler
import Testing

@Suite("Geometry values")
struct GeometryValuesTests {
    static let pairs: [(first: NibGeometry, second: NibGeometry, shared: Bool)] = [
        (.size(width: 0, height: -1), .size(width: 0, height: -1), true),
        (.rect(x: 0, y: 0, width: 100, height: 21), .rect(x: 0, y: 0, width: 100, height: 21), true),
        (.point(x: 0, y: 0), .point(x: -0.0, y: 0), false),
        (.point(x: 1, y: 2), .size(width: 1, height: 2), true),  // the same bytes: CGPoint and CGSize are archived alike
        (.point(x: 1, y: 2), .rect(x: 1, y: 2, width: 0, height: 0), false),
        (.rect(x: 0, y: 0, width: 1, height: 2), .rect(x: 0, y: 0, width: 2, height: 1), false),
        (.point(x: .nan, y: 0), .point(x: .nan, y: 0), true),
    ]

    @Test("an equal value shares the buffer, a different one does not", arguments: pairs.indices)
    func sharing(_ index: Int) throws {
        let (first, second, shared) = Self.pairs[index]
        let values = GeometryValues()
        guard case .data(let a) = values.value(first), case .data(let b) = values.value(second) else {
            Issue.record("not data values")
            return
        }
        #expect(a == first.bytes && b == second.bytes)
        let same = a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
        #expect(same == shared)
    }

    @Test("a thousand different values, then each again: every value its own bytes")
    func manyValues() {
        let values = GeometryValues()
        let geometries = (0..<1_000).map { NibGeometry.point(x: Double($0), y: Double($0 % 7)) }
        for geometry in geometries + geometries.reversed() {
            #expect(values.value(geometry) == .data(geometry.bytes))
        }
    }
}
