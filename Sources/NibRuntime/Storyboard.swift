// Storyboard.swift — a compiled storyboard (`.storyboardc`) at run time, like UIStoryboard.
//
// A storyboard is a folder of nibs plus an Info.plist naming the initial controller and mapping
// controller identifiers to scene nibs (FIELD-GUIDE §4). A scene nib is instantiated with an
// internal owner that receives the `sceneViewController` outlet, and with the storyboard itself as
// the `UIStoryboardPlaceholder` external object (so controllers get their `storyboard` outlet).
// A controller's view lives in a second nib (`UINibName`), loaded on first access with the
// controller as owner and its `UIExternalObjectsTableForViewLoading` as external objects.
// Segue templates decode into `StoryboardSegueTemplate`, which instantiates the destination.
// AppKit storyboards have the same shape with `NS` names (`NSViewControllerIdentifiersToNibNames`,
// `NSStoryboardPlaceholder`, the `sceneController` outlet, `NSNibName`); both are read.
// A storyboard reference (`UIViewControllerPlaceholder`: `UIStoryboardName`, `UIReferencedIdentifier`)
// decodes into the controller it names, instantiated from that storyboard as UIKit's placeholder
// replaces itself: the storyboard beside this one (`<name>.storyboardc` in the same folder), or
// what the `referenceResolver` gives. The storyboards one instantiation reaches share one cache,
// and references nest at most `maximumReferenceDepth` deep (a cycle of references is an error).

import Foundation
import NibArchive

/// A compiled storyboard.
public final class NibStoryboard {
    /// The storyboard's name (the folder name without `.storyboardc`).
    public let name: String
    public let registry: ClassRegistry
    /// `UIStoryboardDesignatedEntryPointIdentifier`.
    public let initialViewControllerIdentifier: String?
    /// `UIViewControllerIdentifiersToNibNames`: controller identifier → scene nib name.
    public let nibNames: [String: String]
    /// AppKit's `NSStoryboardMainMenu`: the identifier of the main menu scene, which has no controller.
    public let mainMenuIdentifier: String?
    /// `UI` for UIKit storyboards, `NS` for AppKit ones: the prefix of the keys and placeholders.
    private let prefix: String
    private let folder: URL?
    private let nibs: [String: NibArchive]
    /// The system whose member of a nib directory is loaded (nil: the newest).
    private let systemVersion: NibDirectory.Version?
    private var templates: [(source: Weak, template: StoryboardSegueTemplate)] = []
    /// A language's strings table for every nib of the storyboard (`Nib.localizedStrings`).
    public var localizedStrings: [String: String] = [:]
    /// Finds the storyboard a reference names (nil: the `.storyboardc` beside this one's folder).
    private let referenceResolver: ReferenceResolver?
    /// The storyboards references reached, shared by the storyboards they reached.
    private var references = References()

    /// Opens the storyboard named by a reference (`UIStoryboardName`) with `registry`.
    public typealias ReferenceResolver = (_ name: String, _ registry: ClassRegistry) throws(NibLoadError) -> NibStoryboard

    /// How deep references may nest while one controller is instantiated.
    public static let maximumReferenceDepth = 16

    final class References {
        var storyboards: [String: NibStoryboard] = [:]
        var depth = 0
    }

