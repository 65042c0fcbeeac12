// CompileCommand.swift — `nibc compile`: a .xib into a .nib (and ibtool's `--compile` spelling).

import InterfaceBuilder
import NibArchive
import NibCompiler

struct CompileCommand: Command {
    static let name = "compile"
    static let abstract = "Compile an iOS or tvOS .xib into the .nib ibtool would write."
    static let usage = "USAGE: nibc compile <input.xib> -o <output.nib> [--module <name>]"
    static var help: String {
        """
        \(usage)
               nibc --compile <output.nib> <input.xib> [ibtool options]

        Parses and resolves the document (as 'nibc check' does), lowers it into the UIKit object
        graph and writes it as a NIBArchive (coder version 10), atomically. Diagnostics go to standard
        error as 'path:line:column: error: message'; elements not compiled yet are warnings and are
        left out of the nib.

        OPTIONS:
          -o, --output <file>            the nib to write.
          --module <name>                the module of classes with customModuleProvider="target".
          --localizable                  write texts as NSLocalizableString (<id>.<property> keys), as
                                         ibtool does for documents in Base.lproj (automatic there).
          --minimum-deployment-target <version>, --target-device <device>
                                         accepted as ibtool takes them.

        EXIT STATUS: 0 success (warnings allowed), 1 the document has errors, 64 usage error.

        EXAMPLES:
          nibc compile View.xib -o View.nib
          nibc --compile View.nib View.xib --module MyApp

        """
    }

    var input: String
    var output: String
    var options: CompileOptions

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(
            arguments,
            valued: ["--output", "--module", "--minimum-deployment-target", "--target-device", "--compile"],
            flags: ["--localizable"], aliases: ["-o": "--output"])
        guard parser.positionals.count == 1 else {
            throw UsageError(parser.positionals.isEmpty ? "missing the document to compile" : "compile takes one document")
        }
        guard let output = parser.value("--output") ?? parser.value("--compile") else {
            throw UsageError("missing -o <output.nib>")
        }
        input = parser.positionals[0]
        self.output = output
        options = CompileOptions(
            module: parser.value("--module"), minimumDeploymentTarget: parser.value("--minimum-deployment-target"),
            targetDevices: parser.value("--target-device").map { [$0] } ?? [],
            localizable: parser.flag("--localizable") || CompileOptions.isBaseLocalized(path: parser.positionals[0]))
    }

    func run(io: CommandIO) throws {
        var diagnostics = Diagnostics()
        let bytes = try NibInput.read(input)
        var archive: NibArchive?
        if let document = IBDocument.parse(bytes, path: input, diagnostics: &diagnostics) {
            document.resolve(into: &diagnostics)
            if !diagnostics.hasErrors {
                archive = NibCompiler.compile(document, options: options, diagnostics: &diagnostics)
            }
        }
        for diagnostic in diagnostics.all { io.writeError(diagnostic.description + "\n") }
        if let summary = diagnostics.summary { io.writeError(summary + "\n") }
        guard let archive, !diagnostics.hasErrors else { throw InputFailure([]) }
        do { try AtomicFile.write(try archive.serialized(), to: output) } catch let error as FileError {
            throw InputFailure(path: output, error.reason)
        }
    }
}
