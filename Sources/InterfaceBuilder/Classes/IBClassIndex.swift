// IBClassIndex.swift — what the class model needs of its tables at start-up: each class line (name,
// superclass resolved to an index, elements, role), where its member lines are, and the lookups
// from element and class names to classes as sorted arrays.
//
// The index is derived from the tables. For the standard tables it is generated, once, into
// `IBClassIndex+Generated.swift` (`ClassModelTests` regenerates it with NIBC_RECORD_GOLDENS=1 and
// fails when it differs), so a process does not scan the tables or hash their names: reading the
// class lines and building the name dictionaries was a third of a one-document compile. The
// generated index is used only while each table's fingerprint is the one it was generated from; any
// other table (an edited one, a test's) is scanned.

/// The class lines of a model's tables, and the lookups by name.
struct IBClassIndex: Sendable {
    /// One class line.
    struct Class: Sendable {
        let name: String
        let superclass: String?
        let platform: IBPlatform
        /// The superclass's index (-1: none).
        let parent: Int
        let elements: [String]
        let role: IBRole
        let designTime: String?
        /// The byte range of its member lines in its table, and the number of the first.
        let members: Range<Int>
        let firstLine: Int

        init(
            _ name: String, _ superclass: String?, _ platform: IBPlatform, _ parent: Int, _ elements: [String], _ role: IBRole,
            _ designTime: String?, _ members: Range<Int>, _ firstLine: Int
        ) {
            (self.name, self.superclass, self.platform, self.parent, self.elements) = (name, superclass, platform, parent, elements)
            (self.role, self.designTime, self.members, self.firstLine) = (role, designTime, members, firstLine)
        }

        /// The generated file's spelling: the member range as its two bounds (`..<` between
        /// literals costs the type checker an overload search per line).
        init(
            _ name: String, _ superclass: String?, _ platform: IBPlatform, _ parent: Int, _ elements: [String], _ role: IBRole,
            _ designTime: String?, members lower: Int, _ upper: Int, line firstLine: Int
        ) {
            self.init(name, superclass, platform, parent, elements, role, designTime, lower..<upper, firstLine)
        }
    }

    /// The fingerprint of each table it was made from, in `IBPlatform.slot` order (0: no table).
    let tableFingerprints: [UInt64]
    let classes: [Class]
    /// Every element name, sorted, and for each its class index per platform (in `IBPlatform.slot`
    /// order, -1: none), `platforms` entries a name.
    let elementNames: [String]
    let elementClasses: [Int]
    /// Per platform slot: its classes' names, sorted, and their indices.
    let classNames: [[String]]
    let classIndices: [[Int]]
    /// Every name the tables declare — attribute names, keyed-child keys, element names — sorted
    /// and once each: the vocabulary of `IBName`.
    let names: [String]

    /// A 64-bit FNV-1a hash of a table's bytes, eight at a time (a fortieth of a millisecond for
    /// all the tables): the generated index is used only for the tables it was generated from.
    static func fingerprint(_ table: String) -> UInt64 {
        var table = table
        return table.withUTF8(wordFNV1a)
    }

    /// How many platforms (`IBPlatform.slot`s) an element has a class entry for.
    static let platforms = IBPlatform.allCases.count

    /// Where `name` is in a sorted array.
    static func find(_ name: String, in sorted: [String]) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < name { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == name ? low : nil
    }

    /// The class indices of `element` per platform slot, or nil.
    func classes(ofElement element: String) -> ArraySlice<Int>? {
        IBClassIndex.find(element, in: elementNames).map { elementClasses[($0 * IBClassIndex.platforms)..<(($0 + 1) * IBClassIndex.platforms)] }
    }

    /// The index of class `name` on the platform of `slot`.
    func classIndex(_ name: String, slot: Int) -> Int? {
        IBClassIndex.find(name, in: classNames[slot]).map { classIndices[slot][$0] }
    }
}

extension IBClassIndex {
    /// Scans `tables`: their class lines, checked (a class or an element declared twice, a
    /// superclass that is not declared, superclasses that form a cycle).
    init(scanning tables: [(IBPlatform, String)]) throws(IBClassModel.TableError) {
        var headers: [(line: TableReader.HeaderLine, platform: IBPlatform)] = []
        var names = [[String: Int]](repeating: [:], count: IBClassIndex.platforms)
        var elements: [String: [Int]] = [:]
        var fingerprints = [UInt64](repeating: 0, count: IBClassIndex.platforms)
        for (platform, table) in tables {
            let slot = platform.slot
            fingerprints[slot] = IBClassIndex.fingerprint(table)
            for line in try IBClassModel.readHeaders(table, platform: platform) {
                let header = line.header
                let number = line.firstLine - 1
                guard names[slot][header.name] == nil else {
                    throw IBClassModel.TableError(platform: platform, line: number, message: "class \(header.name) is declared twice")
                }
                names[slot][header.name] = headers.count
                for element in header.elements {
                    var indices = elements[element] ?? [Int](repeating: -1, count: IBClassIndex.platforms)
                    guard indices[slot] < 0 else { throw IBClassModel.TableError(platform: platform, line: number, message: "<\(element)> names two classes") }
                    indices[slot] = headers.count
                    elements[element] = indices
                }
                headers.append((line, platform))
            }
        }
        var classes: [Class] = []
        for (line, platform) in headers {
            let header = line.header
            var parent = -1
            if let superclass = header.superclass {
                // A superclass in the same table, or one of the shared table's (`IBObject`).
                guard let index = names[platform.slot][superclass] ?? names[IBPlatform.document.slot][superclass] else {
                    throw IBClassModel.TableError(
                        platform: platform, line: line.firstLine - 1, message: "\(header.name)'s superclass \(superclass) is not declared")
                }
                parent = index
            }
            classes.append(
                Class(header.name, header.superclass, platform, parent, header.elements, header.role, header.designTime, line.members, line.firstLine))
        }
        for (index, declared) in classes.enumerated() {
            var depth = 0
            var current = declared.parent
            while current >= 0 {
                depth += 1
                guard depth < 64 else {
                    throw IBClassModel.TableError(platform: declared.platform, line: 0, message: "\(classes[index].name)'s superclasses form a cycle")
                }
                current = classes[current].parent
            }
        }
        let sortedElements = elements.keys.sorted()
        var vocabulary = Set(sortedElements)
        for (platform, table) in tables {
            vocabulary.formUnion(try IBClassModel.memberNames(table, platform: platform, ranges: headers.filter { $0.platform == platform }.map { $0.line.members }))
        }
        self.init(
            tableFingerprints: fingerprints, classes: classes, elementNames: sortedElements, elementClasses: sortedElements.flatMap { elements[$0]! },
            classNames: names.map { $0.keys.sorted() }, classIndices: names.map { table in table.keys.sorted().map { table[$0]! } },
            names: vocabulary.sorted())
    }

