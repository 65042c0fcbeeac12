// StoryboardDocument.swift — a UIKit `.storyboardc` back into one storyboard: the inverse of
// LowerStoryboard.swift, Segues.swift and ContainerControllers.swift.
//
// - Scene nibs and view nibs: a view nib is one a controller's `UINibName` names; every other nib
//   is a scene nib, whose IBFilesOwner's `sceneViewController` outlet names its controller, which
//   holds the controllers it embeds (`UIChildViewControllers`, recursively).
// - Ids: a controller's and its view's come from the view nib's name (`<controller>-view-<view>`),
//   a controller without a view's from its scene nib's (`<UIKit class>-<id>`): compiling the
//   storyboard again names its nibs as they were. Every other id is made from the object's place in
//   its nib, each nib with its own range (`Raising.idBase`).
// - A controller embedded in several scene nibs (a navigation controller's root, instantiable by
//   itself too) is one scene, written the first time it is met.
// - Each controller's view comes back from its view nib as `<… key="view">`; the view nib's
//   outlets from IBFilesOwner are the controller's, and an `UpstreamPlaceholder-…` proxy stands for
//   the scene object the controller's `UIExternalObjectsTableForViewLoading` maps it to.
// - Segue templates become `<segue>` elements: the kind from the template's class (and action), the
//   destination from its nib name, on the element whose `perform:` action, cell outlet or
//   `containerView` outlet triggers it (the controller's own when none does). A container's children
//   come back as relationship segues (`rootViewController`, `viewControllers`, split columns).
// - Derived: IBFilesOwner, UIStoryboardPlaceholder, the `sceneViewController`, `storyboard`,
//   `viewController` and `view` outlets, layout guide views (the `<layoutGuides>` they come from are
//   written back), a navigation bar's items.

import InterfaceBuilder
import NibArchive

extension NibDecompiler {
    /// A compiled storyboard's files, as `nibc decompile` reads them from a `.storyboardc`.
    public struct StoryboardFiles: Sendable {
        /// Each nib of the folder by name (without `.nib`).
        public var nibs: [(name: String, archive: NibArchive)]
        /// Info.plist's `UIViewControllerIdentifiersToNibNames` (a macOS storyboard's `NS…`).
        public var identifiersToNibNames: [String: String]
        /// Info.plist's `UIStoryboardDesignatedEntryPointIdentifier`.
        public var entryPoint: String?

        public init(nibs: [(name: String, archive: NibArchive)], identifiersToNibNames: [String: String], entryPoint: String?) {
            (self.nibs, self.identifiersToNibNames, self.entryPoint) = (nibs, identifiersToNibNames, entryPoint)
        }
    }

    /// The storyboard a `.storyboardc` was compiled from (UIKit or AppKit, as its nibs are).
    public static func decompileStoryboard(_ files: StoryboardFiles) throws(Failure) -> Decompiled {
        var builder = StoryboardRaising(files: files)
        return try builder.document()
    }
}

/// The state of one storyboard's decompiling: a `Raising` per nib, and what crosses between them.
struct StoryboardRaising {
    let files: NibDecompiler.StoryboardFiles
    /// Each nib's raising, by name.
    var raisings: [String: Raising] = [:]
    var sceneNibs: [String] = []
    var viewNibs: Set<String> = []
    /// Each scene nib's instantiated controller's id.
    var mainControllerIDs: [String: String] = [:]
    /// Controllers written, by id.
    var writtenControllers: Set<String> = []
    var unrecoveredCounts: [String: Int] = [:]
    /// Scenes written so far (each placed to the right of the last on the canvas).
    var sceneCount = 0
    /// Where the next nib's made ids start.
    var nextBase = 0
    /// Prototype nibs folded so far (their raisings are kept as `<enclosing nib>#<n>`).
    var prototypeCount = 0
    /// How deep prototype nibs nest (a hostile nib's cannot nest without end).
    static let maximumNibNesting = 4

    /// Element names of the controllers a container's relationship segues lead to, by its class.
    static let relationshipNames: [String: [String]] = [
        "UINavigationController": ["rootViewController"],
        "UISplitViewController": ["masterViewController", "detailViewController"],
    ]

    /// Segue template class → kind (`Lowering.templateClasses` read backwards; a show template's
    /// action tells show from showDetail).
    static let templateKinds: [String: String] = {
        var kinds: [String: String] = [:]
        for (kind, className) in Lowering.templateClasses where kinds[className] == nil || kind < kinds[className]! { kinds[className] = kind }
        kinds["UIStoryboardShowSegueTemplate"] = "show"
        return kinds
    }()

    init(files: NibDecompiler.StoryboardFiles) {
        self.files = files
    }

    mutating func unrecovered(_ what: String) { unrecoveredCounts[what, default: 0] += 1 }

    /// What did not come back, from the storyboard and from each of its nibs.
    var allUnrecovered: [String: Int] {
        var counts = unrecoveredCounts
        for raising in raisings.values { for (what, count) in raising.unrecoveredCounts { counts[what, default: 0] += count } }
        return counts
    }

