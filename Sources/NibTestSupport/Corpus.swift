// Corpus.swift — where the tests find the shared third-party corpus, and which files in it are nibs.
//
// The corpus lives beside the project at `../shared/corpus` (override with NIBC_CORPUS). It is never
// copied into the repository; tests that need it skip when it is absent.

import Foundation
import NibArchive

public enum Corpus {
    /// The project's root folder (where Package.swift is).
    public static let projectRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus`, or `$NIBC_CORPUS`, if it exists.
    public static var root: URL? {
        let url = ProcessInfo.processInfo.environment["NIBC_CORPUS"].map { URL(fileURLWithPath: $0) }
            ?? projectRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return url
    }

    /// `../shared`, if the corpus is there.
    public static var sharedRoot: URL? { root?.deletingLastPathComponent() }

    /// Every regular file under `folder`, sorted by path.
    public static func files(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Every NIBArchive file in the corpus (by magic, whatever its name), with its bytes; empty when
    /// the corpus is absent.
    public static func nibArchives() -> [(url: URL, bytes: [UInt8])] {
        guard let root else { return [] }
        return files(under: root).compactMap { url in
            guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
            let bytes = [UInt8](data)
            return NibArchive.hasMagic(bytes) ? (url, bytes) : nil
        }
    }

    /// A path relative to the corpus root, for messages.
    public static func relativePath(_ url: URL) -> String {
        guard let root else { return url.path }
        let prefix = root.path + "/"
        return url.path.hasPrefix(prefix) ? String(url.path.dropFirst(prefix.count)) : url.path
    }
}
