// UIKitTextFields.swift — UITextField (text, placeholder, font, colors, border, font fitting, clear
// button, and the `<textInputTraits>`: keyboard, return key, capitalization, correction…), and
// UIActivityIndicatorView.
//
// Evidence: the 8 UITextField objects of the corpus nibs (no source of them is in the corpus, so the
// attribute → key mapping is read off UIKit's enumerations and these values; FORMAT.md marks it
// inferred). Every sample has UIContentHorizontalAlignment 1 (IB's `contentHorizontalAlignment="left"`),
// UIFont, UITextAlignment, UITextColor, UIAdjustsFontSizeToFit, UIMinimumFontSize, the constant
// UIClearButtonOffset (3, 1) and UIDisableTextColorUpdateOnTraitCollectionChange (a text field's own
// spelling of the label's key); the other keys appear only when the document sets them.

import InterfaceBuilder
import NibArchive

extension Lowering {

    /// `<textInputTraits>` attributes → (key, values). Booleans are written when YES.
    static let textInputTraits: [(attribute: String, key: String, values: [String: Int64])] = [
        ("autocapitalizationType", "UIAutocapitalizationType", ["none": 0, "words": 1, "sentences": 2, "allCharacters": 3]),
        ("autocorrectionType", "UIAutocorrectionType", ["default": 0, "no": 1, "yes": 2]),
        ("spellCheckingType", "UISpellCheckingType", ["default": 0, "no": 1, "yes": 2]),
        ("smartDashesType", "UISmartDashesType", ["default": 0, "no": 1, "yes": 2]),
        ("smartQuotesType", "UISmartQuotesType", ["default": 0, "no": 1, "yes": 2]),
        ("smartInsertDeleteType", "UISmartInsertDeleteType", ["default": 0, "no": 1, "yes": 2]),
        (
            "keyboardType", "UIKeyboardType",
            [
                "default": 0, "alphabet": 1, "asciiCapable": 1, "numbersAndPunctuation": 2, "URL": 3, "numberPad": 4,
                "phonePad": 5, "namePhonePad": 6, "emailAddress": 7, "decimalPad": 8, "twitter": 9, "webSearch": 10,
                "asciiCapableNumberPad": 11,
            ]
        ),
        ("keyboardAppearance", "UIKeyboardAppearance", ["default": 0, "dark": 1, "light": 2, "alert": 1]),
        (
            "returnKeyType", "UIReturnKeyType",
            [
                "default": 0, "go": 1, "google": 2, "join": 3, "next": 4, "route": 5, "search": 6, "send": 7, "yahoo": 8,
                "done": 9, "emergencyCall": 10, "continue": 11,
            ]
        ),
    ]

    /// UITextField's keys, after UIView's: UIControl's, then its own (`UIKitRecipes.textField`).
    mutating func lowerTextField(_ node: Int, into object: ObjectGraph.ID) {
        run(UIKitRecipes.control + UIKitRecipes.textField, of: "UITextField", for: node, into: object, context: RecipeContext())
    }

    /// The `<textInputTraits key="textInputTraits">` of a text field or text view.
    mutating func textInputTraitEntries(of node: Int) -> [ObjectGraph.Entry] {
        guard let traits = document.child(key: "textInputTraits", of: node) else { return [] }
        var entries: [ObjectGraph.Entry] = []
        for trait in Lowering.textInputTraits {
            if let value = attribute(trait.attribute, of: traits).flatMap({ trait.values[$0] }) {
                entries.append(.init(trait.key, .integer(value)))
            }
        }
        if flag("enablesReturnKeyAutomatically", of: traits) == true {
            entries.append(.init("UIEnablesReturnKeyAutomatically", .bool(true)))
        }
        if flag("secureTextEntry", of: traits) == true { entries.append(.init("UISecureTextEntry", .bool(true))) }
        // IB's content type names are UIKit's UITextContentType values ("username", "password", "url"…).
        if let type = attribute("textContentType", of: traits) { entries.append(.init("UITextContentType", string(type))) }
        return entries
    }
}

// MARK: Activity indicators

extension Lowering {
    /// IB style → (UIActivityIndicatorViewStyle-Modern, UIActivityIndicatorViewStyle). From the 48
    /// corpus samples: gray (2, 2), large (101, 0), whiteLarge (0, 0); white (1, 1) and medium (100, 1)
    /// follow UIKit's enumeration (inferred).
    static let activityIndicatorStyles: [String: (modern: Int64, legacy: Int64)] = [
        "whiteLarge": (0, 0), "white": (1, 1), "gray": (2, 2), "medium": (100, 1), "large": (101, 0),
    ]

    /// UIActivityIndicatorView: its style in both encodings, its color (nil unless set), and the
    /// stopped/animating flags (UIKit hides a stopped indicator unless the document says otherwise:
    /// Xcode writes hidesWhenStopped="YES" and ibtool writes false when it is absent, 31 of 48).
    mutating func lowerActivityIndicator(_ node: Int, into object: ObjectGraph.ID) {
        let style = attribute("style", of: node).flatMap { Lowering.activityIndicatorStyles[$0] } ?? (0, 0)
        var entries: [ObjectGraph.Entry] = [
            .init("UIActivityIndicatorViewStyle-Modern", .integer(style.modern)),
            .init("UIActivityIndicatorViewStyle", .integer(style.legacy)),
        ]
        let color = document.child(key: "color", of: node).flatMap { self.color($0) }
        entries.append(.init("UIColor", color ?? .null))
        if flag("hidesWhenStopped", of: node) != true { entries.append(.init("UIHidesWhenStopped", .bool(false))) }
        if flag("animating", of: node) == true { entries.append(.init("UIAnimating", .bool(true))) }
        if color != nil { entries.append(.init("UIDisableUpdateColorOnTraitCollectionChange", .bool(true))) }
        graph.append(entries, to: object)
    }
}