    mutating func document() throws(NibDecompiler.Failure) -> NibDecompiler.Decompiled {
        guard !files.nibs.isEmpty else { throw NibDecompiler.Failure(message: "the storyboard has no nibs") }
        var names: Set<String> = []
        var isAppKit: Bool?
        for (name, archive) in files.nibs.sorted(by: { $0.name < $1.name }) {
            let graph = ObjectGraph(archive)
            guard !graph.objects.isEmpty else { throw NibDecompiler.Failure(message: "\(name).nib has no objects") }
            let appKit = graph[ObjectGraph.ID(index: 0)].entries.contains(where: { $0.key == "IB.objectdata" })
            if isAppKit == nil { isAppKit = appKit }
            guard appKit == isAppKit else { throw NibDecompiler.Failure(message: "\(name).nib is of the other platform than the storyboard's first nib") }
            var raising = Raising(graph: graph, platform: appKit ? .appkit : .uikit)
            raising.idBase = nextBase
            raising.handledShapes = ["tablePrototypes", "collectionPrototypes", "barDelegate", "navigationBarMargins", "navigationItemBar", "viewNib", "segueTemplates", "childControllers", "childList", "customizableControllers", "parentController", "keepAlive", "splitColumns"]
            nextBase += graph.objects.count * 4 + 64
            raisings[name] = raising
            names.insert(name)
        }
        if isAppKit == true { return try appKitDocument() }
        for name in names.sorted() {
            for object in raisings[name]!.graph.objects {
                guard let nib = raisings[name]!.graph.text(of: object.entries.first(where: { $0.key == "UINibName" })?.value), names.contains(nib) else { continue }
                viewNibs.insert(nib)
            }
        }
        sceneNibs = names.filter { !viewNibs.contains($0) }.sorted()
        // The entry point's scene first, the others by name.
        if let entry = files.entryPoint.flatMap({ files.identifiersToNibNames[$0] }), let index = sceneNibs.firstIndex(of: entry) {
            sceneNibs.insert(sceneNibs.remove(at: index), at: 0)
        }
        for name in sceneNibs { assignControllerIDs(sceneNib: name) }

        var scenes: [DecompiledElement] = []
        for name in sceneNibs { scenes += sceneElements(sceneNib: name) }

        let all = raisings.values
        var document = decompiledDocument(
            appKit: false, storyboard: true, autolayout: all.contains(where: \.usesAutolayout), safeAreas: all.contains(where: \.usesSafeAreas),
            initialViewController: files.entryPoint.flatMap { files.identifiersToNibNames[$0] }.flatMap { mainControllerIDs[$0] },
            body: DecompiledElement("scenes", children: scenes))
        var images: [String: DecompiledElement] = [:]
        for name in raisings.keys.sorted() {
            for image in raisings[name]!.imageResources() where images[image[attribute: "name"] ?? ""] == nil { images[image[attribute: "name"] ?? ""] = image }
        }
        if !images.isEmpty { document.children.append(DecompiledElement("resources", children: images.keys.sorted().map { images[$0]! })) }
        for line in danglingReport(document.removeDanglingReferences()) { unrecovered(line) }
        return NibDecompiler.Decompiled(document: document, unrecovered: allUnrecovered)
    }

    // MARK: - Controllers

    /// The scene nib's proxies by identifier (IBFilesOwner, IBFirstResponder, UIStoryboardPlaceholder, upstream placeholders).
    func proxies(in raising: Raising) -> [(object: ObjectGraph.ID, identifier: String)] {
        let root = raising.values(of: ObjectGraph.ID(index: 0))
        return raising.items(root["UINibTopLevelObjectsKey"]).compactMap { object in
            guard raising.graph[object].className == UIKitNibFormat.proxyClass,
                let identifier = raising.text(raising.values(of: object)[UIKitNibFormat.proxyIdentifierKey])
            else { return nil }
            return (object, identifier)
        }
    }

    /// The connections of a nib's root.
    func connections(in raising: Raising) -> [ObjectGraph.ID] {
        raising.items(raising.values(of: ObjectGraph.ID(index: 0))["UINibConnectionsKey"])
    }

    /// An outlet's or action's label, source and destination.
    func parts(of connection: ObjectGraph.ID, in raising: Raising) -> (label: String, source: ObjectGraph.ID, destination: ObjectGraph.ID?)? {
        let values = raising.values(of: connection)
        guard case .object(let source)? = values["UISource"], let label = raising.text(values["UILabel"]) else { return nil }
        if case .object(let destination)? = values["UIDestination"] { return (label, source, destination) }
        return (label, source, nil)
    }

    /// The scene nib's instantiated controller: IBFilesOwner's `sceneViewController`.
    func mainController(in raising: Raising) -> ObjectGraph.ID? {
        guard let owner = proxies(in: raising).first(where: { $0.identifier == "IBFilesOwner" })?.object else { return nil }
        for connection in connections(in: raising) {
            if let parts = parts(of: connection, in: raising), parts.label == "sceneViewController", parts.source == owner { return parts.destination }
        }
        return nil
    }

