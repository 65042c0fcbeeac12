// IBClassMembers.swift — what each class of the standard tables declares, as Swift: the member lines
// of IBClasses+*.swift read once, when nibc is built, not at every start of a process.
//
// The tables stay the one declaration. `ClassModelTests` reads every class's member lines with the
// table reader (IBClassModel.swift) and writes them out as initializers into
// `IBClassMembers+Generated.swift` (NIBC_RECORD_GOLDENS=1 regenerates it; the test fails while it
// differs). A process then makes a class's members from literals at its first use instead of
// reading its lines: reading them was a fifth of compiling a median document (callgrind, 1.6M of
// 8.7M instructions). The generated members are used only for the tables they were generated
// from, as the generated index is (`IBClassModel.standard`); an edited table is read as before.

extension IBClassModel {
    /// `IBClassMembers+Generated.swift`'s text for the standard tables.
    package static func generatedMembersSource() throws(TableError) -> String {
        let model = try IBClassModel(tables: standardTables)
        var fingerprints = [UInt64](repeating: 0, count: IBPlatform.allCases.count)
        var lengths = [Int](repeating: 0, count: IBPlatform.allCases.count)
        for (platform, table) in standardTables {
            fingerprints[platform.slot] = IBClassIndex.fingerprint(table)
            lengths[platform.slot] = table.utf8.count
        }
        var lines = [
            "// IBClassMembers+Generated.swift — GENERATED from IBClasses+*.swift by ClassModelTests (run",
            "// `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`); do not edit. What it is: IBClassMembers.swift.",
            "",
            "extension IBClassDeclaration {",
            "    /// The tables these members were read from: their fingerprints and their lengths in bytes.",
            "    static let generatedMembersFingerprints: [UInt64] = [\(fingerprints.map { "0x" + String($0, radix: 16) }.joined(separator: ", "))]",
            "    static let generatedMembersTableLengths: [Int] = [\(lengths.map(String.init).joined(separator: ", "))]",
            "",
            "    /// The members class `index` declares, as its lines in its table say (nil: none).",
            "    static func generatedMembers(ofClass index: Int, owner: String) -> Members? {",
            "        switch index {",
        ]
        for declaration in model.declarations {
            let members = try declaration.readMembers()
            guard !(members.attributes.isEmpty && members.keyedChildren.isEmpty && members.archivedKeys.isEmpty) else { continue }
            lines.append("        case \(declaration.index):  // \(declaration.qualifiedName)")
            /// `label: [` the items `]`, one item a line.
            func array(_ label: String, _ items: [String], last: Bool = false) {
                let end = last ? ")" : ","
                guard !items.isEmpty else { return lines.append("                \(label): []\(end)") }
                lines.append("                \(label): [")
                lines += items.map { "                    \($0)," }
                lines.append("                ]\(end)")
            }
            lines.append("            return Members(")
            array("attributes", members.attributes.map { attribute in
                "IBAttributeDeclaration(name: \(literal(attribute.name)), domain: \(source(attribute.domain)), "
                    + "defaultValue: \(literal(attribute.defaultValue)), designTime: \(literal(attribute.designTime)), owner: owner)"
            })
            array("keyedChildren", members.keyedChildren.map { child in
                "IBKeyedChildDeclaration(key: \(literal(child.key)), elements: \(list(child.elements)), "
                    + "designTime: \(literal(child.designTime)), owner: owner)"
            })
            array("archivedKeys", members.archivedKeys.map { key in
                let codec = key.codec.map { "IBArchivedKey.Codec(name: \(literal($0.name)), arguments: \(list($0.arguments)))" } ?? "nil"
                return "IBArchivedKey(key: \(literal(key.key)), source: \(source(key.source)), codec: \(codec), "
                    + "sdk: \(key.sdk.map(source) ?? "nil"), owner: owner, line: \(key.line))"
            }, last: true)
        }
        lines += ["        default:", "            return nil", "        }", "    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func source(_ domain: IBDomain) -> String {
        switch domain {
        case .bool: ".bool"
        case .number: ".number"
        case .integer: ".integer"
        case .size: ".size"
        case .reference: ".reference"
        case .text: ".text"
        case .enumeration(let cases):
            ".enumeration([" + cases.map { "(\(literal($0.name)), \($0.value.map { String($0) } ?? "nil"))" }.joined(separator: ", ") + "])"
        }
    }

    private static func source(_ key: IBArchivedKey.Source) -> String {
        switch key {
        case .attribute(let name): ".attribute(\(literal(name)))"
        case .keyedChild(let key): ".keyedChild(\(literal(key)))"
        case .childAttribute(let key, let attribute): ".childAttribute(key: \(literal(key)), attribute: \(literal(attribute)))"
        case .constant(let value): ".constant(\(literal(value)))"
        case .shape(let name): ".shape(\(literal(name)))"
        case .none: ".none"
        case .superclass: ".superclass"
        }
    }

    private static func source(_ range: IBArchivedKey.SDKRange) -> String {
        func version(_ version: IBArchivedKey.Version?) -> String { version.map { "IBArchivedKey.Version(\($0.major), \($0.minor))" } ?? "nil" }
        return "IBArchivedKey.SDKRange(from: \(version(range.from)), before: \(version(range.before)))"
    }

    /// A Swift string literal of `text` (nil: `nil`).
    static func literal(_ text: String?) -> String {
        guard let text else { return "nil" }
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "\"\(escaped)\""
    }

    private static func list(_ texts: [String]) -> String { "[" + texts.map { literal($0) }.joined(separator: ", ") + "]" }
}
