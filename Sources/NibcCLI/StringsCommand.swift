// StringsCommand.swift — `nibc strings`: ibtool's strings workflow for base internationalization.
// `export` lists a document's localizable texts as a `.strings` table (ibtool's
// `--generate-strings-file` / `--export-strings-file`); `import` writes a localized copy of the
// document with a language's table applied (ibtool's `--import-strings-file S --write OUT`).

import InterfaceBuilder
import NibCompiler

struct StringsCommand: Command {
    static let name = "strings"
    static let abstract = "Export a document's localizable texts as a .strings table, or write a translated copy of it."
    static let usage = """
        USAGE: nibc strings export <document> -o <file.strings> [--encoding utf-16|utf-8]
               nibc strings import <document> --strings <LANG.strings> -o <LANG.xib|LANG.storyboard>
        """
    static var help: String {
        """
        \(usage)
               nibc --generate-strings-file <file.strings> <document>       (ibtool's spelling;
               nibc --export-strings-file <file.strings> <document>          also as 'ibtool')
               nibc --import-strings-file <LANG.strings> --write <LANG.xib> <document>

        A document localized with base internationalization (Base.lproj) is compiled with its texts
        as NSLocalizableStrings keyed '<object id>.<property>', which UIKit and AppKit look up in the
        language's table of the same name when the nib loads. 'export' writes that table for the
        development language: every localizable text of every object, each key once, sorted by key,
        with ibtool's comment (the object's class, the property and its text, the object's id, and
        Xcode's comment for localizers as Note), in UTF-16 as ibtool writes it (--encoding utf-8 for
        UTF-8). Its keys are exactly the NSKeys of the nib 'nibc compile --localizable' writes.

        'import' reads a translated table (UTF-16 or UTF-8) and writes the document with each
        translated text in place of the original, every other byte unchanged. A key that names no
        text of the document, or a text the document does not write where it can be replaced, is a
        warning. 'nibc compile --strings-file LANG.strings' compiles the translated document directly.

        OPTIONS:
          -o, --output <file>      where to write ('-': standard output).
          --strings <file>         the translated table ('import').
          --encoding <encoding>    utf-16 (default, with a byte order mark) or utf-8 ('export').
          --module <name>, --sdk <version>
                                   as for 'nibc compile' (the texts do not depend on them).

        EXIT STATUS: 0 success (warnings allowed), 1 an input cannot be read or the document has
        errors, 64 usage error.

        EXAMPLES:
          nibc strings export Base.lproj/Main.storyboard -o Main.strings
          nibc strings import Base.lproj/Main.storyboard --strings fr.lproj/Main.strings -o fr.lproj/Main.storyboard
          nibc --generate-strings-file Main.strings Base.lproj/Main.storyboard

        """
    }

    enum Mode { case export, `import` }

    var mode: Mode
    var document: String
    var output: String
    var table: String?
    var encoding: StringsTable.Encoding
    var options: CompileOptions
    var ignored: [String]

