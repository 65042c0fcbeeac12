// AppKitDocument.swift — an AppKit nib's root (`NSIBObjectData`) back into a macOS xib: File's
// Owner (`NSRoot`, its class named by `NSClassName`), First Responder and Application, the
// top-level objects (those whose parent in `NSObjectsKeys`/`NSObjectsValues` is the owner), the
// outlets and actions of `NSConnections` (an action without a destination is the First
// Responder's), Cocoa bindings (`<binding>` with their options), runtime attributes and tool
// tips (help connectors), and the document's header.

import InterfaceBuilder
import NibArchive

extension Raising {
    mutating func appKitDocument() throws(NibDecompiler.Failure) -> NibDecompiler.Decompiled {
        let root = values(of: ObjectGraph.ID(index: 0))
        guard case .object(let data)? = root["IB.objectdata"], graph[data].className == "NSIBObjectData" else {
            throw NibDecompiler.Failure(message: "an AppKit nib whose IB.objectdata is not an NSIBObjectData")
        }
        let objectData = values(of: data)
        var owner: ObjectGraph.ID?
        if case .object(let found)? = objectData["NSRoot"] { owner = found }
        let keys = items(objectData["NSObjectsKeys"])
        let parents = items(objectData["NSObjectsValues"])
        // File's Owner -2, First Responder -1, Application -3 (Interface Builder's ids).
        if let owner { givenIDs[owner.index] = "-2" }
        // (The first of each: a storyboard's application scene nib can hold a second
        // NSApplication object, which is an ordinary custom object.)
        var given: Set<String> = Set(givenIDs.values)
        for object in keys where graph[object].className == "NSCustomObject" && object != owner && givenIDs[object.index] == nil {
            let id: String
            switch text(values(of: object)["NSClassName"]) {
            case "FirstResponder": id = "-1"
            case "NSApplication": id = "-3"
            default: continue
            }
            if given.insert(id).inserted { givenIDs[object.index] = id }
        }
        raiseConnectors(items(objectData["NSConnections"]))

        var objects: [DecompiledElement] = []
        if let owner { objects.append(customObject(owner, label: "File's Owner")) }
        // (Interface Builder's First Responder, which actions without a destination name.)
        if !givenIDs.values.contains("-1") {
            objects.append(DecompiledElement("customObject", [("id", "-1"), ("userLabel", "First Responder"), ("customClass", "FirstResponder")]))
        }
        for (object, parent) in zip(keys, parents) where parent == owner && object != owner && !written.contains(object.index) {
            switch givenIDs[object.index] {
            case "-1": objects.append(customObject(object, label: "First Responder"))
            case "-3": objects.append(customObject(object, label: "Application"))
            default: objects.append(graph[object].className == "NSCustomObject" ? customObject(object, label: nil) : element(object, key: nil))
            }
        }
        var document = decompiledDocument(
            appKit: true, storyboard: false, autolayout: usesAutolayout, directInstantiation: instantiatesDirectly, body: DecompiledElement("objects", children: objects))
        let images = appKitImageResources()
        if !images.isEmpty { document.children.append(DecompiledElement("resources", children: images)) }
        if usesAutolayout { document.markFixedFrames() }
        document.writeStackViewLists()
        for line in danglingReport(document.removeDanglingReferences()) { unrecovered(line) }
        return NibDecompiler.Decompiled(document: document, unrecovered: unrecoveredCounts)
    }

    /// A `<customObject>`: its class from `NSClassName` (File's Owner's `NSObject` is no class).
    mutating func customObject(_ object: ObjectGraph.ID, label: String?) -> DecompiledElement {
        written.insert(object.index)
        var element = DecompiledElement("customObject", [("id", id(of: object))])
        if let label { element.set("userLabel", label) }
        // (The class the document named: its class reference's, where the object is archived as
        // another — the Application's `NSObject` is an `NSApplication`.)
        let values = self.values(of: object)
        var name = text(values["NSClassName"]) ?? "NSObject"
        // (A class reference says the class was named, even File's Owner's `NSObject`; the
        // Application is `NSApplication` whatever the document says, so only its reference does.)
        var named = label != "Application" && (label != "File's Owner" || name != "NSObject")
        if case .object(let reference)? = values["IBClassReference"], let referenced = text(self.values(of: reference)["IBClassName"]) {
            name = referenced
            named = true
            if let module = text(self.values(of: reference)["IBModuleName"]) { element.set("customModule", module) }
            if let provider = text(self.values(of: reference)["IBModuleProvider"]) { element.set("customModuleProvider", provider) }
        }
        if named {
            if element[attribute: "customModule"] == nil { element.attributes += Self.customClassAttributes(name) } else { element.attributes.append(("customClass", name)) }
        }
        if let list = connections[object.index] { element.children.append(DecompiledElement("connections", children: list)) }
        return element
    }

