// LowerStoryboard.swift — a storyboard into the nibs of a `.storyboardc` (FIELD-GUIDE §2.8).
//
// Verified on the corpus pairs (Flutter Main and LaunchScreen, Apptentive):
// - each instantiable view controller (a storyboard identifier, the initial one or a segue's
//   destination, named `<UIKit class>-<id>` without an identifier) gets a scene nib: the scenes it
//   embeds through relationship segues first (their other objects and own UIStoryboardPlaceholder),
//   then the controller, the scene's other objects,
//   then the proxies IBFilesOwner, the scene's IBFirstResponder and UIStoryboardPlaceholder; the
//   outlets `sceneViewController` (owner → controller) and `storyboard` (controller → placeholder)
//   come after the document's connections;
// - the controller's view is its own nib `<controller id>-view-<view id>`: the view, IBFilesOwner,
//   IBFirstResponder, then one `UpstreamPlaceholder-<id>` proxy per object outside the view that a
//   connection links to it (the controller, scene objects); the `view` outlet comes last. The scene
//   nib's controller maps those placeholders back in `UIExternalObjectsTableForViewLoading`. ibtool
//   makes up the placeholder ids at random (two builds of one storyboard differ); nibc derives them
//   from the object's id, so the output is deterministic;
// - the old top and bottom layout guides (`<viewControllerLayoutGuide>`) become `_UILayoutGuide`
//   subviews of the view, first, each with a width constraint at priority 999 and the constraints
//   that pin it (prepended to the view's constraints).
// - an embedded controller has `UIParentViewController`, its container `UIChildViewControllers`
//   (a navigation controller also `UIViewControllers`, and its bar shows the root's item);
// - a navigation controller's bars: 320 points wide, flexible width (toolbar also flexible top),
//   not opaque unless the storyboard says so.
// Prototypes are in Prototypes.swift, segue templates in Segues.swift.
// Not yet: tab bar, split and page controllers' own keys, storyboard references (issue 5).

import InterfaceBuilder
import NibArchive

/// A compiled storyboard: the nibs of its `.storyboardc` and what its Info.plist says.
public struct CompiledStoryboard: Sendable {
    /// One nib of the folder: `name` + ".nib".
    public struct Nib: Sendable {
        public var name: String
        public var archive: NibArchive
    }

    public var nibs: [Nib] = []
    /// `UIViewControllerIdentifiersToNibNames`, sorted by identifier.
    public var identifiersToNibNames: [(identifier: String, nibName: String)] = []
    /// `UIStoryboardDesignatedEntryPointIdentifier`.
    public var entryPoint: String?
    /// `UIStoryboardVersion`.
    public var version = 1
    /// What a macOS storyboard's Info.plist says besides (its keys are `NS…`); nil for UIKit's.
    public var appKit: AppKitInfo?
    /// The files of each nib's directory when ibtool writes nib directories (a target before iOS 7:
    /// DeploymentTarget.swift), each the same nib; nil: each nib is one file.
    public var nibMembers: [String]?
    /// The names Info.plist is written under (the same bytes in each).
    public var infoPlists = ["Info.plist"]

    /// Keeps `nib` in `nibs`, or hands it to `sink` (with the members of its nib directory).
    mutating func take(_ nib: Nib, sink: ((_ nib: Nib, _ members: [String]?) -> Void)?) {
        if let sink { sink(nib, nibMembers) } else { nibs.append(nib) }
    }

    /// A macOS storyboard's Info.plist: `NSStoryboardMainMenu` (always `MainMenu`, even without an
    /// application scene [V 2/2]) and `NSViewControllerIdentifiersToUUIDs`, each scene nib's
    /// controller's `uniqueIdentifierForStoryboardCompilation` (not MainMenu's) [V 7/7].
    public struct AppKitInfo: Sendable {
        public static let mainMenuNib = "MainMenu"
        public var mainMenu = AppKitInfo.mainMenuNib
        public var uuids: [(identifier: String, uuid: String)] = []
    }
}

extension NibCompiler {

