// CorpusInstantiationTests.swift — every NIBArchive in ../shared/corpus instantiates with an empty
// registry (generic objects), every reference resolved, and every Apple-compiled storyboard opens.

import Foundation
import NibArchive
import NibRuntime
import NibTestSupport
import Testing

@Suite("Corpus instantiation")
struct CorpusInstantiationTests {
    @Test("every corpus nib instantiates into generic objects", .needsCorpus)
    func everyNibInstantiates() throws {
        let nibs = Corpus.nibArchives()
        #expect(nibs.count >= 402, "found only \(nibs.count) NIBArchive files")
        var totals = (files: 0, topLevel: 0, outlets: 0, actions: 0, attributes: 0, awakened: 0, skipped: 0)
        // Storyboard nibs need their storyboard (UIStoryboardPlaceholder, the view-loading tables):
        // they are loaded through it, scene by scene and view by view.
        // A storyboard whose nibs are nib directories is loaded once per member kind (every
        // `objects-N+.nib` variant, and `runtime.nib` for systems older than all of them).
        var storyboardNibs: [String: NibInstance] = [:]
        for folder in Set(nibs.compactMap { storyboardFolder(of: $0.url) }).sorted(by: { $0.path < $1.path }) {
            let members = nibs.map(\.url).filter { storyboardFolder(of: $0) == folder && $0.deletingLastPathComponent() != folder }
            let versions: [NibDirectory.Version?] =
                members.isEmpty ? [nil] : [[0]] + NibDirectory.variants(among: members.map(\.lastPathComponent)).map { $0 }
            for version in versions {
                do {
                    storyboardNibs.merge(try loadStoryboard(folder, systemVersion: version), uniquingKeysWith: { first, _ in first })
                } catch {
                    Issue.record("\(Corpus.relativePath(folder)): \(error)")
                }
            }
        }
        for nib in nibs {
            let name = Corpus.relativePath(nib.url)
            do {
                let inStoryboard = storyboardFolder(of: nib.url) != nil
                guard let instance = inStoryboard ? storyboardNibs[nib.url.path] : try loadAlone(nib.bytes, name)
                else {
                    Issue.record("\(name): no scene or view controller of its storyboard loads it")
                    continue
                }
                let archive = try NibArchive(bytes: nib.bytes)
                totals.files += 1
                totals.topLevel += instance.topLevelObjects.count
                totals.outlets += instance.outletCount
                totals.actions += instance.actionCount
                totals.attributes += instance.runtimeAttributeCount
                totals.awakened += instance.awakenedCount
                totals.skipped += instance.skippedConnectionCount
                // Every reference resolved: each generic object's object-valued entries hold objects.
                try checkResolved(instance, archive, name)
            } catch {
                Issue.record("\(error)")
            }
        }
        print("instantiated: \(totals)")
        #expect(totals.files == nibs.count)
    }

