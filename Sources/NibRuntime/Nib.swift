// Nib.swift — a nib ready to be instantiated, like UINib: decode, connect, awake.
//
// `instantiate(withOwner:externalObjects:)` follows `-[UINib instantiateWithOwner:options:]`:
// 1. decode the root object and everything it reaches (DecodingSession); proxies become the owner,
//    the first responder or the external objects passed by identifier;
// 2. make the connections in archive order: outlets and outlet collections through
//    `NibConnectable.setValue(_:forKey:)` on their source, actions through `addAction(_:)`;
// 3. set the user-defined runtime attributes;
// 4. call `awakeFromNib()` on every object the nib created, in archive order.
// AppKit nibs (`IB.objectdata` → NSIBObjectData) load the same way, with File's Owner being the
// `NSRoot` object and connections being NSNib…Connector objects.

import Foundation
import NibArchive

/// A compiled nib and the classes to instantiate it with.
public struct Nib: Sendable {
    public let archive: NibArchive
    public var registry: ClassRegistry
    /// Where the archive came from, for error messages.
    public var file: String?
    /// A language's strings table (`key → text`): each `NSLocalizableString` whose `NSKey` it has
    /// decodes as the translation, as UIKit and AppKit localize a Base.lproj nib when it loads.
    public var localizedStrings: [String: String] = [:]

    public init(archive: NibArchive, registry: ClassRegistry = ClassRegistry(), file: String? = nil) throws(NibLoadError) {
        do {
            try archive.validate()
        } catch {
            throw NibLoadError(.archive(error), file: file)
        }
        self.archive = archive
        self.registry = registry
        self.file = file
    }

    public init(bytes: [UInt8], registry: ClassRegistry = ClassRegistry(), file: String? = nil) throws(NibLoadError) {
        do {
            archive = try NibArchive(bytes: bytes)
        } catch {
            throw NibLoadError(.archive(error), file: file)
        }
        self.registry = registry
        self.file = file
    }

    /// Reads a nib file, or a nib directory (`X.nib/`): the member `NibDirectory.member` picks for
    /// `systemVersion` (nil: the newest).
    public init(
        contentsOf url: URL, registry: ClassRegistry = ClassRegistry(), systemVersion: NibDirectory.Version? = nil
    ) throws(NibLoadError) {
        var file = url
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            guard let member = NibDirectory.member(of: names, systemVersion: systemVersion) else {
                throw NibLoadError(.unreadableFile, file: url.path)
            }
            file = url.appendingPathComponent(member)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw NibLoadError(.unreadableFile, file: file.path)
        }
        try self.init(bytes: [UInt8](data), registry: registry, file: file.path)
    }

    /// The identifiers of the external objects the nib needs (`UINibExternalObjects`), in archive
    /// order: its proxies other than File's Owner and the first responder. A storyboard's view nib
    /// needs its controller's `UIExternalObjectsTableForViewLoading` entries
    /// (`UpstreamPlaceholder-<id>`), a scene nib the storyboard (`UIStoryboardPlaceholder`,
    /// `NSStoryboardPlaceholder`).
    public var externalObjectIdentifiers: [String] {
        var identifiers: [String] = []
        var seen = Set<String>()
        for index in archive.objects.indices {
            let key: String
            switch archive.className(ofObject: index) {
            case "UIProxyObject": key = "UIProxiedObjectIdentifier"
            case "NSNibExternalObjectPlaceholder": key = "NSExternalObjectPlaceholderIdentifier"
            default: continue
            }
            guard case .object(let target)? = archive.value(forKey: key, inObject: index)?.payload,
                let identifier = archive.string(at: target), identifier != "IBFilesOwner", identifier != "IBFirstResponder",
                seen.insert(identifier).inserted
            else { continue }
            identifiers.append(identifier)
        }
        return identifiers
    }

    /// Instantiates the nib and returns its top-level objects in archive order, without File's
    /// Owner, the first responder and external objects (`UINib.instantiate(withOwner:options:)`).
    public func instantiate(
        withOwner owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]
    ) throws(NibLoadError) -> [Any] {
        try load(withOwner: owner, externalObjects: externalObjects).topLevelObjects
    }

    /// Instantiates the nib and returns everything about the instantiation.
    public func load(
        withOwner owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]
    ) throws(NibLoadError) -> NibInstance {
        try load(DecodingSession.Externals(owner: owner, objects: externalObjects, storyboard: nil))
    }

    func load(_ externals: DecodingSession.Externals) throws(NibLoadError) -> NibInstance {
        guard !archive.objects.isEmpty else { throw NibLoadError(.notANibRoot("the archive has no objects"), file: file) }
        var externals = externals
        if externals.localizedStrings.isEmpty { externals.localizedStrings = localizedStrings }
        let session = DecodingSession(archive: archive, registry: registry, externals: externals, file: file)
        guard let root = try session.object(at: 0) as? NibObject else {
            throw NibLoadError(.notANibRoot("object 0 is a \(archive.className(ofObject: 0))"), objectIndex: 0, file: file)
        }
        try session.finishDecoding()
        var linker = Linker(session: session, root: root, owner: externals.owner)
        if root["UINibTopLevelObjectsKey"] != nil {
            try linker.linkUIKit()
        } else if let data = root.object(forKey: "IB.objectdata") as? NibObject {
            try linker.linkAppKit(data)
        } else {
            throw NibLoadError(.notANibRoot("the root object has neither UINibTopLevelObjectsKey nor IB.objectdata"), objectIndex: 0, file: file)
        }
        for (_, object) in session.created.sorted(by: { $0.index < $1.index }) { object.awakeFromNib() }
        linker.instance.awakenedCount = session.created.count
        linker.instance.decoded = session.decodedObjects
        return linker.instance
    }
}

