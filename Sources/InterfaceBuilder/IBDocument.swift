// IBDocument.swift — the document model: an Interface Builder document as parsed, before lowering.
//
// Every element is an `IBNode` in one array, in document order (the root first), linked to its
// parent, first child and next sibling by index; all attributes live in one array, each node owning
// a range sorted by name — XMLParser hands attributes over as a dictionary, so their document order
// is lost and nothing may depend on it. The typed views below (header, dependencies, objects,
// connections, scenes, resources) read this tree; the back ends lower it into nib object graphs.

/// One XML element of a document.
///
/// Its links, attribute range and position are stored as 32-bit numbers (a document is at most
/// `IBDocument.maximumSize` bytes, so none can overflow): a node is 56 bytes, not 104, and a
/// document of many small elements holds several hundred thousand.
public struct IBNode: Sendable {
    /// The element name (`view`, `rect`, `outlet`, …).
    public let name: String
    @usableFromInline let parentIndex: Int32
    @usableFromInline var firstChildIndex: Int32 = -1
    @usableFromInline var nextSiblingIndex: Int32 = -1
    @usableFromInline var attributeStart: Int32
    @usableFromInline var attributeEnd: Int32
    @usableFromInline let lineNumber: Int32
    @usableFromInline let columnNumber: Int32
    @usableFromInline let byteOffset: Int32
    /// Its symbol (IBName.swift).
    public let symbol: IBName

    /// Index of the parent node, or -1 for the root.
    @inlinable public var parent: Int { Int(parentIndex) }
    @inlinable public internal(set) var firstChild: Int {
        get { Int(firstChildIndex) }
        set { firstChildIndex = Int32(newValue) }
    }
    @inlinable public internal(set) var nextSibling: Int {
        get { Int(nextSiblingIndex) }
        set { nextSiblingIndex = Int32(newValue) }
    }
    /// The node's attributes in `IBDocument.attributes`, sorted by name (String order: byte order for ASCII names).
    @inlinable public internal(set) var attributeRange: Range<Int> {
        get { Int(attributeStart)..<Int(attributeEnd) }
        set { (attributeStart, attributeEnd) = (Int32(newValue.lowerBound), Int32(newValue.upperBound)) }
    }
    /// Where the element's `<` is: line, character column, and byte offset in the source.
    @inlinable public var line: Int { Int(lineNumber) }
    @inlinable public var column: Int { Int(columnNumber) }
    @inlinable public var offset: Int { Int(byteOffset) }

    init(name: String, symbol: IBName? = nil, parent: Int, attributeRange: Range<Int>, line: Int, column: Int, offset: Int) {
        (self.name, self.symbol) = (name, symbol ?? IBName(name))
        (parentIndex, attributeStart, attributeEnd) = (Int32(parent), Int32(attributeRange.lowerBound), Int32(attributeRange.upperBound))
        (lineNumber, columnNumber, byteOffset) = (Int32(line), Int32(column), Int32(offset))
    }
}

/// One attribute: name, its symbol, and (entity-decoded) value, as read from a document's
/// `IBAttributeList`, which stores it in 12 bytes.
public struct IBAttribute: Hashable, Sendable {
    public let name: String
    public let symbol: IBName
    public let value: String

    public init(name: String, value: String) { self.init(name: name, symbol: IBName(name), value: value) }

    init(name: String, symbol: IBName, value: String) {
        (self.name, self.symbol, self.value) = (name, symbol, value)
    }
}

/// Which attributes of a document have been read: a trace a test attaches (`tracingReads()`) to
/// check the compiler's declared reads (NibCompiler/Reads.swift) against what compiling actually
/// reads. The compiler attaches none, so compiling a document reads it and changes nothing.
///
/// (A trace is shared by the copies of one document and touched from one thread, hence unchecked;
/// the dynamic exclusivity checks on its array were a hundredth of a corpus run.)
public final class ReadTrace: @unchecked Sendable {
    /// By index in `IBDocument.attributes`.
    @exclusivity(unchecked) public internal(set) var isRead: [Bool]

    init(count: Int) { isRead = [Bool](repeating: false, count: count) }
}

/// What kind of document it is.
public enum IBDocumentKind: String, Sendable {
    case xib
    case storyboard
}

