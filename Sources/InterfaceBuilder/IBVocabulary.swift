// IBVocabulary.swift — the elements and attributes the front end knows, and what they are.
//
// The table (`IBVocabulary+Generated.swift`) is generated from the Xcode-saved documents of the
// corpus by `Scripts/generate_vocabulary.py`: each element's role and the attributes seen on it, with
// a value type (id reference, YES/NO, number, text). What is not in it is reported as unknown — a
// warning, so that documents from newer Xcode versions still go through. The hand-written rules
// below add what a table of observations cannot: the attributes an element must have.

/// What an element is in the document structure.
public enum IBRole: String, Sendable {
    /// An object with an id: a view, a controller, a placeholder, a constraint…
    case object
    /// A keyed value of its parent: `<rect key="frame">`, `<color key="backgroundColor">`.
    case property
    /// A list of its parent's: `<subviews>`, `<constraints>`, `<connections>`…
    case collection
    /// `<outlet>`, `<action>`, `<outletCollection>`, `<segue>`, `<binding>`.
    case connection
    /// The document's skeleton: `<document>`, `<dependencies>`, `<objects>`, `<scenes>`, `<scene>`, `<resources>`.
    case structure
    /// Any other known element: resource entries, dependency lines, simulated metrics…
    case value
}

/// The value type of an attribute.
public enum IBValueType: Character, Sendable {
    /// The id of another element.
    case reference = "r"
    /// YES or NO.
    case bool = "b"
    /// A decimal number.
    case number = "n"
    /// Anything.
    case text = "s"
}

public enum IBVocabulary {
    public struct Element: Sendable {
        public var role: IBRole
        public var attributes: [String: IBValueType]
        /// `required` of this element (alternatives separated).
        var requiredAttributes: [[String]] = []
        /// Those of its attributes that name an image of `<resources>`.
        var imageAttributes: [String] = []
    }

    /// Every known element, by name.
    public static let elements: [String: Element] = {
        var result: [String: Element] = [:]
        result.reserveCapacity(400)
        // A byte scan of the table: lines of space-separated fields, `name role attribute:type…`.
        var utf8 = Array(generatedTable.utf8)
        utf8.append(UInt8(ascii: "\n"))
        var fields: [ArraySlice<UInt8>] = []
        var fieldStart = 0
        for (index, byte) in utf8.enumerated() where byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
            if index > fieldStart { fields.append(utf8[fieldStart..<index]) }
            fieldStart = index + 1
            guard byte == UInt8(ascii: "\n") else { continue }
            defer { fields.removeAll(keepingCapacity: true) }
            guard fields.count >= 2, let role = IBRole(rawValue: String(decoding: fields[1], as: UTF8.self)) else { continue }
            let name = String(decoding: fields[0], as: UTF8.self)
            var element = Element(role: role, attributes: Dictionary(minimumCapacity: fields.count))
            for field in fields.dropFirst(2) {
                guard field.count >= 3, field[field.endIndex - 2] == UInt8(ascii: ":"),
                    let type = IBValueType(rawValue: Character(Unicode.Scalar(field[field.endIndex - 1])))
                else { continue }
                element.attributes[String(decoding: field.dropLast(2), as: UTF8.self)] = type
            }
            element.requiredAttributes = (required[name] ?? []).map { $0.split(separator: "|").map(String.init) }
            // `<image>` declares images; `<accessibilityTraits image="YES">` is a trait.
            if name != "image" && name != "accessibilityTraits" {
                element.imageAttributes = element.attributes.keys.filter { imageAttributes.contains($0) }.sorted()
            }
            result[name] = element
        }
        return result
    }()

    /// The role of an element name, or nil if the name is unknown.
    public static func role(of name: String) -> IBRole? { elements[name]?.role }

    /// Attributes an element must have; `a|b` means one of them. Connection elements are checked
    /// only inside `<connections>` (a `<segue>` also appears as a metrics tie-breaker reference).
    public static let required: [String: [String]] = [
        "document": ["type"],
        "outlet": ["property", "destination"],
        "outletCollection": ["property", "destination"],
        // macOS actions name their target with `target`.
        "action": ["selector", "destination|target"],
        "segue": ["kind"],
        "binding": ["name", "destination", "keyPath"],
        "constraint": ["firstAttribute"],
        "scene": ["sceneID"],
        "placeholder": ["placeholderIdentifier"],
        "rect": ["x", "y", "width", "height"],
        "point": ["x", "y"],
        "size": ["width", "height"],
        "userDefinedRuntimeAttribute": ["keyPath", "type"],
    ]

    /// Attributes that name an image of `<resources>`.
    public static let imageAttributes: Set<String> = [
        "image", "selectedImage", "highlightedImage", "backgroundImage", "alternateImage", "secondaryImage",
        "landscapeImage", "largeContentSizeImage", "minimumValueImage", "maximumValueImage", "progressImage",
        "trackImage",
    ]
}
