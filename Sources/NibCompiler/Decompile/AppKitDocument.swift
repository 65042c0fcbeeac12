// AppKitDocument.swift — an AppKit nib's root (`NSIBObjectData`) back into a macOS xib: File's
// Owner (`NSRoot`, its class named by `NSClassName`), First Responder and Application, the
// top-level objects (those whose parent in `NSObjectsKeys`/`NSObjectsValues` is the owner), the
// outlets and actions of `NSConnections` (an action without a destination is the First
// Responder's), and the document's header. Bindings, help and runtime-attribute connectors are
// counted in `unrecovered`.

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
        if named { element.attributes.insert(("customClass", name), at: element.attributes.count) }
        if let list = connections[object.index] { element.children.append(DecompiledElement("connections", children: list)) }
        return element
    }

    /// Outlets and actions into their sources' `<connections>`.
    mutating func raiseConnectors(_ list: [ObjectGraph.ID]) {
        for connector in list {
            let values = self.values(of: connector)
            let className = graph[connector].className
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

extension DecompiledElement {
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
