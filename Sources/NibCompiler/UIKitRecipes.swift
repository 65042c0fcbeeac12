// UIKitRecipes.swift — what each UIKit class archives, as tables (the form is in Recipes.swift).
// One table per class, in the order the class encodes its keys; a subclass lists only its own keys.
// Each table says where its evidence is: the conformance pairs (ibtool's output for a document)
// or the corpus nibs' key statistics (../shared/docs/classkeys_ios.txt).
//
// To add a property: declare the attribute in the class model (IBClasses+UIKit.swift) with its
// domain and default, then add a line to its class's table here. RecipeTests checks the pair.

import InterfaceBuilder
import NibArchive

/// The recipes, by UIKit class name.
enum UIKitRecipes {
    static let byClass: [String: [KeyRecipe]] = [
        "UIView": view, "UILabel": label, "UIScrollView": scrollView, "UIStackView": stackView, "UIControl": control,
        "UITextField": textField, "UIImageView": imageView, "IBTextInputTraits": textInputTraits,
        "NSLayoutConstraint": constraint, "UIButton": button, "UIActivityIndicatorView": activityIndicator,
        "UIVisualEffectView": visualEffectView, "UITableView": tableView, "UICollectionView": collectionView,
        "UICollectionViewFlowLayout": flowLayout, "UIToolbar": toolbar, "UINavigationBar": navigationBar, "UITabBar": tabBar,
        "UIBarItem": barItem, "UIBarButtonItem": barButtonItem, "UITabBarItem": tabBarItem, "UINavigationItem": navigationItem,
        "UIGestureRecognizer": gestureRecognizer, "UITapGestureRecognizer": tapGestureRecognizer,
        "UITapRecognizer": tapRecognizer, "UISwipeGestureRecognizer": swipeGestureRecognizer,
        "UICollectionReusableView": reusableView, "UICollectionViewCell": collectionViewCell, "UITableViewCell": tableViewCell, "UITextView": textView,
        "UISwitch": switchControl, "UISlider": slider, "UIRefreshControl": refreshControl, "UIWebView": webView,
        "UIPickerView": pickerView,
    ]

    /// Recipes that are not classes of the model (IB value elements, objects a class archives
    /// inside itself) → the model class whose attributes they read.
    static let subRecipes: [String: String] = ["IBTextInputTraits": "IBTextInputTraits", "UITapRecognizer": "UITapGestureRecognizer"]