/// A parsed Interface Builder document.
public struct IBDocument: Sendable {
    /// The path used in diagnostics.
    public let path: String
    public internal(set) var nodes: [IBNode] = []
    public internal(set) var attributes: IBAttributeList
    /// The character data of each leaf element that has any, by node (`text(of:)`): few elements
    /// have text, and a String in every node was 16 of its bytes.
    var texts: [Int: String] = [:]
    /// First node with each `id` (and each scene's `sceneID`).
    public internal(set) var nodeByID = IBIDTable()
    let source: SourceText
    /// The attributes read through `attribute(_:of:)` since `tracingReads()` (nil: not traced).
    public private(set) var trace: ReadTrace?
    /// The class model the document is read against (the standard one, unless the caller passes
    /// another: `IBDocument.parse(_:path:model:diagnostics:)`).
    public private(set) var model: IBClassModel = .standard
    /// Each node's class in `model.declarations` for the document's platform (-1: an element the
    /// model does not know), found once after parsing.
    public private(set) var classIndices: [Int32] = []
    /// Xib or storyboard, from the root's `type` (`…CocoaTouch.Storyboard.XIB`, `…AppleTV.Storyboard`),
    /// found once after parsing.
    public private(set) var kind: IBDocumentKind = .xib
    /// Where each node's `key` attribute is in `attributes` (-1: none), found once after parsing:
    /// keyed children are looked up by it for every property a recipe reads.
    public private(set) var keyAttributes: [Int32] = []
    /// The symbol of each node's `key` (`unknown`: none, or one the vocabulary does not hold).
    public private(set) var keySymbols: [IBName] = []
    /// Whether the document was a pre-Xcode 5 `<archive>`, upgraded (LegacyArchive.swift): its
    /// nodes are the upgrade's, not elements of its source.
    public internal(set) var isUpgradedArchive = false

    init(path: String, source: SourceText) {
        self.path = path
        self.source = source
        attributes = IBAttributeList(bytes: source.bytes)
    }

    /// The root `<document>` element.
    public var root: Int { 0 }

    // MARK: - Nodes

    @inlinable public subscript(node: Int) -> IBNode { nodes[node] }

    /// Character data of a leaf element (`<string key="text">Hello</string>`), or nil.
    public func text(of node: Int) -> String? { texts.isEmpty ? nil : texts[node] }

    /// The value of attribute `name` of `node`; recorded in the trace, if any.
    public func attribute(_ name: String, of node: Int) -> String? {
        guard let index = attributeIndex(name, of: node) else { return nil }
        trace?.isRead[index] = true
        return attributes.value(at: index)
    }

    /// Records attribute `index` of `attributes` as read (in the trace, if any).
    public func markRead(_ index: Int) {
        trace?.isRead[index] = true
    }

    /// The value of attribute `name` of `node`, not recorded as read (for structure, checks and
    /// the account itself).
    @inlinable public func peek(_ name: String, of node: Int) -> String? {
        attributeIndex(name, of: node).map { attributes.value(at: $0) }
    }

    /// Where attribute `name` of `node` is in `attributes`.
    public func attributeIndex(_ name: String, of node: Int) -> Int? {
        // Ranges are short (a few to a few dozen attributes): a linear scan beats hashing, and
        // comparing lengths first skips most string comparisons (a third of the compile step's
        // attribute lookups, measured). An attribute does not store a name the vocabulary holds:
        // its length and name are the vocabulary's.
        let length = name.utf8.count
        let table = IBNameTable.shared
        for index in nodes[node].attributeRange {
            let symbol = attributes.symbol(at: index)
            if symbol.rawValue != 0 {
                if table.length(of: symbol) == length, table.names[Int(symbol.rawValue)] == name { return index }
            } else if attributes.name(at: index) == name {
                return index
            }
        }
        return nil
    }

    /// The value of attribute `name` of `node`; recorded in the trace, if any.
    public func attribute(_ name: IBName, of node: Int) -> String? {
        guard let index = attributeIndex(name, of: node) else { return nil }
        trace?.isRead[index] = true
        return attributes.value(at: index)
    }

    /// The value of attribute `name` of `node`, not recorded as read.
    @inlinable public func peek(_ name: IBName, of node: Int) -> String? {
        attributeIndex(name, of: node).map { attributes.value(at: $0) }
    }