    /// A controller and the ones it embeds, children first (each once).
    func controllerTree(_ controller: ObjectGraph.ID, in raising: Raising) -> [ObjectGraph.ID] {
        var result: [ObjectGraph.ID] = []
        var seen: Set<Int> = []
        var stack: [(ObjectGraph.ID, Bool)] = [(controller, false)]
        while let (object, expanded) = stack.popLast() {
            if expanded {
                result.append(object)
                continue
            }
            guard seen.insert(object.index).inserted else { continue }
            stack.append((object, true))
            for child in raising.items(raising.values(of: object)["UIChildViewControllers"]).reversed() { stack.append((child, false)) }
        }
        return result
    }

    /// The controller and view ids a view nib's name gives (`<controller>-view-<view>`).
    static func viewNibIDs(_ name: String) -> (controller: String, view: String)? {
        guard let range = name.range(of: "-view-") else { return nil }
        let controller = String(name[..<range.lowerBound]), view = String(name[range.upperBound...])
        return controller.isEmpty || view.isEmpty ? nil : (controller, view)
    }

    /// Gives each controller of a scene nib the id its nib names say.
    mutating func assignControllerIDs(sceneNib name: String) {
        guard var raising = raisings[name] else { return }
        let main = mainController(in: raising)
        for controller in main.map({ controllerTree($0, in: raising) }) ?? [] {
            let nibName = raising.text(raising.values(of: controller)["UINibName"])
            if let nibName, viewNibs.contains(nibName), let ids = Self.viewNibIDs(nibName) {
                raising.givenIDs[controller.index] = ids.controller
            } else if controller == main, let dash = name.firstIndex(of: "-"), name[..<dash].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                !files.identifiersToNibNames.keys.contains(name) || name.hasPrefix("UI")
            {
                raising.givenIDs[controller.index] = String(name[name.index(after: dash)...])
            }
        }
        if let main { mainControllerIDs[name] = raising.id(of: main) }
        raisings[name] = raising
    }

    // MARK: - Scenes

