// CommandIO.swift — the streams a command talks to, injectable so tests run commands in-process.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output, standard error and standard input of one `nibc` run.
public struct CommandIO {
    public var writeOutput: (String) -> Void
    public var writeError: (String) -> Void
    public var readInput: () -> [UInt8]
    /// Binary output (a binary property list); text through `writeOutput` unless given.
    public var writeOutputBytes: ([UInt8]) -> Void

    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        readInput: @escaping () -> [UInt8], writeOutputBytes: (([UInt8]) -> Void)? = nil
    ) {
        self.writeOutputBytes = writeOutputBytes ?? { writeOutput(String(decoding: $0, as: UTF8.self)) }
        self.writeOutput = writeOutput
        self.writeError = writeError
        self.readInput = readInput
    }

    /// The process's own streams.
    public static var standard: CommandIO {
        CommandIO(
            writeOutput: { FileDescriptor.write($0, to: STDOUT_FILENO) },
            writeError: { FileDescriptor.write($0, to: STDERR_FILENO) },
            readInput: { FileDescriptor.readAll(STDIN_FILENO) },
            writeOutputBytes: { bytes in _ = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: STDOUT_FILENO) } })
    }
}

/// Plain POSIX reads and writes, so output is not held in stdio buffers and input can be binary.
enum FileDescriptor {
    static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { _ = writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes every byte, retrying after interruptions; returns false (errno set) on failure.
    static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    static func readAll(_ descriptor: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}
