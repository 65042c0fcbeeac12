// IbtoolReport.swift — diagnostics in the forms ibtool prints with `--output-format`, so build
// systems that parse ibtool's report can parse nibc's.
//
// `human-readable-text`: a `/* com.apple.ibtool.document.<kind> */` header line per non-empty kind,
// then one `path:line:column: severity: message` line per diagnostic. `xml1` and `binary1`: a
// property list whose keys are `com.apple.ibtool.document.errors`, `.warnings` and `.notices`, each
// an array of dictionaries {`description`, `file`, `line`, `column`}. Only the kinds asked for with
// `--errors`, `--warnings`, `--notices` are reported (all three when none is asked for).

import Foundation
import InterfaceBuilder

struct IbtoolReport {
    enum Format: String, CaseIterable {
        case text = "human-readable-text"
        case xml = "xml1"
        case binary = "binary1"
    }

    var format: Format
    /// The severities asked for; all when empty.
    var kinds: Set<Diagnostic.Severity>

    static func key(for severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "com.apple.ibtool.document.errors"
        case .warning: "com.apple.ibtool.document.warnings"
        case .note: "com.apple.ibtool.document.notices"
        }
    }

    /// The report's bytes for `diagnostics`.
    func render(_ diagnostics: [Diagnostic]) -> [UInt8] {
        let wanted: [Diagnostic.Severity] = [.error, .warning, .note].filter { kinds.isEmpty || kinds.contains($0) }
        let flattened = diagnostics.flatMap { [$0] + $0.notes }
        let groups = wanted.map { severity in (severity, flattened.filter { $0.severity == severity }) }
        switch format {
        case .text:
            var text = ""
            for (severity, items) in groups where !items.isEmpty {
                text += "/* \(IbtoolReport.key(for: severity)) */\n"
                for item in items { text += "\(item.location): \(severity.rawValue): \(item.message)\n" }
            }
            return Array(text.utf8)
        case .xml:
            var text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>

                """
            for (severity, items) in groups where !items.isEmpty {
                text += "\t<key>\(IbtoolReport.key(for: severity))</key>\n\t<array>\n"
                for item in items {
                    text += "\t\t<dict>\n"
                    text += "\t\t\t<key>column</key>\n\t\t\t<integer>\(item.location.column)</integer>\n"
                    text += "\t\t\t<key>description</key>\n\t\t\t<string>\(escaped(item.message))</string>\n"
                    text += "\t\t\t<key>file</key>\n\t\t\t<string>\(escaped(item.location.file))</string>\n"
                    text += "\t\t\t<key>line</key>\n\t\t\t<integer>\(item.location.line)</integer>\n"
                    text += "\t\t</dict>\n"
                }
                text += "\t</array>\n"
            }
            text += "</dict>\n</plist>\n"
            return Array(text.utf8)
        case .binary:
            var plist: [String: Any] = [:]
            for (severity, items) in groups where !items.isEmpty {
                plist[IbtoolReport.key(for: severity)] = items.map {
                    ["description": $0.message, "file": $0.location.file, "line": $0.location.line, "column": $0.location.column]
                        as [String: Any]
                }
            }
            let data = (try? PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)) ?? Data()
            return Array(data)
        }
    }

    /// What ibtool writes as the partial Info.plist of a xib: an empty dictionary.
    static let emptyPropertyList = Array(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict/>
        </plist>

        """.utf8)

    private func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
