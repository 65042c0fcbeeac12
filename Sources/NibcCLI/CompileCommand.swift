// CompileCommand.swift — `nibc compile`: a .xib into a .nib, with nibc's spelling and ibtool's
// (`nibc --compile OUT IN --errors --warnings --output-format human-readable-text …`), so nibc
// drops into build systems that run ibtool.

import InterfaceBuilder
import NibArchive
import NibCompiler
import CSystem

struct CompileCommand: Command {
    static let name = "compile"
    /// Past this many bytes of input, blocks of `largeBlock` bytes or more are mapped on their own.
    static let largeInput = 512 << 10
    static let largeBlock = 256 << 10
    static let abstract = "Compile an iOS, tvOS or macOS .xib into a .nib, or an iOS or tvOS .storyboard into a .storyboardc."
    static let usage = """
        USAGE: nibc compile <input.xib|input.storyboard> -o <output.nib|output.storyboardc> [--module <name>] [--sdk <version>]
               nibc compile <document>... --compilation-directory <folder> [--jobs <n>]
        """
    static var help: String {
        """
        \(usage)
               nibc --compile <output.nib> <input.xib> [ibtool options]
               ibtool --compile <output.nib> <input.xib> [ibtool options]   (nibc linked as 'ibtool')
               nibc --compilation-directory <folder> <document>... [ibtool options]

        Parses and resolves the document (as 'nibc check' does), lowers it into the UIKit object
        graph and writes it as a NIBArchive (coder version 10), atomically: the output is complete or
        untouched. The same input gives the same bytes on any machine, in any locale and time zone.
        Diagnostics go to standard error as 'path:line:column: error: message'; elements not
        compiled yet are warnings and are left out of the nib.

        A storyboard becomes a .storyboardc folder, written whole or not at all: one nib per view
        controller that has a storyboard ID, is the initial one or a segue's destination (named
        after the ID, or <UIKit class>-<id>), holding the controllers it embeds through relationship
        segues and its segue templates; one nib per controller's view (<controller id>-view-<view
        id>), with its prototype cells as nibs inside; and Info.plist (binary) mapping the IDs to the
        nibs. A storyboard reference becomes a placeholder that loads the controller it names from
        the other storyboard. Segue templates, tab bar, split view and page view controllers and
        storyboard references follow UIKit's decoders, not an ibtool sample (docs/FORMAT.md).
        'nibc link' copies .storyboardc folders into a bundle, as ibtool's link step does.

        Several documents compile in one run with --compilation-directory, as ibtool accepts them:
        each output is named after its input and written atomically on its own, a document that
        fails does not stop the others, and the diagnostics come in the order of the inputs
        however many are compiled at once (--jobs).

        OPTIONS:
          -o, --output <file>            the nib (or .storyboardc folder) to write (ibtool: --compile <file>).
          --compilation-directory <folder>
                                         write <folder>/<input name>.nib (or .storyboardc) instead;
                                         required for several documents.
          -j, --jobs <n>                 compile up to n documents at once (default: the number of
                                         processors); the output is the same for any n.
          --module <name>                the module of classes with customModuleProvider="target"
                                         (Swift classes are archived under their mangled names).
          --sdk <version or path>        imitate the ibtool of this SDK: '12.1', 'iphoneos12.1' or
                                         '.../iPhoneOS12.1.sdk' (a macOS document: 'macosx14.0').
                                         For iOS it decides the system font names (.SFUIText before
                                         13), the default label color (blackColor before 13,
                                         labelColor since); for macOS the keys before macOS 15 had
                                         no writing tools or menu items' representation flags.
                                         Default: \(SDKVersion.current), the newest behavior.
          --localizable                  write texts as NSLocalizableString (<id>.<property> keys), as
                                         ibtool does for documents in Base.lproj (automatic there).
          --strings-file <LANG.strings>  compile the document translated by this table (as 'nibc strings
                                         import' writes it); a key it does not know is a warning.

        IBTOOL OPTIONS (as Xcode and rules_apple pass them):
          --errors, --warnings, --notices
                                         which diagnostics the report lists (all when none is given).
          --output-format <format>       print the report on standard output instead of the plain
                                         diagnostics: human-readable-text, xml1 or binary1 (a property
                                         list with com.apple.ibtool.document.errors/.warnings/.notices).
          --output-partial-info-plist <file>
                                         written as the empty property list ibtool writes for a xib or
                                         storyboard (the Info.plist keys of a launch or main storyboard
                                         come from the target's build settings, not the document).
          --minimum-deployment-target <version>
                                         below 7.0 a storyboard's nibs are nib directories, as ibtool
                                         writes them; the document's own <deployment> wins. The SDK's
                                         behaviours stay --sdk's.
          --target-device <device>       iphone, ipad, tv, mac, watch, vision, carplay (repeatable).
          --platform <platform>          iphoneos, appletvos, macosx, …: checked against the document.
          --companion-strings-file <LANG>:<file>
                                         as --strings-file (repeatable; a later table wins).
          --flatten YES|NO, --auto-activate-custom-fonts, --plugin <path>, --plugin-dir <folder>,
          --use-nibkeyedarchiver-for-macos, --compilation-mode-for-ios <mode>
                                         accepted; each prints one note saying what nibc does instead.
          Other options are ignored with a warning in ibtool's spelling (--compile,
          --compilation-directory), and are usage errors in nibc's.

        EXIT STATUS: 0 success (warnings allowed), 1 a document has errors or could not be read or
        written (the others are still compiled), 64 usage error.

        EXAMPLES:
          nibc compile View.xib -o View.nib
          nibc compile View.xib -o View.nib --module MyApp --sdk 12.1
          nibc --compile View.nib View.xib --module MyApp --errors --warnings --output-format human-readable-text
          nibc --compilation-directory build Main.storyboard      writes build/Main.storyboardc
          nibc compile *.xib *.storyboard --compilation-directory build --jobs 2
          nibc compile Base.lproj/Main.storyboard --strings-file fr.lproj/Main.strings -o fr.lproj/Main.storyboardc
          ibtool --errors --warnings --notices --module App --output-partial-info-plist T/View-PartialInfo.plist \\
                 --auto-activate-custom-fonts --target-device iphone --target-device ipad \\
                 --minimum-deployment-target 15.0 --output-format human-readable-text --compile R/View.nib S/View.xib

        """
    }

