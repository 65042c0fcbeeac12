// ExecutableTests.swift — the built `nibc` binary: the dump | assemble pipeline over every corpus
// nib, and `nibc dump` checked against the independent decoder nibdump.py.

import Foundation
import NibTestSupport
import Testing

@Suite("nibc executable", .serialized)
struct ExecutableTests {
    @Test("nibc dump --format json X | nibc assemble - -o Y gives Y identical to X, for every corpus nib")
    func pipelineRoundTrip() throws {
        let nibs = Corpus.nibArchives()
        guard !nibs.isEmpty else { return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.nib").path
        var identical = 0
        for nib in nibs {
            let run = try Subprocess.run(
                "/bin/sh", ["-c", "\"$0\" dump --format json \"$1\" | \"$0\" assemble - -o \"$2\"", builtNibc, nib.url.path, out])
            #expect(run.status == 0, "\(Corpus.relativePath(nib.url)): \(run.error)")
            let written = FileManager.default.contents(atPath: out).map { [UInt8]($0) }
            #expect(written == nib.bytes, "\(Corpus.relativePath(nib.url))")
            if written == nib.bytes { identical += 1 }
            try? FileManager.default.removeItem(atPath: out)
        }
        print("pipeline: \(identical)/\(nibs.count) corpus nibs identical after dump --format json | assemble")
        #expect(identical >= 402)
    }

    @Test("the executable reports usage errors with exit 64 and bad input with exit 1")
    func exitStatuses() throws {
        #expect(try Subprocess.run(builtNibc, []).status == 64)
        #expect(try Subprocess.run(builtNibc, ["--help"]).status == 0)
        let bad = try Subprocess.run(builtNibc, ["dump", "-"], input: Array("not a nib".utf8))
        #expect(bad.status == 1)
        #expect(bad.error == "<stdin>: error: header at byte 0: not a NIBArchive file (it does not start with \"NIBArchive\")\n")
    }

    @Test("nibc dump agrees with nibdump.py on classes, keys and values (every 8th corpus nib, at least 40)", .needsCorpus, .needsPython)
    func agreesWithNibdump() throws {
        let shared = try #require(Corpus.sharedRoot)
        let nibs = Corpus.nibArchives()
        let chosen = nibs.indices.filter { $0 % 8 == 0 }.map { nibs[$0].url.path }
        #expect(chosen.count >= 40)
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/compare_dump.py").path
        let run = try Python.run(
            [script, "--nibc", builtNibc, "--nibdump", shared.appendingPathComponent("tools/nibdump.py").path] + chosen)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.contains("\(chosen.count) files"), "\(run.output)")
        print("nibdump.py agreement: " + (run.output.split(separator: "\n").last.map(String.init) ?? ""))
    }
}
