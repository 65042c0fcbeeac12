// CommandTests.swift — `nibc` commands in-process: help, exit statuses, messages, atomic output,
// nib directories and standard input.

import Foundation
import NibArchive
import NibTestSupport
import Testing

@testable import NibcCLI

@Suite("nibc commands")
struct CommandTests {
    static let sample = Corpus.projectRoot.appendingPathComponent("Samples/HelloWorld.nib").path
    static let sampleJSON = Corpus.projectRoot.appendingPathComponent("Samples/HelloWorld.json").path

    static let usageCases: [(arguments: [String], status: Int32, stream: String, contains: String)] = [
        ([], 64, "error", "USAGE: nibc <command>"),
        (["--help"], 0, "output", "COMMANDS:"),
        (["-h"], 0, "output", "dump"),
        (["help"], 0, "output", "assemble"),
        (["help", "dump"], 0, "output", "--format json"),
        (["dump", "--help"], 0, "output", "USAGE: nibc dump"),
        (["assemble", "-h"], 0, "output", "JSON SCHEMA"),
        (["--version"], 0, "output", "nibc \(Nibc.version)"),
        (["frobnicate"], 64, "error", "unknown command 'frobnicate'"),
        (["help", "frobnicate"], 64, "error", "unknown command 'frobnicate'"),
        (["dump"], 64, "error", "missing the nib to dump"),
        (["dump", "a.nib", "b.nib"], 64, "error", "dump takes one nib"),
        (["dump", "--format", "yaml", "a.nib"], 64, "error", "unknown format 'yaml'"),
        (["dump", "--format"], 64, "error", "option --format needs a value"),
        (["dump", "--colour", "a.nib"], 64, "error", "unknown option --colour"),
        (["assemble", "a.json"], 64, "error", "missing -o <output.nib>"),
        (["assemble", "-o", "x.nib"], 64, "error", "missing the JSON file to assemble"),
        (["decompile", "--help"], 0, "output", "USAGE: nibc decompile"),
        (["decompile"], 64, "error", "missing the nib to decompile"),
        (["decompile", "a.nib", "b.nib"], 64, "error", "decompile takes one nib"),
    ]

    @Test("help, usage errors and exit statuses", arguments: usageCases.indices)
    func usage(_ index: Int) {
        let testCase = CommandTests.usageCases[index]
        let run = nibc(testCase.arguments)
        #expect(run.status == testCase.status, "\(testCase.arguments)")
        let text = testCase.stream == "output" ? run.output : run.error
        #expect(text.contains(testCase.contains), "\(testCase.arguments): \(text)")
    }

