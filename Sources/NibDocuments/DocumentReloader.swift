// DocumentReloader.swift — for debugging: watches an Interface Builder document and, each time its
// bytes change, compiles it again and hands the app a fresh nib or storyboard (or the diagnostics
// that stopped it) through a callback, so an edited xib shows without a rebuild.
//
// Watching is polling: the file is read (within `CompiledDocument.inputLimit`) and compared with the
// bytes last compiled, so every change counts whatever its timestamp, on every platform Foundation
// runs on. `check()` polls once (tests and run loops call it); `start(every:)` polls on a thread of
// its own until `stop()`.

import Foundation
import InterfaceBuilder
import NibCompiler
import NibRuntime

/// Recompiles a document when it changes.
public final class DocumentReloader: @unchecked Sendable {
    /// What a change gave.
    public enum Update {
        /// The document compiled: a xib's nib, with `nibc compile`'s warnings.
        case nib(Nib, warnings: [Diagnostic])
        /// The document compiled: a storyboard, with `nibc compile`'s warnings.
        case storyboard(NibStoryboard, warnings: [Diagnostic])
        /// The document did not compile (or cannot be read): why.
        case failed(DocumentLoadError)
    }

    public let url: URL
    public let registry: ClassRegistry
    public let options: CompileOptions
    private let handler: (Update) -> Void
    /// Recursive: a handler may call `check()` or `stop()`.
    private let lock = NSRecursiveLock()
    private var lastBytes: [UInt8]?
    private var thread: Thread?
    private var running = false

    /// Watches `url`; `handler` runs on the thread that polls (the caller of `check()`, or the
    /// reloader's own thread after `start`), one call at a time.
    public init(url: URL, registry: ClassRegistry = ClassRegistry(), options: CompileOptions = CompileOptions(), handler: @escaping (Update) -> Void) {
        self.url = url
        self.registry = registry
        self.options = options
        self.handler = handler
    }

    /// Reads the document; when its bytes differ from the last ones compiled (or none were yet),
    /// compiles it and calls the handler. Returns whether it did.
    @discardableResult
    public func check() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let bytes: [UInt8]
        do { bytes = try read() } catch {
            // An editor replacing the file may leave it missing for a moment: report once per change.
            guard lastBytes != [] else { return false }
            lastBytes = []
            handler(.failed(error))
            return true
        }
        guard bytes != lastBytes else { return false }
        lastBytes = bytes
        handler(update(for: bytes))
        return true
    }

    /// Polls every `interval` seconds on a thread of its own, until `stop()`.
    public func start(every interval: TimeInterval = 0.5) {
        lock.lock()
        defer { lock.unlock() }
        guard !running else { return }
        running = true
        let thread = Thread { [weak self] in
            while let self, self.isRunning {
                self.check()
                Thread.sleep(forTimeInterval: interval)
            }
        }
        thread.name = "nibc.DocumentReloader"
        self.thread = thread
        thread.start()
    }

    /// Stops polling (the thread ends after its current check).
    public func stop() {
        lock.lock()
        running = false
        thread = nil
        lock.unlock()
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private func read() throws(DocumentLoadError) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { throw .unreadable(path: url.path, reason: "cannot be opened") }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: CompiledDocument.inputLimit + 1), data.count <= CompiledDocument.inputLimit else {
            throw .unreadable(path: url.path, reason: "cannot be read within \(CompiledDocument.inputLimit >> 20) MiB")
        }
        return [UInt8](data)
    }

    private func update(for bytes: [UInt8]) -> Update {
        do {
            let compiled = try CompiledDocument(bytes: bytes, path: url.path, options: options)
            switch compiled.output {
            case .nib(let archive):
                do { return .nib(try Nib(archive: archive, registry: registry, file: url.path), warnings: compiled.diagnostics) } catch {
                    return .failed(.load(error))
                }
            case .storyboard(let storyboard):
                let name = url.deletingPathExtension().lastPathComponent
                return .storyboard(
                    NibStoryboard(compiled: storyboard, name: name, registry: registry, folder: url.deletingLastPathComponent(), options: options),
                    warnings: compiled.diagnostics)
            }
        } catch {
            return .failed(error)
        }
    }
}
