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
        class UIView : UIResponder <view>
            focusGroupIdentifier text
            directionalLayoutMargins <directionalEdgeInsets>
            alpha number =1
            ambiguous bool =NO design: IB's warning that the constraints do not determine the frame
            autoresizesSubviews bool =YES
            clearsContextBeforeDrawing bool =YES
            clipsSubviews bool =NO
            contentMode enum scaleToFill:0 scaleAspectFit:1 scaleAspectFill:2 redraw:3 center:4 top:5 bottom:6 left:7 right:8 topLeft:9 topRight:10 bottomLeft:11 bottomRight:12 TopLeft =scaleToFill
            fixedFrame bool =NO design: IB keeps this frame when it updates frames from constraints
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
        class UIControl : UIView <control>
            enabled bool =YES
            highlighted bool =NO
            selected bool =NO
            contentHorizontalAlignment enum center:0 left:1 right:2 fill:3 leading:4 trailing:5 =center
            contentVerticalAlignment enum center:0 top:1 bottom:2 fill:3 =center
        class UILabel : UIView <label>
            adjustsFontForContentSizeCategory bool =NO
            adjustsFontSizeToFit bool
            adjustsLetterSpacingToFitWidth bool =NO
            baselineAdjustment enum alignBaselines:0 alignCenters:1 none:2 =alignBaselines
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
        class UIImageView : UIView <imageView>
            adjustsImageSizeForAccessibilityContentSizeCategory bool =NO
            highlighted bool =NO
            adjustsImageWhenAncestorFocused bool =NO
            catalog text
            highlightedImage text
            image text
            image <imageReference>
            preferredSymbolConfiguration <preferredSymbolConfiguration>
        class UIButton : UIControl <button>
            adjustsImageSizeForAccessibilityContentSizeCategory bool =NO
            adjustsImageWhenDisabled bool =YES
            adjustsImageWhenHighlighted bool =YES
            buttonType enum custom:0 system:1 detailDisclosure:2 infoLight:3 infoDark:4 contactAdd:5 plain:6 close:7 roundedRect:1 =custom
            changesSelectionAsPrimaryAction bool =NO
            hasAttributedTitle bool =NO
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
        class UISegmentedControl : UIControl <segmentedControl>
            selectedSegmentTintColor <color>
            momentary bool =NO
            apportionsSegmentWidthsByContent bool =NO
            segmentControlStyle enum plain:0 bordered:1 bar:2 bezeled:3
            selectedSegmentIndex integer
        class UISwitch : UIControl <switch>
            preferredStyle enum automatic:0 checkbox:1 sliding:2
            on bool =NO
            title text
            onTintColor <color>
            thumbTintColor <color>
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
            numberOfPages integer
            currentPageIndicatorTintColor <color>
            pageIndicatorTintColor <color>
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
        class UIRefreshControl : UIControl <refreshControl>
        class UIProgressView : UIView <progressView>
            progress number
            progressImage text
            progressViewStyle enum default:0 bar:1
            trackImage text
            progressTintColor <color>
            trackTintColor <color>
        class UIActivityIndicatorView : UIView <activityIndicatorView>
            animating bool =NO
            hidesWhenStopped bool =NO
            style enum whiteLarge:0 white:1 gray:2 medium:100 large:101 =whiteLarge
            color <color>
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
        class UICollectionView : UIScrollView <collectionView>
            allowsMultipleSelection bool =NO
            allowsSelection bool =YES
            prefetchingEnabled bool =YES
            collectionViewLayout <collectionViewFlowLayout|collectionViewLayout>
            sectionFooterView <collectionReusableView>
            sectionHeaderView <collectionReusableView>
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
        class UIStackView : UIView <stackView>
            layoutMarginsRelativeArrangement bool =NO
            baselineRelativeArrangement bool =NO
            alignment enum fill:0 leading:1 top:1 firstBaseline:2 center:3 trailing:4 bottom:4 lastBaseline:5 =fill
            axis enum horizontal:0 vertical:1 =horizontal
            distribution enum fill:0 fillEqually:1 fillProportionally:2 equalSpacing:3 equalCentering:4 =fill
            spacing number =0
            spacingType enum standard
        class UIVisualEffectView : UIView <visualEffectView>
            contentView <view>
        class UIPickerView : UIView <pickerView>
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
        class UIToolbar : UIView <toolbar>
            translucent bool =YES
            barStyle enum default:0 black:1 blackTranslucent:2 blackOpaque:1
            barTintColor <color>
        class UITabBar : UIView <tabBar>
            unselectedItemTintColor <color>
            selectedImageTintColor <color>
            barStyle enum default:0 black:1 blackTranslucent:2 blackOpaque:1
            translucent bool =YES
            barTintColor <color>
        class UITableViewCell : UIView <tableViewCell>
            accessoryType enum none:0 disclosureIndicator:1 detailDisclosureButton:2 checkmark:3 detailButton:4 =none
            detailTextLabel id
            hidesAccessoryWhenEditing bool =YES
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
        class UITableViewCellContentView : UIView <tableViewCellContentView>
            tableViewCell id design: IB's link from a content view to its cell, which is its parent
            frameInset <frame>
        class UICollectionReusableView : UIView <collectionReusableView>
            reuseIdentifier text
        class UICollectionViewCell : UICollectionReusableView <collectionViewCell>
            contentView <collectionViewCellContentView|view>
            customSize <size> design: the size IB shows the cell at in its collection view; the cell archives its frame
        class UICollectionViewCellContentView : UIView <collectionViewCellContentView>
        class UIWebView : UIView <webView>
            scalesPageToFit bool =NO
            suppressesIncrementalRendering bool =NO design: ibtool archives nothing for it (Appboy HTML full-screen pair: YES, no key)
            dataDetectorTypes <dataDetectorType>
        class WKWebView : UIView <wkWebView>
            configuration <wkWebViewConfiguration>
        class MKMapView : UIView <mapView>
            mapType enum standard:0 satellite:1 hybrid:2 satelliteFlyover:3 hybridFlyover:4 mutedStandard:5 =standard
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
        class UIContainerView : UIView <containerView>
        class UIBarItem : NSObject
            catalog text
            enabled bool =YES
            image text
            systemItem text
            tag integer =0
            title text
            imageInsets <inset>
        class UIBarButtonItem : UIBarItem <barButtonItem>
            style enum plain:0 bordered:1 done:2 =bordered
            systemItem enum done:0 cancel:1 edit:2 save:3 add:4 flexibleSpace:5 fixedSpace:6 compose:7 reply:8 action:9 organize:10 bookmarks:11 search:12 refresh:13 stop:14 camera:15 trash:16 play:17 pause:18 rewind:19 fastForward:20 undo:21 redo:22 pageCurl:23 close:24
            width number =0
            customView <button|segmentedControl|view>
            tintColor <color>
        class UITabBarItem : UIBarItem <tabBarItem>
            selectedImage text
            systemItem enum more:0 favorites:1 featured:2 topRated:3 recents:4 contacts:5 history:6 bookmarks:7 search:8 downloads:9 mostRecent:10 mostViewed:11
            titlePositionAdjustment <offsetWrapper>
        class UINavigationItem : NSObject <navigationItem>
            largeTitleDisplayMode enum automatic:0 always:1 never:2 inline:3 =automatic
            title text
            backBarButtonItem <barButtonItem>
            leftBarButtonItem <barButtonItem>
            rightBarButtonItem <barButtonItem>
            title <string>
            titleView <button|segmentedControl|view>
        class UIGestureRecognizer : NSObject
        class UITapGestureRecognizer : UIGestureRecognizer <tapGestureRecognizer>
            numberOfTapsRequired integer =1
            numberOfTouchesRequired integer =1
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
        class UIRotationGestureRecognizer : UIGestureRecognizer <rotationGestureRecognizer>
        class UIScreenEdgePanGestureRecognizer : UIPanGestureRecognizer <screenEdgePanGestureRecognizer>
        class UIHoverGestureRecognizer : UIGestureRecognizer <hoverGestureRecognizer>
        class NSLayoutConstraint : NSObject <constraint>
            constant number =0
            firstAttribute enum notAnAttribute:0 left:1 right:2 top:3 bottom:4 leading:5 trailing:6 width:7 height:8 centerX:9 centerY:10 lastBaseline:11 baseline:11 firstBaseline:12 leftMargin:13 rightMargin:14 topMargin:15 bottomMargin:16 leadingMargin:17 trailingMargin:18 centerXWithinMargins:19 centerYWithinMargins:20 =notAnAttribute
            firstItem id
            identifier text
            multiplier text =1
            placeholder bool =NO
            priority integer =1000
            relation enum lessThanOrEqual:-1 equal:0 greaterThanOrEqual:1 =equal
            secondAttribute enum notAnAttribute:0 left:1 right:2 top:3 bottom:4 leading:5 trailing:6 width:7 height:8 centerX:9 centerY:10 lastBaseline:11 baseline:11 firstBaseline:12 leftMargin:13 rightMargin:14 topMargin:15 bottomMargin:16 leadingMargin:17 trailingMargin:18 centerXWithinMargins:19 centerYWithinMargins:20 =notAnAttribute
            secondItem id
            symbolic bool =NO
            type text design: who made the constraint in IB (the user or IB)
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
        class UINavigationController : UIViewController <navigationController>
            navigationBarHidden bool =NO
            toolbarHidden bool =YES
            navigationBar <navigationBar>
            toolbar <toolbar>
        class UITableViewController : UIViewController <tableViewController>
            clearsSelectionOnViewWillAppear bool =YES
            refreshControl <refreshControl>
        class UICollectionViewController : UIViewController <collectionViewController>
            clearsSelectionOnViewWillAppear bool =YES
        class UITabBarController : UIViewController <tabBarController>
            tabBar <tabBar>
        class UISplitViewController : UIViewController <splitViewController>
            allowDoubleColumnStyle bool =NO
            behavior enum automatic:0 tile:1 overlay:2 displace:3 =automatic
            preferredDisplayMode enum automatic secondaryOnly beside overlay twoBesideSecondary twoOverSecondary twoDisplaceSecondary primaryHidden allVisible primaryOverlay
            primaryBackgroundStyle enum none:0 sidebar:1 =none
        class UIPageViewController : UIViewController <pageViewController>
            doubleSided bool =NO
            navigationOrientation enum horizontal:0 vertical:1 =horizontal
            pageSpacing number
            spineLocation enum none:0 min:1 mid:2 max:3
            transitionStyle enum pageCurl:0 scroll:1 =pageCurl
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
        class UIKeyCommand : NSObject <keyCommand> value
            actionName text
            discoverabilityTitle text
            input text
            modifierFlags number
        """
}