    /// Where attribute `name` (a known symbol) of `node` is in `attributes`.
    @inlinable public func attributeIndex(_ name: IBName, of node: Int) -> Int? {
        assert(name.isKnown, "unknown stands for every name the vocabulary lacks: look such a name up by String")
        let range = nodes[node].attributeRange
        // Read in place: no attribute (two Strings) is copied to be compared (a fortieth of a
        // corpus run when they were).
        return attributes.packed.withUnsafeBufferPointer { attributes in
            for index in range where attributes[index].symbol == name { return index }
            return nil
        }
    }

    /// The value of attribute `name` of `node`, recorded as read only when it is one of `handled`
    /// (a value the compiler writes as ibtool does; any other is reported as not compiled).
    public func attribute(_ name: String, of node: Int, ifIn handled: Set<String>) -> String? {
        guard let index = attributeIndex(name, of: node) else { return nil }
        if handled.contains(attributes.value(at: index)) { trace?.isRead[index] = true }
        return attributes.value(at: index)
    }

    /// Finds each node's class in the class model, for the platform of the root's `targetRuntime`,
    /// and the document's kind.
    mutating func findClasses(in model: IBClassModel = .standard) {
        let type = nodes.isEmpty ? "" : peek("type", of: 0) ?? ""
        kind = type.hasSuffix(".Storyboard.XIB") || type.hasSuffix(".Storyboard") ? .storyboard : .xib
        self.model = model
        let platform = nodes.isEmpty ? nil : peek("targetRuntime", of: 0).flatMap(IBPlatform.init(targetRuntime:))
        // Each element name is looked up once, by symbol (-2: not yet), in the process's table for
        // the standard model.
        let standard = model.isStandard
        var bySymbol = [Int32](repeating: -2, count: IBName.count)
        classIndices = nodes.map { node in
            guard node.symbol.isKnown else { return Int32(model.classIndex(forElement: node.name, platform: platform) ?? -1) }
            let symbol = Int(node.symbol.rawValue)
            if bySymbol[symbol] == -2 {
                bySymbol[symbol] =
                    standard
                    ? ElementClasses.shared.classIndex(of: node.symbol, platform: platform)
                    : Int32(model.classIndex(forElement: node.name, platform: platform) ?? -1)
            }
            return bySymbol[symbol]
        }
        keyAttributes = nodes.indices.map { Int32(attributeIndex(.key, of: $0) ?? -1) }
        keySymbols = keyAttributes.map { $0 >= 0 ? IBName(attributes.value(at: Int($0))) : .unknown }
    }

    /// The `key` of `node` (the property of its parent it fills), not recorded as read.
    @inlinable public func key(of node: Int) -> String? {
        // A document built without `findClasses` (an IB3 archive being upgraded) looks it up.
        guard node < keyAttributes.count else { return peek("key", of: node) }
        let index = Int(keyAttributes[node])
        return index >= 0 ? attributes.value(at: index) : nil
    }

    /// The declaration of the property `node` fills on its parent's class (its `key`), or nil
    /// when it has no key, its parent no class, or the class no such property.
    public func keyedChildDeclaration(of node: Int) -> IBKeyedChildDeclaration? {
        let parent = nodes[node].parent
        guard parent >= 0, let key = key(of: node), let parentClass = classDeclaration(of: parent) else { return nil }
        return parentClass.tables.keyedChild(key, symbol: keySymbol(of: node))
    }

    /// The symbol of `node`'s `key` (`unknown`: none, one the vocabulary lacks, or a document
    /// built without `findClasses`).
    @inlinable public func keySymbol(of node: Int) -> IBName {
        node < keySymbols.count ? keySymbols[node] : .unknown
    }

    func withClasses(in model: IBClassModel = .standard) -> IBDocument {
        var copy = self
        copy.findClasses(in: model)
        return copy
    }

    /// The class model's index (`IBClassDeclaration.index`) of `node`'s class, or nil.
    @inlinable public func classIndex(of node: Int) -> Int? {
        let index = node < classIndices.count ? Int(classIndices[node]) : -1
        return index >= 0 ? index : nil
    }

    /// The class model's declaration of `node`'s class, or nil for an element it does not know.
    public func classDeclaration(of node: Int) -> IBClassDeclaration? {
        let index = node < classIndices.count ? Int(classIndices[node]) : -1
        return index >= 0 ? model.declarations[index] : nil
    }

