// GeometryValues.swift — the geometry data values of one nib, equal ones sharing one buffer.
//
// Every view archives its bounds and center, every label its shadow offset, each a data value of
// 17 or 33 bytes in a buffer of its own (64–80 bytes of heap). Most of a document's views share
// their sizes, and every label has the same shadow offset: a value made lately with the same
// components is handed out again. The table is small and fixed (a slot per hash of the
// components, the last value made for it), so it costs no more memory for a document whose
// values are all different. Components compare by bit pattern: 0.0 and -0.0 are different bytes.

import NibArchive

final class GeometryValues {
    private static let slotCount = 64
    private var slots: [[UInt8]] = []

    /// The data value of `geometry`, shared with an equal one made lately.
    func value(_ geometry: NibGeometry) -> ObjectGraph.Value {
        if slots.isEmpty { slots = [[UInt8]](repeating: [], count: GeometryValues.slotCount) }
        let (count, a, b, c, d): (Int, Double, Double, Double, Double)
        switch geometry {
        case .pair(let x, let y): (count, a, b, c, d) = (2, x, y, 0, 0)
        case .quad(let x, let y, let z, let w): (count, a, b, c, d) = (4, x, y, z, w)
        }
        let bits = (a.bitPattern, b.bitPattern, c.bitPattern, d.bitPattern)
        let hash = ((((UInt64(count) ^ bits.0) &* 0x9E37_79B9_7F4A_7C15 ^ bits.1) &* 0x9E37_79B9_7F4A_7C15 ^ bits.2)
            &* 0x9E37_79B9_7F4A_7C15 ^ bits.3) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(hash >> 58) % GeometryValues.slotCount
        let candidate = slots[slot]
        if candidate.count == 1 + 8 * count, candidate.withUnsafeBytes({ raw in
            func stored(_ index: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 1 + 8 * index, as: UInt64.self)) }
            return stored(0) == bits.0 && stored(1) == bits.1 && (count == 2 || (stored(2) == bits.2 && stored(3) == bits.3))
        }) {
            return .data(candidate)
        }
        let bytes = geometry.bytes
        slots[slot] = bytes
        return .data(bytes)
    }
}
