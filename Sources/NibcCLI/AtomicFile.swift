// AtomicFile.swift — output files appear whole or not at all.
//
// The bytes go to a temporary file in the destination's folder, and the file is renamed over the
// destination; a failure or an interrupted run leaves the destination as it was (and removes the
// temporary file when it can). Like compilers and linkers, nibc does not fsync what it writes: a
// build product is made again after a system crash, and an fsync per file made compiling the 390
// iOS corpus xibs in one run (--jobs 2) about 0.15 s slower, a third of its wall time (measured).

import CSystem
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file that could not be read or written, with the system's reason.
struct FileError: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "\(path): \(reason)" }

    static func fromErrno(_ path: String) -> FileError {
        FileError(path: path, reason: String(cString: strerror(errno)))
    }

    /// An input larger than nibc reads.
    static func overLimit(_ path: String, _ limit: Int) -> FileError {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return FileError(path: path, reason: "is larger than \(size), nibc's input limit (--input-limit raises it)")
    }
}

enum AtomicFile {
    /// Writes `bytes` to `path` atomically, with mode 0666 less the umask, like any new file.
    static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let (folder, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else { throw FileError(path: path, reason: "is not a file name") }
        Temporaries.removeStale(in: folder)
        try writeFile(bytes, to: path, temporary: folder + Temporaries.name(for: name))
    }

