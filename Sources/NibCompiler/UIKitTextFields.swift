// UIKitTextFields.swift — UITextField (its keys are the recipes `UIKitRecipes.textField` and
// `textInputTraits`, Recipes.swift), and UIActivityIndicatorView.
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
    /// UITextField's keys, after UIView's: UIControl's, then its own (`UIKitRecipes.textField`).
    mutating func lowerTextField(_ node: Int, into object: ObjectGraph.ID) {
        run("UIControl", for: node, into: object)
        run("UITextField", for: node, into: object)
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