    var inputs: [String]
    var outputs: [String]
    var jobs: Int
    /// `--compilation-directory`, created when missing.
    var folder: String?
    var options: CompileOptions
    var report: IbtoolReport?
    var partialInfoPlist: String?
    var ignored: [String]
    /// What nibc says about the ibtool options it accepts without doing what ibtool does.
    var notes: [String]
    /// `--platform`, checked against each document's platform.
    var platform: String?
    /// The strings tables whose translations are compiled in (`--strings-file`, `--companion-strings-file`).
    var stringsTables: [String]

    init(arguments: [String]) throws(UsageError) {
        let ibtool = IbtoolOption.parserSets([
            "--errors", "--warnings", "--notices", "--output-format", "--compile", "--compilation-directory", "--output-partial-info-plist",
            "--module", "--minimum-deployment-target", "--target-device", "--platform", "--sdk", "--companion-strings-file", "--strings-file",
            "--flatten", "--auto-activate-custom-fonts", "--plugin", "--plugin-dir", "--use-nibkeyedarchiver-for-macos",
            "--compilation-mode-for-ios",
        ])
        let parser = try ArgumentParser(
            arguments, valued: ibtool.valued.union(["--output", "--jobs"]), flags: ibtool.flags.union(["--localizable"]),
            repeatable: ibtool.repeatable, aliases: ["-o": "--output", "-j": "--jobs"],
            tolerateUnknown: arguments.contains("--compile") || arguments.contains("--compilation-directory"))
        notes = IbtoolOption.notes(for: parser)
        if let flatten = parser.value("--flatten"), !IbtoolOption.isBoolean(flatten) {
            throw UsageError("--flatten '\(flatten)' is not YES or NO")
        }
        // An unknown --platform or --target-device (a future Xcode's) is a note, not an error.
        platform = parser.value("--platform").flatMap { IbtoolOption.platforms.contains($0) ? $0 : nil }
        if let target = parser.value("--minimum-deployment-target"), DeploymentTarget(flag: target) == nil {
            throw UsageError("--minimum-deployment-target '\(target)' is not a version (15.0)")
        }
        // `--companion-strings-file LANG:PATH` (Xcode) and `--strings-file PATH`: tables whose
        // translations are compiled in, later ones winning.
        var tables: [String] = []
        for companion in parser.values("--companion-strings-file") {
            guard let colon = companion.firstIndex(of: ":"), companion.index(after: colon) < companion.endIndex else {
                throw UsageError("--companion-strings-file '\(companion)' is not LANGUAGE:PATH (fr:fr.lproj/Main.strings)")
            }
            tables.append(String(companion[companion.index(after: colon)...]))
        }
        tables += parser.values("--strings-file")
        stringsTables = tables
        let inputs = parser.positionals
        guard !inputs.isEmpty else { throw UsageError("missing the document to compile") }
        let single = [parser.value("--output"), parser.value("--compile")].compactMap { $0 }
        let folder = parser.value("--compilation-directory")
        guard single.count + (folder == nil ? 0 : 1) <= 1 else {
            throw UsageError("give the output once, with -o, --compile or --compilation-directory")
        }
        self.folder = folder
        if let folder {
            // ibtool's --compilation-directory: each output is named after its input.
            outputs = inputs.map { CompileCommand.output(for: $0, in: folder) }
            let duplicates = Dictionary(grouping: outputs, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            guard duplicates.isEmpty else { throw UsageError("two documents would both be compiled to \(duplicates[0])") }
        } else if let output = single.first {
            guard inputs.count == 1 else { throw UsageError("several documents need --compilation-directory <folder>, not one output") }
            outputs = [output]
        } else {
            throw UsageError("missing -o <output.nib>")
        }
        if let text = parser.value("--jobs") {
            guard let count = Int(text), count > 0 else { throw UsageError("--jobs '\(text)' is not a positive number") }
            jobs = count
        } else {
            jobs = ParallelMap.coreCount
        }
        var sdk = SDKVersion.current
        if let text = parser.value("--sdk") {
            guard let version = SDKVersion(parsing: text) else {
                throw UsageError("--sdk '\(text)' is not an SDK version (12.1, iphoneos12.1 or a path to iPhoneOS12.1.sdk)")
            }
            sdk = version
        }
        if let text = parser.value("--output-format") {
            guard let format = IbtoolReport.Format(rawValue: text) else {
                throw UsageError(
                    "--output-format '\(text)' is not one of \(IbtoolReport.Format.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            var kinds: Set<Diagnostic.Severity> = []
            if parser.flag("--errors") { kinds.insert(.error) }
            if parser.flag("--warnings") { kinds.insert(.warning) }
            if parser.flag("--notices") { kinds.insert(.note) }
            report = IbtoolReport(format: format, kinds: kinds)
        }
        self.inputs = inputs
        partialInfoPlist = parser.value("--output-partial-info-plist")
        ignored = parser.unknown
        options = CompileOptions(
            module: parser.value("--module"), minimumDeploymentTarget: parser.value("--minimum-deployment-target"),
            targetDevices: parser.values("--target-device"),
            localizable: parser.flag("--localizable"), sdk: sdk)
    }

    /// `<folder>/<input name>.nib`, or `.storyboardc` for a storyboard.
    static func output(for input: String, in folder: String) -> String {
        // The last non-empty path component, found in the path's bytes (splitting the path into
        // Characters cost about 40,000 instructions a document).
        let utf8 = input.utf8
        let slash = UInt8(ascii: "/")
        var end = utf8.endIndex
        while end > utf8.startIndex, utf8[utf8.index(before: end)] == slash { end = utf8.index(before: end) }
        let start = utf8[..<end].lastIndex(of: slash).map { utf8.index(after: $0) } ?? utf8.startIndex
        let name = end > utf8.startIndex ? String(input[start..<end]) : input
        let stem =
            name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) + ".storyboardc"
            : (name.hasSuffix(".xib") ? String(name.dropLast(".xib".count)) : name) + ".nib"
        return (folder.hasSuffix("/") ? folder : folder + "/") + stem
    }

    func run(io: CommandIO) throws {
        for option in ignored { io.writeError("nibc: warning: ignoring ibtool option \(option), which nibc does not know\n") }
        for note in notes { io.writeError("nibc: note: \(note)\n") }
        let tables = try stringsTables.map { path throws in try DocumentStrings.table(path, io: io) }
        if let folder {
            do { try AtomicFile.makeDirectories(folder) } catch { throw InputFailure(path: folder, error.reason) }
        }
        // Each document is compiled and written on its own (in parallel with --jobs); what they
        // report is printed afterwards, in the order of the inputs.
        let limit = io.inputLimit
        let results = ParallelMap.run(count: inputs.count, jobs: jobs) { index in
            compile(inputs[index], to: outputs[index], limit: limit, translations: tables)
        }
        var all: [Diagnostic] = []
        for result in results {
            if report != nil {
                all += result.diagnostics.all
            } else {
                // (Appended line by line: the generic `joined()` looks up a conformance at its first
                // use, a scan of the binary's conformance records: 4 % of a small compile.)
                var text = ""
                for diagnostic in result.diagnostics.all { text += diagnostic.description + "\n" }
                if let summary = result.diagnostics.summary { text += summary + "\n" }
                for line in result.failure { text += line + "\n" }
                if !text.isEmpty { io.writeError(text) }
            }
        }
        if let report {
            io.writeOutputBytes(report.render(all))
            let failures = results.flatMap(\.failure)
            if !failures.isEmpty { io.writeError(failures.map { $0 + "\n" }.joined()) }
        }
        guard results.allSatisfy(\.succeeded) else { throw ExitStatusError(status: Nibc.ExitStatus.invalidInput) }
        if let partialInfoPlist {
            do { try AtomicFile.write(IbtoolReport.emptyPropertyList, to: partialInfoPlist) } catch {
                throw InputFailure(path: partialInfoPlist, error.reason)
            }
        }
    }

    /// What compiling one document gave: its diagnostics, and the lines of a failure to read or
    /// write it (the document's own errors are among the diagnostics).
    struct Result: Sendable {
        var diagnostics = Diagnostics()
        var failure: [String] = []
        var succeeded = false
    }

    /// Compiles `input` and writes `output` atomically.
    func compile(_ input: String, to output: String, limit: Int = CommandIO.defaultInputLimit, translations: [StringsTable] = []) -> Result {
        var result = Result()
        var diagnostics = Diagnostics()
        var options = self.options
        options.localizable = options.localizable || CompileOptions.isBaseLocalized(path: input)
        guard !AtomicFile.isSameFile(input, output) else {
            result.failure = ["\(output): error: is the document being compiled; the output must be another file"]
            return result
        }
        var bytes: [UInt8]
        do { bytes = try NibInput.read(input, limit: limit) } catch {
            result.failure = error.lines
            return result
        }
        // A large document's blocks are given back as each step lets them go: the heap a small
        // compile prepares (nibc_prepare_heap) keeps blocks below 32 MB, and the document's freed
        // arrays stayed resident under the graph and the archive (100,000 labels: 45 MB).
        if bytes.count > CompileCommand.largeInput { nibc_map_large_blocks(UInt(CompileCommand.largeBlock)) }
        var archive: NibArchive?
        var storyboard: CompiledStoryboard?
        // A storyboard's nibs go into the output's temporary folder as each is made: held until
        // the end, they were most of a large storyboard's peak. Where the folder cannot be begun,
        // they are kept, and writing them says why.
        var folder: AtomicFile.FolderWriter?
        var nibFailure: (any Error)?
        // The input, the document and what it compiles into are each let go once the next step
        // has them (`consume`): the peak is two of them, not all.
        if var document = NibCompiler.document(consume bytes, path: input, diagnostics: &diagnostics) {
            document.resolve(into: &diagnostics)
            if !diagnostics.hasErrors, !translations.isEmpty {
                document = translated(document, tables: translations, diagnostics: &diagnostics) ?? document
            }
            if let platform { checkPlatform(platform, of: document, diagnostics: &diagnostics) }
            if !diagnostics.hasErrors {
                if document.kind == .storyboard {
                    folder = try? AtomicFile.FolderWriter(output)
                    let sink = folder.map { folder in
                        { (nib: CompiledStoryboard.Nib, members: [String]?) in
                            guard nibFailure == nil else { return }
                            do {
                                for file in try StoryboardFolder.files(of: nib, members: members) { folder.write(file.bytes, as: file.name) }
                            } catch {
                                nibFailure = error
                            }
                        }
                    }
                    storyboard = NibCompiler.compileStoryboard(document, options: options, diagnostics: &diagnostics, sink: sink)
                } else {
                    archive = NibCompiler.compile(consume document, options: options, diagnostics: &diagnostics)
                }
            }
        }
        result.diagnostics = diagnostics
        guard archive != nil || storyboard != nil, !diagnostics.hasErrors else {
            folder?.abandon()
            return result
        }
        do {
            if let storyboard, let folder {
                if let nibFailure {
                    folder.abandon()
                    throw nibFailure
                }
                for file in StoryboardFolder.infoPlistFiles(of: storyboard) { folder.write(file.bytes, as: file.name) }
                try folder.install()
            } else if let storyboard {
                try AtomicFile.writeDirectory(try StoryboardFolder.files(of: storyboard), to: output)
            } else if let compiled = archive {
                archive = nil
                try AtomicFile.write(try compiled.serialized(), to: output)
            }
            result.succeeded = true
        } catch let error as FileError {
            result.failure = ["\(output): error: \(error.reason)"]
        } catch {
            result.failure = ["\(output): error: \(error)"]
        }
        return result
    }

    /// `document` with the translations of `tables` written in (as `nibc strings import` writes
    /// them), read again; nil when it has no localizable text to translate. What the translation
    /// reports joins `diagnostics`; the compile's own diagnostics are the translated document's.
    func translated(_ document: IBDocument, tables: [StringsTable], diagnostics: inout Diagnostics) -> IBDocument? {
        var scratch = Diagnostics()
        guard let texts = NibCompiler.localizableTexts(of: document, options: options, diagnostics: &scratch), !texts.isEmpty else { return nil }
        let bytes = NibCompiler.localizedSource(of: document, texts: texts, tables: tables, diagnostics: &diagnostics)
        var reparsed = Diagnostics()
        guard let translated = NibCompiler.document(bytes, path: document.path, diagnostics: &reparsed) else {
            for diagnostic in reparsed.all { diagnostics.append(diagnostic) }
            return nil
        }
        translated.resolve(into: &reparsed)
        guard !reparsed.hasErrors else {
            for diagnostic in reparsed.all { diagnostics.append(diagnostic) }
            return nil
        }
        return translated
    }

    /// `--platform`: a macOS document given an iOS platform (or the reverse) is compiled for its own
    /// `targetRuntime`, with a warning.
    func checkPlatform(_ platform: String, of document: IBDocument, diagnostics: inout Diagnostics) {
        let runtime = document.peek("targetRuntime", of: document.root) ?? ""
        let isMac = runtime.hasPrefix("MacOSX")
        guard isMac != (platform == "macosx") else { return }
        diagnostics.warning(
            "--platform \(platform) does not build documents of targetRuntime '\(runtime)'; it is compiled for its own platform",
            at: document.location(ofAttribute: "targetRuntime", of: document.root))
    }
}