    /// Compiles a storyboard into its nibs. Problems go to `diagnostics`; nil when the document
    /// cannot be compiled at all. With `sink`, each nib is handed to it as it is made (with the
    /// members of its nib directory, `nibMembers`) and not kept: `nibs` stays empty, and a
    /// storyboard's nibs are never all held at once.
    public static func compileStoryboard(
        _ source: IBDocument, options: CompileOptions = CompileOptions(), diagnostics: inout Diagnostics,
        sink: ((_ nib: CompiledStoryboard.Nib, _ members: [String]?) -> Void)? = nil
    ) -> CompiledStoryboard? {
        let document = source
        guard let format = format(of: document, diagnostics: &diagnostics) else { return nil }
        if format.classes.platform == .appkit {
            return compileAppKitStoryboard(document, options: options, format: format, diagnostics: &diagnostics, sink: sink)
        }
        var result = CompiledStoryboard()
        guard let plan = StoryboardPlan(document, sdk: options.sdk, diagnostics: &diagnostics) else { return nil }
        let target = deploymentTarget(of: document, options: options)
        (result.nibMembers, result.infoPlists) = storyboardLayout(for: target)
        warnAboutIOS6Form(of: document, target: target, into: &diagnostics)
        let (scenes, controllers, sceneNibNames, initial) = (plan.scenes, plan.controllers, plan.sceneNibNames, plan.initial)
        var names: [String: String] = [:]
        var viewNibs: [Int: ViewNib] = [:]
        let sceneOf = Lowering.sceneTable(of: document)
        for controller in controllers {
            guard let identifier = sceneNibNames[controller] else { continue }
            let isInitial = document.attribute("id", of: controller) == initial
            let embedding = StoryboardScene.embedding(of: controller, in: scenes, of: document)
            // Each controller's view is one nib, however many scene nibs hold the controller.
            for plan in embedding where viewNibs[plan.controller] == nil {
                guard let view = plan.view, let viewID = document.attribute("id", of: view),
                    let controllerID = document.attribute("id", of: plan.controller)
                else { continue }
                if let (node, problem) = [(plan.controller, controllerID), (view, viewID)].lazy
                    .compactMap({ node, id in nibNameProblem(id).map { (node, $0) } }).first
                    ?? nibNameProblem("\(controllerID)-view-\(viewID)").map({ (view, $0) })
                {
                    diagnostics.error(
                        "id '\(document.attribute("id", of: node) ?? "")' cannot name the view nib '\(controllerID)-view-\(viewID)' of the compiled storyboard: \(problem)",
                        at: document.location(ofAttribute: "id", of: node))
                    continue
                }
                var lowering = Lowering(document: document, options: options, format: format, region: NodeRegion([plan.sceneNodes]))
                lowering.sceneNibNames = sceneNibNames
                lowering.sceneOf = sceneOf
                let (root, externals) = lowering.lowerViewNib(plan, view: view)
                lowering.fitToSDK()
                diagnostics.append(contentsOf: lowering.diagnostics)
                let name = "\(controllerID)-view-\(viewID)"
                result.take(.init(name: name, archive: format.builder(sdk: options.sdk).build(lowering.graph, root: root)), sink: sink)
                viewNibs[plan.controller] = ViewNib(name: name, externals: externals)
            }
            var lowering = Lowering(document: document, options: options, format: format, region: NodeRegion(embedding.map(\.sceneNodes)))
            lowering.sceneNibNames = sceneNibNames
            lowering.sceneOf = sceneOf
            let root = lowering.lowerSceneNib(embedding, viewNibs: viewNibs)
            lowering.fitToSDK()
            diagnostics.append(contentsOf: lowering.diagnostics)
            result.take(.init(name: identifier, archive: format.builder(sdk: options.sdk).build(lowering.graph, root: root)), sink: sink)
            names[identifier] = identifier
            if isInitial { result.entryPoint = identifier }
        }
        result.identifiersToNibNames = names.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        result.nibs.sort { $0.name < $1.name }
        leaveOutUnreachableScenes(plan, in: document, into: &diagnostics)
        leaveOutCrossSceneConnections(in: document, into: &diagnostics)
        reportNotCompiled(in: document, plan: plan, into: &diagnostics)
        return result
    }
}

/// Which nibs a storyboard compiles to: every scene's controller, and the scene nib name of each
/// controller that has one (an identifier, the initial one, or a segue's destination). Made before
/// lowering, and read by the account too (which connections a nib archives: Reads.swift).
struct StoryboardPlan {
    var scenes: [Int: StoryboardScene] = [:]
    /// The scenes' controllers, in document order.
    var controllers: [Int] = []
    var sceneNibNames: [Int: String] = [:]
    let initial: String?

