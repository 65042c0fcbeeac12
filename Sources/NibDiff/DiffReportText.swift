// DiffReportText.swift — a comparison as text (the judge's report layout) and as JSON (the judge's
// `--json` keys, so scripts can read either tool's output the same way).

import NibArchive

extension NibDiffReport {
    /// The human-readable report.
    public var text: String {
        var lines: [String] = []
        switch self {
        case .nib(let reference, let candidate, let score):
            lines.append("\(reference) vs \(candidate)")
            score.appendText(to: &lines, indent: "")
        case .storyboard(let storyboard):
            lines.append("storyboardc \(storyboard.reference) vs \(storyboard.candidate)")
            if !storyboard.missingNibs.isEmpty { lines.append("missing nibs: " + storyboard.missingNibs.joined(separator: ", ")) }
            for renamed in storyboard.renamedNibs {
                lines.append("renamed: \(renamed.reference) -> \(renamed.candidate) (paired through Info.plist)")
            }
            if !storyboard.extraNibs.isEmpty { lines.append("extra nibs: " + storyboard.extraNibs.joined(separator: ", ")) }
            for (name, score) in storyboard.files {
                lines.append("== \(name)")
                score.appendText(to: &lines, indent: "   ")
            }
            let aggregate = storyboard.aggregate
            lines.append(
                "== aggregate: recall \(fixed(aggregate.recall))  precision \(fixed(aggregate.precision))  exact \(aggregate.isExact ? "yes" : "no")  (\(aggregate.exactFiles)/\(aggregate.files) files exact)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON.
    public var json: String {
        var out = JSONText()
        switch self {
        case .nib(let reference, let candidate, let score):
            out.open()
            out.field("reference", .string(reference))
            out.field("candidate", .string(candidate))
            score.appendFields(to: &out)
            out.close()
        case .storyboard(let storyboard):
            out.open()
            out.field("reference", .string(storyboard.reference))
            out.field("candidate", .string(storyboard.candidate))
            out.field("kind", .string("storyboardc"))
            out.field("missing_nibs", .raw("[" + storyboard.missingNibs.map { DumpFormat.quoted($0) }.joined(separator: ", ") + "]"))
            out.field("extra_nibs", .raw("[" + storyboard.extraNibs.map { DumpFormat.quoted($0) }.joined(separator: ", ") + "]"))
            if !storyboard.renamedNibs.isEmpty {
                out.field(
                    "renamed_nibs",
                    .raw("{" + storyboard.renamedNibs.map { DumpFormat.quoted($0.reference) + ": " + DumpFormat.quoted($0.candidate) }.joined(separator: ", ") + "}"))
            }
            let aggregate = storyboard.aggregate
            out.key("aggregate")
            out.open()
            out.field("recall", .number(aggregate.recall))
            out.field("precision", .number(aggregate.precision))
            out.field("exact", .bool(aggregate.isExact))
            out.field("ref_entries", .int(aggregate.referenceEntries))
            out.field("cand_entries", .int(aggregate.candidateEntries))
            out.field("matched_ref", .int(aggregate.matchedReference))
            out.field("matched_cand", .int(aggregate.matchedCandidate))
            out.field("width_only_mismatches", .int(aggregate.widthOnlyMismatches))
            out.field("files", .int(aggregate.files))
            out.field("exact_files", .int(aggregate.exactFiles))
            out.close()
            out.field("recall", .number(aggregate.recall))
            out.field("precision", .number(aggregate.precision))
            out.field("exact", .bool(aggregate.isExact))
            out.key("files")
            out.open()
            for (name, score) in storyboard.files {
                out.key(name)
                out.open()
                score.appendFields(to: &out)
                out.close()
            }
            out.close()
            out.close()
        }
        return out.text + "\n"
    }
}

/// `%.4f`, as the judge prints scores.
private func fixed(_ value: Double) -> String {
    let scaled = (value * 10_000).rounded()
    let whole = Int(scaled) / 10_000
    let fraction = String(Int(scaled) % 10_000)
    return "\(whole)." + String(repeating: "0", count: 4 - fraction.count) + fraction
}

extension NibScore {
    fileprivate func appendText(to lines: inout [String], indent: String) {
        if let error { lines.append("\(indent)error: \(error)") }
        let width = widthOnlyMismatches > 0 ? ", \(widthOnlyMismatches) width-only" : ""
        lines.append(
            "\(indent)recall \(fixed(recall))  precision \(fixed(precision))  exact \(isExact ? "yes" : "no")   (matched \(matchedReference)/\(referenceEntries) reference entries, \(matchedCandidate)/\(candidateEntries) candidate entries\(width))"
        )
        if let objects, objects.reference > 0 || objects.candidate > 0 {
            let shared = objects.sharedDifferently > 0 ? ", \(objects.sharedDifferently) shared differently" : ""
            lines.append(
                "\(indent)objects: \(objects.reference) reference, \(objects.candidate) candidate, \(objects.paired) paired\(shared)")
        }
        if !ignoredNonNil.isEmpty {
            lines.append("\(indent)note: ignored keys with non-nil values: " + ignoredNonNil.map { "\($0.key): \($0.count)" }.joined(separator: ", "))
        }
        if !fallbackClassDifferences.isEmpty {
            lines.append("\(indent)note (not scored): class fallbacks differ: " + fallbackClassDifferences.joined(separator: "; "))
        }
        if !mismatches.isEmpty {
            lines.append("\(indent)top \(mismatches.count) of \(mismatchCount) mismatches:")
            for mismatch in mismatches {
                let tag = mismatch.kind == "width" ? " [width only]" : ""
                let weight = mismatch.weight > 1 ? " (weight \(mismatch.weight))" : ""
                lines.append("\(indent)  \(mismatch.path): expected \(mismatch.expected) got \(mismatch.got)\(tag)\(weight)")
            }
        }
    }

    fileprivate func appendFields(to out: inout JSONText) {
        out.field("recall", .number(recall))
        out.field("precision", .number(precision))
        out.field("exact", .bool(isExact))
        out.field("ref_entries", .int(referenceEntries))
        out.field("cand_entries", .int(candidateEntries))
        out.field("matched_ref", .int(matchedReference))
        out.field("matched_cand", .int(matchedCandidate))
        out.field("width_only_mismatches", .int(widthOnlyMismatches))
        if let error { out.field("error", .string(error)) }
        out.field("mismatch_count", .int(mismatchCount))
        out.field(
            "mismatch_kinds", .raw("{" + mismatchKinds.map { DumpFormat.quoted($0.kind) + ": \($0.count)" }.joined(separator: ", ") + "}"))
        if let objects {
            out.field(
                "objects",
                .raw(
                    "{\"ref\": \(objects.reference), \"cand\": \(objects.candidate), \"paired\": \(objects.paired), \"shared_differently\": \(objects.sharedDifferently)}"
                ))
        }
        if !ignoredNonNil.isEmpty {
            out.field("ignored_non_nil", .raw("{" + ignoredNonNil.map { DumpFormat.quoted($0.key) + ": \($0.count)" }.joined(separator: ", ") + "}"))
        }
        if !fallbackClassDifferences.isEmpty {
            out.field("fallback_class_differences", .raw("[" + fallbackClassDifferences.map(DumpFormat.quoted).joined(separator: ", ") + "]"))
        }
        if let coderVersions {
            out.field("coder_versions", .raw("[\(coderVersions.reference), \(coderVersions.candidate.map { "\($0)" } ?? "null")]"))
        }
        out.key("mismatches")
        out.openArray()
        for mismatch in mismatches {
            out.element()
            out.open()
            out.field("path", .string(mismatch.path))
            out.field("kind", .string(mismatch.kind))
            out.field("expected", .string(mismatch.expected))
            out.field("got", .string(mismatch.got))
            out.field("weight", .int(mismatch.weight))
            out.close()
        }
        out.closeArray()
    }
}

/// A small ordered JSON emitter, one field per line.
struct JSONText {
    enum Value {
        case string(String), int(Int), number(Double), bool(Bool), raw(String)
    }

    private(set) var text = ""
    private var depth = 0
    private var needsComma: [Bool] = []

    private mutating func newline() {
        text += "\n" + String(repeating: " ", count: depth)
    }

    mutating func key(_ name: String) {
        element()
        text += DumpFormat.quoted(name) + ": "
    }

    /// Starts the next field or element of the open object or array.
    mutating func element() {
        if needsComma.last == true { text += "," }
        if !needsComma.isEmpty { needsComma[needsComma.count - 1] = true }
        newline()
    }

    mutating func field(_ name: String, _ value: Value) {
        key(name)
        switch value {
        case .string(let string): text += DumpFormat.quoted(string)
        case .int(let number): text += "\(number)"
        case .number(let number): text += number.isFinite ? "\(number)" : "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .raw(let raw): text += raw
        }
    }

    mutating func open() {
        text += "{"
        depth += 1
        needsComma.append(false)
    }

    mutating func close() {
        depth -= 1
        let hadFields = needsComma.removeLast()
        if hadFields { newline() }
        text += "}"
    }

    mutating func openArray() {
        text += "["
        depth += 1
        needsComma.append(false)
    }

    mutating func closeArray() {
        depth -= 1
        let hadElements = needsComma.removeLast()
        if hadElements { newline() }
        text += "]"
    }
}
