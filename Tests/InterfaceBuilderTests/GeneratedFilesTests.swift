// GeneratedFilesTests.swift — the tables of docs/SUPPORT.md generated from the class model and the
// corpus are up to date with both.

import Foundation
import NibTestSupport
import Testing

@Suite("Generated from the corpus")
struct GeneratedFilesTests {
    @Test("docs/SUPPORT.md's class model and element tables match the model and the corpus", .needsCorpus, .needsPython)
    func supportTable() throws {
        let corpus = try #require(Corpus.root)
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/generate_support.py").path
        let run = try Python.run([script, "--check", corpus.path])
        #expect(run.status == 0, "\(run.output)\(run.error)")
    }
}
