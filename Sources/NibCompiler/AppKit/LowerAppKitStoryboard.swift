// LowerAppKitStoryboard.swift — a macOS storyboard into the nibs of its `.storyboardc`
// (FIELD-GUIDE-APPKIT §18; issue 32). The same plan as UIKit's (`StoryboardPlan`: which
// controllers get a nib, which scenes a nib holds through relationship segues), with AppKit's nibs:
//
// - the application scene is `MainMenu.nib`: the application (an `NSCustomObject` named
//   `NSApplication` holding `IBMainMenu`), the nib's own `NSApplication`, then the main menu as a
//   top-level object (its parent File's Owner) [V 5/5];
// - a window or view controller with a nib (an identifier, the initial one, a segue's destination;
//   named `NSWindowController-<id>` without an identifier) holds: one `NSStoryboardPlaceholder` per
//   controller it embeds, the controller and its elements — a window's content view controller
//   right after the window and the plain content view ibtool gives it, their parent the window —,
//   the nib's `NSApplication`, its scenes' other objects, then its own `NSStoryboardPlaceholder`
//   [V 7/7]. Outlets `sceneController` (File's Owner → controller), `storyboard` (each controller
//   → its placeholder), `window` (window controller → window), and a runtime attribute
//   `contentViewController` on the window [V 7/7];
// - each controller's view is the nib `<controller id>-view-<view id>`: File's Owner a plain
//   `NSObject`, the view's elements, `NSApplication`, then one `UpstreamPlaceholder-<n>` per object
//   outside the view that a connection links to it, numbered from 1 [V 1]; the `view` outlet;
// - File's Owner of every nib is a plain `NSObject`; the scene's First Responder is not archived,
//   and an action sent to it has no destination, as in a xib.
// Order of the made-up outlets: ibtool's changes from build to build (5 of 7 pairs one way); nibc
// sorts them by their sources' ids as the document's (AppKitNibFormat).
// Not yet (each warned where it is): tab and split view controllers' items, segues other than a
// window's content (show, modal, sheet, popover, embed, custom), storyboard references.

import InterfaceBuilder
import NibArchive

extension NibCompiler {
    /// Compiles a macOS storyboard (`compileStoryboard` for `MacOSX.Cocoa`).
    static func compileAppKitStoryboard(
        _ document: IBDocument, options: CompileOptions, format: any NibFormat.Type, diagnostics: inout Diagnostics,
        sink: ((_ nib: CompiledStoryboard.Nib, _ members: [String]?) -> Void)?
    ) -> CompiledStoryboard? {
        guard let plan = StoryboardPlan(document, diagnostics: &diagnostics) else { return nil }
        warnAboutMacOSTarget(of: document, into: &diagnostics)
        var result = CompiledStoryboard()
        result.appKit = CompiledStoryboard.AppKitInfo()
        var viewNibs: [Int: ViewNib] = [:]
        var names: [String: String] = [:]
        for controller in plan.controllers {
            // (A storyboard reference stands for another storyboard's controller: not compiled yet.)
            guard let identifier = plan.sceneNibNames[controller], plan.scenes[controller]?.isReference(in: document) == false else { continue }
            let embedding = StoryboardScene.embedding(of: controller, in: plan.scenes, of: document)
            for scene in embedding where viewNibs[scene.controller] == nil {
                guard let view = scene.view, let viewID = document.attribute("id", of: view),
                    let controllerID = document.attribute("id", of: scene.controller)
                else { continue }
                let name = "\(controllerID)-view-\(viewID)"
                if let problem = nibNameProblem(name) {
                    diagnostics.error(
                        "ids '\(controllerID)' and '\(viewID)' cannot name the view nib '\(name)' of the compiled storyboard: \(problem)",
                        at: document.location(ofAttribute: "id", of: view))
                    continue
                }
                var lowering = Lowering(document: document, options: options, format: format, region: NodeRegion([scene.sceneNodes]))
                lowering.sceneNibNames = plan.sceneNibNames
                let (root, externals) = lowering.lowerAppKitViewNib(scene, view: view)
                lowering.fitToSDK()
                diagnostics.append(contentsOf: lowering.diagnostics)
                result.take(.init(name: name, archive: format.builder(sdk: options.sdk).build(lowering.graph, root: root)), sink: sink)
                viewNibs[scene.controller] = ViewNib(name: name, externals: externals)
            }
            var lowering = Lowering(document: document, options: options, format: format, region: NodeRegion(embedding.map(\.sceneNodes)))
            lowering.sceneNibNames = plan.sceneNibNames
            let root = lowering.lowerAppKitSceneNib(embedding, viewNibs: viewNibs)
            lowering.fitToSDK()
            diagnostics.append(contentsOf: lowering.diagnostics)
            result.take(.init(name: identifier, archive: format.builder(sdk: options.sdk).build(lowering.graph, root: root)), sink: sink)
            names[identifier] = identifier
            if identifier != CompiledStoryboard.AppKitInfo.mainMenuNib {
                result.appKit?.uuids.append((identifier, Lowering.storyboardUUID(of: controller, in: document)))
            }
            if document.attribute("id", of: controller) == plan.initial { result.entryPoint = identifier }
        }
        result.identifiersToNibNames = names.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        result.appKit?.uuids.sort { $0.identifier < $1.identifier }
        result.nibs.sort { $0.name < $1.name }
        warnAppKitSeguesNotCompiled(plan, in: document, into: &diagnostics)
        leaveOutUnreachableScenes(plan, in: document, into: &diagnostics)
        reportNotCompiled(in: document, plan: plan, into: &diagnostics)
        return result
    }

