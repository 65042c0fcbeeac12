// LowerAppKitXib.swift — a macOS xib into the nib's object graph (issue 32): the objects in
// ibtool's order, each written by its class's plan; the placeholders, class swapping, windows
// visible at launch and connections the structure adds; and a view-based table's cell views as
// nibs of their own. `AppKitNibFormat` lists them in `NSIBObjectData` (FIELD-GUIDE-APPKIT §2.1, §4).
//
// - `-2` File's Owner is `NSRoot`: an `NSCustomObject` named by its custom class (or `NSObject`),
//   with an `IBClassReference` when it has a custom class [V: 95 pairs with one, 16 without];
// - `-1` First Responder is not archived: an action sent to it has no destination;
// - `-3` the Application is an `NSCustomObject` named `NSApplication`, with an `IBClassReference`
//   naming its custom class when it has one [V 102/102];
// - another `customObject` with a Swift module is an `NSClassSwapper` (`NSClassName` mangled,
//   `NSOriginalClassName` `NSObject`, `NSInitializeWithInit`); without one, an `NSCustomObject`
//   with its `IBClassReference` [V 6: 4 and 2];
// - `NSObjectsKeys` lists the objects in document order, each element's `<constraints>` after its
//   other children; `NSObjectsValues` the nearest ancestor that is an object, File's Owner for a
//   top-level one [V 107/107, 1265/1265].

import InterfaceBuilder
import NibArchive

/// An entry of a nib's `NSObjectsKeys`: a document element's object, or one the nib adds itself
/// (a storyboard's placeholders, a window's content view, the Application), with its parent.
enum AppKitListed {
    case node(Int, parent: AppKitParent = .document)
    case object(ObjectGraph.ID, parent: AppKitParent = .owner)
}

/// The parent `NSObjectsValues` gives an entry: the nearest ancestor element that is an object
/// (File's Owner when none is), File's Owner, or a given element's object.
enum AppKitParent {
    case document, owner, node(Int)
}

/// What pass 1 of a nib made: File's Owner, the entries in order, and how each element's keys are
/// written (a swapper's by its plan class; a custom object has none).
struct AppKitNibObjects {
    var owner: ObjectGraph.ID?
    var listed: [AppKitListed] = []
    var swapped: [Int: String] = [:]
    var customObjects: Set<Int> = []
    /// Elements with an object that `NSObjectsKeys` does not list (a view's layout guides).
    var unlisted: [Int] = []
}

/// What a storyboard's nib adds to the document's connections: the outlets it makes itself
/// (`sceneController`, `storyboard`, `window`, `view`) and runtime attributes (a window's
/// `contentViewController`).
struct AppKitNibParts {
    var connections: [NibConnection] = []
    var runtimeAttributes: [ObjectGraph.ID] = []
}

extension Lowering {
    /// Lowers the whole macOS xib; returns the root object.
    mutating func lowerAppKitXib() -> ObjectGraph.ID {
        lowerAppKitNib(appKitObjectOrder(from: document.root), cellView: nil)
    }

    /// Lowers the elements `order` (in `NSObjectsKeys` order) into a nib; returns its root. For a
    /// view-based table's cell view (`cellView`: its node and reuse identifier), the nib is the
    /// one ibtool embeds in the table: File's Owner a plain `NSObject`, the Application last
    /// [V 19 embedded nibs].
    mutating func lowerAppKitNib(_ order: [Int], cellView: (node: Int, identifier: String)?) -> ObjectGraph.ID {
        var owner: ObjectGraph.ID?
        var listed = order.map { AppKitListed.node($0) }
        if let cellView {
            owner = graph.add("NSCustomObject", [.init(format.classNameKey, string("NSObject"))])
            reuseIdentifiers[cellView.node] = cellView.identifier
            listed.append(.object(graph.add("NSCustomObject", [.init(format.classNameKey, string("NSApplication"))])))
        }
        let made = makeAppKitObjects(listed, owner: owner)
        return finishAppKitNib(made, parts: AppKitNibParts())
    }

