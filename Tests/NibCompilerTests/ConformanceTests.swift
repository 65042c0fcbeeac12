// ConformanceTests.swift — the iOS conformance cases, compiled and scored by the judge
// (../shared/tools/nibcmp) through Scripts/conformance.py. The table is printed on every run, then
// the summary of each group of cases (`Corpus.Group`).
//
// Each case is compiled with the SDK its reference was built with, read from the reference's SDK
// fingerprints (see `reference_sdk` in the script), as Xcode passes `--sdk` to ibtool. The first
// group (92 cases: 79 xibs, 13 storyboards) keeps the floors measured on it until 2026-11-23, and
// its first 26 xib cases the bars they had before (read from their libraries). The apps' group
// (25 cases added on 2026-11-25) is held to what it measured when it came: raising it is issue
// 22's work. With nibc's default (current) SDK the older references differ in the SDK-dependent
// details; that run is printed too and held to its own floors. The order of each nib's object
// list, which the judge does not score, is held to the counts measured.

import Foundation
import NibTestSupport
import Testing

@Suite("Conformance", .serialized)
struct ConformanceTests {
    /// One case's line: "NAME  RECALL  PRECISION  yes|no  SAME/COMPARED", and its note line.
    struct Row {
        var name: String
        var recall: Double
        var precision: Double
        var exact: Bool
        var ordered: Int
        var compared: Int
        var note = ""
    }

    /// The means and minimums of a set of rows.
    struct Summary: CustomStringConvertible {
        var cases = 0, recall = 0.0, precision = 0.0, exact = 0, minimumRecall = 1.0, minimumPrecision = 1.0
        var ordered = 0, compared = 0

        init(_ rows: [Row]) {
            cases = rows.count
            guard !rows.isEmpty else { return }
            recall = rows.map(\.recall).reduce(0, +) / Double(rows.count)
            precision = rows.map(\.precision).reduce(0, +) / Double(rows.count)
            exact = rows.filter(\.exact).count
            minimumRecall = rows.map(\.recall).min() ?? 0
            minimumPrecision = rows.map(\.precision).min() ?? 0
            ordered = rows.map(\.ordered).reduce(0, +)
            compared = rows.map(\.compared).reduce(0, +)
        }

        var description: String {
            String(
                format: "%d cases: mean recall %.4f, mean precision %.4f, %d exact, min recall %.3f, min precision %.3f, %d of %d nibs in ibtool's order",
                cases, recall, precision, exact, minimumRecall, minimumPrecision, ordered, compared)
        }
    }

