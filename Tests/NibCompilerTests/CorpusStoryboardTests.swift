// CorpusStoryboardTests.swift — every iOS, tvOS and macOS corpus storyboard compiles into nibs that
// read back, compile the same twice, decode with nibdump.py, and whose Info.plist and UINibName
// (NSNibName) values only name nibs that exist (issues 5 and 32).

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

/// Compiles a storyboard's bytes; nil with the diagnostics when it does not compile.
func compileStoryboard(_ bytes: [UInt8], path: String) -> (storyboard: CompiledStoryboard?, diagnostics: Diagnostics) {
    var (document, diagnostics) = resolvedDocument(bytes, path: path)
    guard let document else { return (nil, diagnostics) }
    return (NibCompiler.compileStoryboard(document, diagnostics: &diagnostics), diagnostics)
}

@Suite("Compiling the corpus storyboards")
struct CorpusStoryboardTests {
    /// The strings of every `key` value (`UINibName`, AppKit's `NSNibName`) in an archive.
    static func nibNames(in archive: NibArchive, key: String = "UINibName") -> [String] {
        archive.values.compactMap { value -> String? in
            guard archive.keys[value.keyIndex] == key, case .object(let target) = value.payload else { return nil }
            let object = archive.objects[target]
            guard object.valueCount == 1, case .data(let bytes) = archive.values[object.firstValueIndex].payload else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test("every iOS/tvOS corpus storyboard compiles; nib names resolve; the same twice", .needsCorpus)
    func everyStoryboardCompiles() throws {
        let files = Corpus.uiKitStoryboards()
        #expect(files.count >= 240, "found \(files.count)")
        let (compiled, nibs) = try CorpusStoryboardTests.compileAll(files, nibNameKey: "UINibName")
        print("corpus storyboards: \(compiled)/\(files.count) compiled into \(nibs) nibs")
    }

    @Test("every macOS corpus storyboard compiles; nib names resolve, each scene nib has its UUID; the same twice", .needsCorpus)
    func everyAppKitStoryboardCompiles() throws {
        let files = Corpus.appKitStoryboards()
        #expect(files.count >= 35, "found \(files.count)")
        let (compiled, nibs) = try CorpusStoryboardTests.compileAll(files, nibNameKey: "NSNibName") { url, storyboard in
            let info = try #require(storyboard.appKit, "\(Corpus.relativePath(url)): a macOS storyboard's Info.plist keys")
            // Every scene nib but the main menu's has its controller's UUID, and only those.
            let sceneNibs = Set(storyboard.identifiersToNibNames.map(\.identifier)).subtracting(["MainMenu"])
            #expect(Set(info.uuids.map(\.identifier)) == sceneNibs, "\(Corpus.relativePath(url))")
            #expect(Set(info.uuids.map(\.uuid)).count == info.uuids.count, "\(Corpus.relativePath(url)): two controllers share a UUID")
        }
        print("macOS corpus storyboards: \(compiled)/\(files.count) compiled into \(nibs) nibs")
    }

    /// Compiles each storyboard of `files`: it must compile, its nibs have distinct names, every
    /// name Info.plist and the `nibNameKey` values give is a nib of the output, the nibs read back
    /// and a second compile gives the same bytes; `check` looks at more.
    static func compileAll(
        _ files: [URL], nibNameKey: String, check: (URL, CompiledStoryboard) throws -> Void = { _, _ in }
    ) throws -> (compiled: Int, nibs: Int) {
        var compiled = 0
        var nibs = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let (storyboard, diagnostics) = compileStoryboard(bytes, path: url.path)
            guard let storyboard else {
                Issue.record("\(Corpus.relativePath(url)): \(diagnostics.all.filter { $0.severity == .error }.map(\.description))")
                continue
            }
            compiled += 1
            nibs += storyboard.nibs.count
            let names = Set(storyboard.nibs.map(\.name))
            // Each nib is a file of the folder: two of one name would overwrite each other.
            #expect(names.count == storyboard.nibs.count, "\(Corpus.relativePath(url)): two nibs share a name")
            for entry in storyboard.identifiersToNibNames {
                #expect(names.contains(entry.nibName), "\(Corpus.relativePath(url)): Info.plist names a missing nib \(entry.nibName)")
            }
            if let entryPoint = storyboard.entryPoint {
                #expect(storyboard.identifiersToNibNames.contains { $0.identifier == entryPoint }, "\(Corpus.relativePath(url))")
            }
            for nib in storyboard.nibs {
                let written = try nib.archive.serialized()
                #expect(try NibArchive(bytes: written) == nib.archive)
                for name in CorpusStoryboardTests.nibNames(in: nib.archive, key: nibNameKey) {
                    #expect(names.contains(name), "\(Corpus.relativePath(url)): \(nib.name) has \(nibNameKey) \(name), not in the output")
                }
            }
            try check(url, storyboard)
            let again = compileStoryboard(bytes, path: url.path).storyboard
            #expect(try again?.nibs.map { try $0.archive.serialized() } == storyboard.nibs.map { try $0.archive.serialized() })
        }
        return (compiled, nibs)
    }

    @Test("two controllers with one storyboard identifier: the first keeps it, the second is a warning at its element")
    func duplicateIdentifier() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="aaa-aa-aaa">
                <scenes>
                    <scene sceneID="s01-aa-aaa">
                        <objects>
                            <viewController storyboardIdentifier="Same" id="aaa-aa-aaa" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="s02-aa-aaa">
                        <objects>
                            <viewController storyboardIdentifier="Same" id="bbb-bb-bbb" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let (storyboard, diagnostics) = compileStoryboard(Array(text.utf8), path: "Same.storyboard")
        #expect(try #require(storyboard).nibs.map(\.name) == ["Same"])
        let warning = try #require(diagnostics.all.first { $0.severity == .warning })
        #expect(warning.description.hasPrefix("Same.storyboard:11:17: warning: storyboard identifier 'Same' is used by an earlier view controller"))
        #expect(warning.notes.first?.description == "Same.storyboard:6:17: note: the view controller compiled as 'Same'")
    }

    @Test("storyboard outputs decode with nibdump.py without deviations (every 3rd corpus storyboard)", .needsCorpus, .needsPython)
    func nibdumpReadsOutputs() throws {
        let shared = try #require(Corpus.sharedRoot)
        let files = Corpus.uiKitStoryboards().enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (index, url) in files.enumerated() {
            guard let storyboard = compileStoryboard(try [UInt8](Data(contentsOf: url)), path: url.path).storyboard else { continue }
            for (nibIndex, nib) in storyboard.nibs.enumerated() {
                let out = folder.appendingPathComponent("\(index)-\(nibIndex).nib")
                try Data(try nib.archive.serialized()).write(to: out)
                paths.append(out.path)
            }
        }
        #expect(!paths.isEmpty)
        try expectNibdumpReads(paths, shared: shared)
    }
}
