// IBClasses+UIKit.swift — the model's table of UIKit's classes (iOS and tvOS documents).
//
// Each class once, with the attributes and keyed children it owns; subclasses inherit them. The
// form is explained in IBClassModel.swift. First laid out from the attributes the corpus documents
// use, then placed on the class that owns each property and given its domain from UIKit's
// documented values; `ClassModelTests` holds the corpus against it. Edit it by hand, then
// regenerate the index of its class lines: `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`.

extension IBClassModel {
    static let uikitTable = """
        class NSObject : IBObject
            accessibilityConfiguration <accessibility>
        class UIResponder : NSObject
            restorationIdentifier text
        class UIView : UIResponder <view> <containerView> <collectionViewCellContentView>
            focusGroupIdentifier text
            directionalLayoutMargins <directionalEdgeInsets>
            alpha number =1
            ambiguous bool =NO design: IB's warning that the constraints do not determine the frame
            autoresizesSubviews bool =YES
            clearsContextBeforeDrawing bool =YES
            clipsSubviews bool =NO
            contentMode enum scaleToFill:0 scaleAspectFit:1 scaleAspectFill:2 redraw:3 center:4 top:5 bottom:6 left:7 right:8 topLeft:9 topRight:10 bottomLeft:11 bottomRight:12 TopLeft =scaleToFill
            fixedFrame bool =NO
            hidden bool =NO
            horizontalCompressionResistancePriority number
            horizontalHuggingPriority number
            insetsLayoutMarginsFromSafeArea bool =YES
            layoutMarginsFollowReadableWidth bool =NO
            misplaced bool =NO design: IB's warning that the frame differs from what the constraints give
            multipleTouchEnabled bool =NO
            opaque bool =YES
            placeholderIntrinsicHeight size design: the intrinsic height IB assumes at design time (the view computes its own at run time)
            placeholderIntrinsicWidth size design: the intrinsic width IB assumes at design time (the view computes its own at run time)
            preservesSuperviewLayoutMargins bool =NO
            semanticContentAttribute enum unspecified:0 playback:1 spatial:2 forceLeftToRight:3 forceRightToLeft:4 =unspecified
            simulatedAppContext text design: the app context IB simulates on the canvas
            tableViewCell id design: IB's link from a cell's content view to its cell, which is its parent (Xcode 5 writes the content view as <view key=contentView tableViewCell=…>, Mobilewits)
            tag integer =0
            translatesAutoresizingMaskIntoConstraints bool =YES
            userInteractionEnabled bool =YES
            verifyAmbiguity enum on off ignoreSizes design: which layout warnings IB shows for the view
            verticalCompressionResistancePriority number
            verticalHuggingPriority number
            autoresizingMask <autoresizingMask>
            backgroundColor <color>
            frame <rect>
            layoutMargins <edgeInsets>
            safeArea <viewLayoutGuide>
            simulatedBottomBarMetrics <simulatedToolbarMetrics> design: the bottom bar IB draws on the canvas
            simulatedDestinationMetrics <freeformSimulatedSizeMetrics|simulatedScreenMetrics> design: the device size IB draws the canvas at
            simulatedOrientationMetrics <simulatedOrientationMetrics> design: the orientation IB draws the canvas in
            simulatedStatusBarMetrics <simulatedStatusBarMetrics> design: the status bar IB draws on the canvas
            simulatedTopBarMetrics <simulatedNavigationBarMetrics> design: the top bar IB draws on the canvas
            tintColor <color>
            # UIView's keys (the order of the corpus nibs: every pair of these keys that occurs together is
            # in this order in all of them).
            # and UICenter
            archive UIBounds @frame
            archive UISubviews @subviews
            archive UIBackgroundColor <backgroundColor> color
            # SDK 10+: ReactNative's LaunchScreen (SDK 9) has no UIDeepDrawRect.
            archive UIDeepDrawRect =true sdk:10+
            # Seen at SDK 14 only (a slider's); the first SDK that writes it is inferred.
            # Only a class that reaches past its bounds writes it (a slider).
            archive UIHitTestDirectionalInsets - sdk:14+
            archive UIOpaque @opaque
            archive UIHidden hidden flag(YES:true)
            archive UITag tag integer
            archive UIUserInteractionDisabled userInteractionEnabled flag(NO:true)
            archive UIMultipleTouchEnabled multipleTouchEnabled flag(YES:true)
            archive UIAutoresizeSubviews autoresizesSubviews flag(YES:true)
            archive UIAutoresizingMask @autoresizingMask
            archive UIClearsContextBeforeDrawing clearsContextBeforeDrawing flag(NO:false)
            archive UIContentMode contentMode enum
            archive UIAlpha alpha float
            archive UIClipsToBounds clipsSubviews flag(YES:true)
            archive UITintColor @tintColor
            archive UIViewDoesNotTranslateAutoresizingMaskIntoConstraints @translatesMask
            archive UIViewAutolayoutConstraints @constraints
            archive UIViewContentHuggingPriority @hugging
            archive UIViewLayoutGuides @layoutGuides
            archive UIViewContentCompressionResistancePriority @compressionResistance
            archive UIViewInsetsLayoutMarginsFromSafeArea insetsLayoutMarginsFromSafeArea flag(NO:0)
            # After the constraints, before the semantic content attribute (NightPhones, SDK 10: 7 and
            # 21 views; their place beside the guides and insets is inferred).
            archive UIViewLayoutMarginsFollowReadableWidth layoutMarginsFollowReadableWidth flag(YES:true)
            archive UIViewPreservesSuperviewMargins preservesSuperviewLayoutMargins flag(YES:true)
            # UIResponder's restoration identifier (2 views of Apple's nibs: after the constraints,
            # before the semantic content attribute; FIELD-GUIDE).
            archive UIRestorationIdentifier restorationIdentifier string
            # SDK 9+: Cordova's MainViewController (SDK 8) has none.
            archive UIViewSemanticContentAttribute semanticContentAttribute enum(always) sdk:9+
            # iOS 13's large content viewer: nil, last of UIView's keys, in every view of SDK-13+ nibs
            # (548 of 548 plain views, 280 labels, 185 buttons in Apple's nibs).
            archive UIViewLargeContentStoredProperties =nil sdk:13+
        class UIControl : UIView <control>
            enabled bool =YES
            highlighted bool =NO
            selected bool =NO
            contentHorizontalAlignment enum center:0 left:1 right:2 fill:3 leading:4 trailing:5 =center
            contentVerticalAlignment enum center:0 top:1 bottom:2 fill:3 =center
            # UIControl's keys, after UIView's (conformance pairs: buttons, text fields).
            archive UIContentHorizontalAlignment contentHorizontalAlignment enum
            archive UIContentVerticalAlignment contentVerticalAlignment enum
            archive UIContentVerticalAlignment2 contentVerticalAlignment enum
            archive UIDisabled enabled flag(NO:true)
        class UILabel : UIView <label>
            adjustsFontForContentSizeCategory bool =NO
            adjustsFontSizeToFit bool
            adjustsLetterSpacingToFitWidth bool =NO
            baselineAdjustment enum alignBaselines:0 alignCenters:1 none:2 =alignCenters
            enabled bool =YES
            highlighted bool =NO
            lineBreakMode enum wordWrap:0 characterWrap:1 clip:2 headTruncation:3 tailTruncation:4 middleTruncation:5 =tailTruncation
            minimumFontSize number
            minimumScaleFactor number =0
            numberOfLines integer =1
            preferredMaxLayoutWidth number
            text text
            textAlignment enum left:0 center:1 right:2 justified:3 natural:4 =left
            usesAttributedText bool =NO
            attributedText <attributedString>
            fontDescription <fontDescription>
            frameInset <frame>
            highlightedColor <color>
            shadowColor <color>
            shadowOffset <size>
            text <mutableString|string>
            textColor <color>
            userLabel <string>
            # UILabel's keys, after UIView's (conformance pairs; Apptentive for the letter spacing).
            archive UIText @text
            archive UIAdjustsFontForContentSizeCategory adjustsFontForContentSizeCategory flag(YES:true)
            archive UIFont @font
            archive UITextColor @textColor
            # FIELD-GUIDE: WinObjC's UILabel reads it; no corpus nib has one (its place is inferred).
            archive UIHighlightedColor <highlightedColor> color
            archive UIShadowOffset @shadowOffset
            archive UINumberOfLines numberOfLines integer
            archive UILineBreakMode lineBreakMode enum
            # and UIMinimumFontSize, UIMinimumScaleFactor
            archive UIAdjustsFontSizeToFit @fontSizing
            archive UITextAlignment @labelTextAlignment
            # An attributed text after the alignment (NightPhones, SDK 10: 14 labels; the keys
            # between are inferred).
            archive UIAttributedText @labelAttributedText
            archive UIAdjustsLetterSpacingToFit adjustsLetterSpacingToFitWidth flag(YES:true)
            # Interface Builder's default is align centers, which older documents leave unwritten and
            # newer ones write every label's choice (533 of 533 labels of the pairs say
            # alignBaselines); the key is left out at UIKit's align baselines (the 29 labels of
            # Apple's nibs without the attribute archive 1, the 6 with it nothing: SDK 7–9 pairs).
            archive UIBaselineAdjustment baselineAdjustment enum(unless:0)
            archive UIPreferredMaxLayoutWidth preferredMaxLayoutWidth float(written)
            archive UIEnabled enabled flag(NO:false)
            # false when the document writes <nil key="textColor"/> (UILabel's own color: the 52 such
            # labels of the pairs, and the 174 of Apple's nibs whose color is labelColor or blackColor),
            # true otherwise, a label without the element included (SDCAlertView ActionCell, Xcode 8).
            # SDK 10+ (inferred with the font scaling keys).
            archive UIDisableUpdateTextColorOnTraitCollectionChange <textColor> unlessNil(true,false) sdk:10+
            opaque bool =YES design: UILabel archives no UIOpaque (no label of the corpus nibs has it)
            archive UIOpaque -
        class UIImageView : UIView <imageView>
            adjustsImageSizeForAccessibilityContentSizeCategory bool =NO
            highlighted bool =NO
            adjustsImageWhenAncestorFocused bool =NO
            catalog text
            highlightedImage text
            image text
            image <imageReference>
            preferredSymbolConfiguration <preferredSymbolConfiguration>
            # UIImageView's keys, after UIView's (conformance pairs).
            archive UIImage image image
        class UIButton : UIControl <button>
            adjustsImageSizeForAccessibilityContentSizeCategory bool =NO
            adjustsImageWhenDisabled bool =YES
            adjustsImageWhenHighlighted bool =YES
            # (roundedRect and system are one type; a nib's comes back as the one documents write most: 895 to 156.)
            buttonType enum custom:0 roundedRect:1 system:1 detailDisclosure:2 infoLight:3 infoDark:4 contactAdd:5 plain:6 close:7 =custom
            changesSelectionAsPrimaryAction bool =NO
            hasAttributedTitle bool =NO design: the inspector's title type; the states' attributed titles are what the nib holds (XAMservi, SDK 10: 2 such buttons, no key of it)
            lineBreakMode enum wordWrap:0 characterWrap:1 clip:2 headTruncation:3 tailTruncation:4 middleTruncation:5 =middleTruncation
            pointerInteraction bool =NO
            showsTouchWhenHighlighted bool =NO
            configuration <buttonConfiguration>
            contentEdgeInsets <inset>
            disabled <state>
            focused <state>
            fontDescription <fontDescription>
            highlighted <state>
            imageEdgeInsets <inset>
            insetFor6xAndEarlier <inset>
            normal <state>
            selected <state>
            titleEdgeInsets <inset>
            titleShadowOffset <size>
            # UIButton's keys, after UIView's and before UIControl's (conformance pairs). The image
            # adjustment flags are written when YES and left out when NO: 566 and 572 `true` in the
            # corpus nibs, no `false`; the 6 buttons without the first are the pairs' 6
            # `adjustsImageWhenHighlighted="NO"` (CleverTap ×4, Appboy ×2; found by the round trip).
            archive UIButtonStatefulContent @buttonStates
            archive UIAdjustsImageWhenHighlighted adjustsImageWhenHighlighted flag(YES:true)
            archive UIAdjustsImageWhenDisabled adjustsImageWhenDisabled flag(YES:true)
            archive UIAdjustsImageSizeForAccessibilityContentSizeCategory adjustsImageSizeForAccessibilityContentSizeCategory flag(YES:true)
            archive UIFont @buttonTitleFont
            archive UIButtonType buttonType enum
            archive UILineBreakMode lineBreakMode enum
            archive UIContentEdgeInsets <contentEdgeInsets> insets
            # FIELD-GUIDE [V] (WinObjC's UIButton.cpp reads Apple's nibs); their place after the
            # content insets is inferred, as no corpus nib has one.
            archive UITitleEdgeInsets <titleEdgeInsets> insets
            archive UIImageEdgeInsets <imageEdgeInsets> insets
            archive super
            # iOS 15's button configuration: nil for a button without one, last (42 of 42 buttons in
            # Xcode 13+ nibs).
            # SDK 15+: FIELD-GUIDE 1.8, the one change between the coder-9 and coder-10 builds of one Intune nib.
            archive UIButtonConfiguration =nil sdk:15+
        class UISegmentedControl : UIControl <segmentedControl>
            selectedSegmentTintColor <color>
            momentary bool =NO
            apportionsSegmentWidthsByContent bool =NO
            segmentControlStyle enum plain:0 bordered:1 bar:2 bezeled:3 design: iOS 7 draws every style alike; ibtool archives none (NightPhones' plain and XAMservi's bar controls, SDK 10: no style key, the same segments)
            selectedSegmentIndex integer =-1
            # UISegmentedControl's keys after UIControl's (NightPhones and XAMservi, SDK 10: 3 controls of 2, 4
            # and 4 segments): the tint color under a key of its own, no second vertical alignment, its
            # hugging priorities whatever the document says, the segments (UISegment views, also its
            # subviews, last first) and the selected index as the document gives it (0 in all 3).
            # `UIMomentary` is FIELD-GUIDE's name [S]: no nib shows it.
            archive UITintColor -
            archive UIContentVerticalAlignment2 -
            archive UIViewContentHuggingPriority @huggingAlways
            archive UISegmentedControlTintColor <tintColor> color
            archive UISegments @segments
            archive UISelectedSegmentIndex selectedSegmentIndex integer
            archive UIMomentary momentary flag(YES:true)
        class UISegment : UIView
            # A segmented control's segment, made from its <segment> (Segments.swift): UIView's keys at
            # the frame its control lays it out in, then the stretch of its background image by its
            # position, its title, iOS 7's style and the position (8 segments of 3 controls, SDK 10).
            title text
            archive UIAutoresizingMask -
            archive UIContentStretch @segmentStretch
            archive UISegmentInfo title localizable
            archive UISegmentStyle =5
            archive UISegmentPosition @segmentPosition
        class UISwitch : UIControl <switch>
            preferredStyle enum automatic:0 checkbox:1 sliding:2
            on bool =NO
            title text
            onTintColor <color>
            thumbTintColor <color>
            # UISwitch's keys, after UIControl's: its state (2 of 2 switches of Apple's nibs, both on, carry
            # `UISwitchEnabled` true and no other key of their own; FIELD-GUIDE). The tint colors are
            # reported: no nib shows their keys.
            archive UISwitchEnabled on flag(YES:true)
        class UISlider : UIControl <slider>
            continuous bool =YES
            maxValue number =1
            maximumValueImage text
            minValue number =0
            minimumValueImage text
            value number =0
            maximumTrackTintColor <color>
            minimumTrackTintColor <color>
            thumbTintColor <color>
            # UISlider's keys, after UIControl's (CleverTap AVPlayerControls pair: `UIMaxValue` written
            # off its default 1, the track and thumb colors; `UIValue` and `UIMinValue` are the names of
            # FIELD-GUIDE [S], left out at UIKit's default 0 like the minimum there).
            archive UIValue value float
            archive UIMinValue minValue float
            archive UIMaxValue maxValue float
            archive UIMinimumTintColor <minimumTrackTintColor> color
            archive UIMaximumTintColor <maximumTrackTintColor> color
            archive UIThumbTintColor <thumbTintColor> color
            # A slider reaches past its bounds by half its thumb (CleverTap AVPlayerControls pair, SDK 14:
            # 12.5 on every side; the one slider of the corpus nibs), and archives its hugging priorities
            # whatever the document says (1 of 1).
            archive UIHitTestDirectionalInsets ="{-12.5, -12.5, -12.5, -12.5}"
            archive UIViewContentHuggingPriority @huggingAlways
        class UIStepper : UIControl <stepper>
            wraps bool =NO
            continuous bool =YES
            autorepeat bool =YES
            maximumValue number
            minimumValue number
            stepValue number
            value number
        class UIPageControl : UIControl <pageControl>
            allowsContinuousInteraction bool =YES
            backgroundStyle enum automatic:0 prominent:1 minimal:2
            defersCurrentPageDisplay bool =NO
            hidesForSinglePage bool =NO
            currentPage integer =0
            numberOfPages integer =0
            currentPageIndicatorTintColor <color>
            pageIndicatorTintColor <color>
            # UIPageControl's keys after UIControl's (JobDocs pair and its device build: 12 page controls,
            # 4 with a current page): its hugging priorities whatever the document says, the page count,
            # the current page off UIKit's 0, the current then the other pages' color.
            archive UIViewContentHuggingPriority @huggingAlways
            archive UINumberOfPages numberOfPages integer
            archive UICurrentPage currentPage integer
            archive UICurrentPageIndicatorTintColor <currentPageIndicatorTintColor> color
            archive UIPageIndicatorTintColor <pageIndicatorTintColor> color
        class UIDatePicker : UIControl <datePicker>
            locale <locale>
            countDownDuration number
            datePickerMode enum time:0 date:1 dateAndTime:2 countDownTimer:3 =dateAndTime
            minuteInterval integer
            style enum automatic:0 wheels:1 compact:2 inline:3 =automatic
            useCurrentDate bool =YES
            date <date>
            maximumDate <date>
            minimumDate <date>
            # UIDatePicker's keys after UIControl's (LucidX and its device build: 8 date pickers, 2
            # in date mode): its hugging priorities whatever the document says, the mode off UIKit's
            # date and time, the date. Its other properties are reported: no nib shows their keys.
            archive UIViewContentHuggingPriority @huggingAlways
            archive UIDatePickerMode datePickerMode enum
            archive UIDate @pickerDate
        class UITextField : UIControl <textField>
            disabledBackground text
            background text
            adjustsFontForContentSizeCategory bool =NO
            adjustsFontSizeToFit bool =YES
            borderStyle enum none:0 line:1 bezel:2 roundedRect:3 =none
            clearButtonMode enum never:0 whileEditing:1 unlessEditing:2 always:3 =never
            clearsOnBeginEditing bool =NO
            minimumFontSize number =0
            placeholder text
            text text
            textAlignment enum left:0 center:1 right:2 justified:3 natural:4 =left
            usesAttributedText bool =NO
            attributedText <attributedString>
            fontDescription <fontDescription>
            placeholder <string>
            text <string>
            textColor <color>
            textInputTraits <textInputTraits>
            # UITextField's keys, after UIControl's (conformance pairs; 8 corpus nibs for the traits).
            # Its text is an NSMutableString (79 of 79 text fields' texts in Apple's nibs, SDK 9-12).
            archive UIFont @textFieldFont
            archive UIText text localizable(mutable)
            archive UIPlaceholder placeholder localizable
            archive UITextAlignment @textFieldAlignment
            archive UITextColor @textColor
            archive UIBorderStyle borderStyle enum
            archive UIBackground background image
            archive UIDisabledBackground disabledBackground image
            archive UIAdjustsFontSizeToFit adjustsFontSizeToFit boolean
            archive UIMinimumFontSize minimumFontSize float(always)
            archive UIClearButtonMode clearButtonMode enum
            archive UIClearButtonOffset =point(3,1)
            archive UIClearsOnBeginEditing clearsOnBeginEditing flag(YES:true)
            # the traits' keys (`textInputTraits`)
            archive UIAutocapitalizationType @textInputTraits
            # SDK 10+: assumed to come with the label's spelling of the key. false when the document
            # writes <nil key="textColor"/> (8 of 8 such text fields of the pairs: LucidX, JobDocs,
            # UItestingDemo), true otherwise (128 of Apple's nibs), as a label's.
            archive UIDisableTextColorUpdateOnTraitCollectionChange @textFieldTraitColor sdk:10+
        class UIRefreshControl : UIControl <refreshControl>
            # UIRefreshControl's keys after UIControl's. ibtool writes style 2 for every refresh control
            # (the 2 Appboy storyboard pairs, inferred as constant); the control itself is the table
            # view's `UIRefreshControl` (`controllerRefreshControl`).
            archive UIRefreshControlStyle =2
        class UIProgressView : UIView <progressView>
            progress number =0
            progressImage text
            progressViewStyle enum default:0 bar:1 =default
            trackImage text
            progressTintColor <color>
            trackTintColor <color>
            # UIProgressView's keys after UIView's: the progress off 0 (LPMessaging's 9 progress views of
            # 4 nibs: 4 at 0.5 archive UIProgress 0.5, the others none and no key of their own). The style
            # and tint colors are reported: no nib shows their keys.
            archive UIProgress progress float
        class UIActivityIndicatorView : UIView <activityIndicatorView>
            animating bool =NO
            hidesWhenStopped bool =NO
            style enum whiteLarge:0 white:1 gray:2 medium:100 large:101 =whiteLarge
            color <color>
            # UIActivityIndicatorView's keys, after UIView's (48 corpus nibs): the style in both
            # encodings (the modern one is UIKit's raw value; gray (2, 2), large (101, 0), whiteLarge
            # (0, 0) seen, white and medium inferred), the color (nil unless set), and the stopped and
            # animating flags (Xcode writes hidesWhenStopped="YES"; without it ibtool writes false, 31 of 48).
            archive UIActivityIndicatorViewStyle-Modern style enum(always)
            archive UIActivityIndicatorViewStyle @activityIndicatorLegacyStyle
            archive UIColor <color> color(orNull)
            archive UIHidesWhenStopped hidesWhenStopped flag(NO:false)
            archive UIAnimating animating flag(YES:true)
            archive UIDisableUpdateColorOnTraitCollectionChange <color> present(true)
        class UIScrollView : UIView <scrollView>
            contentInset <inset>
            alwaysBounceHorizontal bool =NO
            alwaysBounceVertical bool =NO
            bounces bool =YES
            bouncesZoom bool =YES
            canCancelContentTouches bool =YES
            contentInsetAdjustmentBehavior enum automatic:0 scrollableAxes:1 never:2 always:3 =automatic
            dataMode enum none prototypes static
            delaysContentTouches bool =YES
            directionalLockEnabled bool =NO
            indicatorStyle enum default:0 black:1 white:2 =default
            keyboardDismissMode enum none:0 onDrag:1 interactive:2 onDragWithAccessory:3 interactiveWithAccessory:4 =none
            maximumZoomScale number =1
            minimumZoomScale number =1
            pagingEnabled bool =NO
            scrollEnabled bool =YES
            showsHorizontalScrollIndicator bool =YES
            showsVerticalScrollIndicator bool =YES
            contentLayoutGuide <viewLayoutGuide>
            frameLayoutGuide <viewLayoutGuide>
            scrollIndicatorInsets <inset>
            # UIScrollView's keys, after UIView's (corpus nibs: 283 scroll views, 23 tables). Storyboard
            # prototype tables and collection views also archive their delegate (nil: it is connected at
            # load time) and the content size ibtool laid out.
            # SDK 13+: iOS 13's automaticallyAdjustsScrollIndicatorInsets (Appboy's SDK-12 modal feedback text view has the content inset behavior without it).
            archive UIScrollViewIndicatorInsetAdjustmentBehavior =1 sdk:13+
            archive UIIndicatorStyle indicatorStyle enum
            archive UIScrollIndicatorInsets <scrollIndicatorInsets> insets
            archive UIShowsHorizontalScrollIndicator showsHorizontalScrollIndicator flag(NO:false)
            archive UIShowsVerticalScrollIndicator showsVerticalScrollIndicator flag(NO:false)
            archive UIScrollDisabled scrollEnabled flag(NO:true)
            archive UIPagingEnabled pagingEnabled flag(YES:true)
            archive UIBounceEnabled bounces flag(NO:false)
            archive UIAlwaysBounceVertical alwaysBounceVertical flag(YES:true)
            archive UIAlwaysBounceHorizontal alwaysBounceHorizontal flag(YES:true)
            archive UIBouncesZoom bouncesZoom flag(YES:true)
            archive UIDirectionalLockEnabled directionalLockEnabled flag(YES:true)
            # A prototype collection view's delegate, and the content size ibtool laid out for a text
            # view, a prototype table or collection view: their blocks write them here.
            archive UIDelegate -
            archive UIContentSize -
            archive UIDelaysContentTouches delaysContentTouches flag(NO:false)
            archive UICanCancelContentTouches canCancelContentTouches flag(NO:false)
            archive UIKeyboardDismissMode keyboardDismissMode enum
            archive UIRefreshControl @refreshControl
            # SDK 11+: iOS 11's content inset adjustment (absent from the Apptentive storyboard's SDK-10 nibs).
            archive UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior enum(always) sdk:11+
        class UITableView : UIScrollView <tableView>
            allowsMultipleSelection bool =NO
            allowsMultipleSelectionDuringEditing bool =NO
            allowsSelection bool =YES
            allowsSelectionDuringEditing bool =NO
            contentViewInsetsToSafeArea bool =YES
            cellLayoutMarginsFollowReadableWidth bool =NO
            estimatedRowHeight number =0
            estimatedSectionFooterHeight number =0
            estimatedSectionHeaderHeight number =0
            rowHeight number
            sectionFooterHeight number
            sectionHeaderHeight number
            separatorInsetReference enum fromCellEdges:0 fromAutomaticInsets:1 =fromCellEdges
            separatorInsetType enum 0 1 design: Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)
            separatorInsetsMaxX number design: Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)
            separatorInsetsMinX number design: Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)
            separatorStyle enum none:0 singleLine:1 default:1 singleLineEtched:2 =default
            showsSelectionImmediatelyOnTouchBegin bool =YES
            style enum plain:0 grouped:1 insetGrouped:2 =plain
            sectionIndexBackgroundColor <color>
            sectionIndexColor <color>
            sectionIndexTrackingBackgroundColor <color>
            separatorColor <color>
            separatorInset <inset>
            tableFooterView <button|view>
            tableHeaderView <searchBar|view>
            # UITableView's keys after UIScrollView's, in the order of the corpus nibs (23 tables, SDK 10
            # to 16): style, separators, heights, estimated heights, margins and insets, header and
            # footer views, then a storyboard's prototype cells. Inferred: the defaults of the keys
            # older SDKs leave out.
            # and UIStyle
            # SDK 13+: iOS 13's inset-grouped style came with a second style key.
            archive UITableViewStyle @tableStyle sdk:13+
            # and UISeparatorStyleIOS5AndLater, or UISeparatorStyleIOS9AndLater
            archive UISeparatorStyle @separatorStyle
            # Inferred: no corpus nib has a separator color; UIKit's name for the property's key.
            archive UISeparatorColor <separatorColor> color
            archive UIRowHeight @rowHeight
            archive UISectionHeaderHeight @sectionHeights
            # SDK 11+: iOS 11's estimated heights and safe-area insets (absent from the Apptentive storyboard's SDK-10 nibs).
            archive UIEstimatedRowHeight estimatedRowHeight float(always) sdk:11+
            archive UIEstimatedSectionHeaderHeight estimatedSectionHeaderHeight float(always) sdk:11+
            archive UIEstimatedSectionFooterHeight estimatedSectionFooterHeight float(always) sdk:11+
            archive UICellLayoutMarginsFollowReadableWidth cellLayoutMarginsFollowReadableWidth flag(YES:true)
            archive UIInsetsContentViewsToSafeArea contentViewInsetsToSafeArea boolean sdk:11+
            archive UISectionIndexBackgroundColor <sectionIndexBackgroundColor> color
            archive UISectionIndexTrackingBackgroundColor <sectionIndexTrackingBackgroundColor> color
            archive UISeparatorInset <separatorInset> insets
            archive UISeparatorInsetReference separatorInsetReference enum(always) sdk:11+
            archive UITableHeaderView <tableHeaderView> object
            archive UITableFooterView <tableFooterView> object
            # and UITableViewCellPrototypeNibExternalObjects
            archive UITableViewCellPrototypeNibs @tablePrototypes
            archive UIContentSize @tableContentSize
            # The last of a table's keys (Openday, ProgrammingEvents); before SDK 10 every table has
            # UIShowsSelectionImmediatelyOnTouchBegin (12 of 12 at SDK 7–9, none of 43 at 10–14).
            archive UIAllowsSelection allowsSelection flag(NO:false)
            archive UIShowsSelectionImmediatelyOnTouchBegin @showsSelectionImmediately
        class UICollectionView : UIScrollView <collectionView>
            allowsMultipleSelection bool =NO
            allowsSelection bool =YES
            prefetchingEnabled bool =YES
            collectionViewLayout <collectionViewFlowLayout|collectionViewLayout>
            sectionFooterView <collectionReusableView>
            sectionHeaderView <collectionReusableView>
            # UICollectionView's keys after UIScrollView's (conformance pairs; 14 collection views of the
            # corpus nibs): its layout, its prototypes, then the selection and prefetching flags.
            archive UICollectionLayout <collectionViewLayout> object
            # and the other three
            archive UICollectionViewCellPrototypeNibExternalObjects @collectionPrototypes
            archive UIAllowsMultipleSelection allowsMultipleSelection flag(YES:true)
            # SDK 13+: 8 of 8 collection views in SDK-13+ nibs, 0 of 10 in the SDK-10 ones.
            archive UIAllowsUserInitiatedMultipleSelection =true sdk:13+
            # Always written, false for `prefetchingEnabled="NO"` (SVPinView pair; 21 true, 1 false in Apple's nibs).
            archive UICollectionViewPrefetchingEnabled prefetchingEnabled boolean
            archive UIDelegate @prototypeDelegate
            archive UIContentSize @collectionContentSize
        class UITextView : UIScrollView <textView>
            textContainerInset <inset>
            attributedText <attributedString>
            adjustsFontForContentSizeCategory bool =NO
            allowsEditingTextAttributes bool =NO
            usesAttributedText bool =NO
            editable bool =YES
            selectable bool =YES
            text text
            textAlignment enum left:0 center:1 right:2 justified:3 natural:4 =left
            dataDetectorTypes <dataDetectorType>
            fontDescription <fontDescription>
            text <string>
            textColor <color>
            textInputTraits <textInputTraits>
            # UITextView's keys, after UIScrollView's, in the order of the 40 text views of Apple's nibs;
            # values from the Appboy and Apptentive pairs. A plain text is both `UIText` and a
            # `UIAttributedText` with the view's font, color and alignment (`textViewText`); the text
            # input traits' keys follow the view's, as a text field's do.
            # and UIAttributedText
            archive UIText @textViewText
            archive UIAdjustsFontForContentSizeCategory adjustsFontForContentSizeCategory flag(YES:true)
            archive UIFont @font
            archive UITextColor <textColor> color
            # SDK 10+ (inferred with the font scaling keys).
            archive UIDisableUpdateTextColorOnTraitCollectionChange <textColor> present(true) sdk:10+
            archive UITextAlignment textAlignment enum(always)
            archive UIEditable editable flag(NO:false)
            # After UIEditable, when not selectable (5 text views of Apple's nibs: LucidX and its
            # device builds, idnow).
            archive UISelectable selectable flag(NO:false)
            archive UIDataDetectorTypes @dataDetectorTypes
            # the traits' keys (`textInputTraits`)
            archive UIAutocapitalizationType @textInputTraits
            archive UIContentSize @textViewContentSize
        class UIStackView : UIView <stackView>
            layoutMarginsRelativeArrangement bool =NO
            baselineRelativeArrangement bool =NO
            alignment enum fill:0 leading:1 top:1 firstBaseline:2 center:3 trailing:4 bottom:4 lastBaseline:5 =fill
            axis enum horizontal:0 vertical:1 =horizontal
            distribution enum fill:0 fillEqually:1 fillProportionally:2 equalSpacing:3 equalCentering:4 =fill
            spacing number =0
            spacingType enum standard
            # UIStackView's keys, after UIView's (conformance pairs; 53 stack views of the corpus nibs).
            archive UIViewLayoutMargins =insets(0,0,0,0)
            archive UIStackViewArrangedSubviews @arrangedSubviews
            archive UIStackViewAxis axis enum(always)
            archive UIStackViewDistribution distribution enum(always)
            archive UIStackViewAlignment alignment enum(always)
            archive UIStackViewSpacing spacing double(always)
            archive UIStackViewBaselineRelative baselineRelativeArrangement boolean
            archive UIStackViewLayoutMarginsRelative layoutMarginsRelativeArrangement boolean
            # Before iOS 15 a stack view was archived opaque whatever the document said (SDKVersion.swift).
            archive UIOpaque @stackViewOpaque
        class UIVisualEffectView : UIView <visualEffectView>
            contentView <view>
            # UIVisualEffectView's keys, after UIView's (5 corpus nibs): its effect and its content view,
            # which is not among its subviews.
            archive UIVisualEffectViewEffect @visualEffect
            archive UIVisualEffectViewContentView @visualEffectContentView
        class UIPickerView : UIView <pickerView>
            # UIPickerView's key, after UIView's: `UIAllowSelectingCells` true, in 8 of 8 picker views of
            # Apple's nibs (6 files), whatever else they archive (FIELD-GUIDE). IB's inspector has no
            # picker attribute; the hugging pair UIView writes for it always (`HuggingAlwaysShape`).
            archive UIShowsSelectionBar @pickerSelectionBar
            archive UIAllowSelectingCells =true
            # 8 of 8 picker views of Apple's nibs archive their hugging priorities, which no document sets.
            archive UIViewContentHuggingPriority @huggingAlways
        class UISearchBar : UIView <searchBar>
            prompt text
            showsScopeBar bool =NO
            showsSearchResultsButton bool =NO
            showsBookmarkButton bool =NO
            translucent bool =YES
            barStyle enum default:0 black:1
            placeholder text
            searchBarStyle enum default:0 prominent:1 minimal:2
            showsCancelButton bool =NO
            text text
            barTintColor <color>
            textInputTraits <textInputTraits>
            # UISearchBar's keys after UIView's (LucidX, JobDocs and its device build: 9 search bars,
            # none opaque): hugging priorities whatever the document says, the cancel button, the
            # translucence, the text (empty when none), the placeholder, the bar tint, then its text
            # input traits with a search bar's defaults (`@searchBarTraits`).
            archive UIViewContentHuggingPriority @huggingAlways
            archive UIShowsCancelButton showsCancelButton flag(YES:true)
            archive UISearchBarTranslucence translucent either(NO:2,1)
            archive UIText text localizable(orEmpty)
            archive UIPlaceholder placeholder localizable
            archive UIBarTintColor <barTintColor> color
            archive UIAutocapitalizationType @searchBarTraits
        class UINavigationBar : UIView <navigationBar>
            barStyle enum default:0 black:1 blackTranslucent:2 blackOpaque:1
            largeTitles bool =NO
            translucent bool =YES
            barTintColor <color>
            compactAppearance <navigationBarAppearance>
            compactScrollEdgeAppearance <navigationBarAppearance>
            largeTitleTextAttributes <textAttributes>
            scrollEdgeAppearance <navigationBarAppearance>
            standardAppearance <navigationBarAppearance>
            titleTextAttributes <textAttributes>
            # UINavigationBar's keys after UIView's (Apptentive storyboard pair; 48 corpus nibs). In a
            # navigation controller it shows the items of the controllers it holds and its delegate is the
            # controller; else its `<items>`. The title text attributes come after the items (18 Intune
            # nibs; their place after the delegate is inferred, no nib has both).
            archive UIBarTintColor <barTintColor> color
            archive UIViewLayoutMargins @navigationBarMargins
            archive UIItems @barItems
            archive UIDelegate @barDelegate
            archive UITitleTextAttributes @titleTextAttributes
            archive UIBarPosition =2
            archive UIBarTranslucence translucent either(NO:2,1)
            # Its hugging priorities always (48 of 48); a navigation controller's bar has a flexible width
            # whatever the document says (Apptentive: 4 of 4).
            archive UIViewContentHuggingPriority @huggingAlways
            archive UIAutoresizingMask @navigationBarMask
        class UIToolbar : UIView <toolbar>
            translucent bool =YES
            barStyle enum default:0 black:1 blackTranslucent:2 blackOpaque:1
            barTintColor <color>
            # UIToolbar's keys after UIView's (3 of 3 corpus nibs): the items, position bottom, and
            # translucence 1, or 2 when it is not translucent (LucidX: 10 of 10), as a navigation bar's.
            archive UIBarTintColor <barTintColor> color
            archive UIItems @toolbarItems
            archive UIBarPosition =1
            archive UIBarTranslucence translucent either(NO:2,1)
            # Its hugging priorities always (3 of 3); a navigation controller's toolbar sticks to the bottom
            # (Apptentive: 1 of 1).
            archive UIViewContentHuggingPriority @huggingAlways
            archive UIAutoresizingMask @barMask
        class UITabBar : UIView <tabBar>
            unselectedItemTintColor <color>
            selectedImageTintColor <color>
            barStyle enum default:0 black:1 blackTranslucent:2 blackOpaque:1
            translucent bool =YES
            barTintColor <color>
            # UITabBar's keys after UIView's (no ibtool output in the corpus: inferred from
            # UINavigationBar's, without a bar position; ContainerControllerTests).
            archive UIBarTintColor <barTintColor> color
            archive UIItems @barItems
            archive UIDelegate @barDelegate
            archive UIBarTranslucence translucent either(NO:2,1)
            # As a toolbar's (inferred: no tab bar in the corpus nibs).
            archive UIViewContentHuggingPriority @huggingAlways
            archive UIAutoresizingMask @barMask
        class UITableViewCell : UIView <tableViewCell>
            accessoryType enum none:0 disclosureIndicator:1 detailDisclosureButton:2 checkmark:3 detailButton:4 =none
            detailTextLabel id
            hidesAccessoryWhenEditing bool =YES design: ibtool archives nothing for it (53 cells with NO in the JobDocs, Mobilewits, Openday, ProcessDash and ProgrammingEvents pairs, SDK 7–10: no key in Apple's nibs)
            imageView id
            indentationLevel integer =0
            indentationWidth number =10
            reuseIdentifier text
            rowHeight number design: the row height IB draws the cell at; the cell archives its frame (CleverTap pairs: rowHeight 797, frame and nib 667; no row-height key on the 30 cells of Apple's nibs)
            selectionStyle enum none:0 blue:1 gray:2 default:3 =default
            separatorInsetType enum 0 1 design: Xcode 5's separator inset (type 0 default, 1 custom from MinX and MaxX), which ibtool (SDK 8–12) archives nothing for (ProgrammingEvents: type 1 with 0 and 0, no UISeparatorInset; Xcode 6 on writes <inset key=separatorInset>)
            showsReorderControl bool =NO
            style enum IBUITableViewCellStyleDefault:0 IBUITableViewCellStyleValue1:1 IBUITableViewCellStyleValue2:2 IBUITableViewCellStyleSubtitle:3 =IBUITableViewCellStyleDefault
            textLabel id
            contentView <tableViewCellContentView|view>
            separatorInset <inset>
            # UITableViewCell's keys after UIView's: the reuse identifier, the selection style (left out
            # at UIKit's default, 3: the 20 cells of Apple's nibs that have the key all say none, and the
            # pairs' `selectionStyle="default"` cells have none), whether the document sets the cell's
            # background color (12 of 12 cells with the key have a UIBackgroundColor; Appboy, CleverTap
            # pairs), the content view, then the three standard subviews, nil for a custom cell (40 of 40
            # corpus nibs). The accessory and indentation keys are the names WinObjC's and davidquesada's
            # decoders read (FIELD-GUIDE [S]): no nib of the corpus sets them off their defaults.
            archive UIReuseIdentifier reuseIdentifier string
            # A built-in style other than the default, after the reuse identifier (ProgrammingEvents'
            # subtitle cell, SDK 7: 3; the 3 default-style cells of Apple's nibs have none).
            archive UITableViewCellStyle style enum
            archive UISelectionStyle selectionStyle enum
            archive UITableCellBackgroundColorSet <backgroundColor> present(true)
            archive UIContentView @cellContentView
            archive UITextLabel textLabel reference
            archive UIDetailTextLabel detailTextLabel reference
            archive UIImageView imageView reference
            archive UIAccessoryType accessoryType enum
            archive UIIndentationLevel indentationLevel integer
            archive UIIndentationWidth indentationWidth float
        class UITableViewSection : NSObject <tableViewSection>
            footerTitle text
            headerTitle text
            footerTitle <string>
            # A static table's section (StaticTables.swift: Openday, ProgrammingEvents; the footer's
            # key is inferred from the header's: no corpus section has a footer title).
            archive UITableSectionHeaderTitle headerTitle localizable
            archive UITableSectionFooterTitle footerTitle localizable
            archive UITableSectionRows @tableSectionRows
        class UITableViewCellContentView : UIView <tableViewCellContentView>
            tableViewCell id design: IB's link from a content view to its cell, which is its parent
            frameInset <frame>
        class UICollectionReusableView : UIView <collectionReusableView>
            reuseIdentifier text
            # UICollectionReusableView's keys after UIView's (conformance pairs).
            archive UIReuseIdentifier reuseIdentifier string
        class UICollectionViewCell : UICollectionReusableView <collectionViewCell>
            contentView <collectionViewCellContentView|view>
            customSize <size> design: the size IB shows the cell at in its collection view; the cell archives its frame
            # UICollectionViewCell's keys after UICollectionReusableView's (conformance pairs).
            archive UIContentView @cellContentView
        class UIWebView : UIView <webView>
            scalesPageToFit bool =NO
            suppressesIncrementalRendering bool =NO design: ibtool archives nothing for it (Appboy HTML full-screen pair: YES, no key)
            dataDetectorTypes <dataDetectorType>
            # UIWebView's keys after UIView's (Appboy HTML full-screen and Apptentive pairs, the 3 web
            # views of the corpus nibs): its delegate, nil (connected at load time), the data detectors —
            # phone numbers when the document has no `<dataDetectorType>` —, then `scalesPageToFit`.
            # `suppressesIncrementalRendering="YES"` gives no key (Appboy).
            archive UIDelegate =nil
            archive UIDataDetectorTypes @webViewDataDetectorTypes
            archive UIScalesPageToFit scalesPageToFit flag(YES:true)
        class WKWebView : UIView <wkWebView>
            configuration <wkWebViewConfiguration>
        class MKMapView : UIView <mapView>
            mapType enum standard:0 satellite:1 hybrid:2 satelliteFlyover:3 hybridFlyover:4 mutedStandard:5 =standard
            zoomEnabled bool =YES
            scrollEnabled bool =YES
            rotateEnabled bool =YES
            pitchEnabled bool =YES
            showsUserLocation bool =NO
            showsPointsOfInterest bool =YES
            showsBuildings bool =YES
            showsTraffic bool =NO
            showsCompass bool =YES
            showsScale bool =NO
            # MKMapView's keys after UIView's (MovingRental, SDK 9: the one map view of Apple's nibs):
            # zero layout margins (MapKit's own), its delegate nil (connected at load time), then
            # every option, written at MapKit's default too.
            archive UIViewLayoutMargins =insets(0,0,0,0)
            archive MKDelegate =nil
            archive MKMapType mapType enum(always)
            archive MKZoomEnabled zoomEnabled boolean
            archive MKScrollEnabled scrollEnabled boolean
            archive MKShowsUserLocation showsUserLocation boolean
            archive MKPitchEnabled pitchEnabled boolean
            archive MKRotateEnabled rotateEnabled boolean
            archive MKShowsPointsOfInterest showsPointsOfInterest boolean
            archive MKShowsBuildings showsBuildings boolean
            archive MKShowsTraffic showsTraffic boolean
            archive MKShowsCompass showsCompass boolean
            archive MKShowsScaleKey showsScale boolean
        class GLKView : UIView <glkView>
            enableSetNeedsDisplay bool =YES
        class SCNView : UIView <sceneKitView>
        class SKView : UIView <skView>
        class ARSCNView : SCNView <arscnView>
        class ARSKView : SKView <arskView>
        class MTKView : UIView <mtkView>
            colorPixelFormat text
            depthStencilPixelFormat text
        class UIWindow : UIView <window>
            visibleAtLaunch bool =NO
        # IB's custom object: always a class swapper whose original class is UICustomObject.
        class UICustomObject : IBCustomObject <customObject>
        class UIBarItem : NSObject
            catalog text
            enabled bool =YES
            image text
            systemItem text
            tag integer =0
            title text
            imageInsets <inset>
            # UIBarItem archives nothing of its own: each subclass writes `UIEnabled` where its
            # coder puts it (a bar button item after its custom view).
        class UIBarButtonItem : UIBarItem <barButtonItem>
            style enum plain:0 bordered:1 done:2 =bordered
            systemItem enum done:0 cancel:1 edit:2 save:3 add:4 flexibleSpace:5 fixedSpace:6 compose:7 reply:8 action:9 organize:10 bookmarks:11 search:12 refresh:13 stop:14 camera:15 trash:16 play:17 pause:18 rewind:19 fastForward:20 undo:21 redo:22 pageCurl:23 close:24
            width number =0
            customView <button|segmentedControl|view>
            tintColor <color>
            # UIBarButtonItem's keys after UIBarItem's: a system item as a flag and its
            # UIBarButtonSystemItem, the width, the style (left out for plain, UIKit's default; IB's
            # silence is bordered), the title, then (inferred, named as UIBarButtonItem decodes them) the
            # image and its insets. Its custom view comes first of all, before UIBarItem's
            # `UIEnabled` (2 of 2 items with a custom view in Apple's nibs: NohanaImagePicker,
            # ProcessDash; Apptentive: four items of four kinds without one).
            archive UICustomView <customView> object
            archive UIEnabled enabled flag(YES:true)
            archive UIIsSystemItem systemItem present(true)
            archive UISystemItem systemItem enum(written)
            archive UIWidth width float
            archive UIStyle style enum(unless:0)
            archive UITitle title localizable
            archive UIImage image image
            archive UIImageInsets <imageInsets> insets
            # Inferred: no corpus nib has an item's tint; UIView's key for the same property.
            archive UITintColor <tintColor> color
        class UITabBarItem : UIBarItem <tabBarItem>
            selectedImage text
            systemItem enum more:0 favorites:1 featured:2 topRated:3 recents:4 contacts:5 history:6 bookmarks:7 search:8 downloads:9 mostRecent:10 mostViewed:11
            titlePositionAdjustment <offsetWrapper>
            # UITabBarItem's keys after UIBarItem's: a system item as for bar button items (its
            # UITabBarSystemItem), then the title and images (inferred; FIELD-GUIDE §2.6 after WinObjC).
            archive UIEnabled enabled flag(YES:true)
            archive UIIsSystemItem systemItem present(true)
            archive UISystemItem systemItem enum(written)
            archive UITitle title localizable
            archive UIImage image image
            # UISelectedTemplateImage, not UISelectedImage (11 of 11 items with a selected image in
            # Apple's nibs: JobDocs, SDK 10; FIELD-GUIDE's UISelectedImage is WinObjC's).
            archive UISelectedTemplateImage selectedImage image
            # After the images (JobDocs' plus item: 1 in Apple's nibs).
            archive UIImageInsets <imageInsets> insets
            archive UITag tag integer
        class UINavigationItem : NSObject <navigationItem>
            largeTitleDisplayMode enum automatic:0 always:1 never:2 inline:3 =automatic
            title text
            backBarButtonItem <barButtonItem>
            leftBarButtonItem <barButtonItem>
            rightBarButtonItem <barButtonItem>
            title <string>
            titleView <button|segmentedControl|view>
            # UINavigationItem's keys (Apptentive MessageCenter: title, back and right items; order of the
            # newer keys from 56 corpus nibs): the back item before the left one is inferred (no nib has both).
            archive UITitle title localizable
            archive UIBackBarButtonItem <backBarButtonItem> object
            archive UILeftBarButtonItem <leftBarButtonItem> object
            # The right item, or the first of `<rightBarButtonItems>` (UIKit's rightBarButtonItem is the
            # first of its rightBarButtonItems; no nib shows a list of more than one: inferred).
            archive UIRightBarButtonItem @rightBarButtonItem
            # and UIRightBarButtonItems
            archive UILeftBarButtonItems @navigationItemLists
            archive UINavigationBar @navigationItemBar
            # SDK 11+: iOS 11's large titles (42 of 42 navigation items in SDK-11+ nibs, none in the SDK-10 ones).
            archive UILargeTitleDisplayMode largeTitleDisplayMode enum(always) sdk:11+
        class UIGestureRecognizer : NSObject
            # UIGestureRecognizer's keys (17 tap and 2 swipe recognizers of the corpus nibs; the other
            # recognizers inferred alike).
            archive UIGestureRecognizer.allowedTouchTypes =7
            archive UIGestureRecognizer.requiresExclusiveTouchType =true
        class UITapGestureRecognizer : UIGestureRecognizer <tapGestureRecognizer>
            numberOfTapsRequired integer =1
            numberOfTouchesRequired integer =1
            # UITapGestureRecognizer's keys: its UITapRecognizer (17 corpus nibs).
            archive UITapGestureRecognizer._imp @tapRecognizer
        class UITapRecognizer : NSObject
            # The UITapRecognizer a tap recognizer archives: the counts that differ from 1.
            archive UITapRecognizer.numberOfTapsRequired numberOfTapsRequired integer
            archive UITapRecognizer.numberOfTouchesRequired numberOfTouchesRequired integer
        class UIPanGestureRecognizer : UIGestureRecognizer <panGestureRecognizer>
            maximumNumberOfTouches number
            minimumNumberOfTouches number
        class UIPinchGestureRecognizer : UIGestureRecognizer <pinchGestureRecognizer>
        class UILongPressGestureRecognizer : UIGestureRecognizer <pongPressGestureRecognizer>
            allowableMovement number
            minimumPressDuration number
            numberOfTouchesRequired integer =1
        class UISwipeGestureRecognizer : UIGestureRecognizer <swipeGestureRecognizer>
            direction enum right:1 left:2 up:4 down:8 =right
            numberOfTouchesRequired integer =1
            # UISwipeGestureRecognizer's keys [V, Apptentive: one upward swipe]; no key for the default, right.
            archive UISwipeGestureRecognizer.direction direction enum
        class UIRotationGestureRecognizer : UIGestureRecognizer <rotationGestureRecognizer>
        class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer <screenEdgePanGestureRecognizer>
        class UIHoverGestureRecognizer : UIGestureRecognizer <hoverGestureRecognizer>
        class UILayoutGuide : NSObject <viewLayoutGuide>
        class _UILayoutGuide : UIView <viewControllerLayoutGuide>
            type text
        class UIViewController : UIResponder <viewController>
            automaticallyAdjustsScrollViewInsets bool =YES
            autoresizesArchivedViewToFullSize bool =YES
            definesPresentationContext bool =NO
            extendedLayoutIncludesOpaqueBars bool =NO
            hidesBottomBarWhenPushed bool =NO
            modalPresentationStyle enum fullScreen:0 pageSheet:1 formSheet:2 currentContext:3 custom:4 overFullScreen:5 overCurrentContext:6 popover:7 blurOverFullScreen:8 none:-1 automatic:-2
            modalTransitionStyle enum coverVertical:0 flipHorizontal:1 crossDissolve:2 partialCurl:3
            nibName text
            storyboardIdentifier text
            title text
            useStoryboardIdentifierAsRestorationIdentifier bool =NO
            contentSizeForViewInPopover <value>
            edgesForExtendedLayout <extendedEdge>
            freeformSize <size>
            navigationItem <navigationItem>
            simulatedBottomBarMetrics <simulatedTabBarMetrics|simulatedToolbarMetrics> design: the bottom bar IB draws on the canvas
            simulatedDestinationMetrics <freeformSimulatedSizeMetrics|modalFormSheetSimulatedSizeMetrics|simulatedScreenMetrics> design: the device size IB draws the canvas at
            simulatedOrientationMetrics <simulatedOrientationMetrics> design: the orientation IB draws the canvas in
            simulatedStatusBarMetrics <simulatedStatusBarMetrics> design: the status bar IB draws on the canvas
            simulatedTopBarMetrics <simulatedNavigationBarMetrics> design: the top bar IB draws on the canvas
            tabBarItem <tabBarItem>
            view <collectionView|glkView|imageView|mapView|tableView|view|visualEffectView>
            # UIViewController's keys (the Apptentive and NohanaImagePicker pairs; the title, tab bar item,
            # restoration identifier and nib name inferred, FIELD-GUIDE [S] after WinObjC's decoder). In a xib
            # the controller holds its view; a storyboard's view is in the view nib (Appboy navigation feedback).
            archive UIView @controllerView
            archive UITitle title localizable
            # The storyboard identifier when the document says to use it as the restoration identifier.
            archive UIRestorationIdentifier @controllerRestorationIdentifier
            archive UINavigationItem <navigationItem> object
            archive UITabBarItem <tabBarItem> object
            # And UINibName: the view nib's name, or a xib's controller's nibName.
            archive UIExternalObjectsTableForViewLoading @viewNib
            archive UIStoryboardIdentifier @storyboardIdentifier
            # Off UIKit's YES only (Login pair: a page view controller's, after its identifier).
            archive UIAutoresizesArchivedViewToFullSize autoresizesArchivedViewToFullSize flag(NO:false)
            archive UIStoryboardSegueTemplates @segueTemplates
            archive UIChildViewControllers @childControllers
            archive UIParentViewController @parentController
            # An int, not a boolean (NohanaImagePicker pair: a navigation controller's, between its
            # children and its view controllers).
            archive UIKeyAutomaticallyAdjustsScrollViewInsets automaticallyAdjustsScrollViewInsets flag(NO:0)
            archive UIModalPresentationStyle modalPresentationStyle enum(written)
            archive UIToolbarItems @controllerToolbarItems
            archive UITopLevelObjectsToKeepAliveFromStoryboard @keepAlive
            archive UIHidesBottomBarWhenPushed hidesBottomBarWhenPushed flag(YES:true)
            # After the controller's own keys, before a navigation controller's (Cloudinary, SDK 8: 13).
            archive UIDefinesPresentationContext definesPresentationContext flag(YES:true)
        class UINavigationController : UIViewController <navigationController>
            navigationBarHidden bool =NO
            toolbarHidden bool =YES
            navigationBar <navigationBar>
            toolbar <toolbar>
            # Its children again as its view controllers, its bars (Apptentive pair).
            archive UIViewControllers @childList
            archive UINavigationBar <navigationBar> object
            archive UINavigationBarHidden navigationBarHidden flag(YES:true)
            archive UIToolbar <toolbar> object
            archive UIToolbarShown toolbarHidden flag(NO:true)
        class UITableViewController : UIViewController <tableViewController>
            clearsSelectionOnViewWillAppear bool =YES
            refreshControl <refreshControl>
            archive UIClearsSelectionOnViewWillAppear clearsSelectionOnViewWillAppear flag(YES:true)
        class UICollectionViewController : UIViewController <collectionViewController>
            clearsSelectionOnViewWillAppear bool =YES
            archive UIClearsSelectionOnViewWillAppear clearsSelectionOnViewWillAppear flag(YES:true)
        class UITabBarController : UIViewController <tabBarController>
            tabBar <tabBar>
            # Its bar, then its children twice, customizable and in segue order (5 tab bar controllers
            # of the apps' pairs, SDK 7–10).
            archive UITabBar <tabBar> object
            archive UICustomizableViewControllers @customizableControllers
            archive UIViewControllers @childList
        class UISplitViewController : UIViewController <splitViewController>
            allowDoubleColumnStyle bool =NO
            behavior enum automatic:0 tile:1 overlay:2 displace:3 =automatic
            preferredDisplayMode enum automatic secondaryOnly beside overlay twoBesideSecondary twoOverSecondary twoDisplaceSecondary primaryHidden allVisible primaryOverlay
            primaryBackgroundStyle enum none:0 sidebar:1 =none
            # Inferred (ContainerControllers.swift): its children by column.
            archive UIViewControllers @splitColumns
        class UIPageViewController : UIViewController <pageViewController>
            doubleSided bool =NO
            navigationOrientation enum horizontal:0 vertical:1 =horizontal
            pageSpacing integer =0
            spineLocation enum none:0 min:1 mid:2 max:3
            transitionStyle enum pageCurl:0 scroll:1 =pageCurl
            # UIKit's enumerations as written, the spacing always, an integer as IB holds it (Login pair: 0 when the
            # document has none).
            archive UITransitionStyle transitionStyle enum(written)
            archive UINavigationOrientation navigationOrientation enum(written)
            archive UISpineLocation spineLocation enum(written)
            archive UIPageSpacing pageSpacing integer(always)
        class AVPlayerViewController : UIViewController <avPlayerViewController>
            videoGravity enum AVLayerVideoGravityResizeAspect AVLayerVideoGravityResizeAspectFill AVLayerVideoGravityResize
        class GLKViewController : UIViewController <glkViewController>
            preferredFramesPerSecond number
        class UIHostingController : UIViewController <hostingController>
        class UIViewControllerPlaceholder : UIViewController <viewControllerPlaceholder>
            bundleIdentifier text
            referencedIdentifier text
            storyboardName text
        class UISearchDisplayController : NSObject <searchDisplayController>
        class UICollectionViewLayout : NSObject <collectionViewLayout>
        class UICollectionViewFlowLayout : UICollectionViewLayout <collectionViewFlowLayout>
            automaticEstimatedItemSize bool =NO
            minimumInteritemSpacing number =10
            minimumLineSpacing number =10
            scrollDirection enum vertical:0 horizontal:1 =vertical
            sectionInsetReference enum contentInset:0 safeArea:1 layoutMargins:2
            estimatedItemSize <size>
            footerReferenceSize <size>
            headerReferenceSize <size>
            itemSize <size>
            sectionInset <inset>
            # UICollectionViewFlowLayout's keys: what differs from its defaults (spacing 10, item size
            # 50 × 50, no header, footer or insets, vertical) (conformance pairs; 14 layouts of the corpus nibs).
            archive UIInteritemSpacing minimumInteritemSpacing float
            archive UILineSpacing minimumLineSpacing float
            archive UIItemSize <itemSize> size(50,50)
            archive UIEstimatedItemSize <estimatedItemSize> size(0,0)
            archive UIHeaderReferenceSize <headerReferenceSize> size(0,0)
            archive UIFooterReferenceSize <footerReferenceSize> size(0,0)
            archive UISectionInset <sectionInset> insets(omitZero)
            archive UIScrollDirection scrollDirection enum
        class UIKeyCommand : NSObject <keyCommand> value
            actionName text
            discoverabilityTitle text
            input text
            modifierFlags number
        """
}