    /// Outlets and actions into their sources' `<connections>`.
    mutating func raiseConnectors(_ list: [ObjectGraph.ID]) {
        for connector in list {
            let values = self.values(of: connector)
            let className = graph[connector].className
            if className == "NSNibBindingConnector" {
                raiseBinding(connector)
                continue
            }
            if className == "NSIBUserDefinedRuntimeAttributesConnector" {
                raiseAppKitRuntimeAttributes(connector)
                continue
            }
            // A tool tip: the destination's `toolTip` (FIELD-GUIDE-APPKIT §17).
            if className == "NSIBHelpConnector" {
                if case .object(let destination)? = values["NSDestination"], text(values["NSFile"]) == "NSToolTipHelpKey", let marker = text(values["NSMarker"]) {
                    toolTips[destination.index] = marker
                } else {
                    unrecovered("a help connector that is not a tool tip")
                }
                continue
            }
            guard className == "NSNibOutletConnector" || className == "NSNibControlConnector" else {
                unrecovered("a connector of class \(className)")
                continue
            }
            guard case .object(let source)? = values["NSSource"], let label = text(values["NSLabel"]) else {
                unrecovered("a connector without a source or label")
                continue
            }
            var destination = "-1"
            if case .object(let target)? = values["NSDestination"] { destination = id(of: target) }
            var element =
                className == "NSNibOutletConnector"
                ? DecompiledElement("outlet", [("property", label), ("destination", destination)])
                : DecompiledElement("action", [("selector", label), ("target", destination)])
            element.set("id", id(of: connector))
            connections[source.index, default: []].append(element)
        }
    }
}

extension Raising {
    /// A Cocoa binding's `<binding>` in its source's `<connections>`: the binding's name, its
    /// destination and key path, and its options (`<dictionary key="options">`: a number as the
    /// `<integer>`, `<real>` or `<bool>` it was, a string as `<string>`), in the nib's order, which
    /// compiling keeps (FIELD-GUIDE-APPKIT §17).
    mutating func raiseBinding(_ connector: ObjectGraph.ID) {
        let values = self.values(of: connector)
        guard case .object(let source)? = values["NSSource"], case .object(let destination)? = values["NSDestination"],
            let name = text(values["NSBinding"]), let keyPath = text(values["NSKeyPath"])
        else {
            unrecovered("a binding without a source, destination, name or key path")
            return
        }
        var element = DecompiledElement("binding", [("destination", id(of: destination)), ("name", name), ("keyPath", keyPath), ("id", id(of: connector))])
        var options: [DecompiledElement] = []
        for (key, value) in graph.dictionaryPairs(of: values["NSOptions"]) {
            guard let key = text(key), let option = bindingOption(value, key: key) else {
                unrecovered("a binding option that is not a number or a string")
                continue
            }
            options.append(option)
        }
        if !options.isEmpty { element.children.append(DecompiledElement("dictionary", [("key", "options")], children: options)) }
        connections[source.index, default: []].append(element)
    }

    /// A binding option's element: an NSNumber's `<integer>`, `<real>` or `<bool>`, an NSString's
    /// `<string>` (`base64-UTF8` when XML cannot hold its characters).
    func bindingOption(_ value: ObjectGraph.Value, key: String) -> DecompiledElement? {
        guard case .object(let object) = value else { return nil }
        let values = self.values(of: object)
        switch graph[object].className {
        case "NSNumber":
            if case .integer(let number)? = values[FoundationKeys.intValue] { return DecompiledElement("integer", [("key", key), ("value", String(number))]) }
            if case .double(let number)? = values[FoundationKeys.doubleValue] { return DecompiledElement("real", [("key", key), ("value", KeyRecipe.Codec.text(number))]) }
            if case .bool(let flag)? = values[FoundationKeys.boolValue] { return DecompiledElement("bool", [("key", key), ("value", flag ? "YES" : "NO")]) }
            return nil
        case "NSString", "NSMutableString":
            guard let string = text(value) else { return nil }
            return DecompiledElement.string(key: key, string)
        default:
            return nil
        }
    }

    /// An object's `<userDefinedRuntimeAttributes>`, from its connector's key paths and values.
    mutating func raiseAppKitRuntimeAttributes(_ connector: ObjectGraph.ID) {
        let values = self.values(of: connector)
        guard case .object(let owner)? = values["NSObject"] else {
            unrecovered("runtime attributes without their object")
            return
        }
        var list: [DecompiledElement] = []
        for (keyPath, value) in zip(items(values["NSKeyPaths"]), items(values["NSValues"])) {
            guard let keyPath = text(.object(keyPath)), let raised = runtimeValue(.object(value)) else {
                unrecovered("a runtime attribute of a value nibc does not read back")
                continue
            }
            var element = DecompiledElement("userDefinedRuntimeAttribute", [("type", raised.type), ("keyPath", keyPath)])
            if let text = raised.text { element.set("value", text) }
            if let child = raised.child { element.children.append(child) }
            list.append(element)
        }
        if !list.isEmpty { extras[owner.index, default: []].append(DecompiledElement("userDefinedRuntimeAttributes", children: list)) }
    }
}

