// NibInput.swift — what `nibc` accepts where it reads a nib: a `.nib` file, a nib directory
// (`X.nib/` with `runtime.nib` and `objects-<version>+.nib`), a folder of nibs such as a
// `.storyboardc`, or `-` for standard input.

import NibArchive

/// One NIBArchive read from disk or standard input.
struct NibFile {
    /// The name to show: the path, or a member's path inside a directory.
    var name: String
    var archive: NibArchive
}

enum NibInput {
    /// The name standard input goes by in messages.
    static let standardInputName = "<stdin>"

    /// Reads every nib at `path`: one for a file or `-`; for a directory, every NIBArchive in it and
    /// in its `.nib` subdirectories, sorted by name.
    static func load(_ path: String, io: CommandIO) throws(InputFailure) -> [NibFile] {
        if path == "-" {
            let bytes: [UInt8]
            do { bytes = try io.standardInput(name: standardInputName) } catch { throw InputFailure(path: standardInputName, error.reason) }
            return [try parse(bytes, name: standardInputName)]
        }
        if AtomicFile.isDirectory(path) {
            let members = try members(of: path)
            guard !members.isEmpty else { throw InputFailure(path: path, "contains no NIBArchive files") }
            return try members.map { (member) throws(InputFailure) in
                try parse(try read(member, limit: io.inputLimit), name: member)
            }
        }
        return [try parse(try read(path, limit: io.inputLimit), name: path)]
    }

    /// Reads one archive for commands that take exactly one: a nib directory gives the member UIKit loads.
    static func loadOne(_ path: String, io: CommandIO) throws(InputFailure) -> NibFile {
        if path != "-", AtomicFile.isDirectory(path) {
            let names: [String]
            do { names = try AtomicFile.contents(ofDirectory: path) } catch { throw InputFailure(path: path, error.reason) }
            guard let member = NibDirectory.member(of: names) else {
                throw InputFailure(path: path, "is not a nib directory (no runtime.nib, objects-*.nib or keyedobjects-*.nib in it)")
            }
            let memberPath = path.hasSuffix("/") ? path + member : path + "/" + member
            return try parse(try read(memberPath, limit: io.inputLimit), name: memberPath)
        }
        return try load(path, io: io)[0]
    }

    static func read(_ path: String, limit: Int) throws(InputFailure) -> [UInt8] {
        do {
            return try AtomicFile.read(path, limit: limit)
        } catch {
            throw InputFailure(path: path, error.reason)
        }
    }

    static func parse(_ bytes: [UInt8], name: String) throws(InputFailure) -> NibFile {
        if bytes.starts(with: Array("bplist00".utf8)) {
            throw InputFailure(
                path: name,
                "this is a binary property list (a pre-NIBArchive keyed-archiver nib, or an Info.plist), not a NIBArchive")
        }
        do {
            return NibFile(name: name, archive: try NibArchive(bytes: bytes))
        } catch {
            throw InputFailure(path: name, error.description)
        }
    }

    /// NIBArchive files in `folder` and in its subfolders named `*.nib`, sorted.
    private static func members(of folder: String) throws(InputFailure) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let names: [String]
        do { names = try AtomicFile.contents(ofDirectory: base) } catch { throw InputFailure(path: folder, error.reason) }
        var result: [String] = []
        for name in names {
            let path = base + "/" + name
            if AtomicFile.isDirectory(path) {
                if name.hasSuffix(".nib") { result += try members(of: path) }
            } else if name.hasSuffix(".nib") || !name.contains(".") {
                result.append(path)
            }
        }
        return result
    }
}
