// AppKitStoryboardDocument.swift — a macOS `.storyboardc` back into one storyboard: the inverse of
// LowerAppKitStoryboard.swift.
//
// - `MainMenu.nib` is the application scene: the `NSApplication` object holding `IBMainMenu` is
//   `<application>` with its `<menu key="mainMenu">`, the nib's other top-level objects (the app
//   delegate) beside it.
// - Every other nib a controller's `NSNibName` does not name is a scene nib: File's Owner's
//   `sceneController` outlet names its controller; a window controller's
//   `IBWindowTemplateContentViewController` is its content, a scene of its own reached by the
//   relationship segue `window.shadowedContentViewController` (the plain content view ibtool gives
//   such a window is left out).
// - A view controller's view comes back from `<controller>-view-<view>.nib`, which also gives the
//   two ids; File's Owner there is the controller, each `UpstreamPlaceholder-<n>` the scene object
//   the controller's `NSExternalObjectsTableForViewLoading` maps it to.
// - Derived: the `sceneController`, `storyboard`, `window` and `view` outlets, the window's
//   `contentViewController` runtime attribute, the nibs' own NSApplication and placeholders. Each
//   scene has its First Responder, which actions without a target name.

import InterfaceBuilder
import NibArchive

extension StoryboardRaising {
    /// IB's storyboard class names (`IBNSWindowController`) → AppKit's.
    static func appKitClass(_ name: String) -> String { name.hasPrefix("IBNS") ? String(name.dropFirst(2)) : name }

    /// A nib's `NSIBObjectData`: File's Owner, each object's parent, the connectors.
    func objectData(of raising: Raising) -> (owner: ObjectGraph.ID?, parents: [(object: ObjectGraph.ID, parent: ObjectGraph.ID)], connectors: [ObjectGraph.ID]) {
        guard case .object(let data)? = raising.values(of: ObjectGraph.ID(index: 0))["IB.objectdata"] else { return (nil, [], []) }
        let values = raising.values(of: data)
        var owner: ObjectGraph.ID?
        if case .object(let root)? = values["NSRoot"] { owner = root }
        let parents = Array(zip(raising.items(values["NSObjectsKeys"]), raising.items(values["NSObjectsValues"]))).map { (object: $0.0, parent: $0.1) }
        return (owner, parents, raising.items(values["NSConnections"]))
    }

    /// An AppKit connector's label, source and destination.
    func appKitParts(of connector: ObjectGraph.ID, in raising: Raising) -> (label: String, source: ObjectGraph.ID?, destination: ObjectGraph.ID?) {
        let values = raising.values(of: connector)
        var source: ObjectGraph.ID?, destination: ObjectGraph.ID?
        if case .object(let object)? = values["NSSource"] { source = object }
        if case .object(let object)? = values["NSDestination"] { destination = object }
        return (raising.text(values["NSLabel"]) ?? "", source, destination)
    }

