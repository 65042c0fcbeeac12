// NibArchiveJSON.swift — the archive's tables as JSON (`nibc dump --format json`, `nibc assemble`).
//
// The schema mirrors the file exactly, so a nib can be edited as text and rebuilt byte for byte:
//   {"formatVersion": 1, "coderVersion": 10,
//    "objects": [{"class": 0, "firstValue": 0, "valueCount": 7}, ...],
//    "keys": ["UINibTopLevelObjectsKey", ...],
//    "values": [{"key": 0, "type": "object", "value": 2}, {"key": 5, "type": "int8", "value": 1}, ...],
//    "classes": [{"name": "NSObject", "fallbacks": []}, {"name": "UIColor", "fallbacks": [8]}, ...],
//    "trailer": "TE5FAA=="}
// `type` is int8 int16 int32 int64 false true float double data nil object; `value` is an integer
// for the integer types and object, null for false/true/nil, base64 for data, and for float/double
// a number that reads back to the same bits — or, for NaN and the infinities, "0x" and the hex bit
// pattern. `trailer` is present only when the file has trailing bytes.

extension NibArchive {
    /// The names of the value types in the JSON form, indexed by type code.
    public static let typeNames = [
        "int8", "int16", "int32", "int64", "false", "true", "float", "double", "data", "nil", "object",
    ]

    /// The JSON form of this archive.
    public func jsonText() -> String {
        var out = "{\"formatVersion\": \(formatVersion), \"coderVersion\": \(coderVersion),\n"
        func list<T>(_ name: String, _ items: [T], _ render: (T) -> String) {
            out += " \"\(name)\": ["
            for (index, item) in items.enumerated() {
                out += index == 0 ? "\n  " : ",\n  "
                out += render(item)
            }
            out += items.isEmpty ? "]" : "\n ]"
        }
        list("objects", objects) {
            "{\"class\": \($0.classIndex), \"firstValue\": \($0.firstValueIndex), \"valueCount\": \($0.valueCount)}"
        }
        out += ",\n"
        list("keys", keys) { DumpFormat.quoted($0) }
        out += ",\n"
        list("values", values) { value in
            "{\"key\": \(value.keyIndex), \"type\": \"\(NibArchive.typeNames[Int(value.payload.typeCode)])\", "
                + "\"value\": \(NibArchive.jsonValue(value.payload))}"
        }
        out += ",\n"
        list("classes", classes) { entry in
            "{\"name\": \(DumpFormat.quoted(entry.name)), \"fallbacks\": [\(entry.fallbacks.map { "\($0)" }.joined(separator: ", "))]}"
        }
        if !trailer.isEmpty { out += ",\n \"trailer\": \"\(Base64.encode(trailer))\"" }
        out += "}\n"
        return out
    }

    private static func jsonValue(_ payload: Payload) -> String {
        switch payload {
        case .int8(let value): "\(value)"
        case .int16(let value): "\(value)"
        case .int32(let value): "\(value)"
        case .int64(let value): "\(value)"
        case .bool, .null: "null"
        case .float(let value): value.isFinite ? "\(value)" : "\"0x\(hexDigits(UInt64(value.bitPattern), count: 8))\""
        case .double(let value): value.isFinite ? "\(value)" : "\"0x\(hexDigits(value.bitPattern, count: 16))\""
        case .data(let bytes): "\"\(Base64.encode(bytes))\""
        case .object(let index): "\(index)"
        }
    }

    private static func hexDigits(_ value: UInt64, count: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, count - digits.count)) + digits
    }

    /// Reads the JSON form back into an archive. Every index is checked against its table, so the
    /// result always serializes to a file the reader accepts.
    /// - Throws: `NibArchiveJSONError` with the line and column of the first problem.
    public init(json bytes: [UInt8]) throws(NibArchiveJSONError) {
        self = try JSONArchiveDecoder().decode(try JSONParser.parse(bytes))
    }
}