    /// Writes `bytes` to `temporary`, then renames it to `path`.
    private static func writeFile(_ bytes: [UInt8], to path: String, temporary: String) throws(FileError) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        var failure: FileError?
        if !bytes.withUnsafeBytes({ FileDescriptor.writeAll($0, to: descriptor) }) {
            failure = FileError.fromErrno(path)
        }
        if close(descriptor) != 0, failure == nil { failure = FileError.fromErrno(path) }
        if failure == nil, rename(temporary, path) != 0 { failure = FileError.fromErrno(path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Writes a folder of files (`.storyboardc`) atomically: the files go to a temporary folder
    /// beside `path`, which then takes its place in one step (an atomic exchange where the system
    /// has one), and what was there is removed. Only a compiled storyboard is replaced: a folder
    /// holding anything else is an error, and every file stays inside the folder. A name may be
    /// `X.nib/member`: a file of a nib directory inside the folder (one level, made as needed).
    static func writeDirectory(_ files: [(name: String, bytes: [UInt8])], to path: String) throws(FileError) {
        for file in files where !isMemberPath(file.name) {
            throw FileError(path: withoutTrailingSlashes(path) + "/" + file.name, reason: "is not a file name inside the folder; nothing is written")
        }
        let folder = try FolderWriter(path)
        for file in files { folder.write(file.bytes, as: file.name) }
        try folder.install()
    }

    /// A folder written file by file (a storyboard's nibs as they are made), then put in place as
    /// `writeDirectory` does, or abandoned. A write that fails is remembered: later writes do
    /// nothing, and `install()` throws it after removing the temporary folder.
    final class FolderWriter {
        /// The destination, without trailing slashes.
        let path: String
        private let temporary: String
        private var made: Set<String> = []
        private var failure: FileError?
        private var finished = false

        /// Checks that `path` may be replaced and makes the temporary folder beside it.
        init(_ path: String) throws(FileError) {
            let trimmed = AtomicFile.withoutTrailingSlashes(path)
            let (folder, name) = AtomicFile.split(trimmed)
            guard !name.isEmpty, name != ".", name != ".." else { throw FileError(path: path, reason: "is not a folder name") }
            try AtomicFile.checkReplaceable(trimmed)
            Temporaries.removeStale(in: folder)
            self.path = trimmed
            temporary = folder + Temporaries.name(for: name)
            guard mkdir(temporary, 0o777) == 0 else { throw FileError.fromErrno(trimmed) }
        }

        deinit { if !finished { AtomicFile.removeTree(temporary) } }

        /// Writes the file `name` (`X.nib/member`: a file of a nib directory, made as needed).
        func write(_ bytes: [UInt8], as name: String) {
            guard failure == nil else { return }
            guard AtomicFile.isMemberPath(name) else {
                failure = FileError(path: path + "/" + name, reason: "is not a file name inside the folder; nothing is written")
                return
            }
            // The folder is nibc's own and new: no stale temporaries to look for in it.
            var temporaryName = Temporaries.name(for: name)
            if let slash = name.utf8.firstIndex(of: UInt8(ascii: "/")) {
                let nib = String(name[..<slash])
                if made.insert(nib).inserted, mkdir(temporary + "/" + nib, 0o777) != 0 {
                    failure = FileError.fromErrno(path + "/" + nib)
                    return
                }
                temporaryName = nib + "/" + Temporaries.name(for: String(name[name.utf8.index(after: slash)...]))
            }
            do throws(FileError) {
                try AtomicFile.writeFile(bytes, to: temporary + "/" + name, temporary: temporary + "/" + temporaryName)
            } catch {
                failure = error
            }
        }

        /// Puts the folder in place of `path`; the first failed write, if any, is thrown instead.
        func install() throws(FileError) {
            finished = true
            do throws(FileError) {
                if let failure { throw failure }
                try AtomicFile.install(temporary, at: path)
            } catch {
                AtomicFile.removeTree(temporary)
                throw error
            }
        }

        /// Removes the temporary folder: nothing is written.
        func abandon() {
            finished = true
            AtomicFile.removeTree(temporary)
        }
    }

    /// Moves the folder `temporary` to `path`: a rename when nothing is there, else an atomic
    /// exchange (the old folder, now at `temporary`, is removed). Another nibc writing the same
    /// output at the same time makes either step fail once; each retries, and one complete result
    /// is left. Where no exchange exists, the old folder is moved aside first.
    private static func install(_ temporary: String, at path: String) throws(FileError) {
        for _ in 0..<16 {
            if rename(temporary, path) == 0 { return }
            guard errno == EEXIST || errno == ENOTEMPTY || errno == EISDIR else { throw FileError.fromErrno(path) }
            try checkReplaceable(path)
            if nibc_rename_exchange(temporary, path) == 0 {
                removeTree(temporary)
                return
            }
            if errno == ENOENT { continue }
            guard errno == ENOSYS || errno == EINVAL else { throw FileError.fromErrno(path) }
            let (folder, name) = split(path)
            let aside = folder + Temporaries.name(for: name)
            if rename(path, aside) != 0 {
                if errno == ENOENT { continue }
                throw FileError.fromErrno(path)
            }
            let moved = rename(temporary, path) == 0
            let failure = moved ? nil : FileError.fromErrno(path)
            if !moved { rename(aside, path) }
            removeTree(aside)
            if let failure { throw failure }
            return
        }
        throw FileError(path: path, reason: "kept changing while nibc replaced it (other processes writing it)")
    }

    /// Whether `path` is a file name of a folder nibc writes, or `X.nib/name` inside one of its nib
    /// directories.
    static func isMemberPath(_ path: String) -> Bool {
        let parts = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        switch parts.count {
        case 1: return isMemberName(parts[0])
        case 2: return parts[0].hasSuffix(".nib") && isMemberName(parts[0]) && isMemberName(parts[1])
        default: return false
        }
    }

    /// Whether `name` is one plain file name of a folder nibc writes (not empty, no `/`, not hidden —
    /// which `.` and `..` are —, no NUL).
    static func isMemberName(_ name: String) -> Bool {
        let bytes = name.utf8
        return !bytes.isEmpty && bytes.first != UInt8(ascii: ".") && !bytes.contains(UInt8(ascii: "/")) && !bytes.contains(0)
            && bytes.count <= 255
    }

    /// Fails unless `path` is absent or a compiled storyboard folder: `Info.plist` beside `.nib`
    /// files and nib directories (and `Info-<version>+.plist` variants). nibc never replaces
    /// what a compiler did not write.
    static func checkReplaceable(_ path: String) throws(FileError) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return }
            throw FileError.fromErrno(path)
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            throw FileError(path: path, reason: "exists and is not a folder; nibc replaces only a compiled storyboard (.storyboardc) there")
        }
        let names = try contents(ofDirectory: path)
        let stranger = names.first { name in
            if name == "Info.plist" || (name.hasPrefix("Info-") && name.hasSuffix("+.plist")) { return false }
            guard name.hasSuffix(".nib") else { return true }
            var member = stat()
            guard lstat(path + "/" + name, &member) == 0 else { return true }
            switch member.st_mode & S_IFMT {
            case S_IFREG: return false
            case S_IFDIR: return ((try? contents(ofDirectory: path + "/" + name)) ?? [""]).contains { !$0.hasSuffix(".nib") }
            default: return true
            }
        }
        if !names.contains("Info.plist") || stranger != nil {
            let why = stranger.map { "it holds '\($0)'" } ?? "it has no Info.plist"
            throw FileError(
                path: path, reason: "is a folder that is not a compiled storyboard (\(why)); nibc replaces only a .storyboardc it can recognize")
        }
    }

    /// `path` without the slashes at its end (`/` stays).
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var trimmed = path
        while trimmed.utf8.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    /// `path` as its folder (with the trailing slash, or empty) and its last component.
    private static func split(_ path: String) -> (folder: String, name: String) {
        // In the path's bytes: searching its Characters cost about 30,000 instructions a file.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
        return (String(path[...slash]), String(path[path.utf8.index(after: slash)...]))
    }

    /// Removes a folder nibc made or replaced: its files, and the files of its nib directories (a
    /// `.storyboardc` ibtool built holds `X.nib/` folders). Links are removed, never followed;
    /// nothing deeper than `depth` is descended into.
    static func removeTree(_ path: String, depth: Int = 3) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        if depth > 0 {
            for name in (try? contents(ofDirectory: path)) ?? [] { removeTree(path + "/" + name, depth: depth - 1) }
        }
        rmdir(path)
    }

    /// The bytes of the file at `path`, at most `limit` of them (more is an error). A device or a
    /// pipe is read in bounded chunks like a file.
    static func read(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileError.fromErrno(path) }
        defer { close(descriptor) }
        var status = stat()
        let known = fstat(descriptor, &status) == 0
        if known, (status.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, reason: "is a directory")
        }
        let size = known && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        if size > limit { throw FileError.overLimit(path, limit) }
        guard let bytes = FileDescriptor.readAll(descriptor, sizeHint: size, limit: limit) else { throw FileError.overLimit(path, limit) }
        return bytes
    }

    /// Creates the folder at `path` and any missing folders above it (as `mkdir -p`).
    static func makeDirectories(_ path: String) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0, errno != EEXIST { throw FileError.fromErrno(prefix) }
            prefix += "/"
        }
        guard isDirectory(path) else { throw FileError(path: path, reason: "is not a directory") }
    }

    /// Whether `a` and `b` are the same existing file (one inode, whatever the paths say).
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Whether `path` is a directory.
    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in the directory at `path`, sorted, without `.` and `..`.
    static func contents(ofDirectory path: String, hiddenOnly: Bool = false) throws(FileError) -> [String] {
        guard let directory = opendir(path) else { throw FileError.fromErrno(path) }
        defer { closedir(directory) }
        var names: [String] = []
        // The name is read where it is: a `dirent` may be shorter than its type (its `d_reclen`), and
        // copying the whole 256-byte `d_name` out of the last one of a page read past the mapping.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(directory) {
            let start = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            // (`hiddenOnly`: a name is made only when it starts with a dot.)
            if hiddenOnly && start.pointee != CChar(UInt8(ascii: ".")) { continue }
            let name = String(cString: start)
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

/// The temporary files and folders of atomic writes, `.<name>.nibc-<pid>-<random>` beside their
/// output. A run that is killed leaves its temporaries behind; the next run writing into the same
/// folder removes those whose process is gone (stops before 29 also named a replaced folder
/// `.<name>.old-nibc-<pid>-<random>`: the same pattern).
enum Temporaries {
    /// A new temporary's name for the output `name`.
    static func name(for name: String) -> String {
        ".\(name).nibc-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The process that made the temporary `name`, or nil when `name` is not one.
    static func process(ofTemporary name: String) -> pid_t? {
        let bytes = Array(name.utf8)
        guard bytes.first == UInt8(ascii: "."), bytes.count <= 255 else { return nil }
        // From the end: digits, '-', digits, then ".nibc-" (or ".old-nibc-").
        var end = bytes.count
        func digits() -> Int? {
            var start = end
            while start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) { start -= 1 }
            guard start < end, end - start <= 10 else { return nil }
            defer { end = start }
            return bytes[start..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard digits() != nil, end > 0, bytes[end - 1] == UInt8(ascii: "-") else { return nil }
        end -= 1
        guard let process = digits(), process > 0, process <= Int(Int32.max) else { return nil }
        let before = bytes[..<end]
        guard before.count > 1, [".nibc-", ".old-nibc-"].contains(where: {
            before.count > $0.utf8.count && before.suffix($0.utf8.count).elementsEqual($0.utf8)
        }) else { return nil }
        return pid_t(process)
    }

    private static let scanned = Mutex<Set<String>>([])

    /// Removes the temporaries in `folder` (a path ending in `/`, or empty for the current folder)
    /// whose process is gone; each folder is looked at once per process.
    static func removeStale(in folder: String) {
        guard scanned.withLock({ $0.insert(folder).inserted }) else { return }
        // (Temporaries start with a dot: only those names are read, an output folder may hold thousands.)
        for entry in (try? AtomicFile.contents(ofDirectory: folder.isEmpty ? "." : folder, hiddenOnly: true)) ?? [] {
            guard let owner = process(ofTemporary: entry), owner != getpid(), kill(owner, 0) != 0, errno == ESRCH else { continue }
            AtomicFile.removeTree(folder + entry)
        }
    }
}