    mutating func appKitDocument() throws(NibDecompiler.Failure) -> NibDecompiler.Decompiled {
        // View nibs, the application scene, scene nibs.
        let names = raisings.keys.sorted()
        for name in names {
            for object in raisings[name]!.graph.objects {
                if let nib = raisings[name]!.graph.text(of: object.entries.first(where: { $0.key == "NSNibName" })?.value), raisings[nib] != nil { viewNibs.insert(nib) }
            }
        }
        sceneNibs = names.filter { !viewNibs.contains($0) && $0 != "MainMenu" }
        if let entry = files.entryPoint.flatMap({ files.identifiersToNibNames[$0] }), let index = sceneNibs.firstIndex(of: entry) {
            sceneNibs.insert(sceneNibs.remove(at: index), at: 0)
        }
        var scenes: [DecompiledElement] = []
        if raisings["MainMenu"] != nil { scenes.append(applicationScene()) }
        // Ids first: a scene's controller from its view nib's name or its own.
        for name in sceneNibs { assignAppKitControllerIDs(sceneNib: name) }
        for name in sceneNibs { scenes += appKitScenes(sceneNib: name) }

        var document = decompiledDocument(
            appKit: true, storyboard: true, autolayout: raisings.values.contains(where: \.usesAutolayout),
            initialViewController: files.entryPoint.flatMap { files.identifiersToNibNames[$0] }.flatMap { mainControllerIDs[$0] },
            body: DecompiledElement("scenes", children: scenes))
        var images: [String: DecompiledElement] = [:]
        for name in raisings.keys.sorted() {
            for image in raisings[name]!.appKitImageResources() where images[image[attribute: "name"] ?? ""] == nil { images[image[attribute: "name"] ?? ""] = image }
        }
        if !images.isEmpty { document.children.append(DecompiledElement("resources", children: images.keys.sorted().map { images[$0]! })) }
        document.writeStackViewLists()
        for line in danglingReport(document.removeDanglingReferences()) { unrecovered(line) }
        return NibDecompiler.Decompiled(document: document, unrecovered: allUnrecovered)
    }

    /// A scene: its objects, then its First Responder, whose id the actions without a target take.
    mutating func appKitScene(_ objects: [DecompiledElement], idBase: Int) -> DecompiledElement {
        let firstResponder = DecompiledIDs.id(forObject: idBase + 900_000_000 + sceneCount)
        var list = objects
        for index in list.indices { list[index].replaceTarget("-1", with: firstResponder) }
        list.append(DecompiledElement("customObject", [
            ("id", firstResponder), ("userLabel", "First Responder"), ("customClass", "NSResponder"), ("sceneMemberID", "firstResponder"),
        ]))
        sceneCount += 1
        return DecompiledElement("scene", [("sceneID", DecompiledIDs.id(forObject: idBase + 800_000_000 + sceneCount))], children: [
            DecompiledElement("objects", children: list),
            DecompiledElement("point", [("key", "canvasLocation"), ("x", String(sceneCount * 400)), ("y", "0.0")]),
        ])
    }

    /// `MainMenu.nib`: the application and its main menu, the other top-level objects.
    mutating func applicationScene() -> DecompiledElement {
        var raising = raisings["MainMenu"]!
        let (owner, parents, connectors) = objectData(of: raising)
        if let owner { raising.givenIDs[owner.index] = "-2" }
        raising.raiseConnectors(connectors)
        var application = DecompiledElement("application", [])
        var others: [DecompiledElement] = []
        for (object, parent) in parents where parent == owner && object != owner {
            let values = raising.values(of: object)
            let className = raising.text(values["NSClassName"])
            if raising.graph[object].className == "NSCustomObject", case .object(let menu)? = values["IBMainMenu"] {
                raising.written.insert(object.index)
                application.set("id", raising.id(of: object))
                if let reference = classReference(of: object, in: raising), reference != "NSApplication" { application.set("customClass", reference) }
                application.set("sceneMemberID", "viewController")
                application.children.append(raising.element(menu, key: "mainMenu"))
                if let list = raising.connections[object.index] { application.children.append(DecompiledElement("connections", children: list)) }
            } else if raising.graph[object].className == "NSCustomObject", className == "NSApplication" || raising.written.contains(object.index) {
                raising.written.insert(object.index)
            } else if !raising.written.contains(object.index) {
                others.append(raising.graph[object].className == "NSCustomObject" ? raising.customObject(object, label: nil) : raising.element(object, key: nil))
            }
        }
        raisings["MainMenu"] = raising
        return appKitScene((application.attributes.isEmpty ? [] : [application]) + others, idBase: raising.idBase)
    }

    func classReference(of object: ObjectGraph.ID, in raising: Raising) -> String? {
        guard case .object(let reference)? = raising.values(of: object)["IBClassReference"] else { return nil }
        return raising.text(raising.values(of: reference)["IBClassName"])
    }