    @Test("an unreadable or malformed input is exit 1 with 'path: error: …'")
    func invalidInput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let garbage = folder.appendingPathComponent("garbage.nib").path
        try Data("this is not a nib, it is much too long to be one though".utf8).write(to: URL(fileURLWithPath: garbage))
        let plist = folder.appendingPathComponent("old.nib").path
        try Data("bplist00".utf8 + [0, 0, 0]).write(to: URL(fileURLWithPath: plist))
        let missing = folder.appendingPathComponent("missing.nib").path
        let emptyFolder = folder.appendingPathComponent("Empty.nib").path
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)

        for (arguments, message) in [
            (["dump", missing], "\(missing): error: No such file or directory"),
            (["dump", garbage], "\(garbage): error: header at byte 0: not a NIBArchive file"),
            (["dump", plist], "\(plist): error: this is a binary property list"),
            (["dump", emptyFolder], "\(emptyFolder): error: contains no NIBArchive files"),
            (["dump", "--format", "json", emptyFolder], "\(emptyFolder): error: is not a nib directory"),
            (["assemble", missing, "-o", folder.appendingPathComponent("x.nib").path], "\(missing): error: No such file"),
        ] {
            let run = nibc(arguments)
            #expect(run.status == 1, "\(arguments)")
            #expect(run.error.hasPrefix(message), "\(arguments): \(run.error)")
            #expect(run.output.isEmpty)
        }
        let truncated = try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandTests.sample))).prefix(60)
        let run = nibc(["dump", "-"], input: Array(truncated))
        #expect(run.status == 1)
        // The sample's header says 26 objects at byte 50; 60 bytes leave room for 10 bytes of them.
        #expect(run.error == "<stdin>: error: objects table at byte 18: count 26 cannot fit in the 10 bytes after the table's offset\n")
    }

    @Test("dump prints the tree of a file, of standard input, and writes -o atomically")
    func dump() throws {
        let expected = try NibArchive(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandTests.sample)))).dump()
        let run = nibc(["dump", CommandTests.sample])
        #expect(run.status == 0 && run.error.isEmpty)
        #expect(run.output == expected)
        #expect(run.output.contains("UIText = @10 NSString \"Hello, World!\""))
        let stdin = nibc(["dump", "-"], input: try [UInt8](Data(contentsOf: URL(fileURLWithPath: CommandTests.sample))))
        #expect(stdin.output == expected)

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("dump.txt").path
        #expect(nibc(["dump", "-o", out, CommandTests.sample]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == expected)
    }

    @Test("decompile writes the sample's document (standard output or -o), --report lists what did not come back")
    func decompile() throws {
        let run = nibc(["decompile", "--report", CommandTests.sample])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\""))
        #expect(run.output.contains("text=\"Hello, World!\""))
        #expect(run.error.contains("not recovered: File's Owner's class"))
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("HelloWorld.xib").path
        #expect(nibc(["decompile", CommandTests.sample, "-o", out]).status == 0)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == run.output)
        // Not a nib: exit 1 with the path.
        let bad = nibc(["decompile", "-"], input: Array("not a nib".utf8))
        #expect(bad.status == 1 && !bad.error.isEmpty)
    }

    @Test("assemble rebuilds the sample byte for byte; a failure leaves the old output alone")
    func assemble() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("Hello.nib").path
        #expect(nibc(["assemble", CommandTests.sampleJSON, "-o", out]).status == 0)
        let original = try Data(contentsOf: URL(fileURLWithPath: CommandTests.sample))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == original)

        // Invalid JSON: exit 1 at file:line:column, the existing output untouched, no temporary file left.
        let bad = folder.appendingPathComponent("bad.json").path
        let sampleText = try String(contentsOfFile: CommandTests.sampleJSON, encoding: .utf8)
        try Data(sampleText.replacingOccurrences(of: "\"coderVersion\": 10", with: "\"coderVersion\": 12").utf8)
            .write(to: URL(fileURLWithPath: bad))
        let run = nibc(["assemble", bad, "-o", out])
        #expect(run.status == 1)
        #expect(run.error == "\(bad):1:38: error: coderVersion 12 is out of range (9...10)\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Hello.nib", "bad.json"])

        // An output folder that does not exist: exit 1, nothing written.
        let nowhere = folder.appendingPathComponent("no/such/folder/x.nib").path
        let failed = nibc(["assemble", CommandTests.sampleJSON, "-o", nowhere])
        #expect(failed.status == 1)
        #expect(failed.error.hasPrefix("\(nowhere): error: No such file or directory"))

        // Standard input.
        let piped = nibc(["assemble", "-", "-o", out], input: [UInt8](try Data(contentsOf: URL(fileURLWithPath: CommandTests.sampleJSON))))
        #expect(piped.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == original)
    }

    @Test("a nib directory: text dumps every member, JSON the member UIKit loads", .needsCorpus)
    func nibDirectory() throws {
        let root = try #require(Corpus.root)
        let directories = Corpus.files(under: root).map { $0.deletingLastPathComponent() }
            .filter { $0.lastPathComponent.hasSuffix(".nib") }
        let directory = try #require(Set(directories).sorted { $0.path < $1.path }.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("runtime.nib").path)
        })
        let members = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".nib") }.sorted()
        #expect(members.count >= 2)
        let text = nibc(["dump", directory.path])
        #expect(text.status == 0)
        for member in members { #expect(text.output.contains("# == \(directory.path)/\(member) ==")) }

        let json = nibc(["dump", "--format", "json", directory.path])
        #expect(json.status == 0)
        let loaded = try #require(NibDirectory.member(of: members))
        #expect(loaded != "runtime.nib" || !members.contains { $0.hasPrefix("objects-") })
        let bytes = try [UInt8](Data(contentsOf: directory.appendingPathComponent(loaded)))
        #expect(json.output == (try NibArchive(bytes: bytes)).jsonText())
    }

    @Test("a .storyboardc: text dumps every nib, then its Info.plist", .needsCorpus)
    func storyboardFolder() throws {
        let root = try #require(Corpus.root)
        let folder = root.appendingPathComponent("conformance/ios/Flutter-Main/expected/Main.storyboardc").path
        let text = nibc(["dump", folder])
        #expect(text.status == 0)
        #expect(text.output.contains("# == \(folder)/UIViewController-BYZ-38-t0r.nib =="))
        #expect(text.output.contains("# == \(folder)/BYZ-38-t0r-view-8bC-Xf-vdC.nib =="))
        // The plist's content as Python's plistlib reads it from ibtool's file.
        #expect(
            text.output.hasSuffix(
                """
                # == \(folder)/Info.plist ==
                UIStoryboardDesignatedEntryPointIdentifier = "UIViewController-BYZ-38-t0r"
                UIStoryboardVersion = 1
                UIViewControllerIdentifiersToNibNames =
                  UIViewController-BYZ-38-t0r = "UIViewController-BYZ-38-t0r"

                """))
    }

    @Test("a macOS storyboard's Info.plist has ibtool's NS keys and values (its controllers' UUIDs aside)", .needsCorpus)
    func appKitStoryboardInfo() throws {
        let root = try #require(Corpus.root)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["sb-toolbar/sb_toolbar", "sb-button-hug/sb_button_hug"] {
            let source = root.appendingPathComponent("conformance/macos/\(name).storyboard").path
            let output = folder.appendingPathComponent((name as NSString).lastPathComponent + ".storyboardc")
            let run = nibc(["compile", source, "-o", output.path])
            #expect(run.status == 0, "\(run.error)")
            let expectedFolder = root.appendingPathComponent("conformance/macos/\((name as NSString).deletingLastPathComponent)/expected")
                .appendingPathComponent((name as NSString).lastPathComponent + ".storyboardc")
            func plist(_ url: URL) throws -> [String: Any] {
                let data = try Data(contentsOf: url.appendingPathComponent("Info.plist"))
                return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
            }
            var (ours, theirs) = (try plist(output), try plist(expectedFolder))
            // (ibtool's UUIDs are random: the identifiers they are for must agree.)
            let ourUUIDs = try #require(ours.removeValue(forKey: "NSViewControllerIdentifiersToUUIDs") as? [String: String])
            let theirUUIDs = try #require(theirs.removeValue(forKey: "NSViewControllerIdentifiersToUUIDs") as? [String: String])
            #expect(Set(ourUUIDs.keys) == Set(theirUUIDs.keys), "\(name)")
            #expect(NSDictionary(dictionary: ours).isEqual(to: theirs), "\(name): \(ours) vs \(theirs)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
                    == FileManager.default.contentsOfDirectory(atPath: expectedFolder.path).sorted(), "\(name)")
        }
    }

    // Cloudinary (built for iOS 6.0: `<deployment version="1536">`): ibtool writes each nib as a
    // directory of runtime.nib, objects.nib and objects-8.0+.nib, and Info.plist twice.
    @Test("a storyboard built for iOS 6 is written as Apple's set of nib directories and Info.plists", .needsCorpus)
    func iOS6StoryboardFolder() throws {
        let root = try #require(Corpus.root)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pair = root.appendingPathComponent("conformance/ios/Cloudinary-Main")
        let output = folder.appendingPathComponent("Main.storyboardc")
        func files(_ url: URL) throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: url.path).sorted()
        }
        let expected = try files(pair.appendingPathComponent("expected/Main.storyboardc"))
        // Twice: the second run replaces the folder it wrote.
        for _ in 0..<2 {
            let run = nibc(["compile", pair.appendingPathComponent("Main.storyboard").path, "-o", output.path, "--sdk", "8.0"])
            #expect(run.status == 0 && run.error.contains("warning: the document is built for iOS 6.0"), "\(run.error)")
            #expect(try files(output) == expected)
        }
        let plists = try ["Info.plist", "Info-8.0+.plist"].map { try Data(contentsOf: output.appendingPathComponent($0)) }
        #expect(plists[0] == plists[1])
    }

    @Test("every corpus nib dumps as text, in-process")
    func dumpsCorpus() throws {
        let nibs = Corpus.nibArchives()
        for nib in nibs {
            let run = nibc(["dump", nib.url.path])
            #expect(run.status == 0 && run.error.isEmpty, "\(Corpus.relativePath(nib.url)): \(run.error)")
            #expect(run.output.hasPrefix("# NIBArchive format 1, coder "))
        }
        if Corpus.root != nil { #expect(nibs.count >= 402) }
    }
}