    /// Pass 1 of a nib: an object for every element of `listed` that lowers to one (File's Owner,
    /// `-2`, becomes the root unless `owner` is given).
    mutating func makeAppKitObjects(_ listed: [AppKitListed], owner: ObjectGraph.ID?) -> AppKitNibObjects {
        // How custom objects are made (`appKitSwappedClass`) is the document's.
        _ = attribute("customObjectInstantitationMethod", of: document.root)
        var made = AppKitNibObjects(owner: owner)
        for item in listed {
            guard case .node(let node, let parent) = item else {
                made.listed.append(item)
                continue
            }
            let name = document[node].name
            let id = attribute(.id, of: node) ?? ""
            let object: ObjectGraph.ID
            if name == "customObject" {
                // (First Responder is not archived: what its class says is what it is.)
                guard !isAppKitFirstResponder(node) else {
                    for name in ["customClass", "customModule", "customModuleProvider"] { _ = attribute(name, of: node) }
                    continue
                }
                object = appKitCustomObject(node, id: id)
                if id == "-2", made.owner == nil {
                    made.owner = object
                    objects[node] = object
                    continue
                }
                made.customObjects.insert(node)
            } else if let className = plans.byElement[name] {
                // A view's layout guide is an object only where a constraint names it, and is
                // listed by its view (`@viewLayoutGuides`), not in `NSObjectsKeys`.
                if AppKitClasses.guideClasses.contains(className) {
                    if constraintItems.contains(node) {
                        objects[node] = graph.add(className)
                        made.unlisted.append(node)
                    }
                    continue
                }
                if let planClass = appKitSwappedClass(node, className: className) {
                    let custom = document.customClass(of: node).map { runtimeClassName($0) } ?? planClass
                    object = graph.add("NSClassSwapper", [
                        .init(format.classNameKey, string(custom)),
                        .init(format.originalClassNameKey, string(AppKitClasses.swappedAs[planClass] ?? planClass)),
                    ])
                    made.swapped[node] = planClass
                } else {
                    // (AppKit makes its standard toolbar items of their own classes.)
                    let standard = name == "toolbarItem" ? toolbarItemIdentifier(node).flatMap { StandardToolbarItems.items[$0]?.className } : nil
                    object = graph.add(standard ?? AppKitClasses.archivedAs[className] ?? className)
                }
            } else {
                continue
            }
            objects[node] = object
            made.listed.append(.node(node, parent: parent))
        }
        addScrollParts()
        return made
    }

    /// Pass 2 of a nib: the keys of the objects `made` lists, then the root with its lists and
    /// connectors (the document's, and those a storyboard adds: `parts`).
    mutating func finishAppKitNib(_ made: AppKitNibObjects, parts: AppKitNibParts) -> ObjectGraph.ID {
        let nodes = made.listed.compactMap { item -> Int? in
            if case .node(let node, _) = item { return node }
            return nil
        }
        for node in nodes + made.unlisted where !made.customObjects.contains(node) {
            if let planClass = made.swapped[node] { run(planClass, for: node, into: objects[node]!) } else { lowerKeys(node, into: objects[node]!) }
        }
        lowerHeaderClipViews()
        // (Every xib Interface Builder saves has File's Owner; a document without one gets a plain one.)
        let root = made.owner ?? graph.add("NSCustomObject", [.init(format.classNameKey, string("NSObject"))])
        func object(of parent: AppKitParent, node: Int?) -> ObjectGraph.ID {
            switch parent {
            case .owner: return root
            case .node(let other): return objects[other] ?? root
            case .document:
                guard var current = node.map({ document[$0].parent }) else { return root }
                while current >= 0, objects[current] == nil { current = document[current].parent }
                return current >= 0 ? objects[current]! : root
            }
        }
        var listed: [ObjectGraph.ID] = [], parents: [ObjectGraph.ID] = []
        for item in made.listed {
            switch item {
            case .node(let node, let parent):
                listed.append(objects[node]!)
                parents.append(object(of: parent, node: node))
            case .object(let added, let parent):
                listed.append(added)
                parents.append(object(of: parent, node: nil))
            }
        }
        let visibleWindows = nodes.filter { plans.byElement[document[$0].name] == "NSWindowTemplate" && attribute("visibleAtLaunch", of: $0) != "NO" }
        var contents = NibContents(
            topLevel: [], objects: listed, parents: parents, owner: root, visibleWindows: visibleWindows.compactMap { objects[$0] },
            connections: appKitConnections() + parts.connections, accessibility: appKitAccessibilityConnectors(nodes), runtimeAttributes: [],
            traitStorageLists: [])
        let ordered = nodes.map { (node: $0, object: objects[$0]!) }
        contents.earlyConnectors = stackViewConnectors(ordered)
        contents.lateConnectors = appKitHelpConnectors(ordered) + appKitBindingConnectors()
        contents.runtimeAttributes = appKitRuntimeAttributeConnectors(nodes) + parts.runtimeAttributes
        return format.root(contents, options: options, in: &graph)
    }

