// StoryboardFolder.swift — the files of a `.storyboardc`: each nib, and Info.plist as a binary
// property list with the keys ibtool writes (FIELD-GUIDE §2.8).

import Foundation
import NibCompiler

enum StoryboardFolder {
    /// The folder's files, by name: `<nib>.nib` for each nib, then `Info.plist`.
    static func files(of storyboard: CompiledStoryboard) throws -> [(name: String, bytes: [UInt8])] {
        var files: [(name: String, bytes: [UInt8])] = []
        for nib in storyboard.nibs { files.append((nib.name + ".nib", try nib.archive.serialized())) }
        files.append(("Info.plist", try infoPlist(storyboard)))
        return files
    }

    /// Info.plist: `UIViewControllerIdentifiersToNibNames`, the entry point when there is one,
    /// `UIStoryboardVersion`. Binary plists sort dictionary keys, so the bytes are deterministic.
    static func infoPlist(_ storyboard: CompiledStoryboard) throws -> [UInt8] {
        var names: [String: String] = [:]
        for entry in storyboard.identifiersToNibNames { names[entry.identifier] = entry.nibName }
        var plist: [String: Any] = [
            "UIViewControllerIdentifiersToNibNames": names, "UIStoryboardVersion": storyboard.version,
        ]
        if let entryPoint = storyboard.entryPoint { plist["UIStoryboardDesignatedEntryPointIdentifier"] = entryPoint }
        return [UInt8](try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0))
    }
}
