// IBVocabulary.swift — the rules about elements that are not per-class declarations (those are the
// class model, Classes/IBClassModel.swift): the roles a class declares, the attributes an element
// must have, which numbers are geometry, and which attributes name images.

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

public enum IBVocabulary {
    /// Attributes an element must have, each one of its alternatives (`destination` or `target`).
    /// Connection elements are checked only inside `<connections>` (a `<segue>` also appears as a
    /// metrics tie-breaker reference).
    public static let required: [String: [[String]]] = [
        "document": [["type"]],
        "outlet": [["property"], ["destination"]],
        "outletCollection": [["property"], ["destination"]],
        // macOS actions name their target with `target`.
        "action": [["selector"], ["destination", "target"]],
        "segue": [["kind"]],
        "binding": [["name"], ["destination"], ["keyPath"]],
        "constraint": [["firstAttribute"]],
        "scene": [["sceneID"]],
        "placeholder": [["placeholderIdentifier"]],
        "rect": [["x"], ["y"], ["width"], ["height"]],
        "point": [["x"], ["y"]],
        "size": [["width"], ["height"]],
        "userDefinedRuntimeAttribute": [["keyPath"], ["type"]],
    ]

    /// Geometry whose numbers cannot be guessed: a value that is not a number is an error there
    /// (elsewhere a value outside its domain is a warning and the attribute is ignored).
    public static let geometry: Set<String> = ["rect", "point", "size"]

    /// Attributes that name an image of `<resources>`.
    public static let imageAttributes: Set<String> = [
        "image", "selectedImage", "highlightedImage", "backgroundImage", "alternateImage", "secondaryImage",
        "landscapeImage", "largeContentSizeImage", "minimumValueImage", "maximumValueImage", "progressImage",
        "trackImage",
    ]
}
