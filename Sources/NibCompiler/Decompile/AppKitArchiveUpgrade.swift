// AppKitArchiveUpgrade.swift — a pre-Xcode 5 AppKit `<archive>` (Interface Builder 3) into a current
// document. Such an archive is AppKit's own keyed archive written as XML: `<object class="NSButton">`
// with `<int key="NSvFlags">`, `<object class="NSButtonCell" key="NSCell">`, `<reference key=…
// ref=…>` — the objects and keys a nib holds, with Interface Builder's object records and connection
// records beside them. So the upgrade reads it into the object graph a nib would give
// (`ArchiveGraph`: the records become `NSIBObjectData`'s parents and connectors, a custom class a
// class swapper as ibtool writes one) and raises that as `nibc decompile` raises a nib. Each
// element of the result starts where the archive object it comes from starts, so diagnostics
// point into the archive and translations are written into it (`ArchiveTexts`).

import InterfaceBuilder
import NibArchive

extension NibCompiler {
    /// The document of an Interface Builder document's bytes: `IBDocument.parse`, and a pre-Xcode 5
    /// AppKit archive upgraded (the front end refuses one: upgrading it needs the decompiler).
    public static func document(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> IBDocument? {
        // (Read twice only when its first bytes say it is one: every other document is parsed once.)
        var scratch = Diagnostics()
        guard mayBeAppKitArchive(bytes), let tree = IBDocument.parseArchiveTree(bytes, path: path, diagnostics: &scratch), tree.isAppKitArchive
        else {
            return IBDocument.parse(bytes, path: path, diagnostics: &diagnostics)
        }
        for diagnostic in scratch.all { diagnostics.append(diagnostic) }
        return upgradedAppKitArchive(tree, diagnostics: &diagnostics)
    }

    /// Whether a document's first 2,048 bytes hold an `<archive` start tag and AppKit's type
    /// (`…InterfaceBuilder3.Cocoa.XIB`, which a CocoaTouch one's `…CocoaTouch.XIB` is not; a current
    /// macOS xib has the type on a `<document>`).
    static func mayBeAppKitArchive(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(2048)
        // The root's start tag: the first `<` not of a declaration, instruction or comment.
        guard let root = head.indices.first(where: { head[$0] == UInt8(ascii: "<") && $0 + 1 < head.endIndex && head[$0 + 1] != UInt8(ascii: "?") && head[$0 + 1] != UInt8(ascii: "!") }),
            head[root...].starts(with: "<archive".utf8)
        else { return false }
        let type = Array("InterfaceBuilder3.Cocoa.XIB".utf8)
        guard head.endIndex - root >= type.count else { return false }
        return (root...(head.endIndex - type.count)).contains { start in head[start..<(start + type.count)].elementsEqual(type) }
    }

    /// A parsed AppKit archive as a current document, or nil with an error.
    static func upgradedAppKitArchive(_ tree: IBDocument, diagnostics: inout Diagnostics) -> IBDocument? {
        var reading = ArchiveGraph(tree: tree)
        guard let graph = reading.graph(diagnostics: &diagnostics) else { return nil }
        var raising = Raising(graph: graph, platform: .appkit)
        // Each object's id is its record's object id, as in the CocoaTouch upgrade (and in the
        // keys of ibtool's strings for an old document).
        // (In id order, the first for an object that two records name: the same on every run.)
        for (objectID, node) in reading.recordedObjects.sorted(by: { $0.key < $1.key }) where objectID >= 0 {
            if let object = reading.objects[node], raising.givenIDs[object.index] == nil { raising.givenIDs[object.index] = String(objectID) }
        }
        let decompiled: NibDecompiler.Decompiled
        do { decompiled = try raising.appKitDocument() } catch {
            diagnostics.error("this pre-Xcode 5 AppKit archive cannot be upgraded: \(error.message)", at: tree.location(of: tree.root))
            return nil
        }
        // What the raising could not carry over is said, as `nibc decompile --report` says it.
        for line in decompiled.unrecovered {
            diagnostics.warning("not upgraded from this pre-Xcode 5 archive: \(line)", at: tree.location(of: tree.root))
        }
        var reparsed = Diagnostics()
        guard let document = IBDocument.parse(Array(decompiled.xml.utf8), path: tree.path, diagnostics: &reparsed) else {
            diagnostics.error("this pre-Xcode 5 AppKit archive cannot be upgraded", at: tree.location(of: tree.root))
            return nil
        }
        return document.placed(in: tree, archiveNodes: Dictionary(uniqueKeysWithValues: reading.recordedObjects.map { (String($0.key), $0.value) }))
    }
}

extension IBDocument {
    /// Whether the document is an AppKit `<archive>` tree (`parseArchiveTree`).
    var isAppKitArchive: Bool {
        // (`…Cocoa.XIB`: a CocoaTouch archive's type is `…CocoaTouch.XIB`.)
        nodes.first?.name == "archive" && (peek("type", of: root) ?? "").contains("Cocoa.XIB")
    }
}

/// An AppKit archive's objects as the object graph of the nib ibtool would make of them.
struct ArchiveGraph {
    let tree: IBDocument
    var graph = ObjectGraph()
    /// The graph object of each archive node read as an object.
    var objects: [Int: ObjectGraph.ID] = [:]
    /// The archive object of each record's object id (the first record's, if a hostile archive
    /// gives two objects one id).
    var recordedObjects: [Int: Int] = [:]
    /// What is not read (bindings), counted.
    var leftOut: [String: Int] = [:]