    /// UIView's keys (the order of the corpus nibs: every pair of these keys that occurs together is
    /// in this order in all of them).
    static let view: [KeyRecipe] = [
        .hook("UIBounds", .frame),  // and UICenter
        .hook("UISubviews", .subviews),
        KeyRecipe("UIBackgroundColor", .child("backgroundColor"), .color(orNull: false)),
        KeyRecipe("UIDeepDrawRect", .constant(.bool(true)), .hooked),
        .hook("UIHitTestDirectionalInsets", .hitTestInsets),
        .hook("UIOpaque", .opaque),
        KeyRecipe("UIHidden", .attribute("hidden"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UITag", .attribute("tag"), .integer),
        KeyRecipe("UIUserInteractionDisabled", .attribute("userInteractionEnabled"), .flag(when: "NO", writes: .bool(true))),
        KeyRecipe("UIMultipleTouchEnabled", .attribute("multipleTouchEnabled"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIAutoresizeSubviews", .attribute("autoresizesSubviews"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIAutoresizingMask", .autoresizingMask),
        KeyRecipe("UIClearsContextBeforeDrawing", .attribute("clearsContextBeforeDrawing"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIContentMode", .attribute("contentMode"), .enumeration(.atDefault)),
        KeyRecipe("UIAlpha", .attribute("alpha"), .float),
        KeyRecipe("UIClipsToBounds", .attribute("clipsSubviews"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UITintColor", .child("tintColor"), .color(orNull: false)),
        KeyRecipe(
            "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", .attribute("translatesAutoresizingMaskIntoConstraints"),
            .flag(when: "NO", writes: .bool(true))),
        .hook("UIViewAutolayoutConstraints", .constraints),
        .hook("UIViewContentHuggingPriority", .hugging),
        .hook("UIViewLayoutGuides", .layoutGuides),
        .hook("UIViewContentCompressionResistancePriority", .compressionResistance),
        KeyRecipe("UIViewInsetsLayoutMarginsFromSafeArea", .attribute("insetsLayoutMarginsFromSafeArea"), .flag(when: "NO", writes: .integer(0))),
        // UIResponder's restoration identifier (2 views of Apple's nibs: after the constraints,
        // before the semantic content attribute; FIELD-GUIDE).
        KeyRecipe("UIRestorationIdentifier", .attribute("restorationIdentifier"), .string),
        KeyRecipe("UIViewSemanticContentAttribute", .attribute("semanticContentAttribute"), .enumeration(.never)),
        // iOS 13's large content viewer: nil, last of UIView's keys, in every view of SDK-13+ nibs
        // (548 of 548 plain views, 280 labels, 185 buttons in Apple's nibs).
        KeyRecipe("UIViewLargeContentStoredProperties", .constant(.null), .hooked),
    ]

    /// UILabel's keys, after UIView's (conformance pairs; Apptentive for the letter spacing).
    static let label: [KeyRecipe] = [
        .hook("UIText", .text),
        KeyRecipe(
            "UIAdjustsFontForContentSizeCategory", .attribute("adjustsFontForContentSizeCategory"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIFont", .font),
        .hook("UITextColor", .textColor),
        // FIELD-GUIDE: WinObjC's UILabel reads it; no corpus nib has one (its place is inferred).
        KeyRecipe("UIHighlightedColor", .child("highlightedColor"), .color(orNull: false)),
        .hook("UIShadowOffset", .shadowOffset),
        KeyRecipe("UINumberOfLines", .attribute("numberOfLines"), .integer),
        KeyRecipe("UILineBreakMode", .attribute("lineBreakMode"), .enumeration(.atDefault)),
        .hook("UIAdjustsFontSizeToFit", .fontSizing),  // and UIMinimumFontSize, UIMinimumScaleFactor
        KeyRecipe("UITextAlignment", .attribute("textAlignment"), .enumeration(.never)),
        KeyRecipe("UIAdjustsLetterSpacingToFit", .attribute("adjustsLetterSpacingToFitWidth"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIBaselineAdjustment", .attribute("baselineAdjustment"), .enumeration(.atDefault)),
        KeyRecipe("UIPreferredMaxLayoutWidth", .attribute("preferredMaxLayoutWidth"), .writtenFloat),
        KeyRecipe("UIEnabled", .attribute("enabled"), .flag(when: "NO", writes: .bool(false))),
        // false when the document writes <nil key="textColor"/> (UILabel's own color: the 52 such
        // labels of the pairs, and the 174 of Apple's nibs whose color is labelColor or blackColor),
        // true otherwise, a label without the element included (SDCAlertView ActionCell, Xcode 8).
        KeyRecipe(
            "UIDisableUpdateTextColorOnTraitCollectionChange", .child("textColor"), .unlessNil(writes: .bool(true), ifNil: .bool(false))),
    ]

    /// UIImageView's keys, after UIView's (conformance pairs).
    static let imageView: [KeyRecipe] = [
        KeyRecipe("UIImage", .attribute("image"), .image),
    ]

    /// UIActivityIndicatorView's keys, after UIView's (48 corpus nibs): the style in both
    /// encodings (the modern one is UIKit's raw value; gray (2, 2), large (101, 0), whiteLarge
    /// (0, 0) seen, white and medium inferred), the color (nil unless set), and the stopped and
    /// animating flags (Xcode writes hidesWhenStopped="YES"; without it ibtool writes false, 31 of 48).
    static let activityIndicator: [KeyRecipe] = [
        KeyRecipe("UIActivityIndicatorViewStyle-Modern", .attribute("style"), .enumeration(.never)),
        .hook("UIActivityIndicatorViewStyle", .activityIndicatorLegacyStyle),
        KeyRecipe("UIColor", .child("color"), .color(orNull: true)),
        KeyRecipe("UIHidesWhenStopped", .attribute("hidesWhenStopped"), .flag(when: "NO", writes: .bool(false))),
        KeyRecipe("UIAnimating", .attribute("animating"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIDisableUpdateColorOnTraitCollectionChange", .child("color"), .present(writes: .bool(true))),
    ]

    /// UIPickerView's key, after UIView's: `UIAllowSelectingCells` true, in 8 of 8 picker views of
    /// Apple's nibs (6 files), whatever else they archive (FIELD-GUIDE). IB's inspector has no
    /// picker attribute; the hugging pair UIView writes for it always (`Lowering.hooked`).
    static let pickerView: [KeyRecipe] = [
        KeyRecipe("UIAllowSelectingCells", .constant(.bool(true)), .hooked),
    ]

    /// UIVisualEffectView's keys, after UIView's (5 corpus nibs): its effect and its content view,
    /// which is not among its subviews.
    static let visualEffectView: [KeyRecipe] = [
        .hook("UIVisualEffectViewEffect", .visualEffect),
        .hook("UIVisualEffectViewContentView", .visualEffectContentView),
    ]
}

// MARK: - Controls

extension UIKitRecipes {
    /// UIControl's keys, after UIView's (conformance pairs: buttons, text fields).
    static let control: [KeyRecipe] = [
        KeyRecipe("UIContentHorizontalAlignment", .attribute("contentHorizontalAlignment"), .enumeration(.atDefault)),
        KeyRecipe("UIContentVerticalAlignment", .attribute("contentVerticalAlignment"), .enumeration(.atDefault)),
        KeyRecipe("UIContentVerticalAlignment2", .attribute("contentVerticalAlignment"), .enumeration(.atDefault)),
        KeyRecipe("UIDisabled", .attribute("enabled"), .flag(when: "NO", writes: .bool(true))),
    ]

    /// UISwitch's keys, after UIControl's: its state (2 of 2 switches of Apple's nibs, both on, carry
    /// `UISwitchEnabled` true and no other key of their own; FIELD-GUIDE). The tint colors are
    /// reported: no nib shows their keys.
    static let switchControl: [KeyRecipe] = [
        KeyRecipe("UISwitchEnabled", .attribute("on"), .flag(when: "YES", writes: .bool(true))),
    ]

    /// UISlider's keys, after UIControl's (CleverTap AVPlayerControls pair: `UIMaxValue` written
    /// off its default 1, the track and thumb colors; `UIValue` and `UIMinValue` are the names of
    /// FIELD-GUIDE [S], left out at UIKit's default 0 like the minimum there).
    static let slider: [KeyRecipe] = [
        KeyRecipe("UIValue", .attribute("value"), .float),
        KeyRecipe("UIMinValue", .attribute("minValue"), .float),
        KeyRecipe("UIMaxValue", .attribute("maxValue"), .float),
        KeyRecipe("UIMinimumTintColor", .child("minimumTrackTintColor"), .color(orNull: false)),
        KeyRecipe("UIMaximumTintColor", .child("maximumTrackTintColor"), .color(orNull: false)),
        KeyRecipe("UIThumbTintColor", .child("thumbTintColor"), .color(orNull: false)),
    ]

    /// UIButton's keys, after UIView's and before UIControl's (conformance pairs; 160 buttons of
    /// the corpus nibs, which always carry both image adjustment flags).
    static let button: [KeyRecipe] = [
        .hook("UIButtonStatefulContent", .buttonStates),
        KeyRecipe("UIAdjustsImageWhenHighlighted", .attribute("adjustsImageWhenHighlighted"), .boolean),
        KeyRecipe("UIAdjustsImageWhenDisabled", .attribute("adjustsImageWhenDisabled"), .boolean),
        KeyRecipe(
            "UIAdjustsImageSizeForAccessibilityContentSizeCategory", .attribute("adjustsImageSizeForAccessibilityContentSizeCategory"),
            .flag(when: "YES", writes: .bool(true))),
        .hook("UIFont", .font),
        KeyRecipe("UIButtonType", .attribute("buttonType"), .enumeration(.atDefault)),
        KeyRecipe("UILineBreakMode", .attribute("lineBreakMode"), .enumeration(.atDefault)),
        KeyRecipe("UIContentEdgeInsets", .child("contentEdgeInsets"), .insets(omitZero: false)),
        // FIELD-GUIDE [V] (WinObjC's UIButton.cpp reads Apple's nibs); their place after the
        // content insets is inferred, as no corpus nib has one.
        KeyRecipe("UITitleEdgeInsets", .child("titleEdgeInsets"), .insets(omitZero: false)),
        KeyRecipe("UIImageEdgeInsets", .child("imageEdgeInsets"), .insets(omitZero: false)),
        .inherited,
        // iOS 15's button configuration: nil for a button without one, last (42 of 42 buttons in
        // Xcode 13+ nibs).
        KeyRecipe("UIButtonConfiguration", .constant(.null), .hooked),
    ]

    /// UITextField's keys, after UIControl's (conformance pairs; 8 corpus nibs for the traits).
    static let textField: [KeyRecipe] = [
        .hook("UIFont", .font),
        KeyRecipe("UIText", .attribute("text"), .localizable),
        KeyRecipe("UIPlaceholder", .attribute("placeholder"), .localizable),
        KeyRecipe("UITextAlignment", .attribute("textAlignment"), .enumeration(.never)),
        .hook("UITextColor", .textColor),
        KeyRecipe("UIBorderStyle", .attribute("borderStyle"), .enumeration(.atDefault)),
        KeyRecipe("UIBackground", .attribute("background"), .image),
        KeyRecipe("UIDisabledBackground", .attribute("disabledBackground"), .image),
        KeyRecipe("UIAdjustsFontSizeToFit", .attribute("adjustsFontSizeToFit"), .boolean),
        KeyRecipe("UIMinimumFontSize", .attribute("minimumFontSize"), .alwaysFloat),
        KeyRecipe("UIClearButtonMode", .attribute("clearButtonMode"), .enumeration(.atDefault)),
        KeyRecipe("UIClearButtonOffset", .constant(.geometry(.point(x: 3, y: 1))), .hooked),
        KeyRecipe("UIClearsOnBeginEditing", .attribute("clearsOnBeginEditing"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIAutocapitalizationType", .textInputTraits),  // the traits' keys (`textInputTraits`)
        KeyRecipe("UIDisableTextColorUpdateOnTraitCollectionChange", .constant(.bool(true)), .hooked),
    ]

    /// A text field's or text view's `<textInputTraits key="textInputTraits">`, whose keys the text
    /// field archives itself (8 corpus nibs; spell checking, smart punctuation, appearance, secure
    /// entry and content type inferred from UIKit's names).
    static let textInputTraits: [KeyRecipe] = [
        // Left out at UIKit's default, sentences: the text views of the Appboy and Apptentive pairs
        // (sentences, 14) have no key; Apple's nibs have words (5 text fields) and none (6 text views).
        KeyRecipe("UIAutocapitalizationType", .attribute("autocapitalizationType"), .enumeration(.atDefault)),
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
}

// MARK: - Scroll views, stacks, tables and collections

extension UIKitRecipes {
    /// UIScrollView's keys, after UIView's (corpus nibs: 283 scroll views, 23 tables). Storyboard
    /// prototype tables and collection views also archive their delegate (nil: it is connected at
    /// load time) and the content size ibtool laid out.
    static let scrollView: [KeyRecipe] = [
        KeyRecipe("UIScrollViewIndicatorInsetAdjustmentBehavior", .constant(.integer(1)), .hooked),
        KeyRecipe("UIIndicatorStyle", .attribute("indicatorStyle"), .enumeration(.atDefault)),
        KeyRecipe("UIScrollIndicatorInsets", .child("scrollIndicatorInsets"), .insets(omitZero: false)),
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
        KeyRecipe("UIKeyboardDismissMode", .attribute("keyboardDismissMode"), .enumeration(.atDefault)),
        .hook("UIRefreshControl", .refreshControl),
        KeyRecipe("UIScrollViewContentInsetAdjustmentBehavior", .attribute("contentInsetAdjustmentBehavior"), .enumeration(.never)),
    ]

    /// UIWebView's keys after UIView's (Appboy HTML full-screen and Apptentive pairs, the 3 web
    /// views of the corpus nibs): its delegate, nil (connected at load time), the data detectors —
    /// phone numbers when the document has no `<dataDetectorType>` —, then `scalesPageToFit`.
    /// `suppressesIncrementalRendering="YES"` gives no key (Appboy).
    static let webView: [KeyRecipe] = [
        KeyRecipe("UIDelegate", .constant(.null), .hooked),
        .hook("UIDataDetectorTypes", .dataDetectorTypes),
        KeyRecipe("UIScalesPageToFit", .attribute("scalesPageToFit"), .flag(when: "YES", writes: .bool(true))),
    ]

    /// UIRefreshControl's keys after UIControl's. ibtool writes style 2 for every refresh control
    /// (the 2 Appboy storyboard pairs, inferred as constant); the control itself is the table
    /// view's `UIRefreshControl` (`controllerRefreshControl`).
    static let refreshControl: [KeyRecipe] = [
        KeyRecipe("UIRefreshControlStyle", .constant(.integer(2)), .hooked),
    ]

    /// UITextView's keys, after UIScrollView's, in the order of the 40 text views of Apple's nibs;
    /// values from the Appboy and Apptentive pairs. A plain text is both `UIText` and a
    /// `UIAttributedText` with the view's font, color and alignment (`textViewText`); the text
    /// input traits' keys follow the view's, as a text field's do.
    static let textView: [KeyRecipe] = [
        .hook("UIText", .textViewText),  // and UIAttributedText
        KeyRecipe(
            "UIAdjustsFontForContentSizeCategory", .attribute("adjustsFontForContentSizeCategory"), .flag(when: "YES", writes: .bool(true))),
        .hook("UIFont", .font),
        KeyRecipe("UITextColor", .child("textColor"), .color(orNull: false)),
        KeyRecipe("UIDisableUpdateTextColorOnTraitCollectionChange", .child("textColor"), .present(writes: .bool(true))),
        KeyRecipe("UITextAlignment", .attribute("textAlignment"), .enumeration(.never)),
        KeyRecipe("UIEditable", .attribute("editable"), .flag(when: "NO", writes: .bool(false))),
        .hook("UIDataDetectorTypes", .dataDetectorTypes),
        .hook("UIAutocapitalizationType", .textInputTraits),  // the traits' keys (`textInputTraits`)
    ]

    /// UIStackView's keys, after UIView's (conformance pairs; 53 stack views of the corpus nibs).
    static let stackView: [KeyRecipe] = [
        KeyRecipe("UIViewLayoutMargins", .constant(.geometry(.insets(top: 0, left: 0, bottom: 0, right: 0))), .hooked),
        .hook("UIStackViewArrangedSubviews", .arrangedSubviews),
        KeyRecipe("UIStackViewAxis", .attribute("axis"), .enumeration(.never)),
        KeyRecipe("UIStackViewDistribution", .attribute("distribution"), .enumeration(.never)),
        KeyRecipe("UIStackViewAlignment", .attribute("alignment"), .enumeration(.never)),
        KeyRecipe("UIStackViewSpacing", .attribute("spacing"), .double(always: true)),
        KeyRecipe("UIStackViewBaselineRelative", .attribute("baselineRelativeArrangement"), .boolean),
        KeyRecipe("UIStackViewLayoutMarginsRelative", .attribute("layoutMarginsRelativeArrangement"), .boolean),
    ]

    /// UITableView's keys after UIScrollView's, in the order of the corpus nibs (23 tables, SDK 10
    /// to 16): style, separators, heights, estimated heights, margins and insets, header and
    /// footer views, then a storyboard's prototype cells. Inferred: the defaults of the keys
    /// older SDKs leave out.
    static let tableView: [KeyRecipe] = [
        .hook("UITableViewStyle", .tableStyle),  // and UIStyle
        .hook("UISeparatorStyle", .separatorStyle),  // and UISeparatorStyleIOS5AndLater, or UISeparatorStyleIOS9AndLater
        // Inferred: no corpus nib has a separator color; UIKit's name for the property's key.
        KeyRecipe("UISeparatorColor", .child("separatorColor"), .color(orNull: false)),
        .hook("UIRowHeight", .rowHeight),
        KeyRecipe("UISectionHeaderHeight", .attribute("sectionHeaderHeight"), .writtenFloat),
        KeyRecipe("UISectionFooterHeight", .attribute("sectionFooterHeight"), .writtenFloat),
        KeyRecipe("UIEstimatedRowHeight", .attribute("estimatedRowHeight"), .alwaysFloat),
        KeyRecipe("UIEstimatedSectionHeaderHeight", .attribute("estimatedSectionHeaderHeight"), .alwaysFloat),
        KeyRecipe("UIEstimatedSectionFooterHeight", .attribute("estimatedSectionFooterHeight"), .alwaysFloat),
        KeyRecipe("UICellLayoutMarginsFollowReadableWidth", .attribute("cellLayoutMarginsFollowReadableWidth"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIInsetsContentViewsToSafeArea", .attribute("contentViewInsetsToSafeArea"), .boolean),
        KeyRecipe("UISectionIndexBackgroundColor", .child("sectionIndexBackgroundColor"), .color(orNull: false)),
        KeyRecipe("UISectionIndexTrackingBackgroundColor", .child("sectionIndexTrackingBackgroundColor"), .color(orNull: false)),
        KeyRecipe("UISeparatorInset", .child("separatorInset"), .insets(omitZero: false)),
        KeyRecipe("UISeparatorInsetReference", .attribute("separatorInsetReference"), .enumeration(.never)),
        KeyRecipe("UITableHeaderView", .child("tableHeaderView"), .object),
        KeyRecipe("UITableFooterView", .child("tableFooterView"), .object),
        .hook("UITableViewCellPrototypeNibs", .tablePrototypes),  // and UITableViewCellPrototypeNibExternalObjects
    ]

    /// UICollectionView's keys after UIScrollView's (conformance pairs; 14 collection views of the
    /// corpus nibs): its layout, its prototypes, then the selection and prefetching flags.
    static let collectionView: [KeyRecipe] = [
        KeyRecipe("UICollectionLayout", .child("collectionViewLayout"), .object),
        .hook("UICollectionViewCellPrototypeNibExternalObjects", .collectionPrototypes),  // and the other three
        KeyRecipe("UIAllowsMultipleSelection", .attribute("allowsMultipleSelection"), .flag(when: "YES", writes: .bool(true))),
        KeyRecipe("UIAllowsUserInitiatedMultipleSelection", .constant(.bool(true)), .hooked),
        // Always written, false for `prefetchingEnabled="NO"` (SVPinView pair; 21 true, 1 false in Apple's nibs).
        KeyRecipe("UICollectionViewPrefetchingEnabled", .attribute("prefetchingEnabled"), .boolean),
    ]

    /// UICollectionViewFlowLayout's keys: what differs from its defaults (spacing 10, item size
    /// 50 × 50, no header, footer or insets, vertical) (conformance pairs; 14 layouts of the corpus nibs).
    static let flowLayout: [KeyRecipe] = [
        KeyRecipe("UIInteritemSpacing", .attribute("minimumInteritemSpacing"), .float),
        KeyRecipe("UILineSpacing", .attribute("minimumLineSpacing"), .float),
        KeyRecipe("UIItemSize", .child("itemSize"), .size(omit: .size(width: 50, height: 50))),
        KeyRecipe("UIEstimatedItemSize", .child("estimatedItemSize"), .size(omit: .size(width: 0, height: 0))),
        KeyRecipe("UIHeaderReferenceSize", .child("headerReferenceSize"), .size(omit: .size(width: 0, height: 0))),
        KeyRecipe("UIFooterReferenceSize", .child("footerReferenceSize"), .size(omit: .size(width: 0, height: 0))),
        KeyRecipe("UISectionInset", .child("sectionInset"), .insets(omitZero: true)),
        KeyRecipe("UIScrollDirection", .attribute("scrollDirection"), .enumeration(.atDefault)),
    ]

    /// UICollectionReusableView's keys after UIView's (conformance pairs).
    static let reusableView: [KeyRecipe] = [
        KeyRecipe("UIReuseIdentifier", .attribute("reuseIdentifier"), .string),
    ]

    /// UICollectionViewCell's keys after UICollectionReusableView's (conformance pairs).
    static let collectionViewCell: [KeyRecipe] = [
        .hook("UIContentView", .cellContentView),
    ]

    /// UITableViewCell's keys after UIView's: the reuse identifier, the selection style (left out
    /// at UIKit's default, 3: the 20 cells of Apple's nibs that have the key all say none, and the
    /// pairs' `selectionStyle="default"` cells have none), whether the document sets the cell's
    /// background color (12 of 12 cells with the key have a UIBackgroundColor; Appboy, CleverTap
    /// pairs), the content view, then the three standard subviews, nil for a custom cell (40 of 40
    /// corpus nibs). The accessory and indentation keys are the names WinObjC's and davidquesada's
    /// decoders read (FIELD-GUIDE [S]): no nib of the corpus sets them off their defaults.
    static let tableViewCell: [KeyRecipe] = [
        KeyRecipe("UIReuseIdentifier", .attribute("reuseIdentifier"), .string),
        KeyRecipe("UISelectionStyle", .attribute("selectionStyle"), .enumeration(.atDefault)),
        KeyRecipe("UITableCellBackgroundColorSet", .child("backgroundColor"), .present(writes: .bool(true))),
        .hook("UIContentView", .cellContentView),
        KeyRecipe("UITextLabel", .attribute("textLabel"), .reference),
        KeyRecipe("UIDetailTextLabel", .attribute("detailTextLabel"), .reference),
        KeyRecipe("UIImageView", .attribute("imageView"), .reference),
        KeyRecipe("UIAccessoryType", .attribute("accessoryType"), .enumeration(.atDefault)),
        KeyRecipe("UIIndentationLevel", .attribute("indentationLevel"), .integer),
        KeyRecipe("UIIndentationWidth", .attribute("indentationWidth"), .float),
    ]
}

// MARK: - Bars and their items

extension UIKitRecipes {
    /// UIToolbar's keys after UIView's (3 of 3 corpus nibs): the items, position bottom, and
    /// translucence 1 (no corpus document sets `translucent` on a toolbar: reported when it does).
    static let toolbar: [KeyRecipe] = [
        KeyRecipe("UIBarTintColor", .child("barTintColor"), .color(orNull: false)),
        .hook("UIItems", .barItems),
        KeyRecipe("UIBarPosition", .constant(.integer(1)), .hooked),
        KeyRecipe("UIBarTranslucence", .constant(.integer(1)), .hooked),
    ]

    /// UINavigationBar's keys after UIView's (Apptentive storyboard pair; 48 corpus nibs). In a
    /// navigation controller it shows the items of the controllers it holds and its delegate is the
    /// controller; else its `<items>`. The title text attributes come after the items (18 Intune
    /// nibs; their place after the delegate is inferred, no nib has both).
    static let navigationBar: [KeyRecipe] = [
        KeyRecipe("UIBarTintColor", .child("barTintColor"), .color(orNull: false)),
        .hook("UIItems", .barItems),
        .hook("UIDelegate", .barDelegate),
        .hook("UITitleTextAttributes", .titleTextAttributes),
        KeyRecipe("UIBarPosition", .constant(.integer(2)), .hooked),
        KeyRecipe("UIBarTranslucence", .attribute("translucent"), .either(when: "NO", writes: .integer(2), otherwise: .integer(1))),
    ]

    /// UITabBar's keys after UIView's (no ibtool output in the corpus: inferred from
    /// UINavigationBar's, without a bar position; ContainerControllerTests).
    static let tabBar: [KeyRecipe] = [
        KeyRecipe("UIBarTintColor", .child("barTintColor"), .color(orNull: false)),
        .hook("UIItems", .barItems),
        .hook("UIDelegate", .barDelegate),
        KeyRecipe("UIBarTranslucence", .attribute("translucent"), .either(when: "NO", writes: .integer(2), otherwise: .integer(1))),
    ]

    /// UIBarItem's keys (Apptentive: four bar button items of four kinds; tab bar items inferred).
    static let barItem: [KeyRecipe] = [
        KeyRecipe("UIEnabled", .attribute("enabled"), .flag(when: "YES", writes: .bool(true))),
    ]

    /// UIBarButtonItem's keys after UIBarItem's: a system item as a flag and its
    /// UIBarButtonSystemItem, the width, the style (left out for plain, UIKit's default; IB's
    /// silence is bordered), the title, then (inferred, named as UIBarButtonItem decodes them) the
    /// image and its insets.
    static let barButtonItem: [KeyRecipe] = [
        KeyRecipe("UIIsSystemItem", .attribute("systemItem"), .present(writes: .bool(true))),
        KeyRecipe("UISystemItem", .attribute("systemItem"), .writtenEnumeration),
        KeyRecipe("UIWidth", .attribute("width"), .float),
        KeyRecipe("UIStyle", .attribute("style"), .enumeration(.atRaw(0))),
        KeyRecipe("UITitle", .attribute("title"), .localizable),
        KeyRecipe("UIImage", .attribute("image"), .image),
        KeyRecipe("UIImageInsets", .child("imageInsets"), .insets(omitZero: false)),
        // Inferred: no corpus nib has an item's tint; UIView's key for the same property.
        KeyRecipe("UITintColor", .child("tintColor"), .color(orNull: false)),
    ]

    /// UITabBarItem's keys after UIBarItem's: a system item as for bar button items (its
    /// UITabBarSystemItem), then the title and images (inferred; FIELD-GUIDE §2.6 after WinObjC).
    static let tabBarItem: [KeyRecipe] = [
        KeyRecipe("UIIsSystemItem", .attribute("systemItem"), .present(writes: .bool(true))),
        KeyRecipe("UISystemItem", .attribute("systemItem"), .writtenEnumeration),
        KeyRecipe("UITitle", .attribute("title"), .localizable),
        KeyRecipe("UIImage", .attribute("image"), .image),
        KeyRecipe("UISelectedImage", .attribute("selectedImage"), .image),
        KeyRecipe("UITag", .attribute("tag"), .integer),
    ]

    /// UINavigationItem's keys (Apptentive MessageCenter: title, back and right items; order of the
    /// newer keys from 56 corpus nibs): the back item before the left one is inferred (no nib has both).
    static let navigationItem: [KeyRecipe] = [
        KeyRecipe("UITitle", .attribute("title"), .localizable),
        KeyRecipe("UIBackBarButtonItem", .child("backBarButtonItem"), .object),
        KeyRecipe("UILeftBarButtonItem", .child("leftBarButtonItem"), .object),
        KeyRecipe("UIRightBarButtonItem", .child("rightBarButtonItem"), .object),
        .hook("UILeftBarButtonItems", .navigationItemLists),  // and UIRightBarButtonItems
        .hook("UINavigationBar", .navigationItemBar),
        KeyRecipe("UILargeTitleDisplayMode", .attribute("largeTitleDisplayMode"), .enumeration(.never)),
    ]
}

// MARK: - Gesture recognizers

extension UIKitRecipes {
    /// UIGestureRecognizer's keys (17 tap and 2 swipe recognizers of the corpus nibs; the other
    /// recognizers inferred alike).
    static let gestureRecognizer: [KeyRecipe] = [
        KeyRecipe("UIGestureRecognizer.allowedTouchTypes", .constant(.integer(7)), .hooked),
        KeyRecipe("UIGestureRecognizer.requiresExclusiveTouchType", .constant(.bool(true)), .hooked),
    ]

    /// UITapGestureRecognizer's keys: its UITapRecognizer (17 corpus nibs).
    static let tapGestureRecognizer: [KeyRecipe] = [
        .hook("UITapGestureRecognizer._imp", .tapRecognizer),
    ]

    /// The UITapRecognizer a tap recognizer archives: the counts that differ from 1.
    static let tapRecognizer: [KeyRecipe] = [
        KeyRecipe("UITapRecognizer.numberOfTapsRequired", .attribute("numberOfTapsRequired"), .integer),
        KeyRecipe("UITapRecognizer.numberOfTouchesRequired", .attribute("numberOfTouchesRequired"), .integer),
    ]

    /// UISwipeGestureRecognizer's keys [V, Apptentive: one upward swipe]; no key for the default, right.
    static let swipeGestureRecognizer: [KeyRecipe] = [
        KeyRecipe("UISwipeGestureRecognizer.direction", .attribute("direction"), .enumeration(.atDefault)),
    ]
}

// MARK: - Constraints

extension UIKitRecipes {
    /// NSLayoutConstraint's keys (conformance pairs: every constraint key in this order; the
    /// pre-V2 attribute and constant keys repeat the V2 ones after NSShouldBeArchived).
    static let constraint: [KeyRecipe] = [
        .hook("NSFirstItem", .firstItem),
        KeyRecipe("NSFirstAttributeV2", .attribute("firstAttribute"), .enumeration(.never)),
        KeyRecipe("NSRelation", .attribute("relation"), .enumeration(.atDefault)),
        .hook("NSMultiplier", .multiplier),
        .hook("NSSecondItem", .secondItem),  // and NSSecondAttributeV2
        .hook("NSConstantV2", .constantV2),  // or NSSymbolicConstant
        KeyRecipe("NSPriority", .attribute("priority"), .integer),
        KeyRecipe("NSShouldBeArchived", .constant(.bool(true)), .hooked),
        // The legacy keys name no margin: a margin attribute is its edge, the margin (8) moved
        // into the constant (`Lowering.marginEdge`).
        .hook("NSFirstAttribute", .firstAttribute),
        .hook("NSSecondAttribute", .secondAttribute),
        .hook("NSConstant", .constant),
        KeyRecipe("NSLayoutIdentifier", .attribute("identifier"), .string),
    ]
}