    /// Opens a `.storyboardc` folder; its Info.plist and nib directories are the ones for
    /// `systemVersion` (nil: the newest).
    public init(
        contentsOf url: URL, registry: ClassRegistry = ClassRegistry(), systemVersion: NibDirectory.Version? = nil
    ) throws(NibLoadError) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let plistURL = url.appendingPathComponent(NibDirectory.infoPlist(of: names, systemVersion: systemVersion) ?? "Info.plist")
        guard let data = FileManager.default.contents(atPath: plistURL.path),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { throw NibLoadError(.unreadableFile, file: plistURL.path) }
        name = url.deletingPathExtension().lastPathComponent
        self.registry = registry
        prefix = plist["NSViewControllerIdentifiersToNibNames"] != nil ? "NS" : "UI"
        initialViewControllerIdentifier = plist["\(prefix)StoryboardDesignatedEntryPointIdentifier"] as? String
        nibNames = plist["\(prefix)ViewControllerIdentifiersToNibNames"] as? [String: String] ?? [:]
        mainMenuIdentifier = plist["NSStoryboardMainMenu"] as? String
        folder = url
        nibs = [:]
        self.systemVersion = systemVersion
        referenceResolver = nil
    }

    /// A storyboard held in memory, e.g. straight from the compiler. An AppKit storyboard has a
    /// main menu identifier (`NSStoryboardMainMenu`); references to other storyboards are opened by
    /// `referenceResolver` (none: a reference is an error when it is decoded).
    public init(
        name: String, nibs: [String: NibArchive], identifiersToNibNames: [String: String],
        initialViewControllerIdentifier: String?, registry: ClassRegistry = ClassRegistry(),
        mainMenuIdentifier: String? = nil, referenceResolver: ReferenceResolver? = nil
    ) {
        self.name = name
        self.nibs = nibs
        nibNames = identifiersToNibNames
        self.initialViewControllerIdentifier = initialViewControllerIdentifier
        self.registry = registry
        folder = nil
        systemVersion = nil
        self.mainMenuIdentifier = mainMenuIdentifier
        prefix = mainMenuIdentifier == nil ? "UI" : "NS"
        self.referenceResolver = referenceResolver
    }

    /// The controller a storyboard reference names: `identifier` (nil: the initial controller) of
    /// the storyboard `storyboardName` — this one, or one the references of this instantiation
    /// already opened, or the resolver's.
    func referencedController(storyboardName: String, identifier: String?) throws(NibLoadError) -> AnyObject {
        guard references.depth < NibStoryboard.maximumReferenceDepth else {
            throw NibLoadError(.storyboard("storyboard references nest deeper than \(NibStoryboard.maximumReferenceDepth) (a cycle of references?)"))
        }
        references.depth += 1
        defer { references.depth -= 1 }
        let storyboard: NibStoryboard
        if storyboardName == name {
            storyboard = self
        } else if let opened = references.storyboards[storyboardName] {
            storyboard = opened
        } else {
            storyboard = try open(storyboardName)
            storyboard.references = references
            references.storyboards[storyboardName] = storyboard
        }
        if let identifier { return try storyboard.instantiateViewController(withIdentifier: identifier) }
        guard let controller = try storyboard.instantiateInitialViewController() else {
            throw NibLoadError(.storyboard("storyboard '\(storyboardName)', named by a reference, has no initial view controller"))
        }
        return controller
    }

    /// The storyboard a reference names: the resolver's, else `<name>.storyboardc` beside this one.
    private func open(_ storyboardName: String) throws(NibLoadError) -> NibStoryboard {
        if let referenceResolver { return try referenceResolver(storyboardName, registry) }
        guard let folder, !storyboardName.contains("/"), storyboardName != "..", storyboardName != "." else {
            throw NibLoadError(.storyboard("storyboard '\(name)' cannot open the storyboard '\(storyboardName)' a reference names"))
        }
        return try NibStoryboard(
            contentsOf: folder.deletingLastPathComponent().appendingPathComponent(storyboardName + ".storyboardc"), registry: registry,
            systemVersion: systemVersion)
    }

    /// The nib named `name` (`<name>.nib` in the folder).
    public func nib(named name: String) throws(NibLoadError) -> Nib {
        var nib = try unlocalizedNib(named: name)
        nib.localizedStrings = localizedStrings
        return nib
    }

    private func unlocalizedNib(named name: String) throws(NibLoadError) -> Nib {
        if let archive = nibs[name] { return try Nib(archive: archive, registry: registry, file: "\(self.name).storyboardc/\(name).nib") }
        guard let folder else { throw NibLoadError(.storyboard("storyboard '\(self.name)' has no nib named '\(name)'")) }
        let url = folder.appendingPathComponent(name + ".nib")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NibLoadError(.storyboard("storyboard '\(self.name)' has no nib named '\(name)'"), file: url.path)
        }
        return try Nib(contentsOf: url, registry: registry, systemVersion: systemVersion)
    }

    /// The initial view controller, or nil when the storyboard has none.
    public func instantiateInitialViewController() throws(NibLoadError) -> AnyObject? {
        guard let identifier = initialViewControllerIdentifier else { return nil }
        return try instantiateViewController(withIdentifier: identifier)
    }

    /// A new instance of the controller with storyboard identifier `identifier`.
    public func instantiateViewController(withIdentifier identifier: String) throws(NibLoadError) -> AnyObject {
        let scene = try loadScene(withIdentifier: identifier)
        guard let controller = scene.controller else {
            throw NibLoadError(.storyboard("the scene of '\(identifier)' in storyboard '\(name)' sets no scene controller outlet"))
        }
        return controller
    }

    /// Instantiates the scene nib of `identifier` and returns its controller (nil for a main menu
    /// scene) with everything about the instantiation.
    public func loadScene(withIdentifier identifier: String) throws(NibLoadError) -> (controller: AnyObject?, instance: NibInstance) {
        guard let nibName = nibNames[identifier] else {
            throw NibLoadError(.storyboard("storyboard '\(name)' has no view controller with identifier '\(identifier)'"))
        }
        let owner = SceneOwner()
        let instance = try nib(named: nibName).load(
            DecodingSession.Externals(owner: owner, objects: ["\(prefix)StoryboardPlaceholder": self], storyboard: self))
        return (owner.sceneViewController, instance)
    }

    /// Loads a controller's view nib with the controller as File's Owner and `externalObjects`
    /// (its `UIExternalObjectsTableForViewLoading`); the nib's `view` outlet sets the view.
    public func loadView(nibNamed nibName: String, owner: AnyObject, externalObjects: [String: AnyObject]) throws(NibLoadError) -> NibInstance {
        try nib(named: nibName).load(DecodingSession.Externals(owner: owner, objects: externalObjects, storyboard: self))
    }

    /// Loads the view nib of a controller decoded generically (`UINibName`); nil when it has none.
    public func loadView(of controller: NibObject) throws(NibLoadError) -> NibInstance? {
        guard let nibName = controller.object(forKey: "\(prefix)NibName") as? String else { return nil }
        let table = controller.object(forKey: "\(prefix)ExternalObjectsTableForViewLoading") as? [String: Any] ?? [:]
        return try loadView(nibNamed: nibName, owner: controller, externalObjects: table.mapValues { $0 as AnyObject })
    }

    /// Performs the segue `identifier` of `source` (a controller this storyboard instantiated):
    /// instantiates the destination, then calls `prepare(for:sender:)` and `perform(_:)` on the
    /// source when it adopts `StoryboardSegueHandling`.
    @discardableResult
    public func performSegue(withIdentifier identifier: String, from source: AnyObject, sender: Any? = nil) throws(NibLoadError) -> StoryboardSegue {
        templates.removeAll { $0.source.object == nil }
        guard let template = templates.first(where: { $0.source.object === source && $0.template.identifier == identifier })?.template else {
            throw NibLoadError(.storyboard("\(type(of: source)) has no segue with identifier '\(identifier)'"))
        }
        return try template.perform(sender: sender)
    }

    func register(_ template: StoryboardSegueTemplate, source: AnyObject) {
        templates.append((Weak(object: source), template))
    }

    struct Weak {
        weak var object: AnyObject?
    }
}

