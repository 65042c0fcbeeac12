// LinkCommand.swift — `nibc link` (ibtool's `--link FOLDER X.storyboardc…`): copies compiled
// storyboards into a bundle folder, each written whole or not at all, as Xcode's link step does.

struct LinkCommand: Command {
    static let name = "link"
    static let abstract = "Copy compiled .storyboardc folders into a bundle folder (ibtool --link)."
    static let usage = "USAGE: nibc link <folder> <input.storyboardc>..."
    static var help: String {
        """
        \(usage)
               nibc --link <folder> <input.storyboardc>...     (ibtool's spelling)

        Copies each .storyboardc into <folder> under its own name, replacing what is there
        atomically: a reader sees the old folder or the new one, never a mix. Only the files of the
        folder are copied (a .storyboardc holds no subfolders).

        EXIT STATUS: 0 success, 1 an input cannot be read or the output cannot be written, 64 usage error.

        EXAMPLES:
          nibc compile Main.storyboard -o build/Main.storyboardc
          nibc link build/App.app build/Main.storyboardc

        """
    }

    var folder: String
    var inputs: [String]
    /// What nibc says about the ibtool options it accepts without doing what ibtool does.
    var notes: [String]

    init(arguments: [String]) throws(UsageError) {
        // What Xcode and rules_apple pass to the link step besides: accepted (the copy does not
        // depend on them); an unknown --target-device is a note, as in the compile step.
        let ibtool = IbtoolOption.parserSets([
            "--errors", "--warnings", "--notices", "--output-format", "--module", "--minimum-deployment-target", "--target-device",
            "--platform", "--sdk",
        ])
        let parser = try ArgumentParser(arguments, valued: ibtool.valued, flags: ibtool.flags, repeatable: ibtool.repeatable)
        notes = IbtoolOption.notes(for: parser)
        guard parser.positionals.count >= 2 else {
            throw UsageError(parser.positionals.isEmpty ? "missing the bundle folder" : "missing the .storyboardc to link")
        }
        folder = parser.positionals[0]
        inputs = Array(parser.positionals.dropFirst())
    }

    func run(io: CommandIO) throws {
        for note in notes { io.writeError("nibc: note: \(note)\n") }
        guard AtomicFile.isDirectory(folder) else { throw InputFailure(path: folder, "is not a folder") }
        for input in inputs {
            guard AtomicFile.isDirectory(input) else { throw InputFailure(path: input, "is not a compiled storyboard folder") }
            let name = input.split(separator: "/").last.map(String.init) ?? input
            do {
                var files: [(name: String, bytes: [UInt8])] = []
                for file in try AtomicFile.contents(ofDirectory: input) {
                    files.append((file, try AtomicFile.read(input + "/" + file, limit: io.inputLimit)))
                }
                try AtomicFile.writeDirectory(files, to: (folder.hasSuffix("/") ? folder : folder + "/") + name)
            } catch let error {
                throw InputFailure(path: error.path, error.reason)
            }
        }
    }
}