    /// The document with a fresh trace of its reads: every `attribute(_:of:)` of it (and of its
    /// copies) marks that attribute as read. For tests that check the declared reads.
    public func tracingReads() -> IBDocument {
        var copy = self
        copy.trace = ReadTrace(count: attributes.count)
        return copy
    }

    /// The attributes of `node`, sorted by name.
    public func attributes(of node: Int) -> Slice<IBAttributeList> {
        attributes[nodes[node].attributeRange]
    }

    /// The children of `node`, in document order.
    public func children(of node: Int) -> IBChildren { IBChildren(nodes: nodes, upcoming: nodes[node].firstChild) }

    /// `node` and everything inside it: nodes are in document order, so a range of indices, which
    /// ends at the next sibling of the node or of its nearest ancestor that has one.
    public func subtree(of node: Int) -> Range<Int> {
        var current = node
        while current >= 0 {
            if nodes[current].nextSibling >= 0 { return node..<nodes[current].nextSibling }
            current = nodes[current].parent
        }
        return node..<nodes.count
    }

    /// The first child of `node` named `name`.
    public func child(_ name: String, of node: Int) -> Int? {
        children(of: node).first { nodes[$0].name == name }
    }

    /// The child of `node` whose `key` attribute is `key` (`<rect key="frame">`); its `key` is
    /// recorded as read (the property was looked at), the other children's are not.
    public func child(key: String, of node: Int) -> Int? {
        // A key of the vocabulary is found by its symbol: one hash, then integers compared, instead
        // of every child's key compared as a String (retained and released on the way).
        if !keySymbols.isEmpty, case let symbol = IBName(key), symbol.isKnown { return child(key: symbol, of: node) }
        guard let child = children(of: node).first(where: { self.key(of: $0) == key }) else { return nil }
        if let trace, let index = child < keyAttributes.count ? Int(keyAttributes[child]) : attributeIndex("key", of: child), index >= 0 {
            trace.isRead[index] = true
        }
        return child
    }

    /// The child of `node` whose `key` is the known symbol `key`, its `key` recorded as read.
    public func child(key: IBName, of node: Int) -> Int? {
        assert(key.isKnown, "unknown stands for every key the vocabulary lacks: look such a key up by String")
        // A document built without `findClasses` (an IB3 archive being upgraded) compares names.
        guard !keySymbols.isEmpty else { return child(key: key.text, of: node) }
        guard let child = firstChild(keySymbol: key, of: node) else { return nil }
        if let trace, keyAttributes[child] >= 0 { trace.isRead[Int(keyAttributes[child])] = true }
        return child
    }

    /// The child of `node` whose `key` is `key`, not recorded as read.
    public func peekChild(key: String, of node: Int) -> Int? {
        if !keySymbols.isEmpty, case let symbol = IBName(key), symbol.isKnown { return firstChild(keySymbol: symbol, of: node) }
        return children(of: node).first(where: { self.key(of: $0) == key })
    }

    /// The first child of `node` whose `key` has the known symbol `symbol` (a document with `keySymbols`).
    private func firstChild(keySymbol symbol: IBName, of node: Int) -> Int? {
        var upcoming = nodes[node].firstChild
        while upcoming >= 0 {
            if upcoming < keySymbols.count, keySymbols[upcoming] == symbol { return upcoming }
            upcoming = nodes[upcoming].nextSibling
        }
        return nil
    }

    /// Where `node` starts.
    public func location(of node: Int) -> SourceLocation {
        SourceLocation(file: path, line: nodes[node].line, column: nodes[node].column)
    }

    /// Where attribute `name` of `node` is written (its name), or the node's location if it cannot
    /// be found in the source. One search of the node's start tag; to report many attributes of
    /// one element, an `AttributeLocator` finds them all in one pass.
    public func location(ofAttribute name: String, of node: Int) -> SourceLocation {
        let needle = name.utf8
        var found: SourceLocation?
        scanAttributes(of: node) { range, _, line, column in
            guard range.count == needle.count, source.bytes[range].elementsEqual(needle) else { return true }
            found = SourceLocation(file: path, line: line, column: column)
            return false
        }
        return found ?? location(of: node)
    }

