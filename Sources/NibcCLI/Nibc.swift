// Nibc.swift — the `nibc` command line: the command table, help, and errors → exit statuses.
//
// `Nibc.main(arguments:io:)` runs one invocation in-process (the executable's main.swift only calls
// it), so tests run every command without spawning. Exit statuses: 0 success, 1 invalid input
// (unreadable or malformed file), 64 usage error (EX_USAGE).

/// The `nibc` command line.
public enum Nibc {
    public static let version = "0.1.0"

    /// Exit statuses.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let invalidInput: Int32 = 1
        public static let usage: Int32 = 64
    }

    static var commands: [any Command.Type] {
        [
            CompileCommand.self, LinkCommand.self, StringsCommand.self, CheckCommand.self, DumpCommand.self, DecompileCommand.self, DiffCommand.self, AssembleCommand.self,
            HelpCommand.self,
        ]
    }

    /// Runs `nibc` as the executable named `program` (a path or a name): invoked as `ibtool` (a
    /// symbolic link), it takes ibtool's command line, which `main(arguments:)` already understands.
    public static func main(program: String, arguments: [String], io: CommandIO = .standard) -> Int32 {
        let name = program.split(separator: "/").last.map(String.init) ?? program
        if name == "ibtool", arguments == ["--version"] {
            io.writeOutput("nibc \(version) (as ibtool)\n")
            return ExitStatus.success
        }
        return main(arguments: arguments, io: io)
    }

    /// Runs `nibc` with `arguments` (without the program name) and returns the exit status.
    public static func main(arguments: [String], io: CommandIO = .standard) -> Int32 {
        // `--input-limit SIZE`, for every command that reads.
        if let position = arguments.firstIndex(of: "--input-limit") {
            guard position + 1 < arguments.count, let limit = byteCount(arguments[position + 1]) else {
                io.writeError("nibc: error: --input-limit takes a size in bytes, with K, M or G for KiB, MiB, GiB (256M)\n")
                return ExitStatus.usage
            }
            var io = io
            io.inputLimit = limit
            return main(arguments: Array(arguments[..<position] + arguments[(position + 2)...]), io: io)
        }
        // ibtool's strings spellings: `--generate-strings-file OUT IN`, `--import-strings-file S --write OUT IN`.
        if arguments.first != StringsCommand.name, arguments.contains(where: { StringsCommand.spellings.contains($0) }) {
            return main(arguments: [StringsCommand.name] + arguments, io: io)
        }
        // ibtool's spelling: `--compile OUTPUT INPUT [options]`.
        if arguments.first != CompileCommand.name, arguments.contains("--compile") || arguments.contains("--compilation-directory") {
            return main(arguments: [CompileCommand.name] + arguments, io: io)
        }
        // `--link FOLDER X.storyboardc…`.
        if arguments.first == "--link" {
            return main(arguments: [LinkCommand.name] + arguments.dropFirst(), io: io)
        }
        guard let first = arguments.first else {
            io.writeError(overview)
            return ExitStatus.usage
        }
        switch first {
        case "--help", "-h":
            io.writeOutput(overview)
            return ExitStatus.success
        case "--version":
            io.writeOutput("nibc \(version)\n")
            return ExitStatus.success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            io.writeError("nibc: error: unknown command '\(first)'\nRun 'nibc --help' for the list of commands.\n")
            return ExitStatus.usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.writeOutput(command.help)
            return ExitStatus.success
        }
        do {
            let parsed = try command.init(arguments: rest)
            try parsed.run(io: io)
            return ExitStatus.success
        } catch let error as UsageError {
            io.writeError("nibc \(command.name): error: \(error.message)\n\(command.usage)\nRun 'nibc help \(command.name)' for more.\n")
            return ExitStatus.usage
        } catch let exit as ExitStatusError {
            return exit.status
        } catch let error as InputFailure {
            io.writeError(error.lines.map { $0 + "\n" }.joined())
            return ExitStatus.invalidInput
        } catch {
            io.writeError("nibc \(command.name): error: \(error)\n")
            return ExitStatus.invalidInput
        }
    }

    /// A size as `--input-limit` takes it: a positive number of bytes, or of KiB, MiB or GiB with
    /// a `K`, `M` or `G` after it; nil for anything else or a size beyond Int's range.
    static func byteCount(_ text: String) -> Int? {
        var digits = Substring(text)
        var unit = 1
        switch digits.last {
        case "K", "k": unit = 1 << 10
        case "M", "m": unit = 1 << 20
        case "G", "g": unit = 1 << 30
        default: break
        }
        if unit > 1 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = Int(digits), number > 0
        else { return nil }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: unit)
        return overflow ? nil : bytes
    }

    static var overview: String {
        var text = """
            nibc \(version) — an open-source compiler and toolbox for Apple's compiled nib format (NIBArchive).

            USAGE: nibc <command> [options] [arguments]

            COMMANDS:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 10) + command.abstract + "\n"
        }
        text += """

            Run 'nibc help <command>' or 'nibc <command> --help' for a command's options and examples.

            OPTIONS FOR EVERY COMMAND:
              --input-limit SIZE   the most bytes read from one input (default 256M; K, M, G suffixes):
                                   a larger file, a device or an endless pipe is an error

            EXAMPLES:
              nibc compile View.xib -o View.nib                compile a xib as ibtool would
              nibc --compile View.nib View.xib --module App     the same, in ibtool's spelling
              nibc compile Main.storyboard -o Main.storyboardc  a storyboard into its nibs and Info.plist
              nibc compile *.xib --compilation-directory out    several documents in one run (--jobs N)
              nibc link App.app Main.storyboardc                copy it into a bundle (ibtool --link)
              nibc strings export Main.storyboard -o Main.strings  its localizable texts (ibtool --generate-strings-file)
              nibc check View.xib Main.storyboard              report problems as path:line:column: error:
              nibc dump Samples/HelloWorld.nib                 print a nib as a tree of objects
              nibc dump --format json X.nib > X.json           its tables as editable JSON
              nibc assemble X.json -o X.nib                    and back, byte for byte
              nibc diff expected/View.nib View.nib             how close a nib is to ibtool's

            EXIT STATUS: 0 success, 1 invalid input (unreadable or malformed file), 64 usage error;
            'nibc diff' exits 1 when the nibs differ and 2 when the reference cannot be read.

            """
        return text
    }
}

/// One subcommand.
protocol Command {
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The synopsis, printed with usage errors.
    static var usage: String { get }
    /// The full help: synopsis, description, options, examples.
    static var help: String { get }
    init(arguments: [String]) throws(UsageError)
    func run(io: CommandIO) throws
}

/// The command line is wrong: exit 64 with the command's usage.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The input is unreadable or malformed: exit 1 with these diagnostics, `path: error: message`.
struct InputFailure: Error {
    var lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    init(path: String, _ message: String) { self.lines = ["\(path): error: \(message)"] }
}

/// The command ran and its result is an exit status other than 0 (`nibc diff`: 1 when the nibs differ).
struct ExitStatusError: Error {
    var status: Int32
}

/// `nibc help [command]`.
struct HelpCommand: Command {
    static let name = "help"
    static let abstract = "Show help for nibc or for one command."
    static let usage = "USAGE: nibc help [<command>]"
    static var help: String { usage + "\n" }

    var topic: String?

    init(arguments: [String]) throws(UsageError) {
        guard arguments.count <= 1 else { throw UsageError("help takes at most one command name") }
        topic = arguments.first
    }

    func run(io: CommandIO) throws {
        guard let topic else {
            io.writeOutput(Nibc.overview)
            return
        }
        guard let command = Nibc.commands.first(where: { $0.name == topic }) else {
            throw UsageError("unknown command '\(topic)'")
        }
        io.writeOutput(command.help)
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
