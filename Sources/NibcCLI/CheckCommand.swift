// CheckCommand.swift — `nibc check`: parse and resolve Interface Builder documents, print diagnostics.

import InterfaceBuilder
import NibCompiler

struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "Parse .xib and .storyboard documents and report their problems."
    static let usage = "USAGE: nibc check [--format text|json] [--accounting] <document>..."
    static var help: String {
        """
        \(usage)

        Reads each Interface Builder document (Xcode 5 and later), builds its document model and
        resolves it: every element and attribute known, values of the right type, required
        attributes present, ids unique, every reference (outlet and action destinations, constraint
        items, segue destinations, the initial view controller, images and colors by name) found.
        Diagnostics go to standard error as 'path:line:column: error: message', with a count at the
        end. Unknown elements and attributes are warnings, so documents from newer Xcode versions
        still go through.

        ARGUMENTS:
          <document>            a .xib or .storyboard file, or - for standard input.

        OPTIONS:
          --format text         (default) diagnostics only.
          --format json         also a structural summary of each document on standard output,
                                one JSON object per document in an array: objects per element name,
                                connections per kind, scenes, resources, error and warning counts.
          --accounting          instead, the account of every attribute as JSON on standard output:
                                per document the counts and, per element and attribute occurrence,
                                its line and column and what the compiler does with it: "lowered"
                                (it reaches the nib), "design time" (Interface Builder's own, with
                                the reason the class model gives) or "not compiled" (left out; a
                                warning when compiling). iOS/tvOS documents are compiled to know;
                                others count as not compiled except their design-time attributes.

        EXIT STATUS: 0 when no document has an error (warnings allowed), 1 otherwise, 64 usage error.

        EXAMPLES:
          nibc check Main.storyboard LaunchScreen.xib
          nibc check --format json View.xib
          nibc check --accounting View.xib > account.json

        """
    }

    var inputs: [String]
    var json: Bool
    var accounting: Bool

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(arguments, valued: ["--format"], flags: ["--accounting"])
        guard !parser.positionals.isEmpty else { throw UsageError("missing the documents to check") }
        inputs = parser.positionals
        accounting = parser.flag("--accounting")
        switch parser.value("--format") ?? "text" {
        case "text": json = false
        case "json": json = true
        case let other: throw UsageError("unknown format '\(other)' (expected text or json)")
        }
    }

    func run(io: CommandIO) throws {
        var errors = 0
        var warnings = 0
        var summaries: [String] = []
        for input in inputs {
            let path = input == "-" ? NibInput.standardInputName : input
            var diagnostics = Diagnostics()
            var bytes: [UInt8] = []
            do {
                bytes = try input == "-" ? io.standardInput(name: path) : AtomicFile.read(input, limit: io.inputLimit)
            } catch {
                diagnostics.append(Diagnostic(.error, error.reason, at: SourceLocation(file: path, line: 1, column: 1)))
            }
            let summary: String
            if !diagnostics.hasErrors, let document = NibCompiler.document(bytes, path: path, diagnostics: &diagnostics) {
                document.resolve(into: &diagnostics)
                summary =
                    accounting
                    ? CheckCommand.accountJSON(document, NibCompiler.accountAttributes(of: document))
                    : document.summaryJSON(errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
            } else {
                summary = IBSummary.unreadableJSON(path: path, errors: diagnostics.errorCount, warnings: diagnostics.warningCount)
            }
            for diagnostic in diagnostics.all { io.writeError(diagnostic.description + "\n") }
            errors += diagnostics.errorCount
            warnings += diagnostics.warningCount
            summaries.append(summary)
        }
        if json || accounting { io.writeOutput("[\n" + summaries.map { "  " + $0 }.joined(separator: ",\n") + "\n]\n") }
        if let summary = Diagnostics.summary(errors: errors, warnings: warnings) { io.writeError(summary + "\n") }
        if errors > 0 { throw InputFailure([]) }
    }
}

extension CheckCommand {
    /// `{"path": …, "lowered": n, "design time": n, "not compiled": n, "attributes": [{element,
    /// attribute, line, column, status[, reason]}…]}`, attributes in document order.
    static func accountJSON(_ document: IBDocument, _ account: AttributeAccount) -> String {
        let counts = account.counts
        var text = "{\"path\": \(IBSummary.string(document.path))"
        for status in AttributeStatus.allCases { text += ", \(IBSummary.string(status.rawValue)): \(counts[status] ?? 0)" }
        text += ", \"attributes\": ["
        for (offset, entry) in account.entries.enumerated() {
            let name = document.attributes.name(at: entry.attribute)
            let location = document.location(ofAttribute: name, of: entry.node)
            text += offset == 0 ? "\n    " : ",\n    "
            text += "{\"element\": \(IBSummary.string(document[entry.node].name)), \"attribute\": \(IBSummary.string(name))"
            if name == "key" { text += ", \"key\": \(IBSummary.string(document.attributes.value(at: entry.attribute)))" }
            text += ", \"line\": \(location.line), \"column\": \(location.column), \"status\": \(IBSummary.string(entry.status.rawValue))"
            if let reason = entry.reason { text += ", \"reason\": \(IBSummary.string(reason))" }
            text += "}"
        }
        return text + "]}"
    }
}