    /// The relationships AppKit's nibs realise: a window controller's content.
    static let appKitCompiledRelationships: Set<String> = ["window.shadowedContentViewController"]

    /// A warning at each segue whose template or relationship nibc does not write yet: the
    /// destination's nib is written, but nothing leads to it from the segue's source.
    static func warnAppKitSeguesNotCompiled(_ plan: StoryboardPlan, in document: IBDocument, into diagnostics: inout Diagnostics) {
        for node in document.nodes.indices where document[node].name == "segue" {
            let kind = document.attribute("kind", of: node) ?? ""
            if kind == "relationship" {
                let relationship = document.attribute("relationship", of: node) ?? ""
                guard !appKitCompiledRelationships.contains(relationship) else { continue }
                diagnostics.warning(
                    "the '\(relationship)' relationship is not compiled yet: the container is written without this child",
                    at: document.location(of: node))
            } else {
                diagnostics.warning(
                    "'\(kind)' segues of macOS storyboards are not compiled yet: the segue is left out of the nib",
                    at: document.location(of: node))
            }
        }
    }
}

extension Lowering {
    /// Whether `node` is a scene's First Responder, which an AppKit nib does not archive.
    func isAppKitFirstResponder(_ node: Int) -> Bool { NibCompiler.isAppKitFirstResponder(node, in: document) }

    /// The nib of a storyboard scene's controller and the scenes it embeds (the last of `scenes`
    /// holds the others: `StoryboardScene.embedding`).
    mutating func lowerAppKitSceneNib(_ scenes: [StoryboardScene], viewNibs: [Int: ViewNib]) -> ObjectGraph.ID {
        guard let main = scenes.last else { return graph.add("NSObject") }
        let document = self.document
        for scene in scenes {
            let contents = StoryboardScene.relationships(of: scene.controller, in: document)
                .filter { NibCompiler.appKitCompiledRelationships.contains($0.relationship) }.map(\.destination)
            sceneControllers[scene.controller] = SceneController(
                identifier: document.attribute("storyboardIdentifier", of: scene.controller), viewNib: viewNibs[scene.controller], children: contents)
        }
        let owner = graph.add("NSCustomObject", [.init(format.classNameKey, string("NSObject"))])
        let isApplication = plans.byElement[document[main.controller].name] == "NSApplication"
        var listed: [AppKitListed] = []
        var parts = AppKitNibParts()
        var storyboards: [Int: ObjectGraph.ID] = [:]
        if !isApplication {
            for scene in scenes.dropLast() {
                storyboards[scene.controller] = proxy("NSStoryboardPlaceholder")
                listed.append(.object(storyboards[scene.controller]!))
            }
        }
        // The application's main menu is a top-level object of its own, after the nib's Application.
        let mainMenu = isApplication ? document.child(key: "mainMenu", of: main.controller).map { document.subtree(of: $0) } : nil
        let scenesByController = Dictionary(scenes.map { ($0.controller, $0) }, uniquingKeysWith: { first, _ in first })
        var windows: [(window: Int, controller: Int)] = []
        // A controller's elements (not its view's: that is a nib of its own), each window followed
        // by its content view and content view controller.
        func appendItems(of scene: StoryboardScene, parent: AppKitParent) {
            let contents = sceneControllers[scene.controller]?.children ?? []
            for node in appKitObjectOrder(from: scene.controller) where scene.inSceneNib(node, in: document) {
                if let mainMenu, mainMenu.contains(node) { continue }
                listed.append(.node(node, parent: node == scene.controller ? parent : .document))
                guard document.peek("key", of: node) == "window", document[node].parent == scene.controller else { continue }
                windows.append((node, scene.controller))
                if document.child(key: "contentView", of: node) == nil {
                    let view = windowContentView(node)
                    windowContentViews[node] = view
                    listed.append(.object(view, parent: .node(node)))
                }
                for content in contents {
                    if let embedded = scenesByController[content] { appendItems(of: embedded, parent: .node(node)) }
                }
            }
        }
        appendItems(of: main, parent: .owner)
        // The children of relationships not compiled yet (split and tab items) are archived, after
        // their container's elements, but not linked to it.
        let placed = Set(sceneControllers.values.flatMap(\.children))
        var containers: [Int: Int] = [:]
        for scene in scenes {
            for child in scene.embedded(in: document) where containers[child] == nil { containers[child] = scene.controller }
        }
        for scene in scenes.dropLast() where !placed.contains(scene.controller) {
            appendItems(of: scene, parent: containers[scene.controller].map { .node($0) } ?? .owner)
        }
        listed.append(.object(graph.add("NSCustomObject", [.init(format.classNameKey, string("NSApplication"))])))
        if let mainMenu {
            listed += appKitObjectOrder(from: mainMenu.lowerBound).map { .node($0, parent: $0 == mainMenu.lowerBound ? .owner : .document) }
        }
        for scene in scenes {
            for member in scene.otherMembers(in: document) {
                listed += appKitObjectOrder(from: member).filter { scene.inSceneNib($0, in: document) }.map { .node($0) }
            }
        }
        if !isApplication {
            storyboards[main.controller] = proxy("NSStoryboardPlaceholder")
            listed.append(.object(storyboards[main.controller]!))
        }
        let made = makeAppKitObjects(listed, owner: owner)

        if !isApplication, let controller = objects[main.controller] {
            parts.connections.append(.outlet("sceneController", from: owner, to: controller))
        }
        for scene in scenes {
            guard let controller = objects[scene.controller], let storyboard = storyboards[scene.controller] else { continue }
            let id = document.attribute("id", of: scene.controller) ?? ""
            parts.connections.append(NibConnection(kind: .outlet, label: "storyboard", source: controller, destination: storyboard, sourceID: id))
        }
        for (window, controller) in windows {
            guard let windowObject = objects[window], let controllerObject = objects[controller] else { continue }
            let id = document.attribute("id", of: controller) ?? ""
            parts.connections.append(NibConnection(kind: .outlet, label: "window", source: controllerObject, destination: windowObject, sourceID: id))
            let contents = (sceneControllers[controller]?.children ?? []).compactMap { objects[$0] }
            guard let content = contents.first else { continue }
            parts.runtimeAttributes.append(graph.add("NSIBUserDefinedRuntimeAttributesConnector", [
                .init("NSObject", .object(windowObject)), .init("NSValues", array([content])),
                .init("NSKeyPaths", array([graph.string("contentViewController")])),
            ]))
        }
        return finishAppKitNib(made, parts: parts)
    }

