// CorpusCheckTests.swift — every real document of the corpus parses and resolves with no error,
// the pre-Xcode 5 CocoaTouch archives included (upgraded); AppKit archives get exactly the one
// legacy-format error.

import Foundation
import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Corpus documents")
struct CorpusCheckTests {
    @Test("all corpus .xib and .storyboard files check with no error but the AppKit archives' one", .needsCorpus)
    func corpusChecks() throws {
        let files = Corpus.interfaceBuilderDocuments()
        #expect(files.count >= 925 + 152, "found \(files.count) documents")
        var parsed = 0
        var legacy = 0
        var upgraded = 0
        var warnings = 0
        var warnedFiles = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let path = Corpus.relativePath(url)
            var diagnostics = Diagnostics()
            if let document = IBDocument.parse(bytes, path: path, diagnostics: &diagnostics) {
                document.resolve(into: &diagnostics)
                parsed += 1
                if bytes.starts(with: Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive".utf8)) { upgraded += 1 }
                #expect(!diagnostics.hasErrors, "\(diagnostics.all.filter { $0.severity == .error }.prefix(3).map(\.description))")
            } else {
                legacy += 1
                #expect(diagnostics.all.count == 1 && diagnostics.all[0].message.hasPrefix("this is an AppKit Interface Builder 3 archive"),
                        "\(path): \(diagnostics.all.map(\.description))")
            }
            warnings += diagnostics.warningCount
            if diagnostics.warningCount > 0 { warnedFiles += 1 }
        }
        print("corpus check: \(files.count) documents, \(parsed) parsed and resolved with no error, \(upgraded) of them upgraded IB3 archives, \(legacy) AppKit archives refused; \(warnings) warnings in \(warnedFiles) files")
        // The corpus README counts 48 + 8 archive-format xibs in xibs/; conformance has 2 more: 50
        // CocoaTouch ones (3 of them iPad), upgraded, and 8 AppKit ones.
        #expect(upgraded == 50)
        #expect(legacy == 8)
    }
}
