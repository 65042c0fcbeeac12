// BuildSystemInvocationTests.swift — ibtool's command lines as build systems write them (Xcode's
// compiler specs for xibs, storyboards and the link step; Bazel's rules_apple), each a row: the
// arguments, run against Samples/, and the outputs and diagnostics they must give.

import Foundation
import NibArchive
import NibTestSupport
import Testing

@testable import NibcCLI

@Suite("Build systems' ibtool invocations")
struct BuildSystemInvocationTests {
    /// One invocation: `{S}` is the Samples folder, `{T}` a fresh temporary folder (holding
    /// `fr.strings`, a translation of Greeting.xib's and Catalog.storyboard's texts).
    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: String
        var status: Int32 = 0
        /// Files or folders (under `{T}`) that must exist afterwards, each the same as `nibc compile`
        /// of the named sample writes (nil: only exist), translated when the row says so.
        var outputs: [(path: String, sample: String?)] = []
        /// Lines the standard error must contain.
        var notes: [String] = []
        /// The outputs hold the French texts.
        var translated = false
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(
            name: "Xcode, a xib",
            arguments: """
                --errors --warnings --notices --module Greeting --output-partial-info-plist {T}/Greeting-PartialInfo.plist \
                --auto-activate-custom-fonts --target-device iphone --target-device ipad --minimum-deployment-target 15.0 \
                --output-format human-readable-text --compile {T}/Greeting.nib {S}/Greeting.xib
                """,
            outputs: [("Greeting.nib", "Greeting.xib"), ("Greeting-PartialInfo.plist", nil)],
            notes: ["nibc: note: --auto-activate-custom-fonts: nibc lays out no text"]),
        Row(
            name: "Xcode, a xib with every optional option",
            arguments: """
                --errors --warnings --notices --module Greeting --output-partial-info-plist {T}/Greeting-PartialInfo.plist \
                --auto-activate-custom-fonts --target-device iphone --minimum-deployment-target 15.0 \
                --output-format human-readable-text --flatten NO --platform iphoneos --companion-strings-file fr:{T}/fr.strings \
                --plugin {T}/P.ibplugin --plugin-dir {T}/plugins --use-nibkeyedarchiver-for-macos --compilation-mode-for-ios fast \
                --compile {T}/Greeting.nib {S}/Greeting.xib
                """,
            outputs: [("Greeting.nib", "Greeting.xib")],
            notes: [
                "nibc: note: --flatten NO: nibc writes flattened nibs", "nibc: note: --plugin {T}/P.ibplugin: nibc loads no Interface Builder plugins",
                "nibc: note: --plugin-dir {T}/plugins", "nibc: note: --use-nibkeyedarchiver-for-macos", "nibc: note: --compilation-mode-for-ios fast",
            ],
            translated: true),
        Row(
            name: "Xcode, a storyboard",
            arguments: """
                --errors --warnings --notices --module Catalog --output-partial-info-plist {T}/Catalog-SBPartialInfo.plist \
                --auto-activate-custom-fonts --target-device iphone --target-device ipad --minimum-deployment-target 15.0 \
                --output-format human-readable-text --compilation-directory {T}/build {S}/Catalog.storyboard
                """,
            outputs: [("build/Catalog.storyboardc", "Catalog.storyboard"), ("Catalog-SBPartialInfo.plist", nil)]),
        Row(
            name: "Xcode, a storyboard with a companion strings file",
            arguments: """
                --errors --warnings --module Catalog --target-device iphone --minimum-deployment-target 15.0 --platform iphoneos \
                --companion-strings-file fr:{T}/fr.strings --compilation-directory {T}/fr {S}/Catalog.storyboard
                """,
            outputs: [("fr/Catalog.storyboardc", "Catalog.storyboard")], translated: true),
        Row(
            name: "Bazel rules_apple, a xib",
            arguments: "--compile {T}/Greeting.nib --minimum-deployment-target 15.0 --target-device iphone --target-device ipad --module Greeting {S}/Greeting.xib",
            outputs: [("Greeting.nib", "Greeting.xib")]),
        Row(
            name: "Bazel rules_apple, a storyboard",
            arguments: "--compilation-directory {T}/out --minimum-deployment-target 15.0 --target-device iphone --module Catalog {S}/Catalog.storyboard",
            outputs: [("out/Catalog.storyboardc", "Catalog.storyboard")]),
        Row(
            name: "strings: ibtool --generate-strings-file",
            arguments: "--generate-strings-file {T}/Greeting.strings {S}/Greeting.xib",
            outputs: [("Greeting.strings", nil)]),
        Row(
            name: "strings: ibtool --export-strings-file of a storyboard",
            arguments: "--export-strings-file {T}/Catalog.strings {S}/Catalog.storyboard",
            outputs: [("Catalog.strings", nil)]),
        Row(
            name: "strings: ibtool --import-strings-file --write",
            arguments: "--import-strings-file {T}/fr.strings --write {T}/fr.xib {S}/Greeting.xib",
            outputs: [("fr.xib", nil)],
            notes: ["fr.strings:", "names no localizable text of"]),
        Row(name: "--flatten takes YES or NO", arguments: "--flatten maybe --compile {T}/G.nib {S}/Greeting.xib", status: 64),
        Row(
            name: "an unknown --platform (a later Xcode's) is a note, not an error",
            arguments: "--platform iphone --compile {T}/G.nib {S}/Greeting.xib", outputs: [("G.nib", "Greeting.xib")],
            notes: ["nibc: note: --platform iphone: not an SDK platform nibc knows"]),
        Row(
            name: "an unknown --target-device (a later Xcode's) is a note, not an error",
            arguments: "--target-device phone --compile {T}/G.nib {S}/Greeting.xib", outputs: [("G.nib", "Greeting.xib")],
            notes: ["nibc: note: --target-device phone: not a device family nibc knows"]),
        Row(name: "--companion-strings-file is LANGUAGE:PATH", arguments: "--companion-strings-file fr.strings --compile {T}/G.nib {S}/Greeting.xib", status: 64),
        Row(name: "--minimum-deployment-target is a version", arguments: "--minimum-deployment-target latest --compile {T}/G.nib {S}/Greeting.xib", status: 64),
        Row(
            name: "--platform macosx for an iOS document: compiled for its own platform, with a warning",
            arguments: "--platform macosx --compile {T}/G.nib {S}/Greeting.xib", outputs: [("G.nib", "Greeting.xib")],
            notes: ["warning: --platform macosx does not build documents of targetRuntime 'iOS.CocoaTouch'"]),
    ]

    static let samples = Corpus.projectRoot.appendingPathComponent("Samples").path

    /// The French table: every text of Greeting.xib and Catalog.storyboard, bracketed.
    static func frenchTable() throws -> [UInt8] {
        var entries: [String] = []
        for sample in ["Greeting.xib", "Catalog.storyboard"] {
            let run = nibc(["strings", "export", samples + "/" + sample, "-o", "-", "--encoding", "utf-8"])
            #expect(run.status == 0, "\(run.error)")
            for line in run.output.split(separator: "\n") where line.hasPrefix("\"") {
                // "key" = "value";  →  "key" = "«value»";
                guard let equals = line.range(of: "\" = \"") else { continue }
                entries.append(String(line[..<equals.upperBound]) + "«" + String(line[equals.upperBound...].dropLast(2)) + "»\";")
            }
        }
        entries.append("\"no-such-id.text\" = \"?\";")
        return Array(entries.joined(separator: "\n").utf8)
    }

    @Test("each invocation gives its outputs and notes", arguments: rows)
    func invocation(row: Row) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let temporary = folder.path
        try Data(BuildSystemInvocationTests.frenchTable()).write(to: folder.appendingPathComponent("fr.strings"))
        let arguments = row.arguments.split(separator: " ").map {
            $0.replacingOccurrences(of: "{T}", with: temporary).replacingOccurrences(of: "{S}", with: BuildSystemInvocationTests.samples)
        }
        let run = nibc(arguments)
        #expect(run.status == row.status, "\(run.error)")
        for note in row.notes { #expect(run.error.contains(note.replacingOccurrences(of: "{T}", with: temporary)), "\(run.error)") }
        for (path, sample) in row.outputs {
            let written = try #require(try writtenFiles(temporary + "/" + path), "\(path) is missing")
            guard let sample else { continue }
            let reference = temporary + "/reference-" + (path as NSString).lastPathComponent
            var compile = ["compile", BuildSystemInvocationTests.samples + "/" + sample, "-o", reference]
            if row.arguments.contains("--module") { compile += ["--module", (sample as NSString).deletingPathExtension] }
            if row.translated { compile += ["--strings-file", temporary + "/fr.strings"] }
            #expect(nibc(compile).status == 0)
            #expect(try writtenFiles(reference) == written, "\(path)")
            if row.translated {
                let dump = nibc(["dump", temporary + "/" + path]).output
                #expect(dump.contains("«") && !dump.contains("no-such-id"), "\(path) is not translated")
            }
        }
        if row.outputs.contains(where: { $0.path.hasSuffix("PartialInfo.plist") }) {
            let plist = try #require(row.outputs.first { $0.path.hasSuffix("PartialInfo.plist") })
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: temporary + "/" + plist.path)), as: UTF8.self)
            #expect(text.contains("<dict/>"))
        }
    }

    @Test("ibtool --link D --minimum-deployment-target V --target-device … A.storyboardc, as Xcode and rules_apple link")
    func link() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiled = folder.path + "/Catalog.storyboardc"
        #expect(nibc(["compile", BuildSystemInvocationTests.samples + "/Catalog.storyboard", "-o", compiled]).status == 0)
        try FileManager.default.createDirectory(atPath: folder.path + "/App.app", withIntermediateDirectories: true)
        let run = nibc([
            "--link", folder.path + "/App.app", "--minimum-deployment-target", "15.0", "--target-device", "iphone", "--target-device", "ipad",
            "--platform", "iphoneos", "--errors", "--warnings", compiled,
        ])
        #expect(run.status == 0, "\(run.error)")
        #expect(try writtenFiles(folder.path + "/App.app/Catalog.storyboardc") == writtenFiles(compiled))
    }

    @Test("a project through a translation tool: export-xliff of two documents, targets filled, import-xliff into fr.lproj, compile with each table")
    func xliffProject() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let samples = BuildSystemInvocationTests.samples
        let xliff = folder.path + "/fr.xliff"
        let export = nibc(["--export-xliff", xliff, samples + "/Greeting.xib", samples + "/Catalog.storyboard", "--target-language", "fr"])
        #expect(export.status == 0, "\(export.error)")
        // The translation tool: each <source> copied into a <target>, bracketed.
        var text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: xliff)), as: UTF8.self)
        var translated = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            translated += line + "\n"
            if line.contains("<source>") {
                translated += line.replacingOccurrences(of: "<source>", with: "<target>«").replacingOccurrences(of: "</source>", with: "»</target>") + "\n"
            }
        }
        text = translated
        try Data(text.utf8).write(to: URL(fileURLWithPath: xliff))
        let imported = nibc(["--import-xliff", xliff, "-o", folder.path + "/Resources"])
        #expect(imported.status == 0, "\(imported.error)")
        for (sample, name) in [("Greeting.xib", "Greeting"), ("Catalog.storyboard", "Catalog")] {
            let strings = folder.path + "/Resources/fr.lproj/\(name).strings"
            let output = folder.path + "/\(name)-fr" + (sample.hasSuffix(".xib") ? ".nib" : ".storyboardc")
            let compile = nibc(["compile", samples + "/" + sample, "--strings-file", strings, "-o", output])
            #expect(compile.status == 0 && !compile.error.contains("warning"), "\(compile.error)")
            let dump = nibc(["dump", output]).output
            #expect(dump.contains("«"), "\(name) is not translated")
        }
        // A language that cannot name a folder is refused.
        #expect(nibc(["--export-xliff", xliff, samples + "/Greeting.xib", "--target-language", "../x"]).status == 64)
    }
}
