// DecompileCommand.swift — `nibc decompile`: a nib back into a document (NibDecompiler).

import NibCompiler

struct DecompileCommand: Command {
    static let name = "decompile"
    static let abstract = "Turn a nib back into a document Interface Builder opens."
    static let usage = "USAGE: nibc decompile [--report] [-o <output>] <nib>"
    static var help: String {
        """
        \(usage)

        Reads a compiled nib (NIBArchive, coder version 9 or 10; UIKit or AppKit) and writes the
        document it was compiled from, as Interface Builder writes a .xib: the objects and their
        attributes (the class model's archived keys read backwards), subviews, constraints, outlets
        and actions, File's Owner and the other placeholders. Ids are made from the objects' places
        in the nib: the same nib always gives the same document.

        What a nib does not hold — File's Owner's class, design-time data, what ibtool derives —
        comes back as Interface Builder's default; --report lists it, with what nibc cannot read
        back yet (one line per kind, with counts).

        ARGUMENTS:
          <nib>                 a .nib file; a nib directory (its member UIKit loads); - for
                                standard input.

        OPTIONS:
          -o, --output <file>   write the document to <file> (atomically) instead of standard output.
          --report              print what did not come back to standard error.

        EXAMPLES:
          nibc decompile Samples/HelloWorld.nib -o HelloWorld.xib
          nibc decompile --report View.nib > View.xib

        Not yet: a .storyboardc as one storyboard (each of its nibs decompiles as a xib); AppKit
        nibs come back in part (bindings, fonts, images and more are listed by --report).

        """
    }

    var input: String
    var output: String?
    var report: Bool

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(arguments, valued: ["--output"], flags: ["--report"], aliases: ["-o": "--output"])
        guard parser.positionals.count == 1 else {
            throw UsageError(parser.positionals.isEmpty ? "missing the nib to decompile" : "decompile takes one nib")
        }
        input = parser.positionals[0]
        output = parser.value("--output")
        report = parser.flag("--report")
    }

    func run(io: CommandIO) throws {
        let file = try NibInput.loadOne(input, io: io)
        let decompiled: NibDecompiler.Decompiled
        do { decompiled = try NibDecompiler.decompile(file.archive) } catch {
            throw InputFailure(path: file.name, error.message)
        }
        if report {
            io.writeError(decompiled.unrecovered.map { "\(file.name): not recovered: \($0)\n" }.joined())
        }
        if let output, output != "-" {
            do { try AtomicFile.write(Array(decompiled.xml.utf8), to: output) } catch {
                throw InputFailure(path: output, error.reason)
            }
        } else {
            io.writeOutput(decompiled.xml)
        }
    }
}
