// CheckCommandTests.swift — `nibc check`: diagnostics on standard error with a count, exit status,
// and a JSON summary that is byte-identical from run to run.

import Foundation
import NibTestSupport
import Testing

@Suite("nibc check")
struct CheckCommandTests {
    static let clean = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="v1">
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Hi" id="l1"/>
                    </subviews>
                    <connections>
                        <outlet property="label" destination="l1" id="o1"/>
                        <outlet property="gone" destination="zzz" id="o2"/>
                    </connections>
                </view>
            </objects>
        </document>

        """

    func write(_ text: String, name: String, in folder: URL) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test("warnings alone: exit 0, diagnostics and their count on standard error")
    func warningsOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(CheckCommandTests.clean, name: "View.xib", in: folder)
        let run = nibc(["check", path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        #expect(run.error == """
            \(path):12:41: warning: outlet 'gone' points to 'zzz', which is not in the document; the connection is dropped
            1 warning generated.

            """)
    }

    @Test("an error in one of several files: exit 1, every file reported, one count")
    func errors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try write(CheckCommandTests.clean, name: "Good.xib", in: folder)
        let bad = try write(CheckCommandTests.clean.replacingOccurrences(of: "id=\"l1\"/>", with: "id=\"v1\"/>"), name: "Bad.xib", in: folder)
        let missing = folder.appendingPathComponent("Missing.xib").path
        let run = nibc(["check", good, bad, missing])
        #expect(run.status == 1)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.contains("\(bad):8:17: error: duplicate id 'v1'"))
        #expect(lines.contains("\(bad):6:9: note: 'v1' is first defined here"))
        #expect(lines.contains("\(missing):1:1: error: No such file or directory"))
        #expect(lines.last == "2 errors and 3 warnings generated.")
    }

    @Test("usage errors are exit 64")
    func usage() {
        #expect(nibc(["check"]).status == 64)
        #expect(nibc(["check", "--format", "xml", "a.xib"]).status == 64)
        #expect(nibc(["help", "check"]).output.contains("--format json"))
    }

    @Test("the JSON summary counts objects, connections and diagnostics")
    func summary() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try write(CheckCommandTests.clean, name: "View.xib", in: folder)
        let run = nibc(["check", "--format", "json", path])
        #expect(run.status == 0)
        #expect(run.output == """
            [
              {"connections": {"outlet": 2}, "elements": 10, "errors": 0, "file": "\(path)", "kind": "xib", "objects": {"label": 1, "placeholder": 2, "view": 1}, "resources": {}, "scenes": 0, "targetRuntime": "iOS.CocoaTouch", "toolsVersion": "21701", "warnings": 1}
            ]

            """)
    }

    @Test("checking the same files twice, in two processes, gives byte-identical JSON", .needsCorpus)
    func stableAcrossRuns() throws {
        let documents = Corpus.interfaceBuilderDocuments()
        // Every 10th document (the parser's attribute dictionaries are hashed differently per process).
        let chosen = documents.indices.filter { $0 % 10 == 0 }.map { documents[$0].path }
        let first = try Subprocess.run(builtNibc, ["check", "--format", "json"] + chosen)
        let second = try Subprocess.run(builtNibc, ["check", "--format", "json"] + chosen)
        // (Legacy archives among them, AppKit's too, are upgraded: no file has an error.)
        #expect(first.status == 0, "\(first.error.prefix(500))")
        #expect(!first.output.isEmpty)
        #expect(first.output == second.output)
        #expect(first.error == second.error)
        #expect(nibc(["check", "--format", "json"] + chosen).output == first.output)
    }
}