/// What one instantiation produced.
public struct NibInstance {
    /// The top-level objects, in archive order, without proxies.
    public internal(set) var topLevelObjects: [Any] = []
    /// The root object (UINib…Key lists, or AppKit's `IB.objectdata`), decoded generically.
    public internal(set) var root: NibObject
    /// Outlet and outlet-collection connections made.
    public internal(set) var outletCount = 0
    /// Action connections made.
    public internal(set) var actionCount = 0
    /// User-defined runtime attributes set.
    public internal(set) var runtimeAttributeCount = 0
    /// Connections skipped because their source or destination was File's Owner and there was none,
    /// or whose kind the loader does not apply (AppKit bindings, help and accessibility connectors).
    public internal(set) var skippedConnectionCount = 0
    /// Objects the nib created and sent `awakeFromNib()`: generic or registered, not the loader's
    /// own (root, connections), proxies, Foundation values or objects replaced from elsewhere.
    public internal(set) var awakenedCount = 0
    /// `UIRuntimeAccessibilityConfiguration` objects, as decoded (each is also applied to its object
    /// when that object adopts `NibAccessibilityConfigurable`).
    public internal(set) var accessibilityConfigurations: [Any] = []
    /// How many accessibility configurations were applied to their objects.
    public internal(set) var appliedAccessibilityCount = 0
    var decoded: [Any?] = []

    /// Frees the generic objects of this instantiation: they refer to each other (a view and its
    /// constraints, subviews and superviews), so they are not freed when the last outside
    /// reference goes. For callers that load many nibs in one process and keep none of the
    /// generic objects (a fuzzer, a batch check); the `NibObject`s are empty afterwards.
    public mutating func releaseGenericObjects() {
        for case let object as NibObject in decoded { object.releaseContents() }
        root.releaseContents()
        decoded = []
        topLevelObjects = []
    }

    /// What the archive's object `index` became: an object, a Foundation value, or for a proxy the
    /// owner or external object; nil for objects nothing refers to.
    public func object(atArchiveIndex index: Int) -> Any? {
        decoded.indices.contains(index) ? decoded[index] : nil
    }
}

/// Makes a decoded nib's connections.
struct Linker {
    let session: DecodingSession
    let owner: AnyObject?
    var instance: NibInstance