    /// The plan of `document`; problems with names go to `diagnostics`; nil when a container would
    /// hold itself.
    init?(_ document: IBDocument, sdk: SDKVersion = .current, diagnostics: inout Diagnostics) {
        // Every scene's controller, in document order.
        for scene in document.scenes {
            guard let controller = StoryboardScene.controller(of: scene, in: document),
                ArchivePlans.of(document: document).sceneControllerElements.contains(document[controller])
            else { continue }
            scenes[controller] = StoryboardScene(document: document, scene: scene, controller: controller)
            controllers.append(controller)
        }
        // A container cannot hold itself: a relationship segue back to its own controller, or round a
        // cycle of containers, would archive a controller inside itself.
        guard NibCompiler.reportRelationshipCycles(controllers, in: document, into: &diagnostics) else { return nil }
        // A controller has a scene nib when it has an identifier, is the initial one, or is the
        // destination of a segue template (which names it).
        initial = document.header("initialViewController")
        var destinations: Set<Int> = []
        for node in document.nodes.indices where Lowering.isSegueTemplate(node, in: document) && document.attribute("kind", of: node) != "unwind" {
            if let destination = document.attribute("destination", of: node).flatMap({ document.nodeByID[$0] }) { destinations.insert(destination) }
        }
        var identified: [String: Int] = [:]
        for controller in controllers {
            guard let className = ArchivePlans.of(document: document).byElement[document[controller].name], let id = document.attribute("id", of: controller)
            else { continue }
            // (A macOS storyboard's application scene is its main menu's nib; a second one has none.)
            if className == "NSApplication" {
                if let first = identified[CompiledStoryboard.AppKitInfo.mainMenuNib] {
                    diagnostics.append(Diagnostic(
                        .warning, "a storyboard has one application scene; this one is left out", at: document.location(of: controller),
                        notes: [Diagnostic(.note, "the application scene compiled as MainMenu", at: document.location(of: first))]))
                } else {
                    identified[CompiledStoryboard.AppKitInfo.mainMenuNib] = controller
                    sceneNibNames[controller] = CompiledStoryboard.AppKitInfo.mainMenuNib
                }
                continue
            }
            let named = id == initial || destinations.contains(controller)
            let given = document.attribute("storyboardIdentifier", of: controller)
            let prefix = sdk.namesSceneNibsByControllerClass ? className : "UIViewController"
            guard let identifier = given ?? (named ? "\(prefix)-\(id)" : nil) else { continue }
            // The identifier names a file of the folder: it must not lead out of it.
            if let problem = NibCompiler.nibNameProblem(identifier) {
                let attribute = given != nil ? "storyboardIdentifier" : "id"
                diagnostics.error(
                    "\(given != nil ? "storyboard identifier" : "view controller id") '\(identifier)' cannot name a nib of the compiled storyboard: \(problem)",
                    at: document.location(ofAttribute: attribute, of: controller))
                continue
            }
            // Two controllers cannot share a nib: the first keeps the identifier.
            if let first = identified[identifier] {
                diagnostics.append(Diagnostic(
                    .warning, "storyboard identifier '\(identifier)' is used by an earlier view controller; this one is left out",
                    at: document.location(of: controller),
                    notes: [Diagnostic(.note, "the view controller compiled as '\(identifier)'", at: document.location(of: first))]))
                continue
            }
            identified[identifier] = controller
            sceneNibNames[controller] = identifier
        }
    }

    /// The controllers some scene nib holds (their own, or a container's that embeds them).
    func held(in document: IBDocument) -> Set<Int> {
        var held: Set<Int> = []
        for controller in controllers where sceneNibNames[controller] != nil {
            for scene in StoryboardScene.embedding(of: controller, in: scenes, of: document) { held.insert(scene.controller) }
        }
        return held
    }
}

extension NibCompiler {
    /// Why `name`, which comes from the document (a storyboard identifier, a controller's or a
    /// view's id), cannot name a nib file of the `.storyboardc`: the folder's files must stay inside
    /// it and be files nibc wrote (no `/`, no leading `.` — which `..` and hidden files have —, no
    /// NUL, and `<name>.nib` within a file name's 255 bytes). nil when it can.
    static func nibNameProblem(_ name: String) -> String? {
        let bytes = name.utf8
        if bytes.isEmpty { return "it is empty" }
        if bytes.first == UInt8(ascii: ".") { return "it starts with '.'" }
        if bytes.contains(UInt8(ascii: "/")) { return "it contains '/'" }
        if bytes.contains(0) { return "it contains a NUL character" }
        if bytes.count + ".nib".utf8.count > 255 { return "'\(name.prefix(16))….nib' is longer than a file name's 255 bytes" }
        return nil
    }

