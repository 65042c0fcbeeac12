// SampleTests.swift — Samples/ holds nibs this project made: each must be exactly what the archive
// builder makes of its graph (SampleNibs), its JSON form must assemble back to it, and its text dump
// is a golden file (Golden/<name>.nibdump).

import Foundation
import NibArchive
import NibTestSupport
import Testing

@Suite("Samples")
struct SampleTests {
    static let samples = Corpus.projectRoot.appendingPathComponent("Samples")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test("each sample nib, its JSON and its dump are what the code makes", arguments: SampleNibs.all.map(\.name))
    func sample(_ name: String) throws {
        let (graph, root) = try #require(SampleNibs.all.first { $0.name == name }).build()
        let archive = SampleNibs.builder.build(graph, root: root)
        let bytes = try archive.serialized()
        for (file, content) in [
            (SampleTests.samples.appendingPathComponent("\(name).nib"), bytes),
            (SampleTests.samples.appendingPathComponent("\(name).json"), Array(archive.jsonText().utf8)),
            (SampleTests.goldens.appendingPathComponent("\(name).nibdump"), Array(archive.dump().utf8)),
        ] {
            if let problem = Golden.check(content, against: file) { Issue.record("\(problem)") }
        }
        // The committed JSON assembles to the committed nib.
        let json = try #require(FileManager.default.contents(atPath: SampleTests.samples.appendingPathComponent("\(name).json").path))
        #expect(try NibArchive(json: [UInt8](json)).serialized() == bytes)
        // The shape UIKit expects of a nib's root: seven lists, the empty ones shared.
        #expect(archive.values(ofObject: 0).map { archive.key(of: $0) } == [
            "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
            "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey",
        ])
        #expect(Set(archive.values(ofObject: 0).suffix(4).map { $0.payload }).count == 1)
    }
}