    init(session: DecodingSession, root: NibObject, owner: AnyObject?) {
        self.session = session
        self.owner = owner
        instance = NibInstance(root: root)
    }

    private var proxies: Set<ObjectIdentifier> {
        Set(session.proxyIndexes.compactMap { session.decodedObjects[$0].map { ObjectIdentifier($0 as AnyObject) } })
    }

    mutating func linkUIKit() throws(NibLoadError) {
        let root = instance.root
        let proxies = proxies
        instance.topLevelObjects = list(root, "UINibTopLevelObjectsKey").filter {
            !proxies.contains(ObjectIdentifier($0 as AnyObject))
        }
        for (position, item) in list(root, "UINibConnectionsKey").enumerated() {
            guard let connection = item as? NibObject else { throw malformed(item, "a connection", "UINibConnectionsKey", position) }
            let label = try string(connection, "UILabel")
            let source = connection.object(forKey: "UISource")
            let destination = connection.object(forKey: "UIDestination")
            switch connection.className {
            case "UIRuntimeOutletConnection", "UIRuntimeOutletCollectionConnection":
                try setOutlet(source, label, destination, connection)
            case "UIRuntimeEventConnection":
                let mask = connection["UIEventMask"].flatMap { if case .integer(let bits) = $0 { UInt64(truncatingIfNeeded: bits) } else { nil } }
                try addAction(source, label, destination, mask, connection)
            default:
                instance.skippedConnectionCount += 1
            }
        }
        for (position, item) in list(root, "UINibKeyValuePairsKey").enumerated() {
            guard let pair = item as? NibObject else { throw malformed(item, "a runtime attribute", "UINibKeyValuePairsKey", position) }
            try setAttribute(pair.object(forKey: "UIObject"), try string(pair, "UIKeyPath"), pair.object(forKey: "UIValue"), pair)
        }
        instance.accessibilityConfigurations = list(root, "UINibAccessibilityConfigurationsKey")
        for case let configuration as NibObject in instance.accessibilityConfigurations {
            // (UIKit's key is spelled `UIAccessibileObject`.)
            guard let target = configuration.object(forKey: "UIAccessibileObject") as? any NibAccessibilityConfigurable else { continue }
            try apply(configuration, "UIAccessibileObject") { () throws in try target.applyAccessibility(NibAccessibility(configuration)) }
            instance.appliedAccessibilityCount += 1
        }
    }

    mutating func linkAppKit(_ data: NibObject) throws(NibLoadError) {
        let fileOwner = data.object(forKey: "NSRoot") as AnyObject?
        // AppKit's File's Owner is the NSRoot object, replaced by the owner; "FirstResponder" custom
        // objects stand for the first responder.
        func substitute(_ value: Any?) -> Any? {
            guard let value else { return nil }
            if let fileOwner, (value as AnyObject) === fileOwner { return owner ?? NibPlaceholder(identifier: "IBFilesOwner") }
            if let object = value as? NibObject, object.className == "NSCustomObject",
                object.object(forKey: "NSClassName") as? String == "FirstResponder"
            {
                return NibPlaceholder(identifier: "IBFirstResponder")
            }
            return value
        }
        let keys = list(data, "NSObjectsKeys"), parents = list(data, "NSObjectsValues")
        for (object, parent) in zip(keys, parents) where fileOwner != nil && (parent as AnyObject) === fileOwner {
            if (object as AnyObject) === fileOwner || substitute(object) is NibPlaceholder { continue }
            instance.topLevelObjects.append(object)
        }
        for (position, item) in list(data, "NSConnections").enumerated() {
            guard let connection = item as? NibObject else { throw malformed(item, "a connector", "NSConnections", position) }
            let source = substitute(connection.object(forKey: "NSSource"))
            let destination = substitute(connection.object(forKey: "NSDestination"))
            switch connection.className {
            case "NSNibOutletConnector":
                try setOutlet(source, try string(connection, "NSLabel"), destination, connection)
            case "NSNibControlConnector":
                try addAction(source, try string(connection, "NSLabel"), destination, nil, connection)
            case "NSIBUserDefinedRuntimeAttributesConnector":
                let object = substitute(connection.object(forKey: "NSObject"))
                let paths = connection.object(forKey: "NSKeyPaths") as? [Any] ?? []
                let values = connection.object(forKey: "NSValues") as? [Any] ?? []
                guard paths.count == values.count else {
                    throw malformed(connection, "as many NSValues as NSKeyPaths", "NSConnections", position)
                }
                for (path, value) in zip(paths, values) {
                    guard let path = path as? String else { throw malformed(path, "a key path string", "NSKeyPaths", 0) }
                    try setAttribute(object, path, value, connection)
                }
            default:
                instance.skippedConnectionCount += 1
            }
        }
    }

