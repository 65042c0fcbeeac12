// PluginSampleTests.swift — the build-tool plugin (Plugins/NibcPlugin): Samples/PluginSample, a
// package whose target holds a xib and a storyboard, is built with SwiftPM, and the nibs in its
// resource bundle must be the bytes `nibc compile` makes of the same documents.

import Foundation
import NibTestSupport
import Testing

@Suite("NibcPlugin", .serialized)
struct PluginSampleTests {
    @Test("the plugin sample builds, and its nibs are nibc compile's",
        .enabled(if: PluginSampleTests.swiftExecutable() != nil, "needs the swift driver on PATH, which is absent"))
    func pluginSample() throws {
        let swift = try #require(PluginSampleTests.swiftExecutable())
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let package = Corpus.projectRoot.appendingPathComponent("Samples/PluginSample")
        let build = try Subprocess.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path])
        #expect(build.status == 0, "\(build.output)\(build.error)")
        guard build.status == 0 else { return }
        let binPath = try Subprocess.run(swift, ["build", "--package-path", package.path, "--scratch-path", scratch.path, "--show-bin-path"])
        let resources = URL(fileURLWithPath: binPath.output.trimmingCharacters(in: .whitespacesAndNewlines))
            .appendingPathComponent("PluginSample_PluginSample.resources")
        for (document, output) in [("Greeting.xib", "Greeting.nib"), ("Catalog.storyboard", "Catalog.storyboardc")] {
            let reference = scratch.appendingPathComponent("reference-" + output).path
            let compile = try Subprocess.run(
                builtNibc, ["compile", package.appendingPathComponent("Sources/PluginSample/" + document).path, "-o", reference, "--module", "PluginSample"])
            #expect(compile.status == 0, "\(compile.error)")
            let made = try writtenFiles(resources.appendingPathComponent(output).path)
            #expect(made != nil, "\(output) is not in the resource bundle")
            #expect(made == (try writtenFiles(reference)), "\(output) differs from nibc compile's")
        }
    }

    /// The `swift` driver of the toolchain running the tests (beside the build folder's tools), or on PATH.
    static func swiftExecutable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