    /// Reports each relationship segue that leads back to a controller embedding its source (its
    /// own controller included) as an error at the segue; false when there is one. Iterative:
    /// a hostile storyboard may chain thousands of containers.
    static func reportRelationshipCycles(_ controllers: [Int], in document: IBDocument, into diagnostics: inout Diagnostics) -> Bool {
        enum Mark { case open, done }
        var marks: [Int: Mark] = [:]
        var clean = true
        for start in controllers where marks[start] == nil {
            marks[start] = .open
            var stack: [(controller: Int, segues: [(segue: Int, destination: Int)], next: Int)] = [(start, relationshipSegues(of: start, in: document), 0)]
            while let top = stack.last {
                guard top.next < top.segues.count else {
                    marks[top.controller] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let (segue, destination) = top.segues[top.next]
                switch marks[destination] {
                case .open?:
                    clean = false
                    diagnostics.error(
                        destination == top.controller
                            ? "a relationship segue cannot lead to its own view controller; it would contain itself"
                            : "this relationship segue closes a cycle of containers; a view controller would contain itself",
                        at: document.location(ofAttribute: "destination", of: segue))
                case .done?:
                    break
                case nil:
                    marks[destination] = .open
                    stack.append((destination, relationshipSegues(of: destination, in: document), 0))
                }
            }
        }
        return clean
    }

    /// A controller's relationship segues and the controllers they lead to.
    private static func relationshipSegues(of controller: Int, in document: IBDocument) -> [(segue: Int, destination: Int)] {
        guard let connections = document.child("connections", of: controller) else { return [] }
        return document.children(of: connections).compactMap { segue in
            guard document[segue].name == "segue", document.attribute("kind", of: segue) == "relationship",
                let destination = document.attribute("destination", of: segue).flatMap({ document.nodeByID[$0] })
            else { return nil }
            return (segue, destination)
        }
    }

    /// The scenes no nib holds: a controller with no storyboard identifier that is not the initial
    /// one, no segue leads to and no compiled container embeds. UIKit could never instantiate it,
    /// and nibc writes nothing for it (the rule of `compileStoryboard`, inferred: no corpus pair has
    /// such a scene). One warning at the controller, in the words of Xcode's; its content is
    /// accounted as Interface Builder's own, not as left out one attribute at a time.
    /// Outlets and actions between objects of two scenes: Interface Builder does not allow them and
    /// ibtool archives none, even where both objects end up in one nib (JobDocs: a tab bar scene's
    /// view with 8 buttons whose actions name another scene's controller, which the tab bar's nib
    /// holds as a child; no event connection in Apple's). Left out, and said once per document.
    static func leaveOutCrossSceneConnections(in document: IBDocument, into diagnostics: inout Diagnostics) {
        var first: Int?
        var count = 0
        let sceneOf = Lowering.sceneTable(of: document)
        for connection in document.connections(in: [0..<document.nodes.count])
        where Lowering.crossesScenes(connection, in: document, sceneOf: sceneOf) {
            _ = document.attribute("destination", of: connection.node)
            _ = document.attribute(connection.kind.labelAttribute, of: connection.node)
            if connection.kind == .action { _ = document.attribute("eventType", of: connection.node) }
            first = first ?? connection.node
            count += 1
        }
        guard let first else { return }
        diagnostics.warning(
            "\(count == 1 ? "a connection" : "\(count) connections") between objects of different scenes "
                + "\(count == 1 ? "is" : "are") left out, as ibtool does: Interface Builder does not connect scenes",
            at: document.location(of: first))
    }

    static func leaveOutUnreachableScenes(_ plan: StoryboardPlan, in document: IBDocument, into diagnostics: inout Diagnostics) {
        let held = plan.held(in: document)
        for controller in plan.controllers where !held.contains(controller) {
            guard let scene = plan.scenes[controller], !scene.isReference(in: document) else { continue }
            diagnostics.warning(
                "scene is unreachable due to lack of entry points and does not have an identifier for runtime access "
                    + "via -instantiateViewControllerWithIdentifier:; no nib is written for it",
                at: document.location(of: controller))
        }
    }
}

/// A controller's view nib: its name and the upstream placeholders it uses (their identifiers and
/// the nodes they stand for), in order of first use.
struct ViewNib {
    var name: String
    var externals: [(identifier: String, node: Int)]
}

/// What a storyboard controller's keys hold beyond its own element, in the scene nib being lowered.
struct SceneController {
    /// `UIStoryboardIdentifier`.
    var identifier: String?
    /// `UINibName` and `UIExternalObjectsTableForViewLoading`.
    var viewNib: ViewNib?
    /// `UIParentViewController`: the container that embeds it through a relationship segue.
    var parent: Int?
    /// `UIChildViewControllers`: the controllers it embeds.
    var children: [Int] = []
    /// `UITopLevelObjectsToKeepAliveFromStoryboard`: its scene's other objects.
    var keepAlive: [Int] = []
    /// `UIStoryboardSegueTemplates`: its scene's segues other than relationships.
    var templates: [Int] = []
}

/// Which document nodes go into a scene's nibs. (It keeps node numbers, not the document: its
/// questions take the document, so a scene is small to copy and keep, one per controller.)
struct StoryboardScene {
    let scene: Int
    let controller: Int
    /// The controller's `<view key="view">`.
    let view: Int?
    /// Nodes of the view's subtree.
    let viewNodes: Range<Int>
    /// Nodes of a table view controller's `<refreshControl>`, which ibtool archives on the view, in
    /// the view nib.
    let refreshNodes: Range<Int>
    /// `<viewControllerLayoutGuide>` nodes of the controller.
    let layoutGuides: [Int]
    /// Nodes of the scene's subtree.
    let sceneNodes: Range<Int>
    /// The prototype cells in the scene (each is a nib of its own: Prototypes.swift).
    let prototypes: [Range<Int>]
    /// The scene's segues that become templates (Segues.swift), in document order.
    let templates: [Int]

