// Executables.swift — the built `nibc` binary, scratch folders, and the corpus's UIKit and AppKit xibs, for tests
// of several targets.

import Foundation
import InterfaceBuilder

/// The `nibc` executable SwiftPM built next to the test bundle.
public var builtNibc: String {
    var folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    // The XCTest bundle on Linux is a file in the build folder; on macOS, a bundle inside it.
    while !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("nibc").path), folder.path != "/" {
        folder = folder.deletingLastPathComponent()
    }
    return folder.appendingPathComponent("nibc").path
}

/// A fresh temporary folder, removed by the caller.
public func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibc-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

extension Corpus {
    /// The iOS and tvOS xibs under `xibs/` (Xcode 5+ documents).
    public static func uiKitXibs() -> [URL] { uiKitDocuments(extension: "xib") }

    /// The iOS/tvOS storyboards under the corpus's `xibs/` folder.
    public static func uiKitStoryboards() -> [URL] { uiKitDocuments(extension: "storyboard") }

    /// The macOS xibs (Xcode 5+ documents) under `xibs/` and the macOS conformance cases.
    public static func appKitXibs() -> [URL] { appKitDocuments(extension: "xib") }

    /// The pre-Xcode 5 AppKit `<archive>` documents (upgraded by `NibCompiler.document`).
    public static func appKitArchives() -> [URL] {
        interfaceBuilderDocuments().filter { url in
            guard url.pathExtension == "xib", let data = FileManager.default.contents(atPath: url.path) else { return false }
            let head = String(decoding: data.prefix(600), as: UTF8.self)
            return head.contains("<archive ") && head.contains("InterfaceBuilder3.Cocoa.XIB")
        }
    }

    /// The macOS storyboards under `xibs/` and the macOS conformance cases.
    public static func appKitStoryboards() -> [URL] { appKitDocuments(extension: "storyboard") }

    private static func appKitDocuments(extension pathExtension: String) -> [URL] {
        interfaceBuilderDocuments().filter { url in
            guard url.pathExtension == pathExtension, let data = FileManager.default.contents(atPath: url.path) else { return false }
            let head = String(decoding: data.prefix(600), as: UTF8.self)
            return head.contains("<document ") && head.contains("targetRuntime=\"MacOSX.Cocoa\"")
        }
    }

    private static func uiKitDocuments(extension pathExtension: String) -> [URL] {
        interfaceBuilderDocuments().filter { url in
            guard url.pathExtension == pathExtension, url.path.contains("/xibs/"), let data = FileManager.default.contents(atPath: url.path)
            else { return false }
            return IBDocument.looksLikeUIKitDocument(data)
        }
    }
}
