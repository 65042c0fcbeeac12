// Golden.swift — golden files: compared on every run, rewritten only with NIBC_RECORD_GOLDENS=1.
//
// A recording run rewrites the file and fails the test, so it can never pass silently; a missing
// golden is an error. Reviewers read `git diff` of every rewritten golden before committing it.

import Foundation

public enum Golden {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["NIBC_RECORD_GOLDENS"] == "1" }

    /// Compares `actual` with the file at `path`; returns a message when they differ (after
    /// rewriting the file when recording), or nil when they match.
    public static func check(_ actual: [UInt8], against path: URL) -> String? {
        let expected = FileManager.default.contents(atPath: path.path).map { [UInt8]($0) }
        if isRecording {
            guard expected != actual else { return nil }
            do { try Data(actual).write(to: path, options: .atomic) } catch { return "could not record \(path.path): \(error)" }
            return "recorded \(path.lastPathComponent): read the diff, then run again without NIBC_RECORD_GOLDENS"
        }
        guard let expected else { return "\(path.path) is missing; run with NIBC_RECORD_GOLDENS=1 to record it" }
        guard expected != actual else { return nil }
        return "\(path.lastPathComponent) differs from what the code produces now:\n"
            + lineDiff(String(decoding: expected, as: UTF8.self), String(decoding: actual, as: UTF8.self))
            + "\n(if the change is intended: NIBC_RECORD_GOLDENS=1 swift test, then read git diff)"
    }

    /// The first lines that differ, `-` expected and `+` actual.
    static func lineDiff(_ expected: String, _ actual: String, limit: Int = 20) -> String {
        let difference = actual.split(separator: "\n", omittingEmptySubsequences: false)
            .difference(from: expected.split(separator: "\n", omittingEmptySubsequences: false))
        var lines: [String] = []
        for change in difference.prefix(limit) {
            switch change {
            case .remove(let offset, let line, _): lines.append("-\(offset + 1): \(line)")
            case .insert(let offset, let line, _): lines.append("+\(offset + 1): \(line)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