    init(document: IBDocument, scene: Int, controller: Int) {
        self.scene = scene
        self.controller = controller
        view = document.child(key: "view", of: controller)
        viewNodes = view.map { document.subtree(of: $0) } ?? 0..<0
        refreshNodes = Lowering.refreshControl(ofController: controller, in: document).map { document.subtree(of: $0) } ?? 0..<0
        layoutGuides = document.layoutGuides(of: controller)
        sceneNodes = document.subtree(of: scene)
        prototypes = StoryboardScene.prototypeSubtrees(in: sceneNodes, of: document)
        templates = sceneNodes.filter { Lowering.isSegueTemplate($0, in: document) }
    }

    /// Whether the scene is a storyboard reference (UIKit's `<viewControllerPlaceholder>`, AppKit's
    /// `<controllerPlaceholder>`).
    func isReference(in document: IBDocument) -> Bool {
        ["viewControllerPlaceholder", "controllerPlaceholder"].contains(document[controller].name)
    }

    /// Whether `node` is in a prototype cell.
    func inPrototype(_ node: Int) -> Bool { prototypes.contains { $0.contains(node) } }

    /// Whether `node` belongs in the view nib: in the view, not in a prototype, not a segue.
    func inViewNib(_ node: Int, in document: IBDocument) -> Bool {
        (viewNodes.contains(node) || refreshNodes.contains(node)) && !inPrototype(node) && document[node].name != "segue"
    }

    /// Whether `node` is in the view's subtree, prototypes included (the nodes whose connections
    /// to the outside need placeholders in the view nib), but not a segue.
    func inViewSubtree(_ node: Int, in document: IBDocument) -> Bool {
        (viewNodes.contains(node) || refreshNodes.contains(node)) && document[node].name != "segue"
    }

    /// The controllers this one embeds: the destinations of its relationship segues, in order.
    func embedded(in document: IBDocument) -> [Int] {
        StoryboardScene.relationships(of: controller, in: document).map(\.destination)
    }

    /// The relationship segues of a controller: their `relationship` and destination, in order.
    static func relationships(of controller: Int, in document: IBDocument) -> [(relationship: String, destination: Int)] {
        guard let connections = document.child("connections", of: controller) else { return [] }
        return document.children(of: connections).compactMap { segue in
            guard document[segue].name == "segue", document.attribute("kind", of: segue) == "relationship",
                let destination = document.attribute("destination", of: segue).flatMap({ document.nodeByID[$0] })
            else { return nil }
            return (document.attribute("relationship", of: segue) ?? "", destination)
        }
    }

    /// The scenes a controller's scene nib holds: those of the controllers it embeds, recursively,
    /// each after the ones it embeds itself, then its own (last). A controller embedded twice, or
    /// through a cycle, counts once.
    static func embedding(of controller: Int, in scenes: [Int: StoryboardScene], of document: IBDocument) -> [StoryboardScene] {
        guard let root = scenes[controller] else { return [] }
        var result: [StoryboardScene] = []
        var visited: Set<Int> = [controller]
        // Post-order without recursion (a hostile storyboard may chain thousands of containers).
        var stack: [(scene: StoryboardScene, next: Int, children: [Int])] = [(root, 0, root.embedded(in: document))]
        while let top = stack.last {
            if top.next < top.children.count {
                stack[stack.count - 1].next += 1
                let child = top.children[top.next]
                if let scene = scenes[child], visited.insert(child).inserted { stack.append((scene, 0, scene.embedded(in: document))) }
            } else {
                result.append(top.scene)
                stack.removeLast()
            }
        }
        return result
    }

    /// The scene's view controller: the member of its `<objects>` with `sceneMemberID="viewController"`.
    static func controller(of scene: Int, in document: IBDocument) -> Int? {
        guard let objects = document.child("objects", of: scene) else { return nil }
        return document.children(of: objects).first { document.attribute("sceneMemberID", of: $0) == "viewController" }
    }

    /// The members of the scene's `<objects>`, in document order.
    func members(in document: IBDocument) -> [Int] {
        document.child("objects", of: scene).map { Array(document.children(of: $0)) } ?? []
    }

    /// The scene's members other than the controller, the placeholders and the exit.
    func otherMembers(in document: IBDocument) -> [Int] {
        members(in: document).filter { $0 != controller && document[$0].name != "placeholder" && document[$0].name != "exit" }
    }

