// SampleGoldenTests.swift — every Samples/*.xib and *.storyboard compiles without errors, and its
// warnings (what is not compiled yet) and text dump are the committed golden (Golden/<name>.nibdump;
// for a storyboard, its Info.plist contents then every nib of its .storyboardc). NIBC_RECORD_GOLDENS=1 rewrites a golden and fails;
// read `git diff` before committing one.

import Foundation
import InterfaceBuilder
import NibArchive
import NibTestSupport
import Testing

@Suite("Sample goldens")
struct SampleGoldenTests {
    static let samples = Corpus.projectRoot.appendingPathComponent("Samples")
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
    /// The names of the samples with `suffix`, sorted.
    static func samples(_ suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }
    static var xibs: [String] { samples(".xib") }
    static var storyboards: [String] { samples(".storyboard") }

    /// `# warning: …` lines, one per warning (none: nothing), before the dump.
    static func warnings(_ diagnostics: Diagnostics) -> String {
        diagnostics.all.map { "# \($0.description)\n" }.joined() + (diagnostics.all.isEmpty ? "" : "\n")
    }

    @Test("Samples/*.xib compile to their golden dumps", arguments: xibs)
    func sample(_ name: String) throws {
        let url = SampleGoldenTests.samples.appendingPathComponent(name)
        let (archive, diagnostics) = compile(try [UInt8](Data(contentsOf: url)), path: "Samples/" + name)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all.map(\.description))")
        let nib = try #require(archive)
        let golden = SampleGoldenTests.goldens.appendingPathComponent((name as NSString).deletingPathExtension + ".nibdump")
        let text = SampleGoldenTests.warnings(diagnostics) + nib.dump()
        if let problem = Golden.check(Array(text.utf8), against: golden) { Issue.record("\(problem)") }
    }

    @Test("Samples/*.storyboard compile to their golden dumps", arguments: storyboards)
    func storyboard(_ name: String) throws {
        let url = SampleGoldenTests.samples.appendingPathComponent(name)
        let (compiled, diagnostics) = compileStoryboard(try [UInt8](Data(contentsOf: url)), path: "Samples/" + name)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all.map(\.description))")
        let storyboard = try #require(compiled)
        var text = SampleGoldenTests.warnings(diagnostics) + "# Info.plist\nUIStoryboardVersion = \(storyboard.version)\n"
        text += "UIStoryboardDesignatedEntryPointIdentifier = \(storyboard.entryPoint ?? "(none)")\n"
        for (identifier, nibName) in storyboard.identifiersToNibNames {
            text += "UIViewControllerIdentifiersToNibNames[\(identifier)] = \(nibName)\n"
        }
        for nib in storyboard.nibs { text += "\n# \(nib.name).nib\n" + nib.archive.dump() }
        let golden = SampleGoldenTests.goldens.appendingPathComponent((name as NSString).deletingPathExtension + ".nibdump")
        if let problem = Golden.check(Array(text.utf8), against: golden) { Issue.record("\(problem)") }
    }

    @Test("there is at least one sample xib")
    func samplesExist() {
        #expect(!SampleGoldenTests.xibs.isEmpty)
    }
}
