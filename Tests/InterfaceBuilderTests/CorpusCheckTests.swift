// CorpusCheckTests.swift — every real document of the corpus parses and resolves with no error,
// except the pre-Xcode 5 archives, which get exactly the one legacy-format error.

import Foundation
import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Corpus documents")
struct CorpusCheckTests {
    @Test("all corpus .xib and .storyboard files check with no error but the legacy one")
    func corpusChecks() throws {
        let files = Corpus.interfaceBuilderDocuments()
        guard Corpus.root != nil else { return }
        #expect(files.count >= 925 + 152, "found \(files.count) documents")
        var parsed = 0
        var legacy = 0
        var warnings = 0
        var warnedFiles = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let path = Corpus.relativePath(url)
            var diagnostics = Diagnostics()
            if let document = IBDocument.parse(bytes, path: path, diagnostics: &diagnostics) {
                document.resolve(into: &diagnostics)
                parsed += 1
                #expect(!diagnostics.hasErrors, "\(diagnostics.all.filter { $0.severity == .error }.prefix(3).map(\.description))")
            } else {
                legacy += 1
                #expect(diagnostics.all.count == 1 && diagnostics.all[0].message.hasPrefix("this is an Interface Builder 3 archive"),
                        "\(path): \(diagnostics.all.map(\.description))")
                #expect(diagnostics.all.first?.location.line == 1)
            }
            warnings += diagnostics.warningCount
            if diagnostics.warningCount > 0 { warnedFiles += 1 }
        }
        print("corpus check: \(files.count) documents, \(parsed) parsed and resolved with no error, \(legacy) legacy archives; \(warnings) warnings in \(warnedFiles) files")
        // The corpus README counts 48 + 8 archive-format xibs in xibs/; conformance has 2 more.
        #expect(legacy == 58)
    }
}