    /// Whether `node` belongs in the scene nib: in the scene, not in the view, not a layout guide.
    func inSceneNib(_ node: Int, in document: IBDocument) -> Bool {
        // Segue templates live here, wherever their trigger is.
        if document[node].name == "segue" { return sceneNodes.contains(node) }
        return sceneNodes.contains(node) && !viewNodes.contains(node) && !refreshNodes.contains(node) && !layoutGuides.contains(node)
            && document[node].name != "exit" && !inPrototype(node)
    }
}

extension Lowering {
    /// The view nib of a scene; returns its root and the upstream placeholders it uses (their
    /// identifiers and the nodes they stand for), in order of first use.
    mutating func lowerViewNib(_ scene: StoryboardScene, view: Int) -> (root: ObjectGraph.ID, externals: [(identifier: String, node: Int)]) {
        // The layout guides exist before the view's constraints are lowered, which point at them.
        for guide in scene.layoutGuides { objects[guide] = graph.add("_UILayoutGuide") }
        let document = self.document
        let ordered = createObjects { scene.inViewNib($0, in: document) }
        let owner = proxy("IBFilesOwner")
        let firstResponder = proxy("IBFirstResponder")
        // Objects outside the view that connections link to it (or to its prototypes), each
        // through a placeholder.
        let (externals, placeholders) = upstreamPlaceholders(inside: { scene.inViewSubtree($0, in: document) }, accepts: { scene.inSceneNib($0, in: document) })

        let guides = scene.layoutGuides.compactMap { node in objects[node].map { (node, $0) } }
        if let viewObject = objects[view], !guides.isEmpty {
            var pins: [ObjectGraph.ID] = []
            for (node, guide) in guides {
                pins += lowerLayoutGuide(guide, top: attribute("type", of: node) != "bottom", in: viewObject)
            }
            layoutGuidePrefixes[view] = (guides.map(\.1), pins)
        }
        // At SDK 7 a controller saved without `<layoutGuides>` (Xcode 5.0) still has UIKit's top
        // and bottom guides in an Auto Layout storyboard: ibtool makes them (ProgrammingEvents'
        // MapController: the two guides and their six constraints as for listed guides, listed
        // after the proxies). Later SDKs make none (Cloudinary's 3 such controllers at 8+; the
        // safe-area documents of Xcode 9 on list no guides).
        var implicitGuides: [ObjectGraph.ID] = []
        if guides.isEmpty, options.sdk.addsImplicitLayoutGuides, let viewObject = objects[view],
            document[scene.controller].name == "viewController", document.peek("useAutolayout", of: document.root) == "YES"
        {
            var pins: [ObjectGraph.ID] = []
            for top in [true, false] {
                let guide = graph.add("_UILayoutGuide")
                implicitGuides.append(guide)
                pins += lowerLayoutGuide(guide, top: top, in: viewObject)
            }
            layoutGuidePrefixes[view] = (implicitGuides, pins)
        }
        lowerObjects(ordered)
        // A view element nibc does not lower to an object leaves the outlet on the owner itself.
        let viewObject = objects[view] ?? owner
        let viewOutlet = NibConnection.outlet("view", from: owner, to: viewObject)
        // Static tables' data sources, which the owner reaches first (StaticTables.swift).
        let (dataSources, cellDataSources) = staticDataSources(in: ordered)
        let root = lowerRoot(
            topLevel: (objects[view].map { [$0] } ?? []) + [owner, firstResponder] + dataSources + placeholders,
            traitRoots: staticCells(in: ordered) + [view], ordered: ordered + scene.layoutGuides,
            leadingObjects: [viewObject, owner, firstResponder] + dataSources + placeholders + implicitGuides,
            leadingConnections: dataSources.map { .outlet("staticDataSource", from: owner, to: $0) }, extraConnections: [viewOutlet],
            constraintsHolders: cellDataSources)
        return (root, externals)
    }

    /// One `UpstreamPlaceholder-<id>` proxy per object without one yet that a connection links to a
    /// node `inside` from outside, when `accepts` it; in order of first use.
    /// (AppKit's are `numbered` from 1 [V 1].)
    mutating func upstreamPlaceholders(
        inside: (Int) -> Bool, accepts: (Int) -> Bool, numbered: Bool = false
    ) -> (externals: [(identifier: String, node: Int)], placeholders: [ObjectGraph.ID]) {
        var externals: [(identifier: String, node: Int)] = []
        var placeholders: [ObjectGraph.ID] = []
        for connection in document.connections(in: region.ranges) {
            // A segue's trigger links its source to the segue's template.
            // (An AppKit action names its destination `target`.)
            let destinationID = connection.destination ?? (connection.kind == .action && document.isAppKit ? document.peek("target", of: connection.node) : nil)
            let target = connection.kind == .segue ? (isSegueTemplate(connection.node) ? connection.node : nil) : destinationID.flatMap { document.nodeByID[$0] }
            guard let destination = target else { continue }
            let sourceInside = inside(connection.source)
            guard sourceInside != inside(destination) else { continue }
            let outside = sourceInside ? destination : connection.source
            guard objects[outside] == nil, accepts(outside) else { continue }
            let identifier = "UpstreamPlaceholder-" + (numbered ? "\(externals.count + 1)" : Lowering.generatedID(for: document.attribute("id", of: outside) ?? "\(outside)"))
            let placeholder = proxy(identifier)
            objects[outside] = placeholder
            upstreamNodes.insert(outside)
            externals.append((identifier, outside))
            placeholders.append(placeholder)
        }
        return (externals, placeholders)
    }

