// DecompileCommand.swift — `nibc decompile`: a nib back into a document (NibDecompiler).

import Foundation
import NibArchive
import NibCompiler

struct DecompileCommand: Command {
    static let name = "decompile"
    static let abstract = "Turn a nib back into a document Interface Builder opens."
    static let usage = "USAGE: nibc decompile [--report] [-o <output>] <nib | storyboardc>"
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

        A UIKit .storyboardc comes back as one storyboard: a scene per view controller (the
        controllers embedded in several scene nibs once), each controller's view from its view nib,
        segues from their templates, containers' children as relationship segues, the initial
        controller from Info.plist. Controllers and views keep the ids their nib names hold, so
        compiling the storyboard again gives nibs of the same names.

        ARGUMENTS:
          <nib>                 a .nib file; a nib directory (its member UIKit loads); - for
                                standard input.
          <storyboardc>         a folder with Info.plist and nibs (a compiled storyboard).

        OPTIONS:
          -o, --output <file>   write the document to <file> (atomically) instead of standard output.
          --report              print what did not come back to standard error.

        EXAMPLES:
          nibc decompile Samples/HelloWorld.nib -o HelloWorld.xib
          nibc decompile --report View.nib > View.xib
          nibc decompile Main.storyboardc -o Main.storyboard

        A macOS .storyboardc comes back likewise: the application scene from MainMenu.nib, window
        controllers with their content view controllers as relationship segues, views from their
        view nibs.

        Not yet: AppKit nibs come back in part (bindings, images and more are listed by --report);
        a size-class variation of a UIKit view, a static table's cells.

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
        let (name, decompiled) = try decompile(io: io)
        if report {
            io.writeError(decompiled.unrecovered.map { "\(name): not recovered: \($0)\n" }.joined())
        }
        if let output, output != "-" {
            do { try AtomicFile.write(Array(decompiled.xml.utf8), to: output) } catch {
                throw InputFailure(path: output, error.reason)
            }
        } else {
            io.writeOutput(decompiled.xml)
        }
    }

    /// The input's document: a storyboard's for a folder with Info.plist, else its nib's.
    func decompile(io: CommandIO) throws -> (name: String, decompiled: NibDecompiler.Decompiled) {
        let plistPath = (input.hasSuffix("/") ? input : input + "/") + "Info.plist"
        if input != "-", AtomicFile.isDirectory(input), let bytes = try? AtomicFile.read(plistPath, limit: io.inputLimit) {
            return (input, try decompileStoryboard(plist: bytes, plistPath: plistPath, io: io))
        }
        let file = try NibInput.loadOne(input, io: io)
        do { return (file.name, try NibDecompiler.decompile(file.archive)) } catch {
            throw InputFailure(path: file.name, error.message)
        }
    }

    /// A `.storyboardc`: its Info.plist's names and each nib (a nib directory's member UIKit loads).
    func decompileStoryboard(plist bytes: [UInt8], plistPath: String, io: CommandIO) throws -> NibDecompiler.Decompiled {
        guard let plist = (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: Any] else {
            throw InputFailure(path: plistPath, "is not a property list")
        }
        let prefix = plist["NSViewControllerIdentifiersToNibNames"] != nil ? "NS" : "UI"
        let base = input.hasSuffix("/") ? String(input.dropLast()) : input
        let names: [String]
        do { names = try AtomicFile.contents(ofDirectory: base) } catch { throw InputFailure(path: input, error.reason) }
        var nibs: [(name: String, archive: NibArchive)] = []
        for name in names.sorted() where name.hasSuffix(".nib") {
            let file = try NibInput.loadOne(base + "/" + name, io: io)
            nibs.append((String(name.dropLast(4)), file.archive))
        }
        let files = NibDecompiler.StoryboardFiles(
            nibs: nibs, identifiersToNibNames: plist["\(prefix)ViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:],
            entryPoint: plist["\(prefix)StoryboardDesignatedEntryPointIdentifier"] as? String)
        do { return try NibDecompiler.decompileStoryboard(files) } catch { throw InputFailure(path: input, error.message) }
    }
}
