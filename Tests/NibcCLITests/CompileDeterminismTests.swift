// CompileDeterminismTests.swift — `nibc compile` gives the same bytes whatever the time zone, locale
// and working directory (every 8th iOS/tvOS and every 4th macOS corpus xib, through the built
// executable; each run of a process hashes with its own seed, so an output that followed a
// dictionary's order would differ here).

import Foundation
import NibTestSupport
import Testing

@Suite("nibc compile determinism", .serialized)
struct CompileDeterminismTests {
    @Test("same bytes with TZ, LANG and the working directory changed", .needsCorpus)
    func environmentDoesNotMatter() throws {
        let uiKit = Corpus.uiKitXibs(), appKit = Corpus.appKitXibs()
        #expect(uiKit.count > 300 && appKit.count > 100, "the corpus's xibs: \(uiKit.count) UIKit, \(appKit.count) AppKit")
        let chosen = uiKit.enumerated().filter { $0.offset % 8 == 0 }.map(\.element) + appKit.enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, url) in chosen.enumerated() {
            let first = folder.appendingPathComponent("\(index)-a.nib").path
            let second = folder.appendingPathComponent("\(index)-b.nib").path
            let plain = try Subprocess.run("/usr/bin/env", ["TZ=UTC", "LANG=C", builtNibc, "compile", url.path, "-o", first])
            let changed = try Subprocess.run(
                "/bin/sh", ["-c", "cd / && TZ=Pacific/Chatham LANG=tr_TR.UTF-8 LC_ALL=tr_TR.UTF-8 \"$0\" compile \"$1\" -o \"$2\"", builtNibc, url.path, second])
            #expect(plain.status == 0 && changed.status == 0, "\(Corpus.relativePath(url)): \(plain.error)\(changed.error)")
            #expect(FileManager.default.contents(atPath: first) == FileManager.default.contents(atPath: second), "\(Corpus.relativePath(url))")
        }
        print("determinism: \(chosen.count) xibs compiled identically under two environments")
    }
}