    /// The dictionary that maps each upstream placeholder's identifier to the object it stands for.
    mutating func externalObjectsTable(
        _ externals: [(identifier: String, node: Int)], className: String = "NSDictionary"
    ) -> ObjectGraph.ID {
        var table: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
        for external in externals {
            if let object = objects[external.node] { table.append((graph.string(external.identifier), object)) }
        }
        return graph.dictionary(table, className: className)
    }

    /// The scene nib of the last of `scenes`, which holds the others (StoryboardScene.embedding):
    /// the controllers and their scenes' other objects, with the proxies. Each embedded scene
    /// adds its objects and its own UIStoryboardPlaceholder before its container's; the
    /// instantiated controller comes with IBFilesOwner, its scene's placeholders and its
    /// UIStoryboardPlaceholder.
    mutating func lowerSceneNib(_ scenes: [StoryboardScene], viewNibs: [Int: ViewNib]) -> ObjectGraph.ID {
        guard let main = scenes.last else { return graph.add("NSObject") }
        // The embedded scenes bring their objects, not their placeholders (IBFirstResponder).
        let document = self.document
        let ordered = createObjects { node in
            scenes.contains { $0.inSceneNib(node, in: document) && ($0.controller == main.controller || document[node].name != "placeholder") }
        }
        let owner = proxy("IBFilesOwner")
        var parents: [Int: Int] = [:]
        for scene in scenes {
            for child in scene.embedded(in: document) where parents[child] == nil && child != main.controller { parents[child] = scene.controller }
        }
        for scene in scenes {
            sceneControllers[scene.controller] = SceneController(
                identifier: document.attribute("storyboardIdentifier", of: scene.controller), viewNib: viewNibs[scene.controller],
                parent: parents[scene.controller], children: scene.embedded(in: document).filter { objects[$0] != nil },
                keepAlive: scene.otherMembers(in: document).filter { objects[$0] != nil },
                templates: scene.templates.filter { objects[$0] != nil })
            // A navigation controller's bar shows its root controller's navigation item; a tab bar
            // controller's bar its children's tab bar items.
            if let (barKey, itemKey) = Lowering.controllerBarKeys[document[scene.controller].name], let bar = document.child(key: barKey, of: scene.controller),
                let barObject = objects[bar], let controllerObject = objects[scene.controller]
            {
                let items = scene.embedded(in: document).compactMap { document.child(key: itemKey, of: $0) }.filter { objects[$0] != nil }
                controllerBars[bar] = (items.compactMap { objects[$0] }, controllerObject)
                if itemKey == "navigationItem" { for item in items { itemBars[item] = barObject } }
            }
        }
        lowerObjects(ordered)

        var topLevel: [ObjectGraph.ID] = []
        var connections: [NibConnection] = []
        var embeddedConnections: [NibConnection] = []
        for scene in scenes {
            guard let controller = objects[scene.controller] else { continue }
            // A storyboard reference stands for a controller of another storyboard (inferred).
            let storyboard = scene.isReference(in: document) ? nil : proxy("UIStoryboardPlaceholder")
            let members = scene.otherMembers(in: document).compactMap { objects[$0] }
            let placeholders = scene.members(in: document).filter { document[$0].name == "placeholder" }.compactMap { objects[$0] }
            // Before SDK 8 a scene's own placeholders (its First Responder) are proxies of the nib
            // after the scene's members, and the nib has a First Responder of its own besides
            // (ProgrammingEvents, SDK 7: 3 scene nibs, 8 scene placeholders; from SDK 8 the scene's
            // placeholder is the nib's: the Mobilewits pairs, and every later one).
            var scenePlaceholders: [ObjectGraph.ID] = []
            if options.sdk.archivesScenePlaceholders {
                for node in scene.members(in: document) where document[node].name == "placeholder" {
                    scenePlaceholders.append(objects[node] ?? proxy(document.peek("placeholderIdentifier", of: node) ?? "IBFirstResponder"))
                }
            }
            if scene.controller == main.controller {
                let nibPlaceholders = options.sdk.archivesScenePlaceholders ? [proxy("IBFirstResponder")] : placeholders
                topLevel += [controller] + members + scenePlaceholders + [owner] + nibPlaceholders + (storyboard.map { [$0] } ?? [])
                connections.append(
                    .outlet("sceneViewController", from: owner, to: controller))
            } else {
                topLevel += members + scenePlaceholders + (storyboard.map { [$0] } ?? [])
            }
            for segue in scene.templates {
                guard let template = objects[segue] else { continue }
                embeddedConnections.append(
                    .outlet("viewController", from: template, to: controller))
            }
            guard let storyboard else { continue }
            // The instantiated controller's `storyboard` outlet first (3 of the 4 Apptentive pairs).
            let storyboardOutlet = NibConnection.outlet("storyboard", from: controller, to: storyboard)
            if scene.controller == main.controller {
                connections.append(storyboardOutlet)
            } else {
                embeddedConnections.append(storyboardOutlet)
            }
        }
        return lowerRoot(
            topLevel: topLevel, traitRoots: scenes.flatMap { [$0.controller] + $0.otherMembers(in: document) }, ordered: ordered,
            leadingObjects: topLevel, extraConnections: connections + embeddedConnections)
    }

