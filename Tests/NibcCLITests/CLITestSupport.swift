// CLITestSupport.swift — running `nibc` in-process with captured streams, and finding the built binary.

import Foundation
import NibcCLI

/// One in-process run of `nibc`.
struct Run {
    var status: Int32
    var output: String
    var error: String
}

final class Capture: @unchecked Sendable {
    var output = ""
    var error = ""
}

func nibc(_ arguments: [String], input: [UInt8] = []) -> Run {
    let capture = Capture()
    let io = CommandIO(
        writeOutput: { capture.output += $0 }, writeError: { capture.error += $0 }, readInput: { input })
    let status = Nibc.main(arguments: arguments, io: io)
    return Run(status: status, output: capture.output, error: capture.error)
}

/// The `nibc` executable SwiftPM built next to the test bundle.
var builtNibc: String {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    // The XCTest bundle on Linux is a file in the build folder; on macOS, a bundle inside it.
    while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("nibc").path), folder.path != "/" {
        folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("nibc").path
}

/// A fresh temporary folder, removed by the caller.
func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
