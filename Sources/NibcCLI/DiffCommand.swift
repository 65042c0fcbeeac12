// DiffCommand.swift — `nibc diff`: the semantic comparison of two nibs (the rules of the
// conformance judge, ../shared/tools/nibcmp), printed as text or JSON.

import NibDiff

struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Compare two nibs by their decoded object graphs: recall, precision, mismatches."
    static let usage =
        "USAGE: nibc diff [--json] [--show N] [--ignore-keys k1,k2] [--no-default-ignores] <reference> <candidate>"
    static var help: String {
        """
        \(usage)

        Decodes both NIBArchives and walks both object graphs in parallel from the root object,
        pairing objects of the same class. It reports how much of the reference the candidate
        reproduces (recall) and how much of the candidate is right (precision), counted in
        entries (one value of one object), and lists the heaviest mismatches as paths such as
        root.UINibTopLevelObjectsKey[0](UIView).UISubviews[1](UILabel).UIText.

        What is equal: integers of the same width and value, floats within 1e-6 relative,
        strings and numbers by content, objects when they are paired. The order of the root's
        object, connection, accessibility, runtime-attribute and trait lists and of constraints
        does not count; sharing one object where the other nib has equal copies costs nothing;
        nil values count for nothing. Keys that only record the ibtool version
        (IBUINibLNEVersionKey, UIViewLargeContentStoredProperties, UIButtonConfiguration, and the
        random ids of macOS nibs) are ignored. These are the rules of the conformance judge
        (shared/tools/nibcmp), and the scores agree with it.

        ARGUMENTS:
          <reference>           the nib to compare against (usually ibtool's): a .nib file, a nib
                                directory (the objects-N+.nib UIKit loads is used), or a
                                .storyboardc folder.
          <candidate>           the nib to score, of the same kind. A missing or unreadable
                                candidate scores 0.

        OPTIONS:
          --json                the report as JSON (the judge's keys: recall, precision, exact,
                                ref_entries, matched_ref, mismatches, ...).
          --show N              list the N heaviest mismatches (default 20; 0 for none).
          --ignore-keys K1,K2   also ignore these keys on both sides.
          --no-default-ignores  score the version-marker keys too.

        For two .storyboardc folders, nibs are paired by name (or through Info.plist when renamed),
        Info.plist is compared leaf by leaf, missing and extra nibs cost all their entries, and an
        aggregate over all files is printed last.

        EXIT STATUS: 0 when the candidate is exact, 1 when it differs, 2 when the reference cannot
        be read, 64 usage error.

        EXAMPLES:
          nibc diff expected/View.nib build/View.nib
          nibc diff --show 5 App.app/Base.lproj/Main.storyboardc build/Main.storyboardc
          nibc diff --json ref.nib out.nib | python3 -m json.tool

        """
    }

    var reference: String
    var candidate: String
    var json: Bool
    var options = NibDiffOptions()

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(
            arguments, valued: ["--show", "--ignore-keys"], flags: ["--json", "--no-default-ignores"])
        guard parser.positionals.count == 2 else {
            throw UsageError("expected two nibs (reference and candidate), got \(parser.positionals.count)")
        }
        reference = parser.positionals[0]
        candidate = parser.positionals[1]
        json = parser.flag("--json")
        if let show = parser.value("--show") {
            guard let count = Int(show), count >= 0 else { throw UsageError("--show takes a count, not '\(show)'") }
            options.shownMismatches = count
        }
        if parser.flag("--no-default-ignores") { options.ignoredKeys = [] }
        for key in (parser.value("--ignore-keys") ?? "").split(separator: ",") { options.ignoredKeys.insert(String(key)) }
    }

    func run(io: CommandIO) throws {
        let report: NibDiffReport
        var options = options
        options.inputLimit = io.inputLimit
        do {
            report = try NibDiff.compare(referencePath: reference, candidatePath: candidate, options: options)
        } catch {
            io.writeError("nibc diff: error: reference: \(error)\n")
            throw ExitStatusError(status: 2)
        }
        io.writeOutput(json ? report.json : report.text)
        if !report.isExact { throw ExitStatusError(status: 1) }
    }
}