    init(tree: IBDocument) { self.tree = tree }

    /// The graph: a root holding `IB.objectdata`, from the archive's object and connection records.
    mutating func graph(diagnostics: inout Diagnostics) -> ObjectGraph? {
        let root = graph.add("NSObject")
        guard let data = tree.child("data", of: tree.root), let container = keyed("IBDocument.Objects", of: data) else {
            diagnostics.error("this pre-Xcode 5 AppKit archive has no object records (IBDocument.Objects)", at: tree.location(of: tree.root))
            return nil
        }
        // Object records: each object, its parent, its id.
        var records: [(object: Int, parent: Int?, objectID: Int?)] = []
        if let set = keyed("objectRecords", of: container), let ordered = keyed("orderedObjects", of: set) {
            for record in elements(of: ordered) {
                guard let object = keyed("object", of: record).map(resolved) else { continue }
                let objectID = keyed("objectID", of: record).flatMap { integer(of: $0) }
                if let objectID, recordedObjects[objectID] == nil { recordedObjects[objectID] = object }
                records.append((object, keyed("parent", of: record).map(resolved), objectID))
            }
        }
        let rootRecord = records.first { $0.objectID == 0 }?.object
        guard let ownerNode = records.first(where: { $0.objectID == -2 })?.object else {
            diagnostics.error("this pre-Xcode 5 AppKit archive has no File's Owner record", at: tree.location(of: tree.root))
            return nil
        }
        let owner = object(ownerNode)
        var keys: [ObjectGraph.ID] = [], parents: [ObjectGraph.ID] = []
        for record in records where record.objectID != 0 && record.object != rootRecord {
            keys.append(object(record.object))
            parents.append(record.parent.map { $0 == rootRecord ? owner : object($0) } ?? owner)
        }
        applyCustomClasses(in: container)
        var connectors: [ObjectGraph.ID] = []
        if let list = keyed("connectionRecords", of: container) {
            for record in elements(of: list) {
                guard let connection = keyed("connection", of: record).map(resolved), let kind = tree.peek("class", of: connection) else { continue }
                let className: String
                switch kind {
                case "IBOutletConnection": className = "NSNibOutletConnector"
                case "IBActionConnection": className = "NSNibControlConnector"
                default:
                    leftOut[kind, default: 0] += 1
                    continue
                }
                guard var source = keyed("source", of: connection).map(resolved), var destination = keyed("destination", of: connection).map(resolved),
                    let label = keyed("label", of: connection).flatMap({ tree.text(of: $0) })
                else { continue }
                // (An action's record names the target its source and the control its destination.)
                if kind == "IBActionConnection" { (source, destination) = (destination, source) }
                connectors.append(
                    graph.add(className, [
                        .init("NSSource", .object(object(source))), .init("NSDestination", .object(object(destination))),
                        .init("NSLabel", .object(string(label))),
                    ]))
            }
        }
        for (kind, count) in leftOut.sorted(by: { $0.key < $1.key }) {
            diagnostics.warning(
                "the \(count) \(kind) record\(count == 1 ? "" : "s") of this pre-Xcode 5 archive \(count == 1 ? "is" : "are") not upgraded yet; left out",
                at: tree.location(of: container))
        }
        let objectData = graph.add("NSIBObjectData", [
            .init("NSRoot", .object(owner)), .init("NSObjectsKeys", .object(array(keys))), .init("NSObjectsValues", .object(array(parents))),
            .init("NSConnections", .object(array(connectors))),
        ])
        graph[root] = ObjectGraph.Object(className: "NSObject", entries: [.init("IB.objectdata", .object(objectData))])
        return graph
    }

    /// Objects of a custom class (`<objectID>.CustomClassName` in `flattenedProperties`): a custom
    /// object or view, a window, names it itself; any other is swapped (`NSClassSwapper`).
    mutating func applyCustomClasses(in container: Int) {
        guard let properties = keyed("flattenedProperties", of: container), let names = keyed("dict.sortedKeys", of: properties),
            let values = keyed("dict.values", of: properties)
        else { return }
        for (name, value) in zip(elements(of: names), elements(of: values)) {
            guard let key = tree.text(of: name), key.hasSuffix(".CustomClassName"), let id = Int(key.dropLast(".CustomClassName".count)),
                let node = recordedObjects[id], let custom = tree.text(of: resolved(value))
            else { continue }
            let target = object(node)
            let className = graph[target].className
            switch className {
            case "NSCustomObject", "NSCustomView": set("NSClassName", .object(string(custom)), of: target)
            case "NSWindowTemplate": set("NSWindowClass", .object(string(custom)), of: target)
            default:
                graph[target].className = "NSClassSwapper"
                graph[target].entries += [.init("NSClassName", .object(string(custom))), .init("NSOriginalClassName", .object(string(className)))]
            }
        }
    }