    /// The scenes of a scene nib's controllers not written yet: each with its controller, its other
    /// objects and its First Responder.
    mutating func sceneElements(sceneNib name: String) -> [DecompiledElement] {
        guard var raising = raisings[name], let main = mainController(in: raising) else {
            unrecovered("a scene nib without its controller (IBFilesOwner's sceneViewController)")
            return []
        }
        let controllers = controllerTree(main, in: raising).filter { !writtenControllers.contains(raising.id(of: $0)) }
        guard !controllers.isEmpty else { return [] }
        for proxy in proxies(in: raising) { raising.written.insert(proxy.object.index) }

        // The segue templates, and the ordinary connections.
        var segues: [Int: DecompiledElement] = [:]
        var templateOwner: [Int: ObjectGraph.ID] = [:]
        for controller in controllerTree(main, in: raising) {
            for template in raising.items(raising.values(of: controller)["UIStoryboardSegueTemplates"]) {
                segues[template.index] = segue(template, in: raising)
                templateOwner[template.index] = controller
                raising.written.insert(template.index)
            }
        }
        var triggered: Set<Int> = []
        // (The outlets that tie the scene to its storyboard are ibtool's.)
        raiseRoot(
            of: &raising, what: "a scene", segues: segues, triggered: &triggered, templateOf: { $0.index },
            skip: { label, _ in ["sceneViewController", "storyboard", "viewController"].contains(label) })

        // Each controller's view, from its view nib.
        var views: [Int: DecompiledElement] = [:]
        var guides: [Int: [DecompiledElement]] = [:]
        for controller in controllers {
            guard let nibName = raising.text(raising.values(of: controller)["UINibName"]), viewNibs.contains(nibName) else { continue }
            if let (view, layoutGuides) = viewElement(nibName, controller: controller, scene: &raising, segues: segues, triggered: &triggered) {
                views[controller.index] = view
                guides[controller.index] = layoutGuides
            }
        }
        // Prototypes of the scene's own views (a top-level collection view's).
        var outsideConnections: [(scene: Int, list: [DecompiledElement])] = []
        let prototypes = foldPrototypes(
            in: &raising, name: name, toScene: nil, outsideConnections: &outsideConnections, segues: segues, triggered: &triggered, depth: 0)
        for (object, list) in outsideConnections { raising.connections[object, default: []] += list }

        // Segues no element triggers are the controller's own.
        for (template, segue) in segues.sorted(by: { $0.key < $1.key }) where !triggered.contains(template) {
            if let owner = templateOwner[template] { raising.connections[owner.index, default: []].append(segue) }
        }
        // Relationship segues.
        for controller in controllers {
            let children = raising.items(raising.values(of: controller)["UIChildViewControllers"])
            let relationships = Self.relationshipNames[raising.classes(of: controller).className] ?? []
            for (position, child) in children.enumerated() {
                let relationship = position < relationships.count ? relationships[position] : relationships.last ?? "viewControllers"
                let element = DecompiledElement("segue", [
                    ("destination", raising.id(of: child)), ("kind", "relationship"), ("relationship", relationship),
                    ("id", DecompiledIDs.id(forObject: raising.idBase + raising.graph.objects.count * 2 + child.index)),
                ])
                raising.connections[controller.index, default: []].insert(element, at: 0)
            }
        }

        // The elements, children before their containers (a navigation bar's items are its root's).
        var elements: [Int: DecompiledElement] = [:]
        for controller in controllers {
            var element = raising.element(controller, key: nil)
            element.set("sceneMemberID", "viewController")
            var insertion = element.children.firstIndex { $0.name != "layoutGuides" } ?? element.children.count
            if let layoutGuides = guides[controller.index], !layoutGuides.isEmpty {
                element.children.insert(DecompiledElement("layoutGuides", children: layoutGuides), at: 0)
                insertion += 1
            }
            if let view = views[controller.index] {
                element.children.insert(view, at: min(insertion, element.children.count))
                // The scene's size is its view's (a freeform scene: the view keeps the frame it was
                // archived with, whatever device the storyboard would otherwise be laid out on).
                if let frame = view.children.first(where: { $0[attribute: "key"] == "frame" }), let width = frame[attribute: "width"], let height = frame[attribute: "height"] {
                    element.children.append(DecompiledElement("freeformSimulatedSizeMetrics", [("key", "simulatedDestinationMetrics")]))
                    element.children.append(DecompiledElement("size", [("key", "freeformSize"), ("width", width), ("height", height)]))
                }
            }
            elements[controller.index] = element
            writtenControllers.insert(raising.id(of: controller))
        }
        // Each controller's scene holds the objects it keeps alive.
        var scenes: [DecompiledElement] = []
        for controller in controllers.reversed() {
            guard let element = elements[controller.index] else { continue }
            var objects = [element]
            for member in raising.items(raising.values(of: controller)["UITopLevelObjectsToKeepAliveFromStoryboard"]) where !raising.written.contains(member.index) {
                var made = raising.element(member, key: nil)
                made.insert(prototypes)
                objects.append(made)
            }
            let sceneIndex = raising.graph.objects.count * 3 + controller.index
            objects.append(DecompiledElement("placeholder", [
                ("placeholderIdentifier", "IBFirstResponder"), ("id", DecompiledIDs.id(forObject: raising.idBase + sceneIndex + 1_000_000_000 / 2)),
                ("sceneMemberID", "firstResponder"),
            ]))
            scenes.append(DecompiledElement("scene", [("sceneID", DecompiledIDs.id(forObject: raising.idBase + sceneIndex))], children: [
                DecompiledElement("objects", children: objects),
                DecompiledElement("point", [("key", "canvasLocation"), ("x", String(sceneCount * 400)), ("y", "0.0")]),
            ]))
            sceneCount += 1
        }
        let orphans = orphanedSegues(of: &raising)
        if !orphans.isEmpty { unrecovered("segues of a scene's objects the nib does not place (left out): \(orphans.count)") }
        // Top-level objects no controller keeps (none in ibtool's nibs).
        let allControllers = Set(controllerTree(main, in: raising).map(\.index))
        for object in raising.items(raising.values(of: ObjectGraph.ID(index: 0))["UINibTopLevelObjectsKey"])
        where !raising.written.contains(object.index) && !allControllers.contains(object.index) {
            if raising.graph[object].className == UIKitNibFormat.proxyClass { continue }
            unrecovered("a scene nib's top-level \(raising.graph[object].className) no controller keeps alive (left out)")
        }
        raisings[name] = raising
        return scenes
    }

    /// A nib's root read back: each connection that triggers a segue puts the segue on its element,
    /// the others (but those `skip` says are ibtool's) go to their sources in the nib's order; then
    /// the runtime attributes and accessibility; `what` names the nib in the count of size-class
    /// variations not rebuilt.
    mutating func raiseRoot(
        of raising: inout Raising, what: String, segues: [Int: DecompiledElement], triggered: inout Set<Int>,
        templateOf: (ObjectGraph.ID) -> Int?, skip: (_ label: String, _ source: ObjectGraph.ID) -> Bool
    ) {
        for connection in connections(in: raising) {
            guard let parts = parts(of: connection, in: raising), !skip(parts.label, parts.source) else { continue }
            if let template = attachTrigger(parts, segues: segues, into: &raising, templateOf: templateOf) {
                triggered.insert(template)
                continue
            }
            // (One at a time: each source's connections stay in the nib's order.)
            raising.raiseConnections([connection])
        }
        let root = raising.values(of: ObjectGraph.ID(index: 0))
        raising.raiseRuntimeAttributes(raising.items(root["UINibKeyValuePairsKey"]))
        raising.raiseAccessibility(raising.items(root["UINibAccessibilityConfigurationsKey"]))
        for what in raising.traitVariations.unrecovered { unrecovered(what) }
    }

