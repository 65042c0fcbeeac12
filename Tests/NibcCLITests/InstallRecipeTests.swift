// InstallRecipeTests.swift — docs/INSTALL.md's recipes, run: each block marked
// `<!-- recipe: NAME -->` is taken from the document as written and run against Samples/ with the
// built nibc on PATH (as `nibc`, and as `ibtool` through the Bazel recipe's xcrun shim); the nibs it
// makes must be the bytes `nibc compile` makes.

import Foundation
import NibTestSupport
import Testing

@Suite("docs/INSTALL.md recipes", .serialized)
struct InstallRecipeTests {

    /// The fenced block after each `<!-- recipe: NAME -->` line of INSTALL.md, by name.
    static func recipes() throws -> [String: String] {
        let text = try String(contentsOf: Corpus.projectRoot.appendingPathComponent("docs/INSTALL.md"), encoding: .utf8)
        var result: [String: String] = [:]
        var name: String?
        var body: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if body != nil {
                if line.hasPrefix("```") {
                    if let name { result[name] = body!.joined(separator: "\n") + "\n" }
                    (name, body) = (nil, nil)
                } else {
                    body!.append(line)
                }
            } else if line.hasPrefix("<!-- recipe: "), line.hasSuffix(" -->") {
                name = String(line.dropFirst("<!-- recipe: ".count).dropLast(" -->".count))
            } else if name != nil, line.hasPrefix("```") {
                body = []
            }
        }
        return result
    }

    /// A scratch folder with `bin/nibc` (the built binary) and `Resources/` (the samples' documents).
    func workspace() throws -> URL {
        let folder = try temporaryFolder()
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("nibc").path, withDestinationPath: builtNibc)
        let resources = folder.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        for name in ["Greeting.xib", "Palette.xib", "Catalog.storyboard"] {
            try FileManager.default.copyItem(
                at: Corpus.projectRoot.appendingPathComponent("Samples/" + name), to: resources.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Samples").path, withDestinationPath: Corpus.projectRoot.appendingPathComponent("Samples").path)
        return folder
    }

    /// Runs a shell command in `folder` with its `bin` first on PATH.
    func shell(_ command: String, in folder: URL) throws -> (status: Int32, output: String, error: String) {
        let path = folder.appendingPathComponent("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let run = try Subprocess.run("/usr/bin/env", ["PATH=" + path, "/bin/sh", "-c", "cd \"$0\" && " + command, folder.path])
        return (run.status, run.output, run.error)
    }

    /// Whether `output` holds what `nibc compile` makes of `input`.
    func expectSameAsCompile(_ input: String, _ output: URL, in folder: URL, module: String = "Sample") throws {
        let reference = folder.appendingPathComponent("reference-" + output.lastPathComponent).path
        let run = try Subprocess.run(builtNibc, ["compile", folder.appendingPathComponent(input).path, "-o", reference, "--module", module])
        #expect(run.status == 0, "\(run.error)")
        let made = try writtenFiles(output.path)
        #expect(made != nil, "\(output.lastPathComponent) was not made")
        #expect(made == (try writtenFiles(reference)), "\(output.lastPathComponent) differs from nibc compile's")
    }

    @Test("INSTALL.md has the recipes this suite runs")
    func recipesPresent() throws {
        let recipes = try InstallRecipeTests.recipes()
        for name in ["makefile", "theos", "bazel-xcrun", "bazel-commands", "nix"] {
            #expect(recipes[name] != nil, "no recipe '\(name)'")
        }
        // The nix derivation installs with the command .ci/run runs.
        #expect(recipes["nix"]?.contains("Scripts/install.sh --prefix $out") == true)
    }

    @Test("the Makefile: one rule per document, and all in one process")
    func makefile() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { return }
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try #require(InstallRecipeTests.recipes()["makefile"]).utf8).write(to: folder.appendingPathComponent("Makefile"))
        let perFile = try shell("make -j2", in: folder)
        #expect(perFile.status == 0, "\(perFile.error)")
        let app = folder.appendingPathComponent("build/Sample.app")
        for (input, output) in [("Resources/Greeting.xib", "Greeting.nib"), ("Resources/Palette.xib", "Palette.nib"), ("Resources/Catalog.storyboard", "Catalog.storyboardc")] {
            try expectSameAsCompile(input, app.appendingPathComponent(output), in: folder)
        }
        try FileManager.default.removeItem(at: app)
        let batch = try shell("make batch", in: folder)
        #expect(batch.status == 0, "\(batch.error)")
        try expectSameAsCompile("Resources/Palette.xib", app.appendingPathComponent("Palette.nib"), in: folder)
        try expectSameAsCompile("Resources/Catalog.storyboard", app.appendingPathComponent("Catalog.storyboardc"), in: folder)
    }

    @Test("the Theos after-stage rule")
    func theos() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { return }
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try #require(InstallRecipeTests.recipes()["theos"]).utf8).write(to: folder.appendingPathComponent("theos.mk"))
        // Theos has staged the bundle, its resources copied as they are.
        let bundle = folder.appendingPathComponent("staging/Applications/Sample.app")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Resources/Greeting.xib"), to: bundle.appendingPathComponent("Greeting.xib"))
        let run = try shell("make -f theos.mk after-stage THEOS_STAGING_DIR=staging APPLICATION_NAME=Sample", in: folder)
        #expect(run.status == 0, "\(run.error)")
        try expectSameAsCompile("Resources/Greeting.xib", bundle.appendingPathComponent("Greeting.nib"), in: folder)
        try expectSameAsCompile("Resources/Catalog.storyboard", bundle.appendingPathComponent("Catalog.storyboardc"), in: folder)
        #expect(!FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Greeting.xib").path), "the copied source is left")
    }

    @Test("rules_apple's ibtool commands through the xcrun shim")
    func bazel() throws {
        let folder = try workspace()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recipes = try InstallRecipeTests.recipes()
        let shim = folder.appendingPathComponent("bin/xcrun")
        try Data(try #require(recipes["bazel-xcrun"]).utf8).write(to: shim)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: shim.path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        for command in try #require(recipes["bazel-commands"]).split(separator: "\n") {
            let run = try shell(String(command), in: folder)
            #expect(run.status == 0, "\(command): \(run.error)")
        }
        try expectSameAsCompile("Samples/Greeting.xib", folder.appendingPathComponent("out/Greeting.nib"), in: folder)
        try expectSameAsCompile("Samples/Catalog.storyboard", folder.appendingPathComponent("out/Catalog.storyboardc"), in: folder)
        let other = try shell("xcrun clang --version", in: folder)
        #expect(other.status == 72, "the shim provides ibtool only")
    }
}
