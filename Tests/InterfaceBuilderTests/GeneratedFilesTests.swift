// GeneratedFilesTests.swift — the files generated from the corpus are up to date with it: the
// vocabulary table the front end compiles in, and the element table of docs/SUPPORT.md.

import Foundation
import NibTestSupport
import Testing

@Suite("Generated from the corpus")
struct GeneratedFilesTests {
    @Test("Sources/InterfaceBuilder/IBVocabulary+Generated.swift is what the generator makes of the corpus")
    func vocabulary() throws {
        guard let corpus = Corpus.root, Python.executable != nil else { return }
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/generate_vocabulary.py").path
        let run = try Python.run([script, corpus.path])
        #expect(run.status == 0, "\(run.error)")
        let committed = try String(
            contentsOf: Corpus.projectRoot.appendingPathComponent("Sources/InterfaceBuilder/IBVocabulary+Generated.swift"),
            encoding: .utf8)
        #expect(run.output == committed, "re-run Scripts/generate_vocabulary.py and read the diff")
    }

    @Test("docs/SUPPORT.md's element table matches the corpus")
    func supportTable() throws {
        guard let corpus = Corpus.root, Python.executable != nil else { return }
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/generate_support.py").path
        let run = try Python.run([script, "--check", corpus.path])
        #expect(run.status == 0, "\(run.output)\(run.error)")
    }
}
