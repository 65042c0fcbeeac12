// MarkedText.swift — inline source with position markers, for diagnostics tests (the idea of
// swift-format's MarkedText): `1️⃣` … `9️⃣` are removed from the text and their line and column
// (1-based, columns in Unicode scalars, as libxml2 counts) are recorded.

public struct MarkedText {
    /// The text without its markers.
    public let text: String
    /// Marker → (line, column) where the marker stood.
    public let markers: [String: (line: Int, column: Int)]

    public static let markerNames = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    public init(_ marked: String) {
        var text = String.UnicodeScalarView()
        var markers: [String: (Int, Int)] = [:]
        var line = 1
        var column = 1
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        scan: while index < scalars.count {
            for name in MarkedText.markerNames {
                let marker = Array(name.unicodeScalars)
                if scalars.count - index >= marker.count, Array(scalars[index..<(index + marker.count)]) == marker {
                    markers[name] = (line, column)
                    index += marker.count
                    continue scan
                }
            }
            let scalar = scalars[index]
            text.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.text = String(text)
        self.markers = markers
    }
}
