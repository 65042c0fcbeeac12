// NibDecoder.swift — the keyed decoder a class reads its archived values with, in the shape of
// NSCoder's keyed API, scoped to one archived object.
//
// Every `decode` has two forms: `decode(_:forKey:)` throws when the key is missing or holds another
// type, and `decodeIfPresent(_:forKey:)` returns nil for a missing key. Errors name the object
// (index, class), the path of references from the root, and the key.
//
// Keys are looked up the way UIKit's UINibDecoder does: from the value after the last one read,
// wrapping around. Reading keys in archive order is therefore linear, and a repeated key
// (`UINibEncoderEmptyKey`) yields its values one after the other.

import Foundation
import NibArchive

/// Reads one archived object's values. Passed to `NibDecodable.init(coder:)`.
public final class NibDecoder {
    /// How deeply references may nest (root → list → view → subviews → …) before decoding stops
    /// with `NibLoadError.Kind.tooDeep`. Real nibs stay under 100.
    public static let maximumDepth = 400

    let session: DecodingSession
    /// The object's index in the archive.
    public let objectIndex: Int
    /// The archived class name; for a `UIClassSwapper`, the custom class (`UIClassName`).
    public let className: String
    /// For a swapper, the class IB put the custom class on (`UIOriginalClassName`).
    public let originalClassName: String?
    private let range: Range<Int>
    private var cursor: Int

    init(session: DecodingSession, objectIndex: Int, className: String, originalClassName: String?) {
        self.session = session
        self.objectIndex = objectIndex
        self.className = className
        self.originalClassName = originalClassName
        range = session.archive.objects[objectIndex].valueRange
        cursor = range.lowerBound
    }

    /// The storyboard whose nib is being loaded (nil for a nib loaded on its own).
    public var storyboard: NibStoryboard? { session.externals.storyboard }

    /// Every key of the object, in archive order (repeated keys repeat).
    public var allKeys: [String] {
        range.map { session.archive.keys[session.archive.values[$0].keyIndex] }
    }

    /// Whether the object has a value for `key`.
    public func contains(_ key: String) -> Bool {
        guard let keyIndex = session.keyIndexes[key] else { return false }
        return range.contains { session.archive.values[$0].keyIndex == keyIndex }
    }

    // MARK: - Scalars

    public func decode(_ type: Bool.Type, forKey key: String) throws(NibLoadError) -> Bool {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: Bool.Type, forKey key: String) throws(NibLoadError) -> Bool? {
        guard let payload = payload(forKey: key) else { return nil }
        switch try number(payload, key) {
        case .bool(let flag): return flag
        case let integer where integer.integer != nil: return integer.integer! != 0
        default: throw mismatch(key, expected: "a bool", payload)
        }
    }

