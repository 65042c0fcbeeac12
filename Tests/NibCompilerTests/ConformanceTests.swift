// ConformanceTests.swift — the iOS xib conformance cases, compiled and scored by the judge
// (../shared/tools/nibcmp) through Scripts/conformance.py. The table is printed on every run.
//
// Each case is compiled with the SDK its reference was built with, read from the reference's SDK
// fingerprints (see `reference_sdk` in the script), as Xcode passes `--sdk` to ibtool; the floors
// are what was measured when the corpus grew to 79 xib and 13 storyboard cases, and the first 26
// xib cases keep the bars they had before (read from the script's per-library lines). With
// nibc's default (current) SDK the older references differ in the SDK-dependent details; that run
// is printed too and held to its own floor, so regressions in either fail. The order of each nib's
// object list, which the judge does not score, is held to the count measured when it was written.

import Foundation
import NibTestSupport
import Testing

@Suite("Conformance", .serialized)
struct ConformanceTests {
    /// "26 cases: mean recall R, mean precision P, N exact, min recall X, min precision Y".
    struct Summary {
        var cases = 0, recall = 0.0, precision = 0.0, exact = 0, minimumRecall = 0.0, minimumPrecision = 0.0

        init?(_ output: String) {
            // The overall line ("79 cases: …"), not a library's ("library X: 6 cases: …").
            guard let line = output.split(separator: "\n").last(where: { $0.contains("mean recall") && !$0.hasPrefix("library ") })
            else { return nil }
            let numbers = line.split(whereSeparator: { ", :".contains($0) }).compactMap { Double($0) }
            guard numbers.count == 6 else { return nil }
            (cases, recall, precision) = (Int(numbers[0]), numbers[1], numbers[2])
            (exact, minimumRecall, minimumPrecision) = (Int(numbers[3]), numbers[4], numbers[5])
        }
    }

    /// "object order: N of M nibs list their objects in ibtool's order" → N (the judge does not score it).
    static func sameObjectOrder(_ output: String) -> Int? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("object order:") }) else { return nil }
        return line.split(separator: " ").compactMap { Int($0) }.first
    }

    /// "library NAME: N cases: mean recall R, …" lines → a summary per library.
    static func libraries(_ output: String) -> [String: Summary] {
        var result: [String: Summary] = [:]
        for line in output.split(separator: "\n") where line.hasPrefix("library ") {
            let words = line.split(separator: " ")
            guard words.count > 2, let summary = Summary(words.dropFirst(2).joined(separator: " ")) else { continue }
            result[String(words[1].dropLast())] = summary
        }
        return result
    }

    /// The libraries of the first 26 xib cases (before the corpus grew by 53 library xibs): their
    /// bars are the ones measured then, so the growth cannot hide a regression on them.
    static let firstLibraries = ["Cordova", "DropDown", "KVNProgress", "Mixpanel", "ReactNative", "SDCAlertView", "Segmentio", "XLPagerTabStrip"]

    func run(_ extra: [String]) throws -> (output: String, summary: Summary)? {
        guard let corpus = Corpus.root, Python.executable != nil else { return nil }
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/conformance.py").path
        let run = try Python.run([script, "--nibc", builtNibc, "--corpus", corpus.path] + extra)
        #expect(run.status == 0, "\(run.error)")
        print(run.output)
        let summary = try #require(Summary(run.output), "no summary line in:\n\(run.output)")
        return (run.output, summary)
    }

    @Test("iOS xib cases, each at its reference's SDK: the floors measured on all 79 and on the first 26")
    func referenceSDK() throws {
        guard let (output, summary) = try run([]) else { return }
        #expect(summary.cases >= 79)
        // Measured on 2026-11-23 (79 cases): 0.997 / 0.996, 55 exact, min 0.931 / 0.944; 52 of 79
        // object lists in ibtool's order (0.990 / 0.991, 34 exact before stop 21's colors, cells
        // and text views; 0.994 / 0.994, 51 exact before stop 22's doubled constant storages and
        // 1 × 1 image placeholders and iOS 13's grouped background).
        #expect(summary.recall >= 0.996)
        #expect(summary.precision >= 0.995)
        #expect(summary.exact >= 55)
        #expect(summary.minimumRecall >= 0.93)
        #expect(summary.minimumPrecision >= 0.94)
        #expect(ConformanceTests.sameObjectOrder(output) ?? 0 >= 52)
        // The first 26 cases: 22 exact, 0.994 / 0.997 when they were all there was; 0.9964 / 0.9958
        // since each constant-varying constraint has its two storages (FORMAT.md): Mixpanel iPad's
        // recall rose from 0.908 to 0.946 and its precision fell from 0.981 to 0.946, ibtool's
        // order of its 12 storages looking hash-based (the Appboy pairs' is side by side).
        let first = ConformanceTests.libraries(output).filter { ConformanceTests.firstLibraries.contains($0.key) }.values
        #expect(first.map(\.cases).reduce(0, +) == 26)
        #expect(first.map(\.exact).reduce(0, +) >= 22)
        #expect(first.map { $0.recall * Double($0.cases) }.reduce(0, +) / 26 >= 0.996)
        #expect(first.map { $0.precision * Double($0.cases) }.reduce(0, +) / 26 >= 0.9955)
    }

    @Test("iOS xib cases at nibc's default SDK: the floor measured when this test was written")
    func defaultSDK() throws {
        guard let (_, summary) = try run(["--default-sdk"]) else { return }
        #expect(summary.cases >= 79)
        // Measured on 2026-11-23 (79 cases): 0.995 / 0.984 (0.987 / 0.979 before stop 21; 0.991 /
        // 0.982 before stop 22's doubled constant storages, 1 × 1 image placeholders and iOS 13's
        // grouped background).
        #expect(summary.recall >= 0.994)
        #expect(summary.precision >= 0.983)
    }

    @Test("iOS storyboard cases, each at its reference's SDK: same nibs and Info.plist, floors measured on 13")
    func storyboards() throws {
        guard let (output, summary) = try run(["--kind", "storyboard"]) else { return }
        #expect(summary.cases >= 13)
        #expect(!output.contains("nib names differ"))
        #expect(!output.contains("Info.plist differs"))
        // Measured on 2026-11-23 (13 cases): 0.997 / 0.997, 8 exact, min 0.980 / 0.969
        // (NohanaImagePicker); 55 of 59 object lists in ibtool's order (0.986 / 0.990 before
        // stop 21; 0.992 / 0.993, 4 exact before stop 22's 1 × 1 image placeholders).
        #expect(summary.recall >= 0.996)
        #expect(summary.precision >= 0.996)
        #expect(summary.minimumRecall >= 0.97)
        #expect(summary.minimumPrecision >= 0.96)
        #expect(summary.exact >= 8)
        #expect(ConformanceTests.sameObjectOrder(output) ?? 0 >= 55)
    }
}
