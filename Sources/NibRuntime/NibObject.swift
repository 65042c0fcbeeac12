// NibObject.swift — the generic object: what an archived object becomes when no class is registered.
//
// It keeps every key and value in archive order (object references resolved to the decoded
// objects), and records what the nib does to it afterwards — outlets and runtime attributes set,
// actions added, `awakeFromNib` — so any nib can be instantiated and inspected with an empty
// registry.

import Foundation

/// A decoded value of a generic object.
public enum NibValue {
    case integer(Int64)
    case bool(Bool)
    case float(Float)
    case double(Double)
    /// A data value: text bytes, a packed geometry struct (`NibDecoder` unpacks those), a blob.
    case data([UInt8])
    case null
    /// A reference, decoded: a `String`, `[Any]`, `[String: Any]`, `NibSet`, `Data`, `NibObject`, a
    /// registered class's instance, an external object…
    case object(Any)

    /// The referenced object, if this is a reference.
    public var object: Any? {
        if case .object(let value) = self { return value }
        return nil
    }
}

/// An archived object of a class nothing was registered for.
public final class NibObject: NibDecodable, NibActionTarget, CustomStringConvertible {
    /// One archived value.
    public struct Entry {
        public var key: String
        public var value: NibValue
    }

    /// The class name as archived; for a `UIClassSwapper`, its custom class (`UIClassName`).
    public let className: String
    /// For a swapper, the class IB put the custom class on (`UIOriginalClassName`).
    public let originalClassName: String?
    /// The object's index in the archive.
    public let archiveIndex: Int
    /// Every value, in archive order; a key may repeat (`UINibEncoderEmptyKey`).
    public internal(set) var entries: [Entry] = []
    /// Outlets and runtime attributes set on it, in the order they were set.
    public private(set) var assignedValues: [(key: String, value: Any?)] = []
    /// Actions whose source it is.
    public private(set) var actions: [NibAction] = []
    /// Actions sent to it with `performAction(_:sender:)`.
    public private(set) var receivedActions: [String] = []
    /// Whether `awakeFromNib()` was called.
    public private(set) var isAwake = false

    init(className: String, originalClassName: String?, archiveIndex: Int) {
        self.className = className
        self.originalClassName = originalClassName
        self.archiveIndex = archiveIndex
    }

    /// Registering `NibObject` for a class name gives the generic behaviour explicitly.
    public init(coder: NibDecoder) throws {
        className = coder.className
        originalClassName = coder.originalClassName
        archiveIndex = coder.objectIndex
        try coder.session.fillGeneric(self, index: coder.objectIndex)
    }

    /// The first value for `key`.
    public subscript(key: String) -> NibValue? {
        entries.first { $0.key == key }?.value
    }

    /// Every value for `key`, in order.
    public func values(forKey key: String) -> [NibValue] {
        entries.filter { $0.key == key }.map(\.value)
    }

    /// The object a key refers to.
    public func object(forKey key: String) -> Any? { self[key]?.object }

    /// The last value an outlet or runtime attribute `key` was set to.
    public func assignedValue(forKey key: String) -> Any?? {
        assignedValues.last { $0.key == key }.map(\.value)
    }

    public func setValue(_ value: Any?, forKey key: String) throws {
        assignedValues.append((key, value))
    }

    public func addAction(_ action: NibAction) throws {
        actions.append(action)
    }

    public func performAction(_ selector: String, sender: Any?) throws -> Bool {
        receivedActions.append(selector)
        return true
    }

    public func awakeFromNib() { isAwake = true }

    /// Drops what the object holds (entries, outlets, actions), which breaks the reference cycles
    /// a nib's generic objects form (a view and its constraints, a controller and its view).
    func releaseContents() {
        entries = []
        assignedValues = []
        actions = []
    }

    public var description: String {
        "<\(className) @\(archiveIndex)" + (originalClassName.map { " (\($0))" } ?? "") + ", \(entries.count) values>"
    }
}

/// An `NSSet`: its elements in archive order.
public struct NibSet {
    public var elements: [Any]

    public init(_ elements: [Any]) { self.elements = elements }
}
