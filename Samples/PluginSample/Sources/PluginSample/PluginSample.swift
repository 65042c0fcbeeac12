// PluginSample.swift — the compiled interface files are this module's resources.

import Foundation

public enum PluginSample {
    /// The URL of a compiled nib or storyboard in the module's bundle.
    public static func resource(_ name: String, extension pathExtension: String) -> URL? {
        Bundle.module.url(forResource: name, withExtension: pathExtension)
    }
}
