// NibDirectoryTests.swift — which member of a nib directory a system loads (UIKit's `runtime.nib`,
// `objects.nib` and `objects-N+.nib`; AppKit's `keyedobjects.nib` and `keyedobjects-NNNNNN.nib`),
// the one rule the loader, `nibc dump`/`diff` and the judge share.

import Foundation
import NibArchive
import NibTestSupport
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

    /// (listing, system version, member): Cloudinary's and Instabug's old directories hold
    /// `objects.nib` beside `runtime.nib`; Xamarin.Mac's hold AppKit's `keyedobjects` pair.
    static let listings: [([String], NibDirectory.Version?, String?)] = [
        (["runtime.nib", "objects-8.0+.nib", "objects-11.0+.nib", "objects-12.3+.nib"], nil, "objects-12.3+.nib"),
        (["objects-13.0+.nib", "objects-8.0+.nib", "runtime.nib"], nil, "objects-13.0+.nib"),
        (["objects.nib", "runtime.nib"], nil, "objects.nib"),
        (["objects-8.0+.nib", "objects.nib", "runtime.nib"], nil, "objects-8.0+.nib"),
        (["objects-8.0+.nib", "objects.nib", "runtime.nib"], [7, 1], "objects.nib"),
        (["objects-8.0+.nib", "objects.nib", "runtime.nib"], [6, 1], "runtime.nib"),
        (["runtime.nib"], nil, "runtime.nib"),
        (["keyedobjects.nib", "keyedobjects-101300.nib"], nil, "keyedobjects-101300.nib"),
        (["keyedobjects.nib", "keyedobjects-101300.nib"], [10, 12], "keyedobjects.nib"),
        (["keyedobjects.nib", "keyedobjects-101300.nib"], [10, 13], "keyedobjects-101300.nib"),
        (["keyedobjects-101300.nib", "keyedobjects-110000.nib"], nil, "keyedobjects-110000.nib"),
        (["keyedobjects-10130.nib", "keyedobjects-x01300.nib", "keyedobjects.nib"], nil, "keyedobjects.nib"),
        (["Info.plist"], nil, nil),
        ([], nil, nil),
    ]

    @Test("the member of each listing: the newest usable variant, else the base file", arguments: listings)
    func listing(names: [String], version: NibDirectory.Version?, expected: String?) {
        #expect(NibDirectory.member(of: names, systemVersion: version) == expected)
        #expect(NibDirectory.isNibDirectory(names) == (expected != nil))
    }

    @Test(
        "a storyboard reads the Info.plist of its system",
        arguments: [
            (["Info.plist", "Info-8.0+.plist", "UIViewController-32.nib"], nil, "Info-8.0+.plist"),
            (["Info.plist", "Info-8.0+.plist"], [8, 4], "Info-8.0+.plist"),
            (["Info.plist", "Info-8.0+.plist"], [7, 1], "Info.plist"),
            (["Info.plist", "Info-8.0+.plist", "Info-13.0+.plist"], [12], "Info-8.0+.plist"),
            (["Info.plist", "Info-x+.plist", "Info-+.plist"], nil, "Info.plist"),
            (["UIViewController-32.nib"], nil, nil),
        ] as [([String], NibDirectory.Version?, String?)])
    func infoPlist(names: [String], version: NibDirectory.Version?, expected: String?) {
        #expect(NibDirectory.infoPlist(of: names, systemVersion: version) == expected)
    }

    @Test("variants are read from file names in numeric order; other files are not variants")
    func variants() {
        #expect(NibDirectory.variants(among: Self.members) == [[8, 0], [11, 0], [13, 0]])
        #expect(NibDirectory.variants(among: ["objects-x+.nib", "objects-.nib", "objects-1..2+.nib", "runtime.nib"]).isEmpty)
        #expect(NibDirectory.variants(among: ["keyedobjects-101300.nib", "objects.nib"]) == [[7, 0], [10, 13, 0]])
        #expect(NibDirectory.version(ofVariant: "objects-99999999999999999999+.nib") == nil, "no overflow")
    }

    @Test(
        "every nib directory of the corpus has a member to load, and it is a NIBArchive",
        .enabled(if: Corpus.root != nil, "needs ../shared/corpus"))
    func corpusDirectories() throws {
        let root = try #require(Corpus.root)
        var directories = 0
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "nib", (try url.resourceValues(forKeys: [.isDirectoryKey])).isDirectory == true,
                !url.path.contains("/_bplist/")
            else { continue }
            directories += 1
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
            let member = try #require(NibDirectory.member(of: names), "\(Corpus.relativePath(url))")
            let bytes = try [UInt8](Data(contentsOf: url.appendingPathComponent(member)))
            #expect(throws: Never.self, "\(Corpus.relativePath(url))/\(member)") { try NibArchive(bytes: bytes) }
        }
        #expect(directories >= 64, "found only \(directories) nib directories (64 on 2026-11-25)")
    }
}