    /// The `<segue>` a template stands for (without its trigger).
    func segue(_ template: ObjectGraph.ID, in raising: Raising) -> DecompiledElement {
        let className = raising.graph[template].className
        let values = raising.values(of: template)
        var kind = Self.templateKinds[className] ?? "custom"
        let action = raising.text(values["UIActionName"])
        if kind == "show", action == "showDetailViewController:sender:" { kind = "showDetail" }
        var element = DecompiledElement("segue", [])
        if let nibName = raising.text(values["UIDestinationViewControllerIdentifier"]) {
            if let id = mainControllerIDs[nibName] { element.set("destination", id) }
        }
        element.set("kind", kind)
        if let identifier = raising.text(values["UIIdentifier"]) { element.set("identifier", identifier) }
        switch kind {
        case "unwind": if let action { element.set("unwindAction", action) }
        case "custom": if let custom = raising.text(values["UISegueClassName"]) { element.set("customClass", custom) }
        case "push":
            if case .integer(let index)? = values["UISplitViewControllerIndex"], index != 0 { element.set("splitViewControllerTargetIndex", String(index)) }
        default: break
        }
        for (key, declaration) in [("UIModalPresentationStyle", Lowering.seguePresentationStyle), ("UIModalTransitionStyle", Lowering.segueTransitionStyle)] {
            if case .integer(let raw)? = values[key], let declaration, case .enumeration(let cases) = declaration.domain,
                let name = cases.first(where: { $0.value == raw })?.name
            {
                element.set(declaration.name, name)
            }
        }
        if values["UIAnimates"] == .bool(false) { element.set("animates", "NO") }
        element.set("id", raising.id(of: template))
        return element
    }

    /// Puts a template's `<segue>` on the element a connection says triggers it: a `perform:`
    /// action's source, a cell's selection or accessory outlet, an embed's container view. The
    /// template's index, nil when the connection triggers none.
    func attachTrigger(
        _ parts: (label: String, source: ObjectGraph.ID, destination: ObjectGraph.ID?), segues: [Int: DecompiledElement],
        into raising: inout Raising, templateOf: (ObjectGraph.ID) -> Int? = { $0.index }
    ) -> Int? {
        switch parts.label {
        case "perform:", "selectionSegueTemplate", "accessoryActionSegueTemplate":
            guard let destination = parts.destination, let template = templateOf(destination), var segue = segues[template] else { return nil }
            if parts.label == "accessoryActionSegueTemplate" { segue.set("trigger", "accessoryAction") }
            raising.connections[parts.source.index, default: []].append(segue)
            return template
        case "containerView":
            guard let destination = parts.destination, let template = templateOf(parts.source), let segue = segues[template] else { return nil }
            raising.connections[destination.index, default: []].append(segue)
            return template
        default:
            return nil
        }
    }

    /// A controller's view from its view nib, and the layout guides its `_UILayoutGuide` views
    /// stand for. The view nib's outlets from IBFilesOwner go to the controller, those of an
    /// upstream placeholder to the scene object it stands for.
    mutating func viewElement(
        _ nibName: String, controller: ObjectGraph.ID, scene: inout Raising, segues: [Int: DecompiledElement], triggered: inout Set<Int>
    ) -> (DecompiledElement, [DecompiledElement])? {
        guard var raising = raisings[nibName] else { return nil }
        let root = raising.values(of: ObjectGraph.ID(index: 0))
        let topLevel = raising.items(root["UINibTopLevelObjectsKey"])
        guard let view = topLevel.first(where: { raising.graph[$0].className != UIKitNibFormat.proxyClass }) else {
            unrecovered("a view nib without its view")
            return nil
        }
        if let ids = Self.viewNibIDs(nibName) { raising.givenIDs[view.index] = ids.view }
        // Upstream placeholders: the scene objects they stand for.
        var upstream: [Int: ObjectGraph.ID] = [:]
        let table = scene.graph.dictionaryPairs(of: scene.values(of: controller)["UIExternalObjectsTableForViewLoading"])
        var byIdentifier: [String: ObjectGraph.ID] = [:]
        for (key, value) in table {
            if let identifier = scene.text(key), case .object(let object) = value { byIdentifier[identifier] = object }
        }
        var owner: ObjectGraph.ID?
        for proxy in proxies(in: raising) {
            raising.written.insert(proxy.object.index)
            switch proxy.identifier {
            case "IBFilesOwner":
                owner = proxy.object
                raising.givenIDs[proxy.object.index] = scene.id(of: controller)
            case "IBFirstResponder": raising.givenIDs[proxy.object.index] = "-2"
            default:
                if let object = byIdentifier[proxy.identifier] {
                    upstream[proxy.object.index] = object
                    raising.givenIDs[proxy.object.index] = scene.id(of: object)
                } else {
                    unrecovered("an upstream placeholder the controller does not map")
                }
            }
        }
        var outsideConnections: [(scene: Int, list: [DecompiledElement])] = []
        let prototypes = foldPrototypes(
            in: &raising, name: nibName, toScene: upstream, outsideConnections: &outsideConnections, segues: segues, triggered: &triggered, depth: 0)
        for (object, list) in outsideConnections { scene.connections[object, default: []] += list }
        // (The view outlet and a static table's data source are ibtool's.)
        raiseRoot(
            of: &raising, what: "a view", segues: segues, triggered: &triggered, templateOf: { upstream[$0.index].map(\.index) },
            skip: { label, source in (label == "view" || label == "staticDataSource") && source == owner })
        // Connections of IBFilesOwner and of upstream placeholders belong to scene objects.
        if let owner, let list = raising.connections.removeValue(forKey: owner.index) { scene.connections[controller.index, default: []] += list }
        for (proxy, object) in upstream.sorted(by: { $0.key < $1.key }) {
            if let list = raising.connections.removeValue(forKey: proxy) { scene.connections[object.index, default: []] += list }
        }
        // The old layout guides: `_UILayoutGuide` subviews, top then bottom.
        var guides: [DecompiledElement] = []
        for guide in raising.items(raising.values(of: view)["UISubviews"]) where raising.graph[guide].className == "_UILayoutGuide" {
            let top = raising.text(raising.values(of: guide)["_UILayoutGuideIdentifier"]) != "_UIViewControllerBottom"
            guides.append(DecompiledElement("viewControllerLayoutGuide", [("type", top ? "top" : "bottom"), ("id", raising.id(of: guide))]))
        }
        let sections = staticSections(in: &raising, topLevel: topLevel, view: view)
        var element = raising.element(view, key: "view")
        element.insert(prototypes + sections)
        scene.connections[controller.index, default: []] += orphanedSegues(of: &raising)
        raisings[nibName] = raising
        return (element, guides)
    }

