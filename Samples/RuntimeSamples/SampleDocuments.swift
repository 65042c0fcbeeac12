// SampleDocuments.swift — compiles the documents in Samples/Runtime with nibc's compiler, in
// process, into the bundle and storyboard the samples load (what `nibc compile` does in a build).

import Foundation
import InterfaceBuilder
import MiniUIKit
import NibArchive
import NibCompiler
import NibRuntime

public enum SampleDocuments {
    /// `Samples/Runtime`, found from this file's path (the samples run from a source checkout).
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Runtime")

    /// A sample that cannot run: its document does not compile, or a loaded object is not what it expects.
    public struct SampleError: Error, CustomStringConvertible {
        public var description: String

        init(_ description: String) { self.description = description }

        init(_ diagnostics: Diagnostics) { description = diagnostics.all.map(\.description).joined(separator: "\n") }
    }

    /// Every xib in the folder, compiled, by name, with the samples' classes.
    public static func bundle() throws -> NibBundle {
        var nibs: [String: NibArchive] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xib") }.sorted()
        for name in names {
            let document = try parse(name)
            var diagnostics = Diagnostics()
            guard let archive = NibCompiler.compile(document, diagnostics: &diagnostics), !diagnostics.hasErrors else {
                throw SampleError(diagnostics)
            }
            nibs[String(name.dropLast(4))] = archive
        }
        return NibBundle(nibs: nibs, registry: Samples.registry)
    }

    /// `Samples/Runtime/<name>.storyboard`, compiled into a storyboard held in memory.
    public static func storyboard(_ name: String) throws -> NibStoryboard {
        let document = try parse(name + ".storyboard")
        var diagnostics = Diagnostics()
        guard let compiled = NibCompiler.compileStoryboard(document, diagnostics: &diagnostics), !diagnostics.hasErrors else {
            throw SampleError(diagnostics)
        }
        return NibStoryboard(
            name: name, nibs: Dictionary(compiled.nibs.map { ($0.name, $0.archive) }, uniquingKeysWith: { first, _ in first }),
            identifiersToNibNames: Dictionary(compiled.identifiersToNibNames.map { ($0.identifier, $0.nibName) }, uniquingKeysWith: { first, _ in first }),
            initialViewControllerIdentifier: compiled.entryPoint, registry: Samples.registry)
    }

    private static func parse(_ name: String) throws -> IBDocument {
        let url = folder.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SampleError("\(url.path): cannot read the file")
        }
        var diagnostics = Diagnostics()
        guard let document = IBDocument.parse([UInt8](data), path: "Samples/Runtime/" + name, diagnostics: &diagnostics) else {
            throw SampleError(diagnostics)
        }
        document.resolve(into: &diagnostics)
        guard !diagnostics.hasErrors else { throw SampleError(diagnostics) }
        return document
    }
}
