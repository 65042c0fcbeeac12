// IBClasses+AppKit.swift — the model's table of AppKit's classes (macOS documents).
//
// Each class once, with the attributes and keyed children it owns; subclasses inherit them. The
// form is explained in IBClassModel.swift. First laid out from the attributes the corpus documents
// use, then placed on the class that owns each property and given its domain from AppKit's
// documented values; `ClassModelTests` holds the corpus against it. Edit it by hand, then
// regenerate the index of its class lines: `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`.

extension IBClassModel {
    static let appkitTable = """
        class NSObject : IBObject
        class NSResponder : NSObject
        class NSView : NSResponder <view>
            alphaValue number
            ambiguous bool =NO design: IB's warning that the constraints do not determine the frame
            appearanceType enum aqua darkAqua inheritedVibrantLight
            autoresizesSubviews bool =YES
            canDrawConcurrently bool =NO
            clipsToBounds bool =NO
            fixedFrame bool =NO design: IB keeps this frame when it updates frames from constraints
            focusRingType enum exterior none
            hidden bool =NO
            horizontalCompressionResistancePriority number
            horizontalHuggingPriority number
            identifier text
            misplaced bool =NO design: IB's warning that the frame differs from what the constraints give
            placeholderIntrinsicHeight size design: the intrinsic height IB assumes at design time (the view computes its own at run time)
            placeholderIntrinsicWidth size design: the intrinsic width IB assumes at design time (the view computes its own at run time)
            toolTip text
            translatesAutoresizingMaskIntoConstraints bool =YES
            verifyAmbiguity enum off design: which layout warnings IB shows for the view
            verticalCompressionResistancePriority number
            verticalHuggingPriority number
            wantsLayer bool =NO
            autoresizingMask <autoresizingMask>
            compositingFilter <ciFilter>
            frame <rect>
            layoutMargins <viewLayoutGuide>
            safeArea <viewLayoutGuide>
            shadow <shadow>
            toolTip <string>
            archive NSNextResponder @nextResponder
            archive NSNibTouchBar =nil
            archive NSvFlags @viewFlags
            archive NSSubviews @viewSubviews
            archive NSDragTypes -
            archive NSFrame @viewFrame
            archive NSBounds -
            archive NSSuperview @superview
            archive NSViewIsLayerTreeHost wantsLayer flag(YES:true)
            archive NSNextKeyView @tabKeyViewLoop
            archive NSViewWantsBestResolutionOpenGLSurface =true
            archive NSDoNotTranslateAutoresizingMask @doNotTranslateAutoresizingMask
            archive NSViewConstraints @viewConstraints
            archive NSViewLayoutGuides @viewLayoutGuides
            archive NSHuggingPriority @huggingPriority
            archive NSAntiCompressionPriority @compressionPriority
            archive NSViewClipsToBoundsKeyName @clipsToBounds
            archive NSGestureRecognizers -
            archive NSReuseIdentifierKey -
            archive IBNSSafeAreaLayoutGuide @autolayoutGuide
            archive IBNSLayoutMarginsGuide @autolayoutGuide
            archive IBNSClipsToBounds clipsToBounds either(YES:1,0)
        class NSCustomView : NSView <customView>
            archive super
            archive NSSubviews @customViewSubviews
            archive IBClassReference @classReference
            archive NSClassName @customViewClass
        class NSControl : NSView <control>
            allowsExpansionToolTips bool =NO
            mirrorLayoutDirectionWhenInternationalizing enum never always
            tag integer =0
            cell <actionCell|buttonCell|comboBoxCell|datePickerCell|imageCell|levelIndicatorCell|pathCell|popUpButtonCell|searchFieldCell|secureTextFieldCell|segmentedCell|sliderCell|stepperCell|textFieldCell|tokenFieldCell>
            archive NSvFlags @controlViewFlags
            archive NSTag tag integer
            archive NSEnabled =true
            archive NSCell <cell> object
            archive NSCellIsDiscardable -
            archive NSAllowsLogicalLayoutDirection =false
            archive NSControlAction -
            archive NSControlTarget -
            archive NSControlAllowsExpansionToolTips allowsExpansionToolTips flag(YES:true)
            archive NSControlSize <cell>.controlSize enum(always)
            archive NSControlContinuous <cell>.continuous boolean
            archive NSControlRefusesFirstResponder <cell>.refusesFirstResponder boolean
            archive NSControlUsesSingleLineMode <cell>.usesSingleLineMode boolean
            archive NSControlTextAlignment <cell>.alignment enum(always)
            archive NSControlLineBreakMode <cell>.lineBreakMode enum(always)
            archive NSControlWritingDirection <cell>.baseWritingDirection enum(always)
            archive NSControlSendActionMask @sendActionMask
        class NSButton : NSControl <button>
            imageHugsTitle bool =NO
            springLoaded bool =NO
            bezelColor <color>
            contentTintColor <color>
            archive IBNSShadowedSymbolConfiguration =nil
        class NSPopUpButton : NSButton <popUpButton>
            archive super
        class NSTextField : NSControl <textField>
            allowsCharacterPickerTouchBarItem bool
            contentType enum oneTimeCode password url username
            preferredMaxLayoutWidth number =0
            setsMaxLayoutWidthAtFirstLayout bool =NO
            textCompletion bool =YES
            archive NSPreferredMaxLayoutWidth preferredMaxLayoutWidth double
            archive NSTextFieldAlignmentRectInsetsVersion =2
            archive NSAllowsWritingTools =true sdk:15+
            archive NSTextFieldAllowsWritingToolsAffordance =false sdk:15+
            archive NS.resolvesNaturalAlignmentWithBaseWritingDirection =false sdk:15+
        class NSSecureTextField : NSTextField <secureTextField>
            archive NSAllowsWritingTools =false sdk:15+
        class NSSearchField : NSTextField <searchField>
            archive NSAllowsWritingTools =false sdk:15+
        class NSComboBox : NSTextField <comboBox>
            archive super
        class NSTokenField : NSTextField <tokenField>
        class NSImageView : NSControl <imageView>
            editable bool =YES
            propertyAccessControl enum none localizable all
            contentTintColor <color>
            archive NSSubviews @viewSubviewsAlways
            archive NSDragTypes @dragTypes
            archive NSEditable editable boolean
            archive NSImageViewPlaceholderPrecedence =0
            archive IBNSShadowedSymbolConfiguration =nil
        class NSSegmentedControl : NSControl <segmentedControl>
            archive NSSubviews @viewSubviewsAlways
        class NSSlider : NSControl <slider>
            archive NSSubviews @viewSubviewsAlways
        class NSStepper : NSControl <stepper>
            archive NSStepperMinValue =0.0
            archive NSStepperMaxValue =0.0
            archive NSStepperIncrement =0.0
            archive NSStepperWraps =false
            archive NSStepperAutorepeat =false
            archive NSControlContinuous <cell>.autorepeat boolean
        class NSColorWell : NSControl <colorWell>
            bordered bool =YES
            color <color>
            archive NSSubviews @viewSubviewsAlways
            archive NSDragTypes @dragTypes
            archive NSCell -
            archive NSIsBordered bordered boolean
            archive NSColor <color> color
        class NSDatePicker : NSControl <datePicker>
            archive presentsCalendarOverlay =false
        class NSLevelIndicator : NSControl <levelIndicator>
            ratingImage text
            ratingPlaceholderImage text
        class NSPathControl : NSControl <pathControl>
            archive NSDragTypes @dragTypes
        class NSMatrix : NSControl <matrix>
            allowsEmptySelection bool =YES
            autorecalculatesCellSize bool =NO
            mode enum radio highlight list track =radio
            selectionByRect bool =YES
            backgroundColor <color>
            cellSize <size>
            intercellSpacing <size>
            prototype <buttonCell|textFieldCell>
            archive NSCell @matrixCell
            archive NSCellIsDiscardable =true
            archive NSControlSendActionMask =0
            # And NSNumCols and NSCells.
            archive NSNumRows @matrixCells
            archive NSCellSize <cellSize> sizeString
            archive NSIntercellSpacing <intercellSpacing> sizeString
            archive NSMatrixFlags @matrixFlags
            archive NSCellClass ="NSActionCell"
            archive NSProtoCell <prototype> object
            archive NSSelectedRow =-1
            archive NSSelectedCol =-1
            archive NSBackgroundColor <backgroundColor> color
            archive NSCellBackgroundColor <backgroundColor> color
        class NSTableView : NSControl <tableView>
            alternatingRowBackgroundColors bool =NO
            autosaveColumns bool =YES
            autosaveName text
            columnAutoresizingStyle enum none:0 uniform:1 sequential:2 reverseSequential:3 lastColumnOnly:4 firstColumnOnly:5 =uniform
            columnReordering bool =YES
            columnResizing bool =YES
            columnSelection bool =NO
            emptySelection bool =YES
            enabled bool =YES
            floatsGroupRows bool =YES
            headerView id
            multipleSelection bool =YES
            rowHeight number =17
            rowSizeStyle enum automatic medium small systemDefault
            selectionHighlightStyle enum none:-1 regular:0 sourceList:1 =regular
            tableStyle enum fullWidth inset plain sourceList
            typeSelect bool =YES
            usesAutomaticRowHeights bool =NO
            viewBased bool =NO
            backgroundColor <color>
            gridColor <color>
            gridStyleMask <tableViewGridLines>
            intercellSpacing <size>
            archive NSvFlags @viewFlags
            archive NSSubviews @tableSubviews
            archive NSEnabled =true
            archive NSCell -
            archive NSControlSendActionMask =0
            archive NSHeaderView @tableHeaderView
            archive NSCornerView @tableCornerView
            archive NSTableColumns @tableColumns
            archive NSIntercellSpacingWidth @intercellSpacing
            archive NSBackgroundColor <backgroundColor> color
            archive NSGridColor <gridColor> color
            archive NSRowHeight @tableRowHeight
            archive NSTvFlags @tableFlags
            archive NSDelegate =nil
            archive NSDataSource =nil
            archive NSAutosaveName autosaveName string
            archive NSGridStyleMask @gridStyleMask
            archive NSColumnAutoresizingStyle columnAutoresizingStyle enum(always)
            archive NSDraggingSourceMaskForLocal =-1
            archive NSDraggingSourceMaskForNonLocal =0
            archive NSAllowsTypeSelect typeSelect boolean
            archive NSTableViewSelectionHighlightStyle selectionHighlightStyle enum
            archive NSTableViewDraggingDestinationStyle selectionHighlightStyle either(sourceList:1,0)
            archive NSTableViewArchivedReusableViewsKey @reusableViews
            archive NSTableViewGroupRowStyle =1
            archive NSTableViewUseARH usesAutomaticRowHeights flag(YES:true)
        class NSOutlineView : NSTableView <outlineView>
            autoresizesOutlineColumn bool =NO
            autosaveExpandedItems bool =NO
            indentationMarkerFollowsCell bool =YES
            indentationPerLevel number =0
            outlineTableColumn id
            archive NSOutlineViewAutoresizesOutlineColumnKey autoresizesOutlineColumn flag(NO:false)
            archive NSOutlineViewIndentationPerLevelKey indentationPerLevel float(always)
            archive NSOutlineViewIndentationMarkerFollowsCellKey indentationMarkerFollowsCell flag(NO:false)
            archive NSOutlineViewAutosaveExpandedItemsKey autosaveExpandedItems flag(YES:true)
            archive NSOutineViewStronglyReferencesItems =true
        class NSScroller : NSControl <scroller>
            arrowsPosition enum default minEnd maxEnd none
            controlSize enum regular:0 small:1 mini:2 =regular
            doubleValue number =0
            horizontal bool =NO
            archive NSvFlags @scrollerViewFlags
            archive NSEnabled @scrollerEnabled
            archive NSCell -
            archive NSControlAction ="_doScroller:"
            archive NSControlTarget @parentObject
            archive NSControlSize =0
            archive NSsFlags @scrollerFlags
            archive NSTarget @parentObject
            archive NSAction ="_doScroller:"
            archive NSCurValue doubleValue double
            archive NSPercent @scrollerPercent
        class NSSwitch : NSControl <switch>
            alignment enum left right center justified natural
            baseWritingDirection enum natural leftToRight rightToLeft
            controlSize enum regular small mini large
            state enum on off mixed
        class NSRuleEditor : NSControl <ruleEditor>
            canRemoveAllRows bool =NO
            nestingMode enum single:0 list:1 compound:2 simple:3
            rowHeight number
            archive NSSubviews @ruleEditorSubviews
            archive NSDragTypes @dragTypes
            archive NSNextKeyView @ruleEditorKeyView
            archive NSRuleEditorAlignmentGridWidth =75.0
            archive NSRuleEditorSliceHeight rowHeight double(always)
            archive NSRuleEditorFormattingDictionary @ruleEditorFormatting
            archive NSRuleEditorEditable =true
            archive NSRuleEditorAllowsEmptyCompoundRows =false
            archive NSRuleEditorDisallowEmpty canRemoveAllRows either(YES:false,true)
            archive NSRuleEditorNestingMode nestingMode enum(always)
            archive NSRuleEditorRowTypeKeyPath ="rowType"
            archive NSRuleEditorSubrowsArrayKeyPath ="subrows"
            archive NSRuleEditorItemsKeyPath ="criteria"
            archive NSRuleEditorValuesKeyPath ="displayValues"
            archive NSRuleEditorBoundArrayKeyPath ="boundArray"
            archive NSRuleEditorRowClass ="NSMutableDictionary"
            archive NSRuleEditorSlicesHolder @ruleEditorSlicesHolder
            archive NSRuleEditorDelegate =nil
            archive NSRuleEditorBoundArrayOwner @ruleEditorRows
        class NSPredicateEditor : NSRuleEditor <predicateEditor>
            archive super
            archive NSPredicateTemplates @predicateTemplates
            archive NSPredicateEditorPredicate =nil
        class NSScrollView : NSView <scrollView>
            autohidesScrollers bool =NO
            borderType enum bezel groove line none =bezel
            findBarPosition enum aboveHorizontalRuler aboveContent belowContent
            hasHorizontalScroller bool =YES
            hasVerticalScroller bool =YES
            horizontalLineScroll number
            horizontalPageScroll number
            horizontalScrollElasticity enum allowed none
            scrollerKnobStyle enum default dark light
            usesPredominantAxisScrolling bool =YES
            verticalLineScroll number
            verticalPageScroll number
            verticalScrollElasticity enum allowed none
            contentInsets <edgeInsets>
            contentView <clipView>
            headerView <tableHeaderView>
            horizontalScroller <scroller>
            verticalScroller <scroller>
            archive NSSubviews @scrollSubviews
            archive NSNextKeyView <contentView> object
            archive NSGestureRecognizers @panGestureRecognizers
            archive NSsFlags @scrollFlags
            archive NSVScroller <verticalScroller> object
            archive NSHScroller <horizontalScroller> object
            archive NSContentView <contentView> object
            archive NSHeaderClipView @headerClipView
            archive NSCornerView @scrollCornerView
            archive NSScrollAmts @scrollAmounts
            archive NSMinMagnification =0.25
            archive NSMaxMagnification =4.0
            archive NSMagnification =1.0
        class NSClipView : NSView <clipView>
            copiesOnScroll bool =YES
            drawsBackground bool =YES
            backgroundColor <color>
            contentInsets <edgeInsets>
            archive NSvFlags @clipViewFlags
            archive NSBounds @clipBounds
            archive NSNextKeyView @documentView
            archive NSDocView @documentView
            archive NSBGColor <backgroundColor> color(catalog:controlBackgroundColor)
            archive NSCursor @clipCursor
            archive NScvFlags @clipFlags
            archive NSAutomaticallyAdjustsContentInsets =true
        class NSBox : NSView <box>
            borderType enum none:0 line:1 bezel:2 groove:3 =groove
            borderWidth number
            boxType enum primary:0 secondary:1 separator:2 oldStyle:3 custom:4 =primary
            cornerRadius number
            title text
            titlePosition enum noTitle:0 aboveTop:1 atTop:2 belowTop:3 aboveBottom:4 atBottom:5 belowBottom:6 =atTop
            transparent bool =NO
            borderColor <color>
            contentView <view>
            fillColor <color>
            titleFont <font>
            archive NSSubviews @boxSubviews
            archive NSOffsets @boxOffsets
            archive NSTitleCell @boxTitleCell
            archive NSContentView <contentView> object
            archive NSBorderType borderType enum(always)
            archive NSBoxType boxType enum(always)
            archive NSTitlePosition @boxTitlePosition
            archive NSTransparent transparent boolean
            archive IBNSBoxIsUsingDocumentContentView <contentView> present(true)
        class NSTabView : NSView <tabView>
            allowsTruncatedLabels bool =YES
            controlSize enum mini small
            drawsBackground bool =YES
            initialItem id
            type enum topTabsBezelBorder:0 leftTabsBezelBorder:1 bottomTabsBezelBorder:2 rightTabsBezelBorder:3 noTabsBezelBorder:4 noTabsLineBorder:5 noTabsNoBorder:6 =topTabsBezelBorder
            font <font>
            archive NSSubviews @tabViewSubviews
            archive NSTabViewItems @tabViewItems
            archive NSFont @tabViewFont
            archive NSTvFlags type enum(always)
            archive NSAllowTruncatedLabels allowsTruncatedLabels boolean
            archive NSDrawsBackground drawsBackground boolean
        class NSSplitView : NSView <splitView>
            arrangesAllSubviews bool =YES
            autosaveName text
            dividerStyle enum thick:1 thin:2 paneSplitter:3 =thick
            vertical bool =NO
            archive NSIsVertical vertical boolean
            archive NSDividerStyle dividerStyle enum(always)
            archive NSAutosaveName autosaveName string
        class NSStackView : NSView <stackView>
            alignment enum top:3 bottom:4 leading:5 trailing:6 centerX:9 centerY:10 baseline:11 firstBaseline:12
            detachesHiddenViews bool =NO
            distribution enum fill:0 fillEqually:1 fillProportionally:2 equalSpacing:3 equalCentering:4
            horizontalClippingResistancePriority number =1000
            horizontalStackHuggingPriority number =250
            orientation enum horizontal:0 vertical:1 =horizontal
            spacing number =8
            verticalClippingResistancePriority number =1000
            verticalStackHuggingPriority number =250
            edgeInsets <edgeInsets>
            archive NSStackViewOrientation orientation enum(always)
            archive NSStackViewSecondaryAlignment @stackAlignment
            archive NSStackViewVerticalClippingResistance verticalClippingResistancePriority float(always)
            archive NSStackViewHorizontalClippingResistance horizontalClippingResistancePriority float(always)
            archive NSStackViewVerticalHugging verticalStackHuggingPriority float(always)
            archive NSStackViewHorizontalHugging horizontalStackHuggingPriority float(always)
            archive NSStackViewSpacing spacing float(always)
            archive NSStackViewHasEqualSpacing distribution flag(equalSpacing:true)
            archive NSStackViewdistribution distribution enum(always)
            archive NSStackViewEdgeInsets.top @stackEdgeInsets
            archive NSStackViewBeginningContainer @stackContainer
            archive NSStackViewDetachesHiddenViews detachesHiddenViews boolean
            archive NSStackViewHasFlatViewHierarchy =true
        class NSGridView : NSView <gridView>
            columnSpacing number
            rowAlignment enum firstBaseline lastBaseline none
            rowSpacing number
            xPlacement enum fill leading trailing
            yPlacement enum bottom center fill top
        class NSProgressIndicator : NSView <progressIndicator>
            bezeled bool =YES
            controlSize enum mini small
            displayedWhenStopped bool =YES
            doubleValue number
            indeterminate bool =NO
            maxValue number
            minValue number
            style enum bar spinning
            wantsLayer bool =NO design: AppKit makes a progress indicator a layer tree host whatever the document says (NSViewIsLayerTreeHost true on 1 of 1, whose document has no wantsLayer)
            archive NSViewIsLayerTreeHost =true
            archive NSpiFlags @progressFlags
            archive NSMaxValue maxValue double
        class NSText : NSView
        class NSTextView : NSText <textView>
            allowsCharacterPickerTouchBarItem bool =YES
            allowsDocumentBackgroundColorChange bool =NO
            allowsNonContiguousLayout bool =NO
            allowsUndo bool =NO
            continuousSpellChecking bool =NO
            dashSubstitution bool =NO
            drawsBackground bool =YES
            editable bool =YES
            findStyle enum none:0 panel:1 bar:2 =none
            horizontallyResizable bool =NO
            importsGraphics bool =YES
            incrementalSearchingEnabled bool =NO
            linkDetection bool =NO
            quoteSubstitution bool =NO
            richText bool =YES
            selectable bool =YES
            selectionGranularity enum character word paragraph
            smartInsertDelete bool =NO
            spellingCorrection bool =NO
            textCompletion bool =YES
            usesFontPanel bool =NO
            usesRuler bool =NO
            verticallyResizable bool =YES
            backgroundColor <color>
            insertionPointColor <color>
            maxSize <size>
            minSize <size> design: ibtool archives no minimum size for a text view (no NSMinSize in 10 of 10 text views with one)
            textColor <color>
            textStorage <attributedString>
            touchBar <touchBar>
            archive NSTextContainer @textContainer
            archive NSSharedData @textViewSharedData
            archive NSTVFlags @textViewFlags
            archive NSMaxSize @textViewMaxSize
            archive NSDelegate =nil
            archive NSTextViewTextColor @textViewTextColor
        class NSTextViewSharedData : NSObject
            # A text view's shared data, archived inside it: its lines read the text view's attributes.
            archive NSAutomaticTextCompletionDisabled textCompletion either(NO:true,false)
            archive NSFlags @textViewSharedFlags
            archive NSMoreFlags =1
            archive NSTextCheckingTypes =0
            archive NSMarkedAttributes =nil
            archive NSBackgroundColor @textBackgroundColor
            archive NSSelectedAttributes @selectedTextAttributes
            archive NSInsertionColor @insertionColor
            archive NSLinkAttributes @linkTextAttributes
            archive NSDefaultParagraphStyle =nil
            archive NSTextFinder =nil
            archive NSPreferredTextFinderStyle findStyle enum(always)
            archive NSTextHighlightAttributes =nil
            archive NSWritingToolsFlags =256
        class NSCollectionView : NSView <collectionView>
            allowsMultipleSelection bool =NO
            selectable bool =NO
            collectionViewLayout <collectionViewFlowLayout>
            primaryBackgroundColor <color>
            secondaryBackgroundColor <color>
        class NSVisualEffectView : NSView <visualEffectView>
            blendingMode enum behindWindow:0 withinWindow:1 =behindWindow
            material enum appearanceBased:0 light:1 dark:2 titlebar:3 selection:4 menu:5 popover:6 sidebar:7 mediumLight:8 ultraDark:9 headerView:10 sheet:11 windowBackground:12 hudWindow:13 fullScreenUI:15 toolTip:17 contentBackground:18 underWindowBackground:21 underPageBackground:22 =appearanceBased
            state enum followsWindowActiveState:0 active:1 inactive:2 =followsWindowActiveState
            archive NSVisualEffectViewBlendingMode blendingMode enum(always)
            archive NSVisualEffectViewState state enum(always)
            archive NSVisualEffectViewMaskImage =nil
            archive NSVisualEffectViewMaterial material enum(always)
            archive IBVisualEffectViewExternalMaterial material enum(always)
            archive IBVisualEffectViewAppearanceType =0
        class NSTableCellView : NSView <tableCellView>
            archive NSReuseIdentifierKey @reuseIdentifier
        class NSTableHeaderView : NSView <tableHeaderView>
            archive NSTableView @headerTable
        class WebView : NSView <webView>
            maintainsBackForwardList bool =YES
            preferences <webPreferences>
        class WKWebView : NSView <wkWebView>
            configuration <wkWebViewConfiguration>
        class AVPlayerView : NSView <avPlayerView>
            controlsStyle enum inline none
        class PDFView : NSView <pdfView>
            autoScales bool =NO
            displaysPageBreaks bool =YES
            archive NSSubviews @viewSubviewsAlways
            archive NSDragTypes @dragTypes
            archive Version =3
            archive DisplayMode =1
            archive PageBreaks displaysPageBreaks boolean
            archive ScaleFactor =float(1.0)
            archive AutoScale autoScales boolean
            archive DisplayDirection =false
            archive DisplaysRTL =false
            archive MinScaleFactor =float(0.1)
            archive MaxScaleFactor =float(20.0)
            archive DisplaysAsBook =false
            archive EnableDataDetectors =false
            archive InterpolationQuality =2
            archive AcceptsDraggedFiles =false
        class NSCell : NSObject
            alignment enum left:0 center:1 right:2 justified:3 natural:4 =natural
            allowsMixedState bool =NO
            allowsUndo bool =YES
            baseWritingDirection enum natural:-1 leftToRight:0 rightToLeft:1 =natural
            borderStyle enum bezel border borderAndBezel
            continuous bool =NO
            controlSize enum regular:0 small:1 mini:2 large:3 =regular
            editable bool =NO
            enabled bool =YES
            focusRingType enum default:0 none:1 exterior:2 =default
            image text
            lineBreakMode enum wordWrapping:0 charWrapping:1 clipping:2 truncatingHead:3 truncatingTail:4 truncatingMiddle:5 =wordWrapping
            refusesFirstResponder bool =NO
            scrollable bool =NO
            selectable bool =NO
            sendsActionOnEndEditing bool =NO
            state enum on:1 off:0 mixed:-1 =off
            tag integer
            title text
            truncatesLastVisibleLine bool =NO
            usesSingleLineMode bool =NO
            backgroundColor <color>
            font <font>
            image <imageReference>
            textColor <color>
            title <string>
            archive NSCellFlags @cellFlags
            archive NSCellFlags2 @cellFlags2
            archive NSControlSize2 -
            archive NSContents title localizable(orEmpty)
            archive NSSupport <font> font
            archive NSPlaceholderString -
            archive NSFormatter -
            archive NSCellIdentifier -
            archive NSControlView @controlView
        class NSActionCell : NSCell <actionCell> <customCell>
        class NSButtonCell : NSActionCell <buttonCell>
            alternateImage text
            alternateTitle text
            bezelStyle enum none:0 rounded:1 regularSquare:2 disclosure:5 shadowlessSquare:6 circular:7 texturedSquare:8 helpButton:9 smallSquare:10 texturedRounded:11 roundedRect:12 recessed:13 roundedDisclosure:14 inline:15 =none
            catalog text
            imagePosition enum above below leading left only overlaps right trailing
            imageScaling enum proportionallyDown proportionallyUpOrDown
            inset number
            keyEquivalent text
            maxAcceleratorLevel number
            transparent bool =NO
            type text
            alternateImage <imageReference>
            alternateTitle <string>
            behavior <behavior>
            keyEquivalent <string>
            keyEquivalentModifierMask <modifierMask>
            archive NSCellFlags @buttonCellFlags
            archive NSCellFlags2 @buttonCellFlags2
            archive NSSupport @buttonFont
            archive NSButtonFlags @buttonFlags
            archive NSButtonFlags2 @buttonFlags2
            archive NSBezelStyle bezelStyle enum(always)
            archive NSNormalImage image image
            archive NSAlternateImage @alternateImage
            archive NSAlternateContents alternateTitle string(orEmpty)
            archive NSKeyEquivalent keyEquivalent string(orEmpty)
            archive NSPeriodicDelay =400
            archive NSPeriodicInterval =75
            archive NSAuxButtonType @auxButtonType
        class NSMenuItemCell : NSButtonCell
        class NSPopUpButtonCell : NSMenuItemCell <popUpButtonCell>
            altersStateOfSelectedItem bool =YES
            arrowPosition enum noArrow:0 arrowAtCenter:1 arrowAtBottom:2 =arrowAtBottom
            autoenablesItems bool =YES
            preferredEdge enum minX:0 minY:1 maxX:2 maxY:3 =minY
            pullsDown bool =NO
            selectedItem id
            toolTip text
            menu <menu>
            archive NSSupport @popUpFont
            archive NSMenuItem selectedItem reference
            archive NSMenuItemRespectAlignment =true
            archive NSMenu <menu> object
            archive NSPullDown pullsDown flag(YES:true)
            archive NSSelectedIndex @selectedIndex
            archive NSPreferredEdge preferredEdge enum(always)
            archive NSUsesItemFromMenu =true
            archive NSAltersState altersStateOfSelectedItem boolean
            archive NSArrowPosition arrowPosition enum(unless:0)
        class NSTextFieldCell : NSActionCell <textFieldCell>
            allowsEditingTextAttributes bool =NO
            bezelStyle enum square:0 round:1
            drawsBackground bool =NO
            placeholderString text
            formatter <customFormatter|dateFormatter|numberFormatter>
            archive NSContents @formattedContents
            archive NSPlaceholderString placeholderString localizable
            archive NSFormatter <formatter> object
            archive NSTextBezelStyle bezelStyle enum
            archive NSDrawsBackground drawsBackground flag(YES:true)
            archive NSBackgroundColor <backgroundColor> color
            archive NSTextColor @textFieldTextColor
            archive NSAllowedInputLocales -
            archive NSCharacterPickerEnabled @characterPicker
        class NSSecureTextFieldCell : NSTextFieldCell <secureTextFieldCell>
            archive NSAllowedInputLocales @romanInputLocales
        class NSSearchFieldCell : NSTextFieldCell <searchFieldCell>
            maximumRecents number =255
            recentsAutosaveName text
            sendsSearchStringImmediately bool =NO
            sendsWholeSearchString bool =NO
            archive NSAutomaticTextCompletionDisabled @searchFieldCompletion
            archive NSSearchButtonCell @searchButtonCells
            archive NSMaximumRecents maximumRecents integer(always)
            archive NSSearchFieldFlags =data(06000000)
            archive NSAutomaticTextCompletionStored =true
        class NSComboBoxCell : NSTextFieldCell <comboBoxCell>
            buttonBordered bool =YES
            completes bool =YES
            numberOfVisibleItems integer =5
            usesDataSource bool =NO
            archive super
            archive NSVisibleItemCount numberOfVisibleItems integer(always)
            archive NSHasVerticalScroller =true
            archive NSPopUpListData @popUpListData
            archive NSTableView @comboTable
            archive NSAutomaticTextCompletionStored =true
        class NSTokenFieldCell : NSTextFieldCell <tokenFieldCell>
            tokenStyle enum default rounded squared plainSquared none
        class NSTableHeaderCell : NSTextFieldCell <tableHeaderCell> property
            archive NSSupport @headerFont
            archive NSControlView -
            archive NSDrawsBackground -
        class NSPathCell : NSActionCell <pathCell>
            pathStyle enum standard popUp navigationBar
            url <url>
            archive NSContents @pathContents
            archive NSBackgroundColor <backgroundColor> color
            archive NSPathComponentCells @pathComponents
            archive NSDelegate @controlView
            archive NSAllowedTypes @allowedTypes
        class NSImageCell : NSCell <imageCell>
            animates bool =NO
            catalog text
            imageAlignment enum center:0 top:1 topLeft:2 topRight:3 left:4 bottom:5 bottomLeft:6 bottomRight:7 right:8 =center
            imageFrameStyle enum none:0 photo:1 grayBezel:2 groove:3 button:4 =none
            imageScaling enum proportionallyDown:0 axesIndependently:1 none:2 proportionallyUpOrDown:3 =none
            archive NSCellFlags @imageCellFlags
            archive NSContents image image
            archive NSAlign imageAlignment enum(always)
            archive NSScale imageScaling enum(always)
            archive NSStyle imageFrameStyle enum(always)
            archive NSAnimates @imageAnimates
            archive NSImageAnimation =-1
        class NSSegmentedCell : NSActionCell <segmentedCell>
            segmentDistribution enum fit:0 fill:1 fillEqually:2 fillProportionally:3 =fit
            style enum rounded:1 texturedRounded:2 roundRect:3 texturedSquare:4 capsule:5 smallSquare:6 separated:9
            trackingMode enum selectOne:0 selectAny:1 momentary:2 =selectOne
            archive NSContents -
            archive NSSegmentImages @segmentItems
            archive NSSegmentStyle style enum(always)
            archive NSSegmentDistribution segmentDistribution enum(always)
            archive NSSegmentStyleSeparated style flag(separated:1)
            archive NSTrackingMode trackingMode enum
        class NSSliderCell : NSActionCell <sliderCell>
            allowsTickMarkValuesOnly bool =NO
            doubleValue number =0
            identifier text
            maxValue number =1
            minValue number =0
            numberOfTickMarks integer =0
            sliderType enum linear circular =linear
            tickMarkPosition enum below:0 above:1 left:1 =below
            archive NSCellFlags @imageCellFlags
            archive NSContents -
            archive NSCellIdentifier identifier string
            archive NSMaxValue maxValue double(always)
            archive NSMinValue minValue double(always)
            archive NSValue doubleValue double(always)
            archive NSAltIncValue =0.0
            archive NSNumberOfTickMarks numberOfTickMarks integer(always)
            archive NSTickMarkPosition tickMarkPosition enum(always)
            archive NSAllowsTickMarkValuesOnly allowsTickMarkValuesOnly boolean
            archive NSVertical =false
        class NSStepperCell : NSActionCell <stepperCell>
            autorepeat bool =YES
            continuous bool =NO design: a stepper sends its action as `autorepeat` says (AppKit's setAutorepeat: sets the cell's action mask and continuity)
            doubleValue number =0
            increment number =1
            maxValue number =100
            minValue number =0
            valueWraps bool =NO
            archive NSCellFlags @stepperCellFlags
            archive NSContents -
            archive NSValue doubleValue double
            archive NSMinValue minValue double
            archive NSMaxValue maxValue double(always)
            archive NSIncrement increment double(always)
            archive NSValueWraps valueWraps flag(YES:true)
            archive NSAutorepeat autorepeat flag(YES:true)
        class NSLevelIndicatorCell : NSActionCell <levelIndicatorCell>
            criticalValue number
            doubleValue number
            levelIndicatorStyle enum continuousCapacity rating
            maxValue number
            warningValue number
        class NSDatePickerCell : NSActionCell <datePickerCell>
            date <date>
            datePickerElements <datePickerElements>
            archive NSContents @dateContents
            archive NSTimeInterval =0.0
            archive NSDatePickerElements @datePickerElements
            archive NSBackgroundColor <backgroundColor> color
            archive NSTextColor <textColor> color
            archive NSDatePickerUseCurrentDateDuringDecoding =false
        class NSWindowTemplate : NSObject <window>
            allowsToolTipsWhenApplicationIsInactive bool =YES
            animationBehavior enum default documentWindow none =default
            appearanceType enum aqua darkAqua
            autorecalculatesKeyViewLoop bool =YES
            deferred bool =YES
            frameAutosaveName text
            hasShadow bool =YES
            hidesOnDeactivate bool =NO
            identifier text
            oneShot bool =YES design: ibtool archives no trace of it (neither value sets a bit of NSWTFlags, 43 windows)
            propertyAccessControl enum none localizable all
            releasedWhenClosed bool =YES
            restorable bool =YES
            separatorStyle enum automatic none line shadow
            showsToolbarButton bool =YES
            tabbingMode enum automatic:0 preferred:1 disallowed:2 =automatic
            title text
            titleVisibility enum visible hidden
            titlebarAppearsTransparent bool =NO
            toolbarStyle enum expanded preference
            visibleAtLaunch bool =YES
            collectionBehavior <windowCollectionBehavior>
            contentRect <rect>
            contentView <clipView|view>
            initialPositionMask <windowPositionMask>
            maxFullScreenContentSize <value>
            maxSize <value>
            minFullScreenContentSize <value>
            minSize <value>
            screenRect <rect>
            styleMask <windowStyleMask>
            toolbar <toolbar>
            archive NSWindowStyleMask @windowStyleMask
            archive NSWindowBacking =2
            archive NSWindowRect @windowRect
            archive NSWTFlags @windowFlags
            archive NSWindowTitle title localizable(orEmpty)
            archive NSWindowSubtitle =""
            archive NSWindowClass @windowClass
            archive NSViewClass <toolbar> object(orNull)
            archive NSUserInterfaceItemIdentifier identifier string(orNull)
            archive NSWindowContentMinSize <minSize> sizeString
            archive NSWindowView @windowContentView
            archive NSScreenRect <screenRect> rectString(0,0,0,0)
            archive NSMinSize @windowMinSize
            archive NSMaxSize @windowMaxSize
            archive NSWindowCollectionBehavior @collectionBehavior
            archive NSFrameAutosaveName frameAutosaveName string
            archive NSWindowIsRestorable restorable boolean
            archive NSMinFullScreenContentSize <minFullScreenContentSize> sizeString(0,0)
            archive NSMaxFullScreenContentSize <maxFullScreenContentSize> sizeString(0,0)
            archive NSWindowTabbingMode tabbingMode enum
            archive IBClassReference @classReference
        class NSPanel : NSWindowTemplate <panel>
        class NSMenu : NSObject <menu>
            autoenablesItems bool =YES
            identifier text
            propertyAccessControl enum none localizable all
            systemMenu enum apple font help main recentDocuments services window
            title text
            archive NSTitle title localizable(orEmpty)
            archive NSMenuItems @menuItems
            archive NSName systemMenu names(apple:_NSAppleMenu,font:_NSFontMenu,help:_NSHelpMenu,main:_NSMainMenu,recentDocuments:_NSRecentDocumentsMenu,services:_NSServicesMenu,window:_NSWindowsMenu)
            archive NSNoAutoenable autoenablesItems flag(NO:true)
        class NSMenuItem : NSObject <menuItem>
            allowsKeyEquivalentWhenHidden bool =NO
            alternate bool =NO
            catalog text
            enabled bool =YES
            hidden bool =NO
            identifier text
            image text
            indentationLevel number
            isSeparatorItem bool =NO
            keyEquivalent text
            localization bool =YES
            mirroring bool =YES
            secondaryImage text
            state enum on:1 off:0 mixed:-1 =off
            tag integer =0
            title text
            toolTip text
            attributedTitle <attributedString>
            keyEquivalent <string>
            keyEquivalentModifierMask <modifierMask>
            representedObject <expression|integer>
            secondaryImage <imageReference>
            submenu <menu>
            title <string>
            toolTip <string>
            archive NSMenu @owningMenu
            archive NSIsHidden @menuItemHidden
            archive NSIsAlternate alternate flag(YES:true)
            archive NSIsDisabled @menuItemDisabled
            archive NSIsSeparator isSeparatorItem flag(YES:true)
            archive NSAllowsKeyEquivalentLocalization localization boolean
            archive NSAllowsKeyEquivalentMirroring mirroring boolean
            archive NSHasActionImage secondaryImage present(true)
            archive NSTitle title localizable(orEmpty)
            archive NSKeyEquiv keyEquivalent string(orEmpty)
            archive NSKeyEquivModMask @keyEquivalentModifierMask
            archive NSMnemonicLoc =2147483647
            archive NSState state enum
            archive NSImage image image
            archive NSActionImage secondaryImage image
            archive NSOnImage @menuStateImages
            archive NSAction @submenuAction
            archive NSTag tag integer
            archive NSRepObject @menuItemRepresentedObject
            archive NSTarget @submenuTarget
            archive NSSubmenu <submenu> object
            archive NSHiddenInRepresentation =false sdk:15+
        class NSTableColumn : NSObject <tableColumn>
            editable bool =YES
            headerToolTip text
            identifier text
            maxWidth number =1000
            minWidth number =10
            width number =100
            dataCell <buttonCell|comboBoxCell|customCell|imageCell|levelIndicatorCell|popUpButtonCell|textFieldCell>
            headerCell <tableHeaderCell>
            resizingMask <tableColumnResizingMask>
            sortDescriptorPrototype <sortDescriptor>
            archive NSIdentifier @columnIdentifier
            archive NSWidth @columnWidth
            archive NSMinWidth minWidth double(always)
            archive NSMaxWidth maxWidth double(always)
            archive NSHeaderCell @headerCell
            archive NSDataCell <dataCell> object
            archive NSResizingMask @columnResizingMask
            archive NSIsEditable editable flag(YES:true)
            archive NSTableView @parentObject
        class NSToolbar : NSObject <toolbar>
            allowsUserCustomization bool =YES
            autosavesConfiguration bool =YES
            displayMode enum default:0 iconAndLabel:1 iconOnly:2 labelOnly:3 =default
            implicitIdentifier text
            sizeMode enum default:0 regular:1 small:2 =default
            archive NSToolbarIdentifier implicitIdentifier string
            archive NSToolbarDelegate =nil
            archive NSToolbarPrefersToBeShown =true
            archive NSToolbarAllowsUserCustomization allowsUserCustomization boolean
            archive NSToolbarAutosavesConfiguration autosavesConfiguration boolean
            archive NSToolbarDisplayMode displayMode enum(always)
            archive NSToolbarSizeMode sizeMode enum(always)
            archive NSToolbarCenteredItemIdentifier =nil
            archive NSToolbarIBIdentifiedItems @toolbarContents
        class NSToolbarItem : NSObject <toolbarItem>
            archive NSToolbarItemIdentifier @toolbarItem
            autovalidates bool =YES
            catalog text
            explicitItemIdentifier text
            image text
            implicitItemIdentifier text
            label text
            paletteLabel text
            reference id
            selectable bool =NO
            sizingBehavior enum auto fixed
            tag integer
            image <imageReference>
            maxSize <size>
            minSize <size>
            toolTip <nil>
            view <button|searchField|segmentedControl|textField>
        class NSTabViewItem : NSObject <tabViewItem>
            identifier text
            image text
            label text
            view <view>
            archive NSIdentifier identifier string
            archive NSView <view> object
            archive NSLabel label string
            archive NSColor @tabItemColor
            archive NSTabView @parentObject
        class NSSplitViewItem : NSObject <splitViewItem>
            behavior enum contentList sidebar
            canCollapse bool =NO
            holdingPriority number
        class NSGridRow : NSObject <gridRow>
            bottomPadding number
            height number
            rowAlignment enum inherited none firstBaseline lastBaseline
            topPadding number
            yPlacement enum inherited none top bottom center fill
        class NSGridColumn : NSObject <gridColumn>
            width number
            xPlacement enum fill leading trailing
        class NSGridCell : NSObject <gridCell>
            column id
            headOfMergedCell id
            row id
            rowAlignment enum firstBaseline none
            xPlacement enum fill trailing
            yPlacement enum bottom none
            contentView <box|button|pathControl|popUpButton|scrollView|secureTextField|stackView|textField>
        class NSCollectionViewItem : NSViewController <collectionViewItem>
        class NSCollectionViewFlowLayout : NSObject <collectionViewFlowLayout>
            minimumInteritemSpacing number
            minimumLineSpacing number
            sectionHeadersPinToVisibleBounds bool =NO
            headerReferenceSize <size>
            itemSize <size>
            sectionInset <edgeInsets>
        class NSViewController : NSResponder <viewController>
            showSeguePresentationStyle enum automatic single
            storyboardIdentifier text
            title text
            view <button|customView|view|visualEffectView>
            # And NSExternalObjectsTableForViewLoading, the view nib's placeholders.
            archive NSNibName @controllerViewNib
            archive explicitStoryboardIdentifier storyboardIdentifier string
            archive showSeguePresentationStyle @seguePresentationStyle
            archive uniqueIdentifierForStoryboardCompilation @storyboardUUID
        class NSSplitViewController : NSViewController <splitViewController>
            splitView <splitView>
        class NSTabViewController : NSViewController <tabViewController>
            selectedTabViewItemIndex integer
            tabStyle enum segmentedControlOnTop segmentedControlOnBottom toolbar unspecified
            tabView <tabView>
            transitionOptions <viewControllerTransitionOptions>
        class NSPageController : NSViewController <pagecontroller>
            transitionStyle enum stackHistory stackBook horizontalStrip
        class NSWindowController : NSResponder <windowController>
            showSeguePresentationStyle enum automatic single
            storyboardIdentifier text
            window <window>
            archive IBWindowTemplate <window> object
            archive IBWindowTemplateContentViewController @windowContentController
            archive explicitStoryboardIdentifier storyboardIdentifier string
            archive showSeguePresentationStyle @seguePresentationStyle
            archive uniqueIdentifierForStoryboardCompilation @storyboardUUID
        class NSApplication : NSResponder <application>
            mainMenu <menu>
            archive IBClassReference @classReference
            archive IBMainMenu <mainMenu> object
            archive NSClassName ="NSApplication"
        class NSController : NSObject
            automaticallyPreparesContent bool =NO
            avoidsEmptySelection bool =YES
            editable bool =YES
            objectClassName text
            preservesSelection bool =YES
            selectsInsertedObjects bool =YES
            objectClass <classReference>
        class NSObjectController : NSController <objectController>
        class NSArrayController : NSObjectController <arrayController>
            automaticallyRearrangesObjects bool =NO
            clearsFilterPredicateOnInsertion bool =YES
        class NSTreeController : NSObjectController <treeController>
            childrenKeyPath text
            entityName text
            fetchPredicateFormat text
            leafKeyPath text
            mode enum class entity
        class NSUserDefaultsController : NSController <userDefaultsController>
            representsSharedInstance bool =NO
            archive NSSharedInstance representsSharedInstance flag(YES:true)
        class NSFormatter : NSObject
        class NSNumberFormatter : NSFormatter <numberFormatter>
            archive NS.attributes @numberFormatter
            allowsFloats bool =YES
            alwaysShowsDecimalSeparator bool =NO
            currencyDecimalSeparator text
            currencySymbol text
            decimalSeparator text
            exponentSymbol text
            formatWidth number
            formatterBehavior text
            groupingSeparator text
            groupingSize number
            hasThousandSeparators bool =YES
            internationalCurrencySymbol text
            lenient bool =NO
            localizesFormat bool =YES
            maximumFractionDigits number
            maximumIntegerDigits number
            minimumFractionDigits number
            minimumIntegerDigits number
            minusSign text
            negativeFormat text
            negativePrefix text
            negativeSuffix text
            notANumberSymbol text
            numberStyle enum none decimal currency percent scientific spellOut ordinal currencyISOCode currencyPlural currencyAccounting
            paddingCharacter text
            perMillSymbol text
            percentSymbol text
            plusSign text
            positiveFormat text
            positivePrefix text
            positiveSuffix text
            thousandSeparator text
            usesGroupingSeparator bool =YES
            attributedStringForNil <attributedString>
            attributedStringForNotANumber <attributedString>
            attributedStringForZero <attributedString>
            maximum <decimal|real>
            minimum <decimal|integer|real>
            negativeInfinitySymbol <nil>
            positiveInfinitySymbol <nil>
            roundingIncrement <integer|real>
        class NSDateFormatter : NSFormatter <dateFormatter>
            dateStyle enum full long medium short
            doesRelativeDateFormatting bool =NO
            timeStyle enum medium short
            # And NS.format and NS.natural.
            archive NS.attributes @dateFormatter
        class NSDateComponentsFormatter : NSFormatter <dateComponentsFormatter>
            unitsStyle enum positional abbreviated short full spellOut brief
            zeroFormattingBehavior <zeroFormattingBehavior>
        class NSCustomFormatter : NSFormatter <customFormatter>
        class NSPopover : NSObject <popover>
            behavior enum semitransient t
        class NSDrawer : NSResponder <drawer>
            preferredEdge enum minX minY maxX maxY
            trailingOffset number
            contentSize <size>
            maxContentSize <size>
            minContentSize <size>
        class NSTouchBar : NSObject <touchBar>
        class NSTouchBarItem : NSObject <touchBarItem> <touchBarSpacerItem>
            identifier text
            designTimeSize <size>
            viewController <viewController>
        class NSPopoverTouchBarItem : NSTouchBarItem <touchBarPopoverItem>
            collapsedRepresentationImage text
            collapsedRepresentationLabel text
            supportsPressAndHold bool =NO
            popoverTouchBar <touchBar>
        class NSPredicateEditorRowTemplate : NSObject <predicateEditorRowTemplate>
            rowType enum compound:2 simple
            leftExpressionObject <array>
            options <comparisonPredicateOptions>
            rightExpressionObject <integer>
            archive NSPredicateTemplateType @compoundTemplate
        class NSLayoutGuide : NSObject <viewLayoutGuide>
            archive NSLayoutGuideIdentifier @layoutGuideIdentifier
            archive NSShouldBeArchived =true
            archive NSLayoutGuideNegativeSize =true
            archive NSLayoutGuideLockedToOwningView =true
            archive NSLayoutGuideSystemConstraints @layoutGuideSystemConstraints
        class NSViewControllerPlaceholder : NSViewController <controllerPlaceholder>
            referencedIdentifier text
            storyboardName text
        """
}
