// IBAttributeList.swift — a document's attributes, 12 bytes each, their text read where it is.
//
// A document of 100,000 labels has 1.2 million attributes, held until its nib is made. Each is a
// symbol and a range: of the document's own bytes, when the value is written there as it reads
// (no entity, no whitespace to replace), or of `extra`, where a decoded value goes, and every
// value XMLParser or an upgrade hands over as a String. A name the vocabulary lacks is kept in
// `extra` just before its value. Reading an attribute (`list[index]`) makes its Strings; the
// symbol and the value's bytes are read in place (`symbol(at:)`, `value(at:equals:)`).

/// The attributes of a document, in the order of its nodes (each node's sorted by name).
public struct IBAttributeList: RandomAccessCollection, Sendable {
    /// One attribute.
    @usableFromInline struct Packed: Sendable {
        /// Where its name (a name the vocabulary lacks) or else its value starts.
        @usableFromInline var start: UInt32
        /// The value's length; `inExtra` set: the text is in `extra`.
        @usableFromInline var length: UInt32
        @usableFromInline let symbol: IBName
        /// The name's length before the value in `extra` (0: a known name; `longName`: the
        /// length is the four bytes before `start`).
        @usableFromInline var nameLength: UInt16

        @usableFromInline static let inExtra: UInt32 = 1 << 31
        static let longName: UInt16 = .max
    }

    @usableFromInline var packed: [Packed] = []
    /// The document's bytes (the same storage as its `SourceText`'s).
    @usableFromInline let bytes: [UInt8]
    /// Decoded values and unknown names.
    @usableFromInline var extra: [UInt8] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    public var startIndex: Int { 0 }
    public var endIndex: Int { packed.count }

    /// The attribute at `index`, its name and value made into Strings.
    public subscript(index: Int) -> IBAttribute {
        IBAttribute(name: name(at: index), symbol: packed[index].symbol, value: value(at: index))
    }

    /// The symbol of the attribute at `index`.
    @inlinable public func symbol(at index: Int) -> IBName { packed[index].symbol }

    /// The value of the attribute at `index`.
    public func value(at index: Int) -> String {
        withValue(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the value of the attribute at `index` is `text`, compared in place.
    public func value(at index: Int, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { wanted in withValue(at: index) { $0.elementsEqual(wanted) } }
    }

    /// The name of the attribute at `index`.
    public func name(at index: Int) -> String {
        let attribute = packed[index]
        if attribute.symbol.isKnown { return attribute.symbol.text }
        return extra.withUnsafeBufferPointer { extra in
            let (start, length) = nameRange(attribute, in: extra)
            return String(decoding: UnsafeBufferPointer(rebasing: extra[start..<start + length]), as: UTF8.self)
        }
    }

    /// Calls `body` with the bytes of the value of the attribute at `index`.
    @inlinable public func withValue<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let attribute = packed[index]
        let inExtra = attribute.length & Packed.inExtra != 0
        let length = Int(attribute.length & ~Packed.inExtra)
        let start = Int(attribute.start) + (attribute.nameLength == 0 ? 0 : nameLength(attribute))
        return (inExtra ? extra : bytes).withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + length])) }
    }

    /// How many bytes the name of an attribute takes before its value in `extra` (a long name's
    /// length prefix included).
    @usableFromInline func nameLength(_ attribute: Packed) -> Int {
        guard attribute.nameLength == Packed.longName else { return Int(attribute.nameLength) }
        return extra.withUnsafeBufferPointer { 4 + nameRange(attribute, in: $0).length }
    }

    private func nameRange(_ attribute: Packed, in extra: UnsafeBufferPointer<UInt8>) -> (start: Int, length: Int) {
        let start = Int(attribute.start)
        guard attribute.nameLength == Packed.longName else { return (start, Int(attribute.nameLength)) }
        let length = (0..<4).reduce(0) { $0 | Int(extra[start + $1]) << (8 * $1) }
        return (start + 4, length)
    }

    // MARK: - Building

    mutating func reserveCapacity(_ count: Int) { packed.reserveCapacity(count) }

    /// Appends an attribute with a known name whose value is `range` of the document's bytes.
    mutating func append(_ symbol: IBName, valueIn range: Range<Int>) {
        precondition(symbol.isKnown && range.upperBound <= bytes.count)
        packed.append(Packed(start: UInt32(range.lowerBound), length: UInt32(range.count), symbol: symbol, nameLength: 0))
    }

    /// Appends an attribute whose name and value are given: a known name is its symbol, an
    /// unknown one is kept in `extra` with the value.
    mutating func append(name: some Collection<UInt8>, symbol: IBName, value: some Collection<UInt8>) {
        var nameLength: UInt16 = 0
        let start = extra.count
        if !symbol.isKnown {
            if name.count < Int(Packed.longName) {
                nameLength = UInt16(name.count)
            } else {
                nameLength = Packed.longName
                extra.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: name.count >> (8 * $0)) })
            }
            extra.append(contentsOf: name)
        }
        extra.append(contentsOf: value)
        precondition(extra.count < Int(Packed.inExtra), "a document's attributes hold less than 2 GB")
        packed.append(Packed(start: UInt32(start), length: UInt32(value.count) | Packed.inExtra, symbol: symbol, nameLength: nameLength))
    }

    /// Appends `attribute`.
    mutating func append(_ attribute: IBAttribute) {
        append(name: attribute.name.utf8, symbol: attribute.symbol, value: attribute.value.utf8)
    }
}
