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
