// HostileInputTests.swift — what nibc does with documents, nibs and command lines a hostile tester
// (or a fuzzer) hands it, as a table: input → exit status, the diagnostic, and the files left. Never
// a signal, never a file outside the output, never a file it did not write replaced or removed,
// never a temporary left behind. Issue 30's cases, and each fuzzing finding.

import Foundation
import NibTestSupport
import Testing

@Suite("Hostile input")
struct HostileInputTests {
    /// A storyboard of one scene whose controller has `controller`'s attributes.
    static func storyboard(controller: String = #"storyboardIdentifier="Main" id="vc1""#, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController \(controller) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="f1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>\(extra)
            </scenes>
        </document>
        """
    }

    /// Greeting.xib with one replacement made in its text.
    static func greeting(_ old: String, _ new: String) throws -> String {
        let text = try String(contentsOfFile: IbtoolSpellingTests.sample, encoding: .utf8)
        if old.isEmpty { return text }
        guard text.contains(old) else { throw CocoaError(.fileReadCorruptFile) }
        return text.replacingOccurrences(of: old, with: new)
    }

    /// One case: the files to make (path in the scratch folder → text), the arguments (`$` is the
    /// scratch folder), the exit status, a text the diagnostics hold, and paths that must (not) exist.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var files: [String: String]
        var arguments: [String]
        var status: Int32
        var message: String
        var absent: [String] = []
        var present: [String] = []
        var testDescription: String { name }
    }

    static let nested = "a/b/c"

    static var cases: [Case] {
        get throws {
            [
                Case(
                    name: "a storyboard identifier that climbs out of the output",
                    files: ["\(nested)/X.storyboard": storyboard(controller: #"storyboardIdentifier="../../../ESCAPED" id="vc1""#)],
                    arguments: ["compile", "$/\(nested)/X.storyboard", "-o", "$/\(nested)/App.storyboardc"], status: 1,
                    message: "X.storyboard:6:33: error: storyboard identifier '../../../ESCAPED' cannot name a nib of the compiled storyboard: it starts with '.'",
                    absent: ["ESCAPED.nib", "a/ESCAPED.nib", "\(nested)/App.storyboardc"]),
                Case(
                    name: "a controller id that climbs out of the output",
                    files: ["\(nested)/X.storyboard": storyboard(controller: #"id="../../../X""#).replacingOccurrences(of: #"initialViewController="vc1""#, with: #"initialViewController="../../../X""#)],
                    arguments: ["compile", "$/\(nested)/X.storyboard", "-o", "$/\(nested)/App.storyboardc"], status: 1,
                    message: "cannot name", absent: ["X-view-v1.nib", "a/X-view-v1.nib", "\(nested)/App.storyboardc"]),
                Case(
                    // (The first scene's nibs are written into the temporary folder before the
                    // second's error: the folder goes, nothing is left.)
                    name: "a second scene whose view id cannot name its nib",
                    files: [
                        "X.storyboard": storyboard(extra: """

                                    <scene sceneID="s2">
                                        <objects>
                                            <viewController storyboardIdentifier="Second" id="vc2" sceneMemberID="viewController">
                                                <view key="view" contentMode="scaleToFill" id="v/2">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                                </view>
                                            </viewController>
                                        </objects>
                                    </scene>
                            """)
                    ],
                    arguments: ["compile", "$/X.storyboard", "-o", "$/App.storyboardc"], status: 1,
                    message: "cannot name the view nib 'vc2-view-v/2'", absent: ["App.storyboardc"]),
                Case(
                    name: "a storyboard identifier with a slash",
                    files: ["X.storyboard": storyboard(controller: #"storyboardIdentifier="a/b" id="vc1""#)],
                    arguments: ["compile", "$/X.storyboard", "-o", "$/App.storyboardc"], status: 1, message: "it contains '/'",
                    absent: ["App.storyboardc"]),
                Case(
                    name: "a navigation controller that is its own root",
                    files: [
                        "X.storyboard": storyboard(extra: """

                                    <scene sceneID="s2">
                                        <objects>
                                            <navigationController storyboardIdentifier="Nav" id="nc1" sceneMemberID="viewController">
                                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nb1">
                                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                </navigationBar>
                                                <connections>
                                                    <segue destination="nc1" kind="relationship" relationship="rootViewController" id="sg1"/>
                                                </connections>
                                            </navigationController>
                                        </objects>
                                    </scene>
                            """)
                    ],
                    arguments: ["compile", "$/X.storyboard", "-o", "$/App.storyboardc"], status: 1,
                    message: "a relationship segue cannot lead to its own view controller", absent: ["App.storyboardc"]),
                Case(
                    name: "an integer attribute beyond Int64 (trapped: SIGILL)", files: ["X.xib": try greeting(#"id="nL1-ab-c01">"#, #"id="nL1-ab-c01" tag="1e30">"#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 1, message: "attribute 'tag' of <label> must be an integer",
                    absent: ["X.nib"]),
                Case(
                    name: "the same, in nibc check", files: ["X.xib": try greeting(#"id="nL1-ab-c01">"#, #"id="nL1-ab-c01" tag="1e30">"#)],
                    arguments: ["check", "$/X.xib"], status: 1, message: "must be an integer"),
                Case(
                    name: "the same, in nibc check --accounting", files: ["X.xib": try greeting(#"id="nL1-ab-c01">"#, #"id="nL1-ab-c01" tag="1e30">"#)],
                    arguments: ["check", "--accounting", "$/X.xib"], status: 1, message: "must be an integer"),
                Case(
                    name: "a line count that is not a number", files: ["X.xib": try greeting(#"id="nL1-ab-c01">"#, #"id="nL1-ab-c01" numberOfLines="NaN">"#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 1, message: "must be an integer from -2^63 to 2^63 - 1, not 'NaN'",
                    absent: ["X.nib"]),
                Case(
                    name: "a constraint priority of 1e999", files: ["X.xib": try greeting(#"id="cW1-ab-c01""#, #"id="cW1-ab-c01" priority="1e999""#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 1, message: "attribute 'priority' of <constraint>", absent: ["X.nib"]),
                Case(
                    name: "a frame of NaN", files: ["X.xib": try greeting(#"width="353" height="29""#, #"width="NaN" height="29""#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 1, message: "attribute 'width' of <rect> must be a finite number, not 'NaN'",
                    absent: ["X.nib"]),
                Case(
                    name: "a frame of 1e999", files: ["X.xib": try greeting(#"width="353" height="29""#, #"width="1e999" height="29""#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 1, message: "must be a finite number", absent: ["X.nib"]),
                Case(
                    name: "a constraint constant of NaN", files: ["X.xib": try greeting(#"constant="100""#, #"constant="NaN""#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 1, message: "attribute 'constant' of <constraint>", absent: ["X.nib"]),
                Case(
                    // (Each segment once looked for its place among its siblings: quadratic.)
                    name: "a segmented control of 30,000 segments, narrower than its dividers, compiles",
                    files: ["X.xib": try greeting("<subviews>", """
                        <subviews><segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="sgH-ab-c01"><rect key="frame" x="0.0" y="0.0" width="10" height="29"/><segments>\(String(repeating: #"<segment title="S"/>"#, count: 30_000))</segments></segmentedControl>
                        """)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 0, message: "", present: ["X.nib"]),
                Case(
                    name: "a font size of 1e30 (trapped: SIGILL) compiles", files: ["X.xib": try greeting(#"pointSize="24""#, #"pointSize="1e30""#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 0, message: "", present: ["X.nib"]),
                Case(
                    name: "a color component of 1e30 (trapped: SIGILL) compiles", files: ["X.xib": try greeting(#"red="0.1""#, #"red="1e30""#)],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 0, message: "", present: ["X.nib"]),
                Case(
                    name: "an encoding XMLParser crashed on (fuzzing: FuzzDocument, FuzzCompile)",
                    files: ["X.xib": try greeting(#"encoding="UTF-8""#, #"encoding="UTF-7""#)],
                    arguments: ["check", "$/X.xib"], status: 1,
                    message: "X.xib:1:21: error: the document declares encoding 'UTF-7'; Interface Builder documents are UTF-8"),
                Case(
                    name: "an unterminated start tag on the last line, before a final newline (trapped: fuzzing, FuzzCompile)",
                    files: ["X.xib": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"x\">\n<a b=\"1\"\n"],
                    arguments: ["check", "$/X.xib"], status: 1, message: "X.xib:4:1: error: malformed XML: '>' was expected"),
                Case(
                    name: "a 12 MB attribute value (XMLParser called it unterminated)",
                    files: ["X.xib": try greeting(#"text="Hello, World!""#, "text=\"" + String(repeating: "x", count: 12_000_000) + "\"")],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 0, message: "", present: ["X.nib"]),
                Case(
                    name: "a processing instruction with no data, on which XMLParser crashed (fuzzing: FuzzDocument, FuzzCompile)",
                    files: ["X.xib": "<?xl?>+<domat\"  .0g=\"Uref9\"?>+<domat\" sVerkolsVerent>\n"],
                    arguments: ["check", "$/X.xib"], status: 1,
                    message: "X.xib:1:1: error: processing instructions are not allowed in Interface Builder documents"),
                Case(
                    name: "a processing instruction after the declaration", files: ["X.xib": try greeting("<document ", "<?x?><document ")],
                    arguments: ["check", "$/X.xib"], status: 1, message: "X.xib:2:1: error: processing instructions are not allowed"),
                Case(
                    name: "NUL bytes, which made libxml2 read the document as UCS-4 and crash (fuzzing: FuzzDocument)",
                    files: ["X.xib": "\u{0}\u{0}\u{0}<\u{11}\u{0}\u{0}\u{1}Z"], arguments: ["check", "$/X.xib"], status: 1,
                    message: "X.xib:1:1: error: the document contains a NUL character (byte 0), which XML does not allow"),
                Case(
                    name: "an IB3 archive's enumeration and flags of 1e300 (trapped: fuzzing, FuzzDocument)",
                    files: ["X.xib": """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                        \t<data>
                        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        \t\t\t<object class="IBUIView" id="1">
                        \t\t\t\t<int key="IBUIContentMode">1e300</int>
                        \t\t\t\t<int key="NSvFlags">1e300</int>
                        \t\t\t</object>
                        \t\t</array>
                        \t</data>
                        </archive>

                        """],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 0, message: "", present: ["X.nib"]),
                Case(
                    name: "-o naming a folder that is not a compiled storyboard",
                    files: ["X.storyboard": storyboard(), "Out/keep.txt": "mine", "Out/Sub/keep.txt": "mine too"],
                    arguments: ["compile", "$/X.storyboard", "-o", "$/Out"], status: 1,
                    message: "is a folder that is not a compiled storyboard (it holds 'Sub')", present: ["Out/keep.txt", "Out/Sub/keep.txt"]),
                Case(
                    name: "-o naming a file", files: ["X.storyboard": storyboard(), "Out.storyboardc": "mine"],
                    arguments: ["compile", "$/X.storyboard", "-o", "$/Out.storyboardc"], status: 1, message: "exists and is not a folder",
                    present: ["Out.storyboardc"]),
                Case(
                    name: "-o naming the input", files: ["X.xib": try greeting("", "")],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.xib"], status: 1, message: "is the document being compiled", present: ["X.xib"]),
                Case(
                    name: "a stale temporary of a killed run is removed, a live one kept",
                    files: ["X.xib": try greeting("", ""), ".X.nib.nibc-999999999-17": "stale", ".Y.nib.nibc-1-5": "init's"],
                    arguments: ["compile", "$/X.xib", "-o", "$/X.nib"], status: 0, message: "", absent: [".X.nib.nibc-999999999-17"],
                    present: ["X.nib", ".Y.nib.nibc-1-5"]),
                Case(
                    name: "an input over --input-limit", files: ["X.xib": try greeting("", "")],
                    arguments: ["--input-limit", "1K", "compile", "$/X.xib", "-o", "$/X.nib"], status: 1,
                    message: "X.xib: error: is larger than 1024 bytes, nibc's input limit", absent: ["X.nib"]),
                Case(
                    name: "an input limit that is no size", files: [:], arguments: ["--input-limit", "-5", "dump", "$/X.nib"], status: 64,
                    message: "--input-limit takes a size"),
                Case(
                    name: "a reference .storyboardc without Info.plist", files: ["Ref.storyboardc/A.nib": "x", "Cand.storyboardc/A.nib": "x"],
                    arguments: ["diff", "$/Ref.storyboardc", "$/Cand.storyboardc"], status: 2, message: "Info.plist: is missing or not a property list"),
                Case(
                    name: "a reference .storyboardc with a garbage Info.plist",
                    files: ["Ref.storyboardc/Info.plist": "garbage", "Cand.storyboardc/Info.plist": "garbage"],
                    arguments: ["diff", "$/Ref.storyboardc", "$/Cand.storyboardc"], status: 2, message: "is missing or not a property list"),
                Case(name: "--sdk -1", files: ["X.xib": try greeting("", "")], arguments: ["compile", "$/X.xib", "-o", "$/X.nib", "--sdk", "-1"], status: 64, message: "--sdk '-1' is not an SDK version", absent: ["X.nib"]),
                Case(name: "--sdk 12.-1", files: ["X.xib": try greeting("", "")], arguments: ["compile", "$/X.xib", "-o", "$/X.nib", "--sdk", "12.-1"], status: 64, message: "is not an SDK version", absent: ["X.nib"]),
                Case(
                    name: "in a batch, a document in error does not stop the others",
                    files: ["A.xib": try greeting(#"id="nL1-ab-c01">"#, #"id="nL1-ab-c01" tag="1e30">"#), "B.xib": try greeting("", "")],
                    arguments: ["compile", "$/A.xib", "$/B.xib", "--compilation-directory", "$/out"], status: 1, message: "must be an integer",
                    absent: ["out/A.nib"], present: ["out/B.nib"]),
            ]
        }
    }

    @Test("each hostile input: a clear error or a correct result, nothing outside the output, nothing destroyed", arguments: try cases)
    func hostile(_ item: Case) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in item.files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let before = try snapshot(folder)
        let run = nibc(item.arguments.map { $0.replacingOccurrences(of: "$", with: folder.path) })
        #expect(run.status == item.status, "\(run.error)")
        #expect(item.message.isEmpty || run.error.contains(item.message), "\(run.error)")
        for path in item.absent { #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path) exists") }
        for path in item.present { #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path), "\(path) is gone") }
        // What was there before is still there, unchanged, unless the run wrote it as its output;
        // nothing hidden is left behind.
        let after = try snapshot(folder)
        for (path, contents) in before where !item.absent.contains(path) {
            #expect(after[path] == contents, "\(path) was changed or removed")
        }
        for path in after.keys where before[path] == nil {
            #expect(!path.split(separator: "/").contains { $0.hasPrefix(".") }, "\(path) was left behind")
        }
    }

    /// A finding of the decompiler's corpus run: writing into a crowded folder (/tmp) read a
    /// directory entry's whole 256-byte name field past the end of the listing's buffer (signal 11
    /// in the release binary, where the buffer ended a mapping). Whether an overread faults depends
    /// on the heap, so this exercises the listing on entries ending at every offset and checks it
    /// lists them all; the fix reads each name in place.
    @Test("writing into a folder of thousands of long names lists it without reading past an entry")
    func crowdedFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Names of every length up to the limit, so that entries end at every offset of a page.
        for index in 0..<4000 {
            let name = String(index) + String(repeating: "n", count: 1 + index % 240)
            _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil)
        }
        let source = folder.appendingPathComponent("A.xib")
        try Data(HostileInputTests.minimalXib.utf8).write(to: source)
        for _ in 0..<3 {
            let run = nibc(["compile", source.path, "-o", folder.appendingPathComponent("A.nib").path])
            #expect(run.status == 0, "\(run.error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 4002)
    }

    static let minimalXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
            </objects>
        </document>
        """

    @Test("replacing a compiled storyboard leaves no old copy or temporary behind")
    func replaces() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("X.storyboard")
        try Data(HostileInputTests.storyboard().utf8).write(to: source)
        let output = folder.appendingPathComponent("X.storyboardc").path
        try FileManager.default.createDirectory(atPath: output + "/Old.nib", withIntermediateDirectories: true)
        for name in ["Info.plist", "Stale.nib", "Old.nib/runtime.nib"] { try Data("old".utf8).write(to: URL(fileURLWithPath: output + "/" + name)) }
        let run = nibc(["compile", source.path, "-o", output])
        #expect(run.status == 0, "\(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["X.storyboard", "X.storyboardc"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["Info.plist", "Main.nib", "vc1-view-v1.nib"])
    }

    @Test("four compiles to one .storyboardc at once all succeed, with one complete result")
    func concurrent() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("X.storyboard").path
        try Data(HostileInputTests.storyboard().utf8).write(to: URL(fileURLWithPath: source))
        let output = folder.appendingPathComponent("X.storyboardc").path
        let statuses = Statuses()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<5 { statuses.add(nibc(["compile", source, "-o", output]).status) }
        }
        #expect(statuses.all == [Int32](repeating: 0, count: 20))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["X.storyboard", "X.storyboardc"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output).sorted() == ["Info.plist", "Main.nib", "vc1-view-v1.nib"])
    }

    final class Statuses: @unchecked Sendable {
        private let lock = NSLock()
        private var statuses: [Int32] = []
        func add(_ status: Int32) { lock.withLock { statuses.append(status) } }
        var all: [Int32] { lock.withLock { statuses } }
    }

    /// Every file under `folder` (hidden ones too) by relative path, with its bytes.
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            let full = folder.path + "/" + path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
            }
        }
        return files
    }
}