    /// The scene nib's controllers: its `sceneController`, and each window's content, in order.
    func appKitControllers(in raising: Raising) -> [ObjectGraph.ID] {
        let (owner, _, connectors) = objectData(of: raising)
        guard let main = connectors.lazy.map({ appKitParts(of: $0, in: raising) }).first(where: { $0.label == "sceneController" && $0.source == owner })?.destination
        else { return [] }
        var result = [main]
        var seen: Set<Int> = [main.index]
        var index = 0
        while index < result.count {
            if case .object(let content)? = raising.values(of: result[index])["IBWindowTemplateContentViewController"], seen.insert(content.index).inserted { result.append(content) }
            index += 1
        }
        return result
    }

    mutating func assignAppKitControllerIDs(sceneNib name: String) {
        guard var raising = raisings[name] else { return }
        let controllers = appKitControllers(in: raising)
        for controller in controllers {
            if let nib = raising.text(raising.values(of: controller)["NSNibName"]), viewNibs.contains(nib), let ids = Self.viewNibIDs(nib) {
                raising.givenIDs[controller.index] = ids.controller
            } else if controller == controllers.first, let dash = name.firstIndex(of: "-"), name.hasPrefix("NS"), !files.identifiersToNibNames.keys.contains(name) || name.contains("Controller-") {
                raising.givenIDs[controller.index] = String(name[name.index(after: dash)...])
            }
        }
        if let main = controllers.first { mainControllerIDs[name] = raising.id(of: main) }
        raisings[name] = raising
    }

    /// The scenes of a scene nib's controllers not written yet.
    mutating func appKitScenes(sceneNib name: String) -> [DecompiledElement] {
        guard var raising = raisings[name] else { return [] }
        let controllers = appKitControllers(in: raising).filter { !writtenControllers.contains(raising.id(of: $0)) }
        guard !controllers.isEmpty else { return [] }
        let (owner, parents, connectors) = objectData(of: raising)
        if let owner { raising.written.insert(owner.index) }
        var ordinary: [ObjectGraph.ID] = []
        for connector in connectors {
            let parts = appKitParts(of: connector, in: raising)
            let className = raising.graph[connector].className
            if className == "NSIBUserDefinedRuntimeAttributesConnector" {
                // (The window's content view controller, which the relationship says.)
                let keyPaths = raising.items(raising.values(of: connector)["NSKeyPaths"]).compactMap { raising.text(.object($0)) }
                if keyPaths == ["contentViewController"] { continue }
            }
            if ["sceneController", "storyboard", "window"].contains(parts.label), className == "NSNibOutletConnector" { continue }
            ordinary.append(connector)
        }
        raising.raiseConnectors(ordinary)
        // The view nibs' connections of File's Owner (the controller) and of upstream placeholders.
        var views: [Int: DecompiledElement] = [:]
        for controller in controllers {
            guard let nib = raising.text(raising.values(of: controller)["NSNibName"]), viewNibs.contains(nib) else { continue }
            if let view = appKitViewElement(nib, controller: controller, scene: &raising) { views[controller.index] = view }
        }
        var scenes: [DecompiledElement] = []
        let controllerIndexes = Set(controllers.map(\.index))
        for (position, controller) in controllers.enumerated() {
            var element = raising.element(controller, key: nil)
            element.set("sceneMemberID", "viewController")
            if let view = views[controller.index] { element.children.insert(view, at: 0) }
            // A window with a content view controller: its plain content view is ibtool's.
            if case .object(let content)? = raising.values(of: controller)["IBWindowTemplateContentViewController"] {
                for index in element.children.indices where element.children[index].name == "window" {
                    element.children[index].children.removeAll { $0[attribute: "key"] == "contentView" }
                }
                let segue = DecompiledElement("segue", [
                    ("destination", raising.id(of: content)), ("kind", "relationship"), ("relationship", "window.shadowedContentViewController"),
                    ("id", DecompiledIDs.id(forObject: raising.idBase + raising.graph.objects.count * 2 + content.index)),
                ])
                if let index = element.children.firstIndex(where: { $0.name == "connections" }) {
                    element.children[index].children.append(segue)
                } else {
                    element.children.append(DecompiledElement("connections", children: [segue]))
                }
            }
            writtenControllers.insert(raising.id(of: controller))
            var objects = [element]
            // The scene's other top-level objects go with its first controller.
            if position == 0 {
                for (object, parent) in parents where parent == owner && object != owner && !raising.written.contains(object.index) && !controllerIndexes.contains(object.index) {
                    let values = raising.values(of: object)
                    if raising.graph[object].className == "NSNibExternalObjectPlaceholder" || raising.text(values["NSClassName"]) == "NSApplication" {
                        raising.written.insert(object.index)
                        continue
                    }
                    objects.append(raising.graph[object].className == "NSCustomObject" ? raising.customObject(object, label: nil) : raising.element(object, key: nil))
                }
            }
            scenes.append(appKitScene(objects, idBase: raising.idBase))
        }
        raisings[name] = raising
        return scenes
    }