extension DecompiledElement {
    /// A keyed `<string>`, its characters as its text, or base64 when XML cannot hold them (a
    /// control character other than tab and newline), as Interface Builder writes it.
    static func string(key: String, _ text: String) -> DecompiledElement {
        let plain = text.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" }
        if plain { return DecompiledElement("string", [("key", key)], text: text) }
        return DecompiledElement("string", [("key", key), ("base64-UTF8", "YES")], text: Base64.encode(Array(text.utf8)))
    }

    /// In an Auto Layout document, the subviews no constraint names (and which translate their
    /// masks, as the nib says by not archiving `NSDoNotTranslateAutoresizingMask`) are
    /// `fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO"`, as Interface Builder
    /// writes a view it lets the user place freely (1,831 of the 2,151 such subviews of the corpus's
    /// macOS Auto Layout documents). Compiling reads them as it reads a view that translates: the
    /// key is archived only for constraint items, top-level and arranged views
    /// (`DoNotTranslateShape`). A clip view's document view and a stack view's arranged views are
    /// left as they are.
    mutating func markFixedFrames() {
        var items: Set<String> = []
        collectConstraintItems(into: &items, owner: nil)
        markFixedFrames(items: items)
    }

    private func collectConstraintItems(into items: inout Set<String>, owner: String?) {
        let own = self[attribute: "id"] ?? owner
        for child in children {
            if child.name == "constraints" {
                for constraint in child.children {
                    if let first = constraint[attribute: "firstItem"] { items.insert(first) } else if let own { items.insert(own) }
                    if let second = constraint[attribute: "secondItem"] { items.insert(second) }
                }
            } else {
                child.collectConstraintItems(into: &items, owner: child.name == "subviews" ? own : nil)
            }
        }
    }

    private mutating func markFixedFrames(items: Set<String>) {
        for index in children.indices {
            if children[index].name == "subviews", !["clipView", "stackView"].contains(name) {
                for view in children[index].children.indices {
                    var subview = children[index].children[view]
                    let arranges = subview.name == "stackView" && subview.children.contains { $0.name == "subviews" && !$0.children.isEmpty }
                    // (A `YES` is the model's default, written because Interface Builder writes the
                    // attribute on every element of the kind, `WrittenDefaults`: the nib said
                    // nothing. A stack view's, or a view's no constraint names — a slider's — is
                    // dropped, and the view placed freely.)
                    if !arranges, subview[attribute: "translatesAutoresizingMaskIntoConstraints"] == "YES",
                        subview.name == "stackView" || !items.contains(subview[attribute: "id"] ?? "")
                    {
                        subview.attributes.removeAll { $0.name == "translatesAutoresizingMaskIntoConstraints" }
                    }
                    let translates = subview[attribute: "translatesAutoresizingMaskIntoConstraints"]
                    // (An object of a class the model does not compile, written as a custom object, has no frame.)
                    if subview.name != "customObject", let id = subview[attribute: "id"], !items.contains(id), subview[attribute: "fixedFrame"] == nil,
                        translates == "NO" || (translates == nil && !arranges)
                    {
                        // (A stack view that arranges views does not translate, whatever it says.)
                        let position = subview.attributes.firstIndex { $0.name == "id" } ?? subview.attributes.count
                        subview.attributes.insert(contentsOf: [(name: "fixedFrame", value: "YES")] + (translates == nil ? [(name: "translatesAutoresizingMaskIntoConstraints", value: "NO")] : []), at: position)
                    }
                    children[index].children[view] = subview
                }
            }
            children[index].markFixedFrames(items: items)
        }
    }

    /// Each stack view's `<visibilityPriorities>` and `<customSpacing>`, one entry per arranged
    /// view at its default (1000, FLT_MAX), after its views, edge insets and constraints: Interface
    /// Builder writes both lists for every stack view that arranges views (208 of the 208 in the
    /// corpus's macOS documents), and the nib cannot hold any other value (the container's
    /// `NSStackViewContainerVisibilityPriorities` and custom space map are nil in all 33 Apple
    /// containers; nibc compiles only the defaults, `Lowering.isDefaultStackList`).
    mutating func writeStackViewLists() {
        for index in children.indices { children[index].writeStackViewLists() }
        guard name == "stackView", !children.contains(where: { ["visibilityPriorities", "customSpacing"].contains($0.name) }),
            let views = children.first(where: { ["subviews", "beginningViews"].contains($0.name) }), !views.children.isEmpty
        else { return }
        let count = views.children.count
        let lists = [
            DecompiledElement("visibilityPriorities", children: Array(repeating: DecompiledElement("integer", [("value", "1000")]), count: count)),
            DecompiledElement("customSpacing", children: Array(repeating: DecompiledElement("real", [("value", "3.4028234663852886e+38")]), count: count)),
        ]
        let position = (children.lastIndex { ["rect", "autoresizingMask", "subviews", "beginningViews", "edgeInsets", "constraints"].contains($0.name) } ?? -1) + 1
        children.insert(contentsOf: lists, at: position)
    }
}