/// Receives the `sceneViewController` outlet of a scene nib.
private final class SceneOwner: NibConnectable {
    var sceneViewController: AnyObject?

    func setValue(_ value: Any?, forKey key: String) throws {
        guard key == "sceneViewController" || key == "sceneController" else { throw NibLoadError.undefinedKey(self, key) }
        sceneViewController = value as AnyObject?
    }
}

/// A segue being performed.
public struct StoryboardSegue {
    public var identifier: String?
    /// The template's class: `UIStoryboardShowSegueTemplate`, `…PresentationSegueTemplate`, …
    public var kind: String
    /// For show and show-detail segues, `showViewController:sender:` or `showDetailViewController:sender:`.
    public var actionName: String?
    public var source: AnyObject
    public var destination: AnyObject
}

/// A controller that takes part in its segues (UIViewController's `prepare(for:sender:)` and the
/// segue's `perform`).
public protocol StoryboardSegueHandling: AnyObject {
    func prepare(for segue: StoryboardSegue, sender: Any?)
    /// Shows the destination (push it, present it…).
    func perform(_ segue: StoryboardSegue) throws
}

/// A segue template (`UIStoryboard…SegueTemplate`): the recipe a controller keeps for each segue.
public final class StoryboardSegueTemplate: NibDecodable, NibActionTarget {
    /// The template's class name, which says the kind of segue.
    public let kind: String
    public let identifier: String?
    /// The storyboard identifier of the destination controller (empty for an unwind segue, which
    /// has none: `UIStoryboardUnwindSegueTemplate`).
    public let destinationIdentifier: String
    public let actionName: String?
    /// The controller the segue starts from (the `viewController` outlet).
    public private(set) weak var viewController: AnyObject?
    /// An embed segue's container: the view in the source's view nib that the destination's view
    /// goes into (`containerView`, an outlet the view nib sets on `UIStoryboardEmbedSegueTemplate`).
    public private(set) weak var containerView: AnyObject?
    private weak var storyboard: NibStoryboard?

