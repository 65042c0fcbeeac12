// Documents.swift — the Interface Builder documents of the corpus (xibs/ and conformance/).

import Foundation

extension Corpus {
    /// Every .xib and .storyboard under `xibs/` and `conformance/`, sorted by path.
    public static func interfaceBuilderDocuments() -> [URL] {
        guard let root else { return [] }
        return ["xibs", "conformance"].flatMap { files(under: root.appendingPathComponent($0)) }
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }
    }
}
