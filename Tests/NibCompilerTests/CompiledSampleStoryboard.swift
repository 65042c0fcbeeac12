// CompiledSampleStoryboard.swift — a Samples/*.storyboard compiled in memory, and the queries the
// tests of inferred storyboard rules ask of its nibs (SegueTemplateTests, ContainerControllerTests).

import Foundation
import NibArchive
import NibCompiler
import NibTestSupport

struct CompiledSampleStoryboard {
    /// The compiled nibs by name; empty when the sample does not compile.
    let nibs: [String: NibArchive]

    /// Compiles `Samples/<name>.storyboard`. Each `embedded` pair names a nib holding a UINib (a
    /// prototype) whose archive is added as a nib of its own, under the second name.
    init(_ name: String, embedded: [(nib: String, name: String)] = []) {
        let url = Corpus.projectRoot.appendingPathComponent("Samples/\(name).storyboard")
        guard let bytes = try? [UInt8](Data(contentsOf: url)),
            let storyboard = compileStoryboard(bytes, path: "\(name).storyboard").storyboard
        else {
            nibs = [:]
            return
        }
        var nibs: [String: NibArchive] = [:]
        for nib in storyboard.nibs { nibs[nib.name] = nib.archive }
        for (holder, embeddedName) in embedded {
            if let archive = nibs[holder],
                let data = archive.objects.indices.first(where: { archive.className(ofObject: $0) == "NSData" }),
                case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: data)?.payload,
                let inner = try? NibArchive(bytes: bytes)
            {
                nibs[embeddedName] = inner
            }
        }
        self.nibs = nibs
    }

    /// The objects of class `name` in a nib.
    func objects(_ name: String, in nib: String) -> [Int] {
        guard let archive = nibs[nib] else { return [] }
        return archive.objects.indices.filter { archive.className(ofObject: $0) == name }
    }

    /// The object a key of an object refers to.
    func object(_ key: String, of object: Int, in nib: String) -> Int? {
        guard case .object(let target)? = nibs[nib]?.value(forKey: key, inObject: object)?.payload else { return nil }
        return target
    }

    /// The string a key of an object refers to.
    func string(_ key: String, of object: Int, in nib: String) -> String? {
        self.object(key, of: object, in: nib).flatMap { nibs[nib]?.string(at: $0) }
    }

    func integer(_ key: String, of object: Int, in nib: String) -> Int64? {
        nibs[nib]?.value(forKey: key, inObject: object)?.payload.integer
    }

    /// The keys of an object, in order.
    func keys(of object: Int, in nib: String) -> [String] {
        guard let archive = nibs[nib] else { return [] }
        return archive.values(ofObject: object).map { archive.keys[$0.keyIndex] }
    }

    /// The objects an array (the object a key refers to) lists.
    func elements(_ key: String, of object: Int, in nib: String) -> [Int] {
        guard let archive = nibs[nib], let list = self.object(key, of: object, in: nib) else { return [] }
        return archive.values(ofObject: list).compactMap {
            guard case .object(let element) = $0.payload else { return nil }
            return element
        }
    }

    /// The connections of a nib as (class, label, source class, destination class).
    func connections(in nib: String) -> [(kind: String, label: String, source: String, destination: String)] {
        guard let archive = nibs[nib] else { return [] }
        return archive.objects.indices.compactMap { index in
            let kind = archive.className(ofObject: index)
            guard kind.hasPrefix("UIRuntime"), let label = string("UILabel", of: index, in: nib),
                let source = object("UISource", of: index, in: nib), let destination = object("UIDestination", of: index, in: nib)
            else { return nil }
            return (kind, label, archive.className(ofObject: source), archive.className(ofObject: destination))
        }
    }
}