    public init(coder: NibDecoder) throws {
        kind = coder.className
        identifier = try coder.decodeIfPresent(String.self, forKey: "UIIdentifier")
        destinationIdentifier = try coder.decodeIfPresent(String.self, forKey: "UIDestinationViewControllerIdentifier") ?? ""
        actionName = try coder.decodeIfPresent(String.self, forKey: "UIActionName")
        storyboard = coder.storyboard
    }

    public func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "viewController":
            viewController = value as AnyObject?
            if let viewController { storyboard?.register(self, source: viewController) }
        case "containerView" where kind.hasSuffix("EmbedSegueTemplate"):
            containerView = value as AnyObject?
        default:
            throw NibLoadError.undefinedKey(self, key)
        }
    }

    /// `perform:`, the action of a button or cell that triggers the segue.
    public func performAction(_ selector: String, sender: Any?) throws -> Bool {
        guard selector == "perform:" else { return false }
        try perform(sender: sender)
        return true
    }

    /// Instantiates the destination and hands the segue to the source controller.
    @discardableResult
    public func perform(sender: Any?) throws(NibLoadError) -> StoryboardSegue {
        guard let storyboard, let source = viewController else {
            throw NibLoadError(.storyboard("segue '\(identifier ?? kind)' has no storyboard or source controller"))
        }
        guard !destinationIdentifier.isEmpty else {
            throw NibLoadError(.storyboard("segue '\(identifier ?? kind)' unwinds to a controller already shown; NibRuntime performs no unwind segue"))
        }
        let destination = try storyboard.instantiateViewController(withIdentifier: destinationIdentifier)
        let segue = StoryboardSegue(identifier: identifier, kind: kind, actionName: actionName, source: source, destination: destination)
        if let handler = source as? any StoryboardSegueHandling {
            handler.prepare(for: segue, sender: sender)
            do {
                try handler.perform(segue)
            } catch let error as NibLoadError {
                throw error
            } catch {
                throw NibLoadError(.failed(error))
            }
        }
        return segue
    }
}
