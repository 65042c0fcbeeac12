// ClassKeyCoverageTests.swift — how much of what Apple's iOS nibs contain nibc's class tables can
// produce: every (class, key) occurrence in the corpus's Apple-compiled UIKit nibs (`nibs/` and the
// conformance references) is counted as produced when nibc writes that key on that class when
// compiling the corpus's iOS/tvOS documents. A swapped custom class counts as its original class
// ("UIView(swapped)": the UIClassSwapper's own keys). SUPPORT.md lists what is left; the floor is
// issue 16's 98 %.

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Class and key coverage")
struct ClassKeyCoverageTests {
    /// Every (class, key) pair of `archive`, with its count.
    static func pairs(in archive: NibArchive, into counts: inout [String: Int]) {
        for index in archive.objects.indices {
            var className = archive.className(ofObject: index)
            if className == "UIClassSwapper", let original = archive.value(forKey: "UIOriginalClassName", inObject: index),
                case .object(let string) = original.payload, let bytes = archive.value(forKey: "NS.bytes", inObject: string),
                case .data(let data) = bytes.payload
            {
                className = String(decoding: data, as: UTF8.self) + "(swapped)"
            }
            for value in archive.values(ofObject: index) {
                counts["\(className) \(archive.key(of: value))", default: 0] += 1
            }
        }
    }

    /// Whether an archive is a UIKit nib (its root archives `UINibObjectsKey`).
    static func isUIKit(_ archive: NibArchive) -> Bool { archive.keys.contains("UINibObjectsKey") }

    @Test("the class tables produce at least 98 % of the (class, key) occurrences of Apple's iOS nibs")
    func coverage() throws {
        guard Corpus.root != nil else { return }
        var produced: [String: Int] = [:]
        for url in Corpus.uiKitXibs() {
            if let archive = compile(try [UInt8](Data(contentsOf: url)), path: url.path).archive { Self.pairs(in: archive, into: &produced) }
        }
        for url in Corpus.uiKitStoryboards() {
            var (document, diagnostics) = resolvedDocument(try [UInt8](Data(contentsOf: url)), path: url.path)
            guard let resolved = document, let storyboard = NibCompiler.compileStoryboard(resolved, diagnostics: &diagnostics) else { continue }
            for nib in storyboard.nibs { Self.pairs(in: nib.archive, into: &produced) }
            document = nil
        }
        var apple: [String: Int] = [:]
        for (_, bytes) in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: bytes), Self.isUIKit(archive) else { continue }
            Self.pairs(in: archive, into: &apple)
        }
        let total = apple.values.reduce(0, +)
        let covered = apple.filter { produced[$0.key] != nil }.values.reduce(0, +)
        let share = Double(covered) / Double(max(total, 1))
        let missing = apple.filter { produced[$0.key] == nil }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        print("class and key coverage: \(covered) of \(total) occurrences (\(String(format: "%.2f", share * 100)) %)")
        for (pair, count) in missing.prefix(40) { print("  not produced: \(pair) \(count)") }
        #expect(total > 50_000, "the corpus's iOS nibs")
        #expect(share >= 0.98, "\(covered) of \(total)")
    }
}
