// AppKitOutputInstantiationTests.swift — what `nibc compile` writes for every macOS document of the
// corpus (issue 32: 423 xibs, 35 storyboards, 8 pre-Xcode 5 archives) exits 0 and loads with NibRuntime into generic
// objects: a xib's nib with stand-ins for the objects it names from outside, a storyboard through
// its Info.plist, scene by scene, each controller's view from its view nib.

import Foundation
import NibArchive
import NibRuntime
import NibTestSupport
import Testing

@Suite("macOS outputs instantiate", .serialized)
struct AppKitOutputInstantiationTests {
    /// Takes every outlet and action a nib connects to an object from outside.
    final class StandIn: NibConnectable, NibActionTarget {
        func setValue(_ value: Any?, forKey key: String) throws {}
        func addAction(_ action: NibAction) throws {}
        func performAction(_ selector: String, sender: Any?) throws -> Bool { true }
    }

    @Test("every macOS corpus document compiles with exit status 0 into nibs NibRuntime loads", .needsCorpus)
    func everyOutputLoads() throws {
        let documents = Corpus.appKitXibs() + Corpus.appKitStoryboards() + Corpus.appKitArchives()
        #expect(documents.count >= 450 && Corpus.appKitArchives().count == 8, "found \(documents.count)")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (nibs, scenes, views) = (0, 0, 0)
        for (index, url) in documents.enumerated() {
            let name = Corpus.relativePath(url)
            let isStoryboard = url.pathExtension == "storyboard"
            let output = folder.appendingPathComponent("\(index)" + (isStoryboard ? ".storyboardc" : ".nib"))
            let run = nibc(["compile", url.path, "-o", output.path])
            guard run.status == 0 else {
                Issue.record("\(name): exit status \(run.status): \(run.error.split(separator: "\n").filter { $0.contains("error:") }.prefix(3))")
                continue
            }
            do {
                if isStoryboard {
                    let storyboard = try NibStoryboard(contentsOf: output)
                    for (identifier, nibName) in storyboard.nibNames.sorted(by: { $0.key < $1.key }) {
                        var scene = try storyboard.loadScene(withIdentifier: identifier).instance
                        scenes += 1
                        let archive = try NibArchive(bytes: [UInt8](Data(contentsOf: output.appendingPathComponent(nibName + ".nib"))))
                        for case let controller as NibObject in archive.objects.indices.map({ scene.object(atArchiveIndex: $0) })
                        where controller.object(forKey: "NSNibName") != nil {
                            if var view = try storyboard.loadView(of: controller) {
                                views += 1
                                view.releaseGenericObjects()
                            }
                        }
                        scene.releaseGenericObjects()
                    }
                } else {
                    let nib = try Nib(bytes: [UInt8](Data(contentsOf: output)), file: name)
                    let standIns = Dictionary(uniqueKeysWithValues: nib.externalObjectIdentifiers.map { ($0, StandIn() as AnyObject) })
                    var instance = try nib.load(withOwner: StandIn(), externalObjects: standIns)
                    instance.releaseGenericObjects()
                    nibs += 1
                }
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        print("macOS outputs: \(nibs) xib nibs, \(scenes) storyboard scenes and \(views) view nibs loaded")
    }
}
