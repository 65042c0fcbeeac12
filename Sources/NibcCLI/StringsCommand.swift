// StringsCommand.swift — `nibc strings`: ibtool's strings workflow for base internationalization.
// `export` lists a document's localizable texts as a `.strings` table (ibtool's
// `--generate-strings-file` / `--export-strings-file`); `import` writes a localized copy of the
// document with a language's table applied (ibtool's `--import-strings-file S --write OUT`).

import InterfaceBuilder
import NibCompiler

struct StringsCommand: Command {
    static let name = "strings"
    static let abstract = "Export a document's localizable texts as a .strings table or XLIFF, or write a translated copy of it."
    static let usage = """
        USAGE: nibc strings export <document> -o <file.strings> [--encoding utf-16|utf-8]
               nibc strings import <document> --strings <LANG.strings> -o <LANG.xib|LANG.storyboard>
               nibc strings export-xliff <document>... -o <file.xliff> [--source-language en] [--target-language fr]
               nibc strings import-xliff <file.xliff> -o <folder>
        """
    static var help: String {
        """
        \(usage)
               nibc --generate-strings-file <file.strings> <document>       (ibtool's spelling;
               nibc --export-strings-file <file.strings> <document>          also as 'ibtool')
               nibc --import-strings-file <LANG.strings> --write <LANG.xib> <document>
               nibc --export-xliff <file.xliff> <document>...
               nibc --import-xliff <file.xliff> -o <folder>

        A document localized with base internationalization (Base.lproj) is compiled with its texts
        as NSLocalizableStrings keyed '<object id>.<property>', which UIKit and AppKit look up in the
        language's table of the same name when the nib loads. 'export' writes that table for the
        development language: every localizable text of every object, each key once, sorted by key,
        with ibtool's comment (the object's class, the property and its text, the object's id, and
        Xcode's comment for localizers as Note), in UTF-16 as ibtool writes it (--encoding utf-8 for
        UTF-8). Its keys are exactly the NSKeys of the nib 'nibc compile --localizable' writes.

        'export-xliff' writes the texts of several documents as XLIFF 1.2, as Xcode's Export
        Localizations writes it for Interface Builder files (one <file> per document, one
        <trans-unit> per text: the key, the text, ibtool's comment as <note>). 'import-xliff'
        reads a translated XLIFF back and writes <folder>/<target language>.lproj/<document
        name>.strings for each of its files, ready for 'import' or 'compile --strings-file'.

        'import' reads a translated table (UTF-16 or UTF-8) and writes the document with each
        translated text in place of the original, every other byte unchanged. A key that names no
        text of the document, or a text the document does not write where it can be replaced, is a
        warning. 'nibc compile --strings-file LANG.strings' compiles the translated document directly.

        OPTIONS:
          -o, --output <file>      where to write ('-': standard output).
          --strings <file>         the translated table ('import').
          --encoding <encoding>    utf-16 (default, with a byte order mark) or utf-8 ('export',
                                   'import-xliff').
          --source-language <code>, --target-language <code>
                                   the XLIFF's languages ('export-xliff'; default en, none).
          --module <name>, --sdk <version>
                                   as for 'nibc compile' (the texts do not depend on them).

        EXIT STATUS: 0 success (warnings allowed), 1 an input cannot be read or the document has
        errors, 64 usage error.

        EXAMPLES:
          nibc strings export Base.lproj/Main.storyboard -o Main.strings
          nibc strings import Base.lproj/Main.storyboard --strings fr.lproj/Main.strings -o fr.lproj/Main.storyboard
          nibc --generate-strings-file Main.strings Base.lproj/Main.storyboard
          nibc strings export-xliff Base.lproj/*.storyboard Base.lproj/*.xib -o fr.xliff --target-language fr
          nibc strings import-xliff fr-translated.xliff -o Resources      writes Resources/fr.lproj/<name>.strings

        """
    }

    enum Mode { case export, `import`, exportXLIFF, importXLIFF }

    /// The options that say this command without its name (ibtool's, and nibc's XLIFF ones).
    static let spellings = ["--generate-strings-file", "--export-strings-file", "--import-strings-file", "--export-xliff", "--import-xliff"]

    var mode: Mode
    var document: String
    /// Every document of 'export-xliff'.
    var documents: [String]
    var sourceLanguage: String
    var targetLanguage: String?
    var output: String
    var table: String?
    var encoding: StringsTable.Encoding
    var options: CompileOptions
    var ignored: [String]

