// CorpusRoundTripTests.swift — every NIBArchive in ../shared/corpus reads and writes back byte for byte.

import NibArchive
import NibTestSupport
import Testing

@Suite("Corpus round trip")
struct CorpusRoundTripTests {
    @Test("every corpus nib decodes and re-encodes to identical bytes", .needsCorpus)
    func everyNibRoundTrips() throws {
        let nibs = Corpus.nibArchives()
        try #require(Corpus.root != nil || nibs.isEmpty)
        // The corpus README counts 402 NIBArchive files (nibs/ and every expected/ folder).
        #expect(nibs.count >= 402, "found only \(nibs.count) NIBArchive files")
        var coderVersions: [UInt32: Int] = [:]
        var withTrailer = 0
        for nib in nibs {
            let name = Corpus.relativePath(nib.url)
            let archive: NibArchive
            do {
                archive = try NibArchive(bytes: nib.bytes)
            } catch {
                Issue.record("\(name): \(error)")
                continue
            }
            coderVersions[archive.coderVersion, default: 0] += 1
            if !archive.trailer.isEmpty { withTrailer += 1 }
            let written = try archive.serialized()
            #expect(written == nib.bytes, "\(name): re-encoded bytes differ")
        }
        print("round trip: \(nibs.count) files, coder versions \(coderVersions.sorted { $0.key < $1.key }), \(withTrailer) with a trailer")
        #expect(coderVersions[9, default: 0] > 0 && coderVersions[10, default: 0] > 0)
        #expect(withTrailer == 4)
    }
}
