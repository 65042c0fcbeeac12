// BatchCompileTests.swift — `nibc compile A B C --compilation-directory OUT [--jobs N]`: outputs
// named after inputs, one failure not stopping the others, diagnostics in input order, and the
// same bytes as compiling each corpus document in a process of its own.

import Foundation
import NibTestSupport
import Testing

@Suite("nibc compile, several documents", .serialized)
struct BatchCompileTests {
    /// A document with an error: it is not well-formed XML.
    static let broken = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
        </document>
        """#

    /// A document that compiles with a warning (an attribute no class has).
    static let warned = #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" frobnicated="YES" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </view>
            </objects>
        </document>
        """#

    @Test("outputs are named after the inputs; a failure leaves the others compiled; diagnostics in input order", arguments: [1, 2, 4])
    func namedAndIndependent(jobs: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Broken.xib")
        try Data(BatchCompileTests.broken.utf8).write(to: bad)
        let warned = folder.appendingPathComponent("Warned.xib")
        try Data(BatchCompileTests.warned.utf8).write(to: warned)
        let samples = Corpus.projectRoot.appendingPathComponent("Samples")
        let inputs = [
            samples.appendingPathComponent("Greeting.xib").path, bad.path, folder.appendingPathComponent("Missing.xib").path,
            samples.appendingPathComponent("Palette.xib").path, warned.path, samples.appendingPathComponent("Catalog.storyboard").path,
        ]
        let out = folder.appendingPathComponent("out").path
        let run = nibc(["compile"] + inputs + ["--compilation-directory", out, "--jobs", "\(jobs)"])
        #expect(run.status == 1, "a document failed: the status says so")
        for name in ["Greeting.nib", "Palette.nib", "Warned.nib", "Catalog.storyboardc/Info.plist"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + name), "\(name) was not written")
        }
        #expect(!FileManager.default.fileExists(atPath: out + "/Broken.nib"))
        // Each document's report comes in the order the inputs were given.
        let positions = ["Broken.xib:", "Missing.xib:", "Warned.xib:"].map { run.error.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "\(run.error)")
        let found = positions.compactMap { $0 }
        #expect(found == found.sorted(), "\(run.error)")
        // The same report whatever the number of jobs.
        #expect(run.error == nibc(["compile"] + inputs + ["--compilation-directory", out, "--jobs", "1"]).error)
    }

    @Test("usage errors", arguments: [
        (["compile", "A.xib", "B.xib", "-o", "X.nib"], "several documents need --compilation-directory"),
        (["compile", "a/View.xib", "b/View.xib", "--compilation-directory", "out"], "both be compiled to out/View.nib"),
        (["compile", "A.xib", "--compilation-directory", "out", "--jobs", "0"], "--jobs '0' is not a positive number"),
        (["compile", "A.xib", "-o", "A.nib", "--compilation-directory", "out"], "give the output once"),
    ])
    func usage(arguments: [String], message: String) {
        let run = nibc(arguments)
        #expect(run.status == 64)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test("one invocation gives the bytes of one process per document, for every corpus document")
    func sameBytesAsOneProcessEach() throws {
        let documents = Corpus.uiKitXibs() + Corpus.uiKitStoryboards()
        guard !documents.isEmpty else { return }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Documents with the same file name go to different folders (outputs are named after inputs).
        var groups: [[URL]] = []
        for url in documents {
            if let index = groups.firstIndex(where: { !$0.contains { $0.lastPathComponent == url.lastPathComponent } }) {
                groups[index].append(url)
            } else {
                groups.append([url])
            }
        }
        var compared = 0
        for (index, group) in groups.enumerated() {
            let batch = folder.appendingPathComponent("batch-\(index)").path
            let single = folder.appendingPathComponent("single-\(index)").path
            let run = try Subprocess.run(builtNibc, ["compile"] + group.map(\.path) + ["--compilation-directory", batch, "--jobs", "2"])
            var reports = ""
            for url in group {
                let one = try Subprocess.run(builtNibc, ["compile", url.path, "--compilation-directory", single])
                reports += one.error
                let name = BatchCompileTests.outputName(url)
                #expect(
                    FileManager.default.fileExists(atPath: batch + "/" + name) == (one.status == 0), "\(Corpus.relativePath(url))")
                #expect(try writtenFiles(batch + "/" + name) == writtenFiles(single + "/" + name), "\(Corpus.relativePath(url))")
                compared += 1
            }
            #expect(run.error == reports, "the batch reports what the single runs report, in the same order")
        }
        print("batch compile: \(compared) documents in \(groups.count) invocations, byte-identical to one process each")
    }

    static func outputName(_ url: URL) -> String {
        let stem = url.deletingPathExtension().lastPathComponent
        return stem + (url.pathExtension == "storyboard" ? ".storyboardc" : ".nib")
    }
}