    init(arguments: [String]) throws(UsageError) {
        let ibtoolSpelling = StringsCommand.spellings.contains { arguments.contains($0) }
        let parser = try ArgumentParser(
            arguments,
            valued: [
                "--output", "--strings", "--encoding", "--module", "--sdk", "--generate-strings-file", "--export-strings-file",
                "--import-strings-file", "--write", "--source-language", "--target-language", "--export-xliff", "--import-xliff",
            ],
            flags: ["--errors", "--warnings", "--notices"], aliases: ["-o": "--output"], tolerateUnknown: ibtoolSpelling)
        var positionals = parser.positionals
        let exported = parser.value("--generate-strings-file") ?? parser.value("--export-strings-file")
        let imported = parser.value("--import-strings-file")
        let exportedXLIFF = parser.value("--export-xliff")
        let importedXLIFF = parser.value("--import-xliff")
        if let importedXLIFF { positionals.insert(importedXLIFF, at: 0) }
        let modes: [String: Mode] = ["export": .export, "import": .import, "export-xliff": .exportXLIFF, "import-xliff": .importXLIFF]
        if let first = positionals.first, let named = modes[first] {
            mode = named
            positionals.removeFirst()
        } else if exportedXLIFF != nil {
            mode = .exportXLIFF
        } else if importedXLIFF != nil {
            mode = .importXLIFF
        } else if exported != nil {
            mode = .export
        } else if imported != nil {
            mode = .import
        } else {
            throw UsageError("say 'export', 'import', 'export-xliff' or 'import-xliff'")
        }
        guard positionals.count == 1 || (mode == .exportXLIFF && !positionals.isEmpty) else {
            throw UsageError(positionals.isEmpty ? "missing the document" : "one document at a time")
        }
        document = positionals[0]
        documents = positionals
        sourceLanguage = parser.value("--source-language") ?? "en"
        targetLanguage = parser.value("--target-language")
        for language in [sourceLanguage] + (targetLanguage.map { [$0] } ?? []) where !StringsCommand.isLanguageCode(language) {
            throw UsageError("'\(language)' is not a language code (en, fr, pt-BR, zh-Hans)")
        }
        let outputs = [parser.value("--output"), exported, parser.value("--write"), exportedXLIFF].compactMap { $0 }
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

    /// A language code that can name a `.lproj` folder: letters, digits, `-` and `_`.
    static func isLanguageCode(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 35
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    func run(io: CommandIO) throws {
        for option in ignored { io.writeError("nibc: warning: ignoring ibtool option \(option), which nibc does not know\n") }
        switch mode {
        case .exportXLIFF: return try exportXLIFF(io: io)
        case .importXLIFF: return try importXLIFF(io: io)
        case .export, .import: break
        }
        var diagnostics = Diagnostics()
        defer { if !diagnostics.all.isEmpty { io.writeError(diagnostics.all.map { $0.description + "\n" }.joined()) } }
        guard let (parsed, texts) = try DocumentStrings.load(document, options: options, io: io, diagnostics: &diagnostics) else {
            throw ExitStatusError(status: Nibc.ExitStatus.invalidInput)
        }
        let bytes: [UInt8]
        switch mode {
        case .export:
            bytes = StringsTable(entries: texts.map(\.entry)).rendered(encoding: encoding)
        case .exportXLIFF, .importXLIFF:
            return
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

extension StringsCommand {
    /// Every document's texts, one `<file>` each, in the order given.
    func exportXLIFF(io: CommandIO) throws {
        var files: [XLIFFDocument.File] = []
        var failed = false
        for path in documents {
            var diagnostics = Diagnostics()
            if let (_, texts) = try DocumentStrings.load(path, options: options, io: io, diagnostics: &diagnostics) {
                files.append(XLIFFDocument.file(original: path, texts: texts))
            } else {
                failed = true
            }
            if !diagnostics.all.isEmpty { io.writeError(diagnostics.all.map { $0.description + "\n" }.joined()) }
        }
        guard !failed else { throw ExitStatusError(status: Nibc.ExitStatus.invalidInput) }
        try write(XLIFFDocument(sourceLanguage: sourceLanguage, targetLanguage: targetLanguage, files: files).rendered(), io: io)
    }

    /// `<folder>/<target language>.lproj/<document name>.strings` for each file of the XLIFF: the
    /// names are the last component of each file's `original` (never a path), the language checked.
    func importXLIFF(io: CommandIO) throws {
        let bytes = try NibInput.read(document, limit: io.inputLimit)
        let xliff: XLIFFDocument
        do { xliff = try XLIFFDocument.parse(bytes, path: document) } catch { throw InputFailure([error.description]) }
        guard let language = xliff.targetLanguage, StringsCommand.isLanguageCode(language) else {
            throw InputFailure(path: document, "the XLIFF names no target language (or one that cannot name a .lproj folder)")
        }
        let folder = (output.hasSuffix("/") ? output : output + "/") + language + ".lproj"
        var written: Set<String> = []
        for file in xliff.files {
            var name = String(file.original.split(separator: "/").last ?? "")
            for suffix in [".storyboard", ".xib"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
            guard !name.isEmpty, name != ".", name != "..", written.insert(name).inserted else {
                io.writeError("\(document): warning: the file '\(file.original)' is not written: its name is empty or another file's\n")
                continue
            }
            do {
                try AtomicFile.makeDirectories(folder)
                try AtomicFile.write(XLIFFDocument.table(of: file).rendered(encoding: encoding), to: folder + "/" + name + ".strings")
            } catch { throw InputFailure(path: folder + "/" + name + ".strings", error.reason) }
        }
    }

    func write(_ bytes: [UInt8], io: CommandIO) throws {
        if output == "-" {
            io.writeOutputBytes(bytes)
        } else {
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
        guard let document = NibCompiler.document(bytes, path: path, diagnostics: &diagnostics) else { return nil }
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
