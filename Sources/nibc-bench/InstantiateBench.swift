// InstantiateBench.swift — `nibc-bench --instantiate`: the run-time loader over a folder of nibs.
//
// Reads every NIBArchive under the folder, then times instantiating all of them with an empty
// registry (every object a generic NibObject or a Foundation value), storyboard nibs with a stand-in
// for each external object they name. Prints archive objects per second (every object of every
// archive decoded and connected) and nib files per second. Reading the bytes is not timed.

import Foundation
import NibArchive
import NibRuntime

/// Stands in for File's Owner and external objects; takes any outlet.
private final class StandIn: NibConnectable {
    func setValue(_ value: Any?, forKey key: String) throws {}
}

func instantiateBench(folder: String, minimumSeconds: Double) {
    var nibs: [(nib: Nib, externals: [String: AnyObject], objects: Int)] = []
    let standIn = StandIn()
    if let enumerator = FileManager.default.enumerator(atPath: folder) {
        for path in enumerator.allObjects.compactMap({ $0 as? String }).sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path), NibArchive.hasMagic([UInt8](data)),
                let nib = try? Nib(bytes: [UInt8](data))
            else { continue }
            // The identifiers of the archive's proxies, each given a stand-in.
            var externals: [String: AnyObject] = [:]
            for index in nib.archive.objects.indices where ["UIProxyObject", "NSNibExternalObjectPlaceholder"].contains(nib.archive.className(ofObject: index)) {
                for value in nib.archive.values(ofObject: index) {
                    if case .object(let target) = value.payload, let identifier = nib.archive.string(at: target) { externals[identifier] = standIn }
                }
            }
            nibs.append((nib, externals, nib.archive.objects.count))
        }
    }
    guard !nibs.isEmpty else {
        FileHandle.standardError.write("nibc-bench: no NIBArchive files under \(folder)\n".data(using: .utf8)!)
        exit(1)
    }
    let objects = nibs.reduce(0) { $0 + $1.objects }
    var failures = 0
    for entry in nibs where (try? entry.nib.load(withOwner: standIn, externalObjects: entry.externals)) == nil { failures += 1 }
    // `throughput` reports units per second for `bytes` units per pass: here, objects.
    let result = throughput(bytes: objects, seconds: minimumSeconds) {
        var created = 0
        for entry in nibs {
            created += (try? entry.nib.load(withOwner: standIn, externalObjects: entry.externals).awakenedCount) ?? 0
        }
        return created
    }
    let objectsPerSecond = result.megabytesPerSecond * 1e6
    print("instantiate: \(nibs.count) nibs, \(objects) archive objects, \(failures) failed to load")
    print(String(format: "  %.0f objects/s, %.0f nibs/s (%d passes)", objectsPerSecond, objectsPerSecond / Double(objects) * Double(nibs.count), result.passes))
}
