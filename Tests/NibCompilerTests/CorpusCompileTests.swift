// CorpusCompileTests.swift — every iOS/tvOS xib of the corpus compiles, the output reads back with
// our reader and nibdump.py, and compiling is deterministic.

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

/// A document parsed and resolved without errors, or nil; the diagnostics either way.
func resolvedDocument(_ bytes: [UInt8], path: String) -> (document: IBDocument?, diagnostics: Diagnostics) {
    var diagnostics = Diagnostics()
    guard let document = IBDocument.parse(bytes, path: path, diagnostics: &diagnostics) else { return (nil, diagnostics) }
    document.resolve(into: &diagnostics)
    return (diagnostics.hasErrors ? nil : document, diagnostics)
}

/// Compiles a document's bytes; nil with the diagnostics when it does not compile.
func compile(_ bytes: [UInt8], path: String) -> (archive: NibArchive?, diagnostics: Diagnostics) {
    var (document, diagnostics) = resolvedDocument(bytes, path: path)
    guard let document else { return (nil, diagnostics) }
    return (NibCompiler.compile(document, diagnostics: &diagnostics), diagnostics)
}

/// Runs nibdump.py over `paths` and expects every file parsed, none deviating.
func expectNibdumpReads(_ paths: [String], shared: URL) throws {
    let run = try Python.run([shared.appendingPathComponent("tools/nibdump.py").path, "--stats"] + paths)
    #expect(run.status == 0)
    #expect(run.output.contains("parsed OK: \(paths.count)   failed: 0"), "\(run.output.prefix(400))")
    let deviating = run.output.components(separatedBy: "deviating files:\n").last ?? ""
    #expect(deviating.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(deviating.prefix(400))")
}

@Suite("Compiling the corpus")
struct CorpusCompileTests {
    @Test("every iOS/tvOS corpus xib compiles; the output reads back and compiles the same twice", .needsCorpus)
    func everyXibCompiles() throws {
        let files = Corpus.uiKitXibs()
        #expect(files.count >= 250, "found \(files.count)")
        var compiled = 0
        var warnings = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let (archive, diagnostics) = compile(bytes, path: url.path)
            guard let archive else {
                Issue.record("\(Corpus.relativePath(url)): \(diagnostics.all.filter { $0.severity == .error }.map(\.description))")
                continue
            }
            compiled += 1
            warnings += diagnostics.warningCount
            let written = try archive.serialized()
            #expect(try NibArchive(bytes: written) == archive)
            #expect(try compile(bytes, path: url.path).archive?.serialized() == written, "\(Corpus.relativePath(url)) is not deterministic")
        }
        print("corpus compile: \(compiled)/\(files.count) iOS/tvOS xibs compiled, \(warnings) warnings")
    }

    @Test("outputs decode with nibdump.py without deviations (every 4th corpus xib)", .needsCorpus, .needsPython)
    func nibdumpReadsOutputs() throws {
        let shared = try #require(Corpus.sharedRoot)
        let files = Corpus.uiKitXibs().enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, url) in files.enumerated() {
            guard let archive = compile(try [UInt8](Data(contentsOf: url)), path: url.path).archive else { continue }
            let out = folder.appendingPathComponent("\(index).nib")
            try Data(try archive.serialized()).write(to: out)
            paths.append(out.path)
        }
        try expectNibdumpReads(paths, shared: shared)
    }
}
