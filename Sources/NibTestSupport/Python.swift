// Python.swift — running the shared Python tools (nibdump.py, the comparison script) from tests.

import Foundation

public enum Python {
    /// The python3 executable, if there is one on PATH.
    public static var executable: String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `python3 arguments…` and returns its exit status and standard output.
    public static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        guard let executable else { return (127, "", "python3 not found") }
        return try Subprocess.run(executable, arguments)
    }
}

public enum Subprocess {
    /// Runs a program to completion, with standard input from `input`, and captures its output.
    public static func run(_ executable: String, _ arguments: [String], input: [UInt8]? = nil) throws
        -> (status: Int32, output: String, error: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let outputPipe = Pipe()
        let errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        try process.run()
        if let input {
            DispatchQueue.global().async {
                inputPipe.fileHandleForWriting.write(Data(input))
                try? inputPipe.fileHandleForWriting.close()
            }
        }
        // Read both pipes concurrently so neither can fill up and block the child.
        nonisolated(unsafe) var errorData = Data()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData = errorPipe.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = outputPipe.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self)
        )
    }
}
