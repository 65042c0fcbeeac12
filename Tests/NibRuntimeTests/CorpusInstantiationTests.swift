// CorpusInstantiationTests.swift — every NIBArchive in ../shared/corpus instantiates with an empty
// registry (generic objects), every reference resolved, and every Apple-compiled storyboard opens.

import Foundation
import NibArchive
import NibRuntime
import NibTestSupport
import Testing

@Suite("Corpus instantiation")
struct CorpusInstantiationTests {
    @Test("every corpus nib instantiates into generic objects")
    func everyNibInstantiates() throws {
        let nibs = Corpus.nibArchives()
        guard Corpus.root != nil else { return }
        #expect(nibs.count >= 402, "found only \(nibs.count) NIBArchive files")
        var totals = (files: 0, topLevel: 0, outlets: 0, actions: 0, attributes: 0, awakened: 0, skipped: 0)
        // Storyboard nibs need their storyboard (UIStoryboardPlaceholder, the view-loading tables):
        // they are loaded through it, scene by scene and view by view.
        var storyboardNibs: [String: NibInstance] = [:]
        for folder in Set(nibs.map(\.url).filter { $0.deletingLastPathComponent().pathExtension == "storyboardc" }.map {
            $0.deletingLastPathComponent()
        }).sorted(by: { $0.path < $1.path }) {
            do {
                storyboardNibs.merge(try loadStoryboard(folder), uniquingKeysWith: { first, _ in first })
            } catch {
                Issue.record("\(Corpus.relativePath(folder)): \(error)")
            }
        }
        for nib in nibs {
            let name = Corpus.relativePath(nib.url)
            do {
                let inStoryboard = nib.url.deletingLastPathComponent().pathExtension == "storyboardc"
                guard let instance = inStoryboard ? storyboardNibs[nib.url.path] : try Nib(bytes: nib.bytes, file: name).load()
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

    /// Instantiates every scene of a storyboard and loads the view of every controller in it;
    /// returns the instance of each nib file loaded.
    private func loadStoryboard(_ folder: URL) throws -> [String: NibInstance] {
        let storyboard = try NibStoryboard(contentsOf: folder)
        var loaded: [String: NibInstance] = [:]
        for (identifier, nibName) in storyboard.nibNames.sorted(by: { $0.key < $1.key }) {
            let scene = try storyboard.loadScene(withIdentifier: identifier)
            loaded[folder.appendingPathComponent(nibName + ".nib").path] = scene.instance
            if identifier != storyboard.mainMenuIdentifier {
                #expect(scene.controller != nil, "\(folder.lastPathComponent) \(identifier): no scene controller")
            }
            for controller in reachableObjects(scene.instance.root) {
                guard let viewNib = (controller.object(forKey: "UINibName") ?? controller.object(forKey: "NSNibName")) as? String,
                    let view = try storyboard.loadView(of: controller)
                else { continue }
                loaded[folder.appendingPathComponent(viewNib + ".nib").path] = view
                #expect(controller.assignedValue(forKey: "view") != nil, "\(viewNib): the view outlet was not set")
            }
        }
        return loaded
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