    /// A static table's `<sections>`, from the `UITableViewDataSource` ibtool made of them (a
    /// top-level object of the view nib; StaticTables.swift): each section's titles and its rows'
    /// cells, a cell's `rowHeight` where its row's is not the table's. The table is the nib's view
    /// when it is one, else its first table. Nothing when the nib has no such data source.
    mutating func staticSections(in raising: inout Raising, topLevel: [ObjectGraph.ID], view: ObjectGraph.ID) -> [(id: String, children: [DecompiledElement])] {
        guard let source = topLevel.first(where: { raising.graph[$0].className == "UITableViewDataSource" }) else { return [] }
        raising.written.insert(source.index)
        var table: ObjectGraph.ID?
        var pending = [view]
        var next = 0
        var visited: Set<Int> = []
        // (A queue read by index: a hostile nib's many views stay linear.)
        while next < pending.count, table == nil {
            let view = pending[next]
            next += 1
            guard visited.insert(view.index).inserted else { continue }
            if raising.classes(of: view).className == "UITableView" { table = view } else { pending += raising.items(raising.values(of: view)["UISubviews"]) }
        }
        guard let table else {
            unrecovered("a static table's sections without their table (left out)")
            return []
        }
        var tableRowHeight = 44.0
        switch raising.values(of: table)["UIRowHeight"] {
        case .double(let height)?: tableRowHeight = height
        case .float(let height)?: tableRowHeight = Double(height)
        default: break
        }
        var sections: [DecompiledElement] = []
        for section in raising.items(raising.values(of: source)["UITableSections"]) {
            raising.written.insert(section.index)
            let values = raising.values(of: section)
            var element = DecompiledElement("tableViewSection")
            if let title = raising.text(values["UITableSectionHeaderTitle"]) { element.set("headerTitle", title) }
            if let title = raising.text(values["UITableSectionFooterTitle"]) { element.set("footerTitle", title) }
            element.set("id", raising.id(of: section))
            var cells: [DecompiledElement] = []
            for row in raising.items(values["UITableSectionRows"]) {
                raising.written.insert(row.index)
                let rowValues = raising.values(of: row)
                guard case .object(let cell)? = rowValues["UITableRowCell"], !raising.written.contains(cell.index) else { continue }
                var made = raising.element(cell, key: nil)
                var height: Double?
                if case .float(let value)? = rowValues["UITableRowHeight"] { height = Double(value) }
                if case .double(let value)? = rowValues["UITableRowHeight"] { height = value }
                if let height, height != tableRowHeight, made[attribute: "rowHeight"] == nil {
                    made.attributes.insert(("rowHeight", KeyRecipe.Codec.text(height)), at: max(0, made.attributes.count - 1))
                }
                cells.append(made)
            }
            if !cells.isEmpty { element.children.append(DecompiledElement("cells", children: cells)) }
            sections.append(element)
        }
        return [(raising.id(of: table), [DecompiledElement("sections", children: sections)])]
    }

