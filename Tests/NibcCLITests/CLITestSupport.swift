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
        writeOutput: { capture.output += $0 }, writeError: { capture.error += $0 }, readInput: { limit in input.count <= limit ? input : nil })
    let status = Nibc.main(arguments: arguments, io: io)
    return Run(status: status, output: capture.output, error: capture.error)
}

/// What a compile wrote at `path`: a nib file's bytes (under ""), or every file of a folder such as a
/// `.storyboardc` by its path inside it; nil when nothing is there.
func writtenFiles(_ path: String) throws -> [String: Data]? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return nil }
    guard isFolder.boolValue else { return ["": try Data(contentsOf: URL(fileURLWithPath: path))] }
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: path) {
        var memberIsFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &memberIsFolder), !memberIsFolder.boolValue {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + name))
        }
    }
    return files
}
