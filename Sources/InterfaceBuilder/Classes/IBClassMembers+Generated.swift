// IBClassMembers+Generated.swift — GENERATED from IBClasses+*.swift by ClassModelTests (run
// `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`); do not edit. What it is: IBClassMembers.swift.

extension IBClassDeclaration {
    /// The tables these members were read from: their fingerprints and their lengths in bytes.
    static let generatedMembersFingerprints: [UInt64] = [0x247cee2ad4455243, 0x7a836ed2443a6444, 0xf1e3cf5452fab573, 0xfd7812ad05c3609b]
    static let generatedMembersTableLengths: [Int] = [57299, 45330, 1533, 33999]

    /// The members class `index` declares, as its lines in its table say (nil: none).
    static func generatedMembers(ofClass index: Int, owner: String) -> Members? {
        switch index {
        case 0:  // uikit:NSObject
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "accessibilityConfiguration", elements: ["accessibility"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 1:  // uikit:UIResponder
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "restorationIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 2:  // uikit:UIView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "focusGroupIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "alpha", domain: .number, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "ambiguous", domain: .bool, defaultValue: "NO", designTime: "IB's warning that the constraints do not determine the frame", owner: owner),
                    IBAttributeDeclaration(name: "autoresizesSubviews", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "clearsContextBeforeDrawing", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "clipsSubviews", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "contentMode", domain: .enumeration([("scaleToFill", 0), ("scaleAspectFit", 1), ("scaleAspectFill", 2), ("redraw", 3), ("center", 4), ("top", 5), ("bottom", 6), ("left", 7), ("right", 8), ("topLeft", 9), ("topRight", 10), ("bottomLeft", 11), ("bottomRight", 12), ("TopLeft", nil)]), defaultValue: "scaleToFill", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fixedFrame", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidden", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalCompressionResistancePriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalHuggingPriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "insetsLayoutMarginsFromSafeArea", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "layoutMarginsFollowReadableWidth", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "misplaced", domain: .bool, defaultValue: "NO", designTime: "IB's warning that the frame differs from what the constraints give", owner: owner),
                    IBAttributeDeclaration(name: "multipleTouchEnabled", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "opaque", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "placeholderIntrinsicHeight", domain: .size, defaultValue: nil, designTime: "the intrinsic height IB assumes at design time (the view computes its own at run time)", owner: owner),
                    IBAttributeDeclaration(name: "placeholderIntrinsicWidth", domain: .size, defaultValue: nil, designTime: "the intrinsic width IB assumes at design time (the view computes its own at run time)", owner: owner),
                    IBAttributeDeclaration(name: "preservesSuperviewLayoutMargins", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "semanticContentAttribute", domain: .enumeration([("unspecified", 0), ("playback", 1), ("spatial", 2), ("forceLeftToRight", 3), ("forceRightToLeft", 4)]), defaultValue: "unspecified", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "simulatedAppContext", domain: .text, defaultValue: nil, designTime: "the app context IB simulates on the canvas", owner: owner),
                    IBAttributeDeclaration(name: "tableViewCell", domain: .reference, defaultValue: nil, designTime: "IB's link from a cell's content view to its cell, which is its parent (Xcode 5 writes the content view as <view key=contentView tableViewCell=…>, Mobilewits)", owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translatesAutoresizingMaskIntoConstraints", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "userInteractionEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verifyAmbiguity", domain: .enumeration([("on", nil), ("off", nil), ("ignoreSizes", nil)]), defaultValue: nil, designTime: "which layout warnings IB shows for the view", owner: owner),
                    IBAttributeDeclaration(name: "verticalCompressionResistancePriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalHuggingPriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "directionalLayoutMargins", elements: ["directionalEdgeInsets"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "autoresizingMask", elements: ["autoresizingMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "frame", elements: ["rect"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "layoutMargins", elements: ["edgeInsets"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "safeArea", elements: ["viewLayoutGuide"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedBottomBarMetrics", elements: ["simulatedToolbarMetrics"], designTime: "the bottom bar IB draws on the canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedDestinationMetrics", elements: ["freeformSimulatedSizeMetrics", "simulatedScreenMetrics"], designTime: "the device size IB draws the canvas at", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedOrientationMetrics", elements: ["simulatedOrientationMetrics"], designTime: "the orientation IB draws the canvas in", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedStatusBarMetrics", elements: ["simulatedStatusBarMetrics"], designTime: "the status bar IB draws on the canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedTopBarMetrics", elements: ["simulatedNavigationBarMetrics"], designTime: "the top bar IB draws on the canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "tintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIBounds", source: .shape("frame"), codec: nil, sdk: nil, owner: owner, line: 49),
                    IBArchivedKey(key: "UISubviews", source: .shape("subviews"), codec: nil, sdk: nil, owner: owner, line: 50),
                    IBArchivedKey(key: "UIBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 51),
                    IBArchivedKey(key: "UIDeepDrawRect", source: .constant("true"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(10, 0), before: nil), owner: owner, line: 53),
                    IBArchivedKey(key: "UIHitTestDirectionalInsets", source: .none, codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(14, 0), before: nil), owner: owner, line: 56),
                    IBArchivedKey(key: "UIOpaque", source: .shape("opaque"), codec: nil, sdk: nil, owner: owner, line: 57),
                    IBArchivedKey(key: "UIHidden", source: .attribute("hidden"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 58),
                    IBArchivedKey(key: "UITag", source: .attribute("tag"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 59),
                    IBArchivedKey(key: "UIUserInteractionDisabled", source: .attribute("userInteractionEnabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:true"]), sdk: nil, owner: owner, line: 60),
                    IBArchivedKey(key: "UIMultipleTouchEnabled", source: .attribute("multipleTouchEnabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 61),
                    IBArchivedKey(key: "UIAutoresizeSubviews", source: .attribute("autoresizesSubviews"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 62),
                    IBArchivedKey(key: "UIAutoresizingMask", source: .shape("autoresizingMask"), codec: nil, sdk: nil, owner: owner, line: 63),
                    IBArchivedKey(key: "UIClearsContextBeforeDrawing", source: .attribute("clearsContextBeforeDrawing"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 64),
                    IBArchivedKey(key: "UIContentMode", source: .attribute("contentMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 65),
                    IBArchivedKey(key: "UIAlpha", source: .attribute("alpha"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 66),
                    IBArchivedKey(key: "UIClipsToBounds", source: .attribute("clipsSubviews"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 67),
                    IBArchivedKey(key: "UITintColor", source: .shape("tintColor"), codec: nil, sdk: nil, owner: owner, line: 68),
                    IBArchivedKey(key: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", source: .shape("translatesMask"), codec: nil, sdk: nil, owner: owner, line: 69),
                    IBArchivedKey(key: "UIViewAutolayoutConstraints", source: .shape("constraints"), codec: nil, sdk: nil, owner: owner, line: 70),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("hugging"), codec: nil, sdk: nil, owner: owner, line: 71),
                    IBArchivedKey(key: "UIViewLayoutGuides", source: .shape("layoutGuides"), codec: nil, sdk: nil, owner: owner, line: 72),
                    IBArchivedKey(key: "UIViewContentCompressionResistancePriority", source: .shape("compressionResistance"), codec: nil, sdk: nil, owner: owner, line: 73),
                    IBArchivedKey(key: "UIViewInsetsLayoutMarginsFromSafeArea", source: .attribute("insetsLayoutMarginsFromSafeArea"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:0"]), sdk: nil, owner: owner, line: 74),
                    IBArchivedKey(key: "UIViewLayoutMarginsFollowReadableWidth", source: .attribute("layoutMarginsFollowReadableWidth"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 77),
                    IBArchivedKey(key: "UIViewPreservesSuperviewMargins", source: .attribute("preservesSuperviewLayoutMargins"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 78),
                    IBArchivedKey(key: "UIRestorationIdentifier", source: .attribute("restorationIdentifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 81),
                    IBArchivedKey(key: "UIViewSemanticContentAttribute", source: .attribute("semanticContentAttribute"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(9, 0), before: nil), owner: owner, line: 83),
                    IBArchivedKey(key: "UIViewLargeContentStoredProperties", source: .constant("nil"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(13, 0), before: nil), owner: owner, line: 86),
                ])
        case 3:  // uikit:UIControl
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "highlighted", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selected", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "contentHorizontalAlignment", domain: .enumeration([("center", 0), ("left", 1), ("right", 2), ("fill", 3), ("leading", 4), ("trailing", 5)]), defaultValue: "center", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "contentVerticalAlignment", domain: .enumeration([("center", 0), ("top", 1), ("bottom", 2), ("fill", 3)]), defaultValue: "center", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIContentHorizontalAlignment", source: .attribute("contentHorizontalAlignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 94),
                    IBArchivedKey(key: "UIContentVerticalAlignment", source: .attribute("contentVerticalAlignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 95),
                    IBArchivedKey(key: "UIContentVerticalAlignment2", source: .attribute("contentVerticalAlignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 96),
                    IBArchivedKey(key: "UIDisabled", source: .attribute("enabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:true"]), sdk: nil, owner: owner, line: 97),
                ])
        case 4:  // uikit:UILabel
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "adjustsFontForContentSizeCategory", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsFontSizeToFit", domain: .bool, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsLetterSpacingToFitWidth", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "baselineAdjustment", domain: .enumeration([("alignBaselines", 0), ("alignCenters", 1), ("none", 2)]), defaultValue: "alignCenters", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "highlighted", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lineBreakMode", domain: .enumeration([("wordWrap", 0), ("characterWrap", 1), ("clip", 2), ("headTruncation", 3), ("tailTruncation", 4), ("middleTruncation", 5)]), defaultValue: "tailTruncation", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumFontSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumScaleFactor", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfLines", domain: .integer, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "preferredMaxLayoutWidth", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "text", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textAlignment", domain: .enumeration([("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4)]), defaultValue: "left", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesAttributedText", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "opaque", domain: .bool, defaultValue: "YES", designTime: "UILabel archives no UIOpaque (no label of the corpus nibs has it)", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "attributedText", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "fontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "frameInset", elements: ["frame"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "highlightedColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "shadowColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "shadowOffset", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "text", elements: ["mutableString", "string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "userLabel", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIText", source: .shape("text"), codec: nil, sdk: nil, owner: owner, line: 123),
                    IBArchivedKey(key: "UIAdjustsFontForContentSizeCategory", source: .attribute("adjustsFontForContentSizeCategory"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 124),
                    IBArchivedKey(key: "UIFont", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 125),
                    IBArchivedKey(key: "UITextColor", source: .shape("textColor"), codec: nil, sdk: nil, owner: owner, line: 126),
                    IBArchivedKey(key: "UIHighlightedColor", source: .keyedChild("highlightedColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 128),
                    IBArchivedKey(key: "UIShadowOffset", source: .shape("shadowOffset"), codec: nil, sdk: nil, owner: owner, line: 129),
                    IBArchivedKey(key: "UINumberOfLines", source: .attribute("numberOfLines"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 130),
                    IBArchivedKey(key: "UILineBreakMode", source: .attribute("lineBreakMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 131),
                    IBArchivedKey(key: "UIAdjustsFontSizeToFit", source: .shape("fontSizing"), codec: nil, sdk: nil, owner: owner, line: 133),
                    IBArchivedKey(key: "UITextAlignment", source: .shape("labelTextAlignment"), codec: nil, sdk: nil, owner: owner, line: 134),
                    IBArchivedKey(key: "UIAttributedText", source: .shape("labelAttributedText"), codec: nil, sdk: nil, owner: owner, line: 137),
                    IBArchivedKey(key: "UIAdjustsLetterSpacingToFit", source: .attribute("adjustsLetterSpacingToFitWidth"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 138),
                    IBArchivedKey(key: "UIBaselineAdjustment", source: .attribute("baselineAdjustment"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["unless:0"]), sdk: nil, owner: owner, line: 143),
                    IBArchivedKey(key: "UIPreferredMaxLayoutWidth", source: .attribute("preferredMaxLayoutWidth"), codec: IBArchivedKey.Codec(name: "float", arguments: ["written"]), sdk: nil, owner: owner, line: 144),
                    IBArchivedKey(key: "UIEnabled", source: .attribute("enabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 145),
                    IBArchivedKey(key: "UIDisableUpdateTextColorOnTraitCollectionChange", source: .keyedChild("textColor"), codec: IBArchivedKey.Codec(name: "unlessNil", arguments: ["true", "false"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(10, 0), before: nil), owner: owner, line: 150),
                    IBArchivedKey(key: "UIOpaque", source: .none, codec: nil, sdk: nil, owner: owner, line: 152),
                ])
        case 5:  // uikit:UIImageView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "adjustsImageSizeForAccessibilityContentSizeCategory", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "highlighted", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsImageWhenAncestorFocused", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "highlightedImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "image", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "preferredSymbolConfiguration", elements: ["preferredSymbolConfiguration"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIImage", source: .attribute("image"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 163),
                ])
        case 6:  // uikit:UIButton
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "adjustsImageSizeForAccessibilityContentSizeCategory", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsImageWhenDisabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsImageWhenHighlighted", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "buttonType", domain: .enumeration([("custom", 0), ("roundedRect", 1), ("system", 1), ("detailDisclosure", 2), ("infoLight", 3), ("infoDark", 4), ("contactAdd", 5), ("plain", 6), ("close", 7)]), defaultValue: "custom", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "changesSelectionAsPrimaryAction", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hasAttributedTitle", domain: .bool, defaultValue: "NO", designTime: "the inspector's title type; the states' attributed titles are what the nib holds (XAMservi, SDK 10: 2 such buttons, no key of it)", owner: owner),
                    IBAttributeDeclaration(name: "lineBreakMode", domain: .enumeration([("wordWrap", 0), ("characterWrap", 1), ("clip", 2), ("headTruncation", 3), ("tailTruncation", 4), ("middleTruncation", 5)]), defaultValue: "middleTruncation", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pointerInteraction", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsTouchWhenHighlighted", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "configuration", elements: ["buttonConfiguration"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentEdgeInsets", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "disabled", elements: ["state"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "focused", elements: ["state"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "fontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "highlighted", elements: ["state"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "imageEdgeInsets", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "insetFor6xAndEarlier", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "normal", elements: ["state"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "selected", elements: ["state"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleEdgeInsets", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleShadowOffset", elements: ["size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIButtonStatefulContent", source: .shape("buttonStates"), codec: nil, sdk: nil, owner: owner, line: 191),
                    IBArchivedKey(key: "UIAdjustsImageWhenHighlighted", source: .attribute("adjustsImageWhenHighlighted"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 192),
                    IBArchivedKey(key: "UIAdjustsImageWhenDisabled", source: .attribute("adjustsImageWhenDisabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 193),
                    IBArchivedKey(key: "UIAdjustsImageSizeForAccessibilityContentSizeCategory", source: .attribute("adjustsImageSizeForAccessibilityContentSizeCategory"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 194),
                    IBArchivedKey(key: "UIFont", source: .shape("buttonTitleFont"), codec: nil, sdk: nil, owner: owner, line: 195),
                    IBArchivedKey(key: "UIButtonType", source: .attribute("buttonType"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 196),
                    IBArchivedKey(key: "UILineBreakMode", source: .attribute("lineBreakMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 197),
                    IBArchivedKey(key: "UIContentEdgeInsets", source: .keyedChild("contentEdgeInsets"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 198),
                    IBArchivedKey(key: "UITitleEdgeInsets", source: .keyedChild("titleEdgeInsets"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 201),
                    IBArchivedKey(key: "UIImageEdgeInsets", source: .keyedChild("imageEdgeInsets"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 202),
                    IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: 203),
                    IBArchivedKey(key: "UIButtonConfiguration", source: .constant("nil"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 207),
                ])
        case 7:  // uikit:UISegmentedControl
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "momentary", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "apportionsSegmentWidthsByContent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "segmentControlStyle", domain: .enumeration([("plain", 0), ("bordered", 1), ("bar", 2), ("bezeled", 3)]), defaultValue: nil, designTime: "iOS 7 draws every style alike; ibtool archives none (NightPhones' plain and XAMservi's bar controls, SDK 10: no style key, the same segments)", owner: owner),
                    IBAttributeDeclaration(name: "selectedSegmentIndex", domain: .integer, defaultValue: "-1", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "selectedSegmentTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UITintColor", source: .none, codec: nil, sdk: nil, owner: owner, line: 219),
                    IBArchivedKey(key: "UIContentVerticalAlignment2", source: .none, codec: nil, sdk: nil, owner: owner, line: 220),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 221),
                    IBArchivedKey(key: "UISegmentedControlTintColor", source: .keyedChild("tintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 222),
                    IBArchivedKey(key: "UISegments", source: .shape("segments"), codec: nil, sdk: nil, owner: owner, line: 223),
                    IBArchivedKey(key: "UISelectedSegmentIndex", source: .attribute("selectedSegmentIndex"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 224),
                    IBArchivedKey(key: "UIMomentary", source: .attribute("momentary"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 225),
                ])
        case 8:  // uikit:UISegment
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIAutoresizingMask", source: .none, codec: nil, sdk: nil, owner: owner, line: 231),
                    IBArchivedKey(key: "UIContentStretch", source: .shape("segmentStretch"), codec: nil, sdk: nil, owner: owner, line: 232),
                    IBArchivedKey(key: "UISegmentInfo", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 233),
                    IBArchivedKey(key: "UISegmentStyle", source: .constant("5"), codec: nil, sdk: nil, owner: owner, line: 234),
                    IBArchivedKey(key: "UISegmentPosition", source: .shape("segmentPosition"), codec: nil, sdk: nil, owner: owner, line: 235),
                ])
        case 9:  // uikit:UISwitch
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "preferredStyle", domain: .enumeration([("automatic", 0), ("checkbox", 1), ("sliding", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "on", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "onTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "thumbTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UISwitchEnabled", source: .attribute("on"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 245),
                ])
        case 10:  // uikit:UISlider
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "continuous", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxValue", domain: .number, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maximumValueImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minValue", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumValueImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "maximumTrackTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minimumTrackTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "thumbTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIValue", source: .attribute("value"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 259),
                    IBArchivedKey(key: "UIMinValue", source: .attribute("minValue"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 260),
                    IBArchivedKey(key: "UIMaxValue", source: .attribute("maxValue"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 261),
                    IBArchivedKey(key: "UIMinimumTintColor", source: .keyedChild("minimumTrackTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 262),
                    IBArchivedKey(key: "UIMaximumTintColor", source: .keyedChild("maximumTrackTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 263),
                    IBArchivedKey(key: "UIThumbTintColor", source: .keyedChild("thumbTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 264),
                    IBArchivedKey(key: "UIHitTestDirectionalInsets", source: .constant("\"{-12.5, -12.5, -12.5, -12.5}\""), codec: nil, sdk: nil, owner: owner, line: 268),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 269),
                ])
        case 11:  // uikit:UIStepper
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "wraps", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "continuous", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autorepeat", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maximumValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "stepValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 12:  // uikit:UIPageControl
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsContinuousInteraction", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "backgroundStyle", domain: .enumeration([("automatic", 0), ("prominent", 1), ("minimal", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "defersCurrentPageDisplay", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidesForSinglePage", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "currentPage", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfPages", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "currentPageIndicatorTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "pageIndicatorTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 290),
                    IBArchivedKey(key: "UINumberOfPages", source: .attribute("numberOfPages"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 291),
                    IBArchivedKey(key: "UICurrentPage", source: .attribute("currentPage"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 292),
                    IBArchivedKey(key: "UICurrentPageIndicatorTintColor", source: .keyedChild("currentPageIndicatorTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 293),
                    IBArchivedKey(key: "UIPageIndicatorTintColor", source: .keyedChild("pageIndicatorTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 294),
                ])
        case 13:  // uikit:UIDatePicker
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "countDownDuration", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "datePickerMode", domain: .enumeration([("time", 0), ("date", 1), ("dateAndTime", 2), ("countDownTimer", 3)]), defaultValue: "dateAndTime", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minuteInterval", domain: .integer, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("automatic", 0), ("wheels", 1), ("compact", 2), ("inline", 3)]), defaultValue: "automatic", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "useCurrentDate", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "locale", elements: ["locale"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "date", elements: ["date"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maximumDate", elements: ["date"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minimumDate", elements: ["date"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 308),
                    IBArchivedKey(key: "UIDatePickerMode", source: .attribute("datePickerMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 309),
                    IBArchivedKey(key: "UIDate", source: .shape("pickerDate"), codec: nil, sdk: nil, owner: owner, line: 310),
                ])
        case 14:  // uikit:UITextField
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "disabledBackground", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "background", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsFontForContentSizeCategory", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "adjustsFontSizeToFit", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "borderStyle", domain: .enumeration([("none", 0), ("line", 1), ("bezel", 2), ("roundedRect", 3)]), defaultValue: "none", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "clearButtonMode", domain: .enumeration([("never", 0), ("whileEditing", 1), ("unlessEditing", 2), ("always", 3)]), defaultValue: "never", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "clearsOnBeginEditing", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumFontSize", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "placeholder", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "text", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textAlignment", domain: .enumeration([("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4)]), defaultValue: "left", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesAttributedText", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "attributedText", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "fontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "placeholder", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "text", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textInputTraits", elements: ["textInputTraits"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIFont", source: .shape("textFieldFont"), codec: nil, sdk: nil, owner: owner, line: 332),
                    IBArchivedKey(key: "UIText", source: .attribute("text"), codec: IBArchivedKey.Codec(name: "localizable", arguments: ["mutable"]), sdk: nil, owner: owner, line: 333),
                    IBArchivedKey(key: "UIPlaceholder", source: .attribute("placeholder"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 334),
                    IBArchivedKey(key: "UITextAlignment", source: .shape("textFieldAlignment"), codec: nil, sdk: nil, owner: owner, line: 335),
                    IBArchivedKey(key: "UITextColor", source: .shape("textColor"), codec: nil, sdk: nil, owner: owner, line: 336),
                    IBArchivedKey(key: "UIBorderStyle", source: .attribute("borderStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 337),
                    IBArchivedKey(key: "UIBackground", source: .attribute("background"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 338),
                    IBArchivedKey(key: "UIDisabledBackground", source: .attribute("disabledBackground"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 339),
                    IBArchivedKey(key: "UIAdjustsFontSizeToFit", source: .attribute("adjustsFontSizeToFit"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 340),
                    IBArchivedKey(key: "UIMinimumFontSize", source: .attribute("minimumFontSize"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 341),
                    IBArchivedKey(key: "UIClearButtonMode", source: .attribute("clearButtonMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 342),
                    IBArchivedKey(key: "UIClearButtonOffset", source: .constant("point(3,1)"), codec: nil, sdk: nil, owner: owner, line: 343),
                    IBArchivedKey(key: "UIClearsOnBeginEditing", source: .attribute("clearsOnBeginEditing"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 344),
                    IBArchivedKey(key: "UIAutocapitalizationType", source: .shape("textInputTraits"), codec: nil, sdk: nil, owner: owner, line: 346),
                    IBArchivedKey(key: "UIDisableTextColorUpdateOnTraitCollectionChange", source: .shape("textFieldTraitColor"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(10, 0), before: nil), owner: owner, line: 350),
                ])
        case 15:  // uikit:UIRefreshControl
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIRefreshControlStyle", source: .constant("2"), codec: nil, sdk: nil, owner: owner, line: 355),
                ])
        case 16:  // uikit:UIProgressView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "progress", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "progressImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "progressViewStyle", domain: .enumeration([("default", 0), ("bar", 1)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "trackImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "progressTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "trackTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIProgress", source: .attribute("progress"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 366),
                ])
        case 17:  // uikit:UIActivityIndicatorView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "animating", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidesWhenStopped", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("whiteLarge", 0), ("white", 1), ("gray", 2), ("medium", 100), ("large", 101)]), defaultValue: "whiteLarge", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "color", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIActivityIndicatorViewStyle-Modern", source: .attribute("style"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 376),
                    IBArchivedKey(key: "UIActivityIndicatorViewStyle", source: .shape("activityIndicatorLegacyStyle"), codec: nil, sdk: nil, owner: owner, line: 377),
                    IBArchivedKey(key: "UIColor", source: .keyedChild("color"), codec: IBArchivedKey.Codec(name: "color", arguments: ["orNull"]), sdk: nil, owner: owner, line: 378),
                    IBArchivedKey(key: "UIHidesWhenStopped", source: .attribute("hidesWhenStopped"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 379),
                    IBArchivedKey(key: "UIAnimating", source: .attribute("animating"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 380),
                    IBArchivedKey(key: "UIDisableUpdateColorOnTraitCollectionChange", source: .keyedChild("color"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: nil, owner: owner, line: 381),
                ])
        case 18:  // uikit:UIScrollView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alwaysBounceHorizontal", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "alwaysBounceVertical", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "bounces", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "bouncesZoom", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "canCancelContentTouches", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "contentInsetAdjustmentBehavior", domain: .enumeration([("automatic", 0), ("scrollableAxes", 1), ("never", 2), ("always", 3)]), defaultValue: "automatic", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "dataMode", domain: .enumeration([("none", nil), ("prototypes", nil), ("static", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "delaysContentTouches", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "directionalLockEnabled", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indicatorStyle", domain: .enumeration([("default", 0), ("black", 1), ("white", 2)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyboardDismissMode", domain: .enumeration([("none", 0), ("onDrag", 1), ("interactive", 2), ("onDragWithAccessory", 3), ("interactiveWithAccessory", 4)]), defaultValue: "none", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maximumZoomScale", domain: .number, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumZoomScale", domain: .number, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pagingEnabled", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "scrollEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsHorizontalScrollIndicator", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsVerticalScrollIndicator", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentInset", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentLayoutGuide", elements: ["viewLayoutGuide"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "frameLayoutGuide", elements: ["viewLayoutGuide"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "scrollIndicatorInsets", elements: ["inset"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIScrollViewIndicatorInsetAdjustmentBehavior", source: .constant("1"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(13, 0), before: nil), owner: owner, line: 408),
                    IBArchivedKey(key: "UIIndicatorStyle", source: .attribute("indicatorStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 409),
                    IBArchivedKey(key: "UIScrollIndicatorInsets", source: .keyedChild("scrollIndicatorInsets"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 410),
                    IBArchivedKey(key: "UIShowsHorizontalScrollIndicator", source: .attribute("showsHorizontalScrollIndicator"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 411),
                    IBArchivedKey(key: "UIShowsVerticalScrollIndicator", source: .attribute("showsVerticalScrollIndicator"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 412),
                    IBArchivedKey(key: "UIScrollDisabled", source: .attribute("scrollEnabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:true"]), sdk: nil, owner: owner, line: 413),
                    IBArchivedKey(key: "UIPagingEnabled", source: .attribute("pagingEnabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 414),
                    IBArchivedKey(key: "UIBounceEnabled", source: .attribute("bounces"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 415),
                    IBArchivedKey(key: "UIAlwaysBounceVertical", source: .attribute("alwaysBounceVertical"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 416),
                    IBArchivedKey(key: "UIAlwaysBounceHorizontal", source: .attribute("alwaysBounceHorizontal"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 417),
                    IBArchivedKey(key: "UIBouncesZoom", source: .attribute("bouncesZoom"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 418),
                    IBArchivedKey(key: "UIDirectionalLockEnabled", source: .attribute("directionalLockEnabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 419),
                    IBArchivedKey(key: "UIDelegate", source: .none, codec: nil, sdk: nil, owner: owner, line: 422),
                    IBArchivedKey(key: "UIContentSize", source: .none, codec: nil, sdk: nil, owner: owner, line: 423),
                    IBArchivedKey(key: "UIDelaysContentTouches", source: .attribute("delaysContentTouches"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 424),
                    IBArchivedKey(key: "UICanCancelContentTouches", source: .attribute("canCancelContentTouches"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 425),
                    IBArchivedKey(key: "UIKeyboardDismissMode", source: .attribute("keyboardDismissMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 426),
                    IBArchivedKey(key: "UIRefreshControl", source: .shape("refreshControl"), codec: nil, sdk: nil, owner: owner, line: 427),
                    IBArchivedKey(key: "UIScrollViewContentInsetAdjustmentBehavior", source: .attribute("contentInsetAdjustmentBehavior"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 429),
                ])
        case 19:  // uikit:UITableView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsMultipleSelection", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsMultipleSelectionDuringEditing", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsSelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsSelectionDuringEditing", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "contentViewInsetsToSafeArea", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "cellLayoutMarginsFollowReadableWidth", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "estimatedRowHeight", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "estimatedSectionFooterHeight", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "estimatedSectionHeaderHeight", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowHeight", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sectionFooterHeight", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sectionHeaderHeight", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "separatorInsetReference", domain: .enumeration([("fromCellEdges", 0), ("fromAutomaticInsets", 1)]), defaultValue: "fromCellEdges", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "separatorInsetType", domain: .enumeration([("0", nil), ("1", nil)]), defaultValue: nil, designTime: "Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)", owner: owner),
                    IBAttributeDeclaration(name: "separatorInsetsMaxX", domain: .number, defaultValue: nil, designTime: "Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)", owner: owner),
                    IBAttributeDeclaration(name: "separatorInsetsMinX", domain: .number, defaultValue: nil, designTime: "Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)", owner: owner),
                    IBAttributeDeclaration(name: "separatorStyle", domain: .enumeration([("none", 0), ("singleLine", 1), ("default", 1), ("singleLineEtched", 2)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsSelectionImmediatelyOnTouchBegin", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("plain", 0), ("grouped", 1), ("insetGrouped", 2)]), defaultValue: "plain", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "sectionIndexBackgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sectionIndexColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sectionIndexTrackingBackgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "separatorColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "separatorInset", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "tableFooterView", elements: ["button", "view"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "tableHeaderView", elements: ["searchBar", "view"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UITableViewStyle", source: .shape("tableStyle"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(13, 0), before: nil), owner: owner, line: 463),
                    IBArchivedKey(key: "UISeparatorStyle", source: .shape("separatorStyle"), codec: nil, sdk: nil, owner: owner, line: 465),
                    IBArchivedKey(key: "UISeparatorColor", source: .keyedChild("separatorColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 467),
                    IBArchivedKey(key: "UIRowHeight", source: .shape("rowHeight"), codec: nil, sdk: nil, owner: owner, line: 468),
                    IBArchivedKey(key: "UISectionHeaderHeight", source: .shape("sectionHeights"), codec: nil, sdk: nil, owner: owner, line: 469),
                    IBArchivedKey(key: "UIEstimatedRowHeight", source: .attribute("estimatedRowHeight"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 471),
                    IBArchivedKey(key: "UIEstimatedSectionHeaderHeight", source: .attribute("estimatedSectionHeaderHeight"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 472),
                    IBArchivedKey(key: "UIEstimatedSectionFooterHeight", source: .attribute("estimatedSectionFooterHeight"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 473),
                    IBArchivedKey(key: "UICellLayoutMarginsFollowReadableWidth", source: .attribute("cellLayoutMarginsFollowReadableWidth"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 474),
                    IBArchivedKey(key: "UIInsetsContentViewsToSafeArea", source: .attribute("contentViewInsetsToSafeArea"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 475),
                    IBArchivedKey(key: "UISectionIndexBackgroundColor", source: .keyedChild("sectionIndexBackgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 476),
                    IBArchivedKey(key: "UISectionIndexTrackingBackgroundColor", source: .keyedChild("sectionIndexTrackingBackgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 477),
                    IBArchivedKey(key: "UISeparatorInset", source: .keyedChild("separatorInset"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 478),
                    IBArchivedKey(key: "UISeparatorInsetReference", source: .attribute("separatorInsetReference"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 479),
                    IBArchivedKey(key: "UITableHeaderView", source: .keyedChild("tableHeaderView"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 480),
                    IBArchivedKey(key: "UITableFooterView", source: .keyedChild("tableFooterView"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 481),
                    IBArchivedKey(key: "UITableViewCellPrototypeNibs", source: .shape("tablePrototypes"), codec: nil, sdk: nil, owner: owner, line: 483),
                    IBArchivedKey(key: "UIContentSize", source: .shape("tableContentSize"), codec: nil, sdk: nil, owner: owner, line: 484),
                    IBArchivedKey(key: "UIAllowsSelection", source: .attribute("allowsSelection"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 487),
                    IBArchivedKey(key: "UIShowsSelectionImmediatelyOnTouchBegin", source: .shape("showsSelectionImmediately"), codec: nil, sdk: nil, owner: owner, line: 488),
                ])
        case 20:  // uikit:UICollectionView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsMultipleSelection", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsSelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "prefetchingEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "collectionViewLayout", elements: ["collectionViewFlowLayout", "collectionViewLayout"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sectionFooterView", elements: ["collectionReusableView"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sectionHeaderView", elements: ["collectionReusableView"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UICollectionLayout", source: .keyedChild("collectionViewLayout"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 498),
                    IBArchivedKey(key: "UICollectionViewCellPrototypeNibExternalObjects", source: .shape("collectionPrototypes"), codec: nil, sdk: nil, owner: owner, line: 500),
                    IBArchivedKey(key: "UIAllowsMultipleSelection", source: .attribute("allowsMultipleSelection"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 501),
                    IBArchivedKey(key: "UIAllowsUserInitiatedMultipleSelection", source: .constant("true"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(13, 0), before: nil), owner: owner, line: 503),
                    IBArchivedKey(key: "UICollectionViewPrefetchingEnabled", source: .attribute("prefetchingEnabled"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 505),
                    IBArchivedKey(key: "UIDelegate", source: .shape("prototypeDelegate"), codec: nil, sdk: nil, owner: owner, line: 506),
                    IBArchivedKey(key: "UIContentSize", source: .shape("collectionContentSize"), codec: nil, sdk: nil, owner: owner, line: 507),
                ])
        case 21:  // uikit:UITextView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "adjustsFontForContentSizeCategory", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsEditingTextAttributes", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesAttributedText", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "editable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "text", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textAlignment", domain: .enumeration([("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4)]), defaultValue: "left", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "textContainerInset", elements: ["inset"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "attributedText", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "dataDetectorTypes", elements: ["dataDetectorType"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "fontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "text", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textInputTraits", elements: ["textInputTraits"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIText", source: .shape("textViewText"), codec: nil, sdk: nil, owner: owner, line: 528),
                    IBArchivedKey(key: "UIAdjustsFontForContentSizeCategory", source: .attribute("adjustsFontForContentSizeCategory"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 529),
                    IBArchivedKey(key: "UIFont", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 530),
                    IBArchivedKey(key: "UITextColor", source: .keyedChild("textColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 531),
                    IBArchivedKey(key: "UIDisableUpdateTextColorOnTraitCollectionChange", source: .keyedChild("textColor"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(10, 0), before: nil), owner: owner, line: 533),
                    IBArchivedKey(key: "UITextAlignment", source: .attribute("textAlignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 534),
                    IBArchivedKey(key: "UIEditable", source: .attribute("editable"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 535),
                    IBArchivedKey(key: "UISelectable", source: .attribute("selectable"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 538),
                    IBArchivedKey(key: "UIDataDetectorTypes", source: .shape("dataDetectorTypes"), codec: nil, sdk: nil, owner: owner, line: 539),
                    IBArchivedKey(key: "UIAutocapitalizationType", source: .shape("textInputTraits"), codec: nil, sdk: nil, owner: owner, line: 541),
                    IBArchivedKey(key: "UIContentSize", source: .shape("textViewContentSize"), codec: nil, sdk: nil, owner: owner, line: 542),
                ])
        case 22:  // uikit:UIStackView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "layoutMarginsRelativeArrangement", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "baselineRelativeArrangement", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("fill", 0), ("leading", 1), ("top", 1), ("firstBaseline", 2), ("center", 3), ("trailing", 4), ("bottom", 4), ("lastBaseline", 5)]), defaultValue: "fill", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "axis", domain: .enumeration([("horizontal", 0), ("vertical", 1)]), defaultValue: "horizontal", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "distribution", domain: .enumeration([("fill", 0), ("fillEqually", 1), ("fillProportionally", 2), ("equalSpacing", 3), ("equalCentering", 4)]), defaultValue: "fill", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spacing", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spacingType", domain: .enumeration([("standard", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewLayoutMargins", source: .constant("insets(0,0,0,0)"), codec: nil, sdk: nil, owner: owner, line: 552),
                    IBArchivedKey(key: "UIStackViewArrangedSubviews", source: .shape("arrangedSubviews"), codec: nil, sdk: nil, owner: owner, line: 553),
                    IBArchivedKey(key: "UIStackViewAxis", source: .attribute("axis"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 554),
                    IBArchivedKey(key: "UIStackViewDistribution", source: .attribute("distribution"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 555),
                    IBArchivedKey(key: "UIStackViewAlignment", source: .attribute("alignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 556),
                    IBArchivedKey(key: "UIStackViewSpacing", source: .attribute("spacing"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 557),
                    IBArchivedKey(key: "UIStackViewBaselineRelative", source: .attribute("baselineRelativeArrangement"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 558),
                    IBArchivedKey(key: "UIStackViewLayoutMarginsRelative", source: .attribute("layoutMarginsRelativeArrangement"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 559),
                    IBArchivedKey(key: "UIOpaque", source: .shape("stackViewOpaque"), codec: nil, sdk: nil, owner: owner, line: 561),
                ])
        case 23:  // uikit:UIVisualEffectView
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentView", elements: ["view"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIVisualEffectViewEffect", source: .shape("visualEffect"), codec: nil, sdk: nil, owner: owner, line: 566),
                    IBArchivedKey(key: "UIVisualEffectViewContentView", source: .shape("visualEffectContentView"), codec: nil, sdk: nil, owner: owner, line: 567),
                ])
        case 24:  // uikit:UIPickerView
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIShowsSelectionBar", source: .shape("pickerSelectionBar"), codec: nil, sdk: nil, owner: owner, line: 572),
                    IBArchivedKey(key: "UIAllowSelectingCells", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 573),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 575),
                ])
        case 25:  // uikit:UISearchBar
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "prompt", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsScopeBar", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsSearchResultsButton", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsBookmarkButton", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translucent", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "barStyle", domain: .enumeration([("default", 0), ("black", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "placeholder", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "searchBarStyle", domain: .enumeration([("default", 0), ("prominent", 1), ("minimal", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsCancelButton", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "text", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "barTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textInputTraits", elements: ["textInputTraits"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 593),
                    IBArchivedKey(key: "UIShowsCancelButton", source: .attribute("showsCancelButton"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 594),
                    IBArchivedKey(key: "UISearchBarTranslucence", source: .attribute("translucent"), codec: IBArchivedKey.Codec(name: "either", arguments: ["NO:2", "1"]), sdk: nil, owner: owner, line: 595),
                    IBArchivedKey(key: "UIText", source: .attribute("text"), codec: IBArchivedKey.Codec(name: "localizable", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 596),
                    IBArchivedKey(key: "UIPlaceholder", source: .attribute("placeholder"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 597),
                    IBArchivedKey(key: "UIBarTintColor", source: .keyedChild("barTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 598),
                    IBArchivedKey(key: "UIAutocapitalizationType", source: .shape("searchBarTraits"), codec: nil, sdk: nil, owner: owner, line: 599),
                ])
        case 26:  // uikit:UINavigationBar
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "barStyle", domain: .enumeration([("default", 0), ("black", 1), ("blackTranslucent", 2), ("blackOpaque", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "largeTitles", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translucent", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "barTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "compactAppearance", elements: ["navigationBarAppearance"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "compactScrollEdgeAppearance", elements: ["navigationBarAppearance"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "largeTitleTextAttributes", elements: ["textAttributes"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "scrollEdgeAppearance", elements: ["navigationBarAppearance"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "standardAppearance", elements: ["navigationBarAppearance"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleTextAttributes", elements: ["textAttributes"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIBarTintColor", source: .keyedChild("barTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 615),
                    IBArchivedKey(key: "UIViewLayoutMargins", source: .shape("navigationBarMargins"), codec: nil, sdk: nil, owner: owner, line: 616),
                    IBArchivedKey(key: "UIItems", source: .shape("barItems"), codec: nil, sdk: nil, owner: owner, line: 617),
                    IBArchivedKey(key: "UIDelegate", source: .shape("barDelegate"), codec: nil, sdk: nil, owner: owner, line: 618),
                    IBArchivedKey(key: "UITitleTextAttributes", source: .shape("titleTextAttributes"), codec: nil, sdk: nil, owner: owner, line: 619),
                    IBArchivedKey(key: "UIBarPosition", source: .constant("2"), codec: nil, sdk: nil, owner: owner, line: 620),
                    IBArchivedKey(key: "UIBarTranslucence", source: .attribute("translucent"), codec: IBArchivedKey.Codec(name: "either", arguments: ["NO:2", "1"]), sdk: nil, owner: owner, line: 621),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 624),
                    IBArchivedKey(key: "UIAutoresizingMask", source: .shape("navigationBarMask"), codec: nil, sdk: nil, owner: owner, line: 625),
                ])
        case 27:  // uikit:UIToolbar
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "translucent", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "barStyle", domain: .enumeration([("default", 0), ("black", 1), ("blackTranslucent", 2), ("blackOpaque", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "barTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIBarTintColor", source: .keyedChild("barTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 632),
                    IBArchivedKey(key: "UIItems", source: .shape("toolbarItems"), codec: nil, sdk: nil, owner: owner, line: 633),
                    IBArchivedKey(key: "UIBarPosition", source: .constant("1"), codec: nil, sdk: nil, owner: owner, line: 634),
                    IBArchivedKey(key: "UIBarTranslucence", source: .attribute("translucent"), codec: IBArchivedKey.Codec(name: "either", arguments: ["NO:2", "1"]), sdk: nil, owner: owner, line: 635),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 638),
                    IBArchivedKey(key: "UIAutoresizingMask", source: .shape("barMask"), codec: nil, sdk: nil, owner: owner, line: 639),
                ])
        case 28:  // uikit:UITabBar
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "barStyle", domain: .enumeration([("default", 0), ("black", 1), ("blackTranslucent", 2), ("blackOpaque", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translucent", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "unselectedItemTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "selectedImageTintColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "barTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIBarTintColor", source: .keyedChild("barTintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 648),
                    IBArchivedKey(key: "UIItems", source: .shape("barItems"), codec: nil, sdk: nil, owner: owner, line: 649),
                    IBArchivedKey(key: "UIDelegate", source: .shape("barDelegate"), codec: nil, sdk: nil, owner: owner, line: 650),
                    IBArchivedKey(key: "UIBarTranslucence", source: .attribute("translucent"), codec: IBArchivedKey.Codec(name: "either", arguments: ["NO:2", "1"]), sdk: nil, owner: owner, line: 651),
                    IBArchivedKey(key: "UIViewContentHuggingPriority", source: .shape("huggingAlways"), codec: nil, sdk: nil, owner: owner, line: 653),
                    IBArchivedKey(key: "UIAutoresizingMask", source: .shape("barMask"), codec: nil, sdk: nil, owner: owner, line: 654),
                ])
        case 29:  // uikit:UITableViewCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "accessoryType", domain: .enumeration([("none", 0), ("disclosureIndicator", 1), ("detailDisclosureButton", 2), ("checkmark", 3), ("detailButton", 4)]), defaultValue: "none", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "detailTextLabel", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidesAccessoryWhenEditing", domain: .bool, defaultValue: "YES", designTime: "ibtool archives nothing for it (53 cells with NO in the JobDocs, Mobilewits, Openday, ProcessDash and ProgrammingEvents pairs, SDK 7–10: no key in Apple's nibs)", owner: owner),
                    IBAttributeDeclaration(name: "imageView", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indentationLevel", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indentationWidth", domain: .number, defaultValue: "10", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "reuseIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowHeight", domain: .number, defaultValue: nil, designTime: "the row height IB draws the cell at; the cell archives its frame (CleverTap pairs: rowHeight 797, frame and nib 667; no row-height key on the 30 cells of Apple's nibs)", owner: owner),
                    IBAttributeDeclaration(name: "selectionStyle", domain: .enumeration([("none", 0), ("blue", 1), ("gray", 2), ("default", 3)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "separatorInsetType", domain: .enumeration([("0", nil), ("1", nil)]), defaultValue: nil, designTime: "Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)", owner: owner),
                    IBAttributeDeclaration(name: "showsReorderControl", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("IBUITableViewCellStyleDefault", 0), ("IBUITableViewCellStyleValue1", 1), ("IBUITableViewCellStyleValue2", 2), ("IBUITableViewCellStyleSubtitle", 3)]), defaultValue: "IBUITableViewCellStyleDefault", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textLabel", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentView", elements: ["tableViewCellContentView", "view"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "separatorInset", elements: ["inset"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIReuseIdentifier", source: .attribute("reuseIdentifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 678),
                    IBArchivedKey(key: "UITableViewCellStyle", source: .attribute("style"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 681),
                    IBArchivedKey(key: "UISelectionStyle", source: .attribute("selectionStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 682),
                    IBArchivedKey(key: "UITableCellBackgroundColorSet", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: nil, owner: owner, line: 683),
                    IBArchivedKey(key: "UIContentView", source: .shape("cellContentView"), codec: nil, sdk: nil, owner: owner, line: 684),
                    IBArchivedKey(key: "UITextLabel", source: .attribute("textLabel"), codec: IBArchivedKey.Codec(name: "reference", arguments: []), sdk: nil, owner: owner, line: 685),
                    IBArchivedKey(key: "UIDetailTextLabel", source: .attribute("detailTextLabel"), codec: IBArchivedKey.Codec(name: "reference", arguments: []), sdk: nil, owner: owner, line: 686),
                    IBArchivedKey(key: "UIImageView", source: .attribute("imageView"), codec: IBArchivedKey.Codec(name: "reference", arguments: []), sdk: nil, owner: owner, line: 687),
                    IBArchivedKey(key: "UIAccessoryType", source: .attribute("accessoryType"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 688),
                    IBArchivedKey(key: "UIIndentationLevel", source: .attribute("indentationLevel"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 689),
                    IBArchivedKey(key: "UIIndentationWidth", source: .attribute("indentationWidth"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 690),
                ])
        case 30:  // uikit:UITableViewSection
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "footerTitle", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "headerTitle", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "footerTitle", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UITableSectionHeaderTitle", source: .attribute("headerTitle"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 697),
                    IBArchivedKey(key: "UITableSectionFooterTitle", source: .attribute("footerTitle"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 698),
                    IBArchivedKey(key: "UITableSectionRows", source: .shape("tableSectionRows"), codec: nil, sdk: nil, owner: owner, line: 699),
                ])
        case 31:  // uikit:UITableViewCellContentView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "tableViewCell", domain: .reference, defaultValue: nil, designTime: "IB's link from a content view to its cell, which is its parent", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "frameInset", elements: ["frame"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 32:  // uikit:UICollectionReusableView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "reuseIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIReuseIdentifier", source: .attribute("reuseIdentifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 706),
                ])
        case 33:  // uikit:UICollectionViewCell
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentView", elements: ["collectionViewCellContentView", "view"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "customSize", elements: ["size"], designTime: "the size IB shows the cell at in its collection view; the cell archives its frame", owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIContentView", source: .shape("cellContentView"), codec: nil, sdk: nil, owner: owner, line: 711),
                ])
        case 34:  // uikit:UIWebView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "scalesPageToFit", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "suppressesIncrementalRendering", domain: .bool, defaultValue: "NO", designTime: "ibtool archives nothing for it (Appboy HTML full-screen pair: YES, no key)", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "dataDetectorTypes", elements: ["dataDetectorType"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIDelegate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 720),
                    IBArchivedKey(key: "UIDataDetectorTypes", source: .shape("webViewDataDetectorTypes"), codec: nil, sdk: nil, owner: owner, line: 721),
                    IBArchivedKey(key: "UIScalesPageToFit", source: .attribute("scalesPageToFit"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 722),
                ])
        case 35:  // uikit:WKWebView
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "configuration", elements: ["wkWebViewConfiguration"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 36:  // uikit:MKMapView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "mapType", domain: .enumeration([("standard", 0), ("satellite", 1), ("hybrid", 2), ("satelliteFlyover", 3), ("hybridFlyover", 4), ("mutedStandard", 5)]), defaultValue: "standard", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "zoomEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "scrollEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rotateEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pitchEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsUserLocation", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsPointsOfInterest", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsBuildings", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsTraffic", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsCompass", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsScale", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewLayoutMargins", source: .constant("insets(0,0,0,0)"), codec: nil, sdk: nil, owner: owner, line: 740),
                    IBArchivedKey(key: "MKDelegate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 741),
                    IBArchivedKey(key: "MKMapType", source: .attribute("mapType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 742),
                    IBArchivedKey(key: "MKZoomEnabled", source: .attribute("zoomEnabled"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 743),
                    IBArchivedKey(key: "MKScrollEnabled", source: .attribute("scrollEnabled"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 744),
                    IBArchivedKey(key: "MKShowsUserLocation", source: .attribute("showsUserLocation"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 745),
                    IBArchivedKey(key: "MKPitchEnabled", source: .attribute("pitchEnabled"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 746),
                    IBArchivedKey(key: "MKRotateEnabled", source: .attribute("rotateEnabled"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 747),
                    IBArchivedKey(key: "MKShowsPointsOfInterest", source: .attribute("showsPointsOfInterest"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 748),
                    IBArchivedKey(key: "MKShowsBuildings", source: .attribute("showsBuildings"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 749),
                    IBArchivedKey(key: "MKShowsTraffic", source: .attribute("showsTraffic"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 750),
                    IBArchivedKey(key: "MKShowsCompass", source: .attribute("showsCompass"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 751),
                    IBArchivedKey(key: "MKShowsScaleKey", source: .attribute("showsScale"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 752),
                ])
        case 37:  // uikit:GLKView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "enableSetNeedsDisplay", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 42:  // uikit:MTKView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "colorPixelFormat", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "depthStencilPixelFormat", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 43:  // uikit:UIWindow
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "visibleAtLaunch", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 45:  // uikit:UIBarItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "systemItem", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "imageInsets", elements: ["inset"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 46:  // uikit:UIBarButtonItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("plain", 0), ("bordered", 1), ("done", 2)]), defaultValue: "bordered", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "systemItem", domain: .enumeration([("done", 0), ("cancel", 1), ("edit", 2), ("save", 3), ("add", 4), ("flexibleSpace", 5), ("fixedSpace", 6), ("compose", 7), ("reply", 8), ("action", 9), ("organize", 10), ("bookmarks", 11), ("search", 12), ("refresh", 13), ("stop", 14), ("camera", 15), ("trash", 16), ("play", 17), ("pause", 18), ("rewind", 19), ("fastForward", 20), ("undo", 21), ("redo", 22), ("pageCurl", 23), ("close", 24)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "customView", elements: ["button", "segmentedControl", "view"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "tintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UICustomView", source: .keyedChild("customView"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 788),
                    IBArchivedKey(key: "UIEnabled", source: .attribute("enabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 789),
                    IBArchivedKey(key: "UIIsSystemItem", source: .attribute("systemItem"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: nil, owner: owner, line: 790),
                    IBArchivedKey(key: "UISystemItem", source: .attribute("systemItem"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 791),
                    IBArchivedKey(key: "UIWidth", source: .attribute("width"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 792),
                    IBArchivedKey(key: "UIStyle", source: .attribute("style"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["unless:0"]), sdk: nil, owner: owner, line: 793),
                    IBArchivedKey(key: "UITitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 794),
                    IBArchivedKey(key: "UIImage", source: .attribute("image"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 795),
                    IBArchivedKey(key: "UIImageInsets", source: .keyedChild("imageInsets"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 796),
                    IBArchivedKey(key: "UITintColor", source: .keyedChild("tintColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 798),
                ])
        case 47:  // uikit:UITabBarItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "selectedImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "systemItem", domain: .enumeration([("more", 0), ("favorites", 1), ("featured", 2), ("topRated", 3), ("recents", 4), ("contacts", 5), ("history", 6), ("bookmarks", 7), ("search", 8), ("downloads", 9), ("mostRecent", 10), ("mostViewed", 11)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "titlePositionAdjustment", elements: ["offsetWrapper"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIEnabled", source: .attribute("enabled"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 805),
                    IBArchivedKey(key: "UIIsSystemItem", source: .attribute("systemItem"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: nil, owner: owner, line: 806),
                    IBArchivedKey(key: "UISystemItem", source: .attribute("systemItem"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 807),
                    IBArchivedKey(key: "UITitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 808),
                    IBArchivedKey(key: "UIImage", source: .attribute("image"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 809),
                    IBArchivedKey(key: "UISelectedTemplateImage", source: .attribute("selectedImage"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 812),
                    IBArchivedKey(key: "UIImageInsets", source: .keyedChild("imageInsets"), codec: IBArchivedKey.Codec(name: "insets", arguments: []), sdk: nil, owner: owner, line: 814),
                    IBArchivedKey(key: "UITag", source: .attribute("tag"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 815),
                ])
        case 48:  // uikit:UINavigationItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "largeTitleDisplayMode", domain: .enumeration([("automatic", 0), ("always", 1), ("never", 2), ("inline", 3)]), defaultValue: "automatic", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backBarButtonItem", elements: ["barButtonItem"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "leftBarButtonItem", elements: ["barButtonItem"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "rightBarButtonItem", elements: ["barButtonItem"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "title", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleView", elements: ["button", "segmentedControl", "view"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UITitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 826),
                    IBArchivedKey(key: "UIBackBarButtonItem", source: .keyedChild("backBarButtonItem"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 827),
                    IBArchivedKey(key: "UILeftBarButtonItem", source: .keyedChild("leftBarButtonItem"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 828),
                    IBArchivedKey(key: "UIRightBarButtonItem", source: .shape("rightBarButtonItem"), codec: nil, sdk: nil, owner: owner, line: 831),
                    IBArchivedKey(key: "UILeftBarButtonItems", source: .shape("navigationItemLists"), codec: nil, sdk: nil, owner: owner, line: 833),
                    IBArchivedKey(key: "UINavigationBar", source: .shape("navigationItemBar"), codec: nil, sdk: nil, owner: owner, line: 834),
                    IBArchivedKey(key: "UILargeTitleDisplayMode", source: .attribute("largeTitleDisplayMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 836),
                ])
        case 49:  // uikit:UIGestureRecognizer
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIGestureRecognizer.allowedTouchTypes", source: .constant("7"), codec: nil, sdk: nil, owner: owner, line: 840),
                    IBArchivedKey(key: "UIGestureRecognizer.requiresExclusiveTouchType", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 841),
                ])
        case 50:  // uikit:UITapGestureRecognizer
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "numberOfTapsRequired", domain: .integer, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfTouchesRequired", domain: .integer, defaultValue: "1", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UITapGestureRecognizer._imp", source: .shape("tapRecognizer"), codec: nil, sdk: nil, owner: owner, line: 846),
                ])
        case 51:  // uikit:UITapRecognizer
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UITapRecognizer.numberOfTapsRequired", source: .attribute("numberOfTapsRequired"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 849),
                    IBArchivedKey(key: "UITapRecognizer.numberOfTouchesRequired", source: .attribute("numberOfTouchesRequired"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 850),
                ])
        case 52:  // uikit:UIPanGestureRecognizer
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "maximumNumberOfTouches", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumNumberOfTouches", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 54:  // uikit:UILongPressGestureRecognizer
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowableMovement", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumPressDuration", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfTouchesRequired", domain: .integer, defaultValue: "1", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 55:  // uikit:UISwipeGestureRecognizer
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "direction", domain: .enumeration([("right", 1), ("left", 2), ("up", 4), ("down", 8)]), defaultValue: "right", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfTouchesRequired", domain: .integer, defaultValue: "1", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UISwipeGestureRecognizer.direction", source: .attribute("direction"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 863),
                ])
        case 60:  // uikit:_UILayoutGuide
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 61:  // uikit:UIViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "automaticallyAdjustsScrollViewInsets", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autoresizesArchivedViewToFullSize", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "definesPresentationContext", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "extendedLayoutIncludesOpaqueBars", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidesBottomBarWhenPushed", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "modalPresentationStyle", domain: .enumeration([("fullScreen", 0), ("pageSheet", 1), ("formSheet", 2), ("currentContext", 3), ("custom", 4), ("overFullScreen", 5), ("overCurrentContext", 6), ("popover", 7), ("blurOverFullScreen", 8), ("none", -1), ("automatic", -2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "modalTransitionStyle", domain: .enumeration([("coverVertical", 0), ("flipHorizontal", 1), ("crossDissolve", 2), ("partialCurl", 3)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "nibName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "storyboardIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "useStoryboardIdentifierAsRestorationIdentifier", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentSizeForViewInPopover", elements: ["value"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "edgesForExtendedLayout", elements: ["extendedEdge"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "freeformSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "navigationItem", elements: ["navigationItem"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedBottomBarMetrics", elements: ["simulatedTabBarMetrics", "simulatedToolbarMetrics"], designTime: "the bottom bar IB draws on the canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedDestinationMetrics", elements: ["freeformSimulatedSizeMetrics", "modalFormSheetSimulatedSizeMetrics", "simulatedScreenMetrics"], designTime: "the device size IB draws the canvas at", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedOrientationMetrics", elements: ["simulatedOrientationMetrics"], designTime: "the orientation IB draws the canvas in", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedStatusBarMetrics", elements: ["simulatedStatusBarMetrics"], designTime: "the status bar IB draws on the canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "simulatedTopBarMetrics", elements: ["simulatedNavigationBarMetrics"], designTime: "the top bar IB draws on the canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "tabBarItem", elements: ["tabBarItem"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "view", elements: ["collectionView", "glkView", "imageView", "mapView", "tableView", "view", "visualEffectView"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIView", source: .shape("controllerView"), codec: nil, sdk: nil, owner: owner, line: 896),
                    IBArchivedKey(key: "UITitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 897),
                    IBArchivedKey(key: "UIRestorationIdentifier", source: .shape("controllerRestorationIdentifier"), codec: nil, sdk: nil, owner: owner, line: 899),
                    IBArchivedKey(key: "UINavigationItem", source: .keyedChild("navigationItem"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 900),
                    IBArchivedKey(key: "UITabBarItem", source: .keyedChild("tabBarItem"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 901),
                    IBArchivedKey(key: "UIExternalObjectsTableForViewLoading", source: .shape("viewNib"), codec: nil, sdk: nil, owner: owner, line: 903),
                    IBArchivedKey(key: "UIStoryboardIdentifier", source: .shape("storyboardIdentifier"), codec: nil, sdk: nil, owner: owner, line: 904),
                    IBArchivedKey(key: "UIAutoresizesArchivedViewToFullSize", source: .attribute("autoresizesArchivedViewToFullSize"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 906),
                    IBArchivedKey(key: "UIStoryboardSegueTemplates", source: .shape("segueTemplates"), codec: nil, sdk: nil, owner: owner, line: 907),
                    IBArchivedKey(key: "UIChildViewControllers", source: .shape("childControllers"), codec: nil, sdk: nil, owner: owner, line: 908),
                    IBArchivedKey(key: "UIParentViewController", source: .shape("parentController"), codec: nil, sdk: nil, owner: owner, line: 909),
                    IBArchivedKey(key: "UIKeyAutomaticallyAdjustsScrollViewInsets", source: .attribute("automaticallyAdjustsScrollViewInsets"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:0"]), sdk: nil, owner: owner, line: 912),
                    IBArchivedKey(key: "UIModalPresentationStyle", source: .attribute("modalPresentationStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 913),
                    IBArchivedKey(key: "UIToolbarItems", source: .shape("controllerToolbarItems"), codec: nil, sdk: nil, owner: owner, line: 914),
                    IBArchivedKey(key: "UITopLevelObjectsToKeepAliveFromStoryboard", source: .shape("keepAlive"), codec: nil, sdk: nil, owner: owner, line: 915),
                    IBArchivedKey(key: "UIHidesBottomBarWhenPushed", source: .attribute("hidesBottomBarWhenPushed"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 916),
                    IBArchivedKey(key: "UIDefinesPresentationContext", source: .attribute("definesPresentationContext"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 918),
                ])
        case 62:  // uikit:UINavigationController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "navigationBarHidden", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "toolbarHidden", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "navigationBar", elements: ["navigationBar"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "toolbar", elements: ["toolbar"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewControllers", source: .shape("childList"), codec: nil, sdk: nil, owner: owner, line: 925),
                    IBArchivedKey(key: "UINavigationBar", source: .keyedChild("navigationBar"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 926),
                    IBArchivedKey(key: "UINavigationBarHidden", source: .attribute("navigationBarHidden"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 927),
                    IBArchivedKey(key: "UIToolbar", source: .keyedChild("toolbar"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 928),
                    IBArchivedKey(key: "UIToolbarShown", source: .attribute("toolbarHidden"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:true"]), sdk: nil, owner: owner, line: 929),
                ])
        case 63:  // uikit:UITableViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "clearsSelectionOnViewWillAppear", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "refreshControl", elements: ["refreshControl"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIClearsSelectionOnViewWillAppear", source: .attribute("clearsSelectionOnViewWillAppear"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 933),
                ])
        case 64:  // uikit:UICollectionViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "clearsSelectionOnViewWillAppear", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIClearsSelectionOnViewWillAppear", source: .attribute("clearsSelectionOnViewWillAppear"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 936),
                ])
        case 65:  // uikit:UITabBarController
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "tabBar", elements: ["tabBar"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UITabBar", source: .keyedChild("tabBar"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 941),
                    IBArchivedKey(key: "UICustomizableViewControllers", source: .shape("customizableControllers"), codec: nil, sdk: nil, owner: owner, line: 942),
                    IBArchivedKey(key: "UIViewControllers", source: .shape("childList"), codec: nil, sdk: nil, owner: owner, line: 943),
                ])
        case 66:  // uikit:UISplitViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowDoubleColumnStyle", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "behavior", domain: .enumeration([("automatic", 0), ("tile", 1), ("overlay", 2), ("displace", 3)]), defaultValue: "automatic", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "preferredDisplayMode", domain: .enumeration([("automatic", nil), ("secondaryOnly", nil), ("beside", nil), ("overlay", nil), ("twoBesideSecondary", nil), ("twoOverSecondary", nil), ("twoDisplaceSecondary", nil), ("primaryHidden", nil), ("allVisible", nil), ("primaryOverlay", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "primaryBackgroundStyle", domain: .enumeration([("none", 0), ("sidebar", 1)]), defaultValue: "none", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIViewControllers", source: .shape("splitColumns"), codec: nil, sdk: nil, owner: owner, line: 950),
                ])
        case 67:  // uikit:UIPageViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "doubleSided", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "navigationOrientation", domain: .enumeration([("horizontal", 0), ("vertical", 1)]), defaultValue: "horizontal", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pageSpacing", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spineLocation", domain: .enumeration([("none", 0), ("min", 1), ("mid", 2), ("max", 3)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "transitionStyle", domain: .enumeration([("pageCurl", 0), ("scroll", 1)]), defaultValue: "pageCurl", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UITransitionStyle", source: .attribute("transitionStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 959),
                    IBArchivedKey(key: "UINavigationOrientation", source: .attribute("navigationOrientation"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 960),
                    IBArchivedKey(key: "UISpineLocation", source: .attribute("spineLocation"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 961),
                    IBArchivedKey(key: "UIPageSpacing", source: .attribute("pageSpacing"), codec: IBArchivedKey.Codec(name: "integer", arguments: ["always"]), sdk: nil, owner: owner, line: 962),
                ])
        case 68:  // uikit:AVPlayerViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "videoGravity", domain: .enumeration([("AVLayerVideoGravityResizeAspect", nil), ("AVLayerVideoGravityResizeAspectFill", nil), ("AVLayerVideoGravityResize", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 69:  // uikit:GLKViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "preferredFramesPerSecond", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 71:  // uikit:UIViewControllerPlaceholder
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bundleIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "referencedIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "storyboardName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 74:  // uikit:UICollectionViewFlowLayout
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "automaticEstimatedItemSize", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumInteritemSpacing", domain: .number, defaultValue: "10", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumLineSpacing", domain: .number, defaultValue: "10", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "scrollDirection", domain: .enumeration([("vertical", 0), ("horizontal", 1)]), defaultValue: "vertical", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sectionInsetReference", domain: .enumeration([("contentInset", 0), ("safeArea", 1), ("layoutMargins", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "estimatedItemSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "footerReferenceSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "headerReferenceSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "itemSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sectionInset", elements: ["inset"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "UIInteritemSpacing", source: .attribute("minimumInteritemSpacing"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 987),
                    IBArchivedKey(key: "UILineSpacing", source: .attribute("minimumLineSpacing"), codec: IBArchivedKey.Codec(name: "float", arguments: []), sdk: nil, owner: owner, line: 988),
                    IBArchivedKey(key: "UIItemSize", source: .keyedChild("itemSize"), codec: IBArchivedKey.Codec(name: "size", arguments: ["50", "50"]), sdk: nil, owner: owner, line: 989),
                    IBArchivedKey(key: "UIEstimatedItemSize", source: .keyedChild("estimatedItemSize"), codec: IBArchivedKey.Codec(name: "size", arguments: ["0", "0"]), sdk: nil, owner: owner, line: 990),
                    IBArchivedKey(key: "UIHeaderReferenceSize", source: .keyedChild("headerReferenceSize"), codec: IBArchivedKey.Codec(name: "size", arguments: ["0", "0"]), sdk: nil, owner: owner, line: 991),
                    IBArchivedKey(key: "UIFooterReferenceSize", source: .keyedChild("footerReferenceSize"), codec: IBArchivedKey.Codec(name: "size", arguments: ["0", "0"]), sdk: nil, owner: owner, line: 992),
                    IBArchivedKey(key: "UISectionInset", source: .keyedChild("sectionInset"), codec: IBArchivedKey.Codec(name: "insets", arguments: ["omitZero"]), sdk: nil, owner: owner, line: 993),
                    IBArchivedKey(key: "UIScrollDirection", source: .attribute("scrollDirection"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 994),
                ])
        case 75:  // uikit:UIKeyCommand
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "actionName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "discoverabilityTitle", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "input", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "modifierFlags", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 78:  // appkit:NSView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alphaValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "ambiguous", domain: .bool, defaultValue: "NO", designTime: "IB's warning that the constraints do not determine the frame", owner: owner),
                    IBAttributeDeclaration(name: "appearanceType", domain: .enumeration([("aqua", nil), ("darkAqua", nil), ("inheritedVibrantLight", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autoresizesSubviews", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "canDrawConcurrently", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "clipsToBounds", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fixedFrame", domain: .bool, defaultValue: "NO", designTime: "IB keeps this frame when it updates frames from constraints", owner: owner),
                    IBAttributeDeclaration(name: "focusRingType", domain: .enumeration([("exterior", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidden", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalCompressionResistancePriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalHuggingPriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "misplaced", domain: .bool, defaultValue: "NO", designTime: "IB's warning that the frame differs from what the constraints give", owner: owner),
                    IBAttributeDeclaration(name: "placeholderIntrinsicHeight", domain: .size, defaultValue: nil, designTime: "the intrinsic height IB assumes at design time (the view computes its own at run time)", owner: owner),
                    IBAttributeDeclaration(name: "placeholderIntrinsicWidth", domain: .size, defaultValue: nil, designTime: "the intrinsic width IB assumes at design time (the view computes its own at run time)", owner: owner),
                    IBAttributeDeclaration(name: "toolTip", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translatesAutoresizingMaskIntoConstraints", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verifyAmbiguity", domain: .enumeration([("off", nil)]), defaultValue: nil, designTime: "which layout warnings IB shows for the view", owner: owner),
                    IBAttributeDeclaration(name: "verticalCompressionResistancePriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalHuggingPriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "wantsLayer", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "autoresizingMask", elements: ["autoresizingMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "compositingFilter", elements: ["ciFilter"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "frame", elements: ["rect"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "layoutMargins", elements: ["viewLayoutGuide"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "safeArea", elements: ["viewLayoutGuide"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "shadow", elements: ["shadow"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "toolTip", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSNextResponder", source: .shape("nextResponder"), codec: nil, sdk: nil, owner: owner, line: 32),
                    IBArchivedKey(key: "NSNibTouchBar", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 33),
                    IBArchivedKey(key: "NSvFlags", source: .shape("viewFlags"), codec: nil, sdk: nil, owner: owner, line: 34),
                    IBArchivedKey(key: "NSSubviews", source: .shape("viewSubviews"), codec: nil, sdk: nil, owner: owner, line: 35),
                    IBArchivedKey(key: "NSDragTypes", source: .none, codec: nil, sdk: nil, owner: owner, line: 36),
                    IBArchivedKey(key: "NSFrame", source: .shape("viewFrame"), codec: nil, sdk: nil, owner: owner, line: 37),
                    IBArchivedKey(key: "NSBounds", source: .none, codec: nil, sdk: nil, owner: owner, line: 38),
                    IBArchivedKey(key: "NSSuperview", source: .shape("superview"), codec: nil, sdk: nil, owner: owner, line: 39),
                    IBArchivedKey(key: "NSViewIsLayerTreeHost", source: .attribute("wantsLayer"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 40),
                    IBArchivedKey(key: "NSNextKeyView", source: .shape("tabKeyViewLoop"), codec: nil, sdk: nil, owner: owner, line: 41),
                    IBArchivedKey(key: "NSViewWantsBestResolutionOpenGLSurface", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 42),
                    IBArchivedKey(key: "NSDoNotTranslateAutoresizingMask", source: .shape("doNotTranslateAutoresizingMask"), codec: nil, sdk: nil, owner: owner, line: 43),
                    IBArchivedKey(key: "NSViewConstraints", source: .shape("viewConstraints"), codec: nil, sdk: nil, owner: owner, line: 44),
                    IBArchivedKey(key: "NSViewLayoutGuides", source: .shape("viewLayoutGuides"), codec: nil, sdk: nil, owner: owner, line: 45),
                    IBArchivedKey(key: "NSHuggingPriority", source: .shape("huggingPriority"), codec: nil, sdk: nil, owner: owner, line: 46),
                    IBArchivedKey(key: "NSAntiCompressionPriority", source: .shape("compressionPriority"), codec: nil, sdk: nil, owner: owner, line: 47),
                    IBArchivedKey(key: "NSViewClipsToBoundsKeyName", source: .shape("clipsToBounds"), codec: nil, sdk: nil, owner: owner, line: 48),
                    IBArchivedKey(key: "NSGestureRecognizers", source: .none, codec: nil, sdk: nil, owner: owner, line: 49),
                    IBArchivedKey(key: "NSReuseIdentifierKey", source: .none, codec: nil, sdk: nil, owner: owner, line: 50),
                    IBArchivedKey(key: "IBNSSafeAreaLayoutGuide", source: .shape("autolayoutGuide"), codec: nil, sdk: nil, owner: owner, line: 51),
                    IBArchivedKey(key: "IBNSLayoutMarginsGuide", source: .shape("autolayoutGuide"), codec: nil, sdk: nil, owner: owner, line: 52),
                    IBArchivedKey(key: "IBNSClipsToBounds", source: .attribute("clipsToBounds"), codec: IBArchivedKey.Codec(name: "either", arguments: ["YES:1", "0"]), sdk: nil, owner: owner, line: 53),
                ])
        case 79:  // appkit:NSCustomView
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: 55),
                    IBArchivedKey(key: "NSSubviews", source: .shape("customViewSubviews"), codec: nil, sdk: nil, owner: owner, line: 56),
                    IBArchivedKey(key: "IBClassReference", source: .shape("classReference"), codec: nil, sdk: nil, owner: owner, line: 57),
                    IBArchivedKey(key: "NSClassName", source: .shape("customViewClass"), codec: nil, sdk: nil, owner: owner, line: 58),
                ])
        case 80:  // appkit:NSControl
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsExpansionToolTips", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "mirrorLayoutDirectionWhenInternationalizing", domain: .enumeration([("never", nil), ("always", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "cell", elements: ["actionCell", "buttonCell", "comboBoxCell", "datePickerCell", "imageCell", "levelIndicatorCell", "pathCell", "popUpButtonCell", "searchFieldCell", "secureTextFieldCell", "segmentedCell", "sliderCell", "stepperCell", "textFieldCell", "tokenFieldCell"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSvFlags", source: .shape("controlViewFlags"), codec: nil, sdk: nil, owner: owner, line: 64),
                    IBArchivedKey(key: "NSTag", source: .attribute("tag"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 65),
                    IBArchivedKey(key: "NSEnabled", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 66),
                    IBArchivedKey(key: "NSCell", source: .keyedChild("cell"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 67),
                    IBArchivedKey(key: "NSCellIsDiscardable", source: .none, codec: nil, sdk: nil, owner: owner, line: 68),
                    IBArchivedKey(key: "NSAllowsLogicalLayoutDirection", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 69),
                    IBArchivedKey(key: "NSControlAction", source: .none, codec: nil, sdk: nil, owner: owner, line: 70),
                    IBArchivedKey(key: "NSControlTarget", source: .none, codec: nil, sdk: nil, owner: owner, line: 71),
                    IBArchivedKey(key: "NSControlAllowsExpansionToolTips", source: .attribute("allowsExpansionToolTips"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 72),
                    IBArchivedKey(key: "NSControlSize", source: .childAttribute(key: "cell", attribute: "controlSize"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 73),
                    IBArchivedKey(key: "NSControlContinuous", source: .childAttribute(key: "cell", attribute: "continuous"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 74),
                    IBArchivedKey(key: "NSControlRefusesFirstResponder", source: .childAttribute(key: "cell", attribute: "refusesFirstResponder"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 75),
                    IBArchivedKey(key: "NSControlUsesSingleLineMode", source: .childAttribute(key: "cell", attribute: "usesSingleLineMode"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 76),
                    IBArchivedKey(key: "NSControlTextAlignment", source: .childAttribute(key: "cell", attribute: "alignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 77),
                    IBArchivedKey(key: "NSControlLineBreakMode", source: .childAttribute(key: "cell", attribute: "lineBreakMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 78),
                    IBArchivedKey(key: "NSControlWritingDirection", source: .childAttribute(key: "cell", attribute: "baseWritingDirection"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 79),
                    IBArchivedKey(key: "NSControlSendActionMask", source: .shape("sendActionMask"), codec: nil, sdk: nil, owner: owner, line: 80),
                ])
        case 81:  // appkit:NSButton
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "imageHugsTitle", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "springLoaded", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "bezelColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "IBNSShadowedSymbolConfiguration", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 86),
                ])
        case 82:  // appkit:NSPopUpButton
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: 88),
                ])
        case 83:  // appkit:NSTextField
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsCharacterPickerTouchBarItem", domain: .bool, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "contentType", domain: .enumeration([("oneTimeCode", nil), ("password", nil), ("url", nil), ("username", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "preferredMaxLayoutWidth", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "setsMaxLayoutWidthAtFirstLayout", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textCompletion", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSPreferredMaxLayoutWidth", source: .attribute("preferredMaxLayoutWidth"), codec: IBArchivedKey.Codec(name: "double", arguments: []), sdk: nil, owner: owner, line: 95),
                    IBArchivedKey(key: "NSTextFieldAlignmentRectInsetsVersion", source: .constant("2"), codec: nil, sdk: nil, owner: owner, line: 96),
                    IBArchivedKey(key: "NSAllowsWritingTools", source: .constant("true"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 97),
                    IBArchivedKey(key: "NSTextFieldAllowsWritingToolsAffordance", source: .constant("false"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 98),
                    IBArchivedKey(key: "NS.resolvesNaturalAlignmentWithBaseWritingDirection", source: .constant("false"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 99),
                ])
        case 84:  // appkit:NSSecureTextField
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSAllowsWritingTools", source: .constant("false"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 101),
                ])
        case 85:  // appkit:NSSearchField
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSAllowsWritingTools", source: .constant("false"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 103),
                ])
        case 86:  // appkit:NSComboBox
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: 105),
                ])
        case 88:  // appkit:NSImageView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "editable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "propertyAccessControl", domain: .enumeration([("none", nil), ("localizable", nil), ("all", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentTintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("viewSubviewsAlways"), codec: nil, sdk: nil, owner: owner, line: 111),
                    IBArchivedKey(key: "NSDragTypes", source: .shape("dragTypes"), codec: nil, sdk: nil, owner: owner, line: 112),
                    IBArchivedKey(key: "NSEditable", source: .attribute("editable"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 113),
                    IBArchivedKey(key: "NSImageViewPlaceholderPrecedence", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 114),
                    IBArchivedKey(key: "IBNSShadowedSymbolConfiguration", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 115),
                ])
        case 89:  // appkit:NSSegmentedControl
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("viewSubviewsAlways"), codec: nil, sdk: nil, owner: owner, line: 117),
                ])
        case 90:  // appkit:NSSlider
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("viewSubviewsAlways"), codec: nil, sdk: nil, owner: owner, line: 119),
                ])
        case 91:  // appkit:NSStepper
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSStepperMinValue", source: .constant("0.0"), codec: nil, sdk: nil, owner: owner, line: 121),
                    IBArchivedKey(key: "NSStepperMaxValue", source: .constant("0.0"), codec: nil, sdk: nil, owner: owner, line: 122),
                    IBArchivedKey(key: "NSStepperIncrement", source: .constant("0.0"), codec: nil, sdk: nil, owner: owner, line: 123),
                    IBArchivedKey(key: "NSStepperWraps", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 124),
                    IBArchivedKey(key: "NSStepperAutorepeat", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 125),
                    IBArchivedKey(key: "NSControlContinuous", source: .childAttribute(key: "cell", attribute: "autorepeat"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 126),
                ])
        case 92:  // appkit:NSColorWell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bordered", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "color", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("viewSubviewsAlways"), codec: nil, sdk: nil, owner: owner, line: 130),
                    IBArchivedKey(key: "NSDragTypes", source: .shape("dragTypes"), codec: nil, sdk: nil, owner: owner, line: 131),
                    IBArchivedKey(key: "NSCell", source: .none, codec: nil, sdk: nil, owner: owner, line: 132),
                    IBArchivedKey(key: "NSIsBordered", source: .attribute("bordered"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 133),
                    IBArchivedKey(key: "NSColor", source: .keyedChild("color"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 134),
                ])
        case 93:  // appkit:NSDatePicker
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "presentsCalendarOverlay", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 136),
                ])
        case 94:  // appkit:NSLevelIndicator
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "ratingImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "ratingPlaceholderImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 95:  // appkit:NSPathControl
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSDragTypes", source: .shape("dragTypes"), codec: nil, sdk: nil, owner: owner, line: 141),
                ])
        case 96:  // appkit:NSMatrix
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsEmptySelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autorecalculatesCellSize", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "mode", domain: .enumeration([("radio", nil), ("highlight", nil), ("list", nil), ("track", nil)]), defaultValue: "radio", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectionByRect", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "cellSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "intercellSpacing", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "prototype", elements: ["buttonCell", "textFieldCell"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSCell", source: .shape("matrixCell"), codec: nil, sdk: nil, owner: owner, line: 151),
                    IBArchivedKey(key: "NSCellIsDiscardable", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 152),
                    IBArchivedKey(key: "NSControlSendActionMask", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 153),
                    IBArchivedKey(key: "NSNumRows", source: .shape("matrixCells"), codec: nil, sdk: nil, owner: owner, line: 155),
                    IBArchivedKey(key: "NSCellSize", source: .keyedChild("cellSize"), codec: IBArchivedKey.Codec(name: "sizeString", arguments: []), sdk: nil, owner: owner, line: 156),
                    IBArchivedKey(key: "NSIntercellSpacing", source: .keyedChild("intercellSpacing"), codec: IBArchivedKey.Codec(name: "sizeString", arguments: []), sdk: nil, owner: owner, line: 157),
                    IBArchivedKey(key: "NSMatrixFlags", source: .shape("matrixFlags"), codec: nil, sdk: nil, owner: owner, line: 158),
                    IBArchivedKey(key: "NSCellClass", source: .constant("\"NSActionCell\""), codec: nil, sdk: nil, owner: owner, line: 159),
                    IBArchivedKey(key: "NSProtoCell", source: .keyedChild("prototype"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 160),
                    IBArchivedKey(key: "NSSelectedRow", source: .constant("-1"), codec: nil, sdk: nil, owner: owner, line: 161),
                    IBArchivedKey(key: "NSSelectedCol", source: .constant("-1"), codec: nil, sdk: nil, owner: owner, line: 162),
                    IBArchivedKey(key: "NSBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 163),
                    IBArchivedKey(key: "NSCellBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 164),
                ])
        case 97:  // appkit:NSTableView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alternatingRowBackgroundColors", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autosaveColumns", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autosaveName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "columnAutoresizingStyle", domain: .enumeration([("none", 0), ("uniform", 1), ("sequential", 2), ("reverseSequential", 3), ("lastColumnOnly", 4), ("firstColumnOnly", 5)]), defaultValue: "uniform", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "columnReordering", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "columnResizing", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "columnSelection", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "emptySelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "floatsGroupRows", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "headerView", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "multipleSelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowHeight", domain: .number, defaultValue: "17", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowSizeStyle", domain: .enumeration([("automatic", nil), ("medium", nil), ("small", nil), ("systemDefault", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectionHighlightStyle", domain: .enumeration([("none", -1), ("regular", 0), ("sourceList", 1)]), defaultValue: "regular", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tableStyle", domain: .enumeration([("fullWidth", nil), ("inset", nil), ("plain", nil), ("sourceList", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "typeSelect", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesAutomaticRowHeights", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "viewBased", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "gridColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "gridStyleMask", elements: ["tableViewGridLines"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "intercellSpacing", elements: ["size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSvFlags", source: .shape("viewFlags"), codec: nil, sdk: nil, owner: owner, line: 189),
                    IBArchivedKey(key: "NSSubviews", source: .shape("tableSubviews"), codec: nil, sdk: nil, owner: owner, line: 190),
                    IBArchivedKey(key: "NSEnabled", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 191),
                    IBArchivedKey(key: "NSCell", source: .none, codec: nil, sdk: nil, owner: owner, line: 192),
                    IBArchivedKey(key: "NSControlSendActionMask", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 193),
                    IBArchivedKey(key: "NSHeaderView", source: .shape("tableHeaderView"), codec: nil, sdk: nil, owner: owner, line: 194),
                    IBArchivedKey(key: "NSCornerView", source: .shape("tableCornerView"), codec: nil, sdk: nil, owner: owner, line: 195),
                    IBArchivedKey(key: "NSTableColumns", source: .shape("tableColumns"), codec: nil, sdk: nil, owner: owner, line: 196),
                    IBArchivedKey(key: "NSIntercellSpacingWidth", source: .shape("intercellSpacing"), codec: nil, sdk: nil, owner: owner, line: 197),
                    IBArchivedKey(key: "NSBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 198),
                    IBArchivedKey(key: "NSGridColor", source: .keyedChild("gridColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 199),
                    IBArchivedKey(key: "NSRowHeight", source: .shape("tableRowHeight"), codec: nil, sdk: nil, owner: owner, line: 200),
                    IBArchivedKey(key: "NSTvFlags", source: .shape("tableFlags"), codec: nil, sdk: nil, owner: owner, line: 201),
                    IBArchivedKey(key: "NSDelegate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 202),
                    IBArchivedKey(key: "NSDataSource", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 203),
                    IBArchivedKey(key: "NSAutosaveName", source: .attribute("autosaveName"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 204),
                    IBArchivedKey(key: "NSGridStyleMask", source: .shape("gridStyleMask"), codec: nil, sdk: nil, owner: owner, line: 205),
                    IBArchivedKey(key: "NSColumnAutoresizingStyle", source: .attribute("columnAutoresizingStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 206),
                    IBArchivedKey(key: "NSDraggingSourceMaskForLocal", source: .constant("-1"), codec: nil, sdk: nil, owner: owner, line: 207),
                    IBArchivedKey(key: "NSDraggingSourceMaskForNonLocal", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 208),
                    IBArchivedKey(key: "NSAllowsTypeSelect", source: .attribute("typeSelect"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 209),
                    IBArchivedKey(key: "NSTableViewSelectionHighlightStyle", source: .attribute("selectionHighlightStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 210),
                    IBArchivedKey(key: "NSTableViewDraggingDestinationStyle", source: .attribute("selectionHighlightStyle"), codec: IBArchivedKey.Codec(name: "either", arguments: ["sourceList:1", "0"]), sdk: nil, owner: owner, line: 211),
                    IBArchivedKey(key: "NSTableViewArchivedReusableViewsKey", source: .shape("reusableViews"), codec: nil, sdk: nil, owner: owner, line: 212),
                    IBArchivedKey(key: "NSTableViewGroupRowStyle", source: .constant("1"), codec: nil, sdk: nil, owner: owner, line: 213),
                    IBArchivedKey(key: "NSTableViewUseARH", source: .attribute("usesAutomaticRowHeights"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 214),
                ])
        case 98:  // appkit:NSOutlineView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autoresizesOutlineColumn", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autosaveExpandedItems", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indentationMarkerFollowsCell", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indentationPerLevel", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "outlineTableColumn", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSOutlineViewAutoresizesOutlineColumnKey", source: .attribute("autoresizesOutlineColumn"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 221),
                    IBArchivedKey(key: "NSOutlineViewIndentationPerLevelKey", source: .attribute("indentationPerLevel"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 222),
                    IBArchivedKey(key: "NSOutlineViewIndentationMarkerFollowsCellKey", source: .attribute("indentationMarkerFollowsCell"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:false"]), sdk: nil, owner: owner, line: 223),
                    IBArchivedKey(key: "NSOutlineViewAutosaveExpandedItemsKey", source: .attribute("autosaveExpandedItems"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 224),
                    IBArchivedKey(key: "NSOutineViewStronglyReferencesItems", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 225),
                ])
        case 99:  // appkit:NSScroller
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "arrowsPosition", domain: .enumeration([("default", nil), ("minEnd", nil), ("maxEnd", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "controlSize", domain: .enumeration([("regular", 0), ("small", 1), ("mini", 2)]), defaultValue: "regular", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "doubleValue", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontal", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSvFlags", source: .shape("scrollerViewFlags"), codec: nil, sdk: nil, owner: owner, line: 231),
                    IBArchivedKey(key: "NSEnabled", source: .shape("scrollerEnabled"), codec: nil, sdk: nil, owner: owner, line: 232),
                    IBArchivedKey(key: "NSCell", source: .none, codec: nil, sdk: nil, owner: owner, line: 233),
                    IBArchivedKey(key: "NSControlAction", source: .constant("\"_doScroller:\""), codec: nil, sdk: nil, owner: owner, line: 234),
                    IBArchivedKey(key: "NSControlTarget", source: .shape("parentObject"), codec: nil, sdk: nil, owner: owner, line: 235),
                    IBArchivedKey(key: "NSControlSize", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 236),
                    IBArchivedKey(key: "NSsFlags", source: .shape("scrollerFlags"), codec: nil, sdk: nil, owner: owner, line: 237),
                    IBArchivedKey(key: "NSTarget", source: .shape("parentObject"), codec: nil, sdk: nil, owner: owner, line: 238),
                    IBArchivedKey(key: "NSAction", source: .constant("\"_doScroller:\""), codec: nil, sdk: nil, owner: owner, line: 239),
                    IBArchivedKey(key: "NSCurValue", source: .attribute("doubleValue"), codec: IBArchivedKey.Codec(name: "double", arguments: []), sdk: nil, owner: owner, line: 240),
                    IBArchivedKey(key: "NSPercent", source: .shape("scrollerPercent"), codec: nil, sdk: nil, owner: owner, line: 241),
                ])
        case 100:  // appkit:NSSwitch
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("left", nil), ("right", nil), ("center", nil), ("justified", nil), ("natural", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "baseWritingDirection", domain: .enumeration([("natural", nil), ("leftToRight", nil), ("rightToLeft", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "controlSize", domain: .enumeration([("regular", nil), ("small", nil), ("mini", nil), ("large", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "state", domain: .enumeration([("on", nil), ("off", nil), ("mixed", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 101:  // appkit:NSRuleEditor
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "canRemoveAllRows", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "nestingMode", domain: .enumeration([("single", 0), ("list", 1), ("compound", 2), ("simple", 3)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowHeight", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("ruleEditorSubviews"), codec: nil, sdk: nil, owner: owner, line: 251),
                    IBArchivedKey(key: "NSDragTypes", source: .shape("dragTypes"), codec: nil, sdk: nil, owner: owner, line: 252),
                    IBArchivedKey(key: "NSNextKeyView", source: .shape("ruleEditorKeyView"), codec: nil, sdk: nil, owner: owner, line: 253),
                    IBArchivedKey(key: "NSRuleEditorAlignmentGridWidth", source: .constant("75.0"), codec: nil, sdk: nil, owner: owner, line: 254),
                    IBArchivedKey(key: "NSRuleEditorSliceHeight", source: .attribute("rowHeight"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 255),
                    IBArchivedKey(key: "NSRuleEditorFormattingDictionary", source: .shape("ruleEditorFormatting"), codec: nil, sdk: nil, owner: owner, line: 256),
                    IBArchivedKey(key: "NSRuleEditorEditable", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 257),
                    IBArchivedKey(key: "NSRuleEditorAllowsEmptyCompoundRows", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 258),
                    IBArchivedKey(key: "NSRuleEditorDisallowEmpty", source: .attribute("canRemoveAllRows"), codec: IBArchivedKey.Codec(name: "either", arguments: ["YES:false", "true"]), sdk: nil, owner: owner, line: 259),
                    IBArchivedKey(key: "NSRuleEditorNestingMode", source: .attribute("nestingMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 260),
                    IBArchivedKey(key: "NSRuleEditorRowTypeKeyPath", source: .constant("\"rowType\""), codec: nil, sdk: nil, owner: owner, line: 261),
                    IBArchivedKey(key: "NSRuleEditorSubrowsArrayKeyPath", source: .constant("\"subrows\""), codec: nil, sdk: nil, owner: owner, line: 262),
                    IBArchivedKey(key: "NSRuleEditorItemsKeyPath", source: .constant("\"criteria\""), codec: nil, sdk: nil, owner: owner, line: 263),
                    IBArchivedKey(key: "NSRuleEditorValuesKeyPath", source: .constant("\"displayValues\""), codec: nil, sdk: nil, owner: owner, line: 264),
                    IBArchivedKey(key: "NSRuleEditorBoundArrayKeyPath", source: .constant("\"boundArray\""), codec: nil, sdk: nil, owner: owner, line: 265),
                    IBArchivedKey(key: "NSRuleEditorRowClass", source: .constant("\"NSMutableDictionary\""), codec: nil, sdk: nil, owner: owner, line: 266),
                    IBArchivedKey(key: "NSRuleEditorSlicesHolder", source: .shape("ruleEditorSlicesHolder"), codec: nil, sdk: nil, owner: owner, line: 267),
                    IBArchivedKey(key: "NSRuleEditorDelegate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 268),
                    IBArchivedKey(key: "NSRuleEditorBoundArrayOwner", source: .shape("ruleEditorRows"), codec: nil, sdk: nil, owner: owner, line: 269),
                ])
        case 102:  // appkit:NSPredicateEditor
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: 271),
                    IBArchivedKey(key: "NSPredicateTemplates", source: .shape("predicateTemplates"), codec: nil, sdk: nil, owner: owner, line: 272),
                    IBArchivedKey(key: "NSPredicateEditorPredicate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 273),
                ])
        case 103:  // appkit:NSScrollView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autohidesScrollers", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "borderType", domain: .enumeration([("bezel", nil), ("groove", nil), ("line", nil), ("none", nil)]), defaultValue: "bezel", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "findBarPosition", domain: .enumeration([("aboveHorizontalRuler", nil), ("aboveContent", nil), ("belowContent", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hasHorizontalScroller", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hasVerticalScroller", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalLineScroll", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalPageScroll", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalScrollElasticity", domain: .enumeration([("allowed", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "scrollerKnobStyle", domain: .enumeration([("default", nil), ("dark", nil), ("light", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesPredominantAxisScrolling", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalLineScroll", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalPageScroll", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalScrollElasticity", domain: .enumeration([("allowed", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentInsets", elements: ["edgeInsets"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentView", elements: ["clipView"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "headerView", elements: ["tableHeaderView"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "horizontalScroller", elements: ["scroller"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "verticalScroller", elements: ["scroller"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("scrollSubviews"), codec: nil, sdk: nil, owner: owner, line: 293),
                    IBArchivedKey(key: "NSNextKeyView", source: .keyedChild("contentView"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 294),
                    IBArchivedKey(key: "NSGestureRecognizers", source: .shape("panGestureRecognizers"), codec: nil, sdk: nil, owner: owner, line: 295),
                    IBArchivedKey(key: "NSsFlags", source: .shape("scrollFlags"), codec: nil, sdk: nil, owner: owner, line: 296),
                    IBArchivedKey(key: "NSVScroller", source: .keyedChild("verticalScroller"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 297),
                    IBArchivedKey(key: "NSHScroller", source: .keyedChild("horizontalScroller"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 298),
                    IBArchivedKey(key: "NSContentView", source: .keyedChild("contentView"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 299),
                    IBArchivedKey(key: "NSHeaderClipView", source: .shape("headerClipView"), codec: nil, sdk: nil, owner: owner, line: 300),
                    IBArchivedKey(key: "NSCornerView", source: .shape("scrollCornerView"), codec: nil, sdk: nil, owner: owner, line: 301),
                    IBArchivedKey(key: "NSScrollAmts", source: .shape("scrollAmounts"), codec: nil, sdk: nil, owner: owner, line: 302),
                    IBArchivedKey(key: "NSMinMagnification", source: .constant("0.25"), codec: nil, sdk: nil, owner: owner, line: 303),
                    IBArchivedKey(key: "NSMaxMagnification", source: .constant("4.0"), codec: nil, sdk: nil, owner: owner, line: 304),
                    IBArchivedKey(key: "NSMagnification", source: .constant("1.0"), codec: nil, sdk: nil, owner: owner, line: 305),
                ])
        case 104:  // appkit:NSClipView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "copiesOnScroll", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "drawsBackground", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentInsets", elements: ["edgeInsets"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSvFlags", source: .shape("clipViewFlags"), codec: nil, sdk: nil, owner: owner, line: 311),
                    IBArchivedKey(key: "NSBounds", source: .shape("clipBounds"), codec: nil, sdk: nil, owner: owner, line: 312),
                    IBArchivedKey(key: "NSNextKeyView", source: .shape("documentView"), codec: nil, sdk: nil, owner: owner, line: 313),
                    IBArchivedKey(key: "NSDocView", source: .shape("documentView"), codec: nil, sdk: nil, owner: owner, line: 314),
                    IBArchivedKey(key: "NSBGColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: ["catalog:controlBackgroundColor"]), sdk: nil, owner: owner, line: 315),
                    IBArchivedKey(key: "NSCursor", source: .shape("clipCursor"), codec: nil, sdk: nil, owner: owner, line: 316),
                    IBArchivedKey(key: "NScvFlags", source: .shape("clipFlags"), codec: nil, sdk: nil, owner: owner, line: 317),
                    IBArchivedKey(key: "NSAutomaticallyAdjustsContentInsets", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 318),
                ])
        case 105:  // appkit:NSBox
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "borderType", domain: .enumeration([("none", 0), ("line", 1), ("bezel", 2), ("groove", 3)]), defaultValue: "groove", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "borderWidth", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "boxType", domain: .enumeration([("primary", 0), ("secondary", 1), ("separator", 2), ("oldStyle", 3), ("custom", 4)]), defaultValue: "primary", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "cornerRadius", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "titlePosition", domain: .enumeration([("noTitle", 0), ("aboveTop", 1), ("atTop", 2), ("belowTop", 3), ("aboveBottom", 4), ("atBottom", 5), ("belowBottom", 6)]), defaultValue: "atTop", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "transparent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "borderColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentView", elements: ["view"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "fillColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleFont", elements: ["font"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("boxSubviews"), codec: nil, sdk: nil, owner: owner, line: 331),
                    IBArchivedKey(key: "NSOffsets", source: .shape("boxOffsets"), codec: nil, sdk: nil, owner: owner, line: 332),
                    IBArchivedKey(key: "NSTitleCell", source: .shape("boxTitleCell"), codec: nil, sdk: nil, owner: owner, line: 333),
                    IBArchivedKey(key: "NSContentView", source: .keyedChild("contentView"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 334),
                    IBArchivedKey(key: "NSBorderType", source: .attribute("borderType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 335),
                    IBArchivedKey(key: "NSBoxType", source: .attribute("boxType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 336),
                    IBArchivedKey(key: "NSTitlePosition", source: .shape("boxTitlePosition"), codec: nil, sdk: nil, owner: owner, line: 337),
                    IBArchivedKey(key: "NSTransparent", source: .attribute("transparent"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 338),
                    IBArchivedKey(key: "IBNSBoxIsUsingDocumentContentView", source: .keyedChild("contentView"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: nil, owner: owner, line: 339),
                ])
        case 106:  // appkit:NSTabView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsTruncatedLabels", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "controlSize", domain: .enumeration([("mini", nil), ("small", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "drawsBackground", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "initialItem", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .enumeration([("topTabsBezelBorder", 0), ("leftTabsBezelBorder", 1), ("bottomTabsBezelBorder", 2), ("rightTabsBezelBorder", 3), ("noTabsBezelBorder", 4), ("noTabsLineBorder", 5), ("noTabsNoBorder", 6)]), defaultValue: "topTabsBezelBorder", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "font", elements: ["font"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("tabViewSubviews"), codec: nil, sdk: nil, owner: owner, line: 347),
                    IBArchivedKey(key: "NSTabViewItems", source: .shape("tabViewItems"), codec: nil, sdk: nil, owner: owner, line: 348),
                    IBArchivedKey(key: "NSFont", source: .shape("tabViewFont"), codec: nil, sdk: nil, owner: owner, line: 349),
                    IBArchivedKey(key: "NSTvFlags", source: .attribute("type"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 350),
                    IBArchivedKey(key: "NSAllowTruncatedLabels", source: .attribute("allowsTruncatedLabels"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 351),
                    IBArchivedKey(key: "NSDrawsBackground", source: .attribute("drawsBackground"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 352),
                ])
        case 107:  // appkit:NSSplitView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "arrangesAllSubviews", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autosaveName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "dividerStyle", domain: .enumeration([("thick", 1), ("thin", 2), ("paneSplitter", 3)]), defaultValue: "thick", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "vertical", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSIsVertical", source: .attribute("vertical"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 358),
                    IBArchivedKey(key: "NSDividerStyle", source: .attribute("dividerStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 359),
                    IBArchivedKey(key: "NSAutosaveName", source: .attribute("autosaveName"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 360),
                ])
        case 108:  // appkit:NSStackView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("top", 3), ("bottom", 4), ("leading", 5), ("trailing", 6), ("centerX", 9), ("centerY", 10), ("baseline", 11), ("firstBaseline", 12)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "detachesHiddenViews", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "distribution", domain: .enumeration([("fill", 0), ("fillEqually", 1), ("fillProportionally", 2), ("equalSpacing", 3), ("equalCentering", 4)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalClippingResistancePriority", domain: .number, defaultValue: "1000", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontalStackHuggingPriority", domain: .number, defaultValue: "250", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "orientation", domain: .enumeration([("horizontal", 0), ("vertical", 1)]), defaultValue: "horizontal", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spacing", domain: .number, defaultValue: "8", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalClippingResistancePriority", domain: .number, defaultValue: "1000", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalStackHuggingPriority", domain: .number, defaultValue: "250", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "edgeInsets", elements: ["edgeInsets"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSStackViewOrientation", source: .attribute("orientation"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 372),
                    IBArchivedKey(key: "NSStackViewSecondaryAlignment", source: .shape("stackAlignment"), codec: nil, sdk: nil, owner: owner, line: 373),
                    IBArchivedKey(key: "NSStackViewVerticalClippingResistance", source: .attribute("verticalClippingResistancePriority"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 374),
                    IBArchivedKey(key: "NSStackViewHorizontalClippingResistance", source: .attribute("horizontalClippingResistancePriority"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 375),
                    IBArchivedKey(key: "NSStackViewVerticalHugging", source: .attribute("verticalStackHuggingPriority"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 376),
                    IBArchivedKey(key: "NSStackViewHorizontalHugging", source: .attribute("horizontalStackHuggingPriority"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 377),
                    IBArchivedKey(key: "NSStackViewSpacing", source: .attribute("spacing"), codec: IBArchivedKey.Codec(name: "float", arguments: ["always"]), sdk: nil, owner: owner, line: 378),
                    IBArchivedKey(key: "NSStackViewHasEqualSpacing", source: .attribute("distribution"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["equalSpacing:true"]), sdk: nil, owner: owner, line: 379),
                    IBArchivedKey(key: "NSStackViewdistribution", source: .attribute("distribution"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 380),
                    IBArchivedKey(key: "NSStackViewEdgeInsets.top", source: .shape("stackEdgeInsets"), codec: nil, sdk: nil, owner: owner, line: 381),
                    IBArchivedKey(key: "NSStackViewBeginningContainer", source: .shape("stackContainer"), codec: nil, sdk: nil, owner: owner, line: 382),
                    IBArchivedKey(key: "NSStackViewDetachesHiddenViews", source: .attribute("detachesHiddenViews"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 383),
                    IBArchivedKey(key: "NSStackViewHasFlatViewHierarchy", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 384),
                ])
        case 109:  // appkit:NSGridView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "columnSpacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowAlignment", domain: .enumeration([("firstBaseline", nil), ("lastBaseline", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowSpacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "xPlacement", domain: .enumeration([("fill", nil), ("leading", nil), ("trailing", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "yPlacement", domain: .enumeration([("bottom", nil), ("center", nil), ("fill", nil), ("top", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 110:  // appkit:NSProgressIndicator
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bezeled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "controlSize", domain: .enumeration([("mini", nil), ("small", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "displayedWhenStopped", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "doubleValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indeterminate", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("bar", nil), ("spinning", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "wantsLayer", domain: .bool, defaultValue: "NO", designTime: "AppKit makes a progress indicator a layer tree host whatever the document says (NSViewIsLayerTreeHost true on 1 of 1, whose document has no wantsLayer)", owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSViewIsLayerTreeHost", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 401),
                    IBArchivedKey(key: "NSpiFlags", source: .shape("progressFlags"), codec: nil, sdk: nil, owner: owner, line: 402),
                    IBArchivedKey(key: "NSMaxValue", source: .attribute("maxValue"), codec: IBArchivedKey.Codec(name: "double", arguments: []), sdk: nil, owner: owner, line: 403),
                ])
        case 112:  // appkit:NSTextView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsCharacterPickerTouchBarItem", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsDocumentBackgroundColorChange", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsNonContiguousLayout", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsUndo", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "continuousSpellChecking", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "dashSubstitution", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "drawsBackground", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "editable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "findStyle", domain: .enumeration([("none", 0), ("panel", 1), ("bar", 2)]), defaultValue: "none", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "horizontallyResizable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "importsGraphics", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "incrementalSearchingEnabled", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "linkDetection", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "quoteSubstitution", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "richText", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectionGranularity", domain: .enumeration([("character", nil), ("word", nil), ("paragraph", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "smartInsertDelete", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spellingCorrection", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textCompletion", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesFontPanel", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesRuler", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticallyResizable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "insertionPointColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maxSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minSize", elements: ["size"], designTime: "ibtool archives no minimum size for a text view (no NSMinSize in 10 of 10 text views with one)", owner: owner),
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textStorage", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "touchBar", elements: ["touchBar"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSTextContainer", source: .shape("textContainer"), codec: nil, sdk: nil, owner: owner, line: 436),
                    IBArchivedKey(key: "NSSharedData", source: .shape("textViewSharedData"), codec: nil, sdk: nil, owner: owner, line: 437),
                    IBArchivedKey(key: "NSTVFlags", source: .shape("textViewFlags"), codec: nil, sdk: nil, owner: owner, line: 438),
                    IBArchivedKey(key: "NSMaxSize", source: .shape("textViewMaxSize"), codec: nil, sdk: nil, owner: owner, line: 439),
                    IBArchivedKey(key: "NSDelegate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 440),
                    IBArchivedKey(key: "NSTextViewTextColor", source: .shape("textViewTextColor"), codec: nil, sdk: nil, owner: owner, line: 441),
                ])
        case 113:  // appkit:NSTextViewSharedData
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSAutomaticTextCompletionDisabled", source: .attribute("textCompletion"), codec: IBArchivedKey.Codec(name: "either", arguments: ["NO:true", "false"]), sdk: nil, owner: owner, line: 444),
                    IBArchivedKey(key: "NSFlags", source: .shape("textViewSharedFlags"), codec: nil, sdk: nil, owner: owner, line: 445),
                    IBArchivedKey(key: "NSMoreFlags", source: .constant("1"), codec: nil, sdk: nil, owner: owner, line: 446),
                    IBArchivedKey(key: "NSTextCheckingTypes", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 447),
                    IBArchivedKey(key: "NSMarkedAttributes", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 448),
                    IBArchivedKey(key: "NSBackgroundColor", source: .shape("textBackgroundColor"), codec: nil, sdk: nil, owner: owner, line: 449),
                    IBArchivedKey(key: "NSSelectedAttributes", source: .shape("selectedTextAttributes"), codec: nil, sdk: nil, owner: owner, line: 450),
                    IBArchivedKey(key: "NSInsertionColor", source: .shape("insertionColor"), codec: nil, sdk: nil, owner: owner, line: 451),
                    IBArchivedKey(key: "NSLinkAttributes", source: .shape("linkTextAttributes"), codec: nil, sdk: nil, owner: owner, line: 452),
                    IBArchivedKey(key: "NSDefaultParagraphStyle", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 453),
                    IBArchivedKey(key: "NSTextFinder", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 454),
                    IBArchivedKey(key: "NSPreferredTextFinderStyle", source: .attribute("findStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 455),
                    IBArchivedKey(key: "NSTextHighlightAttributes", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 456),
                    IBArchivedKey(key: "NSWritingToolsFlags", source: .constant("256"), codec: nil, sdk: nil, owner: owner, line: 457),
                ])
        case 114:  // appkit:NSCollectionView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsMultipleSelection", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "collectionViewLayout", elements: ["collectionViewFlowLayout"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "primaryBackgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "secondaryBackgroundColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 115:  // appkit:NSVisualEffectView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "blendingMode", domain: .enumeration([("behindWindow", 0), ("withinWindow", 1)]), defaultValue: "behindWindow", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "material", domain: .enumeration([("appearanceBased", 0), ("light", 1), ("dark", 2), ("titlebar", 3), ("selection", 4), ("menu", 5), ("popover", 6), ("sidebar", 7), ("mediumLight", 8), ("ultraDark", 9), ("headerView", 10), ("sheet", 11), ("windowBackground", 12), ("hudWindow", 13), ("fullScreenUI", 15), ("toolTip", 17), ("contentBackground", 18), ("underWindowBackground", 21), ("underPageBackground", 22)]), defaultValue: "appearanceBased", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "state", domain: .enumeration([("followsWindowActiveState", 0), ("active", 1), ("inactive", 2)]), defaultValue: "followsWindowActiveState", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSVisualEffectViewBlendingMode", source: .attribute("blendingMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 468),
                    IBArchivedKey(key: "NSVisualEffectViewState", source: .attribute("state"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 469),
                    IBArchivedKey(key: "NSVisualEffectViewMaskImage", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 470),
                    IBArchivedKey(key: "NSVisualEffectViewMaterial", source: .attribute("material"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 471),
                    IBArchivedKey(key: "IBVisualEffectViewExternalMaterial", source: .attribute("material"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 472),
                    IBArchivedKey(key: "IBVisualEffectViewAppearanceType", source: .constant("0"), codec: nil, sdk: nil, owner: owner, line: 473),
                ])
        case 116:  // appkit:NSTableCellView
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSReuseIdentifierKey", source: .shape("reuseIdentifier"), codec: nil, sdk: nil, owner: owner, line: 475),
                ])
        case 117:  // appkit:NSTableHeaderView
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSTableView", source: .shape("headerTable"), codec: nil, sdk: nil, owner: owner, line: 477),
                ])
        case 118:  // appkit:WebView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "maintainsBackForwardList", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "preferences", elements: ["webPreferences"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 119:  // appkit:WKWebView
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "configuration", elements: ["wkWebViewConfiguration"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 120:  // appkit:AVPlayerView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "controlsStyle", domain: .enumeration([("inline", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 121:  // appkit:PDFView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autoScales", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "displaysPageBreaks", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSSubviews", source: .shape("viewSubviewsAlways"), codec: nil, sdk: nil, owner: owner, line: 488),
                    IBArchivedKey(key: "NSDragTypes", source: .shape("dragTypes"), codec: nil, sdk: nil, owner: owner, line: 489),
                    IBArchivedKey(key: "Version", source: .constant("3"), codec: nil, sdk: nil, owner: owner, line: 490),
                    IBArchivedKey(key: "DisplayMode", source: .constant("1"), codec: nil, sdk: nil, owner: owner, line: 491),
                    IBArchivedKey(key: "PageBreaks", source: .attribute("displaysPageBreaks"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 492),
                    IBArchivedKey(key: "ScaleFactor", source: .constant("float(1.0)"), codec: nil, sdk: nil, owner: owner, line: 493),
                    IBArchivedKey(key: "AutoScale", source: .attribute("autoScales"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 494),
                    IBArchivedKey(key: "DisplayDirection", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 495),
                    IBArchivedKey(key: "DisplaysRTL", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 496),
                    IBArchivedKey(key: "MinScaleFactor", source: .constant("float(0.1)"), codec: nil, sdk: nil, owner: owner, line: 497),
                    IBArchivedKey(key: "MaxScaleFactor", source: .constant("float(20.0)"), codec: nil, sdk: nil, owner: owner, line: 498),
                    IBArchivedKey(key: "DisplaysAsBook", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 499),
                    IBArchivedKey(key: "EnableDataDetectors", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 500),
                    IBArchivedKey(key: "InterpolationQuality", source: .constant("2"), codec: nil, sdk: nil, owner: owner, line: 501),
                    IBArchivedKey(key: "AcceptsDraggedFiles", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 502),
                ])
        case 122:  // appkit:NSCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("left", 0), ("center", 1), ("right", 2), ("justified", 3), ("natural", 4)]), defaultValue: "natural", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsMixedState", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsUndo", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "baseWritingDirection", domain: .enumeration([("natural", -1), ("leftToRight", 0), ("rightToLeft", 1)]), defaultValue: "natural", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "borderStyle", domain: .enumeration([("bezel", nil), ("border", nil), ("borderAndBezel", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "continuous", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "controlSize", domain: .enumeration([("regular", 0), ("small", 1), ("mini", 2), ("large", 3)]), defaultValue: "regular", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "editable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "focusRingType", domain: .enumeration([("default", 0), ("none", 1), ("exterior", 2)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lineBreakMode", domain: .enumeration([("wordWrapping", 0), ("charWrapping", 1), ("clipping", 2), ("truncatingHead", 3), ("truncatingTail", 4), ("truncatingMiddle", 5)]), defaultValue: "wordWrapping", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "refusesFirstResponder", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "scrollable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sendsActionOnEndEditing", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "state", domain: .enumeration([("on", 1), ("off", 0), ("mixed", -1)]), defaultValue: "off", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "truncatesLastVisibleLine", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesSingleLineMode", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "font", elements: ["font"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "image", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "title", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSCellFlags", source: .shape("cellFlags"), codec: nil, sdk: nil, owner: owner, line: 530),
                    IBArchivedKey(key: "NSCellFlags2", source: .shape("cellFlags2"), codec: nil, sdk: nil, owner: owner, line: 531),
                    IBArchivedKey(key: "NSControlSize2", source: .none, codec: nil, sdk: nil, owner: owner, line: 532),
                    IBArchivedKey(key: "NSContents", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 533),
                    IBArchivedKey(key: "NSSupport", source: .keyedChild("font"), codec: IBArchivedKey.Codec(name: "font", arguments: []), sdk: nil, owner: owner, line: 534),
                    IBArchivedKey(key: "NSPlaceholderString", source: .none, codec: nil, sdk: nil, owner: owner, line: 535),
                    IBArchivedKey(key: "NSFormatter", source: .none, codec: nil, sdk: nil, owner: owner, line: 536),
                    IBArchivedKey(key: "NSCellIdentifier", source: .none, codec: nil, sdk: nil, owner: owner, line: 537),
                    IBArchivedKey(key: "NSControlView", source: .shape("controlView"), codec: nil, sdk: nil, owner: owner, line: 538),
                ])
        case 124:  // appkit:NSButtonCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alternateImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "alternateTitle", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "bezelStyle", domain: .enumeration([("none", 0), ("rounded", 1), ("regularSquare", 2), ("disclosure", 5), ("shadowlessSquare", 6), ("circular", 7), ("texturedSquare", 8), ("helpButton", 9), ("smallSquare", 10), ("texturedRounded", 11), ("roundedRect", 12), ("recessed", 13), ("roundedDisclosure", 14), ("inline", 15)]), defaultValue: "none", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "imagePosition", domain: .enumeration([("above", nil), ("below", nil), ("leading", nil), ("left", nil), ("only", nil), ("overlaps", nil), ("right", nil), ("trailing", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "imageScaling", domain: .enumeration([("proportionallyDown", nil), ("proportionallyUpOrDown", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "inset", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyEquivalent", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxAcceleratorLevel", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "transparent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "alternateImage", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "alternateTitle", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "behavior", elements: ["behavior"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "keyEquivalent", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "keyEquivalentModifierMask", elements: ["modifierMask"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSCellFlags", source: .shape("buttonCellFlags"), codec: nil, sdk: nil, owner: owner, line: 557),
                    IBArchivedKey(key: "NSCellFlags2", source: .shape("buttonCellFlags2"), codec: nil, sdk: nil, owner: owner, line: 558),
                    IBArchivedKey(key: "NSSupport", source: .shape("buttonFont"), codec: nil, sdk: nil, owner: owner, line: 559),
                    IBArchivedKey(key: "NSButtonFlags", source: .shape("buttonFlags"), codec: nil, sdk: nil, owner: owner, line: 560),
                    IBArchivedKey(key: "NSButtonFlags2", source: .shape("buttonFlags2"), codec: nil, sdk: nil, owner: owner, line: 561),
                    IBArchivedKey(key: "NSBezelStyle", source: .attribute("bezelStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 562),
                    IBArchivedKey(key: "NSNormalImage", source: .attribute("image"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 563),
                    IBArchivedKey(key: "NSAlternateImage", source: .shape("alternateImage"), codec: nil, sdk: nil, owner: owner, line: 564),
                    IBArchivedKey(key: "NSAlternateContents", source: .attribute("alternateTitle"), codec: IBArchivedKey.Codec(name: "string", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 565),
                    IBArchivedKey(key: "NSKeyEquivalent", source: .attribute("keyEquivalent"), codec: IBArchivedKey.Codec(name: "string", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 566),
                    IBArchivedKey(key: "NSPeriodicDelay", source: .constant("400"), codec: nil, sdk: nil, owner: owner, line: 567),
                    IBArchivedKey(key: "NSPeriodicInterval", source: .constant("75"), codec: nil, sdk: nil, owner: owner, line: 568),
                    IBArchivedKey(key: "NSAuxButtonType", source: .shape("auxButtonType"), codec: nil, sdk: nil, owner: owner, line: 569),
                ])
        case 126:  // appkit:NSPopUpButtonCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "altersStateOfSelectedItem", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "arrowPosition", domain: .enumeration([("noArrow", 0), ("arrowAtCenter", 1), ("arrowAtBottom", 2)]), defaultValue: "arrowAtBottom", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autoenablesItems", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "preferredEdge", domain: .enumeration([("minX", 0), ("minY", 1), ("maxX", 2), ("maxY", 3)]), defaultValue: "minY", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pullsDown", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectedItem", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "toolTip", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "menu", elements: ["menu"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSSupport", source: .shape("popUpFont"), codec: nil, sdk: nil, owner: owner, line: 580),
                    IBArchivedKey(key: "NSMenuItem", source: .attribute("selectedItem"), codec: IBArchivedKey.Codec(name: "reference", arguments: []), sdk: nil, owner: owner, line: 581),
                    IBArchivedKey(key: "NSMenuItemRespectAlignment", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 582),
                    IBArchivedKey(key: "NSMenu", source: .keyedChild("menu"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 583),
                    IBArchivedKey(key: "NSPullDown", source: .attribute("pullsDown"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 584),
                    IBArchivedKey(key: "NSSelectedIndex", source: .shape("selectedIndex"), codec: nil, sdk: nil, owner: owner, line: 585),
                    IBArchivedKey(key: "NSPreferredEdge", source: .attribute("preferredEdge"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 586),
                    IBArchivedKey(key: "NSUsesItemFromMenu", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 587),
                    IBArchivedKey(key: "NSAltersState", source: .attribute("altersStateOfSelectedItem"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 588),
                    IBArchivedKey(key: "NSArrowPosition", source: .attribute("arrowPosition"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["unless:0"]), sdk: nil, owner: owner, line: 589),
                ])
        case 127:  // appkit:NSTextFieldCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsEditingTextAttributes", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "bezelStyle", domain: .enumeration([("square", 0), ("round", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "drawsBackground", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "placeholderString", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "formatter", elements: ["customFormatter", "dateFormatter", "numberFormatter"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSContents", source: .shape("formattedContents"), codec: nil, sdk: nil, owner: owner, line: 596),
                    IBArchivedKey(key: "NSPlaceholderString", source: .attribute("placeholderString"), codec: IBArchivedKey.Codec(name: "localizable", arguments: []), sdk: nil, owner: owner, line: 597),
                    IBArchivedKey(key: "NSFormatter", source: .keyedChild("formatter"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 598),
                    IBArchivedKey(key: "NSTextBezelStyle", source: .attribute("bezelStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 599),
                    IBArchivedKey(key: "NSDrawsBackground", source: .attribute("drawsBackground"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 600),
                    IBArchivedKey(key: "NSBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 601),
                    IBArchivedKey(key: "NSTextColor", source: .shape("textFieldTextColor"), codec: nil, sdk: nil, owner: owner, line: 602),
                    IBArchivedKey(key: "NSAllowedInputLocales", source: .none, codec: nil, sdk: nil, owner: owner, line: 603),
                    IBArchivedKey(key: "NSCharacterPickerEnabled", source: .shape("characterPicker"), codec: nil, sdk: nil, owner: owner, line: 604),
                ])
        case 128:  // appkit:NSSecureTextFieldCell
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSAllowedInputLocales", source: .shape("romanInputLocales"), codec: nil, sdk: nil, owner: owner, line: 606),
                ])
        case 129:  // appkit:NSSearchFieldCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "maximumRecents", domain: .number, defaultValue: "255", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "recentsAutosaveName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sendsSearchStringImmediately", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sendsWholeSearchString", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSAutomaticTextCompletionDisabled", source: .shape("searchFieldCompletion"), codec: nil, sdk: nil, owner: owner, line: 612),
                    IBArchivedKey(key: "NSSearchButtonCell", source: .shape("searchButtonCells"), codec: nil, sdk: nil, owner: owner, line: 613),
                    IBArchivedKey(key: "NSMaximumRecents", source: .attribute("maximumRecents"), codec: IBArchivedKey.Codec(name: "integer", arguments: ["always"]), sdk: nil, owner: owner, line: 614),
                    IBArchivedKey(key: "NSSearchFieldFlags", source: .constant("data(06000000)"), codec: nil, sdk: nil, owner: owner, line: 615),
                    IBArchivedKey(key: "NSAutomaticTextCompletionStored", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 616),
                ])
        case 130:  // appkit:NSComboBoxCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "buttonBordered", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "completes", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfVisibleItems", domain: .integer, defaultValue: "5", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesDataSource", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: 622),
                    IBArchivedKey(key: "NSVisibleItemCount", source: .attribute("numberOfVisibleItems"), codec: IBArchivedKey.Codec(name: "integer", arguments: ["always"]), sdk: nil, owner: owner, line: 623),
                    IBArchivedKey(key: "NSHasVerticalScroller", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 624),
                    IBArchivedKey(key: "NSPopUpListData", source: .shape("popUpListData"), codec: nil, sdk: nil, owner: owner, line: 625),
                    IBArchivedKey(key: "NSTableView", source: .shape("comboTable"), codec: nil, sdk: nil, owner: owner, line: 626),
                    IBArchivedKey(key: "NSAutomaticTextCompletionStored", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 627),
                ])
        case 131:  // appkit:NSTokenFieldCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "tokenStyle", domain: .enumeration([("default", nil), ("rounded", nil), ("squared", nil), ("plainSquared", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 132:  // appkit:NSTableHeaderCell
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSSupport", source: .shape("headerFont"), codec: nil, sdk: nil, owner: owner, line: 631),
                    IBArchivedKey(key: "NSControlView", source: .none, codec: nil, sdk: nil, owner: owner, line: 632),
                    IBArchivedKey(key: "NSDrawsBackground", source: .none, codec: nil, sdk: nil, owner: owner, line: 633),
                ])
        case 133:  // appkit:NSPathCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "pathStyle", domain: .enumeration([("standard", nil), ("popUp", nil), ("navigationBar", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "url", elements: ["url"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSContents", source: .shape("pathContents"), codec: nil, sdk: nil, owner: owner, line: 637),
                    IBArchivedKey(key: "NSBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 638),
                    IBArchivedKey(key: "NSPathComponentCells", source: .shape("pathComponents"), codec: nil, sdk: nil, owner: owner, line: 639),
                    IBArchivedKey(key: "NSDelegate", source: .shape("controlView"), codec: nil, sdk: nil, owner: owner, line: 640),
                    IBArchivedKey(key: "NSAllowedTypes", source: .shape("allowedTypes"), codec: nil, sdk: nil, owner: owner, line: 641),
                ])
        case 134:  // appkit:NSImageCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "animates", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "imageAlignment", domain: .enumeration([("center", 0), ("top", 1), ("topLeft", 2), ("topRight", 3), ("left", 4), ("bottom", 5), ("bottomLeft", 6), ("bottomRight", 7), ("right", 8)]), defaultValue: "center", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "imageFrameStyle", domain: .enumeration([("none", 0), ("photo", 1), ("grayBezel", 2), ("groove", 3), ("button", 4)]), defaultValue: "none", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "imageScaling", domain: .enumeration([("proportionallyDown", 0), ("axesIndependently", 1), ("none", 2), ("proportionallyUpOrDown", 3)]), defaultValue: "none", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSCellFlags", source: .shape("imageCellFlags"), codec: nil, sdk: nil, owner: owner, line: 648),
                    IBArchivedKey(key: "NSContents", source: .attribute("image"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 649),
                    IBArchivedKey(key: "NSAlign", source: .attribute("imageAlignment"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 650),
                    IBArchivedKey(key: "NSScale", source: .attribute("imageScaling"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 651),
                    IBArchivedKey(key: "NSStyle", source: .attribute("imageFrameStyle"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 652),
                    IBArchivedKey(key: "NSAnimates", source: .shape("imageAnimates"), codec: nil, sdk: nil, owner: owner, line: 653),
                    IBArchivedKey(key: "NSImageAnimation", source: .constant("-1"), codec: nil, sdk: nil, owner: owner, line: 654),
                ])
        case 135:  // appkit:NSSegmentedCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "segmentDistribution", domain: .enumeration([("fit", 0), ("fill", 1), ("fillEqually", 2), ("fillProportionally", 3)]), defaultValue: "fit", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("rounded", 1), ("texturedRounded", 2), ("roundRect", 3), ("texturedSquare", 4), ("capsule", 5), ("smallSquare", 6), ("separated", 9)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "trackingMode", domain: .enumeration([("selectOne", 0), ("selectAny", 1), ("momentary", 2)]), defaultValue: "selectOne", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSContents", source: .none, codec: nil, sdk: nil, owner: owner, line: 659),
                    IBArchivedKey(key: "NSSegmentImages", source: .shape("segmentItems"), codec: nil, sdk: nil, owner: owner, line: 660),
                    IBArchivedKey(key: "NSSegmentStyle", source: .attribute("style"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 661),
                    IBArchivedKey(key: "NSSegmentDistribution", source: .attribute("segmentDistribution"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 662),
                    IBArchivedKey(key: "NSSegmentStyleSeparated", source: .attribute("style"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["separated:1"]), sdk: nil, owner: owner, line: 663),
                    IBArchivedKey(key: "NSTrackingMode", source: .attribute("trackingMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 664),
                ])
        case 136:  // appkit:NSSliderCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsTickMarkValuesOnly", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "doubleValue", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxValue", domain: .number, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minValue", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfTickMarks", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sliderType", domain: .enumeration([("linear", nil), ("circular", nil)]), defaultValue: "linear", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tickMarkPosition", domain: .enumeration([("below", 0), ("above", 1), ("left", 1)]), defaultValue: "below", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSCellFlags", source: .shape("imageCellFlags"), codec: nil, sdk: nil, owner: owner, line: 674),
                    IBArchivedKey(key: "NSContents", source: .none, codec: nil, sdk: nil, owner: owner, line: 675),
                    IBArchivedKey(key: "NSCellIdentifier", source: .attribute("identifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 676),
                    IBArchivedKey(key: "NSMaxValue", source: .attribute("maxValue"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 677),
                    IBArchivedKey(key: "NSMinValue", source: .attribute("minValue"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 678),
                    IBArchivedKey(key: "NSValue", source: .attribute("doubleValue"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 679),
                    IBArchivedKey(key: "NSAltIncValue", source: .constant("0.0"), codec: nil, sdk: nil, owner: owner, line: 680),
                    IBArchivedKey(key: "NSNumberOfTickMarks", source: .attribute("numberOfTickMarks"), codec: IBArchivedKey.Codec(name: "integer", arguments: ["always"]), sdk: nil, owner: owner, line: 681),
                    IBArchivedKey(key: "NSTickMarkPosition", source: .attribute("tickMarkPosition"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 682),
                    IBArchivedKey(key: "NSAllowsTickMarkValuesOnly", source: .attribute("allowsTickMarkValuesOnly"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 683),
                    IBArchivedKey(key: "NSVertical", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 684),
                ])
        case 137:  // appkit:NSStepperCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autorepeat", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "continuous", domain: .bool, defaultValue: "NO", designTime: "a stepper sends its action as `autorepeat` says (AppKit's setAutorepeat: sets the cell's action mask and continuity)", owner: owner),
                    IBAttributeDeclaration(name: "doubleValue", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "increment", domain: .number, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxValue", domain: .number, defaultValue: "100", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minValue", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "valueWraps", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSCellFlags", source: .shape("stepperCellFlags"), codec: nil, sdk: nil, owner: owner, line: 693),
                    IBArchivedKey(key: "NSContents", source: .none, codec: nil, sdk: nil, owner: owner, line: 694),
                    IBArchivedKey(key: "NSValue", source: .attribute("doubleValue"), codec: IBArchivedKey.Codec(name: "double", arguments: []), sdk: nil, owner: owner, line: 695),
                    IBArchivedKey(key: "NSMinValue", source: .attribute("minValue"), codec: IBArchivedKey.Codec(name: "double", arguments: []), sdk: nil, owner: owner, line: 696),
                    IBArchivedKey(key: "NSMaxValue", source: .attribute("maxValue"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 697),
                    IBArchivedKey(key: "NSIncrement", source: .attribute("increment"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 698),
                    IBArchivedKey(key: "NSValueWraps", source: .attribute("valueWraps"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 699),
                    IBArchivedKey(key: "NSAutorepeat", source: .attribute("autorepeat"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 700),
                ])
        case 138:  // appkit:NSLevelIndicatorCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "criticalValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "doubleValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "levelIndicatorStyle", domain: .enumeration([("continuousCapacity", nil), ("rating", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "warningValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 139:  // appkit:NSDatePickerCell
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "date", elements: ["date"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "datePickerElements", elements: ["datePickerElements"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSContents", source: .shape("dateContents"), codec: nil, sdk: nil, owner: owner, line: 710),
                    IBArchivedKey(key: "NSTimeInterval", source: .constant("0.0"), codec: nil, sdk: nil, owner: owner, line: 711),
                    IBArchivedKey(key: "NSDatePickerElements", source: .shape("datePickerElements"), codec: nil, sdk: nil, owner: owner, line: 712),
                    IBArchivedKey(key: "NSBackgroundColor", source: .keyedChild("backgroundColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 713),
                    IBArchivedKey(key: "NSTextColor", source: .keyedChild("textColor"), codec: IBArchivedKey.Codec(name: "color", arguments: []), sdk: nil, owner: owner, line: 714),
                    IBArchivedKey(key: "NSDatePickerUseCurrentDateDuringDecoding", source: .constant("false"), codec: nil, sdk: nil, owner: owner, line: 715),
                ])
        case 140:  // appkit:NSWindowTemplate
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsToolTipsWhenApplicationIsInactive", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "animationBehavior", domain: .enumeration([("default", nil), ("documentWindow", nil), ("none", nil)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "appearanceType", domain: .enumeration([("aqua", nil), ("darkAqua", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autorecalculatesKeyViewLoop", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "deferred", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "frameAutosaveName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hasShadow", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidesOnDeactivate", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "oneShot", domain: .bool, defaultValue: "YES", designTime: "ibtool archives no trace of it (neither value sets a bit of NSWTFlags, 43 windows)", owner: owner),
                    IBAttributeDeclaration(name: "propertyAccessControl", domain: .enumeration([("none", nil), ("localizable", nil), ("all", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "releasedWhenClosed", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "restorable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "separatorStyle", domain: .enumeration([("automatic", nil), ("none", nil), ("line", nil), ("shadow", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "showsToolbarButton", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tabbingMode", domain: .enumeration([("automatic", 0), ("preferred", 1), ("disallowed", 2)]), defaultValue: "automatic", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "titleVisibility", domain: .enumeration([("visible", nil), ("hidden", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "titlebarAppearsTransparent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "toolbarStyle", domain: .enumeration([("expanded", nil), ("preference", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "visibleAtLaunch", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "collectionBehavior", elements: ["windowCollectionBehavior"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentRect", elements: ["rect"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "contentView", elements: ["clipView", "view"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "initialPositionMask", elements: ["windowPositionMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maxFullScreenContentSize", elements: ["value"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maxSize", elements: ["value"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minFullScreenContentSize", elements: ["value"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minSize", elements: ["value"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "screenRect", elements: ["rect"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "styleMask", elements: ["windowStyleMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "toolbar", elements: ["toolbar"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSWindowStyleMask", source: .shape("windowStyleMask"), codec: nil, sdk: nil, owner: owner, line: 749),
                    IBArchivedKey(key: "NSWindowBacking", source: .constant("2"), codec: nil, sdk: nil, owner: owner, line: 750),
                    IBArchivedKey(key: "NSWindowRect", source: .shape("windowRect"), codec: nil, sdk: nil, owner: owner, line: 751),
                    IBArchivedKey(key: "NSWTFlags", source: .shape("windowFlags"), codec: nil, sdk: nil, owner: owner, line: 752),
                    IBArchivedKey(key: "NSWindowTitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 753),
                    IBArchivedKey(key: "NSWindowSubtitle", source: .constant("\"\""), codec: nil, sdk: nil, owner: owner, line: 754),
                    IBArchivedKey(key: "NSWindowClass", source: .shape("windowClass"), codec: nil, sdk: nil, owner: owner, line: 755),
                    IBArchivedKey(key: "NSViewClass", source: .keyedChild("toolbar"), codec: IBArchivedKey.Codec(name: "object", arguments: ["orNull"]), sdk: nil, owner: owner, line: 756),
                    IBArchivedKey(key: "NSUserInterfaceItemIdentifier", source: .attribute("identifier"), codec: IBArchivedKey.Codec(name: "string", arguments: ["orNull"]), sdk: nil, owner: owner, line: 757),
                    IBArchivedKey(key: "NSWindowContentMinSize", source: .keyedChild("minSize"), codec: IBArchivedKey.Codec(name: "sizeString", arguments: []), sdk: nil, owner: owner, line: 758),
                    IBArchivedKey(key: "NSWindowView", source: .shape("windowContentView"), codec: nil, sdk: nil, owner: owner, line: 759),
                    IBArchivedKey(key: "NSScreenRect", source: .keyedChild("screenRect"), codec: IBArchivedKey.Codec(name: "rectString", arguments: ["0", "0", "0", "0"]), sdk: nil, owner: owner, line: 760),
                    IBArchivedKey(key: "NSMinSize", source: .shape("windowMinSize"), codec: nil, sdk: nil, owner: owner, line: 761),
                    IBArchivedKey(key: "NSMaxSize", source: .shape("windowMaxSize"), codec: nil, sdk: nil, owner: owner, line: 762),
                    IBArchivedKey(key: "NSWindowCollectionBehavior", source: .shape("collectionBehavior"), codec: nil, sdk: nil, owner: owner, line: 763),
                    IBArchivedKey(key: "NSFrameAutosaveName", source: .attribute("frameAutosaveName"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 764),
                    IBArchivedKey(key: "NSWindowIsRestorable", source: .attribute("restorable"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 765),
                    IBArchivedKey(key: "NSMinFullScreenContentSize", source: .keyedChild("minFullScreenContentSize"), codec: IBArchivedKey.Codec(name: "sizeString", arguments: ["0", "0"]), sdk: nil, owner: owner, line: 766),
                    IBArchivedKey(key: "NSMaxFullScreenContentSize", source: .keyedChild("maxFullScreenContentSize"), codec: IBArchivedKey.Codec(name: "sizeString", arguments: ["0", "0"]), sdk: nil, owner: owner, line: 767),
                    IBArchivedKey(key: "NSWindowTabbingMode", source: .attribute("tabbingMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 768),
                    IBArchivedKey(key: "IBClassReference", source: .shape("classReference"), codec: nil, sdk: nil, owner: owner, line: 769),
                ])
        case 142:  // appkit:NSMenu
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autoenablesItems", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "propertyAccessControl", domain: .enumeration([("none", nil), ("localizable", nil), ("all", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "systemMenu", domain: .enumeration([("apple", nil), ("font", nil), ("help", nil), ("main", nil), ("recentDocuments", nil), ("services", nil), ("window", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSTitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 777),
                    IBArchivedKey(key: "NSMenuItems", source: .shape("menuItems"), codec: nil, sdk: nil, owner: owner, line: 778),
                    IBArchivedKey(key: "NSName", source: .attribute("systemMenu"), codec: IBArchivedKey.Codec(name: "names", arguments: ["apple:_NSAppleMenu", "font:_NSFontMenu", "help:_NSHelpMenu", "main:_NSMainMenu", "recentDocuments:_NSRecentDocumentsMenu", "services:_NSServicesMenu", "window:_NSWindowsMenu"]), sdk: nil, owner: owner, line: 779),
                    IBArchivedKey(key: "NSNoAutoenable", source: .attribute("autoenablesItems"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["NO:true"]), sdk: nil, owner: owner, line: 780),
                ])
        case 143:  // appkit:NSMenuItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsKeyEquivalentWhenHidden", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "alternate", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hidden", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "indentationLevel", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "isSeparatorItem", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyEquivalent", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "localization", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "mirroring", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "secondaryImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "state", domain: .enumeration([("on", 1), ("off", 0), ("mixed", -1)]), defaultValue: "off", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "toolTip", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "attributedTitle", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "keyEquivalent", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "keyEquivalentModifierMask", elements: ["modifierMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "representedObject", elements: ["expression", "integer"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "secondaryImage", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "submenu", elements: ["menu"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "title", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "toolTip", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSMenu", source: .shape("owningMenu"), codec: nil, sdk: nil, owner: owner, line: 807),
                    IBArchivedKey(key: "NSIsHidden", source: .shape("menuItemHidden"), codec: nil, sdk: nil, owner: owner, line: 808),
                    IBArchivedKey(key: "NSIsAlternate", source: .attribute("alternate"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 809),
                    IBArchivedKey(key: "NSIsDisabled", source: .shape("menuItemDisabled"), codec: nil, sdk: nil, owner: owner, line: 810),
                    IBArchivedKey(key: "NSIsSeparator", source: .attribute("isSeparatorItem"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 811),
                    IBArchivedKey(key: "NSAllowsKeyEquivalentLocalization", source: .attribute("localization"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 812),
                    IBArchivedKey(key: "NSAllowsKeyEquivalentMirroring", source: .attribute("mirroring"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 813),
                    IBArchivedKey(key: "NSHasActionImage", source: .attribute("secondaryImage"), codec: IBArchivedKey.Codec(name: "present", arguments: ["true"]), sdk: nil, owner: owner, line: 814),
                    IBArchivedKey(key: "NSTitle", source: .attribute("title"), codec: IBArchivedKey.Codec(name: "localizable", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 815),
                    IBArchivedKey(key: "NSKeyEquiv", source: .attribute("keyEquivalent"), codec: IBArchivedKey.Codec(name: "string", arguments: ["orEmpty"]), sdk: nil, owner: owner, line: 816),
                    IBArchivedKey(key: "NSKeyEquivModMask", source: .shape("keyEquivalentModifierMask"), codec: nil, sdk: nil, owner: owner, line: 817),
                    IBArchivedKey(key: "NSMnemonicLoc", source: .constant("2147483647"), codec: nil, sdk: nil, owner: owner, line: 818),
                    IBArchivedKey(key: "NSState", source: .attribute("state"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 819),
                    IBArchivedKey(key: "NSImage", source: .attribute("image"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 820),
                    IBArchivedKey(key: "NSActionImage", source: .attribute("secondaryImage"), codec: IBArchivedKey.Codec(name: "image", arguments: []), sdk: nil, owner: owner, line: 821),
                    IBArchivedKey(key: "NSOnImage", source: .shape("menuStateImages"), codec: nil, sdk: nil, owner: owner, line: 822),
                    IBArchivedKey(key: "NSAction", source: .shape("submenuAction"), codec: nil, sdk: nil, owner: owner, line: 823),
                    IBArchivedKey(key: "NSTag", source: .attribute("tag"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 824),
                    IBArchivedKey(key: "NSRepObject", source: .shape("menuItemRepresentedObject"), codec: nil, sdk: nil, owner: owner, line: 825),
                    IBArchivedKey(key: "NSTarget", source: .shape("submenuTarget"), codec: nil, sdk: nil, owner: owner, line: 826),
                    IBArchivedKey(key: "NSSubmenu", source: .keyedChild("submenu"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 827),
                    IBArchivedKey(key: "NSHiddenInRepresentation", source: .constant("false"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(15, 0), before: nil), owner: owner, line: 828),
                ])
        case 144:  // appkit:NSTableColumn
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "editable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "headerToolTip", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxWidth", domain: .number, defaultValue: "1000", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minWidth", domain: .number, defaultValue: "10", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: "100", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "dataCell", elements: ["buttonCell", "comboBoxCell", "customCell", "imageCell", "levelIndicatorCell", "popUpButtonCell", "textFieldCell"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "headerCell", elements: ["tableHeaderCell"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "resizingMask", elements: ["tableColumnResizingMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sortDescriptorPrototype", elements: ["sortDescriptor"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSIdentifier", source: .shape("columnIdentifier"), codec: nil, sdk: nil, owner: owner, line: 840),
                    IBArchivedKey(key: "NSWidth", source: .shape("columnWidth"), codec: nil, sdk: nil, owner: owner, line: 841),
                    IBArchivedKey(key: "NSMinWidth", source: .attribute("minWidth"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 842),
                    IBArchivedKey(key: "NSMaxWidth", source: .attribute("maxWidth"), codec: IBArchivedKey.Codec(name: "double", arguments: ["always"]), sdk: nil, owner: owner, line: 843),
                    IBArchivedKey(key: "NSHeaderCell", source: .shape("headerCell"), codec: nil, sdk: nil, owner: owner, line: 844),
                    IBArchivedKey(key: "NSDataCell", source: .keyedChild("dataCell"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 845),
                    IBArchivedKey(key: "NSResizingMask", source: .shape("columnResizingMask"), codec: nil, sdk: nil, owner: owner, line: 846),
                    IBArchivedKey(key: "NSIsEditable", source: .attribute("editable"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 847),
                    IBArchivedKey(key: "NSTableView", source: .shape("parentObject"), codec: nil, sdk: nil, owner: owner, line: 848),
                ])
        case 145:  // appkit:NSToolbar
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsUserCustomization", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autosavesConfiguration", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "displayMode", domain: .enumeration([("default", 0), ("iconAndLabel", 1), ("iconOnly", 2), ("labelOnly", 3)]), defaultValue: "default", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "implicitIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sizeMode", domain: .enumeration([("default", 0), ("regular", 1), ("small", 2)]), defaultValue: "default", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSToolbarIdentifier", source: .attribute("implicitIdentifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 855),
                    IBArchivedKey(key: "NSToolbarDelegate", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 856),
                    IBArchivedKey(key: "NSToolbarPrefersToBeShown", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 857),
                    IBArchivedKey(key: "NSToolbarAllowsUserCustomization", source: .attribute("allowsUserCustomization"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 858),
                    IBArchivedKey(key: "NSToolbarAutosavesConfiguration", source: .attribute("autosavesConfiguration"), codec: IBArchivedKey.Codec(name: "boolean", arguments: []), sdk: nil, owner: owner, line: 859),
                    IBArchivedKey(key: "NSToolbarDisplayMode", source: .attribute("displayMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 860),
                    IBArchivedKey(key: "NSToolbarSizeMode", source: .attribute("sizeMode"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: nil, owner: owner, line: 861),
                    IBArchivedKey(key: "NSToolbarCenteredItemIdentifier", source: .constant("nil"), codec: nil, sdk: nil, owner: owner, line: 862),
                    IBArchivedKey(key: "NSToolbarIBIdentifiedItems", source: .shape("toolbarContents"), codec: nil, sdk: nil, owner: owner, line: 863),
                ])
        case 146:  // appkit:NSToolbarItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autovalidates", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "explicitItemIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "implicitItemIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "label", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "paletteLabel", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "reference", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sizingBehavior", domain: .enumeration([("auto", nil), ("fixed", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "image", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maxSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "toolTip", elements: ["nil"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "view", elements: ["button", "searchField", "segmentedControl", "textField"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSToolbarItemIdentifier", source: .shape("toolbarItem"), codec: nil, sdk: nil, owner: owner, line: 865),
                ])
        case 147:  // appkit:NSTabViewItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "label", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "view", elements: ["view"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSIdentifier", source: .attribute("identifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 887),
                    IBArchivedKey(key: "NSView", source: .keyedChild("view"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 888),
                    IBArchivedKey(key: "NSLabel", source: .attribute("label"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 889),
                    IBArchivedKey(key: "NSColor", source: .shape("tabItemColor"), codec: nil, sdk: nil, owner: owner, line: 890),
                    IBArchivedKey(key: "NSTabView", source: .shape("parentObject"), codec: nil, sdk: nil, owner: owner, line: 891),
                ])
        case 148:  // appkit:NSSplitViewItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "behavior", domain: .enumeration([("contentList", nil), ("sidebar", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "canCollapse", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "holdingPriority", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 149:  // appkit:NSGridRow
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bottomPadding", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowAlignment", domain: .enumeration([("inherited", nil), ("none", nil), ("firstBaseline", nil), ("lastBaseline", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "topPadding", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "yPlacement", domain: .enumeration([("inherited", nil), ("none", nil), ("top", nil), ("bottom", nil), ("center", nil), ("fill", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 150:  // appkit:NSGridColumn
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "xPlacement", domain: .enumeration([("fill", nil), ("leading", nil), ("trailing", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 151:  // appkit:NSGridCell
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "column", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "headOfMergedCell", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "row", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rowAlignment", domain: .enumeration([("firstBaseline", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "xPlacement", domain: .enumeration([("fill", nil), ("trailing", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "yPlacement", domain: .enumeration([("bottom", nil), ("none", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentView", elements: ["box", "button", "pathControl", "popUpButton", "scrollView", "secureTextField", "stackView", "textField"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 153:  // appkit:NSCollectionViewFlowLayout
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "minimumInteritemSpacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumLineSpacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sectionHeadersPinToVisibleBounds", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "headerReferenceSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "itemSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "sectionInset", elements: ["edgeInsets"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 154:  // appkit:NSViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "showSeguePresentationStyle", domain: .enumeration([("automatic", nil), ("single", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "storyboardIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "view", elements: ["button", "customView", "view", "visualEffectView"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSNibName", source: .shape("controllerViewNib"), codec: nil, sdk: nil, owner: owner, line: 927),
                    IBArchivedKey(key: "explicitStoryboardIdentifier", source: .attribute("storyboardIdentifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 928),
                    IBArchivedKey(key: "showSeguePresentationStyle", source: .shape("seguePresentationStyle"), codec: nil, sdk: nil, owner: owner, line: 929),
                    IBArchivedKey(key: "uniqueIdentifierForStoryboardCompilation", source: .shape("storyboardUUID"), codec: nil, sdk: nil, owner: owner, line: 930),
                ])
        case 155:  // appkit:NSSplitViewController
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "splitView", elements: ["splitView"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 156:  // appkit:NSTabViewController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "selectedTabViewItemIndex", domain: .integer, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tabStyle", domain: .enumeration([("segmentedControlOnTop", nil), ("segmentedControlOnBottom", nil), ("toolbar", nil), ("unspecified", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "tabView", elements: ["tabView"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "transitionOptions", elements: ["viewControllerTransitionOptions"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 157:  // appkit:NSPageController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "transitionStyle", domain: .enumeration([("stackHistory", nil), ("stackBook", nil), ("horizontalStrip", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 158:  // appkit:NSWindowController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "showSeguePresentationStyle", domain: .enumeration([("automatic", nil), ("single", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "storyboardIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "window", elements: ["window"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "IBWindowTemplate", source: .keyedChild("window"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 944),
                    IBArchivedKey(key: "IBWindowTemplateContentViewController", source: .shape("windowContentController"), codec: nil, sdk: nil, owner: owner, line: 945),
                    IBArchivedKey(key: "explicitStoryboardIdentifier", source: .attribute("storyboardIdentifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 946),
                    IBArchivedKey(key: "showSeguePresentationStyle", source: .shape("seguePresentationStyle"), codec: nil, sdk: nil, owner: owner, line: 947),
                    IBArchivedKey(key: "uniqueIdentifierForStoryboardCompilation", source: .shape("storyboardUUID"), codec: nil, sdk: nil, owner: owner, line: 948),
                ])
        case 159:  // appkit:NSApplication
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "mainMenu", elements: ["menu"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "IBClassReference", source: .shape("classReference"), codec: nil, sdk: nil, owner: owner, line: 951),
                    IBArchivedKey(key: "IBMainMenu", source: .keyedChild("mainMenu"), codec: IBArchivedKey.Codec(name: "object", arguments: []), sdk: nil, owner: owner, line: 952),
                    IBArchivedKey(key: "NSClassName", source: .constant("\"NSApplication\""), codec: nil, sdk: nil, owner: owner, line: 953),
                ])
        case 160:  // appkit:NSController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "automaticallyPreparesContent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "avoidsEmptySelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "editable", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "objectClassName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "preservesSelection", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selectsInsertedObjects", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "objectClass", elements: ["classReference"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 162:  // appkit:NSArrayController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "automaticallyRearrangesObjects", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "clearsFilterPredicateOnInsertion", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 163:  // appkit:NSTreeController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "childrenKeyPath", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "entityName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fetchPredicateFormat", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "leafKeyPath", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "mode", domain: .enumeration([("class", nil), ("entity", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 164:  // appkit:NSUserDefaultsController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "representsSharedInstance", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSSharedInstance", source: .attribute("representsSharedInstance"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 974),
                ])
        case 166:  // appkit:NSNumberFormatter
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsFloats", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "alwaysShowsDecimalSeparator", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "currencyDecimalSeparator", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "currencySymbol", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "decimalSeparator", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "exponentSymbol", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "formatWidth", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "formatterBehavior", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "groupingSeparator", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "groupingSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hasThousandSeparators", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "internationalCurrencySymbol", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lenient", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "localizesFormat", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maximumFractionDigits", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maximumIntegerDigits", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumFractionDigits", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumIntegerDigits", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minusSign", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "negativeFormat", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "negativePrefix", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "negativeSuffix", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "notANumberSymbol", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberStyle", domain: .enumeration([("none", nil), ("decimal", nil), ("currency", nil), ("percent", nil), ("scientific", nil), ("spellOut", nil), ("ordinal", nil), ("currencyISOCode", nil), ("currencyPlural", nil), ("currencyAccounting", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "paddingCharacter", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "perMillSymbol", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "percentSymbol", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "plusSign", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "positiveFormat", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "positivePrefix", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "positiveSuffix", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "thousandSeparator", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesGroupingSeparator", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "attributedStringForNil", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "attributedStringForNotANumber", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "attributedStringForZero", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maximum", elements: ["decimal", "real"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minimum", elements: ["decimal", "integer", "real"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "negativeInfinitySymbol", elements: ["nil"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "positiveInfinitySymbol", elements: ["nil"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "roundingIncrement", elements: ["integer", "real"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NS.attributes", source: .shape("numberFormatter"), codec: nil, sdk: nil, owner: owner, line: 977),
                ])
        case 167:  // appkit:NSDateFormatter
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "dateStyle", domain: .enumeration([("full", nil), ("long", nil), ("medium", nil), ("short", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "doesRelativeDateFormatting", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "timeStyle", domain: .enumeration([("medium", nil), ("short", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NS.attributes", source: .shape("dateFormatter"), codec: nil, sdk: nil, owner: owner, line: 1024),
                ])
        case 168:  // appkit:NSDateComponentsFormatter
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "unitsStyle", domain: .enumeration([("positional", nil), ("abbreviated", nil), ("short", nil), ("full", nil), ("spellOut", nil), ("brief", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "zeroFormattingBehavior", elements: ["zeroFormattingBehavior"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 170:  // appkit:NSPopover
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "behavior", domain: .enumeration([("semitransient", nil), ("t", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 171:  // appkit:NSDrawer
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "preferredEdge", domain: .enumeration([("minX", nil), ("minY", nil), ("maxX", nil), ("maxY", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "trailingOffset", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "contentSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "maxContentSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "minContentSize", elements: ["size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 173:  // appkit:NSTouchBarItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "designTimeSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "viewController", elements: ["viewController"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 174:  // appkit:NSPopoverTouchBarItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "collapsedRepresentationImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "collapsedRepresentationLabel", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "supportsPressAndHold", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "popoverTouchBar", elements: ["touchBar"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 175:  // appkit:NSPredicateEditorRowTemplate
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "rowType", domain: .enumeration([("compound", 2), ("simple", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "leftExpressionObject", elements: ["array"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "options", elements: ["comparisonPredicateOptions"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "rightExpressionObject", elements: ["integer"], designTime: nil, owner: owner),
                ],
                archivedKeys: [
                    IBArchivedKey(key: "NSPredicateTemplateType", source: .shape("compoundTemplate"), codec: nil, sdk: nil, owner: owner, line: 1052),
                ])
        case 176:  // appkit:NSLayoutGuide
            return Members(
                attributes: [],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSLayoutGuideIdentifier", source: .shape("layoutGuideIdentifier"), codec: nil, sdk: nil, owner: owner, line: 1054),
                    IBArchivedKey(key: "NSShouldBeArchived", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 1055),
                    IBArchivedKey(key: "NSLayoutGuideNegativeSize", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 1056),
                    IBArchivedKey(key: "NSLayoutGuideLockedToOwningView", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 1057),
                    IBArchivedKey(key: "NSLayoutGuideSystemConstraints", source: .shape("layoutGuideSystemConstraints"), codec: nil, sdk: nil, owner: owner, line: 1058),
                ])
        case 177:  // appkit:NSViewControllerPlaceholder
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "referencedIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "storyboardName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 179:  // watchkit:WKInterfaceObject
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("center", nil), ("left", nil), ("right", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "animationDuration", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "layout", domain: .enumeration([("vertical", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "verticalAlignment", domain: .enumeration([("bottom", nil), ("center", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "font", elements: ["fontDescription"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 180:  // watchkit:WKInterfaceGroup
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "backgroundImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hasDetent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 181:  // watchkit:WKInterfaceLabel
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "minimumScaleFactor", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "numberOfLines", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "text", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textAlignment", domain: .enumeration([("center", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 182:  // watchkit:WKInterfaceButton
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "heightAdjustment", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 183:  // watchkit:WKInterfaceImage
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "contentMode", domain: .enumeration([("scaleAspectFit", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 186:  // watchkit:WKInterfaceMenuItem
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "icon", domain: .enumeration([("decline", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 187:  // watchkit:WKInterfaceController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "animationDuration", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "backgroundImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "menu", elements: ["menu"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 188:  // watchkit:WKTableRowController
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "rootItem", elements: ["group"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 189:  // watchkit:WKUserNotificationInterfaceController
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "notificationCategory", elements: ["notificationCategory"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 190:  // watchkit:WKGlanceController
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "margins", elements: ["edgeInsets"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 191:  // watchkit:WKNotificationCategory
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 192:  // document:IBObject
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "colorLabel", domain: .text, defaultValue: nil, designTime: "the object's color tag in IB's document outline", owner: owner),
                    IBAttributeDeclaration(name: "customClass", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customModule", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customModuleProvider", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sceneMemberID", domain: .text, defaultValue: nil, designTime: "which part of IB's scene dock the object is", owner: owner),
                    IBAttributeDeclaration(name: "userLabel", domain: .text, defaultValue: nil, designTime: "the object's name in IB's document outline", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "canvasLocation", elements: ["point"], designTime: "where the object sits on IB's canvas", owner: owner),
                    IBKeyedChildDeclaration(key: "userComments", elements: ["attributedString"], designTime: "Xcode's comment for localizers, written to .strings files, not the nib", owner: owner),
                ],
                archivedKeys: [])
        case 193:  // document:IBAccessibility
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "description", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "help", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hint", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "label", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "isElement", elements: ["bool"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "traits", elements: ["accessibilityTraits"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 194:  // document:IBAccessibilityConnection
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "destination", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "property", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 195:  // document:IBAccessibilityOverrides
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "dynamicTypePreference", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 196:  // document:IBAccessibilityTraits
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "adjustable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsDirectInteraction", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "button", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "causesPageTurn", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "header", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyboardKey", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "link", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "none", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "notEnabled", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "playsSound", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "searchField", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selected", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "startsMediaSession", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "staticText", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "summaryElement", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "updatesFrequently", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 197:  // document:IBAction
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "destination", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "eventType", domain: .enumeration([("touchDown", 1), ("touchDownRepeat", 2), ("touchDragInside", 4), ("touchDragOutside", 8), ("touchDragEnter", 16), ("touchDragExit", 32), ("touchUpInside", 64), ("touchUpOutside", 128), ("touchCancel", 256), ("valueChanged", 4096), ("primaryActionTriggered", 8192), ("menuActionTriggered", 16384), ("editingDidBegin", 65536), ("editingChanged", 131072), ("editingDidEnd", 262144), ("editingDidEndOnExit", 524288)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selector", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "target", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "trigger", domain: .enumeration([("doubleAction", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 198:  // document:IBAdaptation
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 203:  // document:IBArray
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 204:  // document:IBAttributedString
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 205:  // document:IBAttributes
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "NSColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSFont", elements: ["font"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSKern", elements: ["real"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSOriginalFont", elements: ["font"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSParagraphStyle", elements: ["paragraphStyle"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSStrokeColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 206:  // document:IBAudiovisualMediaTypes
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "none", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 207:  // document:IBAutoresizingMask
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "flexibleMaxX", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "flexibleMaxY", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "flexibleMinX", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "flexibleMinY", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "heightSizable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "widthSizable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 209:  // document:IBBehavior
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "changeBackground", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "changeContents", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "changeGray", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "doesNotDimImage", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lightByBackground", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lightByContents", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lightByGray", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "multiLevelAccelerator", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pushIn", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 210:  // document:IBBinding
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "destination", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyPath", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "previousBinding", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "options", elements: ["dictionary"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 211:  // document:IBBlurEffect
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("extraLight", 0), ("light", 1), ("dark", 2), ("extraDark", 3), ("regular", 4), ("prominent", 5), ("systemUltraThinMaterial", 6), ("systemThinMaterial", 7), ("systemMaterial", 8), ("systemThickMaterial", 9), ("systemChromeMaterial", 10), ("systemUltraThinMaterialLight", 11), ("systemThinMaterialLight", 12), ("systemMaterialLight", 13), ("systemThickMaterialLight", 14), ("systemChromeMaterialLight", 15), ("systemUltraThinMaterialDark", 16), ("systemThinMaterialDark", 17), ("systemMaterialDark", 18), ("systemThickMaterialDark", 19), ("systemChromeMaterialDark", 20)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 212:  // document:IBBool
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .bool, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 213:  // document:IBButtonConfiguration
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("plain", nil), ("tinted", nil), ("gray", nil), ("filled", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "baseForegroundColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "image", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "preferredSymbolConfigurationForImage", elements: ["preferredSymbolConfiguration"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleFontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 214:  // document:IBCapability
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "minSystemVersion", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minToolsVersion", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "requiredIntegratedClassName", domain: .enumeration([("NSTouchBar", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 216:  // document:IBCiColor
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alpha", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "blue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "green", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "red", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 217:  // document:IBCiFilter
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 218:  // document:IBClass
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "className", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "superclassName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "sourceIdentifier", elements: ["source"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 219:  // document:IBClassReference
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "className", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "moduleName", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 221:  // document:IBColor
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alpha", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "blue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "cocoaTouchSystemColor", domain: .enumeration([("blackColor", nil), ("darkGrayColor", nil), ("lightGrayColor", nil), ("whiteColor", nil), ("grayColor", nil), ("redColor", nil), ("greenColor", nil), ("blueColor", nil), ("cyanColor", nil), ("yellowColor", nil), ("magentaColor", nil), ("orangeColor", nil), ("purpleColor", nil), ("brownColor", nil), ("clearColor", nil), ("darkTextColor", nil), ("lightTextColor", nil), ("groupTableViewBackgroundColor", nil), ("viewFlipsideBackgroundColor", nil), ("scrollViewTexturedBackgroundColor", nil), ("underPageBackgroundColor", nil), ("tableCellGroupedBackgroundColor", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "colorSpace", domain: .enumeration([("calibratedRGB", nil), ("calibratedWhite", nil), ("catalog", nil), ("custom", nil), ("deviceRGB", nil), ("deviceWhite", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customColorSpace", domain: .enumeration([("calibratedRGB", nil), ("calibratedWhite", nil), ("displayP3", nil), ("genericGamma22GrayColorSpace", nil), ("sRGB", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "green", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "red", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "systemColor", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "white", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "xcode11CocoaTouchSystemColor", domain: .enumeration([("systemBackgroundColor", nil), ("secondarySystemBackgroundColor", nil), ("tertiarySystemBackgroundColor", nil), ("systemGroupedBackgroundColor", nil), ("secondarySystemGroupedBackgroundColor", nil), ("tertiarySystemGroupedBackgroundColor", nil), ("labelColor", nil), ("secondaryLabelColor", nil), ("tertiaryLabelColor", nil), ("quaternaryLabelColor", nil), ("placeholderTextColor", nil), ("linkColor", nil), ("separatorColor", nil), ("opaqueSeparatorColor", nil), ("systemFillColor", nil), ("secondarySystemFillColor", nil), ("tertiarySystemFillColor", nil), ("quaternarySystemFillColor", nil), ("systemRedColor", nil), ("systemGreenColor", nil), ("systemBlueColor", nil), ("systemOrangeColor", nil), ("systemYellowColor", nil), ("systemPinkColor", nil), ("systemPurpleColor", nil), ("systemTealColor", nil), ("systemIndigoColor", nil), ("systemGrayColor", nil), ("systemGray2Color", nil), ("systemGray3Color", nil), ("systemGray4Color", nil), ("systemGray5Color", nil), ("systemGray6Color", nil), ("darkTextColor", nil), ("lightTextColor", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 224:  // document:IBComparisonPredicateOptions
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "caseInsensitive", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "diacriticInsensitive", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 225:  // document:IBConfiguration
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "inputBackgroundImage", elements: ["null"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "inputColor0", elements: ["ciColor"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "inputColor1", elements: ["ciColor"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "inputImage", elements: ["null"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 228:  // document:IBContainerView
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "fixedFrame", domain: .bool, defaultValue: "NO", designTime: "IB keeps this frame when it updates frames from constraints", owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translatesAutoresizingMaskIntoConstraints", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "autoresizingMask", elements: ["autoresizingMask"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "frame", elements: ["rect"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 230:  // document:IBCustomFonts
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "*", elements: ["array", "mutableArray"], designTime: "the font files IB loads to draw the canvas, keyed by file name", owner: owner),
                ],
                archivedKeys: [])
        case 231:  // document:IBCustomObject
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "className", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customClass", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customModule", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customModuleProvider", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sceneMemberID", domain: .text, defaultValue: nil, designTime: "which part of IB's scene dock the object is", owner: owner),
                    IBAttributeDeclaration(name: "userLabel", domain: .text, defaultValue: nil, designTime: "the object's name in IB's document outline", owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 233:  // document:IBDataDetectorType
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "address", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "calendarEvent", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "flightNumber", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "link", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lookupSuggestion", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "phoneNumber", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "shipmentTrackingNumber", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 234:  // document:IBDate
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "timeIntervalSinceReferenceDate", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 235:  // document:IBDatePickerElements
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "day", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "hour", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minute", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "month", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "second", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "year", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 236:  // document:IBDecimal
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 240:  // document:IBDeployment
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "defaultVersion", domain: .number, defaultValue: nil, designTime: "the deployment target IB assumes when the project gives none", owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: "the platform IB checks the target on (the document's runtime names it)", owner: owner),
                    IBAttributeDeclaration(name: "version", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 241:  // document:IBDesignable
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "intrinsicContentSize", elements: ["size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 243:  // document:IBDevelopment
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "version", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 244:  // document:IBDevice
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "appearance", domain: .enumeration([("dark", nil), ("light", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "layout", domain: .enumeration([("fullscreen", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "orientation", domain: .enumeration([("portrait", nil), ("landscape", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 245:  // document:IBDictionary
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "NSAllowsEditingMultipleValuesSelection", elements: ["bool", "integer"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSAlwaysPresentsApplicationModalAlerts", elements: ["integer"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSConditionallySetsEditable", elements: ["bool"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSConditionallySetsEnabled", elements: ["bool", "real"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSConditionallySetsHidden", elements: ["bool", "integer"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSContinuouslyUpdatesValue", elements: ["bool"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSCreatesSortDescriptor", elements: ["bool"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSDeletesObjectsOnRemove", elements: ["bool"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSDisplayName", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSDisplayPattern", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSHandlesContentAsCompoundValue", elements: ["bool"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSMultipleValuesPlaceholder", elements: ["integer", "string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSNoSelectionPlaceholder", elements: ["integer", "real", "string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSNotApplicablePlaceholder", elements: ["integer", "string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSNullPlaceholder", elements: ["integer", "real", "string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSPredicateFormat", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSRaisesForNotApplicableKeys", elements: ["bool", "real"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSSelectorName", elements: ["string"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSValidatesImmediately", elements: ["bool", "real"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "NSValueTransformerName", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 246:  // document:IBDocument
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "colorMatched", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customObjectInstantitationMethod", domain: .enumeration([("direct", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "initialViewController", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "launchScreen", domain: .bool, defaultValue: "NO", designTime: "IB checks a launch screen's content (no custom classes, no connections); ibtool compiles it like any document (2 React Native and 4 Flutter launch-screen pairs: no key, no other object)", owner: owner),
                    IBAttributeDeclaration(name: "propertyAccessControl", domain: .enumeration([("localizable", nil), ("none", nil)]), defaultValue: nil, designTime: "the access level Xcode gives outlets it inserts into code", owner: owner),
                    IBAttributeDeclaration(name: "systemVersion", domain: .text, defaultValue: nil, designTime: "the macOS build the document was saved on", owner: owner),
                    IBAttributeDeclaration(name: "targetRuntime", domain: .enumeration([("AppleTV", nil), ("MacOSX.Cocoa", nil), ("iOS.CocoaTouch", nil), ("iOS.CocoaTouch.iPad", nil), ("watchKit", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "toolsVersion", domain: .text, defaultValue: nil, designTime: "the Interface Builder build that saved the document", owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "useAutolayout", domain: .bool, defaultValue: "NO", designTime: "the editor's Auto Layout setting; the constraints themselves are in the document", owner: owner),
                    IBAttributeDeclaration(name: "useSafeAreas", domain: .bool, defaultValue: "NO", designTime: "the editor's safe-area setting; the guides themselves are in the document", owner: owner),
                    IBAttributeDeclaration(name: "useTraitCollections", domain: .bool, defaultValue: "NO", designTime: "the editor's size-class setting; the variations themselves are in the document", owner: owner),
                    IBAttributeDeclaration(name: "variant", domain: .text, defaultValue: nil, designTime: "the iOS 6 layout Interface Builder edits the document in (Xcode 5–6); the deployment target decides what ibtool writes (DeploymentTarget.swift)", owner: owner),
                    IBAttributeDeclaration(name: "version", domain: .text, defaultValue: nil, designTime: "the document format's version", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "customFonts", elements: ["customFonts"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "defaultSimulatedMetrics", elements: ["simulatedMetricsContainer"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "tintColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 247:  // document:IBDirectionalEdgeInsets
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "top", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "leading", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "bottom", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "trailing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 248:  // document:IBLocale
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "localeIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 249:  // document:IBEdgeInsets
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bottom", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "left", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "right", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "top", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 251:  // document:IBExclude
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "reference", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 252:  // document:IBExit
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sceneMemberID", domain: .text, defaultValue: nil, designTime: "which part of IB's scene dock the object is", owner: owner),
                    IBAttributeDeclaration(name: "userLabel", domain: .text, defaultValue: nil, designTime: "the object's name in IB's document outline", owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 253:  // document:IBExpression
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "keyPath", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 254:  // document:IBExtendedEdge
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bottom", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "top", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 255:  // document:IBFont
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "family", domain: .text, defaultValue: nil, designTime: "the family of the named font, which its name determines (Xcode 8's attributed strings write family=\"Helvetica Neue\" beside name=\"HelveticaNeue\")", owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "metaFont", domain: .enumeration([("cellTitle", nil), ("controlContent", nil), ("fixedUser", nil), ("label", nil), ("menu", nil), ("menuBar", nil), ("message", nil), ("miniSystem", nil), ("miniSystemBold", nil), ("palette", nil), ("smallSystem", nil), ("smallSystemBold", nil), ("system", nil), ("systemBlack", nil), ("systemBold", nil), ("systemHeavy", nil), ("systemLight", nil), ("systemMedium", nil), ("systemSemibold", nil), ("systemUltraLight", nil), ("titleBar", nil), ("toolTip", nil), ("user", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "size", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textStyle", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "usesAppearanceFont", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 256:  // document:IBFontDescription
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "family", domain: .text, defaultValue: nil, designTime: "the family of the named font, which its name determines", owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pointSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "size", domain: .enumeration([("button", nil), ("system", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "style", domain: .enumeration([("UICTFontTextStyleTitle0", nil), ("UICTFontTextStyleTitle1", nil), ("UICTFontTextStyleTitle2", nil), ("UICTFontTextStyleTitle3", nil), ("UICTFontTextStyleHeadline", nil), ("UICTFontTextStyleSubhead", nil), ("UICTFontTextStyleBody", nil), ("UICTFontTextStyleCallout", nil), ("UICTFontTextStyleFootnote", nil), ("UICTFontTextStyleCaption1", nil), ("UICTFontTextStyleCaption2", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "weight", domain: .enumeration([("ultraLight", nil), ("thin", nil), ("light", nil), ("regular", nil), ("medium", nil), ("semibold", nil), ("bold", nil), ("heavy", nil), ("black", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIFontName", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 324),
                    IBArchivedKey(key: "UIFontDescriptor", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 325),
                    IBArchivedKey(key: "UIIBTextStyle", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 326),
                    IBArchivedKey(key: "UIFontPointSize", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 327),
                    IBArchivedKey(key: "UIFontTextStyleForScaling", source: .shape("font"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 328),
                    IBArchivedKey(key: "UIFontPointSizeForScaling", source: .shape("font"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 329),
                    IBArchivedKey(key: "UIFontMaximumPointSizeAfterScaling", source: .shape("font"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(11, 0), before: nil), owner: owner, line: 330),
                    IBArchivedKey(key: "UIFontTraits", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 331),
                    IBArchivedKey(key: "UISystemFont", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 332),
                    IBArchivedKey(key: "NSName", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 333),
                    IBArchivedKey(key: "NSSize", source: .shape("font"), codec: nil, sdk: nil, owner: owner, line: 334),
                ])
        case 257:  // document:IBFragment
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "content", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "content", elements: ["mutableString", "string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 258:  // document:IBFrame
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minX", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 259:  // document:IBFreeformSimulatedSizeMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 264:  // document:IBImage
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: "the catalog IB found the image in; the element that uses the image names its catalog itself", owner: owner),
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: "the image's size as IB last drew it", owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: "Interface Builder's list of the images the document uses; the nib names each where it is used (an image placeholder, 1 × 1)", owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: "the image's size as IB last drew it", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "keyedArchiveRepresentation", elements: ["mutableData"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 265:  // document:IBImageReference
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "renderingMode", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "symbolScale", domain: .enumeration([("default", nil), ("unspecified", nil), ("small", nil), ("medium", nil), ("large", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "variableValue", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 266:  // document:IBInclude
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "reference", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 268:  // document:IBInset
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxX", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "maxY", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minX", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minY", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 269:  // document:IBInteger
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 273:  // document:IBMask
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 274:  // document:IBModalFormSheetSimulatedSizeMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 275:  // document:IBModifierMask
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "command", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "control", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "option", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "shift", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 276:  // document:IBMutableArray
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 277:  // document:IBMutableData
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 278:  // document:IBMutableString
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 279:  // document:IBNamedColor
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 280:  // document:IBNavigationBarAppearance
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "backgroundColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 281:  // document:IBNil
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alpha", domain: .number, defaultValue: nil, designTime: "the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)", owner: owner),
                    IBAttributeDeclaration(name: "blue", domain: .number, defaultValue: nil, designTime: "the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)", owner: owner),
                    IBAttributeDeclaration(name: "colorSpace", domain: .enumeration([("calibratedRGB", nil), ("calibratedWhite", nil), ("catalog", nil), ("custom", nil), ("deviceRGB", nil), ("deviceWhite", nil)]), defaultValue: nil, designTime: "the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)", owner: owner),
                    IBAttributeDeclaration(name: "green", domain: .number, defaultValue: nil, designTime: "the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)", owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: "Interface Builder's note that a navigation controller's viewControllers are its relationship segues' destinations (archived from the segues)", owner: owner),
                    IBAttributeDeclaration(name: "red", domain: .number, defaultValue: nil, designTime: "the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)", owner: owner),
                    IBAttributeDeclaration(name: "white", domain: .number, defaultValue: nil, designTime: "the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)", owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 282:  // document:IBNull
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 285:  // document:IBOffsetWrapper
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "horizontal", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "vertical", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 287:  // document:IBOutlet
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "destination", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "property", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 288:  // document:IBOutletCollection
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "appends", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "collectionClass", domain: .enumeration([("NSMutableArray", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "destination", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "property", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 289:  // document:IBParagraphStyle
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("center", nil), ("justified", nil), ("left", nil), ("natural", nil), ("right", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsDefaultTighteningForTruncation", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "baseWritingDirection", domain: .enumeration([("natural", nil), ("leftToRight", nil), ("rightToLeft", nil)]), defaultValue: "natural", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "defaultTabInterval", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lineBreakMode", domain: .enumeration([("wordWrapping", nil), ("charWrapping", nil), ("clipping", nil), ("truncatingHead", nil), ("truncatingTail", nil), ("truncatingMiddle", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lineHeightMultiple", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "lineSpacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tighteningFactorForTruncation", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 290:  // document:IBPlaceholder
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "customClass", domain: .text, defaultValue: nil, designTime: "the class IB expects the placeholder's object to have; the nib holds only the proxy's identifier", owner: owner),
                    IBAttributeDeclaration(name: "customModule", domain: .text, defaultValue: nil, designTime: "the module of the class IB expects the placeholder's object to have", owner: owner),
                    IBAttributeDeclaration(name: "customModuleProvider", domain: .text, defaultValue: nil, designTime: "where IB finds the placeholder's expected class", owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "placeholderIdentifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sceneMemberID", domain: .text, defaultValue: nil, designTime: "which part of IB's scene dock the object is", owner: owner),
                    IBAttributeDeclaration(name: "userLabel", domain: .text, defaultValue: nil, designTime: "the object's name in IB's document outline", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "userComments", elements: ["attributedString"], designTime: "Xcode's comment for localizers, written to .strings files, not the nib", owner: owner),
                ],
                archivedKeys: [])
        case 291:  // document:IBPlugIn
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "version", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 292:  // document:IBPoint
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "x", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "y", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 294:  // document:IBPreferredSymbolConfiguration
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "configurationType", domain: .enumeration([("pointSize", nil), ("font", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "pointSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "scale", domain: .enumeration([("default", nil), ("unspecified", nil), ("small", nil), ("medium", nil), ("large", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "weight", domain: .enumeration([("unspecified", nil), ("ultraLight", nil), ("thin", nil), ("light", nil), ("regular", nil), ("medium", nil), ("semibold", nil), ("bold", nil), ("heavy", nil), ("black", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 297:  // document:IBRange
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "length", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "location", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 298:  // document:IBReal
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 299:  // document:IBRect
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "x", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "y", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 300:  // document:IBRelationship
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "candidateClass", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "kind", domain: .enumeration([("action", nil), ("outlet", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 306:  // document:IBScene
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "sceneID", domain: .text, defaultValue: nil, designTime: "IB's identifier of the scene; nibs are named after controllers and views", owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "canvasLocation", elements: ["point"], designTime: "where the object sits on IB's canvas", owner: owner),
                ],
                archivedKeys: [])
        case 309:  // document:IBSegment
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "imageScaling", domain: .enumeration([("proportionallyDown", 0), ("axesIndependently", 1), ("none", 2), ("proportionallyUpOrDown", 3)]), defaultValue: "proportionallyDown", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "label", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selected", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "tag", domain: .integer, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "toolTip", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "label", elements: ["nil"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "toolTip", elements: ["string"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 311:  // document:IBSegue
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "animates", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customClass", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customModule", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "customModuleProvider", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "destination", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "id", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "inheritsFrom", domain: .enumeration([("commit", nil), ("parent", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "kind", domain: .enumeration([("show", nil), ("showDetail", nil), ("presentation", nil), ("popoverPresentation", nil), ("embed", nil), ("unwind", nil), ("relationship", nil), ("custom", nil), ("push", nil), ("modal", nil), ("popover", nil), ("replace", nil), ("sheet", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "modalPresentationStyle", domain: .enumeration([("fullScreen", 0), ("pageSheet", 1), ("formSheet", 2), ("currentContext", 3), ("custom", 4), ("overFullScreen", 5), ("overCurrentContext", 6), ("popover", 7), ("blurOverFullScreen", 8), ("none", -1), ("automatic", -2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "modalTransitionStyle", domain: .enumeration([("coverVertical", 0), ("flipHorizontal", 1), ("crossDissolve", 2), ("partialCurl", 3)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "popoverAnchorView", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "popoverBehavior", domain: .enumeration([("a", nil), ("t", nil), ("s", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "preferredEdge", domain: .enumeration([("minX", nil), ("minY", nil), ("maxX", nil), ("maxY", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "reference", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "relationship", domain: .enumeration([("detailViewController", nil), ("dynamicInteractiveNotificationInterface", nil), ("dynamicNotificationInterface", nil), ("masterViewController", nil), ("nextPage", nil), ("rootViewController", nil), ("splitItems", nil), ("supplementaryViewController", nil), ("tabItems", nil), ("viewControllers", nil), ("window.shadowedContentViewController", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "splitViewControllerTargetIndex", domain: .integer, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "trigger", domain: .enumeration([("accessoryAction", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "unwindAction", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "action", elements: ["nil"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "commit", elements: ["segue"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "preview", elements: ["segue"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 312:  // document:IBShadow
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "blurRadius", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "color", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "offset", elements: ["size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 313:  // document:IBSimulatedMetricsContainer
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "destination", elements: ["simulatedScreenMetrics"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "orientation", elements: ["simulatedOrientationMetrics"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "statusBar", elements: ["simulatedStatusBarMetrics"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 314:  // document:IBSimulatedNavigationBarMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "barStyle", domain: .enumeration([("default", nil), ("black", nil), ("blackTranslucent", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "prompted", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translucent", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 315:  // document:IBSimulatedOrientationMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "orientation", domain: .enumeration([("portrait", nil), ("landscapeRight", nil), ("landscapeLeft", nil), ("portraitUpsideDown", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 316:  // document:IBSimulatedScreenMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "landscapeSize", elements: ["size"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "portraitSize", elements: ["size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 317:  // document:IBSimulatedStatusBarMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "statusBarStyle", domain: .enumeration([("default", nil), ("lightContent", nil), ("darkContent", nil), ("blackOpaque", nil), ("blackTranslucent", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 318:  // document:IBSimulatedTabBarMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 319:  // document:IBSimulatedToolbarMetrics
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "barStyle", domain: .enumeration([("default", nil), ("black", nil), ("blackTranslucent", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "translucent", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 320:  // document:IBSize
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 321:  // document:IBSortDescriptor
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "ascending", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "selector", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "sortKey", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 322:  // document:IBSource
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "relativePath", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 324:  // document:IBState
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "backgroundImage", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "image", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "title", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "attributedTitle", elements: ["attributedString"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "image", elements: ["imageReference"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "preferredSymbolConfiguration", elements: ["preferredSymbolConfiguration"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "titleShadowColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 325:  // document:IBString
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "base64-UTF8", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 326:  // document:IBSubviews
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "tableHeaderView", elements: ["view"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 327:  // document:IBSystemColor
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "name", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 330:  // document:IBTableColumnResizingMask
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "resizeWithTable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "userResizable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 332:  // document:IBTableViewGridLines
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "horizontal", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "vertical", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 333:  // document:IBTextAttributes
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "fontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textShadowColor", elements: ["color"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "textShadowOffset", elements: ["offsetWrapper"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 334:  // document:IBTextAttributesForNegativeValues
            return Members(
                attributes: [],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "NSColor", elements: ["color"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 335:  // document:IBTextInputTraits
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "autocapitalizationType", domain: .enumeration([("none", 0), ("words", 1), ("sentences", 2), ("allCharacters", 3)]), defaultValue: "sentences", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "autocorrectionType", domain: .enumeration([("default", 0), ("no", 1), ("yes", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "enablesReturnKeyAutomatically", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyboardAppearance", domain: .enumeration([("default", 0), ("dark", 1), ("light", 2), ("alert", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyboardType", domain: .enumeration([("default", 0), ("asciiCapable", 1), ("numbersAndPunctuation", 2), ("URL", 3), ("numberPad", 4), ("phonePad", 5), ("namePhonePad", 6), ("emailAddress", 7), ("decimalPad", 8), ("twitter", 9), ("webSearch", 10), ("asciiCapableNumberPad", 11), ("alphabet", 1)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "returnKeyType", domain: .enumeration([("default", 0), ("go", 1), ("google", 2), ("join", 3), ("next", 4), ("route", 5), ("search", 6), ("send", 7), ("yahoo", 8), ("done", 9), ("emergencyCall", 10), ("continue", 11)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "secureTextEntry", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "smartDashesType", domain: .enumeration([("default", 0), ("no", 1), ("yes", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "smartInsertDeleteType", domain: .enumeration([("default", 0), ("no", 1), ("yes", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "smartQuotesType", domain: .enumeration([("default", 0), ("no", 1), ("yes", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spellCheckingType", domain: .enumeration([("default", 0), ("no", 1), ("yes", 2)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "textContentType", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "UIAutocapitalizationType", source: .attribute("autocapitalizationType"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 628),
                    IBArchivedKey(key: "UIAutocorrectionType", source: .attribute("autocorrectionType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 629),
                    IBArchivedKey(key: "UISpellCheckingType", source: .attribute("spellCheckingType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 630),
                    IBArchivedKey(key: "UISmartDashesType", source: .attribute("smartDashesType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 631),
                    IBArchivedKey(key: "UISmartQuotesType", source: .attribute("smartQuotesType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 632),
                    IBArchivedKey(key: "UISmartInsertDeleteType", source: .attribute("smartInsertDeleteType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 633),
                    IBArchivedKey(key: "UIKeyboardType", source: .attribute("keyboardType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 634),
                    IBArchivedKey(key: "UIKeyboardAppearance", source: .attribute("keyboardAppearance"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 635),
                    IBArchivedKey(key: "UIReturnKeyType", source: .attribute("returnKeyType"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["written"]), sdk: nil, owner: owner, line: 636),
                    IBArchivedKey(key: "UIEnablesReturnKeyAutomatically", source: .attribute("enablesReturnKeyAutomatically"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 637),
                    IBArchivedKey(key: "UISecureTextEntry", source: .attribute("secureTextEntry"), codec: IBArchivedKey.Codec(name: "flag", arguments: ["YES:true"]), sdk: nil, owner: owner, line: 638),
                    IBArchivedKey(key: "UITextContentType", source: .attribute("textContentType"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 640),
                ])
        case 336:  // document:IBTextTab
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "alignment", domain: .enumeration([("left", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "location", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 339:  // document:IBUrl
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "string", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 340:  // document:IBUserDefinedRuntimeAttribute
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "catalog", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "keyPath", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "value", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "value", elements: ["color", "integer", "point", "range", "real", "rect", "size"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 343:  // document:IBUserLayoutGuide
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "affinity", domain: .enumeration([("minX", nil), ("minY", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "location", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 344:  // document:IBValue
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 345:  // document:IBVariation
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "axis", domain: .enumeration([("horizontal", nil), ("vertical", nil)]), defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "constant", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fixedFrame", domain: .bool, defaultValue: "NO", designTime: "a size class's fixed frame; ibtool reads it before SDK 10 only (prototyping constraints), later SDKs translate the view's mask", owner: owner),
                    IBAttributeDeclaration(name: "height", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "spacing", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "width", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "fontDescription", elements: ["fontDescription"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "frame", elements: ["rect"], designTime: "a size class's frame of a fixed-frame view; ibtool reads it before SDK 10 only (prototyping constraints), later SDKs translate the view's mask", owner: owner),
                ],
                archivedKeys: [])
        case 347:  // document:IBViewControllerTransitionOptions
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowUserInteraction", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 350:  // document:IBWebPreferences
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "allowsAnimatedImageLooping", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "allowsAnimatedImages", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "defaultFixedFontSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "defaultFontSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "javaEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "javaScriptCanOpenWindowsAutomatically", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "javaScriptEnabled", domain: .bool, defaultValue: "YES", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "minimumFontSize", domain: .number, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "identifier", elements: ["nil"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 351:  // document:IBWindowCollectionBehavior
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "canJoinAllSpaces", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fullScreenAuxiliary", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fullScreenNone", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fullScreenPrimary", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "ignoresCycle", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "managed", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "moveToActiveSpace", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "participatesInCycle", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "stationary", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "transient", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 352:  // document:IBWindowPositionMask
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "bottomStrut", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "leftStrut", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "rightStrut", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "topStrut", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 353:  // document:IBWindowStyleMask
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "HUD", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "closable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "fullSizeContentView", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "miniaturizable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "nonactivatingPanel", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "resizable", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "texturedBackground", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "titled", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "unifiedTitleAndToolbar", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "utility", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 354:  // document:IBWkPreferences
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 355:  // document:IBWkWebViewConfiguration
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                ],
                keyedChildren: [
                    IBKeyedChildDeclaration(key: "mediaTypesRequiringUserActionForPlayback", elements: ["audiovisualMediaTypes"], designTime: nil, owner: owner),
                    IBKeyedChildDeclaration(key: "preferences", elements: ["wkPreferences"], designTime: nil, owner: owner),
                ],
                archivedKeys: [])
        case 356:  // document:IBZeroFormattingBehavior
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "key", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "none", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [])
        case 357:  // document:NSLayoutConstraint
            return Members(
                attributes: [
                    IBAttributeDeclaration(name: "constant", domain: .number, defaultValue: "0", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "firstAttribute", domain: .enumeration([("notAnAttribute", 0), ("left", 1), ("right", 2), ("top", 3), ("bottom", 4), ("leading", 5), ("trailing", 6), ("width", 7), ("height", 8), ("centerX", 9), ("centerY", 10), ("lastBaseline", 11), ("baseline", 11), ("firstBaseline", 12), ("leftMargin", 13), ("rightMargin", 14), ("topMargin", 15), ("bottomMargin", 16), ("leadingMargin", 17), ("trailingMargin", 18), ("centerXWithinMargins", 19), ("centerYWithinMargins", 20)]), defaultValue: "notAnAttribute", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "firstItem", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "identifier", domain: .text, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "multiplier", domain: .text, defaultValue: "1", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "placeholder", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "priority", domain: .integer, defaultValue: "1000", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "relation", domain: .enumeration([("lessThanOrEqual", -1), ("equal", 0), ("greaterThanOrEqual", 1)]), defaultValue: "equal", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "secondAttribute", domain: .enumeration([("notAnAttribute", 0), ("left", 1), ("right", 2), ("top", 3), ("bottom", 4), ("leading", 5), ("trailing", 6), ("width", 7), ("height", 8), ("centerX", 9), ("centerY", 10), ("lastBaseline", 11), ("baseline", 11), ("firstBaseline", 12), ("leftMargin", 13), ("rightMargin", 14), ("topMargin", 15), ("bottomMargin", 16), ("leadingMargin", 17), ("trailingMargin", 18), ("centerXWithinMargins", 19), ("centerYWithinMargins", 20)]), defaultValue: "notAnAttribute", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "secondItem", domain: .reference, defaultValue: nil, designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "symbolic", domain: .bool, defaultValue: "NO", designTime: nil, owner: owner),
                    IBAttributeDeclaration(name: "type", domain: .text, defaultValue: nil, designTime: "who made the constraint in IB (the user or IB)", owner: owner),
                ],
                keyedChildren: [],
                archivedKeys: [
                    IBArchivedKey(key: "NSFirstItem", source: .shape("firstItem"), codec: nil, sdk: nil, owner: owner, line: 751),
                    IBArchivedKey(key: "NSFirstAttributeV2", source: .attribute("firstAttribute"), codec: IBArchivedKey.Codec(name: "enum", arguments: ["always"]), sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(8, 0), before: nil), owner: owner, line: 752),
                    IBArchivedKey(key: "NSRelation", source: .attribute("relation"), codec: IBArchivedKey.Codec(name: "enum", arguments: []), sdk: nil, owner: owner, line: 753),
                    IBArchivedKey(key: "NSMultiplier", source: .shape("multiplier"), codec: nil, sdk: nil, owner: owner, line: 754),
                    IBArchivedKey(key: "NSSecondItem", source: .shape("secondItem"), codec: nil, sdk: nil, owner: owner, line: 756),
                    IBArchivedKey(key: "NSSecondAttributeV2", source: .none, codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(8, 0), before: nil), owner: owner, line: 757),
                    IBArchivedKey(key: "NSConstantV2", source: .shape("constantV2"), codec: nil, sdk: IBArchivedKey.SDKRange(from: IBArchivedKey.Version(8, 0), before: nil), owner: owner, line: 759),
                    IBArchivedKey(key: "NSPriority", source: .attribute("priority"), codec: IBArchivedKey.Codec(name: "integer", arguments: []), sdk: nil, owner: owner, line: 760),
                    IBArchivedKey(key: "NSShouldBeArchived", source: .constant("true"), codec: nil, sdk: nil, owner: owner, line: 761),
                    IBArchivedKey(key: "NSFirstAttribute", source: .shape("firstAttribute"), codec: nil, sdk: nil, owner: owner, line: 764),
                    IBArchivedKey(key: "NSSecondAttribute", source: .shape("secondAttribute"), codec: nil, sdk: nil, owner: owner, line: 765),
                    IBArchivedKey(key: "NSConstant", source: .shape("constant"), codec: nil, sdk: nil, owner: owner, line: 766),
                    IBArchivedKey(key: "NSLayoutIdentifier", source: .attribute("identifier"), codec: IBArchivedKey.Codec(name: "string", arguments: []), sdk: nil, owner: owner, line: 767),
                ])
        default:
            return nil
        }
    }
}
