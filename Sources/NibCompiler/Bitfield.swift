// Bitfield.swift — keys that pack several attributes into the bits of one integer (AppKit's
// `NSvFlags`, `NSWTFlags`, `NSCellFlags`…), declared field by field: what each field comes from and
// the bits each of its values sets. One declaration is read both ways: `encode` gives the key's
// value for an element (the compiler), `decode` the attributes back from a value (the decompiler).
// `BitfieldShape` makes a declaration an `archive` line's shape; AppKit's are in
// AppKit/AppKitBitfields.swift.

import InterfaceBuilder
import NibArchive

struct Bitfield: Sendable {
    /// Where a field's value comes from.
    enum Source: Sendable, Hashable {
        /// An attribute of the element (its class model default when absent).
        case attribute(String)
        /// An attribute of a keyed child (`NO` when absent; the child may be absent too).
        case childAttribute(key: String, attribute: String)
        /// Which of a keyed child's bool attributes are `YES`, joined by `+` in the order given
        /// (`leftStrut+bottomStrut`; `""` when none is or the child is absent).
        case childFlags(key: String, attributes: [String])
        /// Whether the keyed child is there: `present`, or else the document's layout, `autolayout`
        /// (`useAutolayout="YES"`) or `springs`.
        case childPresence(key: String)
        /// A fact of the compiling Mac's layout (`Lowering.hostLayoutValue`, AppKit/HostTiling.swift),
        /// computed from the attributes `reads` lists; the decompiler reads nothing back from it.
        case hostLayout(String, reads: [String])
        /// Whether the element writes the attribute at all: `present` or `""`.
        case attributePresence(String)
    }

    struct Field: Sendable {
        let source: Source
        /// The bits each value sets; a value not listed sets none.
        let cases: [(value: String, bits: UInt32)]

        init(_ source: Source, _ cases: [(value: String, bits: UInt32)]) {
            (self.source, self.cases) = (source, cases)
        }

        /// A bool attribute's bits when it is `YES`.
        static func flag(_ attribute: String, _ bits: UInt32) -> Field { Field(.attribute(attribute), [("YES", bits)]) }

        /// A keyed child's bool attribute's bits when it is `YES`.
        static func flag(child key: String, _ attribute: String, _ bits: UInt32) -> Field {
            Field(.childAttribute(key: key, attribute: attribute), [("YES", bits)])
        }

        /// The bits the field may set.
        var mask: UInt32 { cases.reduce(0) { $0 | $1.bits } }
    }

    /// The key it is archived as.
    let key: String
    let fields: [Field]
    /// Bits set whatever the element says.
    let constant: UInt32

    init(key: String, constant: UInt32 = 0, _ fields: [Field]) {
        (self.key, self.constant, self.fields) = (key, constant, fields)
    }

    /// The key's value from each field's value (`value(of:)`): the bits as a signed 32-bit integer
    /// (bit 31 makes it negative, as AppKit's `int` flags are).
    func encode(_ value: (Source) -> String) -> Int64 {
        var bits = constant
        for field in fields {
            let current = value(field.source)
            if let match = field.cases.first(where: { $0.value == current }) { bits |= match.bits }
        }
        return Int64(Int32(bitPattern: bits))
    }

    /// Each field's value back from the key's: the case whose bits are all set, the one with most
    /// bits first (a case without bits when none matches); nil for a field none of whose cases fits
    /// or sets a bit.
    func decode(_ encoded: Int64) -> [(source: Source, value: String)] {
        let bits = UInt32(truncatingIfNeeded: encoded)
        return fields.compactMap { field in
            // (A field none of whose cases sets a bit says nothing: a control's focus ring, which
            // its cell keeps.)
            guard field.cases.contains(where: { $0.bits != 0 }) else { return nil }
            let own = bits & field.mask
            // (Of cases with as many bits, the first listed.)
            let ranked = field.cases.enumerated().sorted { ($0.element.bits.nonzeroBitCount, -$0.offset) > ($1.element.bits.nonzeroBitCount, -$1.offset) }.map(\.element)
            let match = ranked.first { $0.bits & ~own == 0 && ($0.bits != 0 || own == 0) }
            // A bool's flag without its bits is the bool's NO (whatever the model's default is).
            if match == nil, own == 0, field.cases.count == 1, field.cases[0].value == "YES" { return (field.source, "NO") }
            return match.map { (field.source, $0.value) }
        }
    }