    /// The case lines of the script's output.
    static func rows(_ output: String) -> [Row] {
        var rows: [Row] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("      "), !rows.isEmpty {
                rows[rows.count - 1].note = line.trimmingCharacters(in: .whitespaces)
                continue
            }
            let words = line.split(separator: " ")
            guard words.count == 5, let recall = Double(words[1]), let precision = Double(words[2]),
                words[3] == "yes" || words[3] == "no"
            else { continue }
            let order = words[4].split(separator: "/").compactMap { Int($0) }
            guard order.count == 2 else { continue }
            rows.append(Row(
                name: String(words[0]), recall: recall, precision: precision, exact: words[3] == "yes",
                ordered: order[0], compared: order[1]))
        }
        return rows
    }

    /// The libraries of the first 26 xib cases (before the corpus grew by 53 library xibs): their
    /// bars are the ones measured then, so the growth cannot hide a regression on them.
    static let firstLibraries = ["Cordova", "DropDown", "KVNProgress", "Mixpanel", "ReactNative", "SDCAlertView", "Segmentio", "XLPagerTabStrip"]

    /// Runs the script; returns its rows by group (each group's summary printed).
    func run(_ extra: [String]) throws -> [Corpus.Group: [Row]] {
        let corpus = try #require(Corpus.root)
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/conformance.py").path
        let run = try Python.run([script, "--nibc", builtNibc, "--corpus", corpus.path] + extra)
        #expect(run.status == 0, "\(run.error)")
        print(run.output)
        let rows = ConformanceTests.rows(run.output)
        #expect(!rows.isEmpty, "no case lines in:\n\(run.output)")
        let groups = Dictionary(grouping: rows) { Corpus.group(ofCase: $0.name) }
        for group in Corpus.Group.allCases {
            print("group \(group.rawValue): \(Summary(groups[group] ?? []))")
        }
        return groups
    }

    @Test("iOS xib cases, each at its reference's SDK: the first group's floors (all 79 and the first 26), the apps' group's", .needsCorpus, .needsPython)
    func referenceSDK() throws {
        let groups = try run([])
        let first = Summary(groups[.first] ?? [])
        #expect(first.cases == 79)
        // Measured on 2026-11-23 (79 cases): 0.997 / 0.996, 55 exact, min 0.931 / 0.944; 52 of 79
        // object lists in ibtool's order (0.990 / 0.991, 34 exact before stop 21's colors, cells
        // and text views; 0.994 / 0.994, 51 exact before stop 22's doubled constant storages and
        // 1 × 1 image placeholders and iOS 13's grouped background).
        #expect(first.recall >= 0.996)
        #expect(first.precision >= 0.995)
        #expect(first.exact >= 55)
        #expect(first.minimumRecall >= 0.93)
        #expect(first.minimumPrecision >= 0.94)
        #expect(first.ordered >= 52)
        // The first 26 cases: 22 exact, 0.994 / 0.997 when they were all there was; 0.9964 / 0.9958
        // since each constant-varying constraint has its two storages (FORMAT.md): Mixpanel iPad's
        // recall rose from 0.908 to 0.946 and its precision fell from 0.981 to 0.946, ibtool's
        // order of its 12 storages looking hash-based (the Appboy pairs' is side by side).
        let firstLibraries = (groups[.first] ?? []).filter { ConformanceTests.firstLibraries.contains(String($0.name.prefix { $0 != "-" })) }
        let first26 = Summary(firstLibraries)
        #expect(first26.cases == 26)
        #expect(first26.exact >= 22)
        #expect(first26.recall >= 0.996)
        #expect(first26.precision >= 0.9955)
        // The apps' 10 xibs (FindTheMonkey, LucidX ×6, UItestingDemo ×3), measured on 2026-11-25:
        // 0.9206 / 0.9466, none exact, min 0.820 / 0.669 (FindTheMonkey), 8 of 10 in ibtool's order.
        let apps = Summary(groups[.apps] ?? [])
        #expect(apps.cases == 10)
        #expect(apps.recall >= 0.920)
        #expect(apps.precision >= 0.946)
        #expect(apps.minimumRecall >= 0.82)
        #expect(apps.minimumPrecision >= 0.669)
        #expect(apps.ordered >= 8)
    }

    @Test("macOS xib cases (issue 32): the floors measured as AppKit's lowering grows", .needsCorpus, .needsPython)
    func macOS() throws {
        let corpus = try #require(Corpus.root)
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/conformance.py").path
        let run = try Python.run([script, "--nibc", builtNibc, "--corpus", corpus.path, "--platform", "macos"])
        #expect(run.status == 0, "\(run.error)")
        print(run.output)
        let summary = Summary(ConformanceTests.rows(run.output))
        // Measured on 2026-11-26, stop 45 (113 cases, the 4 older ibtool's at macOS SDK 14): 0.9963 / 0.9968,
        // 82 exact, min 0.966 / 0.970 (stop 44: 0.990 / 0.995, 74 exact, min 0.662; stop 43: 0.985 / 0.994, 71 exact)
        // (0.945 / 0.988, 33 exact before ICC profiles, host tiling, formatters, toolbars, tab views,
        // date pickers, path controls and inline images; the must-hold of issue 32 is 126 of 132
        // reference nibs exact, 0.995).
        #expect(summary.cases == 113)
        #expect(summary.recall >= 0.995)
        #expect(summary.precision >= 0.995)
        #expect(summary.exact >= 82)
        #expect(summary.minimumRecall >= 0.96)
        #expect(summary.minimumPrecision >= 0.969)
        // The 7 storyboard cases (19 nibs), measured on 2026-11-26, stop 44: 0.996 / 0.993, 1 exact
        // before the text views' and image cells' storyboard rules; none compiled before.
        let storyboards = try Python.run([script, "--nibc", builtNibc, "--corpus", corpus.path, "--platform", "macos", "--kind", "storyboard"])
        #expect(storyboards.status == 0, "\(storyboards.error)")
        print(storyboards.output)
        let scenes = Summary(ConformanceTests.rows(storyboards.output))
        #expect(scenes.cases == 7)
        #expect(scenes.recall >= 0.99)
        #expect(scenes.precision >= 0.99)
        #expect(scenes.exact >= 1)
    }

    @Test("iOS xib cases at nibc's default SDK: the floors measured when each group came", .needsCorpus, .needsPython)
    func defaultSDK() throws {
        let groups = try run(["--default-sdk"])
        let first = Summary(groups[.first] ?? [])
        #expect(first.cases == 79)
        // Measured on 2026-11-23 (79 cases): 0.995 / 0.984 (0.987 / 0.979 before stop 21; 0.991 /
        // 0.982 before stop 22's doubled constant storages, 1 × 1 image placeholders and iOS 13's
        // grouped background). From 2026-11-27 (stop 53) the default SDK's font descriptors are
        // coder 10's (an NSDictionary, float64 sizes, options: FORMAT.md), which these SDK 7–14
        // references do not have: 0.982 / 0.969.
        #expect(first.recall >= 0.982)
        #expect(first.precision >= 0.969)
        // The apps' 10 xibs, measured on 2026-11-25: 0.9082 / 0.8701.
        let apps = Summary(groups[.apps] ?? [])
        #expect(apps.cases == 10)
        #expect(apps.recall >= 0.908)
        #expect(apps.precision >= 0.870)
    }

    @Test("iOS storyboard cases, each at its reference's SDK: the first group's nib sets and floors, the apps' group's", .needsCorpus, .needsPython)
    func storyboards() throws {
        let groups = try run(["--kind", "storyboard"])
        let firstRows = groups[.first] ?? []
        let first = Summary(firstRows)
        #expect(first.cases == 13)
        for row in firstRows {
            #expect(!row.note.contains("nib names differ"), "\(row.name): \(row.note)")
            #expect(!row.note.contains("Info.plist differs"), "\(row.name): \(row.note)")
        }
        // Measured on 2026-11-23 (13 cases): 0.997 / 0.997, 8 exact, min 0.980 / 0.969
        // (NohanaImagePicker); 55 of 59 object lists in ibtool's order (0.986 / 0.990 before
        // stop 21; 0.992 / 0.993, 4 exact before stop 22's 1 × 1 image placeholders).
        #expect(first.recall >= 0.996)
        #expect(first.precision >= 0.996)
        #expect(first.minimumRecall >= 0.97)
        #expect(first.minimumPrecision >= 0.96)
        #expect(first.exact >= 8)
        #expect(first.ordered >= 55)
        // The apps' 15 storyboards, measured on 2026-11-25: 0.7239 / 0.9082, none exact, min 0.078
        // (MovingRental) / 0.696 (XAMservi); 135 of 170 object lists in ibtool's order. 4 of them
        // get another set of nibs than ibtool's: a navigation or tab bar controller that ibtool
        // archives inside its parent's scene (Cloudinary, Mobilewits Segue and TabBar,
        // ProgrammingEvents; Cloudinary's Info-8.0+.plist too).
        let appRows = groups[.apps] ?? []
        let apps = Summary(appRows)
        #expect(apps.cases == 15)
        #expect(apps.recall >= 0.723)
        #expect(apps.precision >= 0.908)
        #expect(apps.minimumRecall >= 0.078)
        #expect(apps.minimumPrecision >= 0.696)
        #expect(apps.ordered >= 135)
        let otherNibSets = appRows.filter { $0.note.contains("nib names differ") }.map(\.name)
        #expect(otherNibSets.count <= 4, "\(otherNibSets)")
    }
}