    /// The plain view ibtool gives a storyboard window without a content view: the content
    /// rectangle's size, autoresizing its subviews (`NSvFlags` 0x100) [V 7/7].
    mutating func windowContentView(_ window: Int) -> ObjectGraph.ID {
        let rect = document.child(key: "contentRect", of: window)
        let size = AppKitGeometry.size(rect.flatMap { double("width", of: $0) } ?? 0, rect.flatMap { double("height", of: $0) } ?? 0)
        return graph.add("NSView", [
            .init("NSNextResponder", .null), .init("NSNibTouchBar", .null), .init("NSvFlags", .integer(0x100)),
            .init("NSFrameSize", string(size)), .init("NSViewWantsBestResolutionOpenGLSurface", .bool(true)),
            .init("IBNSSafeAreaLayoutGuide", .null), .init("IBNSLayoutMarginsGuide", .null), .init("IBNSClipsToBounds", .integer(0)),
        ])
    }

    /// The nib of a storyboard controller's view; returns its root and its upstream placeholders.
    mutating func lowerAppKitViewNib(_ scene: StoryboardScene, view: Int) -> (root: ObjectGraph.ID, externals: [(identifier: String, node: Int)]) {
        let owner = graph.add("NSCustomObject", [.init(format.classNameKey, string("NSObject"))])
        let document = self.document
        var made = makeAppKitObjects(appKitObjectOrder(from: view).filter { scene.inViewNib($0, in: document) }.map { .node($0, parent: $0 == view ? .owner : .document) }, owner: owner)
        made.listed.append(.object(graph.add("NSCustomObject", [.init(format.classNameKey, string("NSApplication"))])))
        // Objects outside the view that connections link to it, each through a placeholder.
        let (externals, placeholders) = upstreamPlaceholders(
            inside: { scene.inViewSubtree($0, in: document) }, accepts: { [self] in scene.inSceneNib($0, in: document) && !isAppKitFirstResponder($0) && document[$0].name != "segue" },
            numbered: true)
        made.listed += placeholders.map { .object($0) }
        var parts = AppKitNibParts()
        if let viewObject = objects[view] { parts.connections.append(.outlet("view", from: owner, to: viewObject)) }
        return (finishAppKitNib(made, parts: parts), externals)
    }
}