    /// What the fields read: the element's attributes and the keys of its keyed children.
    var reads: ElementReads {
        var attributes = IBNameSet(), children = IBNameSet()
        for field in fields {
            switch field.source {
            case .attribute(let name), .attributePresence(let name): attributes.insert(name)
            case .hostLayout(_, let names): attributes.formUnion(IBNameSet(names))
            case .childAttribute(let key, _), .childFlags(let key, _), .childPresence(let key): children.insert(key)
            }
        }
        return ElementReads(attributes, children: children)
    }
}

/// A shape that writes one bitfield key.
protocol BitfieldShape: InvertibleShape {
    static var bitfield: Bitfield { get }
    /// The keyed child without which the key is left out (nil: always written).
    static var onlyWithChild: String? { get }
    /// Whether the key is left out when no bit is set.
    static var omittedAtZero: Bool { get }
}

extension BitfieldShape {
    static var onlyWithChild: String? { nil }
    static var omittedAtZero: Bool { false }
    static var keys: [String] { [bitfield.key] }
    static var reads: ElementReads { bitfield.reads }
    static var loss: String {
        "a keyed child left out comes back as the attributes its bits mean; a value no case lists comes back as its nearest case"
    }

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let key = onlyWithChild, lowering.document.child(key: key, of: step.node) == nil { return }
        let value = bitfield.encode { lowering.bitfieldValue($0, of: step.node) }
        if value == 0, omittedAtZero { return }
        entries.append(.init(bitfield.key, .integer(value)))
    }

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        raiseBits(values, into: &element)
    }

    /// The attributes and keyed children the key's bits say.
    static func raiseBits(_ values: [String: ObjectGraph.Value], into element: inout RaisedElement) {
        guard case .integer(let encoded)? = values[bitfield.key] else { return }
        for (source, value) in bitfield.decode(encoded) {
            switch source {
            case .attribute(let name):
                element.attributes[name] = value
            case .childAttribute(let key, let attribute):
                if value == "YES" { element.children[key, default: RaisedElement()].attributes[attribute] = value }
            case .childFlags(let key, _):
                for name in value.split(separator: "+") { element.children[key, default: RaisedElement()].attributes[String(name)] = "YES" }
            case .childPresence(let key):
                if value == "present" { element.children[key] = element.children[key] ?? RaisedElement() }
            case .hostLayout, .attributePresence:
                break
            }
        }
    }
}

extension Lowering {
    /// A bitfield source's value for `node` (read, for the account).
    func bitfieldValue(_ source: Bitfield.Source, of node: Int) -> String {
        switch source {
        case .attribute(let name):
            if let written = attribute(name, of: node) { return written }
            guard let index = document.classIndex(of: node) else { return "" }
            return document.model.attribute(name, of: document.model.declarations[index])?.defaultValue ?? ""
        case .childAttribute(let key, let name):
            return document.child(key: key, of: node).flatMap { attribute(name, of: $0) } ?? "NO"
        case .childFlags(let key, let names):
            guard let child = document.child(key: key, of: node) else { return "" }
            return names.filter { attribute($0, of: child) == "YES" }.joined(separator: "+")
        case .childPresence(let key):
            if document.child(key: key, of: node) != nil { return "present" }
            return document.peek("useAutolayout", of: document.root) == "YES" ? "autolayout" : "springs"
        case .hostLayout(let name, _):
            return hostLayoutValue(name, of: node)
        case .attributePresence(let name):
            return attribute(name, of: node) != nil ? "present" : ""
        }
    }
}
