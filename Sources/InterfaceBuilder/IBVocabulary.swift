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
    }

    /// Every known element, by name.
    public static let elements: [String: Element] = {
        var result: [String: Element] = [:]
        for line in generatedTable.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let role = IBRole(rawValue: String(fields[1])) else { continue }
            var attributes: [String: IBValueType] = [:]
            for field in fields.dropFirst(2) {
                guard let colon = field.lastIndex(of: ":"), let type = IBValueType(rawValue: field[field.index(after: colon)])
                else { continue }
                attributes[String(field[..<colon])] = type
            }
            result[String(fields[0])] = Element(role: role, attributes: attributes)
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
