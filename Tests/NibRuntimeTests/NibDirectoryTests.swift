// NibDirectoryTests.swift — which member of a nib directory the loader reads for a system version,
// as UIKit does: the highest `objects-N+.nib` not above the system, else `runtime.nib`.

import NibRuntime
import Testing

@Suite("Nib directories")
struct NibDirectoryTests {
    static let members = ["runtime.nib", "objects-11.0+.nib", "objects-13.0+.nib", "objects-8.0+.nib", "notes.txt"]

    @Test(
        "a system version picks the newest variant it can load",
        arguments: [
            (nil, "objects-13.0+.nib"), ([17, 0], "objects-13.0+.nib"), ([13, 0], "objects-13.0+.nib"),
            ([12, 4], "objects-11.0+.nib"), ([11], "objects-11.0+.nib"), ([9, 3], "objects-8.0+.nib"),
            ([7, 1], "runtime.nib"), ([0], "runtime.nib"),
        ] as [(NibDirectory.Version?, String)])
    func member(version: NibDirectory.Version?, expected: String) {
        #expect(NibDirectory.member(of: Self.members, systemVersion: version) == expected)
    }

    @Test("variants are read from file names in numeric order; other files are not variants")
    func variants() {
        #expect(NibDirectory.variants(among: Self.members) == [[8, 0], [11, 0], [13, 0]])
        #expect(NibDirectory.variants(among: ["objects-x+.nib", "objects-.nib", "runtime.nib"]).isEmpty)
        #expect(NibDirectory.member(of: ["runtime.nib"], systemVersion: nil) == "runtime.nib")
    }
}
