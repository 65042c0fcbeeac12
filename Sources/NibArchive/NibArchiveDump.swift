// NibArchiveDump.swift — the readable text form of an archive (`nibc dump`, golden files).
//
// A tree from the root object: `@index Class`, then one line per stored value, `key = value`,
// indented by nesting. NSString and NSNumber objects are shown inline with their content; any other
// object is expanded once and shown as `@index Class (see above)` after that, so shared objects and
// cycles print once. Objects the root does not reach follow, flat. Data that holds a NIBArchive
// (prototype cells) is dumped nested. The walk uses an explicit stack and stops expanding below
// `maximumDepth`, so a hostile file cannot overflow the stack or make the output explode.

extension NibArchive {
    /// How deep the tree is expanded; deeper objects are named but not expanded.
    public static let dumpMaximumDepth = 256
    /// How deep embedded archives are dumped.
    static let dumpMaximumEmbedding = 8

    /// The text dump of this archive, with a summary header.
    public func dump() -> String {
        var output = ""
        dump(into: &output, indent: "", embedding: 0)
        return output
    }

    private func dump(into output: inout String, indent: String, embedding: Int) {
        output += "\(indent)# NIBArchive format \(formatVersion), coder \(coderVersion): \(objects.count) objects, "
        output += "\(keys.count) keys, \(values.count) values, \(classes.count) classes"
        if !trailer.isEmpty { output += ", trailer \(DumpFormat.hex(trailer))" }
        output += "\n\(indent)# classes: "
        output += classes.map { entry in
            entry.fallbacks.isEmpty
                ? entry.name : "\(entry.name) (fallback \(entry.fallbacks.map { classes[Int($0)].name }.joined(separator: ", ")))"
        }.joined(separator: ", ")
        output += "\n"
        guard !objects.isEmpty else { return }

        var walker = DumpWalker(archive: self, indent: indent, embedding: embedding)
        walker.walk(from: 0)
        let orphans = objects.indices.filter { !walker.expanded[$0] && !isInline($0) }
        if !orphans.isEmpty {
            walker.output += "\(indent)# \(orphans.count) objects not reachable from the root:\n"
            for index in orphans where !walker.expanded[index] { walker.walk(from: index) }
        }
        output += walker.output
    }

    /// Whether object `index` is shown inline (NSString, NSNumber) rather than expanded.
    fileprivate func isInline(_ index: Int) -> Bool {
        inlineForm(index) != nil
    }

    /// One-line form of an inline object: `NSString "text"`, `NSNumber int8 5`.
    fileprivate func inlineForm(_ index: Int) -> String? {
        // Only these classes can be inline; skip decoding collections just to find that out.
        switch className(ofObject: index) {
        case "NSString", "NSMutableString", "NSNumber": break
        default: return nil
        }
        return switch foundationObject(at: index) {
        case .string(let text): "\(className(ofObject: index)) \(DumpFormat.quoted(text))"
        case .number(let payload): "NSNumber \(DumpFormat.scalar(payload))"
        default: nil
        }
    }
}

private struct DumpWalker {
    let archive: NibArchive
    let indent: String
    let embedding: Int
    var expanded: [Bool]
    var output = ""
    /// `indent` followed by 0, 1, 2, … levels of two spaces.
    private var indentation: [String] = []

    init(archive: NibArchive, indent: String, embedding: Int) {
        self.archive = archive
        self.indent = indent
        self.embedding = embedding
        self.expanded = Array(repeating: false, count: archive.objects.count)
    }

    private mutating func indentation(_ depth: Int) -> String {
        while indentation.count <= depth {
            indentation.append(indent + String(repeating: "  ", count: indentation.count))
        }
        return indentation[depth]
    }

    private enum Step {
        case object(index: Int, label: String, depth: Int)
        case value(NibArchive.Value, depth: Int)
    }