private struct JSONArchiveDecoder {
    func fail(_ node: JSONNode, _ message: String) -> NibArchiveJSONError {
        NibArchiveJSONError(line: node.line, column: node.column, message: message)
    }

    func members(_ node: JSONNode, _ what: String, allowed: [String], required: [String]) throws(NibArchiveJSONError)
        -> [String: JSONNode]
    {
        guard case .object(let pairs) = node.kind else { throw fail(node, "\(what) must be an object, not \(node.typeName)") }
        var result: [String: JSONNode] = [:]
        for (key, value) in pairs {
            guard allowed.contains(key) else {
                throw fail(value, "unknown member \"\(key)\" in \(what) (expected \(allowed.joined(separator: ", ")))")
            }
            guard result[key] == nil else { throw fail(value, "member \"\(key)\" appears twice in \(what)") }
            result[key] = value
        }
        for key in required where result[key] == nil {
            throw fail(node, "\(what) has no member \"\(key)\"")
        }
        return result
    }

    func array(_ node: JSONNode, _ what: String) throws(NibArchiveJSONError) -> [JSONNode] {
        guard case .array(let elements) = node.kind else { throw fail(node, "\(what) must be an array, not \(node.typeName)") }
        return elements
    }

    func string(_ node: JSONNode, _ what: String) throws(NibArchiveJSONError) -> String {
        guard case .string(let text) = node.kind else { throw fail(node, "\(what) must be a string, not \(node.typeName)") }
        return text
    }

    /// An integer literal within `range`.
    func integer(_ node: JSONNode, _ what: String, in range: ClosedRange<Int64>) throws(NibArchiveJSONError) -> Int64 {
        guard case .number(let literal) = node.kind else { throw fail(node, "\(what) must be an integer, not \(node.typeName)") }
        guard let value = Int64(literal) else { throw fail(node, "\(what) must be an integer, not \(literal)") }
        guard range.contains(value) else {
            throw fail(node, "\(what) \(value) is out of range (\(range.lowerBound)...\(range.upperBound))")
        }
        return value
    }

    /// An index into a table of `count` entries.
    func index(_ node: JSONNode, _ what: String, count: Int) throws(NibArchiveJSONError) -> Int {
        guard count > 0 else { throw fail(node, "\(what) points into an empty table") }
        return Int(try integer(node, what, in: 0...Int64(count - 1)))
    }

    func decode(_ root: JSONNode) throws(NibArchiveJSONError) -> NibArchive {
        let top = try members(
            root, "the archive",
            allowed: ["formatVersion", "coderVersion", "objects", "keys", "values", "classes", "trailer"],
            required: ["formatVersion", "coderVersion", "objects", "keys", "values", "classes"])
        var archive = NibArchive()
        archive.formatVersion = UInt32(try integer(top["formatVersion"]!, "formatVersion", in: 1...1))
        archive.coderVersion = UInt32(try integer(top["coderVersion"]!, "coderVersion", in: 9...10))
        let objectNodes = try array(top["objects"]!, "objects")
        let keyNodes = try array(top["keys"]!, "keys")
        let valueNodes = try array(top["values"]!, "values")
        let classNodes = try array(top["classes"]!, "classes")

        for (position, node) in keyNodes.enumerated() {
            archive.keys.append(try string(node, "keys[\(position)]"))
        }
        for (position, node) in classNodes.enumerated() {
            let what = "classes[\(position)]"
            let fields = try members(node, what, allowed: ["name", "fallbacks"], required: ["name"])
            var entry = NibArchive.ClassName(try string(fields["name"]!, "\(what).name"))
            if let fallbacks = fields["fallbacks"] {
                for (fallbackPosition, fallback) in try array(fallbacks, "\(what).fallbacks").enumerated() {
                    entry.fallbacks.append(
                        Int32(try index(fallback, "\(what).fallbacks[\(fallbackPosition)]", count: classNodes.count)))
                }
            }
            archive.classes.append(entry)
        }
        let maxCount = Int64(valueNodes.count)
        for (position, node) in objectNodes.enumerated() {
            let what = "objects[\(position)]"
            let fields = try members(
                node, what, allowed: ["class", "firstValue", "valueCount"], required: ["class", "firstValue", "valueCount"])
            let classIndex = try index(fields["class"]!, "\(what).class", count: classNodes.count)
            let first = try integer(fields["firstValue"]!, "\(what).firstValue", in: 0...maxCount)
            let count = try integer(fields["valueCount"]!, "\(what).valueCount", in: 0...(maxCount - first))
            archive.objects.append(
                NibArchive.Object(classIndex: classIndex, firstValueIndex: Int(first), valueCount: Int(count)))
        }
        for (position, node) in valueNodes.enumerated() {
            let what = "values[\(position)]"
            let fields = try members(node, what, allowed: ["key", "type", "value"], required: ["key", "type"])
            let key = try index(fields["key"]!, "\(what).key", count: keyNodes.count)
            let typeNode = fields["type"]!
            let type = try string(typeNode, "\(what).type")
            let valueNode = fields["value"] ?? JSONNode(kind: .null, line: node.line, column: node.column)
            archive.values.append(
                NibArchive.Value(
                    keyIndex: key,
                    try payload(type: type, typeNode: typeNode, valueNode, "\(what).value", objectCount: objectNodes.count)))
        }
        if let trailer = top["trailer"] {
            guard let bytes = Base64.decode(try string(trailer, "trailer")) else {
                throw fail(trailer, "trailer is not base64")
            }
            archive.trailer = bytes
        }
        return archive
    }