    /// A view controller's view from its view nib; File's Owner's connections go to the controller.
    mutating func appKitViewElement(_ nibName: String, controller: ObjectGraph.ID, scene: inout Raising) -> DecompiledElement? {
        guard var raising = raisings[nibName] else { return nil }
        let (owner, parents, connectors) = objectData(of: raising)
        guard let view = parents.first(where: { $0.parent == owner && $0.object != owner && raising.graph[$0.object].className != "NSCustomObject"
            && raising.graph[$0.object].className != "NSNibExternalObjectPlaceholder" })?.object
        else {
            unrecovered("a view nib without its view")
            return nil
        }
        if let ids = Self.viewNibIDs(nibName) { raising.givenIDs[view.index] = ids.view }
        if let owner { raising.givenIDs[owner.index] = scene.id(of: controller) }
        var byIdentifier: [String: ObjectGraph.ID] = [:]
        for (key, value) in scene.graph.dictionaryPairs(of: scene.values(of: controller)["NSExternalObjectsTableForViewLoading"]) {
            if let identifier = scene.text(key), case .object(let object) = value { byIdentifier[identifier] = object }
        }
        var upstream: [Int: ObjectGraph.ID] = [:]
        for (object, _) in parents where raising.graph[object].className == "NSNibExternalObjectPlaceholder" {
            raising.written.insert(object.index)
            if let identifier = raising.text(raising.values(of: object)["NSExternalObjectPlaceholderIdentifier"]), let target = byIdentifier[identifier] {
                upstream[object.index] = target
                raising.givenIDs[object.index] = scene.id(of: target)
            }
        }
        for (object, _) in parents where raising.graph[object].className == "NSCustomObject" && raising.text(raising.values(of: object)["NSClassName"]) == "NSApplication" {
            raising.written.insert(object.index)
        }
        let ordinary = connectors.filter { connector in
            let parts = appKitParts(of: connector, in: raising)
            return !(parts.label == "view" && parts.source == owner)
        }
        raising.raiseConnectors(ordinary)
        if let owner, let list = raising.connections.removeValue(forKey: owner.index) { scene.connections[controller.index, default: []] += list }
        for (proxy, object) in upstream.sorted(by: { $0.key < $1.key }) {
            if let list = raising.connections.removeValue(forKey: proxy) { scene.connections[object.index, default: []] += list }
        }
        let element = raising.element(view, key: "view")
        raisings[nibName] = raising
        return element
    }
}

extension DecompiledElement {
    /// Replaces `target` or `destination` values `old` with `new`, here and inside.
    mutating func replaceTarget(_ old: String, with new: String) {
        for index in attributes.indices where (attributes[index].name == "target" || attributes[index].name == "destination") && attributes[index].value == old {
            attributes[index].value = new
        }
        for index in children.indices { children[index].replaceTarget(old, with: new) }
    }
}
