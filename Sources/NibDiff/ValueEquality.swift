// ValueEquality.swift — when two scalar values are equal (same type; integers of another width are
// "width only"; floats within 1e-6 relative; tagged geometry structs component-wise), the hashable
// forms used to match values, and how values are shown in mismatch reports.

import Foundation
import NibArchive

enum Equality {
    case match, width, mismatch
}

enum ValueRules {
    static let floatRelativeTolerance = 1e-6

    static func floatsEqual(_ x: Double, _ y: Double) -> Bool {
        if x == y { return true }
        if x.isNaN && y.isNaN { return true }
        return abs(x - y) <= floatRelativeTolerance * max(abs(x), abs(y))
    }

    /// ibtool's tagged float structs (0x07 + 2 or 4 doubles) and WinObjC's (0x06 + 2 or 4 floats).
    static func geometry(_ bytes: [UInt8]) -> (tag: UInt8, components: [Double])? {
        if (bytes.count == 17 || bytes.count == 33) && bytes[0] == 7 {
            return (7, stride(from: 1, to: bytes.count, by: 8).map { offset in
                var bits: UInt64 = 0
                for k in 0..<8 { bits |= UInt64(bytes[offset + k]) << (8 * UInt64(k)) }
                return Double(bitPattern: bits)
            })
        }
        if (bytes.count == 9 || bytes.count == 17) && bytes[0] == 6 {
            return (6, stride(from: 1, to: bytes.count, by: 4).map { offset in
                var bits: UInt32 = 0
                for k in 0..<4 { bits |= UInt32(bytes[offset + k]) << (8 * UInt32(k)) }
                return Double(Float(bitPattern: bits))
            })
        }
        return nil
    }

    static func dataEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a == b { return true }
        guard let x = geometry(a), let y = geometry(b), x.tag == y.tag, x.components.count == y.components.count else {
            return false
        }
        return zip(x.components, y.components).allSatisfy { floatsEqual($0, $1) }
    }

    static func floatValue(_ payload: NibArchive.Payload) -> Double? {
        switch payload {
        case .float(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// Two non-reference values.
    static func scalarEqual(_ a: NibArchive.Payload, _ b: NibArchive.Payload) -> Equality {
        guard a.typeCode == b.typeCode else {
            if let x = a.integer, let y = b.integer, x == y { return .width }
            return .mismatch
        }
        if let x = floatValue(a), let y = floatValue(b) {
            return floatsEqual(x, y) ? .match : .mismatch
        }
        if case .data(let x) = a, case .data(let y) = b {
            // Embedded nibs: this is the container entry; their contents are scored as graphs.
            if NibArchive.hasMagic(x) && NibArchive.hasMagic(y) { return .match }
            return dataEqual(x, y) ? .match : .mismatch
        }
        if let x = a.integer, let y = b.integer { return x == y ? .match : .mismatch }
        return .match  // true, false, nil: the value is the type
    }
}

/// A scalar as a hashable value with the judge's notion of equality (numbers by value, so 0.0 and
/// -0.0 are one key; data by bytes).
enum Scalar: Hashable {
    case integer(Int64)
    case boolean(Bool)
    case real(Double)
    case bytes([UInt8])
    case none
    case object(Int)

    init(_ payload: NibArchive.Payload, bytesPrefix: Int? = nil) {
        switch payload {
        case .int8, .int16, .int32, .int64: self = .integer(payload.integer!)
        case .bool(let value): self = .boolean(value)
        case .float(let value): self = .real(Double(value))
        case .double(let value): self = .real(value)
        case .data(let value): self = .bytes(bytesPrefix.map { Array(value.prefix($0)) } ?? value)
        case .null: self = .none
        case .object(let index): self = .object(index)
        }
    }
}

enum ValueText {
    static func typeName(_ code: UInt8) -> String {
        ["int8", "int16", "int32", "int64", "false", "true", "float32", "float64", "data", "nil", "objref"][Int(code)]
    }

    /// Python's `repr` of a float, which the judge prints: shortest round-trip digits.
    static func real(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return "\(value)"
    }

    static func data(_ bytes: [UInt8]) -> String {
        if NibArchive.hasMagic(bytes) { return "<embedded nib, \(bytes.count) bytes>" }
        if let geometry = ValueRules.geometry(bytes) {
            return "(" + geometry.components.map { String(format: "%g", $0) }.joined(separator: ", ") + ")"
        }
        if let text = String(validating: bytes, as: UTF8.self),
            text.unicodeScalars.allSatisfy({ $0 == "\n" || $0 == "\t" || isPrintable($0) })
        {
            return "data " + DumpFormat.quoted(text.count <= 80 ? text : String(text.prefix(80)) + "...")
        }
        let hex = bytes.prefix(24).map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        return "data(\(bytes.count)) \(hex)\(bytes.count > 24 ? "..." : "")"
    }

    static func scalar(_ payload: NibArchive.Payload, width: Bool = false) -> String {
        switch payload {
        case .int8, .int16, .int32, .int64:
            let number = payload.integer!
            return width ? "\(number) (\(typeName(payload.typeCode)))" : "\(number)"
        case .float(let value): return real(Double(value)) + " (float32)"
        case .double(let value): return real(value)
        case .data(let bytes): return data(bytes)
        case .null: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .object(let index): return "@\(index)"
        }
    }

    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator:
            return false
        case .spaceSeparator:
            return scalar == " "
        default:
            return true
        }
    }
}
