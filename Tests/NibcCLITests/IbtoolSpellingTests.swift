// IbtoolSpellingTests.swift — `nibc compile` as build systems call ibtool: `--compile OUT IN`, the
// report options and formats, unknown options, the `ibtool` program name, `--sdk`.

import Foundation
import NibArchive
import NibTestSupport
import Testing

@testable import NibcCLI

@Suite("ibtool's command line")
struct IbtoolSpellingTests {
    static let sample = Corpus.projectRoot.appendingPathComponent("Samples/Greeting.xib").path
    /// A xib with one element the compiler leaves out: one warning.
    static let warned = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="range" keyPath="selection"/>
                    </userDefinedRuntimeAttributes>
                </view>
            </objects>
        </document>

        """

    func writeWarned(in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("W.xib").path
        try IbtoolSpellingTests.warned.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("--compile OUT IN writes the same nib as compile IN -o OUT")
    func compileSpelling() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.nib").path
        let b = folder.appendingPathComponent("b.nib").path
        #expect(nibc(["compile", IbtoolSpellingTests.sample, "-o", a]).status == 0)
        let run = nibc(["--errors", "--warnings", "--compile", b, IbtoolSpellingTests.sample, "--module", "App", "--target-device", "iphone", "--target-device", "ipad"])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.contents(atPath: a) == FileManager.default.contents(atPath: b))
    }

    /// The files of a folder and their bytes.
    func files(in folder: String) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            result[name] = FileManager.default.contents(atPath: folder + "/" + name)
        }
        return result
    }

    @Test("--compilation-directory DIR IN writes DIR/<name>.storyboardc (or .nib), as compile IN -o does")
    func compilationDirectory() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = Corpus.projectRoot.appendingPathComponent("Samples/Catalog.storyboard").path
        let reference = folder.appendingPathComponent("reference.storyboardc").path
        #expect(nibc(["compile", storyboard, "-o", reference]).status == 0)
        let run = nibc(["--compilation-directory", folder.path, storyboard, "--module", "Catalog", "--errors"])
        #expect(run.status == 0, "\(run.error)")
        let written = files(in: folder.appendingPathComponent("Catalog.storyboardc").path)
        #expect(written.count == 11 && written == files(in: reference))
        #expect(nibc(["--compilation-directory", folder.path, IbtoolSpellingTests.sample]).status == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Greeting.nib").path))
        #expect(nibc(["compile", storyboard, "-o", reference, "--compilation-directory", folder.path]).status == 64)
    }

    @Test("--link DIR X.storyboardc copies the folder into DIR, replacing an older copy")
    func link() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("App.app").path
        try FileManager.default.createDirectory(atPath: bundle + "/Main.storyboardc", withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: bundle + "/Main.storyboardc/Old.nib"))
        // An older copy is a compiled storyboard: its Info.plist beside its nibs (a folder that is
        // not one is refused: HostileInputTests).
        try Data("stale".utf8).write(to: URL(fileURLWithPath: bundle + "/Main.storyboardc/Info.plist"))
        let compiled = folder.appendingPathComponent("Main.storyboardc").path
        let storyboard = Corpus.projectRoot.appendingPathComponent("Samples/Catalog.storyboard").path
        #expect(nibc(["compile", storyboard, "-o", compiled]).status == 0)
        let run = nibc(["--link", bundle, compiled])
        #expect(run.status == 0, "\(run.error)")
        #expect(files(in: bundle + "/Main.storyboardc") == files(in: compiled))
        #expect(nibc(["link", bundle + "/missing", compiled]).status == 1)
        #expect(nibc(["link", bundle]).status == 64)
    }

    @Test("report formats: the ibtool keys, the kinds asked for", arguments: [
        (["--output-format", "human-readable-text", "--warnings"], "/* com.apple.ibtool.document.warnings */\n"),
        (["--output-format", "xml1", "--warnings"], "<key>com.apple.ibtool.document.warnings</key>"),
        (["--output-format", "xml1", "--errors"], "<dict>\n</dict>"),
    ])
    func reports(options: [String], contains: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeWarned(in: folder)
        let run = nibc(options + ["--compile", folder.appendingPathComponent("W.nib").path, input])
        #expect(run.status == 0)
        #expect(run.output.contains(contains), "\(run.output)")
        #expect(run.error.isEmpty, "the report replaces the plain diagnostics: \(run.error)")
    }

    @Test("binary1 is a binary property list with the warnings")
    func binaryReport() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = try writeWarned(in: folder)
        var bytes: [UInt8] = []
        let io = CommandIO(writeOutput: { _ in }, writeError: { _ in }, readInput: { _ in [] }, writeOutputBytes: { bytes += $0 })
        let status = Nibc.main(arguments: ["--output-format", "binary1", "--compile", folder.appendingPathComponent("W.nib").path, input], io: io)
        #expect(status == 0)
        let plist = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any]
        let warnings = plist?["com.apple.ibtool.document.warnings"] as? [[String: Any]]
        #expect(warnings?.count == 1)
        // A range-typed runtime attribute is not compiled yet (line 7 of the document).
        #expect((warnings?.first?["line"] as? Int) == 7)
        #expect((warnings?.first?["description"] as? String)?.contains("<userDefinedRuntimeAttribute>") == true)
    }

    @Test("an unknown ibtool option is a warning, not a failure; nibc's own spelling stays strict")
    func unknownOptions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("G.nib").path
        let run = nibc(["--compile", output, IbtoolSpellingTests.sample, "--strip-nib-future", "--flatten", "NO"])
        #expect(run.status == 0)
        #expect(run.error.contains("ignoring ibtool option --strip-nib-future"))
        // `--flatten` takes its value: `NO` is not read as a second document.
        #expect(run.error.contains("note: --flatten NO"))
        #expect(nibc(["compile", IbtoolSpellingTests.sample, "-o", output, "--strip-nib-future"]).status == 64)
    }

    @Test("--output-partial-info-plist gets an empty property list")
    func partialInfoPlist() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("partial.plist").path
        let run = nibc(["--compile", folder.appendingPathComponent("G.nib").path, IbtoolSpellingTests.sample, "--output-partial-info-plist", plist])
        #expect(run.status == 0)
        let data = try #require(FileManager.default.contents(atPath: plist))
        #expect((try PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any])?.isEmpty == true)
    }

    @Test("--sdk takes versions and SDK paths; a bad one is a usage error", arguments: [
        ("12.1", 0), ("iphoneos12.1", 0), ("/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS13.2.sdk", 0),
        ("latest", 64), ("", 64),
    ])
    func sdk(value: String, status: Int32) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = nibc(["compile", IbtoolSpellingTests.sample, "-o", folder.appendingPathComponent("G.nib").path, "--sdk", value])
        #expect(run.status == status, "\(value): \(run.error)")
    }

    @Test("invoked as ibtool (a symbolic link), the executable takes ibtool's command line")
    func programName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("ibtool").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: builtNibc)
        let output = folder.appendingPathComponent("G.nib").path
        let run = try Subprocess.run(link, ["--errors", "--warnings", "--output-format", "human-readable-text", "--compile", output, IbtoolSpellingTests.sample])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileManager.default.fileExists(atPath: output))
        #expect(try Subprocess.run(link, ["--version"]).output.contains("as ibtool"))
    }
}

@Suite("Info.plist encoding")
struct BinaryPropertyListTests {
    @Test("bplist00 reads back with Foundation: long dictionaries, long and non-ASCII strings, integers of every width")
    func roundTrip() throws {
        let entries = (0..<20).map { ("Scene\($0)-é", BinaryPropertyList.string(String(repeating: "n", count: $0) + "ü")) }
        let plist = BinaryPropertyList.dictionary([
            ("names", .dictionary(entries)), ("small", .integer(1)), ("medium", .integer(300)), ("large", .integer(70_000)),
            ("huge", .integer(5_000_000_000)), ("long key that is longer than fifteen", .string("ascii")),
        ])
        let decoded = try #require(
            try PropertyListSerialization.propertyList(from: Data(plist.encoded()), format: nil) as? [String: Any])
        let names = try #require(decoded["names"] as? [String: String])
        #expect(names.count == 20)
        #expect(names["Scene19-é"] == String(repeating: "n", count: 19) + "ü")
        #expect(decoded["small"] as? Int == 1 && decoded["medium"] as? Int == 300)
        #expect(decoded["large"] as? Int == 70_000 && decoded["huge"] as? Int == 5_000_000_000)
        #expect(decoded["long key that is longer than fifteen"] as? String == "ascii")
    }
}

@Suite("Output names of several documents")
struct OutputNameTests {
    // An input's output in --compilation-directory: its last path component, `.xib` → `.nib`,
    // `.storyboard` → `.storyboardc`, anything else + `.nib`, as ibtool names them.
    @Test(
        "each input's output is named after its last path component",
        arguments: [
            ("Views/Login.xib", "out", "out/Login.nib"),
            ("Main.storyboard", "out/", "out/Main.storyboardc"),
            ("/abs/path/Base.lproj/LaunchScreen.storyboard", "/tmp/o", "/tmp/o/LaunchScreen.storyboardc"),
            ("a//b.xib", "o", "o/b.nib"),
            ("dir/Named.xib/", "o", "o/Named.nib"),
            ("NoExtension", "o", "o/NoExtension.nib"),
            ("Ünïcødé/Vüe.xib", "o", "o/Vüe.nib"),
            ("/", "o", "o//.nib"),
        ])
    func outputName(_ input: String, _ folder: String, _ expected: String) {
        #expect(CompileCommand.output(for: input, in: folder) == expected)
    }
}