    /// Any integer width; a stored value that does not fit `T` is a type mismatch.
    public func decode<T: FixedWidthInteger>(_ type: T.Type, forKey key: String) throws(NibLoadError) -> T {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent<T: FixedWidthInteger>(_ type: T.Type, forKey key: String) throws(NibLoadError) -> T? {
        guard var payload = payload(forKey: key) else { return nil }
        payload = try number(payload, key)
        switch payload {
        case .bool(let flag): return flag ? 1 : 0
        default:
            guard let integer = payload.integer else { throw mismatch(key, expected: "an integer", payload) }
            guard let value = T(exactly: integer) else {
                throw error(.typeMismatch(expected: "\(T.self)", found: "\(integer), which does not fit"), key: key)
            }
            return value
        }
    }

    public func decode(_ type: Double.Type, forKey key: String) throws(NibLoadError) -> Double {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    /// A double, float or integer value, as a double.
    public func decodeIfPresent(_ type: Double.Type, forKey key: String) throws(NibLoadError) -> Double? {
        guard let payload = payload(forKey: key) else { return nil }
        switch try number(payload, key) {
        case .double(let number): return number
        case .float(let number): return Double(number)
        case let integer where integer.integer != nil: return Double(integer.integer!)
        default: throw mismatch(key, expected: "a number", payload)
        }
    }

    public func decode(_ type: Float.Type, forKey key: String) throws(NibLoadError) -> Float {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: Float.Type, forKey key: String) throws(NibLoadError) -> Float? {
        try decodeIfPresent(Double.self, forKey: key).map { Float($0) }
    }

    /// A data value, or an `NSData` object.
    public func decode(_ type: Data.Type, forKey key: String) throws(NibLoadError) -> Data {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: Data.Type, forKey key: String) throws(NibLoadError) -> Data? {
        guard let (valueIndex, payload) = lookUp(key) else { return nil }
        switch payload {
        case .data(let bytes): return Data(bytes)
        case .null: return nil
        case .object: return try object(valueIndex, key, as: Data.self)
        default: throw mismatch(key, expected: "data", payload)
        }
    }

    // MARK: - Geometry (FIELD-GUIDE §1.6: tag 0x07, then 2 or 4 little-endian doubles)

    public func decode(_ type: CGPoint.Type, forKey key: String) throws(NibLoadError) -> CGPoint {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: CGPoint.Type, forKey key: String) throws(NibLoadError) -> CGPoint? {
        try pair(key).map { CGPoint(x: $0.0, y: $0.1) }
    }

    public func decode(_ type: CGSize.Type, forKey key: String) throws(NibLoadError) -> CGSize {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: CGSize.Type, forKey key: String) throws(NibLoadError) -> CGSize? {
        try pair(key).map { CGSize(width: $0.0, height: $0.1) }
    }

    public func decode(_ type: CGRect.Type, forKey key: String) throws(NibLoadError) -> CGRect {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: CGRect.Type, forKey key: String) throws(NibLoadError) -> CGRect? {
        try quad(key).map { CGRect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }
    }

    /// `UIEdgeInsets` / `NSDirectionalEdgeInsets`: top, left (leading), bottom, right (trailing).
    public func decode(_ type: NSEdgeInsets.Type, forKey key: String) throws(NibLoadError) -> NSEdgeInsets {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    public func decodeIfPresent(_ type: NSEdgeInsets.Type, forKey key: String) throws(NibLoadError) -> NSEdgeInsets? {
        try quad(key).map { NSEdgeInsets(top: $0.0, left: $0.1, bottom: $0.2, right: $0.3) }
    }

    private func geometry(_ key: String, count: Int) throws(NibLoadError) -> [Double]? {
        guard let payload = payload(forKey: key) else { return nil }
        guard case .data(let bytes) = payload, let geometry = NibGeometry(bytes: bytes), geometry.components.count == count
        else { throw mismatch(key, expected: count == 2 ? "a point or size" : "a rect or insets", payload) }
        return geometry.components
    }

    private func pair(_ key: String) throws(NibLoadError) -> (Double, Double)? {
        try geometry(key, count: 2).map { ($0[0], $0[1]) }
    }

    private func quad(_ key: String) throws(NibLoadError) -> (Double, Double, Double, Double)? {
        try geometry(key, count: 4).map { ($0[0], $0[1], $0[2], $0[3]) }
    }

    // MARK: - Objects

    /// The object a key refers to: a `String`, `[Any]` (NSArray), `[String: Any]` (NSDictionary),
    /// `NibSet`, `Data`, `Int`/`Double`/`Bool` (NSNumber), a registered class's instance or a
    /// `NibObject`. Nil when the key is missing or nil.
    public func decodeObject(forKey key: String) throws(NibLoadError) -> Any? {
        guard let (valueIndex, payload) = lookUp(key) else { return nil }
        switch payload {
        case .object: return try object(valueIndex, key, as: Any.self)
        case .null: return nil
        default: throw mismatch(key, expected: "an object", payload)
        }
    }

    /// The object for `key`, which must be present and a `T`.
    public func decode<T>(_ type: T.Type, forKey key: String) throws(NibLoadError) -> T {
        try required(decodeIfPresent(type, forKey: key), key)
    }

    /// The object for `key` as a `T`; nil when the key is missing or nil.
    public func decodeIfPresent<T>(_ type: T.Type, forKey key: String) throws(NibLoadError) -> T? {
        guard let (valueIndex, payload) = lookUp(key) else { return nil }
        switch payload {
        case .object: return try object(valueIndex, key, as: type)
        case .null: return nil
        default: throw mismatch(key, expected: "\(T.self)", payload)
        }
    }

    /// An array (NSArray, NSOrderedSet) or set whose elements are all `T`; empty when the key is missing.
    public func decodeArray<T>(of type: T.Type, forKey key: String) throws(NibLoadError) -> [T] {
        guard let value = try decodeObject(forKey: key) else { return [] }
        let elements: [Any]
        switch value {
        case let array as [Any]: elements = array
        case let set as NibSet: elements = set.elements
        default: throw error(.typeMismatch(expected: "an array of \(T.self)", found: NibDecoder.describe(value)), key: key)
        }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            guard let typed = element as? T else {
                throw error(
                    .typeMismatch(expected: "\(T.self) elements", found: "element \(position): \(NibDecoder.describe(element))"),
                    key: key)
            }
            result.append(typed)
        }
        return result
    }

    /// Every value of a repeated key (`UINibEncoderEmptyKey`), in order; nil values are skipped.
    public func decodeAll<T>(_ type: T.Type, forKey key: String) throws(NibLoadError) -> [T] {
        guard let keyIndex = session.keyIndexes[key] else { return [] }
        var result: [T] = []
        for valueIndex in range where session.archive.values[valueIndex].keyIndex == keyIndex {
            switch session.archive.values[valueIndex].payload {
            case .object: result.append(try object(valueIndex, key, as: type))
            case .null: continue
            case let payload: throw mismatch(key, expected: "\(T.self)", payload)
            }
        }
        return result
    }

    /// A reference that may point back at an object still being decoded — a superview, the items
    /// of a constraint, a parent controller, a table that contains this object. `assign` is called
    /// with the object as soon as it is complete: at once if it already is, otherwise when its
    /// `init(coder:)` returns (so call this after `self` is initialized and capture it `unowned`).
    /// Nothing happens when the key is missing or nil.
    public func decodeReference<T>(
        _ type: T.Type, forKey key: String, assign: @escaping (T) -> Void
    ) throws(NibLoadError) {
        guard let (valueIndex, payload) = lookUp(key) else { return }
        guard case .object(let target) = payload else {
            if payload == .null { return }
            throw mismatch(key, expected: "\(T.self)", payload)
        }
        session.reading(valueIndex: valueIndex)
        let location = error(.typeMismatch(expected: "\(T.self)", found: ""), key: key)
        try session.whenDone(target) { value in
            guard let typed = value as? T else {
                var mismatch = location
                mismatch.kind = .typeMismatch(expected: "\(T.self)", found: NibDecoder.describe(value))
                throw mismatch
            }
            assign(typed)
        }
    }

    // MARK: - Lookup

    /// The next value for `key` at or after the cursor, wrapping around (UINibDecoder's search).
    private func lookUp(_ key: String) -> (Int, NibArchive.Payload)? {
        guard let keyIndex = session.keyIndexes[key], !range.isEmpty else { return nil }
        let values = session.archive.values
        for valueIndex in cursor..<range.upperBound where values[valueIndex].keyIndex == keyIndex {
            cursor = valueIndex + 1 == range.upperBound ? range.lowerBound : valueIndex + 1
            return (valueIndex, values[valueIndex].payload)
        }
        for valueIndex in range.lowerBound..<cursor where values[valueIndex].keyIndex == keyIndex {
            cursor = valueIndex + 1 == range.upperBound ? range.lowerBound : valueIndex + 1
            return (valueIndex, values[valueIndex].payload)
        }
        return nil
    }

    private func payload(forKey key: String) -> NibArchive.Payload? {
        lookUp(key).map(\.1)
    }

    private func object<T>(_ valueIndex: Int, _ key: String, as type: T.Type) throws(NibLoadError) -> T {
        guard case .object(let target) = session.archive.values[valueIndex].payload else {
            throw mismatch(key, expected: "\(T.self)", session.archive.values[valueIndex].payload)
        }
        session.reading(valueIndex: valueIndex)
        switch try session.resolve(target) {
        case .ready(let value):
            guard let typed = value as? T else {
                throw error(.typeMismatch(expected: "\(T.self)", found: NibDecoder.describe(value)), key: key)
            }
            return typed
        case .notYet:
            throw error(.cyclicReference(objectIndex: target, className: session.archive.className(ofObject: target)), key: key)
        }
    }

    /// An NSNumber object as the inline payload it stands for (numbers are usually stored inline;
    /// runtime attributes and dictionaries hold NSNumber objects); other payloads unchanged.
    private func number(_ payload: NibArchive.Payload, _ key: String) throws(NibLoadError) -> NibArchive.Payload {
        guard case .object(let target) = payload, case .ready(let value) = try session.resolve(target) else { return payload }
        switch value {
        case let integer as Int: return .int64(Int64(integer))
        case let real as Double: return .double(real)
        case let flag as Bool: return .bool(flag)
        default: throw error(.typeMismatch(expected: "a number", found: NibDecoder.describe(value)), key: key)
        }
    }

    private func required<T>(_ value: T?, _ key: String) throws(NibLoadError) -> T {
        guard let value else { throw error(.keyNotFound, key: key) }
        return value
    }

    private func mismatch(_ key: String, expected: String, _ payload: NibArchive.Payload) -> NibLoadError {
        error(.typeMismatch(expected: expected, found: NibDecoder.describe(payload)), key: key)
    }

    /// An error at this object (its index, class, path from the root) and `key`.
    public func error(_ kind: NibLoadError.Kind, key: String? = nil) -> NibLoadError {
        var error = session.error(kind, key: key)
        error.objectIndex = objectIndex
        error.className = className
        return error
    }

    // MARK: - Descriptions

    static func describe(_ payload: NibArchive.Payload) -> String {
        switch payload {
        case .int8, .int16, .int32, .int64: "an integer (\(payload.integer!))"
        case .bool(let flag): "a bool (\(flag))"
        case .float(let number): "a float (\(number))"
        case .double(let number): "a double (\(number))"
        case .data(let bytes): "data (\(bytes.count) bytes)"
        case .null: "nil"
        case .object(let index): "a reference to @\(index)"
        }
    }

    static func describe(_ value: Any) -> String {
        switch value {
        case let object as NibObject: "a \(object.className) (@\(object.archiveIndex))"
        case let text as String: "a string (\"\(text.prefix(40))\")"
        case is [Any]: "an array"
        case is [String: Any]: "a dictionary"
        case is NibSet: "a set"
        default: "a \(type(of: value))"
        }
    }
}
