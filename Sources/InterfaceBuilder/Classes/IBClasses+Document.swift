// IBClasses+Document.swift — the model's table of the elements every kind of document shares: structure, connections, values (colors, fonts, geometry…), resources and IB's own metadata.
//
// Each class once, with the attributes and keyed children it owns; subclasses inherit them. The
// form is explained in IBClassModel.swift. First laid out from the attributes the corpus documents
// use, then placed on the class that owns each property and given its domain from Document's
// documented values; `ClassModelTests` holds the corpus against it. Edit it by hand, then
// regenerate the index of its class lines: `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`.

extension IBClassModel {
    static let documentTable = """
        class IBObject
            colorLabel text design: the object's color tag in IB's document outline
            customClass text
            customModule text
            customModuleProvider text
            id text
            key text
            sceneMemberID text design: which part of IB's scene dock the object is
            userLabel text design: the object's name in IB's document outline
            canvasLocation <point> design: where the object sits on IB's canvas
            userComments <attributedString> design: Xcode's comment for localizers, written to .strings files, not the nib
        class IBAccessibility <accessibility> property
            description text
            help text
            hint text
            identifier text
            key text
            label text
            isElement <bool>
            traits <accessibilityTraits>
        class IBAccessibilityConnection <accessibilityConnection> object
            destination id
            id text
            property text
        class IBAccessibilityOverrides <accessibilityOverrides> value
            dynamicTypePreference number
        class IBAccessibilityTraits <accessibilityTraits> property
            # Every UIAccessibilityTraits bit has its attribute, as the compiler archives them
            # (UIKitRuntime.swift): the corpus writes ten; adjustable, causesPageTurn, header,
            # playsSound, searchField, selected, startsMediaSession and summaryElement are UIKit's
            # other traits under the names of their constants, which none of its documents sets.
            adjustable bool =NO
            allowsDirectInteraction bool =NO
            button bool =NO
            causesPageTurn bool =NO
            header bool =NO
            image bool =NO
            key text
            keyboardKey bool =NO
            link bool =NO
            none bool =NO
            notEnabled bool =NO
            playsSound bool =NO
            searchField bool =NO
            selected bool =NO
            startsMediaSession bool =NO
            staticText bool =NO
            summaryElement bool =NO
            updatesFrequently bool =NO
        class IBAction <action> connection
            destination id
            eventType enum touchDown:1 touchDownRepeat:2 touchDragInside:4 touchDragOutside:8 touchDragEnter:16 touchDragExit:32 touchUpInside:64 touchUpOutside:128 touchCancel:256 valueChanged:4096 primaryActionTriggered:8192 menuActionTriggered:16384 editingDidBegin:65536 editingChanged:131072 editingDidEnd:262144 editingDidEndOnExit:524288
            id text
            selector text
            target id
            trigger enum doubleAction
        class IBAdaptation <adaptation> object design: a size-class preview IB draws on the canvas
            id text
        class IBAllowedInputSourceLocales <allowedInputSourceLocales> collection
        class IBAllowedToolbarItems <allowedToolbarItems> collection
        class IBAllowedTypes <allowedTypes> collection
        class IBAnimations <animations> value
        class IBArray <array> property
            key text
        class IBAttributedString <attributedString> property
            key text
        class IBAttributes <attributes> collection
            NSColor <color>
            NSFont <font>
            NSKern <real>
            NSOriginalFont <font>
            NSParagraphStyle <paragraphStyle>
            NSStrokeColor <color>
        class IBAudiovisualMediaTypes <audiovisualMediaTypes> property
            key text
            none bool =NO
        class IBAutoresizingMask <autoresizingMask> property
            flexibleMaxX bool =NO
            flexibleMaxY bool =NO
            flexibleMinX bool =NO
            flexibleMinY bool =NO
            heightSizable bool =NO
            key text
            widthSizable bool =NO
        class IBBeginningViews <beginningViews> collection
        class IBBehavior <behavior> property
            changeBackground bool =NO
            changeContents bool =NO
            changeGray bool =NO
            doesNotDimImage bool =NO
            key text
            lightByBackground bool =NO
            lightByContents bool =NO
            lightByGray bool =NO
            multiLevelAccelerator bool =NO
            pushIn bool =NO
        class IBBinding <binding> connection
            destination id
            id text
            keyPath text
            name text
            previousBinding id
            options <dictionary>
        class IBBlurEffect <blurEffect> value
            style enum extraLight:0 light:1 dark:2 extraDark:3 regular:4 prominent:5 systemUltraThinMaterial:6 systemThinMaterial:7 systemMaterial:8 systemThickMaterial:9 systemChromeMaterial:10 systemUltraThinMaterialLight:11 systemThinMaterialLight:12 systemMaterialLight:13 systemThickMaterialLight:14 systemChromeMaterialLight:15 systemUltraThinMaterialDark:16 systemThinMaterialDark:17 systemMaterialDark:18 systemThickMaterialDark:19 systemChromeMaterialDark:20
        class IBBool <bool> property
            key text
            value bool
        class IBButtonConfiguration <buttonConfiguration> property
            catalog text
            image text
            key text
            style enum plain tinted gray filled
            title text
            baseForegroundColor <color>
            image <imageReference>
            preferredSymbolConfigurationForImage <preferredSymbolConfiguration>
            titleFontDescription <fontDescription>
        class IBCapability <capability> value design: a feature IB checks the deployment target for
            minSystemVersion text
            minToolsVersion text
            name text
            requiredIntegratedClassName enum NSTouchBar
        class IBCells <cells> collection
        class IBCiColor <ciColor> property
            alpha number
            blue number
            green number
            key text
            red number
        class IBCiFilter <ciFilter> collection
            key text
            name text
        class IBClass <class> collection
            className text
            superclassName text
            sourceIdentifier <source>
        class IBClassReference <classReference> property
            className text
            key text
            moduleName text
        class IBClasses <classes> collection design: IB's description of the project's classes (Xcode 4 storyboards: superclasses, outlets and actions read from the headers); the nib has the objects and connections, not the classes
        class IBColor <color> property
            alpha number
            blue number
            catalog text
            cocoaTouchSystemColor enum blackColor darkGrayColor lightGrayColor whiteColor grayColor redColor greenColor blueColor cyanColor yellowColor magentaColor orangeColor purpleColor brownColor clearColor darkTextColor lightTextColor groupTableViewBackgroundColor viewFlipsideBackgroundColor scrollViewTexturedBackgroundColor underPageBackgroundColor tableCellGroupedBackgroundColor
            colorSpace enum calibratedRGB calibratedWhite catalog custom deviceRGB deviceWhite
            customColorSpace enum calibratedRGB calibratedWhite displayP3 genericGamma22GrayColorSpace sRGB
            green number
            key text
            name text
            red number
            systemColor text
            white number
            xcode11CocoaTouchSystemColor enum systemBackgroundColor secondarySystemBackgroundColor tertiarySystemBackgroundColor systemGroupedBackgroundColor secondarySystemGroupedBackgroundColor tertiarySystemGroupedBackgroundColor labelColor secondaryLabelColor tertiaryLabelColor quaternaryLabelColor placeholderTextColor linkColor separatorColor opaqueSeparatorColor systemFillColor secondarySystemFillColor tertiarySystemFillColor quaternarySystemFillColor systemRedColor systemGreenColor systemBlueColor systemOrangeColor systemYellowColor systemPinkColor systemPurpleColor systemTealColor systemIndigoColor systemGrayColor systemGray2Color systemGray3Color systemGray4Color systemGray5Color systemGray6Color darkTextColor lightTextColor
        class IBColumn <column> collection
        class IBColumns <columns> collection
        class IBComparisonPredicateOptions <comparisonPredicateOptions> property
            caseInsensitive bool =NO
            diacriticInsensitive bool =NO
            key text
        class IBConfiguration <configuration> collection
            inputBackgroundImage <null>
            inputColor0 <ciColor>
            inputColor1 <ciColor>
            inputImage <null>
        class IBConnections <connections> structure
        class IBConstraints <constraints> collection
        class IBContainerView <containerView> object
            fixedFrame bool =NO design: IB keeps this frame when it updates frames from constraints
            id text
            translatesAutoresizingMaskIntoConstraints bool =YES
            autoresizingMask <autoresizingMask>
            frame <rect>
        class IBContentFilters <contentFilters> collection
        class IBCustomFonts <customFonts> property design: fonts IB needs to draw the canvas
            key text
            * <array|mutableArray> design: the font files IB loads to draw the canvas, keyed by file name
        class IBCustomObject <customObject> object
            className text
            customClass text
            customModule text
            customModuleProvider text
            id text
            sceneMemberID text design: which part of IB's scene dock the object is
            userLabel text design: the object's name in IB's document outline
        class IBCustomSpacing <customSpacing> collection
        class IBDataDetectorType <dataDetectorType> property
            address bool =NO
            calendarEvent bool =NO
            flightNumber bool =NO
            key text
            link bool =NO
            lookupSuggestion bool =NO
            phoneNumber bool =NO
            shipmentTrackingNumber bool =NO
        class IBDate <date> property
            key text
            timeIntervalSinceReferenceDate number
        class IBDatePickerElements <datePickerElements> property
            day bool =NO
            hour bool =NO
            key text
            minute bool =NO
            month bool =NO
            second bool =NO
            year bool =NO
        class IBDecimal <decimal> property
            key text
            value text
        class IBDeclaredKeys <declaredKeys> collection
        class IBDefaultToolbarItems <defaultToolbarItems> collection
        class IBDependencies <dependencies> structure
        class IBDeployment <deployment> value
            defaultVersion number design: the deployment target IB assumes when the project gives none
            identifier text design: the platform IB checks the target on (the document's runtime names it)
            # The version the document is built for ("Builds for"), when not the project's: below iOS 7
            # ibtool writes nib directories (DeploymentTarget.swift).
            version text
        class IBDesignable <designable> collection design: what IB measured when it last rendered an IBDesignable view
            name text
            intrinsicContentSize <size>
        class IBDesignables <designables> collection design: what IB measured when it last rendered IBDesignable views
        class IBDevelopment <development> value design: the IB version that saved the document
            identifier text
            version text
        class IBDevice <device> object design: the device IB draws the canvas for
            appearance enum dark light
            id text
            layout enum fullscreen
            orientation enum portrait landscape
        class IBDictionary <dictionary> property
            key text
            NSAllowsEditingMultipleValuesSelection <bool|integer>
            NSAlwaysPresentsApplicationModalAlerts <integer>
            NSConditionallySetsEditable <bool>
            NSConditionallySetsEnabled <bool|real>
            NSConditionallySetsHidden <bool|integer>
            NSContinuouslyUpdatesValue <bool>
            NSCreatesSortDescriptor <bool>
            NSDeletesObjectsOnRemove <bool>
            NSDisplayName <string>
            NSDisplayPattern <string>
            NSHandlesContentAsCompoundValue <bool>
            NSMultipleValuesPlaceholder <integer|string>
            NSNoSelectionPlaceholder <integer|real|string>
            NSNotApplicablePlaceholder <integer|string>
            NSNullPlaceholder <integer|real|string>
            NSPredicateFormat <string>
            NSRaisesForNotApplicableKeys <bool|real>
            NSSelectorName <string>
            NSValidatesImmediately <bool|real>
            NSValueTransformerName <string>
        class IBDocument <document> structure
            colorMatched bool =NO
            customObjectInstantitationMethod enum direct
            initialViewController id
            launchScreen bool =NO design: IB checks a launch screen's content (no custom classes, no connections); ibtool compiles it like any document (2 React Native and 4 Flutter launch-screen pairs: no key, no other object)
            propertyAccessControl enum localizable none design: the access level Xcode gives outlets it inserts into code
            systemVersion text design: the macOS build the document was saved on
            targetRuntime enum AppleTV MacOSX.Cocoa iOS.CocoaTouch iOS.CocoaTouch.iPad watchKit
            toolsVersion text design: the Interface Builder build that saved the document
            type text
            useAutolayout bool =NO design: the editor's Auto Layout setting; the constraints themselves are in the document
            useSafeAreas bool =NO design: the editor's safe-area setting; the guides themselves are in the document
            useTraitCollections bool =NO design: the editor's size-class setting; the variations themselves are in the document
            variant text design: the iOS 6 layout Interface Builder edits the document in (Xcode 5–6); the deployment target decides what ibtool writes (DeploymentTarget.swift)
            version text design: the document format's version
            customFonts <customFonts>
            defaultSimulatedMetrics <simulatedMetricsContainer>
            tintColor <color>
        class IBDirectionalEdgeInsets <directionalEdgeInsets> property
            key text
            top number
            leading number
            bottom number
            trailing number
        class IBLocale <locale> property
            key text
            localeIdentifier text
        class IBEdgeInsets <edgeInsets> property
            bottom number
            key text
            left number
            right number
            top number
        class IBEndViews <endViews> collection
        class IBExclude <exclude> value
            reference id
        class IBExit <exit> object
            id text
            sceneMemberID text design: which part of IB's scene dock the object is
            userLabel text design: the object's name in IB's document outline
        class IBExpression <expression> property
            key text
            type text
            keyPath <string>
        class IBExtendedEdge <extendedEdge> property
            bottom bool =NO
            key text
            top bool =NO
        class IBFont <font> property
            family text design: the family of the named font, which its name determines (Xcode 8's attributed strings write family="Helvetica Neue" beside name="HelveticaNeue")
            key text
            metaFont enum cellTitle controlContent fixedUser label menu menuBar message miniSystem miniSystemBold palette smallSystem smallSystemBold system systemBlack systemBold systemHeavy systemLight systemMedium systemSemibold systemUltraLight titleBar toolTip user
            name text
            size number
            textStyle text
            usesAppearanceFont bool =NO
        class IBFontDescription <fontDescription> property
            family text design: the family of the named font, which its name determines
            key text
            name text
            pointSize number
            size enum button system
            style enum UICTFontTextStyleTitle0 UICTFontTextStyleTitle1 UICTFontTextStyleTitle2 UICTFontTextStyleTitle3 UICTFontTextStyleHeadline UICTFontTextStyleSubhead UICTFontTextStyleBody UICTFontTextStyleCallout UICTFontTextStyleFootnote UICTFontTextStyleCaption1 UICTFontTextStyleCaption2
            type text
            weight enum ultraLight thin light regular medium semibold bold heavy black
            # The UIFont a font description compiles to in a UIKit document, in ibtool's order
            # (UIKitValues.swift writes it; a text style has UIIBTextStyle in place of the descriptor).
            # The scaling keys came with iOS 11: nil and 0 in every font that has them (454 of 454 in
            # Apple's nibs), absent from XLPagerTabStrip's SDK-10 ButtonCell.
            archive UIFontName @font
            archive UIFontDescriptor @font
            archive UIIBTextStyle @font
            archive UIFontPointSize @font
            archive UIFontTextStyleForScaling @font sdk:11+
            archive UIFontPointSizeForScaling @font sdk:11+
            archive UIFontMaximumPointSizeAfterScaling @font sdk:11+
            archive UIFontTraits @font
            archive UISystemFont @font
            archive NSName @font
            archive NSSize @font
        class IBFragment <fragment> collection
            content text
            content <mutableString|string>
        class IBFrame <frame> property
            height number
            key text
            minX number
            width number
        class IBFreeformSimulatedSizeMetrics <freeformSimulatedSizeMetrics> property design: the freeform canvas size IB draws
            key text
        class IBGestureRecognizers <gestureRecognizers> value
        class IBGridCells <gridCells> collection
        class IBHierarchicalColors <hierarchicalColors> collection
        class IBHoldingPriorities <holdingPriorities> collection
        class IBImage <image> value
            catalog text design: the catalog IB found the image in; the element that uses the image names its catalog itself
            height number design: the image's size as IB last drew it
            name text design: Interface Builder's list of the images the document uses; the nib names each where it is used (an image placeholder, 1 × 1)
            width number design: the image's size as IB last drew it
            keyedArchiveRepresentation <mutableData>
        class IBImageReference <imageReference> property
            catalog text
            image text
            key text
            renderingMode text
            symbolScale enum default unspecified small medium large
            variableValue number
        class IBInclude <include> value
            reference id
        class IBInferredMetricsTieBreakers <inferredMetricsTieBreakers> collection design: which segue IB takes the simulated bars from
        class IBInset <inset> property
            key text
            maxX number
            maxY number
            minX number
            minY number
        class IBInteger <integer> property
            key text
            value text
        class IBItems <items> collection
        class IBKeyCommands <keyCommands> collection
        class IBLayoutGuides <layoutGuides> collection
        class IBMask <mask> property
            key text
        class IBModalFormSheetSimulatedSizeMetrics <modalFormSheetSimulatedSizeMetrics> property design: the form sheet size IB draws
            key text
        class IBModifierMask <modifierMask> property
            command bool =NO
            control bool =NO
            key text
            option bool =NO
            shift bool =NO
        class IBMutableArray <mutableArray> property
            key text
        class IBMutableData <mutableData> property
            key text
        class IBMutableString <mutableString> property
            key text
        class IBNamedColor <namedColor> collection
            name text
        class IBNavigationBarAppearance <navigationBarAppearance> property
            key text
            backgroundColor <color>
        class IBNil <nil> property
            alpha number design: the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)
            blue number design: the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)
            colorSpace enum calibratedRGB calibratedWhite catalog custom deviceRGB deviceWhite design: the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)
            green number design: the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)
            key text
            name text design: Interface Builder's note that a navigation controller's viewControllers are its relationship segues' destinations (archived from the segues)
            red number design: the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)
            white number design: the color IB last showed for a value set to nil (Xcode 5–7), kept to restore it; nil archives nothing (NightPhones: no text color key where <nil key=textColor red=1 …>)
        class IBNull <null> property
            key text
        class IBObjectValues <objectValues> collection
        class IBObjects <objects> structure
        class IBOffsetWrapper <offsetWrapper> property
            horizontal number
            key text
            vertical number
        class IBOptions <options> value
        class IBOutlet <outlet> connection
            destination id
            id text
            property text
        class IBOutletCollection <outletCollection> connection
            appends bool =NO
            collectionClass enum NSMutableArray
            destination id
            id text
            property text
        class IBParagraphStyle <paragraphStyle> property
            alignment enum center justified left natural right
            allowsDefaultTighteningForTruncation bool =YES
            baseWritingDirection enum natural leftToRight rightToLeft =natural
            defaultTabInterval number
            key text
            lineBreakMode enum wordWrapping charWrapping clipping truncatingHead truncatingTail truncatingMiddle
            lineHeightMultiple number
            lineSpacing number
            tighteningFactorForTruncation number
        class IBPlaceholder <placeholder> object
            customClass text design: the class IB expects the placeholder's object to have; the nib holds only the proxy's identifier
            customModule text design: the module of the class IB expects the placeholder's object to have
            customModuleProvider text design: where IB finds the placeholder's expected class
            id text
            placeholderIdentifier text
            sceneMemberID text design: which part of IB's scene dock the object is
            userLabel text design: the object's name in IB's document outline
            userComments <attributedString> design: Xcode's comment for localizers, written to .strings files, not the nib
        class IBPlugIn <plugIn> value design: the IB plug-in that edits the document
            identifier text
            version text
        class IBPoint <point> property
            key text
            x number
            y number
        class IBPopUpMenus <popUpMenus> collection
        class IBPreferredSymbolConfiguration <preferredSymbolConfiguration> property
            configurationType enum pointSize font
            key text
            pointSize number
            scale enum default unspecified small medium large
            weight enum unspecified ultraLight thin light regular medium semibold bold heavy black
        class IBPrototypeCellViews <prototypeCellViews> collection
        class IBPrototypes <prototypes> collection
        class IBRange <range> property
            key text
            length number
            location number
        class IBReal <real> value
            key text
            value text
        class IBRect <rect> property
            height number
            key text
            width number
            x number
            y number
        class IBRelationship <relationship> value
            candidateClass text
            kind enum action outlet
            name text
        class IBRelationships <relationships> collection
        class IBResources <resources> structure
        class IBRightBarButtonItems <rightBarButtonItems> collection
        class IBRowTemplates <rowTemplates> collection
        class IBRows <rows> collection
        class IBScene <scene> structure
            sceneID text design: IB's identifier of the scene; nibs are named after controllers and views
            canvasLocation <point> design: where the object sits on IB's canvas
        class IBScenes <scenes> structure
        class IBSections <sections> collection
        class IBSegment <segment> value
            catalog text
            enabled bool =YES
            image text
            imageScaling enum proportionallyDown:0 axesIndependently:1 none:2 proportionallyUpOrDown:3 =proportionallyDown
            label text
            selected bool =NO
            tag integer
            title text
            toolTip text
            width number
            label <nil>
            toolTip <string>
        class IBSegments <segments> collection
        class IBSegue <segue> connection
            animates bool =YES
            customClass text
            customModule text
            customModuleProvider text
            destination id
            id text
            identifier text
            inheritsFrom enum commit parent
            key text
            kind enum show showDetail presentation popoverPresentation embed unwind relationship custom push modal popover replace sheet
            modalPresentationStyle enum fullScreen:0 pageSheet:1 formSheet:2 currentContext:3 custom:4 overFullScreen:5 overCurrentContext:6 popover:7 blurOverFullScreen:8 none:-1 automatic:-2
            modalTransitionStyle enum coverVertical:0 flipHorizontal:1 crossDissolve:2 partialCurl:3
            popoverAnchorView id
            popoverBehavior enum a t s
            preferredEdge enum minX minY maxX maxY
            reference id
            relationship enum detailViewController dynamicInteractiveNotificationInterface dynamicNotificationInterface masterViewController nextPage rootViewController splitItems supplementaryViewController tabItems viewControllers window.shadowedContentViewController
            splitViewControllerTargetIndex integer
            trigger enum accessoryAction
            unwindAction text
            action <nil>
            commit <segue>
            preview <segue>
        class IBShadow <shadow> property
            blurRadius number
            key text
            color <color>
            offset <size>
        class IBSimulatedMetricsContainer <simulatedMetricsContainer> property design: what IB simulates on the canvas
            key text
            destination <simulatedScreenMetrics>
            orientation <simulatedOrientationMetrics>
            statusBar <simulatedStatusBarMetrics>
        class IBSimulatedNavigationBarMetrics <simulatedNavigationBarMetrics> property design: the navigation bar IB draws on the canvas
            barStyle enum default black blackTranslucent
            key text
            prompted bool =YES
            translucent bool =YES
        class IBSimulatedOrientationMetrics <simulatedOrientationMetrics> property design: the orientation IB draws the canvas in
            key text
            orientation enum portrait landscapeRight landscapeLeft portraitUpsideDown
        class IBSimulatedScreenMetrics <simulatedScreenMetrics> property design: the screen IB draws the canvas on
            key text
            type text
            landscapeSize <size>
            portraitSize <size>
        class IBSimulatedStatusBarMetrics <simulatedStatusBarMetrics> property design: the status bar IB draws on the canvas
            key text
            statusBarStyle enum default lightContent darkContent blackOpaque blackTranslucent
        class IBSimulatedTabBarMetrics <simulatedTabBarMetrics> property design: the tab bar IB draws on the canvas
            key text
        class IBSimulatedToolbarMetrics <simulatedToolbarMetrics> property design: the toolbar IB draws on the canvas
            barStyle enum default black blackTranslucent
            key text
            translucent bool =YES
        class IBSize <size> property
            height number
            key text
            width number
        class IBSortDescriptor <sortDescriptor> property
            ascending bool =YES
            key text
            selector text
            sortKey text
        class IBSource <source> property
            key text
            relativePath text
            type text
        class IBSplitViewItems <splitViewItems> collection
        class IBState <state> property
            backgroundImage text
            catalog text
            image text
            key text
            title text
            attributedTitle <attributedString>
            image <imageReference>
            preferredSymbolConfiguration <preferredSymbolConfiguration>
            titleColor <color>
            titleShadowColor <color>
        class IBString <string> property
            base64-UTF8 bool =NO
            key text
        class IBSubviews <subviews> collection
            tableHeaderView <view>
        class IBSystemColor <systemColor> collection
            name text
        class IBTabStops <tabStops> collection
        class IBTabViewItems <tabViewItems> collection
        class IBTableColumnResizingMask <tableColumnResizingMask> property
            key text
            resizeWithTable bool =NO
            userResizable bool =NO
        class IBTableColumns <tableColumns> collection
        class IBTableViewGridLines <tableViewGridLines> property
            horizontal bool =NO
            key text
            vertical bool =NO
        class IBTextAttributes <textAttributes> property
            key text
            fontDescription <fontDescription>
            textColor <color>
            textShadowColor <color>
            textShadowOffset <offsetWrapper>
        class IBTextAttributesForNegativeValues <textAttributesForNegativeValues> collection
            NSColor <color>
        class IBTextInputTraits <textInputTraits> property
            autocapitalizationType enum none:0 words:1 sentences:2 allCharacters:3 =sentences
            autocorrectionType enum default:0 no:1 yes:2
            enablesReturnKeyAutomatically bool =NO
            key text
            keyboardAppearance enum default:0 dark:1 light:2 alert:1
            keyboardType enum default:0 asciiCapable:1 numbersAndPunctuation:2 URL:3 numberPad:4 phonePad:5 namePhonePad:6 emailAddress:7 decimalPad:8 twitter:9 webSearch:10 asciiCapableNumberPad:11 alphabet:1
            returnKeyType enum default:0 go:1 google:2 join:3 next:4 route:5 search:6 send:7 yahoo:8 done:9 emergencyCall:10 continue:11
            secureTextEntry bool =NO
            smartDashesType enum default:0 no:1 yes:2
            smartInsertDeleteType enum default:0 no:1 yes:2
            smartQuotesType enum default:0 no:1 yes:2
            spellCheckingType enum default:0 no:1 yes:2
            textContentType text
            # A text field's or text view's `<textInputTraits key="textInputTraits">`, whose keys the text
            # field archives itself (8 corpus nibs; spell checking, smart punctuation, appearance, secure
            # entry and content type inferred from UIKit's names).
            # Left out at UIKit's default, sentences: the text views of the Appboy and Apptentive pairs
            # (sentences, 14) have no key; Apple's nibs have words (5 text fields) and none (6 text views).
            archive UIAutocapitalizationType autocapitalizationType enum
            archive UIAutocorrectionType autocorrectionType enum(written)
            archive UISpellCheckingType spellCheckingType enum(written)
            archive UISmartDashesType smartDashesType enum(written)
            archive UISmartQuotesType smartQuotesType enum(written)
            archive UISmartInsertDeleteType smartInsertDeleteType enum(written)
            archive UIKeyboardType keyboardType enum(written)
            archive UIKeyboardAppearance keyboardAppearance enum(written)
            archive UIReturnKeyType returnKeyType enum(written)
            archive UIEnablesReturnKeyAutomatically enablesReturnKeyAutomatically flag(YES:true)
            archive UISecureTextEntry secureTextEntry flag(YES:true)
            # IB's content type names are UIKit's UITextContentType values ("username", "password", "url"…).
            archive UITextContentType textContentType string
        class IBTextTab <textTab> collection
            alignment enum left
            location number
        class IBToolbarItems <toolbarItems> value
        class IBTouchBarItems <touchBarItems> collection
        class IBUrl <url> property
            key text
            string text
        class IBUserDefinedRuntimeAttribute <userDefinedRuntimeAttribute> collection
            catalog text
            keyPath text
            type text
            value text
            value <color|integer|point|range|real|rect|size>
        class IBUserDefinedRuntimeAttributes <userDefinedRuntimeAttributes> collection
        class IBUserGuides <userGuides> collection design: guides drawn on IB's canvas
        class IBUserLayoutGuide <userLayoutGuide> value design: a guide drawn on IB's canvas
            affinity enum minX minY
            location number
        class IBValue <value> property
            height number
            key text
            type text
            width number
        class IBVariation <variation> property
            axis enum horizontal vertical
            constant number
            fixedFrame bool =NO design: a size class's fixed frame; ibtool reads it before SDK 10 only (prototyping constraints), later SDKs translate the view's mask
            height number
            key text
            spacing number
            width number
            fontDescription <fontDescription>
            frame <rect> design: a size class's frame of a fixed-frame view; ibtool reads it before SDK 10 only (prototyping constraints), later SDKs translate the view's mask
        class IBVibrancyEffect <vibrancyEffect> collection
        class IBViewControllerTransitionOptions <viewControllerTransitionOptions> property
            allowUserInteraction bool =NO
            key text
        class IBViewControllers <viewControllers> collection
        class IBVisibilityPriorities <visibilityPriorities> collection
        class IBWebPreferences <webPreferences> property
            allowsAnimatedImageLooping bool =YES
            allowsAnimatedImages bool =YES
            defaultFixedFontSize number
            defaultFontSize number
            identifier text
            javaEnabled bool =YES
            javaScriptCanOpenWindowsAutomatically bool =YES
            javaScriptEnabled bool =YES
            key text
            minimumFontSize number
            identifier <nil>
        class IBWindowCollectionBehavior <windowCollectionBehavior> property
            canJoinAllSpaces bool =NO
            fullScreenAuxiliary bool =NO
            fullScreenNone bool =NO
            fullScreenPrimary bool =NO
            ignoresCycle bool =NO
            key text
            managed bool =NO
            moveToActiveSpace bool =NO
            participatesInCycle bool =NO
            stationary bool =NO
            transient bool =NO
        class IBWindowPositionMask <windowPositionMask> property
            bottomStrut bool =NO
            key text
            leftStrut bool =NO
            rightStrut bool =NO
            topStrut bool =NO
        class IBWindowStyleMask <windowStyleMask> property
            HUD bool =NO
            closable bool =NO
            fullSizeContentView bool =NO
            key text
            miniaturizable bool =NO
            nonactivatingPanel bool =NO
            resizable bool =NO
            texturedBackground bool =NO
            titled bool =NO
            unifiedTitleAndToolbar bool =NO
            utility bool =NO
        class IBWkPreferences <wkPreferences> property
            key text
        class IBWkWebViewConfiguration <wkWebViewConfiguration> property
            key text
            mediaTypesRequiringUserActionForPlayback <audiovisualMediaTypes>
            preferences <wkPreferences>
        class IBZeroFormattingBehavior <zeroFormattingBehavior> property
            key text
            none bool =NO
        # A layout constraint, the same class with the same keys in UIKit and AppKit (Foundation's
        # NSLayoutConstraint on both).
        class NSLayoutConstraint : IBObject <constraint>
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
            # NSLayoutConstraint's keys (conformance pairs: every constraint key in this order; the
            # pre-V2 attribute and constant keys repeat the V2 ones after NSShouldBeArchived). The V2
            # keys from SDK 8 on: ProgrammingEvents' 52 constraints at SDK 7 have none, the Mobilewits
            # pairs' at SDK 8 have them.
            archive NSFirstItem @firstItem
            archive NSFirstAttributeV2 firstAttribute enum(always) sdk:8+
            archive NSRelation relation enum
            archive NSMultiplier @multiplier
            # and NSSecondAttributeV2, from SDK 8 on as declared next
            archive NSSecondItem @secondItem
            archive NSSecondAttributeV2 - sdk:8+
            # or NSSymbolicConstant
            archive NSConstantV2 @constantV2 sdk:8+
            archive NSPriority priority integer
            archive NSShouldBeArchived =true
            # The legacy keys name no margin: a margin attribute is its edge, the margin (8) moved
            # into the constant (`Lowering.marginEdge`).
            archive NSFirstAttribute @firstAttribute
            archive NSSecondAttribute @secondAttribute
            archive NSConstant @constant
            archive NSLayoutIdentifier identifier string
        """
}
