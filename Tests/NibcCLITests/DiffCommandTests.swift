// DiffCommandTests.swift — `nibc diff` on the command line: exit statuses, text and JSON reports,
// nib directories and .storyboardc folders from the corpus, and agreement with the judge
// (Scripts/diff_agreement.py over every conformance case and more).

import Foundation
import NibArchive
import NibTestSupport
import Testing

@Suite("nibc diff", .serialized)
struct DiffCommandTests {
    static var conformance: URL? { Corpus.root?.appendingPathComponent("conformance/ios") }

    func expected(_ caseName: String) throws -> String? {
        guard let folder = Self.conformance?.appendingPathComponent(caseName).appendingPathComponent("expected") else { return nil }
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first)
        return folder.appendingPathComponent(name).path
    }

    @Test("a nib against itself is exact: exit 0, recall and precision 1")
    func identical() throws {
        guard let nib = try expected("DropDown-DropDownCell") else { return }
        let run = nibc(["diff", nib, nib])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("recall 1.0000  precision 1.0000  exact yes"))
    }

    @Test("two builds of one document by different Xcode versions: exit 1, the differences as paths")
    func differentBuilds() throws {
        guard let reference = try expected("XLPagerTabStrip-ButtonCell"), let candidate = try expected("XLPagerTabStrip-ButtonCell-2")
        else { return }
        let run = nibc(["diff", "--show", "3", reference, candidate])
        #expect(run.status == 1)
        #expect(run.output.contains("top 3 of "))
        #expect(run.output.contains("root.UINibTopLevelObjectsKey["))
    }

    @Test("--json carries the judge's keys")
    func json() throws {
        guard let nib = try expected("SDCAlertView-ActionCell") else { return }
        let run = nibc(["diff", "--json", nib, nib])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        for key in ["recall", "precision", "exact", "ref_entries", "cand_entries", "matched_ref", "matched_cand", "mismatches"] {
            #expect(object[key] != nil, "missing \(key)")
        }
        #expect(object["exact"] as? Bool == true)
    }

    @Test("a .storyboardc folder: every nib and the Info.plist, with an aggregate")
    func storyboard() throws {
        guard let reference = try expected("Apptentive-Apptentive"), let candidate = try expected("Apptentive-Apptentive-2") else { return }
        let same = nibc(["diff", reference, reference])
        #expect(same.status == 0)
        #expect(same.output.contains("== Info.plist"))
        #expect(same.output.contains("== aggregate: recall 1.0000  precision 1.0000  exact yes"))
        let other = nibc(["diff", "--json", reference, candidate])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(other.output.utf8)) as? [String: Any])
        #expect(object["kind"] as? String == "storyboardc")
        // 14 scene and view nibs plus Info.plist, as the judge lists them.
        #expect((object["files"] as? [String: Any])?.count == 15)
    }

    @Test("a missing candidate scores 0; an unreadable reference is exit 2")
    func unreadable() throws {
        guard let nib = try expected("DropDown-DropDownCell") else { return }
        let missing = nibc(["diff", nib, "/nonexistent/x.nib"])
        #expect(missing.status == 1)
        #expect(missing.output.contains("error: candidate missing"))
        #expect(missing.output.contains("recall 0.0000  precision 0.0000"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibc-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let garbage = folder.appendingPathComponent("garbage.nib")
        try Data("NIBArchive, truncated".utf8).write(to: garbage)
        let bad = nibc(["diff", garbage.path, nib])
        #expect(bad.status == 2)
        #expect(bad.error.contains("nibc diff: error: reference: \(garbage.path)"))
    }

    @Test("usage errors: one path, or a bad --show")
    func usage() {
        #expect(nibc(["diff", "a.nib"]).status == 64)
        #expect(nibc(["diff", "--show", "many", "a.nib", "b.nib"]).status == 64)
    }

    @Test("nibc diff and the judge agree on every conformance case (compiled twice), on ibtool-vs-ibtool, unrelated, macOS and corpus pairs", .needsCorpus, .needsPython)
    func agreementWithTheJudge() throws {
        let corpus = try #require(Corpus.root)
        let script = Corpus.projectRoot.appendingPathComponent("Scripts/diff_agreement.py").path
        let run = try Python.run([script, "--nibc", builtNibc, "--corpus", corpus.path])
        print(run.output)
        #expect(run.status == 0, "\(run.output)\(run.error)")
        // "compiled   158 pairs:  158 agree to 3 decimals, …": every pair of every group agrees.
        var pairs: [String: Int] = [:]
        for line in run.output.split(separator: "\n") where line.contains(" pairs:") {
            let words = line.split(separator: " ")
            guard words.count >= 5, let total = Int(words[1]), let agreeing = Int(words[3]) else { continue }
            #expect(agreeing == total, "\(line)")
            pairs[String(words[0])] = total
        }
        // Every iOS xib case is compiled at two SDKs.
        let xibCases = try FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("conformance/ios").path)
            .filter { name in
                let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.appendingPathComponent("conformance/ios/\(name)").path)) ?? []
                return files.contains { $0.hasSuffix(".xib") }
            }
        #expect(pairs["compiled"] == 2 * xibCases.count, "\(run.output)")
        #expect(Set(pairs.keys) == ["compiled", "ibtool", "unrelated", "macos", "nibs"], "\(run.output)")
        #expect(run.output.contains("disagreements: 0"))
    }
}
