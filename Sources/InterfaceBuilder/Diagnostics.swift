// Diagnostics.swift — what the compiler tells the user: `path:line:column: error: message`.
//
// Diagnostics are collected, not thrown one at a time, so one run reports every problem it can;
// `Diagnostics.summary` counts them the way compilers do ("2 errors and 1 warning generated.").

/// A position in a source document: 1-based line and column (columns count characters, as
/// libxml2 does).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One message about a document.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning, note
    }

    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// Follow-up notes, e.g. where a duplicate id was first defined.
    public var notes: [Diagnostic]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:column: severity: message`, then the notes, one per line.
    public var description: String {
        ([self] + notes).map { "\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}

/// The diagnostics of one run, in the order they were found.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        all.append(diagnostic)
    }

    public mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic] = []) {
        all.append(Diagnostic(.error, message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation) {
        all.append(Diagnostic(.warning, message, at: location))
    }

    public var errorCount: Int { all.count { $0.severity == .error } }
    public var warningCount: Int { all.count { $0.severity == .warning } }
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// "1 error and 2 warnings generated.", or nil when there is nothing to count.
    public var summary: String? {
        Diagnostics.summary(errors: errorCount, warnings: warningCount)
    }

    public static func summary(errors: Int, warnings: Int) -> String? {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        switch (errors, warnings) {
        case (0, 0): return nil
        case (_, 0): return plural(errors, "error") + " generated."
        case (0, _): return plural(warnings, "warning") + " generated."
        default: return plural(errors, "error") + " and " + plural(warnings, "warning") + " generated."
        }
    }
}