    /// Container element → the key of its bar and of the items that bar shows, one per child.
    static let controllerBarKeys: [String: (bar: String, item: String)] = [
        "navigationController": ("navigationBar", "navigationItem"), "tabBarController": ("tabBar", "tabBarItem"),
    ]

    /// A `_UILayoutGuide` (the top or bottom layout guide of a controller's view): its keys, and the
    /// constraints that pin it to `view`, which the view lists first among its constraints.
    mutating func lowerLayoutGuide(_ guide: ObjectGraph.ID, top: Bool, in view: ObjectGraph.ID) -> [ObjectGraph.ID] {
        func constraint(_ first: ObjectGraph.ID, _ firstAttribute: Int64, _ second: ObjectGraph.ID?, _ secondAttribute: Int64) -> ObjectGraph.ID {
            var entries: [ObjectGraph.Entry] = [
                .init("NSFirstItem", .object(first)), .init("NSFirstAttributeV2", .integer(firstAttribute)),
                .init("NSFirstAttribute", .integer(firstAttribute)),
            ]
            if let second {
                entries += [
                    .init("NSSecondItem", .object(second)), .init("NSSecondAttributeV2", .integer(secondAttribute)),
                    .init("NSSecondAttribute", .integer(secondAttribute)),
                ]
            } else if options.sdk.archivesMissingSecondAttribute {
                entries += [.init("NSSecondAttributeV2", .integer(0)), .init("NSSecondAttribute", .integer(0))]
            }
            entries.append(.init("NSShouldBeArchived", .bool(true)))
            return graph.add("NSLayoutConstraint", entries)
        }
        // leading 5, top 3, bottom 4, height 8; the support constraint is on the width (7).
        let pins =
            top
            ? [constraint(guide, 5, view, 5), constraint(guide, 3, view, 3), constraint(guide, 8, nil, 0)]
            : [constraint(guide, 5, view, 5), constraint(guide, 8, nil, 0), constraint(view, 4, guide, 4)]
        var supportEntries: [ObjectGraph.Entry] = [
            .init("NSFirstItem", .object(guide)), .init("NSFirstAttributeV2", .integer(7)), .init("NSFirstAttribute", .integer(7)),
            .init("NSShouldBeArchived", .bool(true)), .init("NSPriority", .integer(999)),
        ]
        if options.sdk.archivesMissingSecondAttribute {
            supportEntries += [.init("NSSecondAttributeV2", .integer(0)), .init("NSSecondAttribute", .integer(0))]
        }
        let support = graph.add("_UILayoutSupportConstraint", supportEntries)
        graph.append([
            .init("UIDeepDrawRect", .bool(true)), .init("UIOpaque", .bool(true)), .init("UIHidden", .bool(true)),
            .init("UIAutoresizeSubviews", .bool(true)), .init("UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .bool(true)),
            .init("UIViewAutolayoutConstraints", array([support], className: "NSMutableArray")),
            .init("UIViewSemanticContentAttribute", .integer(0)),
            // Like every view from SDK 13 (14 of 14 such guides in Apple's nibs, before the identifier).
            .init("UIViewLargeContentStoredProperties", .null),
            .init("_UILayoutGuideIdentifier", string(top ? "_UIViewControllerTop" : "_UIViewControllerBottom")),
            .init("_UILayoutGuideConstraintsToRemove", array(pins)),
        ], to: guide)
        return pins
    }

    /// An IB-style object id (`abc-12-XYZ`) derived from `seed`: stands in for the ids ibtool makes
    /// up at random, so that the same storyboard always gives the same bytes.
    static func generatedID(for seed: String) -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ("upstream:" + seed).utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        var characters: [Character] = []
        for position in 0..<8 {
            if position == 3 || position == 5 { characters.append("-") }
            characters.append(alphabet[Int(state % UInt64(alphabet.count))])
            state = (state / UInt64(alphabet.count)) ^ (state &* 0x9E37_79B9_7F4A_7C15)
        }
        return String(characters)
    }
}
