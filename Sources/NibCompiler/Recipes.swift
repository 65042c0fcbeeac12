// Recipes.swift — what a UIKit class archives, declared as data: per class, its nib keys in the
// order the class encodes them, each from an attribute or keyed child of its element through a
// codec, and when it is left out. A view's element runs its class chain's recipes, superclass
// first (UIView's keys, then UILabel's), so a subclass gets its superclass's keys with no code of
// its own. Declared so far: UIView, UILabel, UIScrollView, UIStackView, UIControl, UITextField and
// its text input traits, UIImageView, NSLayoutConstraint. What a table cannot say — geometry, lists of other objects, rules that read several
// attributes — is a named hook (`KeyRecipe.Hook`), written once in `Lowering.run(_:)`.
//
// An attribute's value when the element does not write it is its default in the class model
// (`IBClasses+UIKit.swift`), so "left out at its default" is the model's default, and a recipe
// can be read backwards (key and codec → attribute) by a decompiler. `RecipeTests` checks every
// recipe against the model: each attribute declared on the class chain, with the default its codec
// needs, and each enumeration with its raw values.

import InterfaceBuilder
import NibArchive

/// One key a class archives.
struct KeyRecipe: Sendable {
    enum Source: Sendable {
        /// An attribute of the element (its model default when absent).
        case attribute(String)
        /// A keyed child element (`<color key="tintColor">`).
        case child(String)
        /// Always this value.
        case constant(ObjectGraph.Value)
        /// Code: what needs more than one attribute or other objects.
        case hook(Hook)
    }

    /// How a value becomes the key's value, and when the key is left out.
    enum Codec: Sendable {
        /// Written as `writes` when the value is `when`, else left out.
        case flag(when: String, writes: ObjectGraph.Value)
        /// An integer, left out at the default.
        case integer
        /// A float, left out at the default.
        case float
        /// A float, written at the default too.
        case alwaysFloat
        /// A user-visible text: an NSLocalizableString `<id>.<attribute>` in a localized document.
        case localizable
        /// An image by name (`Lowering.imagePlaceholder`).
        case image
        /// A double; `always`: written at the default too.
        case double(always: Bool)
        /// YES or NO as a boolean, always written.
        case boolean
        /// An `<inset>` element as UIEdgeInsets (`Lowering.insets`).
        case insets
        /// An enumeration name as its raw value; `always`: written at the default too.
        case enumeration(always: Bool)
        /// An enumeration name as its raw value, whenever the element writes one.
        case writtenEnumeration
        /// A text as an NSString.
        case string
        /// A color element (`Lowering.color`).
        case color
        /// The hook writes the key itself.
        case hooked
    }

    /// Code that writes keys a table cannot describe.
    enum Hook: Sendable {
        case frame, subviews, opaque, autoresizingMask, constraints, hugging, layoutGuides, compressionResistance
        case text, font, textColor, shadowOffset, fontSizing
        case arrangedSubviews, prototypeDelegate, contentSize
        case textInputTraits
        case firstItem, multiplier, secondItem, constantV2, secondAttribute, constant
    }

    let key: String
    let source: Source
    let codec: Codec

    init(_ key: String, _ source: Source, _ codec: Codec) {
        (self.key, self.source, self.codec) = (key, source, codec)
    }

    /// A key a hook writes.
    static func hook(_ key: String, _ hook: Hook) -> KeyRecipe { KeyRecipe(key, .hook(hook), .hooked) }
}

/// The recipes, by UIKit class name.
enum UIKitRecipes {
    static let byClass: [String: [KeyRecipe]] = [
        "UIView": view, "UILabel": label, "UIScrollView": scrollView, "UIStackView": stackView, "UIControl": control,
        "UITextField": textField, "UIImageView": imageView, "IBTextInputTraits": textInputTraits,
        "NSLayoutConstraint": constraint,
    ]