    /// The `NSNibConnector` of each stack view with arranged views, in document order, so that the
    /// loader decodes it before the other connections (FIELD-GUIDE-APPKIT §15) [V 8/8 nibs; none for
    /// a stack view without views, 0/8 in test22].
    mutating func stackViewConnectors(_ ordered: [(node: Int, object: ObjectGraph.ID)]) -> [ObjectGraph.ID] {
        ordered.compactMap { item -> ObjectGraph.ID? in
            guard document[item.node].name == "stackView", !listObjects("subviews", of: item.node).isEmpty else { return nil }
            return graph.add("NSNibConnector", [
                .init("NSSource", .object(item.object)),
                .init("NSLabel", string("Encoding NSStackView requires being decoded before other connections with an early decoding order priority of 999990.")),
            ])
        }
    }

    /// A view's tooltip as an `NSIBHelpConnector` (its destination the view, `NSFile`
    /// `NSToolTipHelpKey`, the text as `NSMarker`), from `toolTip` or `<string key="toolTip">`; a
    /// tooltip Interface Builder wrote in base64 (one with control characters) ibtool leaves out
    /// [V 3 connectors, 1 base64 tooltip left out].
    mutating func appKitHelpConnectors(_ ordered: [(node: Int, object: ObjectGraph.ID)]) -> [ObjectGraph.ID] {
        var result: [ObjectGraph.ID] = []
        for (node, object) in ordered where isAppKitView(node) {
            var text = attribute("toolTip", of: node)
            if text == nil, let child = document.child(key: "toolTip", of: node), document[child].name == "string" {
                guard attribute("base64-UTF8", of: child) != "YES" else { continue }
                text = document.text(of: child) ?? ""
            }
            guard let text else { continue }
            result.append(graph.add("NSIBHelpConnector", [
                .init("NSDestination", .object(object)), .init("NSFile", string("NSToolTipHelpKey")), .init("NSMarker", string(text)),
            ]))
        }
        return result
    }

    /// The accessibility attributes AppKit's nib loader sets, by the `<accessibility>` attribute
    /// they come from: the description [V 1]; the help, by AppKit's attribute name (inferred).
    static let appKitAccessibilityAttributes: [(attribute: String, name: String)] = [("description", "AXDescription"), ("help", "AXHelp")]

    /// A view's `<accessibility>` as one `NSNibAXAttributeConnector` per attribute: its destination
    /// the view, the attribute's AppKit name (an `NSMutableString`) and the value; in
    /// `NSAccessibilityConnectors`, numbered after the other oids (FIELD-GUIDE-APPKIT §17) [V 1].
    mutating func appKitAccessibilityConnectors(_ nodes: [Int]) -> [ObjectGraph.ID] {
        var result: [ObjectGraph.ID] = []
        for node in nodes {
            guard let object = objects[node], let element = document.children(of: node).first(where: { document[$0].name == "accessibility" }) else { continue }
            for (attribute, name) in Lowering.appKitAccessibilityAttributes {
                guard let value = self.attribute(attribute, of: element) else { continue }
                result.append(graph.add("NSNibAXAttributeConnector", [
                    .init("AXDestinationArchiveKey", .object(object)),
                    .init("AXAttributeTypeArchiveKey", .object(graph.string(name, className: "NSMutableString"))),
                    .init("AXAttributeValueArchiveKey", string(value)),
                ]))
            }
        }
        return result
    }