    /// Walks the start tag of `node` from its `<`, calling `visit` with each attribute name's bytes,
    /// its value's bytes (between the quotes) and the name's line:column until it returns false or
    /// the tag ends: one pass, tracking lines and characters as it goes, so its cost is the tag's
    /// length whatever the line's. Returns where the tag ends (its `/>` or `>`) when it got there.
    @discardableResult
    func scanAttributes(of node: Int, _ visit: (_ name: Range<Int>, _ value: Range<Int>, _ line: Int, _ column: Int) -> Bool) -> Int? {
        let bytes = source.bytes
        var index = nodes[node].offset
        guard index >= 0, index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
        // (line, column) is where the character holding bytes[index] is.
        var (line, column) = (nodes[node].line, nodes[node].column)
        func advance() {
            if bytes[index] == UInt8(ascii: "\n") {
                (line, column, index) = (line + 1, 1, index + 1)
                return
            }
            index += 1
            if index < bytes.count, SourceText.startsCharacter(bytes[index]) { column += 1 }
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
        }
        // The `<` and the element name.
        advance()
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") { advance() }
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { advance() }
            guard index < bytes.count, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") else {
                return index < bytes.count ? index : nil
            }
            let start = index
            let (nameLine, nameColumn) = (line, column)
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: ">") { advance() }
            let name = start..<index
            while index < bytes.count, isSpace(bytes[index]) { advance() }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            advance()
            while index < bytes.count, isSpace(bytes[index]) { advance() }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[index]
            advance()
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { advance() }
            guard index < bytes.count else { return nil }
            guard visit(name, valueStart..<index, nameLine, nameColumn) else { return nil }
            advance()
        }
        return nil
    }
}

/// Finds where attributes are written when many are reported: each node's start tag is scanned
/// once for all its attributes (a hostile element with a hundred thousand unknown attributes is
/// reported in one pass, not one search each). Nodes are best asked in document order.
public struct AttributeLocator {
    private let document: IBDocument
    private var node = -1
    private var found: [String: SourceLocation] = [:]

    public init(_ document: IBDocument) { self.document = document }

    public mutating func location(ofAttribute name: String, of node: Int) -> SourceLocation {
        if node != self.node {
            self.node = node
            found.removeAll(keepingCapacity: true)
            let bytes = document.source.bytes
            document.scanAttributes(of: node) { range, _, line, column in
                let name = String(decoding: bytes[range], as: UTF8.self)
                if found[name] == nil { found[name] = SourceLocation(file: document.path, line: line, column: column) }
                return true
            }
        }
        return found[name] ?? document.location(of: node)
    }
}

/// The first node with each `id` of a document (`IBDocument.nodeByID`): an open-addressed table
/// hashed with `wordFNV1a`, not a Dictionary — every element with an id is entered at parse time and
/// every reference is looked up, and SipHash over the ids was about a fiftieth of a corpus run.
public struct IBIDTable: Sendable {
    private var ids: [String] = []
    private var nodes: [Int] = []
    /// Positions in `ids` plus one, 0 where empty: a power of two of slots, at most half full.
    private var slots = [Int32](repeating: 0, count: 16)

    public init() {}

    /// A table with room for about `count` ids before it grows.
    init(minimumCapacity count: Int) {
        var capacity = 16
        while capacity < 2 * count { capacity *= 2 }
        slots = [Int32](repeating: 0, count: capacity)
        ids.reserveCapacity(count)
        nodes.reserveCapacity(count)
    }

    /// How many ids it holds.
    public var count: Int { ids.count }

    private static func hash(_ id: String) -> Int {
        Int(truncatingIfNeeded: (wordFNV1a(id) &* 0x9e37_79b9_7f4a_7c15) >> 32)
    }

    /// The slot of `id`: where it is, or the empty slot where it would go.
    private func slot(of id: String, hash: Int) -> Int {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0, ids[Int(slots[slot]) - 1] != id { slot = (slot + 1) & mask }
        return slot
    }

    /// Enters `id` for `node` unless it is there already (the first element with an id keeps it).
    mutating func enter(_ id: String, node: Int) {
        let found = slot(of: id, hash: IBIDTable.hash(id))
        if slots[found] == 0 { insert(id, node: node, at: found) }
    }