    func payload(type: String, typeNode: JSONNode, _ node: JSONNode, _ what: String, objectCount: Int)
        throws(NibArchiveJSONError) -> NibArchive.Payload
    {
        switch type {
        case "int8": return .int8(Int8(try integer(node, what, in: Int64(Int8.min)...Int64(Int8.max))))
        case "int16": return .int16(Int16(try integer(node, what, in: Int64(Int16.min)...Int64(Int16.max))))
        case "int32": return .int32(Int32(try integer(node, what, in: Int64(Int32.min)...Int64(Int32.max))))
        case "int64": return .int64(try integer(node, what, in: Int64.min...Int64.max))
        case "false", "true", "nil":
            guard case .null = node.kind else { throw fail(node, "\(what) must be null for type \(type)") }
            return type == "nil" ? .null : .bool(type == "true")
        case "float":
            return .float(try floatingPoint(node, what, parse: { Float($0) }, bits: { Float(bitPattern: UInt32($0)) }, width: 8))
        case "double":
            return .double(try floatingPoint(node, what, parse: { Double($0) }, bits: { Double(bitPattern: $0) }, width: 16))
        case "data":
            guard let bytes = Base64.decode(try string(node, what)) else { throw fail(node, "\(what) is not base64") }
            return .data(bytes)
        case "object":
            return .object(try index(node, what, count: objectCount))
        default:
            throw fail(typeNode, "unknown value type \"\(type)\" (expected \(NibArchive.typeNames.joined(separator: ", ")))")
        }
    }

    /// A finite number literal, or "0x" + the bit pattern (`width` hex digits) for any value.
    func floatingPoint<T: BinaryFloatingPoint>(
        _ node: JSONNode, _ what: String, parse: (String) -> T?, bits: (UInt64) -> T, width: Int
    ) throws(NibArchiveJSONError) -> T {
        switch node.kind {
        case .number(let literal):
            guard let value = parse(literal), value.isFinite else {
                throw fail(node, "\(what) \(literal) is out of range for \(T.self == Float.self ? "float" : "double")")
            }
            return value
        case .string(let text) where text.hasPrefix("0x") && text.count == width + 2:
            guard let pattern = UInt64(text.dropFirst(2), radix: 16) else { throw fail(node, "\(what) is not a hex bit pattern") }
            return bits(pattern)
        default:
            throw fail(node, "\(what) must be a number or \"0x\" and \(width) hex digits")
        }
    }
}