    /// The runtime attributes of each object as one `NSIBUserDefinedRuntimeAttributesConnector`
    /// (`NSObject`, then `NSValues` and `NSKeyPaths` in document order), last among the
    /// connectors [V 8]. A boolean is an NSNumber `NS.boolval` (not UIKit's 0/1), a number an
    /// integer or double NSNumber, a string an NSString, a color and an image AppKit's; other
    /// types are not compiled yet (`appKitRuntimeAttributeTypes`).
    mutating func appKitRuntimeAttributeConnectors(_ order: [Int]) -> [ObjectGraph.ID] {
        var result: [ObjectGraph.ID] = []
        for node in order {
            guard let object = objects[node], let list = document.children(of: node).first(where: { document[$0].name == "userDefinedRuntimeAttributes" }) else { continue }
            var values: [ObjectGraph.ID] = [], keyPaths: [ObjectGraph.ID] = []
            for item in document.children(of: list) where document[item].name == "userDefinedRuntimeAttribute" {
                guard Lowering.appKitRuntimeAttributeTypes.contains(document.peek("type", of: item) ?? ""),
                    let keyPath = attribute("keyPath", of: item), let value = appKitRuntimeValue(item)
                else { continue }
                values.append(value)
                keyPaths.append(graph.string(keyPath))
            }
            guard !values.isEmpty else { continue }
            result.append(graph.add("NSIBUserDefinedRuntimeAttributesConnector", [
                .init("NSObject", .object(object)), .init("NSValues", array(values)), .init("NSKeyPaths", array(keyPaths)),
            ]))
        }
        return result
    }

    /// The runtime attribute types AppKit's lowering writes.
    static let appKitRuntimeAttributeTypes: Set<String> = ["boolean", "number", "string", "color", "image"]

    private mutating func appKitRuntimeValue(_ item: Int) -> ObjectGraph.ID? {
        let child = document.child(key: "value", of: item)
        switch attribute("type", of: item) {
        case "boolean":
            return graph.number(attribute("value", of: item) == "YES")
        case "number":
            guard let child, let text = attribute("value", of: child) else { return nil }
            if document[child].name == "integer", let integer = Int64(text) { return graph.number(integer) }
            return DecimalNumber.double(text).map { graph.number($0) }
        case "string":
            return attribute("value", of: item).map { graph.string($0) }
        case "color":
            return child.flatMap { appKitColor($0) }
        case "image":
            return attribute("value", of: item).map { appKitImage($0) }
        default:
            return nil
        }
    }

    /// A Cocoa binding's `NSNibBindingConnector` (FIELD-GUIDE-APPKIT §17): its source and
    /// destination, `name: keyPath` as its label, the binding and key path, its options, version 2;
    /// after the outlets and actions [V 2/2]. The options are an `NSDictionary`, numbers (integer,
    /// real, bool) before strings, each in document order [V 1; S viraptor `binding.py`]; a nil
    /// option is not compiled.
    mutating func appKitBindingConnectors() -> [ObjectGraph.ID] {
        var result: [ObjectGraph.ID] = []
        for connection in document.connections(in: region.ranges) where connection.kind == .binding {
            let node = connection.node
            guard let source = objects[connection.source], let destination = document.peek("destination", of: node).flatMap({ lowered(id: $0) })
            else { continue }
            let name = attribute("name", of: node) ?? "", keyPath = attribute("keyPath", of: node) ?? ""
            _ = attribute("destination", of: node)
            var entries: [ObjectGraph.Entry] = [
                .init("NSSource", .object(source)), .init("NSDestination", .object(destination)), .init("NSLabel", string("\(name): \(keyPath)")),
                .init("NSBinding", string(name)), .init("NSKeyPath", string(keyPath)),
            ]
            if let options = document.child(key: "options", of: node) {
                var numbers: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = [], strings: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
                for option in document.children(of: options) {
                    let kind = document[option].name
                    guard ["integer", "real", "bool", "string"].contains(kind), let key = attribute(.key, of: option).map({ graph.string($0) }) else { continue }
                    switch kind {
                    case "integer": numbers.append((key, graph.number(Int64(attribute("value", of: option) ?? "") ?? 0)))
                    case "real": numbers.append((key, graph.number(double("value", of: option) ?? 0)))
                    case "bool": numbers.append((key, graph.number(attribute("value", of: option) == "YES")))
                    default:
                        _ = attribute("base64-UTF8", of: option)
                        strings.append((key, graph.string(stringElementText(option))))
                    }
                }
                entries.append(.init("NSOptions", .object(graph.dictionary(numbers + strings))))
            }
            entries.append(.init("NSNibBindingConnectorVersion", .integer(2)))
            result.append(graph.add("NSNibBindingConnector", entries))
        }
        return result
    }