    /// The prototypes of the tables and collection views of `raising`'s nib, each decompiled from
    /// its embedded nib: the elements to put in each view (by its id). A prototype's upstream
    /// placeholders stand for objects of the enclosing nib (`…ExternalObjects`); its segue triggers
    /// and connections from outside go where they would from the enclosing nib.
    mutating func foldPrototypes(
        in raising: inout Raising, name: String, toScene: [Int: ObjectGraph.ID]?, outsideConnections: inout [(scene: Int, list: [DecompiledElement])],
        segues: [Int: DecompiledElement], triggered: inout Set<Int>, depth: Int
    ) -> [(id: String, children: [DecompiledElement])] {
        var result: [(id: String, children: [DecompiledElement])] = []
        for (index, object) in raising.graph.objects.enumerated() {
            let values = raising.values(of: ObjectGraph.ID(index: index))
            let lists: [(nibs: String, externals: String, container: String?)] = [
                ("UITableViewCellPrototypeNibs", "UITableViewCellPrototypeNibExternalObjects", "prototypes"),
                ("UICollectionViewCellNibDict", "UICollectionViewCellPrototypeNibExternalObjects", "cells"),
                ("UICollectionViewSupplementaryViewNibDict", "UICollectionViewSupplementaryViewPrototypeNibExternalObjects", nil),
            ]
            var children: [DecompiledElement] = []
            var containers: [String: [DecompiledElement]] = [:]
            for list in lists where values[list.nibs] != nil {
                guard depth < Self.maximumNibNesting else {
                    unrecovered("prototypes nested deeper than \(Self.maximumNibNesting) nibs (left out)")
                    continue
                }
                var externals: [String: [(key: ObjectGraph.Value, value: ObjectGraph.Value)]] = [:]
                for (key, table) in raising.graph.dictionaryPairs(of: values[list.externals]) {
                    if let text = raising.text(key) { externals[text] = raising.graph.dictionaryPairs(of: table) }
                }
                for (key, nib) in raising.graph.dictionaryPairs(of: values[list.nibs]) {
                    guard let reuseKey = raising.text(key), case .object(let nibObject) = nib,
                        case .object(let data)? = raising.values(of: nibObject)["archiveData"],
                        case .data(let bytes)? = raising.values(of: data)[FoundationKeys.bytes],
                        let archive = try? NibArchive(bytes: bytes)
                    else {
                        unrecovered("a prototype whose nib does not read")
                        continue
                    }
                    guard
                        var cell = prototype(
                            archive, enclosing: raising, externals: externals[reuseKey] ?? [], toScene: toScene, outsideConnections: &outsideConnections,
                            segues: segues, triggered: &triggered, name: name, depth: depth)
                    else { continue }
                    if let container = list.container {
                        containers[container, default: []].append(cell)
                    } else {
                        // A supplementary view's key: `<kind>/<reuse identifier>`.
                        cell.attributes.insert(("key", reuseKey.hasPrefix("UICollectionElementKindSectionHeader") ? "sectionHeaderView" : "sectionFooterView"), at: 0)
                        children.append(cell)
                    }
                }
            }
            _ = object
            for container in ["prototypes", "cells"] where containers[container] != nil { children.append(DecompiledElement(container, children: containers[container]!)) }
            if !children.isEmpty { result.append((raising.id(of: ObjectGraph.ID(index: index)), children)) }
        }
        return result
    }

    /// The segues on objects the nib does not place as elements (a view installed only in some size
    /// classes): they go to the controller. The other connections of such objects are counted.
    mutating func orphanedSegues(of raising: inout Raising) -> [DecompiledElement] {
        var segues: [DecompiledElement] = []
        for (index, list) in raising.connections.sorted(by: { $0.key < $1.key }) where !raising.written.contains(index) {
            segues += list.filter { $0.name == "segue" }
            let others = list.count - list.filter { $0.name == "segue" }.count
            if others > 0 { unrecovered("connections of objects the nib does not place (left out): \(others)") }
            raising.connections[index] = nil
        }
        return segues
    }