    /// Adds `id` at its empty slot `found`, growing the table when it is half full.
    private mutating func insert(_ id: String, node: Int, at found: Int) {
        ids.append(id)
        nodes.append(node)
        if 2 * ids.count > slots.count {
            slots = [Int32](repeating: 0, count: 2 * slots.count)
            for (position, known) in ids.enumerated() { slots[slot(of: known, hash: IBIDTable.hash(known))] = Int32(position + 1) }
        } else {
            slots[found] = Int32(ids.count)
        }
    }

    /// The node of `id`; setting one enters or replaces it (an id cannot be removed).
    public subscript(id: String) -> Int? {
        get {
            let position = slots[slot(of: id, hash: IBIDTable.hash(id))]
            return position == 0 ? nil : nodes[Int(position) - 1]
        }
        set {
            guard let newValue else { preconditionFailure("IBIDTable: an id cannot be removed") }
            let found = slot(of: id, hash: IBIDTable.hash(id))
            if slots[found] != 0 {
                nodes[Int(slots[found]) - 1] = newValue
            } else {
                insert(id, node: newValue, at: found)
            }
        }
    }
}

/// The children of a node, following `nextSibling` links.
public struct IBChildren: Sequence, IteratorProtocol, Sendable {
    let nodes: [IBNode]
    var upcoming: Int

    public mutating func next() -> Int? {
        guard upcoming >= 0 else { return nil }
        defer { upcoming = nodes[upcoming].nextSibling }
        return upcoming
    }
}

// MARK: - Typed views

extension IBDocument {
    /// Whether a document's first bytes say it is an iOS or tvOS document: a modern one names its
    /// runtime, an IB3 archive its type (CocoaTouch, CocoaTouch.iPad). A cheap filter for tools
    /// that walk folders; the parse decides.
    public static func looksLikeUIKitDocument(_ prefix: some Collection<UInt8>) -> Bool {
        let head = String(decoding: prefix.prefix(600), as: UTF8.self)
        return head.contains("targetRuntime=\"iOS") || head.contains("targetRuntime=\"AppleTV")
            || head.contains("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch")
    }

    /// A root attribute: `type`, `version`, `toolsVersion`, `targetRuntime`, `propertyAccessControl`,
    /// `useAutolayout`, `useTraitCollections`, `useSafeAreas`, `colorMatched`,
    /// `initialViewController`, `launchScreen`.
    public func header(_ name: String) -> String? { attribute(name, of: root) }

    /// A YES/NO root attribute.
    public func headerFlag(_ name: String) -> Bool { header(name) == "YES" }

    /// A line of `<dependencies>`: `deployment`, `plugIn`, `capability`, `development`…
    public struct Dependency: Hashable, Sendable {
        public var kind: String
        public var identifier: String?
        public var version: String?
        public var name: String?
        public var minToolsVersion: String?

        public init(kind: String, identifier: String?, version: String?, name: String?, minToolsVersion: String?) {
            self.kind = kind
            self.identifier = identifier
            self.version = version
            self.name = name
            self.minToolsVersion = minToolsVersion
        }
    }

    public var dependencies: [Dependency] {
        guard let list = child("dependencies", of: root) else { return [] }
        return children(of: list).map {
            Dependency(
                kind: nodes[$0].name, identifier: attribute("identifier", of: $0), version: attribute("version", of: $0),
                name: attribute("name", of: $0), minToolsVersion: attribute("minToolsVersion", of: $0))
        }
    }

    /// Every object of the document in document order: each element with an `id` that is not a
    /// connection (views, controllers, placeholders, constraints, gesture recognizers, bar items…).
    public var objects: [Int] {
        nodes.indices.filter { isObject($0) }
    }

    /// Whether `node` is an object (it has an id and is not a connection).
    public func isObject(_ node: Int) -> Bool {
        attributeIndex(.id, of: node) != nil && classRole(of: node) != .connection
    }

    /// The role of `node`'s class (nil: unknown element).
    public func classRole(of node: Int) -> IBRole? {
        let index = node < classIndices.count ? Int(classIndices[node]) : -1
        return index >= 0 ? model.declarations[index].role : nil
    }

    /// `customClass`, `customModule` and `customModuleProvider` of an object.
    public func customClass(of node: Int) -> (name: String, module: String?, moduleProvider: String?)? {
        guard let name = attribute("customClass", of: node) else { return nil }
        return (name, attribute("customModule", of: node), attribute("customModuleProvider", of: node))
    }