    private mutating func setOutlet(_ source: Any?, _ label: String, _ destination: Any?, _ connection: NibObject) throws(NibLoadError) {
        try connect(source, connection, label, counting: \.outletCount) { target in
            try target.setValue(destination is NibPlaceholder ? nil : destination, forKey: label)
        }
    }

    private mutating func addAction(
        _ source: Any?, _ selector: String, _ destination: Any?, _ mask: UInt64?, _ connection: NibObject
    ) throws(NibLoadError) {
        let target = destination is NibPlaceholder ? nil : destination.map { $0 as AnyObject }
        try connect(source, connection, selector, counting: \.actionCount, action: true) { control in
            try control.addAction(NibAction(target: target, selector: selector, eventMask: mask))
        }
    }

    private mutating func setAttribute(_ object: Any?, _ keyPath: String, _ value: Any?, _ pair: NibObject) throws(NibLoadError) {
        try connect(object, pair, keyPath, counting: \.runtimeAttributeCount) { target in
            try target.setValue(value, forKey: keyPath)
        }
    }

    /// Applies one connection to its source: skipped (and counted so) when the source is a proxy
    /// with nothing behind it; an error when the source cannot be connected at all.
    private mutating func connect(
        _ source: Any?, _ connection: NibObject, _ key: String, counting counter: WritableKeyPath<NibInstance, Int>,
        action: Bool = false, _ body: (any NibConnectable) throws -> Void
    ) throws(NibLoadError) {
        guard let source, !(source is NibPlaceholder) else {
            instance.skippedConnectionCount += 1
            return
        }
        try apply(connection, key) { () throws in
            guard let target = source as? any NibConnectable else {
                let className = "\(type(of: source))"
                throw NibLoadError(action ? .notAnActionSource(className: className, selector: key) : .undefinedKey(className: className, key: key))
            }
            try body(target)
        }
        instance[keyPath: counter] += 1
    }

    /// Runs a connection step; an error is located at the connection object.
    private func apply(_ connection: NibObject, _ key: String, _ body: () throws -> Void) throws(NibLoadError) {
        do {
            try body()
        } catch var error as NibLoadError {
            error.objectIndex = error.objectIndex ?? connection.archiveIndex
            error.className = error.className ?? connection.className
            error.key = error.key ?? key
            error.file = error.file ?? session.file
            throw error
        } catch {
            throw NibLoadError(
                .failed(error), objectIndex: connection.archiveIndex, className: connection.className, key: key, file: session.file)
        }
    }

    private func list(_ object: NibObject, _ key: String) -> [Any] {
        switch object.object(forKey: key) {
        case let array as [Any]: array
        case let set as NibSet: set.elements
        default: []
        }
    }

    private func string(_ object: NibObject, _ key: String) throws(NibLoadError) -> String {
        guard let text = object.object(forKey: key) as? String else {
            throw NibLoadError(
                .malformedObject("\(object.className) needs the string '\(key)'"), objectIndex: object.archiveIndex,
                className: object.className, key: key, file: session.file)
        }
        return text
    }

    private func malformed(_ item: Any, _ expected: String, _ key: String, _ position: Int) -> NibLoadError {
        NibLoadError(
            .typeMismatch(expected: expected, found: NibDecoder.describe(item)), objectIndex: instance.root.archiveIndex,
            className: instance.root.className, key: "\(key)[\(position)]", file: session.file)
    }
}