    init(arguments: [String]) throws(UsageError) {
        let ibtoolSpelling = ["--generate-strings-file", "--export-strings-file", "--import-strings-file"].contains { arguments.contains($0) }
        let parser = try ArgumentParser(
            arguments,
            valued: [
                "--output", "--strings", "--encoding", "--module", "--sdk", "--generate-strings-file", "--export-strings-file",
                "--import-strings-file", "--write",
            ],
            flags: ["--errors", "--warnings", "--notices"], aliases: ["-o": "--output"], tolerateUnknown: ibtoolSpelling)
        var positionals = parser.positionals
        let exported = parser.value("--generate-strings-file") ?? parser.value("--export-strings-file")
        let imported = parser.value("--import-strings-file")
        if let first = positionals.first, first == "export" || first == "import" {
            mode = first == "export" ? .export : .import
            positionals.removeFirst()
        } else if exported != nil {
            mode = .export
        } else if imported != nil {
            mode = .import
        } else {
            throw UsageError("say 'export' or 'import'")
        }
        guard positionals.count == 1 else {
            throw UsageError(positionals.isEmpty ? "missing the document" : "one document at a time")
        }
        document = positionals[0]
        let outputs = [parser.value("--output"), exported, parser.value("--write")].compactMap { $0 }
        guard outputs.count == 1 else { throw UsageError(outputs.isEmpty ? "missing the output (-o)" : "give the output once") }
        output = outputs[0]
        table = parser.value("--strings") ?? imported
        if mode == .import, table == nil { throw UsageError("missing the translated table (--strings LANG.strings)") }
        if mode == .export, table != nil { throw UsageError("--strings is for 'import'") }
        let encodingName = parser.value("--encoding") ?? StringsTable.Encoding.utf16.rawValue
        guard let encoding = StringsTable.Encoding(rawValue: encodingName.lowercased()) else {
            throw UsageError("--encoding '\(encodingName)' is not utf-16 or utf-8")
        }
        self.encoding = encoding
        var sdk = SDKVersion.current
        if let text = parser.value("--sdk") {
            guard let version = SDKVersion(parsing: text) else { throw UsageError("--sdk '\(text)' is not an SDK version") }
            sdk = version
        }
        options = CompileOptions(module: parser.value("--module"), sdk: sdk)
        ignored = parser.unknown
    }

    func run(io: CommandIO) throws {
        for option in ignored { io.writeError("nibc: warning: ignoring ibtool option \(option), which nibc does not know\n") }
        var diagnostics = Diagnostics()
        defer { if !diagnostics.all.isEmpty { io.writeError(diagnostics.all.map { $0.description + "\n" }.joined()) } }
        guard let (parsed, texts) = try DocumentStrings.load(document, options: options, io: io, diagnostics: &diagnostics) else {
            throw ExitStatusError(status: Nibc.ExitStatus.invalidInput)
        }
        let bytes: [UInt8]
        switch mode {
        case .export:
            bytes = StringsTable(entries: texts.map(\.entry)).rendered(encoding: encoding)
        case .import:
            let translations = try DocumentStrings.table(table!, io: io)
            bytes = NibCompiler.localizedSource(of: parsed, texts: texts, tables: [translations], diagnostics: &diagnostics)
        }
        if output == "-" {
            io.writeOutputBytes(bytes)
        } else {
            guard !AtomicFile.isSameFile(document, output) else { throw InputFailure(path: output, "is the document itself; write the translation to another file") }
            do { try AtomicFile.write(bytes, to: output) } catch { throw InputFailure(path: output, error.reason) }
        }
    }
}

/// Reading a document and its localizable texts, and a strings table, for `nibc strings` and for
/// `nibc compile --strings-file`.
enum DocumentStrings {
    /// The document at `path`, parsed and resolved, and its localizable texts; nil (with the
    /// errors in `diagnostics`) when it does not compile.
    static func load(
        _ path: String, options: CompileOptions, io: CommandIO, diagnostics: inout Diagnostics
    ) throws -> (IBDocument, [LocalizableText])? {
        let bytes = try NibInput.read(path, limit: io.inputLimit)
        guard let document = IBDocument.parse(bytes, path: path, diagnostics: &diagnostics) else { return nil }
        document.resolve(into: &diagnostics)
        guard !diagnostics.hasErrors else { return nil }
        // The texts come from a compile whose other diagnostics the caller's own compile repeats.
        var compiling = Diagnostics()
        guard let texts = NibCompiler.localizableTexts(of: document, options: options, diagnostics: &compiling) else {
            for diagnostic in compiling.all where diagnostic.severity == .error { diagnostics.append(diagnostic) }
            return nil
        }
        return (document, texts)
    }

    /// The strings table at `path` (UTF-16 or UTF-8).
    static func table(_ path: String, io: CommandIO) throws -> StringsTable {
        let bytes = try NibInput.read(path, limit: io.inputLimit)
        do { return try StringsTable.parse(bytes, path: path) } catch { throw InputFailure([error.description]) }
    }
}
