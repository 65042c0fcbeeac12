// CompileCommand.swift — `nibc compile`: a .xib into a .nib, with nibc's spelling and ibtool's
// (`nibc --compile OUT IN --errors --warnings --output-format human-readable-text …`), so nibc
// drops into build systems that run ibtool.

import InterfaceBuilder
import NibArchive
import NibCompiler

struct CompileCommand: Command {
    static let name = "compile"
    static let abstract = "Compile an iOS or tvOS .xib into a .nib, or a .storyboard into a .storyboardc."
    static let usage = "USAGE: nibc compile <input.xib|input.storyboard> -o <output.nib|output.storyboardc> [--module <name>] [--sdk <version>]"
    static var help: String {
        """
        \(usage)
               nibc --compile <output.nib> <input.xib> [ibtool options]
               ibtool --compile <output.nib> <input.xib> [ibtool options]   (nibc linked as 'ibtool')
               nibc --compilation-directory <folder> <input.xib|input.storyboard> [ibtool options]

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

        OPTIONS:
          -o, --output <file>            the nib (or .storyboardc folder) to write (ibtool: --compile <file>).
          --compilation-directory <folder>
                                         write <folder>/<input name>.nib (or .storyboardc) instead.
          --module <name>                the module of classes with customModuleProvider="target"
                                         (Swift classes are archived under their mangled names).
          --sdk <version or path>        imitate the ibtool of this iOS SDK: '12.1', 'iphoneos12.1' or
                                         '.../iPhoneOS12.1.sdk'. It decides the system font names
                                         (.SFUIText before 13), the default label color (blackColor
                                         before 13, labelColor since). Default: \(SDKVersion.current).
          --localizable                  write texts as NSLocalizableString (<id>.<property> keys), as
                                         ibtool does for documents in Base.lproj (automatic there).
          --minimum-deployment-target <version>, --target-device <device>
                                         accepted as ibtool takes them.

        IBTOOL OPTIONS (for build systems):
          --errors, --warnings, --notices
                                         which diagnostics the report lists (all when none is given).
          --output-format <format>       print the report on standard output instead of the plain
                                         diagnostics: human-readable-text, xml1 or binary1 (a property
                                         list with com.apple.ibtool.document.errors/.warnings/.notices).
          --output-partial-info-plist <file>
                                         written as an empty property list, as ibtool does for a xib.
          Other ibtool options are ignored with a warning.

        EXIT STATUS: 0 success (warnings allowed), 1 the document has errors, 64 usage error.

        EXAMPLES:
          nibc compile View.xib -o View.nib
          nibc compile View.xib -o View.nib --module MyApp --sdk 12.1
          nibc --compile View.nib View.xib --module MyApp --errors --warnings --output-format human-readable-text
          nibc --compilation-directory build Main.storyboard      writes build/Main.storyboardc

        """
    }

    var input: String
    var output: String
    var options: CompileOptions
    var report: IbtoolReport?
    var partialInfoPlist: String?
    var ignored: [String]

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(
            arguments,
            valued: [
                "--output", "--module", "--minimum-deployment-target", "--target-device", "--compile", "--sdk",
                "--output-format", "--output-partial-info-plist", "--compilation-directory",
            ],
            flags: ["--localizable", "--errors", "--warnings", "--notices", "--auto-activate-custom-fonts"],
            repeatable: ["--target-device"], aliases: ["-o": "--output"],
            tolerateUnknown: arguments.contains("--compile") || arguments.contains("--compilation-directory"))
        guard parser.positionals.count == 1 else {
            throw UsageError(parser.positionals.isEmpty ? "missing the document to compile" : "compile takes one document")
        }
        // ibtool's --compilation-directory: the output is named after the input.
        let derived = parser.value("--compilation-directory").map { folder -> String in
            let name = parser.positionals[0].split(separator: "/").last.map(String.init) ?? parser.positionals[0]
            let stem = name.hasSuffix(".storyboard") ? String(name.dropLast(".storyboard".count)) + ".storyboardc"
                : (name.hasSuffix(".xib") ? String(name.dropLast(".xib".count)) : name) + ".nib"
            return (folder.hasSuffix("/") ? folder : folder + "/") + stem
        }
        let outputs = [parser.value("--output"), parser.value("--compile"), derived].compactMap { $0 }
        guard let output = outputs.first else { throw UsageError("missing -o <output.nib>") }
        guard outputs.count == 1 else { throw UsageError("give the output once, with -o, --compile or --compilation-directory") }
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
        input = parser.positionals[0]
        self.output = output
        partialInfoPlist = parser.value("--output-partial-info-plist")
        ignored = parser.unknown
        options = CompileOptions(
            module: parser.value("--module"), minimumDeploymentTarget: parser.value("--minimum-deployment-target"),
            targetDevices: parser.values("--target-device"),
            localizable: parser.flag("--localizable") || CompileOptions.isBaseLocalized(path: parser.positionals[0]), sdk: sdk)
    }

    func run(io: CommandIO) throws {
        for option in ignored { io.writeError("nibc: warning: ignoring ibtool option \(option), which nibc does not know\n") }
        var diagnostics = Diagnostics()
        let bytes = try NibInput.read(input)
        var archive: NibArchive?
        var storyboard: CompiledStoryboard?
        if let document = IBDocument.parse(bytes, path: input, diagnostics: &diagnostics) {
            document.resolve(into: &diagnostics)
            if !diagnostics.hasErrors {
                if document.kind == .storyboard {
                    storyboard = NibCompiler.compileStoryboard(document, options: options, diagnostics: &diagnostics)
                } else {
                    archive = NibCompiler.compile(document, options: options, diagnostics: &diagnostics)
                }
            }
        }
        if let report {
            io.writeOutputBytes(report.render(diagnostics.all))
        } else {
            for diagnostic in diagnostics.all { io.writeError(diagnostic.description + "\n") }
            if let summary = diagnostics.summary { io.writeError(summary + "\n") }
        }
        guard archive != nil || storyboard != nil, !diagnostics.hasErrors else { throw InputFailure([]) }
        do {
            if let storyboard {
                try AtomicFile.writeDirectory(try StoryboardFolder.files(of: storyboard), to: output)
            } else if let archive {
                try AtomicFile.write(try archive.serialized(), to: output)
            }
            if let partialInfoPlist { try AtomicFile.write(IbtoolReport.emptyPropertyList, to: partialInfoPlist) }
        } catch let error as FileError {
            throw InputFailure(path: output, error.reason)
        }
    }
}