    /// The index as Swift source: the generated file's text.
    func swiftSource() -> String {
        let literal = IBClassModel.literal
        func list(_ texts: [String]) -> String { "[" + texts.map { literal($0) }.joined(separator: ", ") + "]" }
        var lines = [
            "// IBClassIndex+Generated.swift — GENERATED from IBClasses+*.swift by ClassModelTests (run",
            "// `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`); do not edit. What it is: IBClassIndex.swift.",
            "",
            "// Each table is a typed constant of its own: one expression holding them all costs the type",
            "// checker gigabytes (a build ran out of memory on it).",
            "extension IBClassIndex {",
            "    static let generated = IBClassIndex(",
            "        tableFingerprints: generatedFingerprints, classes: generatedClasses, elementNames: generatedElementNames,",
            "        elementClasses: generatedElementClasses, classNames: generatedClassNames, classIndices: generatedClassIndices,",
            "        names: generatedNames)",
            "",
            "    private static let generatedFingerprints: [UInt64] = [\(tableFingerprints.map { "0x" + String($0, radix: 16) }.joined(separator: ", "))]",
            "",
            "    private static let generatedClasses: [Class] = [",
        ]
        for declared in classes {
            lines.append(
                "        Class(\(literal(declared.name)), \(literal(declared.superclass)), .\(declared.platform), \(declared.parent), "
                    + "\(list(declared.elements)), .\(declared.role), \(literal(declared.designTime)), "
                    + "members: \(declared.members.lowerBound), \(declared.members.upperBound), line: \(declared.firstLine)),")
        }
        lines.append("    ]")
        /// Items as lines of at most 120 characters, each line indented by `indent`.
        func wrapped(_ items: [String], indent: String) -> [String] {
            var result: [String] = []
            var line = indent
            for item in items {
                if line.count + item.count + 2 > 120, line != indent {
                    result.append(line)
                    line = indent
                }
                line += (line == indent ? "" : " ") + item + ","
            }
            if line != indent { result.append(line) }
            return result
        }
        lines.append("")
        lines.append("    private static let generatedElementNames: [String] = [")
        lines += wrapped(elementNames.map { literal($0) }, indent: "        ")
        lines.append("    ]")
        lines.append("")
        lines.append("    private static let generatedElementClasses: [Int] = [")
        let rows = stride(from: 0, to: elementClasses.count, by: IBClassIndex.platforms).map {
            elementClasses[$0..<($0 + IBClassIndex.platforms)].map(String.init).joined(separator: ", ")
        }
        lines += wrapped(rows, indent: "        ")
        lines.append("    ]")
        lines.append("")
        lines.append("    private static let generatedClassNames: [[String]] = [")
        for names in classNames {
            lines.append("        [")
            lines += wrapped(names.map { literal($0) }, indent: "            ")
            lines.append("        ],")
        }
        lines.append("    ]")
        lines.append("")
        lines.append("    private static let generatedClassIndices: [[Int]] = [")
        for indices in classIndices {
            lines.append("        [")
            lines += wrapped(indices.map(String.init), indent: "            ")
            lines.append("        ],")
        }
        lines.append("    ]")
        lines.append("")
        lines.append("    private static let generatedNames: [String] = [")
        lines += wrapped(names.map { literal($0) }, indent: "        ")
        lines.append("    ]")
        lines.append("}")
        // The vocabulary's hash table (IBName.swift), laid out for these names.
        let layout = IBNameTable.layout(of: names)
        lines.append("")
        lines.append("extension IBNameTable {")
        lines.append("    /// The names, one a line.")
        lines.append("    static let generatedBytes: StaticString = \"\"\"")
        lines += layout.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "        " + String(literal(String($0)).dropFirst().dropLast()) }
        lines.append("")
        lines.append("        \"\"\"")
        lines.append("")
        lines.append("    static let generatedStarts: [Int32] = [")
        lines += wrapped(layout.starts.map(String.init), indent: "        ")
        lines.append("    ]")
        lines.append("")
        lines.append("    static let generatedSlots: [UInt16] = [")
        lines += wrapped(layout.slots.map(String.init), indent: "        ")
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
