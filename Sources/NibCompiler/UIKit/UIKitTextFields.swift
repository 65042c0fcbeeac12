// UIKitTextFields.swift — the evidence for UITextField's keys (its archive lines and
// IBTextInputTraits', in the class model), and the shape of UIActivityIndicatorView's legacy style.
//
// Evidence: the 8 UITextField objects of the corpus nibs (no source of them is in the corpus, so the
// attribute → key mapping is read off UIKit's enumerations and these values; FORMAT.md marks it
// inferred). Every sample has UIContentHorizontalAlignment 1 (IB's `contentHorizontalAlignment="left"`),
// UIFont, UITextAlignment, UITextColor, UIAdjustsFontSizeToFit, UIMinimumFontSize, the constant
// UIClearButtonOffset (3, 1) and UIDisableTextColorUpdateOnTraitCollectionChange (a text field's own
// spelling of the label's key); the other keys appear only when the document sets them.

import InterfaceBuilder
import NibArchive

// MARK: Activity indicators

extension Lowering {
    /// The legacy style key of UIActivityIndicatorView (UIActivityIndicatorView's archive lines): from
    /// the 48 corpus samples gray 2, large 0, whiteLarge 0; white 1 and medium 1 follow UIKit's
    /// enumeration (inferred). The style is read by the modern key's recipe.
    func activityIndicatorLegacyStyle(_ node: Int) -> [ObjectGraph.Entry] {
        [.init("UIActivityIndicatorViewStyle", .integer(document.peek("style", of: node).flatMap { Lowering.legacyIndicatorStyles[$0] } ?? 0))]
    }

    static let legacyIndicatorStyles: [String: Int64] = ["whiteLarge": 0, "white": 1, "gray": 2, "medium": 1, "large": 0]
}
