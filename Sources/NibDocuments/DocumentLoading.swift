// DocumentLoading.swift — Interface Builder documents loaded at run time: a `.xib` or `.storyboard`
// compiled in memory by nibc's compiler, then instantiated by NibRuntime as any nib is, so an app
// being debugged can read its documents without a build step (as GNUstep and YogaLayout load
// theirs). The diagnostics are nibc's, word for word: the same parse, resolution and compile.

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibRuntime

/// A document that could not be loaded: its errors (`path:line:column`), or the loader's.
public enum DocumentLoadError: Error, CustomStringConvertible {
    /// The document cannot be read.
    case unreadable(path: String, reason: String)
    /// The document has errors; the diagnostics are `nibc compile`'s (warnings among them).
    case invalid([Diagnostic])
    /// The compiled nib cannot be instantiated.
    case load(NibLoadError)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): error: \(reason)"
        case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        case .load(let error): error.description
        }
    }
}

/// A document compiled in memory: its nib (a xib) or its storyboard's nibs, and what compiling said.
public struct CompiledDocument: Sendable {
    public enum Output: Sendable {
        case nib(NibArchive)
        case storyboard(CompiledStoryboard)
    }

    public var output: Output
    /// Every diagnostic `nibc compile` gives for the document (warnings and notes; no errors).
    public var diagnostics: [Diagnostic]

    /// The most a document may be (as `nibc --input-limit`'s default).
    public static let inputLimit = 256 << 20

    /// Reads and compiles the document at `url` (`.xib` or `.storyboard`). A document in a
    /// `Base.lproj` folder is compiled with localizable texts, as `nibc compile` does.
    public init(contentsOf url: URL, options: CompileOptions = CompileOptions()) throws(DocumentLoadError) {
        let path = url.path
        guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path, reason: "cannot be opened") }
        defer { try? handle.close() }
        let data: Data
        do { data = try handle.read(upToCount: CompiledDocument.inputLimit + 1) ?? Data() } catch {
            throw .unreadable(path: path, reason: "cannot be read")
        }
        guard data.count <= CompiledDocument.inputLimit else {
            throw .unreadable(path: path, reason: "is larger than \(CompiledDocument.inputLimit >> 20) MiB")
        }
        try self.init(bytes: [UInt8](data), path: path, options: options)
    }

    /// Compiles a document's bytes; `path` names it in diagnostics (and decides Base.lproj).
    public init(bytes: [UInt8], path: String, options: CompileOptions = CompileOptions()) throws(DocumentLoadError) {
        var options = options
        options.localizable = options.localizable || CompileOptions.isBaseLocalized(path: path)
        var diagnostics = Diagnostics()
        guard let document = NibCompiler.document(bytes, path: path, diagnostics: &diagnostics) else { throw .invalid(diagnostics.all) }
        document.resolve(into: &diagnostics)
        guard !diagnostics.hasErrors else { throw .invalid(diagnostics.all) }
        if document.kind == .storyboard {
            let storyboard = NibCompiler.compileStoryboard(document, options: options, diagnostics: &diagnostics)
            guard let storyboard, !diagnostics.hasErrors else { throw .invalid(diagnostics.all) }
            output = .storyboard(storyboard)
        } else {
            let archive = NibCompiler.compile(document, options: options, diagnostics: &diagnostics)
            guard let archive, !diagnostics.hasErrors else { throw .invalid(diagnostics.all) }
            output = .nib(archive)
        }
        self.diagnostics = diagnostics.all
    }
}

extension Nib {
    /// Loads a `.xib` directly: compiled in memory (`CompiledDocument`), ready to instantiate.
    public init(contentsOfDocument url: URL, registry: ClassRegistry = ClassRegistry(), options: CompileOptions = CompileOptions())
        throws(DocumentLoadError)
    {
        let compiled = try CompiledDocument(contentsOf: url, options: options)
        guard case .nib(let archive) = compiled.output else {
            throw .invalid([Diagnostic(.error, "a storyboard loads as a NibStoryboard, not a Nib", at: SourceLocation(file: url.path, line: 1, column: 1))])
        }
        do { try self.init(archive: archive, registry: registry, file: url.path) } catch { throw .load(error) }
    }
}

extension NibStoryboard {
    /// Loads a `.storyboard` directly: its scenes compiled in memory, named as in its `.storyboardc`.
    /// Storyboard references resolve against `.storyboard` documents beside it (`referenceFolder`).
    public convenience init(
        contentsOfDocument url: URL, registry: ClassRegistry = ClassRegistry(), options: CompileOptions = CompileOptions()
    ) throws(DocumentLoadError) {
        let compiled = try CompiledDocument(contentsOf: url, options: options)
        guard case .storyboard(let storyboard) = compiled.output else {
            throw .invalid([Diagnostic(.error, "a xib loads as a Nib, not a NibStoryboard", at: SourceLocation(file: url.path, line: 1, column: 1))])
        }
        self.init(compiled: storyboard, name: url.deletingPathExtension().lastPathComponent, registry: registry, folder: url.deletingLastPathComponent(), options: options)
    }

    /// A storyboard compiled in memory; references to other storyboards load `<name>.storyboard`
    /// from `folder`, compiled the same way.
    public convenience init(
        compiled storyboard: CompiledStoryboard, name: String, registry: ClassRegistry = ClassRegistry(), folder: URL? = nil,
        options: CompileOptions = CompileOptions()
    ) {
        var nibs: [String: NibArchive] = [:]
        for nib in storyboard.nibs { nibs[nib.name] = nib.archive }
        let resolver = folder.map { NibStoryboard.documentResolver(folder: $0, options: options) }
        self.init(
            name: name, nibs: nibs, identifiersToNibNames: Dictionary(storyboard.identifiersToNibNames, uniquingKeysWith: { first, _ in first }),
            initialViewControllerIdentifier: storyboard.entryPoint, registry: registry,
            mainMenuIdentifier: storyboard.appKit.map { _ in "MainMenu" }, referenceResolver: resolver)
    }

    /// Opens the storyboard a reference names as `<name>.storyboard` in `folder`, compiled in memory.
    static func documentResolver(folder: URL, options: CompileOptions) -> ReferenceResolver {
        { (name: String, registry: ClassRegistry) throws(NibLoadError) -> NibStoryboard in
            try openDocument(named: name, in: folder, registry: registry, options: options)
        }
    }

    private static func openDocument(named name: String, in folder: URL, registry: ClassRegistry, options: CompileOptions) throws(NibLoadError)
        -> NibStoryboard
    {
        let url = folder.appendingPathComponent(name + ".storyboard")
        guard !name.contains("/"), name != "..", name != "." else {
            throw NibLoadError(.storyboard("a storyboard reference names '\(name)', which is not a storyboard beside this one"))
        }
        do { return try NibStoryboard(contentsOfDocument: url, registry: registry, options: options) } catch {
            throw NibLoadError(.failed(error), file: url.path)
        }
    }
}