    /// Loads a nib found outside its storyboard (a scene or view nib of `nibs/mined`, named
    /// `….storyboardc__<nib>.nib`), or a xib's nib, as its caller would: with an object for each
    /// external object it names — what a storyboard passes (itself for `UIStoryboardPlaceholder`,
    /// the controller's `UIExternalObjectsTableForViewLoading` for `UpstreamPlaceholder-<id>`) or an
    /// app passes in `UINibExternalObjects`.
    private func loadAlone(_ bytes: [UInt8], _ name: String) throws -> NibInstance {
        let nib = try Nib(bytes: bytes, file: name)
        let identifiers = nib.externalObjectIdentifiers
        if !identifiers.isEmpty {
            #expect(
                name.contains(".storyboardc__") || identifiers.allSatisfy { !$0.hasPrefix("UpstreamPlaceholder-") },
                "\(name): a nib outside a storyboard names its controller's objects: \(identifiers)")
        }
        let standIns = Dictionary(uniqueKeysWithValues: identifiers.map { ($0, ExternalStandIn(identifier: $0) as AnyObject) })
        // A storyboard's view nib has its controller as File's Owner; a xib's nib is loaded here with none.
        let owner = name.contains(".storyboardc__") ? ExternalStandIn(identifier: "IBFilesOwner") : nil
        return try nib.load(withOwner: owner, externalObjects: standIns)
    }

    /// The `.storyboardc` folder a nib file is in (directly, or as a member of a nib directory).
    private func storyboardFolder(of nib: URL) -> URL? {
        let parent = nib.deletingLastPathComponent()
        if parent.pathExtension == "storyboardc" { return parent }
        let grandparent = parent.deletingLastPathComponent()
        return parent.pathExtension == "nib" && grandparent.pathExtension == "storyboardc" ? grandparent : nil
    }

    /// The file a storyboard loads for its nib `name` on `systemVersion`.
    private func nibFile(_ name: String, in folder: URL, systemVersion: NibDirectory.Version?) -> String {
        let url = folder.appendingPathComponent(name + ".nib")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return url.path }
        return url.appendingPathComponent(NibDirectory.member(of: names, systemVersion: systemVersion) ?? "runtime.nib").path
    }

    /// Instantiates every scene of a storyboard and loads the view of every controller in it;
    /// returns the instance of each nib file loaded.
    private func loadStoryboard(_ folder: URL, systemVersion: NibDirectory.Version?) throws -> [String: NibInstance] {
        let storyboard = try NibStoryboard(contentsOf: folder, systemVersion: systemVersion)
        var loaded: [String: NibInstance] = [:]
        for (identifier, nibName) in storyboard.nibNames.sorted(by: { $0.key < $1.key }) {
            let scene = try storyboard.loadScene(withIdentifier: identifier)
            loaded[nibFile(nibName, in: folder, systemVersion: systemVersion)] = scene.instance
            if identifier != storyboard.mainMenuIdentifier {
                #expect(scene.controller != nil, "\(folder.lastPathComponent) \(identifier): no scene controller")
            }
            for controller in reachableObjects(scene.instance.root) {
                guard let viewNib = (controller.object(forKey: "UINibName") ?? controller.object(forKey: "NSNibName")) as? String,
                    let view = try storyboard.loadView(of: controller)
                else { continue }
                loaded[nibFile(viewNib, in: folder, systemVersion: systemVersion)] = view
                #expect(controller.assignedValue(forKey: "view") != nil, "\(viewNib): the view outlet was not set")
            }
        }
        return loaded
    }

    /// What a caller passes for an external object or File's Owner: takes every outlet and action.
    final class ExternalStandIn: NibConnectable, NibActionTarget {
        let identifier: String
        private(set) var outlets: [String] = []

        init(identifier: String) { self.identifier = identifier }

        func setValue(_ value: Any?, forKey key: String) throws { outlets.append(key) }
        func addAction(_ action: NibAction) throws {}
        func performAction(_ selector: String, sender: Any?) throws -> Bool { true }
    }

    private func reachableObjects(_ root: NibObject) -> [NibObject] {
        var seen = Set<ObjectIdentifier>()
        var result: [NibObject] = []
        var stack: [Any] = [root]
        while let item = stack.popLast() {
            switch item {
            case let object as NibObject:
                guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
                result.append(object)
                stack.append(contentsOf: object.entries.compactMap(\.value.object))
            case let array as [Any]: stack.append(contentsOf: array)
            case let set as NibSet: stack.append(contentsOf: set.elements)
            case let dictionary as [AnyHashable: Any]: stack.append(contentsOf: dictionary.values)
            default: break
            }
        }
        return result.sorted { $0.archiveIndex < $1.archiveIndex }
    }

    /// Checks every generic object of the nib against the archive: the same keys in the same order,
    /// and wherever the archive has a reference, the object decoded for that index.
    private func checkResolved(_ instance: NibInstance, _ archive: NibArchive, _ name: String) throws {
        var checked = 0
        for index in archive.objects.indices {
            guard let object = instance.object(atArchiveIndex: index) as? NibObject, object.archiveIndex == index,
                object.className == archive.className(ofObject: index) || archive.className(ofObject: index).hasSuffix("ClassSwapper")
            else { continue }
            checked += 1
            let values = archive.values(ofObject: index)
            try #require(values.count == object.entries.count, "\(name): @\(index) value count")
            for (entry, value) in zip(object.entries, values) {
                #expect(entry.key == archive.key(of: value))
                guard case .object(let target) = value.payload else { continue }
                guard case .object(let decoded) = entry.value else {
                    Issue.record("\(name): @\(index).\(entry.key) is unresolved")
                    continue
                }
                switch instance.object(atArchiveIndex: target) {
                case let expected as NibObject:
                    #expect(decoded as? NibObject === expected, "\(name): @\(index).\(entry.key) is not @\(target)")
                case let expected as String:
                    #expect(decoded as? String == expected, "\(name): @\(index).\(entry.key) is not @\(target)")
                case nil:
                    Issue.record("\(name): @\(target) was never decoded")
                default:
                    break
                }
            }
        }
        #expect(checked > 0, "\(name): no generic objects")
    }
}