    /// One prototype's element from its nib.
    mutating func prototype(
        _ archive: NibArchive, enclosing: Raising, externals: [(key: ObjectGraph.Value, value: ObjectGraph.Value)], toScene: [Int: ObjectGraph.ID]?,
        outsideConnections: inout [(scene: Int, list: [DecompiledElement])], segues: [Int: DecompiledElement], triggered: inout Set<Int>, name: String, depth: Int
    ) -> DecompiledElement? {
        let graph = ObjectGraph(archive)
        guard !graph.objects.isEmpty else { return nil }
        var raising = Raising(graph: graph, platform: .uikit)
        raising.idBase = nextBase
        raising.handledShapes = enclosing.handledShapes
        nextBase += graph.objects.count * 4 + 64
        let root = raising.values(of: ObjectGraph.ID(index: 0))
        guard let cell = raising.items(root["UINibTopLevelObjectsKey"]).first(where: { raising.graph[$0].className != UIKitNibFormat.proxyClass }) else { return nil }
        var byIdentifier: [String: ObjectGraph.ID] = [:]
        for (key, value) in externals {
            if let identifier = enclosing.text(key), case .object(let object) = value { byIdentifier[identifier] = object }
        }
        // Placeholders: the enclosing nib's objects they stand for, and through them the scene's.
        var outside: [Int: ObjectGraph.ID] = [:]
        for proxy in proxies(in: raising) {
            raising.written.insert(proxy.object.index)
            if let object = byIdentifier[proxy.identifier] {
                outside[proxy.object.index] = object
                raising.givenIDs[proxy.object.index] = enclosing.id(of: object)
            } else if proxy.identifier == "IBFirstResponder" {
                raising.givenIDs[proxy.object.index] = "-2"
            }
        }
        // (In a scene nib the enclosing objects are the scene's.)
        let cellToScene = outside.compactMapValues { object in toScene.map { $0[object.index] } ?? object }
        raiseRoot(
            of: &raising, what: "a prototype", segues: segues, triggered: &triggered, templateOf: { cellToScene[$0.index].map(\.index) },
            skip: { _, _ in false })
        // Connections from outside objects: those of scene objects go to the scene.
        for (proxy, _) in outside.sorted(by: { $0.key < $1.key }) {
            guard let list = raising.connections.removeValue(forKey: proxy) else { continue }
            if let object = cellToScene[proxy] { outsideConnections.append((object.index, list)) } else { unrecovered("a prototype's connection from an object of its view (left out)") }
        }
        let nested = foldPrototypes(
            in: &raising, name: name, toScene: cellToScene, outsideConnections: &outsideConnections, segues: segues, triggered: &triggered, depth: depth + 1)
        var element = raising.element(cell, key: nil)
        element.insert(nested)
        let orphans = orphanedSegues(of: &raising)
        if !orphans.isEmpty { unrecovered("segues of a prototype's objects the nib does not place (left out): \(orphans.count)") }
        prototypeCount += 1
        raisings["\(name)#\(prototypeCount)"] = raising
        return element
    }
}

extension DecompiledElement {
    /// The ids of this element and those inside it.
    func collectIDs(into ids: inout Set<String>) {
        if let id = self[attribute: "id"] { ids.insert(id) }
        for child in children { child.collectIDs(into: &ids) }
    }

    /// Removes the elements of `<connections>` lists that `doomed` says go (and lists left empty);
    /// how many went.
    mutating func removeConnections(where doomed: (DecompiledElement) -> Bool) -> Int {
        removeListed(in: "connections", where: doomed)
    }

    /// Removes the elements of the `list` lists (`connections`, `constraints`) that `doomed` says
    /// go, and lists left empty; how many went.
    mutating func removeListed(in list: String, where doomed: (DecompiledElement) -> Bool) -> Int {
        var removed = 0
        for index in children.indices {
            if children[index].name == list {
                let before = children[index].children.count
                children[index].children.removeAll(where: doomed)
                removed += before - children[index].children.count
            } else {
                removed += children[index].removeListed(in: list, where: doomed)
            }
        }
        children.removeAll { $0.name == list && $0.children.isEmpty }
        return removed
    }

    /// Removes what refers to an object the document does not hold, so that it compiles: the
    /// connections to one, the constraints on one (a storyboard view nib's top and bottom layout
    /// guides, which a xib cannot hold, or objects ibtool kept out of the nib). Placeholder ids
    /// ("-1"…) count as held. How many of each went.
    mutating func removeDanglingReferences() -> (connections: Int, constraints: Int) {
        var ids: Set<String> = []
        collectIDs(into: &ids)
        let connections = removeListed(in: "connections") { connection in
            guard ["outlet", "action", "outletCollection", "segue"].contains(connection.name), let destination = connection[attribute: "destination"] else { return false }
            return !ids.contains(destination) && !destination.hasPrefix("-")
        }
        let constraints = removeListed(in: "constraints") { constraint in
            guard constraint.name == "constraint" else { return false }
            return [constraint[attribute: "firstItem"], constraint[attribute: "secondItem"]].contains { item in item.map { !ids.contains($0) } ?? false }
        }
        return (connections, constraints)
    }

    /// Appends to each element (this one or one inside it) the children `byID` holds for its id, in
    /// one walk of the tree.
    mutating func insert(_ byID: [(id: String, children: [DecompiledElement])]) {
        guard !byID.isEmpty else { return }
        var pending: [String: [DecompiledElement]] = [:]
        for (id, children) in byID { pending[id, default: []] += children }
        insert(from: &pending)
    }

    private mutating func insert(from pending: inout [String: [DecompiledElement]]) {
        for index in children.indices where !pending.isEmpty { children[index].insert(from: &pending) }
        guard let id = self[attribute: "id"], let added = pending.removeValue(forKey: id) else { return }
        if ["tableView", "collectionView"].contains(name), self[attribute: "dataMode"] == nil, added.contains(where: { ["prototypes", "cells"].contains($0.name) }) {
            set("dataMode", "prototypes")
        }
        if name == "tableView", added.contains(where: { $0.name == "sections" }) { set("dataMode", "static") }
        children += added
    }
}
