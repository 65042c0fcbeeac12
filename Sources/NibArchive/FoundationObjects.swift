// FoundationObjects.swift — the Foundation objects every nib uses, read out of the raw tables.
//
// ibtool's encoder writes them in fixed shapes (FIELD-GUIDE §2.2): NSString/NSData as one `NS.bytes`
// data value; NSNumber as one `NS.intval` (integer), `NS.dblval` (double) or `NS.boolval` value;
// NSArray/NSSet/NSDictionary "inlined" as `NSInlinedValue = true` followed by one
// `UINibEncoderEmptyKey` object reference per element (dictionaries alternate key, value); sets in
// trait storage and NSOrderedSet as `NS.object.0…N`. An object that does not have exactly its
// class's shape is not a Foundation object here; the caller sees its raw values instead.

/// A Foundation object decoded from an archive. Collection elements are object indexes.
public enum FoundationObject: Hashable, Sendable {
    /// NSString or NSMutableString.
    case string(String)
    /// NSData or NSMutableData.
    case data([UInt8])
    /// NSNumber: an integer payload (its stored width kept), a double, or a bool.
    case number(NibArchive.Payload)
    /// NSArray or NSMutableArray.
    case array([Int])
    /// NSSet or NSMutableSet.
    case set([Int])
    /// NSOrderedSet or NSMutableOrderedSet.
    case orderedSet([Int])
    /// NSDictionary or NSMutableDictionary, entries in stored order.
    case dictionary([DictionaryEntry])

    public struct DictionaryEntry: Hashable, Sendable {
        public var key: Int
        public var value: Int

        public init(key: Int, value: Int) {
            self.key = key
            self.value = value
        }
    }

    /// Whether this is a leaf value (string, data or number) rather than a collection.
    public var isLeaf: Bool {
        switch self {
        case .string, .data, .number: true
        case .array, .set, .orderedSet, .dictionary: false
        }
    }
}

/// Key names of the Foundation encodings.
public enum FoundationKeys {
    public static let bytes = "NS.bytes"
    public static let intValue = "NS.intval"
    public static let doubleValue = "NS.dblval"
    public static let boolValue = "NS.boolval"
    public static let inlined = "NSInlinedValue"
    public static let element = "UINibEncoderEmptyKey"
    public static let objectPrefix = "NS.object."
}

extension NibArchive {
    /// The Foundation object at `index`, or nil if its class is not one of the Foundation classes
    /// above or its values do not have that class's shape.
    public func foundationObject(at index: Int) -> FoundationObject? {
        guard index >= 0, index < objects.count else { return nil }
        let values = values(ofObject: index)
        switch className(ofObject: index) {
        case "NSString", "NSMutableString":
            guard let bytes = onlyData(values, key: FoundationKeys.bytes),
                let text = String(validating: bytes, as: UTF8.self)
            else { return nil }
            return .string(text)
        case "NSData", "NSMutableData":
            return onlyData(values, key: FoundationKeys.bytes).map { .data($0) }
        case "NSNumber":
            guard values.count == 1, let value = values.first else { return nil }
            switch (keys[value.keyIndex], value.payload) {
            case (FoundationKeys.intValue, let payload) where payload.integer != nil: return .number(payload)
            case (FoundationKeys.doubleValue, .double): return .number(value.payload)
            case (FoundationKeys.boolValue, .bool): return .number(value.payload)
            default: return nil
            }
        case "NSArray", "NSMutableArray":
            return inlinedElements(values).map { .array($0) }
        case "NSSet", "NSMutableSet":
            if let elements = inlinedElements(values) ?? numberedElements(values) { return .set(elements) }
            return nil
        case "NSOrderedSet", "NSMutableOrderedSet":
            return numberedElements(values).map { .orderedSet($0) }
        case "NSDictionary", "NSMutableDictionary":
            guard let elements = inlinedElements(values), elements.count % 2 == 0 else { return nil }
            return .dictionary(
                stride(from: 0, to: elements.count, by: 2).map {
                    FoundationObject.DictionaryEntry(key: elements[$0], value: elements[$0 + 1])
                })
        default:
            return nil
        }
    }

    /// The text of an NSString object, if `index` is one.
    public func string(at index: Int) -> String? {
        if case .string(let text) = foundationObject(at: index) { return text }
        return nil
    }

    private func onlyData(_ values: ArraySlice<Value>, key: String) -> [UInt8]? {
        guard values.count == 1, let value = values.first, keys[value.keyIndex] == key,
            case .data(let bytes) = value.payload
        else { return nil }
        return bytes
    }

    /// `NSInlinedValue = true`, then `UINibEncoderEmptyKey` object references.
    private func inlinedElements(_ values: ArraySlice<Value>) -> [Int]? {
        guard let first = values.first, keys[first.keyIndex] == FoundationKeys.inlined,
            first.payload == .bool(true)
        else { return nil }
        var elements: [Int] = []
        elements.reserveCapacity(values.count - 1)
        for value in values.dropFirst() {
            guard keys[value.keyIndex] == FoundationKeys.element, case .object(let target) = value.payload else {
                return nil
            }
            elements.append(target)
        }
        return elements
    }

    /// `NS.object.0`, `NS.object.1`, … object references, in that order.
    private func numberedElements(_ values: ArraySlice<Value>) -> [Int]? {
        var elements: [Int] = []
        elements.reserveCapacity(values.count)
        for (position, value) in values.enumerated() {
            guard keys[value.keyIndex] == FoundationKeys.objectPrefix + String(position),
                case .object(let target) = value.payload
            else { return nil }
            elements.append(target)
        }
        return elements
    }
}
