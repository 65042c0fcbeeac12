// IBSummary.swift — a structural summary of a document, as JSON, for tooling and tests
// (`nibc check --format json`): counts of objects per element name, connections per kind,
// scenes and resources, and of diagnostics. Keys are sorted, so the same document always gives
// the same bytes.

extension IBDocument {
    /// The summary's JSON object (one line).
    public func summaryJSON(errors: Int, warnings: Int) -> String {
        var objectCounts: [String: Int] = [:]
        for index in objects { objectCounts[nodes[index].name, default: 0] += 1 }
        var connectionCounts: [String: Int] = [:]
        for connection in connections { connectionCounts[connection.kind.rawValue, default: 0] += 1 }
        var resourceCounts: [String: Int] = [:]
        for entry in resources { resourceCounts[nodes[entry].name, default: 0] += 1 }
        let fields: [(String, String)] = [
            ("connections", IBSummary.object(connectionCounts)),
            ("elements", "\(nodes.count)"),
            ("errors", "\(errors)"),
            ("file", IBSummary.string(path)),
            ("kind", IBSummary.string(kind.rawValue)),
            ("objects", IBSummary.object(objectCounts)),
            ("resources", IBSummary.object(resourceCounts)),
            ("scenes", "\(scenes.count)"),
            ("targetRuntime", header("targetRuntime").map(IBSummary.string) ?? "null"),
            ("toolsVersion", header("toolsVersion").map(IBSummary.string) ?? "null"),
            ("warnings", "\(warnings)"),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

public enum IBSummary {
    /// The summary of a file that could not be parsed.
    public static func unreadableJSON(path: String, errors: Int, warnings: Int) -> String {
        "{\"errors\": \(errors), \"file\": \(string(path)), \"readable\": false, \"warnings\": \(warnings)}"
    }

    static func object(_ counts: [String: Int]) -> String {
        "{" + counts.keys.sorted().map { "\(string($0)): \(counts[$0]!)" }.joined(separator: ", ") + "}"
    }

    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case let control where control.value < 0x20:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