    /// The scenes of a storyboard, in document order.
    public var scenes: [Int] {
        guard let list = child("scenes", of: root) else { return [] }
        return children(of: list).filter { nodes[$0].name == "scene" }
    }

    /// The entries of `<resources>`: `image`, `namedColor`, `systemColor`.
    public var resources: [Int] {
        guard let list = child("resources", of: root) else { return [] }
        return Array(children(of: list))
    }
}

/// A connection: an outlet, action, outlet collection, segue or binding of an object.
public struct IBConnection: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case outlet, action, outletCollection, segue, binding

        /// The attribute that names the connection: `property`, `selector`, `identifier`, `name`.
        public var labelAttribute: String {
            switch self {
            case .outlet, .outletCollection: "property"
            case .action: "selector"
            case .segue: "identifier"
            case .binding: "name"
            }
        }
    }

    public var kind: Kind
    /// The connection element.
    public var node: Int
    /// The object whose `<connections>` holds it.
    public var source: Int
    /// The `destination` id (nil for a segue without one, e.g. some unwind segues).
    public var destination: String?
    /// `property` of outlets and collections, `selector` of actions, `identifier` of segues,
    /// `name` of bindings.
    public var label: String?
}

extension IBDocument {
    /// Every connection in document order.
    public var connections: [IBConnection] { connections(in: [nodes.indices]) }

    /// The connections of the nodes in `ranges` (a storyboard scene's subtree), in document order.
    public func connections(in ranges: [Range<Int>]) -> [IBConnection] {
        var result: [IBConnection] = []
        for index in ranges.joined() where index >= 0 && index < nodes.count {
            // The parent's symbol first: one integer per node, not five names.
            let parent = nodes[index].parent
            guard parent >= 0, nodes[parent].symbol == .connections, nodes[parent].parent >= 0,
                let kind = IBConnection.Kind(rawValue: nodes[index].name)
            else { continue }
            let node = nodes[index]
            // An outlet's or action's attributes count as read only when a nib archives the
            // connection (the compiler marks them then: `IBConnection.labelAttribute`), and so are
            // a binding's; a segue's are read here, as its lowering reads more than these.
            let marks = kind == .segue
            let label = marks ? attribute(kind.labelAttribute, of: index) : peek(kind.labelAttribute, of: index)
            let destination = marks ? attribute("destination", of: index) : peek("destination", of: index)
            result.append(IBConnection(kind: kind, node: index, source: nodes[node.parent].parent, destination: destination, label: label))
        }
        return result
    }
}

// MARK: - More typed views

extension IBDocument {
    /// The keyed children of `node` (`<rect key="frame">`, `<view key="view">`…), in document order.
    public func keyedChildren(of node: Int) -> [(key: String, node: Int)] {
        children(of: node).compactMap { child in key(of: child).map { ($0, child) } }
    }

    /// The placeholders: File's Owner, First Responder, the storyboard's exit and others.
    public var placeholders: [Int] {
        nodes.indices.filter { nodes[$0].name == "placeholder" }
    }

    /// The layout guides of a view controller (`<viewControllerLayoutGuide type="top">`…).
    public func layoutGuides(of controller: Int) -> [Int] {
        guard let list = child("layoutGuides", of: controller) else { return [] }
        return children(of: list).filter { nodes[$0].name == "viewControllerLayoutGuide" }
    }

    /// A user-defined runtime attribute: key path, type (`boolean`, `number`, `string`, `color`…),
    /// and its value (the `value` attribute, or the value element for colors, sizes and the like).
    public struct RuntimeAttribute: Hashable, Sendable {
        public var node: Int
        public var keyPath: String
        public var type: String
        public var value: String?
        public var valueElement: Int?
    }

    /// The user-defined runtime attributes of an object.
    public func runtimeAttributes(of object: Int) -> [RuntimeAttribute] {
        guard let list = child("userDefinedRuntimeAttributes", of: object) else { return [] }
        return children(of: list).filter { nodes[$0].name == "userDefinedRuntimeAttribute" }.map {
            RuntimeAttribute(
                node: $0, keyPath: attribute("keyPath", of: $0) ?? "", type: attribute("type", of: $0) ?? "",
                value: attribute("value", of: $0), valueElement: nodes[$0].firstChild >= 0 ? nodes[$0].firstChild : nil)
        }
    }
}
