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
    /// Standard input, at most `limit` bytes of it: nil when there is more.
    public var readInput: (_ limit: Int) -> [UInt8]?
    /// The most bytes nibc reads from one input (`--input-limit`): a document or nib larger than
    /// this, a device or an endless pipe is an error, not a process that eats the machine's memory.
    public var inputLimit = CommandIO.defaultInputLimit

    /// 256 MiB: a hundred times the largest document or nib of the corpus.
    public static let defaultInputLimit = 256 << 20
    /// Binary output (a binary property list); text through `writeOutput` unless given.
    public var writeOutputBytes: ([UInt8]) -> Void

    public init(
        writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        readInput: @escaping (_ limit: Int) -> [UInt8]?, writeOutputBytes: (([UInt8]) -> Void)? = nil
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
            readInput: { FileDescriptor.readAll(STDIN_FILENO, limit: $0) },
            writeOutputBytes: { bytes in _ = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: STDOUT_FILENO) } })
    }

    /// Standard input within `inputLimit`.
    func standardInput(name: String) throws(FileError) -> [UInt8] {
        guard let bytes = readInput(inputLimit) else { throw FileError.overLimit(name, inputLimit) }
        return bytes
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

    /// Everything left to read from `descriptor`, or nil when it is more than `limit` bytes (at
    /// most `limit + 1` are read). `sizeHint` (a regular file's size) is the first capacity: the
    /// bytes are read straight into the result, with no chunk to zero and copy.
    static func readAll(_ descriptor: Int32, sizeHint: Int = 0, limit: Int) -> [UInt8]? {
        var result: [UInt8] = []
        let most = limit < Int.max ? limit + 1 : limit
        // A size the file system claims is only a first guess: a sparse or lying file must not make
        // one huge allocation before a byte is read.
        var capacity = min(max(sizeHint + 1, 1 << 12), 1 << 28, most)
        while true {
            let filled = result.count
            // Read into the uninitialized tail; a full buffer doubles (a pipe, or a growing file).
            var ended = false
            let grown = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                result.withUnsafeBufferPointer { old in
                    if let base = old.baseAddress, filled > 0 { buffer.baseAddress!.initialize(from: base, count: filled) }
                }
                count = filled
                while count < capacity {
                    let read = systemRead(descriptor, buffer.baseAddress! + count, capacity - count)
                    if read < 0, errno == EINTR { continue }
                    if read <= 0 { ended = true; break }
                    count += read
                }
            }
            result = grown
            if ended { return result }
            if result.count >= most { return nil }
            capacity = min(capacity * 2, most)
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, pointer, count)
}

private func systemRead(_ descriptor: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, pointer, count)
}