    /// The class whose keys a swapper of `node` archives (`NSOriginalClassName`), nil when `node` is
    /// not swapped: an element with a custom class is an `NSClassSwapper`, but a class that names
    /// its custom class itself (a window's `NSWindowClass`, a custom view's `NSClassName`); in a
    /// document whose custom objects are instantiated directly, a custom view is a swapper of
    /// `NSView` with or without a class [V 10] (FIELD-GUIDE-APPKIT §4).
    func appKitSwappedClass(_ node: Int, className: String) -> String? {
        if className == "NSCustomView" {
            return attribute("customObjectInstantitationMethod", of: document.root) == "direct" ? "NSView" : nil
        }
        guard document.customClass(of: node) != nil, !AppKitClasses.namesOwnClass.contains(className) else { return nil }
        return className
    }

    /// The elements of `start`'s subtree in `NSObjectsKeys` order: depth first, an element's
    /// `<constraints>` after its other children. An object without an id is one too (older
    /// Interface Builders wrote a box's content view without one [V 23 in 7 macOS documents]).
    func appKitObjectOrder(from start: Int) -> [Int] {
        var result: [Int] = []
        var stack = [start]
        while let node = stack.popLast() {
            if document.isObject(node) || NibCompiler.isIDLessAppKitObject(node, in: document, plans: plans) { result.append(node) }
            let children = Array(document.children(of: node))
            let constraints = children.filter { document[$0].name == "constraints" }
            let others = children.filter { document[$0].name != "constraints" }
            stack += (others + constraints).reversed()
        }
        return result
    }

    /// A `customObject`: File's Owner, the Application, or an object of a custom class.
    mutating func appKitCustomObject(_ node: Int, id: String) -> ObjectGraph.ID {
        let custom = document.customClass(of: node)
        if id != "-2", id != "-3", let custom, runtimeModule(custom) != nil {
            return graph.add("NSClassSwapper", [
                .init(format.classNameKey, string(runtimeClassName(custom))),
                .init(format.originalClassNameKey, string("NSObject")), .init("NSInitializeWithInit", .bool(true)),
            ])
        }
        var entries: [ObjectGraph.Entry] = []
        if let custom { entries.append(.init("IBClassReference", .object(classReference(custom)))) }
        let name = id == "-3" ? "NSApplication" : custom?.name ?? "NSObject"
        entries.append(.init(format.classNameKey, string(name)))
        return graph.add("NSCustomObject", entries)
    }

    /// The outlets and actions between lowered objects, in document order, with their sources' ids
    /// (the format orders them). An action names its destination as `target`; one to the First
    /// Responder (`-1`) has no destination.
    func appKitConnections() -> [NibConnection] {
        var result: [NibConnection] = []
        for connection in document.connections(in: region.ranges) {
            let destinationAttribute = connection.kind == .action && document.peek("target", of: connection.node) != nil ? "target" : "destination"
            guard let source = objects[connection.source], let destinationID = document.peek(destinationAttribute, of: connection.node) else { continue }
            let destination = lowered(id: destinationID)
            let sourceID = attribute(.id, of: connection.source) ?? ""
            let kind: NibConnection.Kind
            switch connection.kind {
            case .outlet where destination != nil: kind = .outlet
            case .action where destination != nil || destinationID == "-1" || document.nodeByID[destinationID].map(isAppKitFirstResponder) == true:
                kind = .action(events: nil)
            default: continue
            }
            _ = attribute(destinationAttribute, of: connection.node)
            _ = attribute(connection.kind.labelAttribute, of: connection.node)
            result.append(NibConnection(kind: kind, label: connection.label ?? "", source: source, destination: destination, sourceID: sourceID))
        }
        return result
    }
}