    mutating func walk(from root: Int) {
        var stack: [Step] = [.object(index: root, label: "", depth: 0)]
        while let step = stack.popLast() {
            switch step {
            case .object(let index, let label, let depth):
                let prefix = indentation(depth) + label
                if let inline = archive.inlineForm(index) {
                    output += "\(prefix)@\(index) \(inline)\n"
                    continue
                }
                let name = archive.className(ofObject: index)
                if expanded[index] {
                    output += "\(prefix)@\(index) \(name) (see above)\n"
                    continue
                }
                if depth >= NibArchive.dumpMaximumDepth {
                    output += "\(prefix)@\(index) \(name) (nested too deep, not expanded)\n"
                    continue
                }
                expanded[index] = true
                let fallbacks = archive.classes[archive.objects[index].classIndex].fallbacks
                let fallbackNote = fallbacks.isEmpty
                    ? "" : " [fallback: \(fallbacks.map { archive.classes[Int($0)].name }.joined(separator: ", "))]"
                output += "\(prefix)@\(index) \(name)\(fallbackNote)\n"
                for value in archive.values(ofObject: index).reversed() {
                    stack.append(.value(value, depth: depth + 1))
                }
            case .value(let value, let depth):
                let label = "\(archive.key(of: value)) = "
                if case .object(let target) = value.payload {
                    stack.append(.object(index: target, label: label, depth: depth))
                    continue
                }
                let prefix = indentation(depth)
                output += "\(prefix)\(label)\(DumpFormat.scalar(value.payload))\n"
                if case .data(let bytes) = value.payload, NibArchive.hasMagic(bytes) {
                    dumpEmbedded(bytes, indent: prefix + "  ")
                }
            }
        }
    }

    private mutating func dumpEmbedded(_ bytes: [UInt8], indent: String) {
        guard embedding < NibArchive.dumpMaximumEmbedding else {
            output += "\(indent)--- embedded nib nested too deep, not dumped ---\n"
            return
        }
        do {
            let inner = try NibArchive(bytes: bytes)
            output += "\(indent)--- embedded nib (coder \(inner.coderVersion)) ---\n"
            var text = ""
            inner.dumpNested(into: &text, indent: indent, embedding: embedding + 1)
            output += text
        } catch {
            output += "\(indent)--- embedded nib unreadable: \(error) ---\n"
        }
    }
}

extension NibArchive {
    fileprivate func dumpNested(into output: inout String, indent: String, embedding: Int) {
        var walker = DumpWalker(archive: self, indent: indent, embedding: embedding)
        guard !objects.isEmpty else { return }
        walker.walk(from: 0)
        output += walker.output
    }
}

/// How values are written in the text dump.
/// How the text forms write values (shared with the other text outputs built on this library).
public enum DumpFormat {
    static func scalar(_ payload: NibArchive.Payload) -> String {
        switch payload {
        case .int8(let value): "int8 \(value)"
        case .int16(let value): "int16 \(value)"
        case .int32(let value): "int32 \(value)"
        case .int64(let value): "int64 \(value)"
        case .bool(let value): value ? "true" : "false"
        case .float(let value): "float \(value)"
        case .double(let value): "double \(value)"
        case .null: "nil"
        case .object(let index): "@\(index)"
        case .data(let bytes): data(bytes)
        }
    }

    /// `data(17) {0.0, 1.5}` for geometry, `data(5) "hello"` for text, `data(3) <0a0b0c>` otherwise,
    /// `data(1234) NIBArchive` for an embedded archive.
    static func data(_ bytes: [UInt8]) -> String {
        let head = "data(\(bytes.count))"
        if NibArchive.hasMagic(bytes) { return "\(head) NIBArchive" }
        if let geometry = NibGeometry(bytes: bytes) {
            return "\(head) {\(geometry.components.map { "\($0)" }.joined(separator: ", "))}"
        }
        if !bytes.isEmpty, let text = String(validating: bytes, as: UTF8.self),
            text.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\n" || $0 == "\t" })
        {
            return "\(head) \(quoted(text))"
        }
        return "\(head) \(hex(bytes))"
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = [UInt8(ascii: "<")]
        text.reserveCapacity(bytes.count * 2 + 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        text.append(UInt8(ascii: ">"))
        return String(decoding: text, as: UTF8.self)
    }

    /// A string in double quotes with JSON escapes.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case let control where control.value < 0x20 || control.value == 0x7F:
                let hex = String(control.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
