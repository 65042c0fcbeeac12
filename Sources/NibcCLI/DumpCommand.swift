// DumpCommand.swift — `nibc dump`: a nib as a readable tree, or its tables as JSON.

import Foundation
import NibArchive

struct DumpCommand: Command {
    static let name = "dump"
    static let abstract = "Print a nib as a tree of objects, or its tables as JSON."
    static let usage = "USAGE: nibc dump [--format text|json] [-o <output>] <nib>"
    static var help: String {
        """
        \(usage)

        Decodes a compiled nib (NIBArchive, coder version 9 or 10) and prints it.

        ARGUMENTS:
          <nib>                 a .nib file; a nib directory (X.nib/ with runtime.nib and
                                objects-<version>+.nib); a folder of nibs such as a .storyboardc;
                                or - to read standard input.

        OPTIONS:
          --format text         (default) a tree from the root object: '@index Class', then one line
                                per stored value, 'key = value'. NSString and NSNumber objects are
                                shown inline; any other object is expanded once and marked
                                '(see above)' after that. A folder prints every nib in it,
                                then its Info.plist if it has one (a .storyboardc).
          --format json         the archive's tables exactly, to edit and rebuild with
                                'nibc assemble'. Of a nib directory it prints the member UIKit
                                loads (the highest objects-<version>+.nib, else runtime.nib).
          -o, --output <file>   write to <file> (atomically) instead of standard output.

        VALUES in the text form: int8/int16/int32/int64 N, true, false, float X, double X, nil,
        data(N) "utf-8 text" | {geometry components} | <hex> | NIBArchive (dumped nested).

        EXAMPLES:
          nibc dump Samples/HelloWorld.nib
          nibc dump --format json Samples/HelloWorld.nib > HelloWorld.json
          cat X.nib | nibc dump -

        """
    }

    enum Format: String {
        case text, json
    }

    var input: String
    var format: Format
    var output: String?

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(arguments, valued: ["--format", "--output"], aliases: ["-o": "--output"])
        guard parser.positionals.count == 1 else {
            throw UsageError(parser.positionals.isEmpty ? "missing the nib to dump" : "dump takes one nib")
        }
        input = parser.positionals[0]
        let formatName = parser.value("--format") ?? "text"
        guard let format = Format(rawValue: formatName) else {
            throw UsageError("unknown format '\(formatName)' (expected text or json)")
        }
        self.format = format
        output = parser.value("--output")
    }

    func run(io: CommandIO) throws {
        var text: String
        switch format {
        case .json:
            text = try NibInput.loadOne(input, io: io).archive.jsonText()
        case .text:
            let files = try NibInput.load(input, io: io)
            if files.count == 1 {
                text = files[0].archive.dump()
            } else {
                text = files.map { "# == \($0.name) ==\n" + $0.archive.dump() }.joined(separator: "\n")
            }
            // A .storyboardc also holds Info.plist: printed after its nibs.
            let plistPath = (input.hasSuffix("/") ? input : input + "/") + "Info.plist"
            if AtomicFile.isDirectory(input), let bytes = try? AtomicFile.read(plistPath, limit: io.inputLimit),
                let plist = try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
            {
                text += "\n# == \(plistPath) ==\n" + DumpCommand.plistText(plist, indent: "")
            }
        }
        if let output, output != "-" {
            do { try AtomicFile.write(Array(text.utf8), to: output) } catch {
                throw InputFailure(path: output, error.reason)
            }
        } else {
            io.writeOutput(text)
        }
    }

    /// A property list as indented text, dictionary keys sorted: `key = value` lines.
    static func plistText(_ value: Any, indent: String) -> String {
        switch value {
        case let dictionary as [String: Any]:
            return dictionary.keys.sorted().map { key in
                let item = dictionary[key]!
                if item is [String: Any] || item is [Any] {
                    return "\(indent)\(key) =\n" + plistText(item, indent: indent + "  ")
                }
                return "\(indent)\(key) = " + plistText(item, indent: "")
            }.joined()
        case let array as [Any]:
            return array.map { indent + "- " + plistText($0, indent: indent + "  ").trimmingCharacters(in: .whitespaces) }.joined()
        case let string as String:
            return DumpFormat.quoted(string) + "\n"
        default:
            return "\(value)\n"
        }
    }
}