    /// UIView's keys (the order of the corpus nibs: every pair of these keys that occurs together is
    /// in this order in all of them).
    static let view: [KeyRecipe] = [
        .hook("UIBounds", .frame),  // and UICenter
        .hook("UISubviews", .subviews),
        KeyRecipe("UIBackgroundColor", .child("backgroundColor"), .color),
        KeyRecipe("UIDeepDrawRect", .constant(.bool(true)), .hooked),
        .hook("UIOpaque", .opaque),
        KeyRecipe("UIHidden", .attribute("hidden"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UITag", .attribute("tag"), .integer),
        KeyRecipe("UIUserInteractionDisabled", .attribute("userInteractionEnabled"), .flag(when: "NO", writes: .bool(true))),
        KeyRecipe("UIMultipleTouchEnabled", .attribute("multipleTouchEnabled"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIAutoresizeSubviews", .attribute("autoresizesSubviews"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIAutoresizingMask", .autoresizingMask),
        KeyRecipe("UIClearsContextBeforeDrawing", .attribute("clearsContextBeforeDrawing"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIContentMode", .attribute("contentMode"), .enumeration(always: false)),
        KeyRecipe("UIAlpha", .attribute("alpha"), .float),
        KeyRecipe("UIClipsToBounds", .attribute("clipsSubviews"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UITintColor", .child("tintColor"), .color),
        KeyRecipe(
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .attribute("translatesAutoresizingMaskIntoConstraints"),
            .flag(when: "NO", writes: .bool(true))),
        .hook("UIViewAutolayoutConstraints", .constraints),
        .hook("UIViewContentHuggingPriority", .hugging),
        .hook("UIViewLayoutGuides", .layoutGuides),
        .hook("UIViewContentCompressionResistancePriority", .compressionResistance),
        KeyRecipe("UIViewInsetsLayoutMarginsFromSafeArea", .attribute("insetsLayoutMarginsFromSafeArea"), .flag(when: "NO", writes: .integer(0))),
        KeyRecipe("UIViewSemanticContentAttribute", .attribute("semanticContentAttribute"), .enumeration(always: true)),
    ]

    /// UILabel's keys, after UIView's (conformance pairs; Apptentive for the letter spacing).
    static let label: [KeyRecipe] = [
        .hook("UIText", .text),
        .hook("UIFont", .font),
        .hook("UITextColor", .textColor),
        .hook("UIShadowOffset", .shadowOffset),
        KeyRecipe("UINumberOfLines", .attribute("numberOfLines"), .integer),
        KeyRecipe("UILineBreakMode", .attribute("lineBreakMode"), .enumeration(always: false)),
        .hook("UIAdjustsFontSizeToFit", .fontSizing),  // and UIMinimumFontSize, UIMinimumScaleFactor
        KeyRecipe("UITextAlignment", .attribute("textAlignment"), .enumeration(always: true)),
        KeyRecipe("UIAdjustsLetterSpacingToFit", .attribute("adjustsLetterSpacingToFitWidth"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIBaselineAdjustment", .attribute("baselineAdjustment"), .enumeration(always: false)),
        KeyRecipe("UIPreferredMaxLayoutWidth", .attribute("preferredMaxLayoutWidth"), .float),
        KeyRecipe("UIEnabled", .attribute("enabled"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIDisableUpdateTextColorOnTraitCollectionChange", .constant(.bool(true)), .hooked),
    ]
}

extension UIKitRecipes {
    /// UIScrollView's keys, after UIView's (corpus nibs: 283 scroll views, 23 tables). Storyboard
    /// prototype tables and collection views also archive their delegate (nil: it is connected at
    /// load time) and the content size ibtool laid out.
    static let scrollView: [KeyRecipe] = [
        KeyRecipe("UIScrollViewIndicatorInsetAdjustmentBehavior", .constant(.integer(1)), .hooked),
        KeyRecipe("UIIndicatorStyle", .attribute("indicatorStyle"), .enumeration(always: false)),
        KeyRecipe("UIScrollIndicatorInsets", .child("scrollIndicatorInsets"), .insets),
        KeyRecipe("UIShowsHorizontalScrollIndicator", .attribute("showsHorizontalScrollIndicator"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIShowsVerticalScrollIndicator", .attribute("showsVerticalScrollIndicator"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIScrollDisabled", .attribute("scrollEnabled"), .flag(when: "NO", writes: .bool(true))),
        KeyRecipe("UIPagingEnabled", .attribute("pagingEnabled"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIBounceEnabled", .attribute("bounces"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIAlwaysBounceVertical", .attribute("alwaysBounceVertical"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIAlwaysBounceHorizontal", .attribute("alwaysBounceHorizontal"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIBouncesZoom", .attribute("bouncesZoom"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIDirectionalLockEnabled", .attribute("directionalLockEnabled"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIDelegate", .prototypeDelegate),
        .hook("UIContentSize", .contentSize),
        KeyRecipe("UIDelaysContentTouches", .attribute("delaysContentTouches"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UICanCancelContentTouches", .attribute("canCancelContentTouches"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIKeyboardDismissMode", .attribute("keyboardDismissMode"), .enumeration(always: false)),
        KeyRecipe("UIScrollViewContentInsetAdjustmentBehavior", .attribute("contentInsetAdjustmentBehavior"), .enumeration(always: true)),
    ]

    /// UIStackView's keys, after UIView's (conformance pairs; 53 stack views of the corpus nibs).
    static let stackView: [KeyRecipe] = [
        KeyRecipe("UIViewLayoutMargins", .constant(.geometry(.insets(top: 0, left: 0, bottom: 0, right: 0))), .hooked),
        .hook("UIStackViewArrangedSubviews", .arrangedSubviews),
        KeyRecipe("UIStackViewAxis", .attribute("axis"), .enumeration(always: true)),
        KeyRecipe("UIStackViewDistribution", .attribute("distribution"), .enumeration(always: true)),
        KeyRecipe("UIStackViewAlignment", .attribute("alignment"), .enumeration(always: true)),
        KeyRecipe("UIStackViewSpacing", .attribute("spacing"), .double(always: true)),
        KeyRecipe("UIStackViewBaselineRelative", .attribute("baselineRelativeArrangement"), .boolean),
        KeyRecipe("UIStackViewLayoutMarginsRelative", .attribute("layoutMarginsRelativeArrangement"), .boolean),
    ]
}

extension UIKitRecipes {
    /// UIControl's keys, after UIView's (conformance pairs: buttons, text fields).
    static let control: [KeyRecipe] = [
        KeyRecipe("UIContentHorizontalAlignment", .attribute("contentHorizontalAlignment"), .enumeration(always: false)),
        KeyRecipe("UIContentVerticalAlignment", .attribute("contentVerticalAlignment"), .enumeration(always: false)),
        KeyRecipe("UIContentVerticalAlignment2", .attribute("contentVerticalAlignment"), .enumeration(always: false)),
        KeyRecipe("UIDisabled", .attribute("enabled"), .flag(when: "NO", writes: .bool(true))),
    ]

    /// UITextField's keys, after UIControl's (conformance pairs; 8 corpus nibs for the traits).
    static let textField: [KeyRecipe] = [
        .hook("UIFont", .font),
        KeyRecipe("UIText", .attribute("text"), .localizable),
        KeyRecipe("UIPlaceholder", .attribute("placeholder"), .localizable),
        KeyRecipe("UITextAlignment", .attribute("textAlignment"), .enumeration(always: true)),
        .hook("UITextColor", .textColor),
        KeyRecipe("UIBorderStyle", .attribute("borderStyle"), .enumeration(always: false)),
        KeyRecipe("UIBackground", .attribute("background"), .image),
        KeyRecipe("UIDisabledBackground", .attribute("disabledBackground"), .image),
        KeyRecipe("UIAdjustsFontSizeToFit", .attribute("adjustsFontSizeToFit"), .boolean),
        KeyRecipe("UIMinimumFontSize", .attribute("minimumFontSize"), .alwaysFloat),
        KeyRecipe("UIClearButtonMode", .attribute("clearButtonMode"), .enumeration(always: false)),
        KeyRecipe("UIClearButtonOffset", .constant(.geometry(.point(x: 3, y: 1))), .hooked),
        KeyRecipe("UIClearsOnBeginEditing", .attribute("clearsOnBeginEditing"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIAutocapitalizationType", .textInputTraits),  // the traits' keys (`textInputTraits`)
        KeyRecipe("UIDisableTextColorUpdateOnTraitCollectionChange", .constant(.bool(true)), .hooked),
    ]

    /// A text field's or text view's `<textInputTraits key="textInputTraits">`, whose keys the text
    /// field archives itself (8 corpus nibs; spell checking, smart punctuation, appearance, secure
    /// entry and content type inferred from UIKit's names).
    static let textInputTraits: [KeyRecipe] = [
        KeyRecipe("UIAutocapitalizationType", .attribute("autocapitalizationType"), .writtenEnumeration),
        KeyRecipe("UIAutocorrectionType", .attribute("autocorrectionType"), .writtenEnumeration),
        KeyRecipe("UISpellCheckingType", .attribute("spellCheckingType"), .writtenEnumeration),
        KeyRecipe("UISmartDashesType", .attribute("smartDashesType"), .writtenEnumeration),
        KeyRecipe("UISmartQuotesType", .attribute("smartQuotesType"), .writtenEnumeration),
        KeyRecipe("UISmartInsertDeleteType", .attribute("smartInsertDeleteType"), .writtenEnumeration),
        KeyRecipe("UIKeyboardType", .attribute("keyboardType"), .writtenEnumeration),
        KeyRecipe("UIKeyboardAppearance", .attribute("keyboardAppearance"), .writtenEnumeration),
        KeyRecipe("UIReturnKeyType", .attribute("returnKeyType"), .writtenEnumeration),
        KeyRecipe("UIEnablesReturnKeyAutomatically", .attribute("enablesReturnKeyAutomatically"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UISecureTextEntry", .attribute("secureTextEntry"), .flag(when: "YES", writes: .bool(true))),
        // IB's content type names are UIKit's UITextContentType values ("username", "password", "url"…).
        KeyRecipe("UITextContentType", .attribute("textContentType"), .string),
    ]

    /// NSLayoutConstraint's keys (conformance pairs: every constraint key in this order; the
    /// pre-V2 attribute and constant keys repeat the V2 ones after NSShouldBeArchived).
    static let constraint: [KeyRecipe] = [
        .hook("NSFirstItem", .firstItem),
        KeyRecipe("NSFirstAttributeV2", .attribute("firstAttribute"), .enumeration(always: true)),
        KeyRecipe("NSRelation", .attribute("relation"), .enumeration(always: false)),
        .hook("NSMultiplier", .multiplier),
        .hook("NSSecondItem", .secondItem),  // and NSSecondAttributeV2
        .hook("NSConstantV2", .constantV2),  // or NSSymbolicConstant
        KeyRecipe("NSPriority", .attribute("priority"), .integer),
        KeyRecipe("NSShouldBeArchived", .constant(.bool(true)), .hooked),
        KeyRecipe("NSFirstAttribute", .attribute("firstAttribute"), .enumeration(always: true)),
        .hook("NSSecondAttribute", .secondAttribute),
        .hook("NSConstant", .constant),
        KeyRecipe("NSLayoutIdentifier", .attribute("identifier"), .string),
    ]

    /// UIImageView's keys, after UIView's (conformance pairs).
    static let imageView: [KeyRecipe] = [
        KeyRecipe("UIImage", .attribute("image"), .image),
    ]
}

extension UIKitRecipes {
    /// Each class's recipe with the class model's declaration of each attribute it reads, found
    /// once (the recipes run for every object: no lookup by name per object and attribute).
    static let resolved: [String: [(recipe: KeyRecipe, declared: IBAttributeDeclaration?)]] = {
        let model = IBClassModel.standard
        return byClass.reduce(into: [:]) { result, item in
            // A UIKit class, or one of IB's value elements (`IBTextInputTraits`).
            let declaration = model.classes["uikit:" + item.key] ?? model.classes["document:" + item.key]
            result[item.key] = item.value.map { recipe in
                guard case .attribute(let name) = recipe.source else { return (recipe, nil) }
                return (recipe, declaration.flatMap { model.attribute(name, of: $0) })
            }
        }
    }()
}

extension Lowering {
    /// The raw value the class model gives the enumeration attribute `name` of `node` (a
    /// `className` of the UIKit table), read and accounted as lowered when it has one; nil otherwise.
    func enumerationValue(_ name: String, of node: Int, className: String) -> Int64? {
        guard let declaration = IBClassModel.standard.classes["uikit:" + className],
            let domain = IBClassModel.standard.attribute(name, of: declaration)?.domain,
            let written = document.peek(name, of: node), let raw = domain.rawValue(of: written)
        else { return nil }
        _ = attribute(name, of: node)
        return raw
    }

    /// What the recipes' hooks may take from the caller instead of the element (a cell's content
    /// view and separator as its subviews, its system constraints).
    struct RecipeContext {
        var subviews: [ObjectGraph.ID]?
        var constraints: [ObjectGraph.ID]?
    }

    /// Appends the keys of UIKit class `className`'s recipe for `node` to `object`.
    mutating func run(_ className: String, for node: Int, into object: ObjectGraph.ID, context: RecipeContext = RecipeContext()) {
        graph.append(entries(className, for: node, into: object, context: context), to: object)
    }

    /// The keys of `className`'s recipe for `node`.
    mutating func entries(_ className: String, for node: Int, into object: ObjectGraph.ID, context: RecipeContext) -> [ObjectGraph.Entry] {
        var entries: [ObjectGraph.Entry] = []
        for (recipe, declared) in UIKitRecipes.resolved[className] ?? [] {
            switch recipe.source {
            case .constant(let value):
                entries.append(.init(recipe.key, value))
            case .hook(let hook):
                entries += hooked(hook, node, object, context)
            case .child(let key):
                guard let child = document.child(key: key, of: node) else { continue }
                switch recipe.codec {
                case .color: if let value = color(child) { entries.append(.init(recipe.key, value)) }
                case .insets: entries.append(.init(recipe.key, .geometry(insets(child))))
                default: continue
                }
            case .attribute(let name):
                // Read (and so accounted as lowered) unless it is an enumeration name whose raw
                // value the model does not know, which is then reported as not compiled.
                let written = document.peek(name, of: node)
                var handled = true
                if let written {
                    switch recipe.codec {
                    case .enumeration, .writtenEnumeration: handled = declared?.domain.rawValue(of: written) != nil
                    default: break
                    }
                }
                if handled { _ = attribute(name, of: node) }
                guard let value = written ?? declared?.defaultValue else { continue }
                // At the default: the same text, or the same number ("1.0" is "1").
                let atDefault =
                    value == declared?.defaultValue
                    || (Double(value) != nil && Double(value) == declared?.defaultValue.flatMap { Double($0) })
                switch recipe.codec {
                case .flag(let when, let writes):
                    if value == when { entries.append(.init(recipe.key, writes)) }
                case .integer:
                    if !atDefault, let number = Int64(value) ?? Double(value).map({ Int64($0) }) { entries.append(.init(recipe.key, .integer(number))) }
                case .float:
                    if !atDefault, let number = Double(value) { entries.append(.init(recipe.key, .float(Float(number)))) }
                case .writtenEnumeration:
                    if written != nil, let raw = declared?.domain.rawValue(of: value) { entries.append(.init(recipe.key, .integer(raw))) }
                case .string:
                    entries.append(.init(recipe.key, string(value)))
                case .alwaysFloat:
                    entries.append(.init(recipe.key, .float(Float(Double(value) ?? 0))))
                case .localizable:
                    entries.append(.init(recipe.key, text(value, of: node, property: name)))
                case .image:
                    entries.append(.init(recipe.key, imagePlaceholder(value)))
                case .double(let always):
                    if always || !atDefault { entries.append(.init(recipe.key, .double(Double(value) ?? 0))) }
                case .boolean:
                    entries.append(.init(recipe.key, .bool(value == "YES")))
                case .enumeration(let always):
                    // A name the model does not know is left out, or written as the default when
                    // the key is always written.
                    let defaultRaw = declared?.defaultValue.flatMap { declared?.domain.rawValue(of: $0) }
                    guard let raw = declared?.domain.rawValue(of: value) ?? (always ? defaultRaw ?? 0 : nil) else { continue }
                    if always || raw != defaultRaw { entries.append(.init(recipe.key, .integer(raw))) }
                case .color, .insets, .hooked:
                    continue
                }
            }
        }
        return entries
    }
}