    mutating func set(_ key: String, _ value: ObjectGraph.Value, of object: ObjectGraph.ID) {
        if let index = graph[object].entries.firstIndex(where: { $0.key == key }) {
            graph[object].entries[index].value = value
        } else {
            graph[object].entries.append(.init(key, value))
        }
    }

    // MARK: Reading the archive's values

    /// The child of `node` with key `key`.
    func keyed(_ key: String, of node: Int) -> Int? { tree.child(key: key, of: node) }

    /// A list's elements (its `EncodedWithXMLCoder` marker left out).
    func elements(of list: Int) -> [Int] {
        tree.children(of: list).filter { tree.peek("key", of: $0) != "EncodedWithXMLCoder" }
    }

    /// What a `<reference>` stands for.
    func resolved(_ node: Int) -> Int {
        guard tree[node].name == "reference", let ref = tree.peek("ref", of: node), let target = tree.nodeByID[ref] else { return node }
        return target
    }

    func integer(of node: Int) -> Int? {
        (tree.peek("value", of: node) ?? tree.text(of: node)).flatMap { Int($0) }
    }

    mutating func string(_ text: String) -> ObjectGraph.ID {
        graph.add("NSString", [.init("NS.bytes", .data(Array(text.utf8)))])
    }

    mutating func array(_ items: [ObjectGraph.ID], className: String = "NSArray") -> ObjectGraph.ID {
        graph.add(className, [.init("NSInlinedValue", .bool(true))] + items.map { .init("UINibEncoderEmptyKey", .object($0)) })
    }

    /// The value of a value element.
    mutating func value(_ node: Int) -> ObjectGraph.Value {
        let text = tree.peek("value", of: node) ?? tree.text(of: node) ?? ""
        switch tree[node].name {
        case "nil": return .null
        case "reference":
            let target = resolved(node)
            return target == node ? .null : .object(object(target))
        case "int", "integer": return Int64(text).map { .integer($0) } ?? .null
        case "bool", "boolean": return .bool(text == "YES")
        case "double", "real", "float": return Double(text).map { .double($0) } ?? .null
        case "bytes": return .data(IBDocument.archiveBytes(text))
        case "characters": return .data(Array(text.utf8))
        default: return .object(object(node))
        }
    }

    /// The graph object of an object element (`<object>`, `<array>`, `<dictionary>`, `<string>`),
    /// made once.
    mutating func object(_ node: Int) -> ObjectGraph.ID {
        let node = resolved(node)
        if let made = objects[node] { return made }
        let element = tree[node].name
        let className = tree.peek("class", of: node) ?? (element == "array" ? "NSArray" : element == "dictionary" ? "NSDictionary" : "NSObject")
        if element == "string" {
            var text = tree.text(of: node) ?? ""
            if tree.peek("type", of: node) == "base64-UTF8" { text = String(decoding: IBDocument.archiveBytes(text), as: UTF8.self) }
            let made = string(text)
            objects[node] = made
            return made
        }
        let made = graph.add(className)
        objects[node] = made
        var entries: [ObjectGraph.Entry] = []
        if ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"].contains(className) {
            entries.append(.init("NSInlinedValue", .bool(true)))
            for item in elements(of: node) { entries.append(.init("UINibEncoderEmptyKey", value(item))) }
        } else if element == "dictionary" {
            entries.append(.init("NSInlinedValue", .bool(true)))
            for item in elements(of: node) {
                entries.append(.init("UINibEncoderEmptyKey", .object(string(tree.peek("key", of: item) ?? ""))))
                entries.append(.init("UINibEncoderEmptyKey", value(item)))
            }
        } else {
            for child in tree.children(of: node) {
                guard let key = tree.peek("key", of: child), key != "EncodedWithXMLCoder" else { continue }
                // (A window's `NSViewClass` was its content view's class name; a nib's is its toolbar.)
                if key == "NSViewClass", className == "NSWindowTemplate", ["string", "object"].contains(tree[child].name),
                    tree.peek("class", of: child) != "NSToolbar"
                {
                    continue
                }
                entries.append(.init(key, value(child)))
            }
        }
        graph[made].entries = entries
        return made
    }
}

extension IBDocument {
    /// The document as the upgrade of `tree`: each element placed where the archive object it comes
    /// from starts (an element whose id is in `archiveNodes` at that object, the others at their
    /// nearest such ancestor's).
    func placed(in tree: IBDocument, archiveNodes: [String: Int]) -> IBDocument {
        // (In document order a parent comes before its children: one pass.)
        var at = [Int](repeating: tree.root, count: nodes.count)
        for node in nodes.indices {
            let parent = self[node].parent
            at[node] = peek("id", of: node).flatMap { archiveNodes[$0] } ?? (parent >= 0 ? at[parent] : tree.root)
        }
        return IBDocument.upgrade(self, of: tree) { at[$0] }
    }
}
