// NibLoadError.swift — the one error type of the run-time layer.
//
// Every error says where in the archive it happened: the object (index and class), the path of
// references from the root object that led to it, and the key being read. Messages read like
// UIKit's ("class Owner lacks key 'titleLabel'") but name the object and path instead of crashing.

import NibArchive

/// A nib (or storyboard) that cannot be decoded or instantiated.
public struct NibLoadError: Error, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable {
        /// The archive itself is malformed (from the codec).
        case archive(NibArchiveError)
        /// A nib file or a storyboard's Info.plist cannot be read.
        case unreadableFile
        /// The root object is not a UIKit (`UINib…Key`) or AppKit (`IB.objectdata`) nib root.
        case notANibRoot(String)
        /// A required key is absent.
        case keyNotFound
        /// A key holds a value of another type than the one asked for.
        case typeMismatch(expected: String, found: String)
        /// An object's values do not have its class's shape (a Foundation object, a connection).
        case malformedObject(String)
        /// `init(coder:)` asked for an object that is still being decoded (an ancestor on the path).
        /// Read back-references with `NibDecoder.decodeReference(_:forKey:assign:)` instead.
        case cyclicReference(objectIndex: Int, className: String)
        /// Objects that wait on each other and can never be completed (a list that contains itself).
        case unresolvableCycle(objectIndex: Int, className: String)
        /// References nest deeper than `NibDecoder.maximumDepth`.
        case tooDeep(limit: Int)
        /// A proxy names an external object that was not passed to `instantiate`.
        case missingExternalObject(identifier: String)
        /// An outlet or runtime attribute names a key the object's class does not have
        /// (UIKit: "this class is not key value coding-compliant for the key …").
        case undefinedKey(className: String, key: String)
        /// An action's source cannot take actions (it is not a control or gesture recognizer).
        case notAnActionSource(className: String, selector: String)
        /// A class's `init(coder:)`, `awakeAfter(using:)` or an outlet setter threw this error.
        case failed(any Error)
        /// A storyboard problem: no such identifier, a missing nib.
        case storyboard(String)
    }

    public var kind: Kind
    /// The archive index of the object being decoded or connected.
    public var objectIndex: Int?
    /// Its class name as archived (for a swapper, the custom class).
    public var className: String?
    /// The key being read or set.
    public var key: String?
    /// How the object was reached from the root: `@0 NSObject.UINibTopLevelObjectsKey → @3 NSArray[2] → @7 UIView`.
    public var path: String?
    /// The nib file, when the archive was read from one.
    public var file: String?

    public init(
        _ kind: Kind, objectIndex: Int? = nil, className: String? = nil, key: String? = nil, path: String? = nil,
        file: String? = nil
    ) {
        self.kind = kind
        self.objectIndex = objectIndex
        self.className = className
        self.key = key
        self.path = path
        self.file = file
    }

    public var message: String {
        switch kind {
        case .archive(let error): "\(error)"
        case .unreadableFile: "cannot read the file"
        case .notANibRoot(let detail): "not a nib: \(detail)"
        case .keyNotFound: "key '\(key ?? "?")' not found"
        case .typeMismatch(let expected, let found): "key '\(key ?? "?")': expected \(expected), found \(found)"
        case .malformedObject(let detail): detail
        case .cyclicReference(let index, let className):
            "key '\(key ?? "?")' refers to @\(index) \(className), which is still being decoded; "
                + "read back-references with decodeReference(_:forKey:assign:)"
        case .unresolvableCycle(let index, let className):
            "@\(index) \(className) can never be completed: it waits on itself through a cycle of references"
        case .tooDeep(let limit): "references nest deeper than \(limit) objects"
        case .missingExternalObject(let identifier):
            "the nib needs the external object '\(identifier)', which was not passed to instantiate"
        case .undefinedKey(let className, let key): "class \(className) lacks key '\(key)' (not key value coding-compliant)"
        case .notAnActionSource(let className, let selector):
            "class \(className) cannot be the source of action '\(selector)' (it does not take actions)"
        case .failed(let error): "\(error)"
        case .storyboard(let detail): detail
        }
    }

    public var description: String {
        var where_: [String] = []
        if let objectIndex { where_.append("object @\(objectIndex)" + (className.map { " (\($0))" } ?? "")) }
        if let path, !path.isEmpty { where_.append("at \(path)") }
        let prefix = (file.map { "\($0): " } ?? "") + (where_.isEmpty ? "" : where_.joined(separator: " ") + ": ")
        return prefix + message
    }
}
