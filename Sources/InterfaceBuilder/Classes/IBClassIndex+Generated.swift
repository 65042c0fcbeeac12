// IBClassIndex+Generated.swift — GENERATED from IBClasses+*.swift by ClassModelTests (run
// `NIBC_RECORD_GOLDENS=1 swift test --filter ClassModel`); do not edit. What it is: IBClassIndex.swift.

// Each table is a typed constant of its own: one expression holding them all costs the type
// checker gigabytes (a build ran out of memory on it).
extension IBClassIndex {
    static let generated = IBClassIndex(
        tableFingerprints: generatedFingerprints, classes: generatedClasses, elementNames: generatedElementNames,
        elementClasses: generatedElementClasses, classNames: generatedClassNames, classIndices: generatedClassIndices,
        names: generatedNames)

    private static let generatedFingerprints: [UInt64] = [0x247cee2ad4455243, 0x7a836ed2443a6444, 0xf1e3cf5452fab573, 0xfd7812ad05c3609b]

    private static let generatedClasses: [Class] = [
        Class("NSObject", "IBObject", .uikit, 192, [], .object, nil, members: 26, 73, line: 2),
        Class("UIResponder", "NSObject", .uikit, 0, [], .object, nil, members: 102, 133, line: 4),
        Class("UIView", "UIResponder", .uikit, 1, ["view", "containerView", "collectionViewCellContentView"], .object, nil, members: 215, 5335, line: 6),
        Class("UIControl", "UIView", .uikit, 2, ["control"], .object, nil, members: 5370, 5947, line: 88),
        Class("UILabel", "UIView", .uikit, 2, ["label"], .object, nil, members: 5978, 8914, line: 99),
        Class("UIImageView", "UIView", .uikit, 2, ["imageView"], .object, nil, members: 8953, 9331, line: 154),
        Class("UIButton", "UIControl", .uikit, 3, ["button"], .object, nil, members: 9367, 11933, line: 165),
        Class("UISegmentedControl", "UIControl", .uikit, 3, ["segmentedControl"], .object, nil, members: 11989, 13121, line: 209),
        Class("UISegment", "UIView", .uikit, 2, [], .object, nil, members: 13146, 13642, line: 227),
        Class("UISwitch", "UIControl", .uikit, 3, ["switch"], .object, nil, members: 13678, 14099, line: 237),
        Class("UISlider", "UIControl", .uikit, 3, ["slider"], .object, nil, members: 14135, 15295, line: 247),
        Class("UIStepper", "UIControl", .uikit, 3, ["stepper"], .object, nil, members: 15333, 15488, line: 271),
        Class("UIPageControl", "UIControl", .uikit, 3, ["pageControl"], .object, nil, members: 15534, 16415, line: 279),
        Class("UIDatePicker", "UIControl", .uikit, 3, ["datePicker"], .object, nil, members: 16459, 17186, line: 296),
        Class("UITextField", "UIControl", .uikit, 3, ["textField"], .object, nil, members: 17228, 19165, line: 312),
        Class("UIRefreshControl", "UIControl", .uikit, 3, ["refreshControl"], .object, nil, members: 19217, 19506, line: 352),
        Class("UIProgressView", "UIView", .uikit, 2, ["progressView"], .object, nil, members: 19551, 20022, line: 357),
        Class("UIActivityIndicatorView", "UIView", .uikit, 2, ["activityIndicatorView"], .object, nil, members: 20085, 20983, line: 368),
        Class("UIScrollView", "UIView", .uikit, 2, ["scrollView"], .object, nil, members: 21024, 23798, line: 383),
        Class("UITableView", "UIScrollView", .uikit, 18, ["tableView"], .object, nil, members: 23843, 27881, line: 431),
        Class("UICollectionView", "UIScrollView", .uikit, 18, ["collectionView"], .object, nil, members: 27936, 29061, line: 490),
        Class("UITextView", "UIScrollView", .uikit, 18, ["textView"], .object, nil, members: 29104, 30770, line: 509),
        Class("UIStackView", "UIView", .uikit, 2, ["stackView"], .object, nil, members: 30809, 31930, line: 544),
        Class("UIVisualEffectView", "UIView", .uikit, 2, ["visualEffectView"], .object, nil, members: 31983, 32261, line: 563),
        Class("UIPickerView", "UIView", .uikit, 2, ["pickerView"], .object, nil, members: 32302, 32835, line: 569),
        Class("UISearchBar", "UIView", .uikit, 2, ["searchBar"], .object, nil, members: 32874, 33963, line: 577),
        Class("UINavigationBar", "UIView", .uikit, 2, ["navigationBar"], .object, nil, members: 34010, 35381, line: 601),
        Class("UIToolbar", "UIView", .uikit, 2, ["toolbar"], .object, nil, members: 35416, 36118, line: 627),
        Class("UITabBar", "UIView", .uikit, 2, ["tabBar"], .object, nil, members: 36151, 36833, line: 641),
        Class("UITableViewCell", "UIView", .uikit, 2, ["tableViewCell"], .object, nil, members: 36880, 39572, line: 656),
        Class("UITableViewSection", "NSObject", .uikit, 0, ["tableViewSection"], .object, nil, members: 39627, 40040, line: 692),
        Class("UITableViewCellContentView", "UIView", .uikit, 2, ["tableViewCellContentView"], .object, nil, members: 40109, 40224, line: 701),
        Class("UICollectionReusableView", "UIView", .uikit, 2, ["collectionReusableView"], .object, nil, members: 40289, 40441, line: 704),
        Class("UICollectionViewCell", "UICollectionReusableView", .uikit, 32, ["collectionViewCell"], .object, nil, members: 40516, 40812, line: 708),
        Class("UIWebView", "UIView", .uikit, 2, ["webView"], .object, nil, members: 40847, 41549, line: 713),
        Class("WKWebView", "UIView", .uikit, 2, ["wkWebView"], .object, nil, members: 41586, 41629, line: 724),
        Class("MKMapView", "UIView", .uikit, 2, ["mapView"], .object, nil, members: 41664, 42927, line: 726),
        Class("GLKView", "UIView", .uikit, 2, ["glkView"], .object, nil, members: 42960, 42996, line: 754),
        Class("SCNView", "UIView", .uikit, 2, ["sceneKitView"], .object, nil, members: 43034, 43034, line: 756),
        Class("SKView", "UIView", .uikit, 2, ["skView"], .object, nil, members: 43065, 43065, line: 757),
        Class("ARSCNView", "SCNView", .uikit, 38, ["arscnView"], .object, nil, members: 43103, 43103, line: 758),
        Class("ARSKView", "SKView", .uikit, 39, ["arskView"], .object, nil, members: 43138, 43138, line: 759),
        Class("MTKView", "UIView", .uikit, 2, ["mtkView"], .object, nil, members: 43171, 43230, line: 760),
        Class("UIWindow", "UIView", .uikit, 2, ["window"], .object, nil, members: 43263, 43377, line: 763),
        Class("UICustomObject", "IBCustomObject", .uikit, 231, ["customObject"], .object, nil, members: 43430, 43430, line: 766),
        Class("UIBarItem", "NSObject", .uikit, 0, [], .object, nil, members: 43457, 43740, line: 767),
        Class("UIBarButtonItem", "UIBarItem", .uikit, 45, ["barButtonItem"], .object, nil, members: 43790, 45214, line: 777),
        Class("UITabBarItem", "UIBarItem", .uikit, 45, ["tabBarItem"], .object, nil, members: 45258, 46252, line: 800),
        Class("UINavigationItem", "NSObject", .uikit, 0, ["navigationItem"], .object, nil, members: 46303, 47494, line: 817),
        Class("UIGestureRecognizer", "NSObject", .uikit, 0, [], .object, nil, members: 47531, 47779, line: 838),
        Class("UITapGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["tapGestureRecognizer"], .object, nil, members: 47853, 48058, line: 843),
        Class("UITapRecognizer", "NSObject", .uikit, 0, [], .object, nil, members: 48091, 48337, line: 848),
        Class("UIPanGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["panGestureRecognizer"], .object, nil, members: 48411, 48479, line: 852),
        Class("UIPinchGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["pinchGestureRecognizer"], .object, nil, members: 48557, 48557, line: 855),
        Class("UILongPressGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["pongPressGestureRecognizer"], .object, nil, members: 48643, 48743, line: 856),
        Class("UISwipeGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["swipeGestureRecognizer"], .object, nil, members: 48821, 49079, line: 860),
        Class("UIRotationGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["rotationGestureRecognizer"], .object, nil, members: 49163, 49163, line: 865),
        Class("UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", .uikit, 52, ["screenEdgePanGestureRecognizer"], .object, nil, members: 49260, 49260, line: 866),
        Class("UIHoverGestureRecognizer", "UIGestureRecognizer", .uikit, 49, ["hoverGestureRecognizer"], .object, nil, members: 49338, 49338, line: 867),
        Class("UILayoutGuide", "NSObject", .uikit, 0, ["viewLayoutGuide"], .object, nil, members: 49387, 49387, line: 868),
        Class("_UILayoutGuide", "UIView", .uikit, 2, ["viewControllerLayoutGuide"], .object, nil, members: 49445, 49459, line: 869),
        Class("UIViewController", "UIResponder", .uikit, 1, ["viewController"], .object, nil, members: 49513, 52866, line: 871),
        Class("UINavigationController", "UIViewController", .uikit, 61, ["navigationController"], .object, nil, members: 52937, 53387, line: 920),
        Class("UITableViewController", "UIViewController", .uikit, 61, ["tableViewController"], .object, nil, members: 53456, 53631, line: 931),
        Class("UICollectionViewController", "UIViewController", .uikit, 61, ["collectionViewController"], .object, nil, members: 53710, 53849, line: 935),
        Class("UITabBarController", "UIViewController", .uikit, 61, ["tabBarController"], .object, nil, members: 53912, 54211, line: 938),
        Class("UISplitViewController", "UIViewController", .uikit, 61, ["splitViewController"], .object, nil, members: 54280, 54719, line: 945),
        Class("UIPageViewController", "UIViewController", .uikit, 61, ["pageViewController"], .object, nil, members: 54786, 55385, line: 952),
        Class("AVPlayerViewController", "UIViewController", .uikit, 61, ["avPlayerViewController"], .object, nil, members: 55458, 55574, line: 964),
        Class("GLKViewController", "UIViewController", .uikit, 61, ["glkViewController"], .object, nil, members: 55637, 55673, line: 966),
        Class("UIHostingController", "UIViewController", .uikit, 61, ["hostingController"], .object, nil, members: 55738, 55738, line: 968),
        Class("UIViewControllerPlaceholder", "UIViewController", .uikit, 61, ["viewControllerPlaceholder"], .object, nil, members: 55819, 55899, line: 969),
        Class("UISearchDisplayController", "NSObject", .uikit, 0, ["searchDisplayController"], .object, nil, members: 55968, 55968, line: 973),
        Class("UICollectionViewLayout", "NSObject", .uikit, 0, ["collectionViewLayout"], .object, nil, members: 56031, 56031, line: 974),
        Class("UICollectionViewFlowLayout", "UICollectionViewLayout", .uikit, 73, ["collectionViewFlowLayout"], .object, nil, members: 56116, 57161, line: 975),
        Class("UIKeyCommand", "NSObject", .uikit, 0, ["keyCommand"], .value, nil, members: 57210, 57299, line: 996),
        Class("NSObject", "IBObject", .appkit, 192, [], .object, nil, members: 26, 26, line: 2),
        Class("NSResponder", "NSObject", .appkit, 76, [], .object, nil, members: 55, 55, line: 3),
        Class("NSView", "NSResponder", .appkit, 77, ["view"], .object, nil, members: 89, 2417, line: 4),
        Class("NSCustomView", "NSView", .appkit, 78, ["customView"], .object, nil, members: 2458, 2605, line: 55),
        Class("NSControl", "NSView", .appkit, 78, ["control"], .object, nil, members: 2640, 3872, line: 60),
        Class("NSButton", "NSControl", .appkit, 80, ["button"], .object, nil, members: 3908, 4063, line: 82),
        Class("NSPopUpButton", "NSButton", .appkit, 81, ["popUpButton"], .object, nil, members: 4108, 4126, line: 88),
        Class("NSTextField", "NSControl", .appkit, 80, ["textField"], .object, nil, members: 4168, 4693, line: 90),
        Class("NSSecureTextField", "NSTextField", .appkit, 83, ["secureTextField"], .object, nil, members: 4749, 4797, line: 101),
        Class("NSSearchField", "NSTextField", .appkit, 83, ["searchField"], .object, nil, members: 4845, 4893, line: 103),
        Class("NSComboBox", "NSTextField", .appkit, 83, ["comboBox"], .object, nil, members: 4935, 4953, line: 105),
        Class("NSTokenField", "NSTextField", .appkit, 83, ["tokenField"], .object, nil, members: 4999, 4999, line: 107),
        Class("NSImageView", "NSControl", .appkit, 80, ["imageView"], .object, nil, members: 5041, 5360, line: 108),
        Class("NSSegmentedControl", "NSControl", .appkit, 80, ["segmentedControl"], .object, nil, members: 5416, 5459, line: 117),
        Class("NSSlider", "NSControl", .appkit, 80, ["slider"], .object, nil, members: 5495, 5538, line: 119),
        Class("NSStepper", "NSControl", .appkit, 80, ["stepper"], .object, nil, members: 5576, 5813, line: 121),
        Class("NSColorWell", "NSControl", .appkit, 80, ["colorWell"], .object, nil, members: 5855, 6071, line: 128),
        Class("NSDatePicker", "NSControl", .appkit, 80, ["datePicker"], .object, nil, members: 6115, 6158, line: 136),
        Class("NSLevelIndicator", "NSControl", .appkit, 80, ["levelIndicator"], .object, nil, members: 6210, 6263, line: 138),
        Class("NSPathControl", "NSControl", .appkit, 80, ["pathControl"], .object, nil, members: 6309, 6344, line: 141),
        Class("NSMatrix", "NSControl", .appkit, 80, ["matrix"], .object, nil, members: 6380, 7224, line: 143),
        Class("NSTableView", "NSControl", .appkit, 80, ["tableView"], .object, nil, members: 7266, 9336, line: 166),
        Class("NSOutlineView", "NSTableView", .appkit, 97, ["outlineView"], .object, nil, members: 9384, 9977, line: 216),
        Class("NSScroller", "NSControl", .appkit, 80, ["scroller"], .object, nil, members: 10017, 10577, line: 227),
        Class("NSSwitch", "NSControl", .appkit, 80, ["switch"], .object, nil, members: 10613, 10804, line: 243),
        Class("NSRuleEditor", "NSControl", .appkit, 80, ["ruleEditor"], .object, nil, members: 10848, 11965, line: 248),
        Class("NSPredicateEditor", "NSRuleEditor", .appkit, 101, ["predicateEditor"], .object, nil, members: 12022, 12137, line: 271),
        Class("NSScrollView", "NSView", .appkit, 78, ["scrollView"], .object, nil, members: 12178, 13427, line: 275),
        Class("NSClipView", "NSView", .appkit, 78, ["clipView"], .object, nil, members: 13464, 13925, line: 307),
        Class("NSBox", "NSView", .appkit, 78, ["box"], .object, nil, members: 13952, 14790, line: 320),
        Class("NSTabView", "NSView", .appkit, 78, ["tabView"], .object, nil, members: 14825, 15410, line: 341),
        Class("NSSplitView", "NSView", .appkit, 78, ["splitView"], .object, nil, members: 15449, 15728, line: 354),
        Class("NSStackView", "NSView", .appkit, 78, ["stackView"], .object, nil, members: 15767, 17219, line: 362),
        Class("NSGridView", "NSView", .appkit, 78, ["gridView"], .object, nil, members: 17256, 17442, line: 386),
        Class("NSProgressIndicator", "NSView", .appkit, 78, ["progressIndicator"], .object, nil, members: 17497, 18004, line: 392),
        Class("NSText", "NSView", .appkit, 78, [], .object, nil, members: 18026, 18026, line: 405),
        Class("NSTextView", "NSText", .appkit, 111, ["textView"], .object, nil, members: 18063, 19357, line: 406),
        Class("NSTextViewSharedData", "NSObject", .appkit, 76, [], .object, nil, members: 19395, 20128, line: 443),
        Class("NSCollectionView", "NSView", .appkit, 78, ["collectionView"], .object, nil, members: 20177, 20362, line: 459),
        Class("NSVisualEffectView", "NSView", .appkit, 78, ["visualEffectView"], .object, nil, members: 20415, 21212, line: 465),
        Class("NSTableCellView", "NSView", .appkit, 78, ["tableCellView"], .object, nil, members: 21259, 21309, line: 475),
        Class("NSTableHeaderView", "NSView", .appkit, 78, ["tableHeaderView"], .object, nil, members: 21360, 21397, line: 477),
        Class("WebView", "NSView", .appkit, 78, ["webView"], .object, nil, members: 21430, 21502, line: 479),
        Class("WKWebView", "NSView", .appkit, 78, ["wkWebView"], .object, nil, members: 21539, 21582, line: 482),
        Class("AVPlayerView", "NSView", .appkit, 78, ["avPlayerView"], .object, nil, members: 21625, 21660, line: 484),
        Class("PDFView", "NSView", .appkit, 78, ["pdfView"], .object, nil, members: 21693, 22299, line: 486),
        Class("NSCell", "NSObject", .appkit, 76, [], .object, nil, members: 22323, 23604, line: 504),
        Class("NSActionCell", "NSCell", .appkit, 122, ["actionCell", "customCell"], .object, nil, members: 23658, 23658, line: 540),
        Class("NSButtonCell", "NSActionCell", .appkit, 123, ["buttonCell"], .object, nil, members: 23705, 24967, line: 541),
        Class("NSMenuItemCell", "NSButtonCell", .appkit, 124, [], .object, nil, members: 25003, 25003, line: 571),
        Class("NSPopUpButtonCell", "NSMenuItemCell", .appkit, 125, ["popUpButtonCell"], .object, nil, members: 25062, 25803, line: 572),
        Class("NSTextFieldCell", "NSActionCell", .appkit, 123, ["textFieldCell"], .object, nil, members: 25856, 26493, line: 591),
        Class("NSSecureTextFieldCell", "NSTextFieldCell", .appkit, 127, ["secureTextFieldCell"], .object, nil, members: 26561, 26614, line: 606),
        Class("NSSearchFieldCell", "NSTextFieldCell", .appkit, 127, ["searchFieldCell"], .object, nil, members: 26674, 27088, line: 608),
        Class("NSComboBoxCell", "NSTextFieldCell", .appkit, 127, ["comboBoxCell"], .object, nil, members: 27142, 27514, line: 618),
        Class("NSTokenFieldCell", "NSTextFieldCell", .appkit, 127, ["tokenFieldCell"], .object, nil, members: 27572, 27634, line: 629),
        Class("NSTableHeaderCell", "NSTextFieldCell", .appkit, 127, ["tableHeaderCell"], .property, nil, members: 27703, 27797, line: 631),
        Class("NSPathCell", "NSActionCell", .appkit, 123, ["pathCell"], .object, nil, members: 27840, 28119, line: 635),
        Class("NSImageCell", "NSCell", .appkit, 122, ["imageCell"], .object, nil, members: 28158, 28782, line: 643),
        Class("NSSegmentedCell", "NSActionCell", .appkit, 123, ["segmentedCell"], .object, nil, members: 28835, 29379, line: 656),
        Class("NSSliderCell", "NSActionCell", .appkit, 123, ["sliderCell"], .object, nil, members: 29426, 30202, line: 666),
        Class("NSStepperCell", "NSActionCell", .appkit, 123, ["stepperCell"], .object, nil, members: 30251, 30890, line: 686),
        Class("NSLevelIndicatorCell", "NSActionCell", .appkit, 123, ["levelIndicatorCell"], .object, nil, members: 30953, 31100, line: 702),
        Class("NSDatePickerCell", "NSActionCell", .appkit, 123, ["datePickerCell"], .object, nil, members: 31155, 31493, line: 708),
        Class("NSWindowTemplate", "NSObject", .appkit, 76, ["window"], .object, nil, members: 31536, 33792, line: 717),
        Class("NSPanel", "NSWindowTemplate", .appkit, 140, ["panel"], .object, nil, members: 33833, 33833, line: 771),
        Class("NSMenu", "NSObject", .appkit, 76, ["menu"], .object, nil, members: 33864, 34388, line: 772),
        Class("NSMenuItem", "NSObject", .appkit, 76, ["menuItem"], .object, nil, members: 34427, 36077, line: 782),
        Class("NSTableColumn", "NSObject", .appkit, 76, ["tableColumn"], .object, nil, members: 36122, 36872, line: 830),
        Class("NSToolbar", "NSObject", .appkit, 76, ["toolbar"], .object, nil, members: 36909, 37649, line: 850),
        Class("NSToolbarItem", "NSObject", .appkit, 76, ["toolbarItem"], .object, nil, members: 37694, 38136, line: 865),
        Class("NSTabViewItem", "NSObject", .appkit, 76, ["tabViewItem"], .object, nil, members: 38181, 38426, line: 883),
        Class("NSSplitViewItem", "NSObject", .appkit, 76, ["splitViewItem"], .object, nil, members: 38475, 38565, line: 893),
        Class("NSGridRow", "NSObject", .appkit, 76, ["gridRow"], .object, nil, members: 38602, 38789, line: 897),
        Class("NSGridColumn", "NSObject", .appkit, 76, ["gridColumn"], .object, nil, members: 38832, 38891, line: 903),
        Class("NSGridCell", "NSObject", .appkit, 76, ["gridCell"], .object, nil, members: 38930, 39186, line: 906),
        Class("NSCollectionViewItem", "NSViewController", .appkit, 154, ["collectionViewItem"], .object, nil, members: 39253, 39253, line: 914),
        Class("NSCollectionViewFlowLayout", "NSObject", .appkit, 76, ["collectionViewFlowLayout"], .object, nil, members: 39324, 39516, line: 915),
        Class("NSViewController", "NSResponder", .appkit, 77, ["viewController"], .object, nil, members: 39570, 40038, line: 922),
        Class("NSSplitViewController", "NSViewController", .appkit, 154, ["splitViewController"], .object, nil, members: 40107, 40133, line: 932),
        Class("NSTabViewController", "NSViewController", .appkit, 154, ["tabViewController"], .object, nil, members: 40198, 40398, line: 934),
        Class("NSPageController", "NSViewController", .appkit, 154, ["pagecontroller"], .object, nil, members: 40457, 40521, line: 939),
        Class("NSWindowController", "NSResponder", .appkit, 77, ["windowController"], .object, nil, members: 40579, 41003, line: 941),
        Class("NSApplication", "NSResponder", .appkit, 77, ["application"], .object, nil, members: 41051, 41198, line: 950),
        Class("NSController", "NSObject", .appkit, 76, [], .object, nil, members: 41228, 41456, line: 955),
        Class("NSObjectController", "NSController", .appkit, 160, ["objectController"], .object, nil, members: 41515, 41515, line: 963),
        Class("NSArrayController", "NSObjectController", .appkit, 161, ["arrayController"], .object, nil, members: 41578, 41669, line: 964),
        Class("NSTreeController", "NSObjectController", .appkit, 161, ["treeController"], .object, nil, members: 41730, 41853, line: 967),
        Class("NSUserDefaultsController", "NSController", .appkit, 160, ["userDefaultsController"], .object, nil, members: 41924, 42031, line: 973),
        Class("NSFormatter", "NSObject", .appkit, 76, [], .object, nil, members: 42060, 42060, line: 976),
        Class("NSNumberFormatter", "NSFormatter", .appkit, 165, ["numberFormatter"], .object, nil, members: 42116, 43472, line: 977),
        Class("NSDateFormatter", "NSFormatter", .appkit, 165, ["dateFormatter"], .object, nil, members: 43524, 43715, line: 1020),
        Class("NSDateComponentsFormatter", "NSFormatter", .appkit, 165, ["dateComponentsFormatter"], .object, nil, members: 43787, 43908, line: 1026),
        Class("NSCustomFormatter", "NSFormatter", .appkit, 165, ["customFormatter"], .object, nil, members: 43964, 43964, line: 1029),
        Class("NSPopover", "NSObject", .appkit, 76, ["popover"], .object, nil, members: 44001, 44035, line: 1030),
        Class("NSDrawer", "NSResponder", .appkit, 77, ["drawer"], .object, nil, members: 44073, 44217, line: 1032),
        Class("NSTouchBar", "NSObject", .appkit, 76, ["touchBar"], .object, nil, members: 44256, 44256, line: 1038),
        Class("NSTouchBarItem", "NSObject", .appkit, 76, ["touchBarItem", "touchBarSpacerItem"], .object, nil, members: 44324, 44406, line: 1039),
        Class("NSPopoverTouchBarItem", "NSTouchBarItem", .appkit, 173, ["touchBarPopoverItem"], .object, nil, members: 44473, 44614, line: 1043),
        Class("NSPredicateEditorRowTemplate", "NSObject", .appkit, 76, ["predicateEditorRowTemplate"], .object, nil, members: 44689, 44888, line: 1048),
        Class("NSLayoutGuide", "NSObject", .appkit, 76, ["viewLayoutGuide"], .object, nil, members: 44937, 45200, line: 1054),
        Class("NSViewControllerPlaceholder", "NSViewController", .appkit, 154, ["controllerPlaceholder"], .object, nil, members: 45277, 45330, line: 1060),
        Class("NSObject", "IBObject", .watchkit, 192, [], .object, nil, members: 26, 26, line: 2),
        Class("WKInterfaceObject", "NSObject", .watchkit, 178, [], .object, nil, members: 61, 283, line: 3),
        Class("WKInterfaceGroup", "WKInterfaceObject", .watchkit, 179, ["group"], .object, nil, members: 334, 401, line: 12),
        Class("WKInterfaceLabel", "WKInterfaceObject", .watchkit, 179, ["label"], .object, nil, members: 452, 573, line: 16),
        Class("WKInterfaceButton", "WKInterfaceObject", .watchkit, 179, ["button"], .object, nil, members: 626, 669, line: 22),
        Class("WKInterfaceImage", "WKInterfaceObject", .watchkit, 179, ["imageView"], .object, nil, members: 724, 775, line: 25),
        Class("WKInterfaceTable", "WKInterfaceObject", .watchkit, 179, ["table"], .object, nil, members: 826, 826, line: 28),
        Class("WKInterfaceMenu", "NSObject", .watchkit, 178, ["menu"], .object, nil, members: 866, 866, line: 29),
        Class("WKInterfaceMenuItem", "NSObject", .watchkit, 178, ["menuItem"], .object, nil, members: 914, 951, line: 30),
        Class("WKInterfaceController", "NSObject", .watchkit, 178, ["controller"], .object, nil, members: 1003, 1127, line: 33),
        Class("WKTableRowController", "NSObject", .watchkit, 178, ["tableRow"], .object, nil, members: 1176, 1217, line: 40),
        Class("WKUserNotificationInterfaceController", "WKInterfaceController", .watchkit, 187, ["notificationController"], .object, nil, members: 1310, 1358, line: 43),
        Class("WKGlanceController", "WKInterfaceController", .watchkit, 187, ["glanceController"], .object, nil, members: 1426, 1451, line: 45),
        Class("WKNotificationCategory", "NSObject", .watchkit, 178, ["notificationCategory"], .object, nil, members: 1514, 1533, line: 47),
        Class("IBObject", nil, .document, -1, [], .object, nil, members: 15, 521, line: 2),
        Class("IBAccessibility", nil, .document, -1, ["accessibility"], .property, nil, members: 568, 719, line: 13),
        Class("IBAccessibilityConnection", nil, .document, -1, ["accessibilityConnection"], .object, nil, members: 784, 833, line: 22),
        Class("IBAccessibilityOverrides", nil, .document, -1, ["accessibilityOverrides"], .value, nil, members: 895, 928, line: 26),
        Class("IBAccessibilityTraits", nil, .document, -1, ["accessibilityTraits"], .property, nil, members: 987, 1773, line: 28),
        Class("IBAction", nil, .document, -1, ["action"], .connection, nil, members: 1808, 2238, line: 51),
        Class("IBAdaptation", nil, .document, -1, ["adaptation"], .object, "a size-class preview IB draws on the canvas", members: 2329, 2341, line: 58),
        Class("IBAllowedInputSourceLocales", nil, .document, -1, ["allowedInputSourceLocales"], .collection, nil, members: 2414, 2414, line: 60),
        Class("IBAllowedToolbarItems", nil, .document, -1, ["allowedToolbarItems"], .collection, nil, members: 2475, 2475, line: 61),
        Class("IBAllowedTypes", nil, .document, -1, ["allowedTypes"], .collection, nil, members: 2522, 2522, line: 62),
        Class("IBAnimations", nil, .document, -1, ["animations"], .value, nil, members: 2560, 2560, line: 63),
        Class("IBArray", nil, .document, -1, ["array"], .property, nil, members: 2591, 2604, line: 64),
        Class("IBAttributedString", nil, .document, -1, ["attributedString"], .property, nil, members: 2657, 2670, line: 66),
        Class("IBAttributes", nil, .document, -1, ["attributes"], .collection, nil, members: 2713, 2859, line: 68),
        Class("IBAudiovisualMediaTypes", nil, .document, -1, ["audiovisualMediaTypes"], .property, nil, members: 2922, 2953, line: 75),
        Class("IBAutoresizingMask", nil, .document, -1, ["autoresizingMask"], .property, nil, members: 3006, 3176, line: 78),
        Class("IBBeginningViews", nil, .document, -1, ["beginningViews"], .collection, nil, members: 3227, 3227, line: 86),
        Class("IBBehavior", nil, .document, -1, ["behavior"], .property, nil, members: 3264, 3528, line: 87),
        Class("IBBinding", nil, .document, -1, ["binding"], .connection, nil, members: 3565, 3675, line: 98),
        Class("IBBlurEffect", nil, .document, -1, ["blurEffect"], .value, nil, members: 3713, 4173, line: 105),
        Class("IBBool", nil, .document, -1, ["bool"], .property, nil, members: 4202, 4230, line: 107),
        Class("IBButtonConfiguration", nil, .document, -1, ["buttonConfiguration"], .property, nil, members: 4289, 4563, line: 110),
        Class("IBCapability", nil, .document, -1, ["capability"], .value, "a feature IB checks the deployment target for", members: 4655, 4768, line: 120),
        Class("IBCells", nil, .document, -1, ["cells"], .collection, nil, members: 4801, 4801, line: 125),
        Class("IBCiColor", nil, .document, -1, ["ciColor"], .property, nil, members: 4836, 4914, line: 126),
        Class("IBCiFilter", nil, .document, -1, ["ciFilter"], .collection, nil, members: 4953, 4980, line: 132),
        Class("IBClass", nil, .document, -1, ["class"], .collection, nil, members: 5013, 5086, line: 135),
        Class("IBClassReference", nil, .document, -1, ["classReference"], .property, nil, members: 5135, 5187, line: 139),
        Class("IBClasses", nil, .document, -1, ["classes"], .collection, "IB's description of the project's classes (Xcode 4 storyboards: superclasses, outlets and actions read from the headers); the nib has the objects and connections, not the classes", members: 5411, 5411, line: 143),
        Class("IBColor", nil, .document, -1, ["color"], .property, nil, members: 5442, 6893, line: 144),
        Class("IBColumn", nil, .document, -1, ["column"], .collection, nil, members: 6928, 6928, line: 158),
        Class("IBColumns", nil, .document, -1, ["columns"], .collection, nil, members: 6965, 6965, line: 159),
        Class("IBComparisonPredicateOptions", nil, .document, -1, ["comparisonPredicateOptions"], .property, nil, members: 7038, 7114, line: 160),
        Class("IBConfiguration", nil, .document, -1, ["configuration"], .collection, nil, members: 7163, 7269, line: 164),
        Class("IBConnections", nil, .document, -1, ["connections"], .structure, nil, members: 7313, 7313, line: 169),
        Class("IBConstraints", nil, .document, -1, ["constraints"], .collection, nil, members: 7358, 7358, line: 170),
        Class("IBContainerView", nil, .document, -1, ["containerView"], .object, nil, members: 7403, 7620, line: 171),
        Class("IBContentFilters", nil, .document, -1, ["contentFilters"], .collection, nil, members: 7671, 7671, line: 177),
        Class("IBCustomFonts", nil, .document, -1, ["customFonts"], .property, "fonts IB needs to draw the canvas", members: 7756, 7867, line: 178),
        Class("IBCustomObject", nil, .document, -1, ["customObject"], .object, nil, members: 7910, 8159, line: 181),
        Class("IBCustomSpacing", nil, .document, -1, ["customSpacing"], .collection, nil, members: 8208, 8208, line: 189),
        Class("IBDataDetectorType", nil, .document, -1, ["dataDetectorType"], .property, nil, members: 8261, 8457, line: 190),
        Class("IBDate", nil, .document, -1, ["date"], .property, nil, members: 8486, 8541, line: 199),
        Class("IBDatePickerElements", nil, .document, -1, ["datePickerElements"], .property, nil, members: 8598, 8723, line: 202),
        Class("IBDecimal", nil, .document, -1, ["decimal"], .property, nil, members: 8758, 8786, line: 210),
        Class("IBDeclaredKeys", nil, .document, -1, ["declaredKeys"], .collection, nil, members: 8833, 8833, line: 213),
        Class("IBDefaultToolbarItems", nil, .document, -1, ["defaultToolbarItems"], .collection, nil, members: 8894, 8894, line: 214),
        Class("IBDependencies", nil, .document, -1, ["dependencies"], .structure, nil, members: 8940, 8940, line: 215),
        Class("IBDeployment", nil, .document, -1, ["deployment"], .value, nil, members: 8978, 9347, line: 216),
        Class("IBDesignable", nil, .document, -1, ["designable"], .collection, "what IB measured when it last rendered an IBDesignable view", members: 9458, 9504, line: 222),
        Class("IBDesignables", nil, .document, -1, ["designables"], .collection, "what IB measured when it last rendered IBDesignable views", members: 9615, 9615, line: 225),
        Class("IBDevelopment", nil, .document, -1, ["development"], .value, "the IB version that saved the document", members: 9702, 9739, line: 226),
        Class("IBDevice", nil, .document, -1, ["device"], .object, "the device IB draws the canvas for", members: 9813, 9923, line: 229),
        Class("IBDictionary", nil, .document, -1, ["dictionary"], .property, nil, members: 9964, 10795, line: 234),
        Class("IBDocument", nil, .document, -1, ["document"], .structure, nil, members: 10833, 12206, line: 256),
        Class("IBDirectionalEdgeInsets", nil, .document, -1, ["directionalEdgeInsets"], .property, nil, members: 12269, 12354, line: 274),
        Class("IBLocale", nil, .document, -1, ["locale"], .property, nil, members: 12387, 12426, line: 280),
        Class("IBEdgeInsets", nil, .document, -1, ["edgeInsets"], .property, nil, members: 12467, 12546, line: 283),
        Class("IBEndViews", nil, .document, -1, ["endViews"], .collection, nil, members: 12585, 12585, line: 289),
        Class("IBExclude", nil, .document, -1, ["exclude"], .value, nil, members: 12617, 12634, line: 290),
        Class("IBExit", nil, .document, -1, ["exit"], .object, nil, members: 12661, 12818, line: 292),
        Class("IBExpression", nil, .document, -1, ["expression"], .property, nil, members: 12859, 12907, line: 296),
        Class("IBExtendedEdge", nil, .document, -1, ["extendedEdge"], .property, nil, members: 12952, 13002, line: 300),
        Class("IBFont", nil, .document, -1, ["font"], .property, nil, members: 13031, 13557, line: 304),
        Class("IBFontDescription", nil, .document, -1, ["fontDescription"], .property, nil, members: 13608, 14898, line: 312),
        Class("IBFragment", nil, .document, -1, ["fragment"], .collection, nil, members: 14937, 14989, line: 336),
        Class("IBFrame", nil, .document, -1, ["frame"], .property, nil, members: 15020, 15084, line: 339),
        Class("IBFreeformSimulatedSizeMetrics", nil, .document, -1, ["freeformSimulatedSizeMetrics"], .property, "the freeform canvas size IB draws", members: 15203, 15216, line: 344),
        Class("IBGestureRecognizers", nil, .document, -1, ["gestureRecognizers"], .value, nil, members: 15270, 15270, line: 346),
        Class("IBGridCells", nil, .document, -1, ["gridCells"], .collection, nil, members: 15311, 15311, line: 347),
        Class("IBHierarchicalColors", nil, .document, -1, ["hierarchicalColors"], .collection, nil, members: 15370, 15370, line: 348),
        Class("IBHoldingPriorities", nil, .document, -1, ["holdingPriorities"], .collection, nil, members: 15427, 15427, line: 349),
        Class("IBImage", nil, .document, -1, ["image"], .value, nil, members: 15455, 15887, line: 350),
        Class("IBImageReference", nil, .document, -1, ["imageReference"], .property, nil, members: 15936, 16089, line: 356),
        Class("IBInclude", nil, .document, -1, ["include"], .value, nil, members: 16121, 16138, line: 363),
        Class("IBInferredMetricsTieBreakers", nil, .document, -1, ["inferredMetricsTieBreakers"], .collection, "which segue IB takes the simulated bars from", members: 16266, 16266, line: 365),
        Class("IBInset", nil, .document, -1, ["inset"], .property, nil, members: 16297, 16374, line: 366),
        Class("IBInteger", nil, .document, -1, ["integer"], .property, nil, members: 16409, 16437, line: 372),
        Class("IBItems", nil, .document, -1, ["items"], .collection, nil, members: 16470, 16470, line: 375),
        Class("IBKeyCommands", nil, .document, -1, ["keyCommands"], .collection, nil, members: 16515, 16515, line: 376),
        Class("IBLayoutGuides", nil, .document, -1, ["layoutGuides"], .collection, nil, members: 16562, 16562, line: 377),
        Class("IBMask", nil, .document, -1, ["mask"], .property, nil, members: 16591, 16604, line: 378),
        Class("IBModalFormSheetSimulatedSizeMetrics", nil, .document, -1, ["modalFormSheetSimulatedSizeMetrics"], .property, "the form sheet size IB draws", members: 16730, 16743, line: 380),
        Class("IBModifierMask", nil, .document, -1, ["modifierMask"], .property, nil, members: 16788, 16882, line: 382),
        Class("IBMutableArray", nil, .document, -1, ["mutableArray"], .property, nil, members: 16927, 16940, line: 388),
        Class("IBMutableData", nil, .document, -1, ["mutableData"], .property, nil, members: 16983, 16996, line: 390),
        Class("IBMutableString", nil, .document, -1, ["mutableString"], .property, nil, members: 17043, 17056, line: 392),
        Class("IBNamedColor", nil, .document, -1, ["namedColor"], .collection, nil, members: 17099, 17113, line: 394),
        Class("IBNavigationBarAppearance", nil, .document, -1, ["navigationBarAppearance"], .property, nil, members: 17180, 17221, line: 396),
        Class("IBNil", nil, .document, -1, ["nil"], .property, nil, members: 17248, 18679, line: 399),
        Class("IBNull", nil, .document, -1, ["null"], .property, nil, members: 18708, 18721, line: 408),
        Class("IBObjectValues", nil, .document, -1, ["objectValues"], .collection, nil, members: 18768, 18768, line: 410),
        Class("IBObjects", nil, .document, -1, ["objects"], .structure, nil, members: 18804, 18804, line: 411),
        Class("IBOffsetWrapper", nil, .document, -1, ["offsetWrapper"], .property, nil, members: 18851, 18906, line: 412),
        Class("IBOptions", nil, .document, -1, ["options"], .value, nil, members: 18938, 18938, line: 416),
        Class("IBOutlet", nil, .document, -1, ["outlet"], .connection, nil, members: 18973, 19022, line: 417),
        Class("IBOutletCollection", nil, .document, -1, ["outletCollection"], .connection, nil, members: 19077, 19187, line: 421),
        Class("IBParagraphStyle", nil, .document, -1, ["paragraphStyle"], .property, nil, members: 19236, 19655, line: 427),
        Class("IBPlaceholder", nil, .document, -1, ["placeholder"], .object, nil, members: 19696, 20309, line: 437),
        Class("IBPlugIn", nil, .document, -1, ["plugIn"], .value, "the IB plug-in that edits the document", members: 20386, 20423, line: 446),
        Class("IBPoint", nil, .document, -1, ["point"], .property, nil, members: 20454, 20493, line: 449),
        Class("IBPopUpMenus", nil, .document, -1, ["popUpMenus"], .collection, nil, members: 20536, 20536, line: 453),
        Class("IBPreferredSymbolConfiguration", nil, .document, -1, ["preferredSymbolConfiguration"], .property, nil, members: 20613, 20834, line: 454),
        Class("IBPrototypeCellViews", nil, .document, -1, ["prototypeCellViews"], .collection, nil, members: 20893, 20893, line: 460),
        Class("IBPrototypes", nil, .document, -1, ["prototypes"], .collection, nil, members: 20936, 20936, line: 461),
        Class("IBRange", nil, .document, -1, ["range"], .property, nil, members: 20967, 21018, line: 462),
        Class("IBReal", nil, .document, -1, ["real"], .value, nil, members: 21044, 21072, line: 466),
        Class("IBRect", nil, .document, -1, ["rect"], .property, nil, members: 21101, 21175, line: 469),
        Class("IBRelationship", nil, .document, -1, ["relationship"], .value, nil, members: 21217, 21283, line: 475),
        Class("IBRelationships", nil, .document, -1, ["relationships"], .collection, nil, members: 21332, 21332, line: 479),
        Class("IBResources", nil, .document, -1, ["resources"], .structure, nil, members: 21372, 21372, line: 480),
        Class("IBRightBarButtonItems", nil, .document, -1, ["rightBarButtonItems"], .collection, nil, members: 21433, 21433, line: 481),
        Class("IBRowTemplates", nil, .document, -1, ["rowTemplates"], .collection, nil, members: 21480, 21480, line: 482),
        Class("IBRows", nil, .document, -1, ["rows"], .collection, nil, members: 21511, 21511, line: 483),
        Class("IBScene", nil, .document, -1, ["scene"], .structure, nil, members: 21543, 21713, line: 484),
        Class("IBScenes", nil, .document, -1, ["scenes"], .structure, nil, members: 21747, 21747, line: 487),
        Class("IBSections", nil, .document, -1, ["sections"], .collection, nil, members: 21786, 21786, line: 488),
        Class("IBSegment", nil, .document, -1, ["segment"], .value, nil, members: 21818, 22126, line: 489),
        Class("IBSegments", nil, .document, -1, ["segments"], .collection, nil, members: 22165, 22165, line: 502),
        Class("IBSegue", nil, .document, -1, ["segue"], .connection, nil, members: 22198, 23333, line: 503),
        Class("IBShadow", nil, .document, -1, ["shadow"], .property, nil, members: 23366, 23437, line: 527),
        Class("IBSimulatedMetricsContainer", nil, .document, -1, ["simulatedMetricsContainer"], .property, "what IB simulates on the canvas", members: 23548, 23690, line: 532),
        Class("IBSimulatedNavigationBarMetrics", nil, .document, -1, ["simulatedNavigationBarMetrics"], .property, "the navigation bar IB draws on the canvas", members: 23819, 23930, line: 537),
        Class("IBSimulatedOrientationMetrics", nil, .document, -1, ["simulatedOrientationMetrics"], .property, "the orientation IB draws the canvas in", members: 24052, 24143, line: 542),
        Class("IBSimulatedScreenMetrics", nil, .document, -1, ["simulatedScreenMetrics"], .property, "the screen IB draws the canvas on", members: 24250, 24326, line: 545),
        Class("IBSimulatedStatusBarMetrics", nil, .document, -1, ["simulatedStatusBarMetrics"], .property, "the status bar IB draws on the canvas", members: 24443, 24542, line: 550),
        Class("IBSimulatedTabBarMetrics", nil, .document, -1, ["simulatedTabBarMetrics"], .property, "the tab bar IB draws on the canvas", members: 24650, 24663, line: 553),
        Class("IBSimulatedToolbarMetrics", nil, .document, -1, ["simulatedToolbarMetrics"], .property, "the toolbar IB draws on the canvas", members: 24773, 24861, line: 555),
        Class("IBSize", nil, .document, -1, ["size"], .property, nil, members: 24890, 24938, line: 559),
        Class("IBSortDescriptor", nil, .document, -1, ["sortDescriptor"], .property, nil, members: 24987, 25059, line: 563),
        Class("IBSource", nil, .document, -1, ["source"], .property, nil, members: 25092, 25141, line: 568),
        Class("IBSplitViewItems", nil, .document, -1, ["splitViewItems"], .collection, nil, members: 25192, 25192, line: 572),
        Class("IBState", nil, .document, -1, ["state"], .property, nil, members: 25223, 25490, line: 573),
        Class("IBString", nil, .document, -1, ["string"], .property, nil, members: 25523, 25561, line: 584),
        Class("IBSubviews", nil, .document, -1, ["subviews"], .collection, nil, members: 25600, 25627, line: 587),
        Class("IBSystemColor", nil, .document, -1, ["systemColor"], .collection, nil, members: 25672, 25686, line: 589),
        Class("IBTabStops", nil, .document, -1, ["tabStops"], .collection, nil, members: 25725, 25725, line: 591),
        Class("IBTabViewItems", nil, .document, -1, ["tabViewItems"], .collection, nil, members: 25772, 25772, line: 592),
        Class("IBTableColumnResizingMask", nil, .document, -1, ["tableColumnResizingMask"], .property, nil, members: 25839, 25908, line: 593),
        Class("IBTableColumns", nil, .document, -1, ["tableColumns"], .collection, nil, members: 25955, 25955, line: 597),
        Class("IBTableViewGridLines", nil, .document, -1, ["tableViewGridLines"], .property, nil, members: 26012, 26071, line: 598),
        Class("IBTextAttributes", nil, .document, -1, ["textAttributes"], .property, nil, members: 26120, 26258, line: 602),
        Class("IBTextAttributesForNegativeValues", nil, .document, -1, ["textAttributesForNegativeValues"], .collection, nil, members: 26343, 26363, line: 608),
        Class("IBTextInputTraits", nil, .document, -1, ["textInputTraits"], .property, nil, members: 26414, 28564, line: 610),
        Class("IBTextTab", nil, .document, -1, ["textTab"], .collection, nil, members: 28601, 28645, line: 642),
        Class("IBToolbarItems", nil, .document, -1, ["toolbarItems"], .value, nil, members: 28687, 28687, line: 645),
        Class("IBTouchBarItems", nil, .document, -1, ["touchBarItems"], .collection, nil, members: 28736, 28736, line: 646),
        Class("IBUrl", nil, .document, -1, ["url"], .property, nil, members: 28763, 28792, line: 647),
        Class("IBUserDefinedRuntimeAttribute", nil, .document, -1, ["userDefinedRuntimeAttribute"], .collection, nil, members: 28869, 28985, line: 650),
        Class("IBUserDefinedRuntimeAttributes", nil, .document, -1, ["userDefinedRuntimeAttributes"], .collection, nil, members: 29064, 29064, line: 656),
        Class("IBUserGuides", nil, .document, -1, ["userGuides"], .collection, "guides drawn on IB's canvas", members: 29143, 29143, line: 657),
        Class("IBUserLayoutGuide", nil, .document, -1, ["userLayoutGuide"], .value, "a guide drawn on IB's canvas", members: 29228, 29276, line: 658),
        Class("IBValue", nil, .document, -1, ["value"], .property, nil, members: 29307, 29369, line: 661),
        Class("IBVariation", nil, .document, -1, ["variation"], .property, nil, members: 29408, 29894, line: 666),
        Class("IBVibrancyEffect", nil, .document, -1, ["vibrancyEffect"], .collection, nil, members: 29945, 29945, line: 676),
        Class("IBViewControllerTransitionOptions", nil, .document, -1, ["viewControllerTransitionOptions"], .property, nil, members: 30028, 30075, line: 677),
        Class("IBViewControllers", nil, .document, -1, ["viewControllers"], .collection, nil, members: 30128, 30128, line: 680),
        Class("IBVisibilityPriorities", nil, .document, -1, ["visibilityPriorities"], .collection, nil, members: 30191, 30191, line: 681),
        Class("IBWebPreferences", nil, .document, -1, ["webPreferences"], .property, nil, members: 30240, 30566, line: 682),
        Class("IBWindowCollectionBehavior", nil, .document, -1, ["windowCollectionBehavior"], .property, nil, members: 30635, 30928, line: 694),
        Class("IBWindowPositionMask", nil, .document, -1, ["windowPositionMask"], .property, nil, members: 30985, 31092, line: 706),
        Class("IBWindowStyleMask", nil, .document, -1, ["windowStyleMask"], .property, nil, members: 31143, 31420, line: 712),
        Class("IBWkPreferences", nil, .document, -1, ["wkPreferences"], .property, nil, members: 31467, 31480, line: 724),
        Class("IBWkWebViewConfiguration", nil, .document, -1, ["wkWebViewConfiguration"], .property, nil, members: 31545, 31659, line: 726),
        Class("IBZeroFormattingBehavior", nil, .document, -1, ["zeroFormattingBehavior"], .property, nil, members: 31724, 31877, line: 730),
        Class("NSLayoutConstraint", "IBObject", .document, 192, ["constraint"], .object, nil, members: 31926, 33999, line: 735),
    ]

    private static let generatedElementNames: [String] = [
        "accessibility", "accessibilityConnection", "accessibilityOverrides", "accessibilityTraits", "action",
        "actionCell", "activityIndicatorView", "adaptation", "allowedInputSourceLocales", "allowedToolbarItems",
        "allowedTypes", "animations", "application", "array", "arrayController", "arscnView", "arskView",
        "attributedString", "attributes", "audiovisualMediaTypes", "autoresizingMask", "avPlayerView",
        "avPlayerViewController", "barButtonItem", "beginningViews", "behavior", "binding", "blurEffect", "bool", "box",
        "button", "buttonCell", "buttonConfiguration", "capability", "cells", "ciColor", "ciFilter", "class",
        "classReference", "classes", "clipView", "collectionReusableView", "collectionView", "collectionViewCell",
        "collectionViewCellContentView", "collectionViewController", "collectionViewFlowLayout", "collectionViewItem",
        "collectionViewLayout", "color", "colorWell", "column", "columns", "comboBox", "comboBoxCell",
        "comparisonPredicateOptions", "configuration", "connections", "constraint", "constraints", "containerView",
        "contentFilters", "control", "controller", "controllerPlaceholder", "customCell", "customFonts",
        "customFormatter", "customObject", "customSpacing", "customView", "dataDetectorType", "date",
        "dateComponentsFormatter", "dateFormatter", "datePicker", "datePickerCell", "datePickerElements", "decimal",
        "declaredKeys", "defaultToolbarItems", "dependencies", "deployment", "designable", "designables", "development",
        "device", "dictionary", "directionalEdgeInsets", "document", "drawer", "edgeInsets", "endViews", "exclude",
        "exit", "expression", "extendedEdge", "font", "fontDescription", "fragment", "frame",
        "freeformSimulatedSizeMetrics", "gestureRecognizers", "glanceController", "glkView", "glkViewController",
        "gridCell", "gridCells", "gridColumn", "gridRow", "gridView", "group", "hierarchicalColors",
        "holdingPriorities", "hostingController", "hoverGestureRecognizer", "image", "imageCell", "imageReference",
        "imageView", "include", "inferredMetricsTieBreakers", "inset", "integer", "items", "keyCommand", "keyCommands",
        "label", "layoutGuides", "levelIndicator", "levelIndicatorCell", "locale", "mapView", "mask", "matrix", "menu",
        "menuItem", "modalFormSheetSimulatedSizeMetrics", "modifierMask", "mtkView", "mutableArray", "mutableData",
        "mutableString", "namedColor", "navigationBar", "navigationBarAppearance", "navigationController",
        "navigationItem", "nil", "notificationCategory", "notificationController", "null", "numberFormatter",
        "objectController", "objectValues", "objects", "offsetWrapper", "options", "outlet", "outletCollection",
        "outlineView", "pageControl", "pageViewController", "pagecontroller", "panGestureRecognizer", "panel",
        "paragraphStyle", "pathCell", "pathControl", "pdfView", "pickerView", "pinchGestureRecognizer", "placeholder",
        "plugIn", "point", "pongPressGestureRecognizer", "popUpButton", "popUpButtonCell", "popUpMenus", "popover",
        "predicateEditor", "predicateEditorRowTemplate", "preferredSymbolConfiguration", "progressIndicator",
        "progressView", "prototypeCellViews", "prototypes", "range", "real", "rect", "refreshControl", "relationship",
        "relationships", "resources", "rightBarButtonItems", "rotationGestureRecognizer", "rowTemplates", "rows",
        "ruleEditor", "scene", "sceneKitView", "scenes", "screenEdgePanGestureRecognizer", "scrollView", "scroller",
        "searchBar", "searchDisplayController", "searchField", "searchFieldCell", "sections", "secureTextField",
        "secureTextFieldCell", "segment", "segmentedCell", "segmentedControl", "segments", "segue", "shadow",
        "simulatedMetricsContainer", "simulatedNavigationBarMetrics", "simulatedOrientationMetrics",
        "simulatedScreenMetrics", "simulatedStatusBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics",
        "size", "skView", "slider", "sliderCell", "sortDescriptor", "source", "splitView", "splitViewController",
        "splitViewItem", "splitViewItems", "stackView", "state", "stepper", "stepperCell", "string", "subviews",
        "swipeGestureRecognizer", "switch", "systemColor", "tabBar", "tabBarController", "tabBarItem", "tabStops",
        "tabView", "tabViewController", "tabViewItem", "tabViewItems", "table", "tableCellView", "tableColumn",
        "tableColumnResizingMask", "tableColumns", "tableHeaderCell", "tableHeaderView", "tableRow", "tableView",
        "tableViewCell", "tableViewCellContentView", "tableViewController", "tableViewGridLines", "tableViewSection",
        "tapGestureRecognizer", "textAttributes", "textAttributesForNegativeValues", "textField", "textFieldCell",
        "textInputTraits", "textTab", "textView", "tokenField", "tokenFieldCell", "toolbar", "toolbarItem",
        "toolbarItems", "touchBar", "touchBarItem", "touchBarItems", "touchBarPopoverItem", "touchBarSpacerItem",
        "treeController", "url", "userDefaultsController", "userDefinedRuntimeAttribute",
        "userDefinedRuntimeAttributes", "userGuides", "userLayoutGuide", "value", "variation", "vibrancyEffect", "view",
        "viewController", "viewControllerLayoutGuide", "viewControllerPlaceholder", "viewControllerTransitionOptions",
        "viewControllers", "viewLayoutGuide", "visibilityPriorities", "visualEffectView", "webPreferences", "webView",
        "window", "windowCollectionBehavior", "windowController", "windowPositionMask", "windowStyleMask",
        "wkPreferences", "wkWebView", "wkWebViewConfiguration", "zeroFormattingBehavior",
    ]

    private static let generatedElementClasses: [Int] = [
        -1, -1, -1, 193, -1, -1, -1, 194, -1, -1, -1, 195, -1, -1, -1, 196, -1, -1, -1, 197, -1, 123, -1, -1,
        17, -1, -1, -1, -1, -1, -1, 198, -1, -1, -1, 199, -1, -1, -1, 200, -1, -1, -1, 201, -1, -1, -1, 202,
        -1, 159, -1, -1, -1, -1, -1, 203, -1, 162, -1, -1, 40, -1, -1, -1, 41, -1, -1, -1, -1, -1, -1, 204,
        -1, -1, -1, 205, -1, -1, -1, 206, -1, -1, -1, 207, -1, 120, -1, -1, 68, -1, -1, -1, 46, -1, -1, -1,
        -1, -1, -1, 208, -1, -1, -1, 209, -1, -1, -1, 210, -1, -1, -1, 211, -1, -1, -1, 212, -1, 105, -1, -1,
        6, 81, 182, -1, -1, 124, -1, -1, -1, -1, -1, 213, -1, -1, -1, 214, -1, -1, -1, 215, -1, -1, -1, 216,
        -1, -1, -1, 217, -1, -1, -1, 218, -1, -1, -1, 219, -1, -1, -1, 220, -1, 104, -1, -1, 32, -1, -1, -1,
        20, 114, -1, -1, 33, -1, -1, -1, 2, -1, -1, -1, 64, -1, -1, -1, 74, 153, -1, -1, -1, 152, -1, -1,
        73, -1, -1, -1, -1, -1, -1, 221, -1, 92, -1, -1, -1, -1, -1, 222, -1, -1, -1, 223, -1, 86, -1, -1,
        -1, 130, -1, -1, -1, -1, -1, 224, -1, -1, -1, 225, -1, -1, -1, 226, -1, -1, -1, 357, -1, -1, -1, 227,
        2, -1, -1, 228, -1, -1, -1, 229, 3, 80, -1, -1, -1, -1, 187, -1, -1, 177, -1, -1, -1, 123, -1, -1,
        -1, -1, -1, 230, -1, 169, -1, -1, 44, -1, -1, 231, -1, -1, -1, 232, -1, 79, -1, -1, -1, -1, -1, 233,
        -1, -1, -1, 234, -1, 168, -1, -1, -1, 167, -1, -1, 13, 93, -1, -1, -1, 139, -1, -1, -1, -1, -1, 235,
        -1, -1, -1, 236, -1, -1, -1, 237, -1, -1, -1, 238, -1, -1, -1, 239, -1, -1, -1, 240, -1, -1, -1, 241,
        -1, -1, -1, 242, -1, -1, -1, 243, -1, -1, -1, 244, -1, -1, -1, 245, -1, -1, -1, 247, -1, -1, -1, 246,
        -1, 171, -1, -1, -1, -1, -1, 249, -1, -1, -1, 250, -1, -1, -1, 251, -1, -1, -1, 252, -1, -1, -1, 253,
        -1, -1, -1, 254, -1, -1, -1, 255, -1, -1, -1, 256, -1, -1, -1, 257, -1, -1, -1, 258, -1, -1, -1, 259,
        -1, -1, -1, 260, -1, -1, 190, -1, 37, -1, -1, -1, 69, -1, -1, -1, -1, 151, -1, -1, -1, -1, -1, 261,
        -1, 150, -1, -1, -1, 149, -1, -1, -1, 109, -1, -1, -1, -1, 180, -1, -1, -1, -1, 262, -1, -1, -1, 263,
        70, -1, -1, -1, 58, -1, -1, -1, -1, -1, -1, 264, -1, 134, -1, -1, -1, -1, -1, 265, 5, 88, 183, -1,
        -1, -1, -1, 266, -1, -1, -1, 267, -1, -1, -1, 268, -1, -1, -1, 269, -1, -1, -1, 270, 75, -1, -1, -1,
        -1, -1, -1, 271, 4, -1, 181, -1, -1, -1, -1, 272, -1, 94, -1, -1, -1, 138, -1, -1, -1, -1, -1, 248,
        36, -1, -1, -1, -1, -1, -1, 273, -1, 96, -1, -1, -1, 142, 185, -1, -1, 143, 186, -1, -1, -1, -1, 274,
        -1, -1, -1, 275, 42, -1, -1, -1, -1, -1, -1, 276, -1, -1, -1, 277, -1, -1, -1, 278, -1, -1, -1, 279,
        26, -1, -1, -1, -1, -1, -1, 280, 62, -1, -1, -1, 48, -1, -1, -1, -1, -1, -1, 281, -1, -1, 191, -1,
        -1, -1, 189, -1, -1, -1, -1, 282, -1, 166, -1, -1, -1, 161, -1, -1, -1, -1, -1, 283, -1, -1, -1, 284,
        -1, -1, -1, 285, -1, -1, -1, 286, -1, -1, -1, 287, -1, -1, -1, 288, -1, 98, -1, -1, 12, -1, -1, -1,
        67, -1, -1, -1, -1, 157, -1, -1, 52, -1, -1, -1, -1, 141, -1, -1, -1, -1, -1, 289, -1, 133, -1, -1,
        -1, 95, -1, -1, -1, 121, -1, -1, 24, -1, -1, -1, 53, -1, -1, -1, -1, -1, -1, 290, -1, -1, -1, 291,
        -1, -1, -1, 292, 54, -1, -1, -1, -1, 82, -1, -1, -1, 126, -1, -1, -1, -1, -1, 293, -1, 170, -1, -1,
        -1, 102, -1, -1, -1, 175, -1, -1, -1, -1, -1, 294, -1, 110, -1, -1, 16, -1, -1, -1, -1, -1, -1, 295,
        -1, -1, -1, 296, -1, -1, -1, 297, -1, -1, -1, 298, -1, -1, -1, 299, 15, -1, -1, -1, -1, -1, -1, 300,
        -1, -1, -1, 301, -1, -1, -1, 302, -1, -1, -1, 303, 56, -1, -1, -1, -1, -1, -1, 304, -1, -1, -1, 305,
        -1, 101, -1, -1, -1, -1, -1, 306, 38, -1, -1, -1, -1, -1, -1, 307, 57, -1, -1, -1, 18, 103, -1, -1,
        -1, 99, -1, -1, 25, -1, -1, -1, 72, -1, -1, -1, -1, 85, -1, -1, -1, 129, -1, -1, -1, -1, -1, 308,
        -1, 84, -1, -1, -1, 128, -1, -1, -1, -1, -1, 309, -1, 135, -1, -1, 7, 89, -1, -1, -1, -1, -1, 310,
        -1, -1, -1, 311, -1, -1, -1, 312, -1, -1, -1, 313, -1, -1, -1, 314, -1, -1, -1, 315, -1, -1, -1, 316,
        -1, -1, -1, 317, -1, -1, -1, 318, -1, -1, -1, 319, -1, -1, -1, 320, 39, -1, -1, -1, 10, 90, -1, -1,
        -1, 136, -1, -1, -1, -1, -1, 321, -1, -1, -1, 322, -1, 107, -1, -1, 66, 155, -1, -1, -1, 148, -1, -1,
        -1, -1, -1, 323, 22, 108, -1, -1, -1, -1, -1, 324, 11, 91, -1, -1, -1, 137, -1, -1, -1, -1, -1, 325,
        -1, -1, -1, 326, 55, -1, -1, -1, 9, 100, -1, -1, -1, -1, -1, 327, 28, -1, -1, -1, 65, -1, -1, -1,
        47, -1, -1, -1, -1, -1, -1, 328, -1, 106, -1, -1, -1, 156, -1, -1, -1, 147, -1, -1, -1, -1, -1, 329,
        -1, -1, 184, -1, -1, 116, -1, -1, -1, 144, -1, -1, -1, -1, -1, 330, -1, -1, -1, 331, -1, 132, -1, -1,
        -1, 117, -1, -1, -1, -1, 188, -1, 19, 97, -1, -1, 29, -1, -1, -1, 31, -1, -1, -1, 63, -1, -1, -1,
        -1, -1, -1, 332, 30, -1, -1, -1, 50, -1, -1, -1, -1, -1, -1, 333, -1, -1, -1, 334, 14, 83, -1, -1,
        -1, 127, -1, -1, -1, -1, -1, 335, -1, -1, -1, 336, 21, 112, -1, -1, -1, 87, -1, -1, -1, 131, -1, -1,
        27, 145, -1, -1, -1, 146, -1, -1, -1, -1, -1, 337, -1, 172, -1, -1, -1, 173, -1, -1, -1, -1, -1, 338,
        -1, 174, -1, -1, -1, 173, -1, -1, -1, 163, -1, -1, -1, -1, -1, 339, -1, 164, -1, -1, -1, -1, -1, 340,
        -1, -1, -1, 341, -1, -1, -1, 342, -1, -1, -1, 343, -1, -1, -1, 344, -1, -1, -1, 345, -1, -1, -1, 346,
        2, 78, -1, -1, 61, 154, -1, -1, 60, -1, -1, -1, 71, -1, -1, -1, -1, -1, -1, 347, -1, -1, -1, 348,
        59, 176, -1, -1, -1, -1, -1, 349, 23, 115, -1, -1, -1, -1, -1, 350, 34, 118, -1, -1, 43, 140, -1, -1,
        -1, -1, -1, 351, -1, 158, -1, -1, -1, -1, -1, 352, -1, -1, -1, 353, -1, -1, -1, 354, 35, 119, -1, -1,
        -1, -1, -1, 355, -1, -1, -1, 356,
    ]

    private static let generatedClassNames: [[String]] = [
        [
            "ARSCNView", "ARSKView", "AVPlayerViewController", "GLKView", "GLKViewController", "MKMapView", "MTKView",
            "NSObject", "SCNView", "SKView", "UIActivityIndicatorView", "UIBarButtonItem", "UIBarItem", "UIButton",
            "UICollectionReusableView", "UICollectionView", "UICollectionViewCell", "UICollectionViewController",
            "UICollectionViewFlowLayout", "UICollectionViewLayout", "UIControl", "UICustomObject", "UIDatePicker",
            "UIGestureRecognizer", "UIHostingController", "UIHoverGestureRecognizer", "UIImageView", "UIKeyCommand",
            "UILabel", "UILayoutGuide", "UILongPressGestureRecognizer", "UINavigationBar", "UINavigationController",
            "UINavigationItem", "UIPageControl", "UIPageViewController", "UIPanGestureRecognizer", "UIPickerView",
            "UIPinchGestureRecognizer", "UIProgressView", "UIRefreshControl", "UIResponder",
            "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIScrollView", "UISearchBar",
            "UISearchDisplayController", "UISegment", "UISegmentedControl", "UISlider", "UISplitViewController",
            "UIStackView", "UIStepper", "UISwipeGestureRecognizer", "UISwitch", "UITabBar", "UITabBarController",
            "UITabBarItem", "UITableView", "UITableViewCell", "UITableViewCellContentView", "UITableViewController",
            "UITableViewSection", "UITapGestureRecognizer", "UITapRecognizer", "UITextField", "UITextView", "UIToolbar",
            "UIView", "UIViewController", "UIViewControllerPlaceholder", "UIVisualEffectView", "UIWebView", "UIWindow",
            "WKWebView", "_UILayoutGuide",
        ],
        [
            "AVPlayerView", "NSActionCell", "NSApplication", "NSArrayController", "NSBox", "NSButton", "NSButtonCell",
            "NSCell", "NSClipView", "NSCollectionView", "NSCollectionViewFlowLayout", "NSCollectionViewItem",
            "NSColorWell", "NSComboBox", "NSComboBoxCell", "NSControl", "NSController", "NSCustomFormatter",
            "NSCustomView", "NSDateComponentsFormatter", "NSDateFormatter", "NSDatePicker", "NSDatePickerCell",
            "NSDrawer", "NSFormatter", "NSGridCell", "NSGridColumn", "NSGridRow", "NSGridView", "NSImageCell",
            "NSImageView", "NSLayoutGuide", "NSLevelIndicator", "NSLevelIndicatorCell", "NSMatrix", "NSMenu",
            "NSMenuItem", "NSMenuItemCell", "NSNumberFormatter", "NSObject", "NSObjectController", "NSOutlineView",
            "NSPageController", "NSPanel", "NSPathCell", "NSPathControl", "NSPopUpButton", "NSPopUpButtonCell",
            "NSPopover", "NSPopoverTouchBarItem", "NSPredicateEditor", "NSPredicateEditorRowTemplate",
            "NSProgressIndicator", "NSResponder", "NSRuleEditor", "NSScrollView", "NSScroller", "NSSearchField",
            "NSSearchFieldCell", "NSSecureTextField", "NSSecureTextFieldCell", "NSSegmentedCell", "NSSegmentedControl",
            "NSSlider", "NSSliderCell", "NSSplitView", "NSSplitViewController", "NSSplitViewItem", "NSStackView",
            "NSStepper", "NSStepperCell", "NSSwitch", "NSTabView", "NSTabViewController", "NSTabViewItem",
            "NSTableCellView", "NSTableColumn", "NSTableHeaderCell", "NSTableHeaderView", "NSTableView", "NSText",
            "NSTextField", "NSTextFieldCell", "NSTextView", "NSTextViewSharedData", "NSTokenField", "NSTokenFieldCell",
            "NSToolbar", "NSToolbarItem", "NSTouchBar", "NSTouchBarItem", "NSTreeController",
            "NSUserDefaultsController", "NSView", "NSViewController", "NSViewControllerPlaceholder",
            "NSVisualEffectView", "NSWindowController", "NSWindowTemplate", "PDFView", "WKWebView", "WebView",
        ],
        [
            "NSObject", "WKGlanceController", "WKInterfaceButton", "WKInterfaceController", "WKInterfaceGroup",
            "WKInterfaceImage", "WKInterfaceLabel", "WKInterfaceMenu", "WKInterfaceMenuItem", "WKInterfaceObject",
            "WKInterfaceTable", "WKNotificationCategory", "WKTableRowController",
            "WKUserNotificationInterfaceController",
        ],
        [
            "IBAccessibility", "IBAccessibilityConnection", "IBAccessibilityOverrides", "IBAccessibilityTraits",
            "IBAction", "IBAdaptation", "IBAllowedInputSourceLocales", "IBAllowedToolbarItems", "IBAllowedTypes",
            "IBAnimations", "IBArray", "IBAttributedString", "IBAttributes", "IBAudiovisualMediaTypes",
            "IBAutoresizingMask", "IBBeginningViews", "IBBehavior", "IBBinding", "IBBlurEffect", "IBBool",
            "IBButtonConfiguration", "IBCapability", "IBCells", "IBCiColor", "IBCiFilter", "IBClass",
            "IBClassReference", "IBClasses", "IBColor", "IBColumn", "IBColumns", "IBComparisonPredicateOptions",
            "IBConfiguration", "IBConnections", "IBConstraints", "IBContainerView", "IBContentFilters", "IBCustomFonts",
            "IBCustomObject", "IBCustomSpacing", "IBDataDetectorType", "IBDate", "IBDatePickerElements", "IBDecimal",
            "IBDeclaredKeys", "IBDefaultToolbarItems", "IBDependencies", "IBDeployment", "IBDesignable",
            "IBDesignables", "IBDevelopment", "IBDevice", "IBDictionary", "IBDirectionalEdgeInsets", "IBDocument",
            "IBEdgeInsets", "IBEndViews", "IBExclude", "IBExit", "IBExpression", "IBExtendedEdge", "IBFont",
            "IBFontDescription", "IBFragment", "IBFrame", "IBFreeformSimulatedSizeMetrics", "IBGestureRecognizers",
            "IBGridCells", "IBHierarchicalColors", "IBHoldingPriorities", "IBImage", "IBImageReference", "IBInclude",
            "IBInferredMetricsTieBreakers", "IBInset", "IBInteger", "IBItems", "IBKeyCommands", "IBLayoutGuides",
            "IBLocale", "IBMask", "IBModalFormSheetSimulatedSizeMetrics", "IBModifierMask", "IBMutableArray",
            "IBMutableData", "IBMutableString", "IBNamedColor", "IBNavigationBarAppearance", "IBNil", "IBNull",
            "IBObject", "IBObjectValues", "IBObjects", "IBOffsetWrapper", "IBOptions", "IBOutlet", "IBOutletCollection",
            "IBParagraphStyle", "IBPlaceholder", "IBPlugIn", "IBPoint", "IBPopUpMenus",
            "IBPreferredSymbolConfiguration", "IBPrototypeCellViews", "IBPrototypes", "IBRange", "IBReal", "IBRect",
            "IBRelationship", "IBRelationships", "IBResources", "IBRightBarButtonItems", "IBRowTemplates", "IBRows",
            "IBScene", "IBScenes", "IBSections", "IBSegment", "IBSegments", "IBSegue", "IBShadow",
            "IBSimulatedMetricsContainer", "IBSimulatedNavigationBarMetrics", "IBSimulatedOrientationMetrics",
            "IBSimulatedScreenMetrics", "IBSimulatedStatusBarMetrics", "IBSimulatedTabBarMetrics",
            "IBSimulatedToolbarMetrics", "IBSize", "IBSortDescriptor", "IBSource", "IBSplitViewItems", "IBState",
            "IBString", "IBSubviews", "IBSystemColor", "IBTabStops", "IBTabViewItems", "IBTableColumnResizingMask",
            "IBTableColumns", "IBTableViewGridLines", "IBTextAttributes", "IBTextAttributesForNegativeValues",
            "IBTextInputTraits", "IBTextTab", "IBToolbarItems", "IBTouchBarItems", "IBUrl",
            "IBUserDefinedRuntimeAttribute", "IBUserDefinedRuntimeAttributes", "IBUserGuides", "IBUserLayoutGuide",
            "IBValue", "IBVariation", "IBVibrancyEffect", "IBViewControllerTransitionOptions", "IBViewControllers",
            "IBVisibilityPriorities", "IBWebPreferences", "IBWindowCollectionBehavior", "IBWindowPositionMask",
            "IBWindowStyleMask", "IBWkPreferences", "IBWkWebViewConfiguration", "IBZeroFormattingBehavior",
            "NSLayoutConstraint",
        ],
    ]

    private static let generatedClassIndices: [[Int]] = [
        [
            40, 41, 68, 37, 69, 36, 42, 0, 38, 39, 17, 46, 45, 6, 32, 20, 33, 64, 74, 73, 3, 44, 13, 49, 70, 58, 5, 75,
            4, 59, 54, 26, 62, 48, 12, 67, 52, 24, 53, 16, 15, 1, 56, 57, 18, 25, 72, 8, 7, 10, 66, 22, 11, 55, 9, 28,
            65, 47, 19, 29, 31, 63, 30, 50, 51, 14, 21, 27, 2, 61, 71, 23, 34, 43, 35, 60,
        ],
        [
            120, 123, 159, 162, 105, 81, 124, 122, 104, 114, 153, 152, 92, 86, 130, 80, 160, 169, 79, 168, 167, 93, 139,
            171, 165, 151, 150, 149, 109, 134, 88, 176, 94, 138, 96, 142, 143, 125, 166, 76, 161, 98, 157, 141, 133, 95,
            82, 126, 170, 174, 102, 175, 110, 77, 101, 103, 99, 85, 129, 84, 128, 135, 89, 90, 136, 107, 155, 148, 108,
            91, 137, 100, 106, 156, 147, 116, 144, 132, 117, 97, 111, 83, 127, 112, 113, 87, 131, 145, 146, 172, 173,
            163, 164, 78, 154, 177, 115, 158, 140, 121, 119, 118,
        ],
        [
            178, 190, 182, 187, 180, 183, 181, 185, 186, 179, 184, 191, 188, 189,
        ],
        [
            193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213,
            214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234,
            235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 247, 246, 249, 250, 251, 252, 253, 254, 255, 256,
            257, 258, 259, 260, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 248, 273, 274, 275, 276,
            277, 278, 279, 280, 281, 282, 192, 283, 284, 285, 286, 287, 288, 289, 290, 291, 292, 293, 294, 295, 296,
            297, 298, 299, 300, 301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 313, 314, 315, 316, 317,
            318, 319, 320, 321, 322, 323, 324, 325, 326, 327, 328, 329, 330, 331, 332, 333, 334, 335, 336, 337, 338,
            339, 340, 341, 342, 343, 344, 345, 346, 347, 348, 349, 350, 351, 352, 353, 354, 355, 356, 357,
        ],
    ]

    private static let generatedNames: [String] = [
        "*", "HUD", "NSAllowsEditingMultipleValuesSelection", "NSAlwaysPresentsApplicationModalAlerts", "NSColor",
        "NSConditionallySetsEditable", "NSConditionallySetsEnabled", "NSConditionallySetsHidden",
        "NSContinuouslyUpdatesValue", "NSCreatesSortDescriptor", "NSDeletesObjectsOnRemove", "NSDisplayName",
        "NSDisplayPattern", "NSFont", "NSHandlesContentAsCompoundValue", "NSKern", "NSMultipleValuesPlaceholder",
        "NSNoSelectionPlaceholder", "NSNotApplicablePlaceholder", "NSNullPlaceholder", "NSOriginalFont",
        "NSParagraphStyle", "NSPredicateFormat", "NSRaisesForNotApplicableKeys", "NSSelectorName", "NSStrokeColor",
        "NSValidatesImmediately", "NSValueTransformerName", "accessibility", "accessibilityConfiguration",
        "accessibilityConnection", "accessibilityOverrides", "accessibilityTraits", "accessoryType", "action",
        "actionCell", "actionName", "activityIndicatorView", "adaptation", "address", "adjustable",
        "adjustsFontForContentSizeCategory", "adjustsFontSizeToFit",
        "adjustsImageSizeForAccessibilityContentSizeCategory", "adjustsImageWhenAncestorFocused",
        "adjustsImageWhenDisabled", "adjustsImageWhenHighlighted", "adjustsLetterSpacingToFitWidth", "affinity",
        "alignment", "allowDoubleColumnStyle", "allowUserInteraction", "allowableMovement", "allowedInputSourceLocales",
        "allowedToolbarItems", "allowedTypes", "allowsAnimatedImageLooping", "allowsAnimatedImages",
        "allowsCharacterPickerTouchBarItem", "allowsContinuousInteraction", "allowsDefaultTighteningForTruncation",
        "allowsDirectInteraction", "allowsDocumentBackgroundColorChange", "allowsEditingTextAttributes",
        "allowsEmptySelection", "allowsExpansionToolTips", "allowsFloats", "allowsKeyEquivalentWhenHidden",
        "allowsMixedState", "allowsMultipleSelection", "allowsMultipleSelectionDuringEditing",
        "allowsNonContiguousLayout", "allowsSelection", "allowsSelectionDuringEditing", "allowsTickMarkValuesOnly",
        "allowsToolTipsWhenApplicationIsInactive", "allowsTruncatedLabels", "allowsUndo", "allowsUserCustomization",
        "alpha", "alphaValue", "alternate", "alternateImage", "alternateTitle", "alternatingRowBackgroundColors",
        "altersStateOfSelectedItem", "alwaysBounceHorizontal", "alwaysBounceVertical", "alwaysShowsDecimalSeparator",
        "ambiguous", "animates", "animating", "animationBehavior", "animationDuration", "animations", "appearance",
        "appearanceType", "appends", "application", "apportionsSegmentWidthsByContent", "arrangesAllSubviews", "array",
        "arrayController", "arrowPosition", "arrowsPosition", "arscnView", "arskView", "ascending", "attributedString",
        "attributedStringForNil", "attributedStringForNotANumber", "attributedStringForZero", "attributedText",
        "attributedTitle", "attributes", "audiovisualMediaTypes", "autoScales", "autocapitalizationType",
        "autocorrectionType", "autoenablesItems", "autohidesScrollers", "automaticEstimatedItemSize",
        "automaticallyAdjustsScrollViewInsets", "automaticallyPreparesContent", "automaticallyRearrangesObjects",
        "autorecalculatesCellSize", "autorecalculatesKeyViewLoop", "autorepeat", "autoresizesArchivedViewToFullSize",
        "autoresizesOutlineColumn", "autoresizesSubviews", "autoresizingMask", "autosaveColumns",
        "autosaveExpandedItems", "autosaveName", "autosavesConfiguration", "autovalidates", "avPlayerView",
        "avPlayerViewController", "avoidsEmptySelection", "axis", "backBarButtonItem", "background", "backgroundColor",
        "backgroundImage", "backgroundStyle", "barButtonItem", "barStyle", "barTintColor", "base64-UTF8",
        "baseForegroundColor", "baseWritingDirection", "baselineAdjustment", "baselineRelativeArrangement",
        "beginningViews", "behavior", "bezelColor", "bezelStyle", "bezeled", "binding", "blendingMode", "blue",
        "blurEffect", "blurRadius", "bool", "borderColor", "borderStyle", "borderType", "borderWidth", "bordered",
        "bottom", "bottomPadding", "bottomStrut", "bounces", "bouncesZoom", "box", "boxType", "bundleIdentifier",
        "button", "buttonBordered", "buttonCell", "buttonConfiguration", "buttonType", "calendarEvent",
        "canCancelContentTouches", "canCollapse", "canDrawConcurrently", "canJoinAllSpaces", "canRemoveAllRows",
        "candidateClass", "canvasLocation", "capability", "caseInsensitive", "catalog", "causesPageTurn", "cell",
        "cellLayoutMarginsFollowReadableWidth", "cellSize", "cells", "changeBackground", "changeContents", "changeGray",
        "changesSelectionAsPrimaryAction", "childrenKeyPath", "ciColor", "ciFilter", "class", "className",
        "classReference", "classes", "clearButtonMode", "clearsContextBeforeDrawing",
        "clearsFilterPredicateOnInsertion", "clearsOnBeginEditing", "clearsSelectionOnViewWillAppear", "clipView",
        "clipsSubviews", "clipsToBounds", "closable", "cocoaTouchSystemColor", "collapsedRepresentationImage",
        "collapsedRepresentationLabel", "collectionBehavior", "collectionClass", "collectionReusableView",
        "collectionView", "collectionViewCell", "collectionViewCellContentView", "collectionViewController",
        "collectionViewFlowLayout", "collectionViewItem", "collectionViewLayout", "color", "colorLabel", "colorMatched",
        "colorPixelFormat", "colorSpace", "colorWell", "column", "columnAutoresizingStyle", "columnReordering",
        "columnResizing", "columnSelection", "columnSpacing", "columns", "comboBox", "comboBoxCell", "command",
        "commit", "compactAppearance", "compactScrollEdgeAppearance", "comparisonPredicateOptions", "completes",
        "compositingFilter", "configuration", "configurationType", "connections", "constant", "constraint",
        "constraints", "containerView", "content", "contentEdgeInsets", "contentFilters", "contentHorizontalAlignment",
        "contentInset", "contentInsetAdjustmentBehavior", "contentInsets", "contentLayoutGuide", "contentMode",
        "contentRect", "contentSize", "contentSizeForViewInPopover", "contentTintColor", "contentType",
        "contentVerticalAlignment", "contentView", "contentViewInsetsToSafeArea", "continuous",
        "continuousSpellChecking", "control", "controlSize", "controller", "controllerPlaceholder", "controlsStyle",
        "copiesOnScroll", "cornerRadius", "countDownDuration", "criticalValue", "currencyDecimalSeparator",
        "currencySymbol", "currentPage", "currentPageIndicatorTintColor", "customCell", "customClass",
        "customColorSpace", "customFonts", "customFormatter", "customModule", "customModuleProvider", "customObject",
        "customObjectInstantitationMethod", "customSize", "customSpacing", "customView", "dashSubstitution", "dataCell",
        "dataDetectorType", "dataDetectorTypes", "dataMode", "date", "dateComponentsFormatter", "dateFormatter",
        "datePicker", "datePickerCell", "datePickerElements", "datePickerMode", "dateStyle", "day", "decimal",
        "decimalSeparator", "declaredKeys", "defaultFixedFontSize", "defaultFontSize", "defaultSimulatedMetrics",
        "defaultTabInterval", "defaultToolbarItems", "defaultVersion", "deferred", "defersCurrentPageDisplay",
        "definesPresentationContext", "delaysContentTouches", "dependencies", "deployment", "depthStencilPixelFormat",
        "description", "designTimeSize", "designable", "designables", "destination", "detachesHiddenViews",
        "detailTextLabel", "development", "device", "diacriticInsensitive", "dictionary", "direction",
        "directionalEdgeInsets", "directionalLayoutMargins", "directionalLockEnabled", "disabled", "disabledBackground",
        "discoverabilityTitle", "displayMode", "displayedWhenStopped", "displaysPageBreaks", "distribution",
        "dividerStyle", "document", "doesNotDimImage", "doesRelativeDateFormatting", "doubleSided", "doubleValue",
        "drawer", "drawsBackground", "dynamicTypePreference", "edgeInsets", "edgesForExtendedLayout", "editable",
        "emptySelection", "enableSetNeedsDisplay", "enabled", "enablesReturnKeyAutomatically", "endViews", "entityName",
        "estimatedItemSize", "estimatedRowHeight", "estimatedSectionFooterHeight", "estimatedSectionHeaderHeight",
        "eventType", "exclude", "exit", "explicitItemIdentifier", "exponentSymbol", "expression", "extendedEdge",
        "extendedLayoutIncludesOpaqueBars", "family", "fetchPredicateFormat", "fillColor", "findBarPosition",
        "findStyle", "firstAttribute", "firstItem", "fixedFrame", "flexibleMaxX", "flexibleMaxY", "flexibleMinX",
        "flexibleMinY", "flightNumber", "floatsGroupRows", "focusGroupIdentifier", "focusRingType", "focused", "font",
        "fontDescription", "footerReferenceSize", "footerTitle", "formatWidth", "formatter", "formatterBehavior",
        "fragment", "frame", "frameAutosaveName", "frameInset", "frameLayoutGuide", "freeformSimulatedSizeMetrics",
        "freeformSize", "fullScreenAuxiliary", "fullScreenNone", "fullScreenPrimary", "fullSizeContentView",
        "gestureRecognizers", "glanceController", "glkView", "glkViewController", "green", "gridCell", "gridCells",
        "gridColor", "gridColumn", "gridRow", "gridStyleMask", "gridView", "group", "groupingSeparator", "groupingSize",
        "hasAttributedTitle", "hasDetent", "hasHorizontalScroller", "hasShadow", "hasThousandSeparators",
        "hasVerticalScroller", "headOfMergedCell", "header", "headerCell", "headerReferenceSize", "headerTitle",
        "headerToolTip", "headerView", "height", "heightAdjustment", "heightSizable", "help", "hidden",
        "hidesAccessoryWhenEditing", "hidesBottomBarWhenPushed", "hidesForSinglePage", "hidesOnDeactivate",
        "hidesWhenStopped", "hierarchicalColors", "highlighted", "highlightedColor", "highlightedImage", "hint",
        "holdingPriorities", "holdingPriority", "horizontal", "horizontalClippingResistancePriority",
        "horizontalCompressionResistancePriority", "horizontalHuggingPriority", "horizontalLineScroll",
        "horizontalPageScroll", "horizontalScrollElasticity", "horizontalScroller", "horizontalStackHuggingPriority",
        "horizontallyResizable", "hostingController", "hour", "hoverGestureRecognizer", "icon", "id", "identifier",
        "ignoresCycle", "image", "imageAlignment", "imageCell", "imageEdgeInsets", "imageFrameStyle", "imageHugsTitle",
        "imageInsets", "imagePosition", "imageReference", "imageScaling", "imageView", "implicitIdentifier",
        "implicitItemIdentifier", "importsGraphics", "include", "increment", "incrementalSearchingEnabled",
        "indentationLevel", "indentationMarkerFollowsCell", "indentationPerLevel", "indentationWidth", "indeterminate",
        "indicatorStyle", "inferredMetricsTieBreakers", "inheritsFrom", "initialItem", "initialPositionMask",
        "initialViewController", "input", "inputBackgroundImage", "inputColor0", "inputColor1", "inputImage",
        "insertionPointColor", "inset", "insetFor6xAndEarlier", "insetsLayoutMarginsFromSafeArea", "integer",
        "intercellSpacing", "internationalCurrencySymbol", "intrinsicContentSize", "isElement", "isSeparatorItem",
        "itemSize", "items", "javaEnabled", "javaScriptCanOpenWindowsAutomatically", "javaScriptEnabled", "key",
        "keyCommand", "keyCommands", "keyEquivalent", "keyEquivalentModifierMask", "keyPath", "keyboardAppearance",
        "keyboardDismissMode", "keyboardKey", "keyboardType", "keyedArchiveRepresentation", "kind", "label",
        "landscapeSize", "largeTitleDisplayMode", "largeTitleTextAttributes", "largeTitles", "launchScreen", "layout",
        "layoutGuides", "layoutMargins", "layoutMarginsFollowReadableWidth", "layoutMarginsRelativeArrangement",
        "leading", "leafKeyPath", "left", "leftBarButtonItem", "leftExpressionObject", "leftStrut", "length", "lenient",
        "levelIndicator", "levelIndicatorCell", "levelIndicatorStyle", "lightByBackground", "lightByContents",
        "lightByGray", "lineBreakMode", "lineHeightMultiple", "lineSpacing", "link", "linkDetection", "locale",
        "localeIdentifier", "localization", "localizesFormat", "location", "lookupSuggestion", "mainMenu",
        "maintainsBackForwardList", "managed", "mapType", "mapView", "margins", "mask", "material", "matrix",
        "maxAcceleratorLevel", "maxContentSize", "maxFullScreenContentSize", "maxSize", "maxValue", "maxWidth", "maxX",
        "maxY", "maximum", "maximumDate", "maximumFractionDigits", "maximumIntegerDigits", "maximumNumberOfTouches",
        "maximumRecents", "maximumTrackTintColor", "maximumValue", "maximumValueImage", "maximumZoomScale",
        "mediaTypesRequiringUserActionForPlayback", "menu", "menuItem", "metaFont", "minContentSize",
        "minFullScreenContentSize", "minSize", "minSystemVersion", "minToolsVersion", "minValue", "minWidth", "minX",
        "minY", "miniaturizable", "minimum", "minimumDate", "minimumFontSize", "minimumFractionDigits",
        "minimumIntegerDigits", "minimumInteritemSpacing", "minimumLineSpacing", "minimumNumberOfTouches",
        "minimumPressDuration", "minimumScaleFactor", "minimumTrackTintColor", "minimumValue", "minimumValueImage",
        "minimumZoomScale", "minusSign", "minute", "minuteInterval", "mirrorLayoutDirectionWhenInternationalizing",
        "mirroring", "misplaced", "modalFormSheetSimulatedSizeMetrics", "modalPresentationStyle",
        "modalTransitionStyle", "mode", "modifierFlags", "modifierMask", "moduleName", "momentary", "month",
        "moveToActiveSpace", "mtkView", "multiLevelAccelerator", "multipleSelection", "multipleTouchEnabled",
        "multiplier", "mutableArray", "mutableData", "mutableString", "name", "namedColor", "navigationBar",
        "navigationBarAppearance", "navigationBarHidden", "navigationController", "navigationItem",
        "navigationOrientation", "negativeFormat", "negativeInfinitySymbol", "negativePrefix", "negativeSuffix",
        "nestingMode", "nibName", "nil", "nonactivatingPanel", "none", "normal", "notANumberSymbol", "notEnabled",
        "notificationCategory", "notificationController", "null", "numberFormatter", "numberOfLines", "numberOfPages",
        "numberOfTapsRequired", "numberOfTickMarks", "numberOfTouchesRequired", "numberOfVisibleItems", "numberStyle",
        "objectClass", "objectClassName", "objectController", "objectValues", "objects", "offset", "offsetWrapper",
        "on", "onTintColor", "oneShot", "opaque", "option", "options", "orientation", "outlet", "outletCollection",
        "outlineTableColumn", "outlineView", "paddingCharacter", "pageControl", "pageIndicatorTintColor", "pageSpacing",
        "pageViewController", "pagecontroller", "pagingEnabled", "paletteLabel", "panGestureRecognizer", "panel",
        "paragraphStyle", "participatesInCycle", "pathCell", "pathControl", "pathStyle", "pdfView", "perMillSymbol",
        "percentSymbol", "phoneNumber", "pickerView", "pinchGestureRecognizer", "pitchEnabled", "placeholder",
        "placeholderIdentifier", "placeholderIntrinsicHeight", "placeholderIntrinsicWidth", "placeholderString",
        "playsSound", "plugIn", "plusSign", "point", "pointSize", "pointerInteraction", "pongPressGestureRecognizer",
        "popUpButton", "popUpButtonCell", "popUpMenus", "popover", "popoverAnchorView", "popoverBehavior",
        "popoverTouchBar", "portraitSize", "positiveFormat", "positiveInfinitySymbol", "positivePrefix",
        "positiveSuffix", "predicateEditor", "predicateEditorRowTemplate", "preferences", "preferredDisplayMode",
        "preferredEdge", "preferredFramesPerSecond", "preferredMaxLayoutWidth", "preferredStyle",
        "preferredSymbolConfiguration", "preferredSymbolConfigurationForImage", "prefetchingEnabled",
        "preservesSelection", "preservesSuperviewLayoutMargins", "preview", "previousBinding", "primaryBackgroundColor",
        "primaryBackgroundStyle", "priority", "progress", "progressImage", "progressIndicator", "progressTintColor",
        "progressView", "progressViewStyle", "prompt", "prompted", "property", "propertyAccessControl", "prototype",
        "prototypeCellViews", "prototypes", "pullsDown", "pushIn", "quoteSubstitution", "range", "ratingImage",
        "ratingPlaceholderImage", "real", "recentsAutosaveName", "rect", "red", "reference", "referencedIdentifier",
        "refreshControl", "refusesFirstResponder", "relation", "relationship", "relationships", "relativePath",
        "releasedWhenClosed", "renderingMode", "representedObject", "representsSharedInstance",
        "requiredIntegratedClassName", "resizable", "resizeWithTable", "resizingMask", "resources", "restorable",
        "restorationIdentifier", "returnKeyType", "reuseIdentifier", "richText", "right", "rightBarButtonItem",
        "rightBarButtonItems", "rightExpressionObject", "rightStrut", "rootItem", "rotateEnabled",
        "rotationGestureRecognizer", "roundingIncrement", "row", "rowAlignment", "rowHeight", "rowSizeStyle",
        "rowSpacing", "rowTemplates", "rowType", "rows", "ruleEditor", "safeArea", "scale", "scalesPageToFit", "scene",
        "sceneID", "sceneKitView", "sceneMemberID", "scenes", "screenEdgePanGestureRecognizer", "screenRect",
        "scrollDirection", "scrollEdgeAppearance", "scrollEnabled", "scrollIndicatorInsets", "scrollView", "scrollable",
        "scroller", "scrollerKnobStyle", "searchBar", "searchBarStyle", "searchDisplayController", "searchField",
        "searchFieldCell", "second", "secondAttribute", "secondItem", "secondaryBackgroundColor", "secondaryImage",
        "sectionFooterHeight", "sectionFooterView", "sectionHeaderHeight", "sectionHeaderView",
        "sectionHeadersPinToVisibleBounds", "sectionIndexBackgroundColor", "sectionIndexColor",
        "sectionIndexTrackingBackgroundColor", "sectionInset", "sectionInsetReference", "sections", "secureTextEntry",
        "secureTextField", "secureTextFieldCell", "segment", "segmentControlStyle", "segmentDistribution",
        "segmentedCell", "segmentedControl", "segments", "segue", "selectable", "selected", "selectedImage",
        "selectedImageTintColor", "selectedItem", "selectedSegmentIndex", "selectedSegmentTintColor",
        "selectedTabViewItemIndex", "selectionByRect", "selectionGranularity", "selectionHighlightStyle",
        "selectionStyle", "selector", "selectsInsertedObjects", "semanticContentAttribute", "sendsActionOnEndEditing",
        "sendsSearchStringImmediately", "sendsWholeSearchString", "separatorColor", "separatorInset",
        "separatorInsetReference", "separatorInsetType", "separatorInsetsMaxX", "separatorInsetsMinX", "separatorStyle",
        "setsMaxLayoutWidthAtFirstLayout", "shadow", "shadowColor", "shadowOffset", "shift", "shipmentTrackingNumber",
        "showSeguePresentationStyle", "showsBookmarkButton", "showsBuildings", "showsCancelButton", "showsCompass",
        "showsHorizontalScrollIndicator", "showsPointsOfInterest", "showsReorderControl", "showsScale", "showsScopeBar",
        "showsSearchResultsButton", "showsSelectionImmediatelyOnTouchBegin", "showsToolbarButton",
        "showsTouchWhenHighlighted", "showsTraffic", "showsUserLocation", "showsVerticalScrollIndicator",
        "simulatedAppContext", "simulatedBottomBarMetrics", "simulatedDestinationMetrics", "simulatedMetricsContainer",
        "simulatedNavigationBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
        "simulatedStatusBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics", "simulatedTopBarMetrics",
        "size", "sizeMode", "sizingBehavior", "skView", "slider", "sliderCell", "sliderType", "smartDashesType",
        "smartInsertDelete", "smartInsertDeleteType", "smartQuotesType", "sortDescriptor", "sortDescriptorPrototype",
        "sortKey", "source", "sourceIdentifier", "spacing", "spacingType", "spellCheckingType", "spellingCorrection",
        "spineLocation", "splitView", "splitViewController", "splitViewControllerTargetIndex", "splitViewItem",
        "splitViewItems", "springLoaded", "stackView", "standardAppearance", "startsMediaSession", "state",
        "staticText", "stationary", "statusBar", "statusBarStyle", "stepValue", "stepper", "stepperCell",
        "storyboardIdentifier", "storyboardName", "string", "style", "styleMask", "submenu", "subviews",
        "summaryElement", "superclassName", "supportsPressAndHold", "suppressesIncrementalRendering",
        "swipeGestureRecognizer", "switch", "symbolScale", "symbolic", "systemColor", "systemItem", "systemMenu",
        "systemVersion", "tabBar", "tabBarController", "tabBarItem", "tabStops", "tabStyle", "tabView",
        "tabViewController", "tabViewItem", "tabViewItems", "tabbingMode", "table", "tableCellView", "tableColumn",
        "tableColumnResizingMask", "tableColumns", "tableFooterView", "tableHeaderCell", "tableHeaderView", "tableRow",
        "tableStyle", "tableView", "tableViewCell", "tableViewCellContentView", "tableViewController",
        "tableViewGridLines", "tableViewSection", "tag", "tapGestureRecognizer", "target", "targetRuntime", "text",
        "textAlignment", "textAttributes", "textAttributesForNegativeValues", "textColor", "textCompletion",
        "textContainerInset", "textContentType", "textField", "textFieldCell", "textInputTraits", "textLabel",
        "textShadowColor", "textShadowOffset", "textStorage", "textStyle", "textTab", "textView", "texturedBackground",
        "thousandSeparator", "thumbTintColor", "tickMarkPosition", "tighteningFactorForTruncation",
        "timeIntervalSinceReferenceDate", "timeStyle", "tintColor", "title", "titleColor", "titleEdgeInsets",
        "titleFont", "titleFontDescription", "titlePosition", "titlePositionAdjustment", "titleShadowColor",
        "titleShadowOffset", "titleTextAttributes", "titleView", "titleVisibility", "titlebarAppearsTransparent",
        "titled", "tokenField", "tokenFieldCell", "tokenStyle", "toolTip", "toolbar", "toolbarHidden", "toolbarItem",
        "toolbarItems", "toolbarStyle", "toolsVersion", "top", "topPadding", "topStrut", "touchBar", "touchBarItem",
        "touchBarItems", "touchBarPopoverItem", "touchBarSpacerItem", "trackImage", "trackTintColor", "trackingMode",
        "trailing", "trailingOffset", "traits", "transient", "transitionOptions", "transitionStyle",
        "translatesAutoresizingMaskIntoConstraints", "translucent", "transparent", "treeController", "trigger",
        "truncatesLastVisibleLine", "type", "typeSelect", "unifiedTitleAndToolbar", "unitsStyle",
        "unselectedItemTintColor", "unwindAction", "updatesFrequently", "url", "useAutolayout", "useCurrentDate",
        "useSafeAreas", "useStoryboardIdentifierAsRestorationIdentifier", "useTraitCollections", "userComments",
        "userDefaultsController", "userDefinedRuntimeAttribute", "userDefinedRuntimeAttributes", "userGuides",
        "userInteractionEnabled", "userLabel", "userLayoutGuide", "userResizable", "usesAppearanceFont",
        "usesAttributedText", "usesAutomaticRowHeights", "usesDataSource", "usesFontPanel", "usesGroupingSeparator",
        "usesPredominantAxisScrolling", "usesRuler", "usesSingleLineMode", "utility", "value", "valueWraps",
        "variableValue", "variant", "variation", "verifyAmbiguity", "version", "vertical", "verticalAlignment",
        "verticalClippingResistancePriority", "verticalCompressionResistancePriority", "verticalHuggingPriority",
        "verticalLineScroll", "verticalPageScroll", "verticalScrollElasticity", "verticalScroller",
        "verticalStackHuggingPriority", "verticallyResizable", "vibrancyEffect", "videoGravity", "view", "viewBased",
        "viewController", "viewControllerLayoutGuide", "viewControllerPlaceholder", "viewControllerTransitionOptions",
        "viewControllers", "viewLayoutGuide", "visibilityPriorities", "visibleAtLaunch", "visualEffectView",
        "wantsLayer", "warningValue", "webPreferences", "webView", "weight", "white", "width", "widthSizable", "window",
        "windowCollectionBehavior", "windowController", "windowPositionMask", "windowStyleMask", "wkPreferences",
        "wkWebView", "wkWebViewConfiguration", "wraps", "x", "xPlacement", "xcode11CocoaTouchSystemColor", "y",
        "yPlacement", "year", "zeroFormattingBehavior", "zoomEnabled",
    ]
}

extension IBNameTable {
    /// The names, one a line.
    static let generatedBytes: StaticString = """
        *
        HUD
        NSAllowsEditingMultipleValuesSelection
        NSAlwaysPresentsApplicationModalAlerts
        NSColor
        NSConditionallySetsEditable
        NSConditionallySetsEnabled
        NSConditionallySetsHidden
        NSContinuouslyUpdatesValue
        NSCreatesSortDescriptor
        NSDeletesObjectsOnRemove
        NSDisplayName
        NSDisplayPattern
        NSFont
        NSHandlesContentAsCompoundValue
        NSKern
        NSMultipleValuesPlaceholder
        NSNoSelectionPlaceholder
        NSNotApplicablePlaceholder
        NSNullPlaceholder
        NSOriginalFont
        NSParagraphStyle
        NSPredicateFormat
        NSRaisesForNotApplicableKeys
        NSSelectorName
        NSStrokeColor
        NSValidatesImmediately
        NSValueTransformerName
        accessibility
        accessibilityConfiguration
        accessibilityConnection
        accessibilityOverrides
        accessibilityTraits
        accessoryType
        action
        actionCell
        actionName
        activityIndicatorView
        adaptation
        address
        adjustable
        adjustsFontForContentSizeCategory
        adjustsFontSizeToFit
        adjustsImageSizeForAccessibilityContentSizeCategory
        adjustsImageWhenAncestorFocused
        adjustsImageWhenDisabled
        adjustsImageWhenHighlighted
        adjustsLetterSpacingToFitWidth
        affinity
        alignment
        allowDoubleColumnStyle
        allowUserInteraction
        allowableMovement
        allowedInputSourceLocales
        allowedToolbarItems
        allowedTypes
        allowsAnimatedImageLooping
        allowsAnimatedImages
        allowsCharacterPickerTouchBarItem
        allowsContinuousInteraction
        allowsDefaultTighteningForTruncation
        allowsDirectInteraction
        allowsDocumentBackgroundColorChange
        allowsEditingTextAttributes
        allowsEmptySelection
        allowsExpansionToolTips
        allowsFloats
        allowsKeyEquivalentWhenHidden
        allowsMixedState
        allowsMultipleSelection
        allowsMultipleSelectionDuringEditing
        allowsNonContiguousLayout
        allowsSelection
        allowsSelectionDuringEditing
        allowsTickMarkValuesOnly
        allowsToolTipsWhenApplicationIsInactive
        allowsTruncatedLabels
        allowsUndo
        allowsUserCustomization
        alpha
        alphaValue
        alternate
        alternateImage
        alternateTitle
        alternatingRowBackgroundColors
        altersStateOfSelectedItem
        alwaysBounceHorizontal
        alwaysBounceVertical
        alwaysShowsDecimalSeparator
        ambiguous
        animates
        animating
        animationBehavior
        animationDuration
        animations
        appearance
        appearanceType
        appends
        application
        apportionsSegmentWidthsByContent
        arrangesAllSubviews
        array
        arrayController
        arrowPosition
        arrowsPosition
        arscnView
        arskView
        ascending
        attributedString
        attributedStringForNil
        attributedStringForNotANumber
        attributedStringForZero
        attributedText
        attributedTitle
        attributes
        audiovisualMediaTypes
        autoScales
        autocapitalizationType
        autocorrectionType
        autoenablesItems
        autohidesScrollers
        automaticEstimatedItemSize
        automaticallyAdjustsScrollViewInsets
        automaticallyPreparesContent
        automaticallyRearrangesObjects
        autorecalculatesCellSize
        autorecalculatesKeyViewLoop
        autorepeat
        autoresizesArchivedViewToFullSize
        autoresizesOutlineColumn
        autoresizesSubviews
        autoresizingMask
        autosaveColumns
        autosaveExpandedItems
        autosaveName
        autosavesConfiguration
        autovalidates
        avPlayerView
        avPlayerViewController
        avoidsEmptySelection
        axis
        backBarButtonItem
        background
        backgroundColor
        backgroundImage
        backgroundStyle
        barButtonItem
        barStyle
        barTintColor
        base64-UTF8
        baseForegroundColor
        baseWritingDirection
        baselineAdjustment
        baselineRelativeArrangement
        beginningViews
        behavior
        bezelColor
        bezelStyle
        bezeled
        binding
        blendingMode
        blue
        blurEffect
        blurRadius
        bool
        borderColor
        borderStyle
        borderType
        borderWidth
        bordered
        bottom
        bottomPadding
        bottomStrut
        bounces
        bouncesZoom
        box
        boxType
        bundleIdentifier
        button
        buttonBordered
        buttonCell
        buttonConfiguration
        buttonType
        calendarEvent
        canCancelContentTouches
        canCollapse
        canDrawConcurrently
        canJoinAllSpaces
        canRemoveAllRows
        candidateClass
        canvasLocation
        capability
        caseInsensitive
        catalog
        causesPageTurn
        cell
        cellLayoutMarginsFollowReadableWidth
        cellSize
        cells
        changeBackground
        changeContents
        changeGray
        changesSelectionAsPrimaryAction
        childrenKeyPath
        ciColor
        ciFilter
        class
        className
        classReference
        classes
        clearButtonMode
        clearsContextBeforeDrawing
        clearsFilterPredicateOnInsertion
        clearsOnBeginEditing
        clearsSelectionOnViewWillAppear
        clipView
        clipsSubviews
        clipsToBounds
        closable
        cocoaTouchSystemColor
        collapsedRepresentationImage
        collapsedRepresentationLabel
        collectionBehavior
        collectionClass
        collectionReusableView
        collectionView
        collectionViewCell
        collectionViewCellContentView
        collectionViewController
        collectionViewFlowLayout
        collectionViewItem
        collectionViewLayout
        color
        colorLabel
        colorMatched
        colorPixelFormat
        colorSpace
        colorWell
        column
        columnAutoresizingStyle
        columnReordering
        columnResizing
        columnSelection
        columnSpacing
        columns
        comboBox
        comboBoxCell
        command
        commit
        compactAppearance
        compactScrollEdgeAppearance
        comparisonPredicateOptions
        completes
        compositingFilter
        configuration
        configurationType
        connections
        constant
        constraint
        constraints
        containerView
        content
        contentEdgeInsets
        contentFilters
        contentHorizontalAlignment
        contentInset
        contentInsetAdjustmentBehavior
        contentInsets
        contentLayoutGuide
        contentMode
        contentRect
        contentSize
        contentSizeForViewInPopover
        contentTintColor
        contentType
        contentVerticalAlignment
        contentView
        contentViewInsetsToSafeArea
        continuous
        continuousSpellChecking
        control
        controlSize
        controller
        controllerPlaceholder
        controlsStyle
        copiesOnScroll
        cornerRadius
        countDownDuration
        criticalValue
        currencyDecimalSeparator
        currencySymbol
        currentPage
        currentPageIndicatorTintColor
        customCell
        customClass
        customColorSpace
        customFonts
        customFormatter
        customModule
        customModuleProvider
        customObject
        customObjectInstantitationMethod
        customSize
        customSpacing
        customView
        dashSubstitution
        dataCell
        dataDetectorType
        dataDetectorTypes
        dataMode
        date
        dateComponentsFormatter
        dateFormatter
        datePicker
        datePickerCell
        datePickerElements
        datePickerMode
        dateStyle
        day
        decimal
        decimalSeparator
        declaredKeys
        defaultFixedFontSize
        defaultFontSize
        defaultSimulatedMetrics
        defaultTabInterval
        defaultToolbarItems
        defaultVersion
        deferred
        defersCurrentPageDisplay
        definesPresentationContext
        delaysContentTouches
        dependencies
        deployment
        depthStencilPixelFormat
        description
        designTimeSize
        designable
        designables
        destination
        detachesHiddenViews
        detailTextLabel
        development
        device
        diacriticInsensitive
        dictionary
        direction
        directionalEdgeInsets
        directionalLayoutMargins
        directionalLockEnabled
        disabled
        disabledBackground
        discoverabilityTitle
        displayMode
        displayedWhenStopped
        displaysPageBreaks
        distribution
        dividerStyle
        document
        doesNotDimImage
        doesRelativeDateFormatting
        doubleSided
        doubleValue
        drawer
        drawsBackground
        dynamicTypePreference
        edgeInsets
        edgesForExtendedLayout
        editable
        emptySelection
        enableSetNeedsDisplay
        enabled
        enablesReturnKeyAutomatically
        endViews
        entityName
        estimatedItemSize
        estimatedRowHeight
        estimatedSectionFooterHeight
        estimatedSectionHeaderHeight
        eventType
        exclude
        exit
        explicitItemIdentifier
        exponentSymbol
        expression
        extendedEdge
        extendedLayoutIncludesOpaqueBars
        family
        fetchPredicateFormat
        fillColor
        findBarPosition
        findStyle
        firstAttribute
        firstItem
        fixedFrame
        flexibleMaxX
        flexibleMaxY
        flexibleMinX
        flexibleMinY
        flightNumber
        floatsGroupRows
        focusGroupIdentifier
        focusRingType
        focused
        font
        fontDescription
        footerReferenceSize
        footerTitle
        formatWidth
        formatter
        formatterBehavior
        fragment
        frame
        frameAutosaveName
        frameInset
        frameLayoutGuide
        freeformSimulatedSizeMetrics
        freeformSize
        fullScreenAuxiliary
        fullScreenNone
        fullScreenPrimary
        fullSizeContentView
        gestureRecognizers
        glanceController
        glkView
        glkViewController
        green
        gridCell
        gridCells
        gridColor
        gridColumn
        gridRow
        gridStyleMask
        gridView
        group
        groupingSeparator
        groupingSize
        hasAttributedTitle
        hasDetent
        hasHorizontalScroller
        hasShadow
        hasThousandSeparators
        hasVerticalScroller
        headOfMergedCell
        header
        headerCell
        headerReferenceSize
        headerTitle
        headerToolTip
        headerView
        height
        heightAdjustment
        heightSizable
        help
        hidden
        hidesAccessoryWhenEditing
        hidesBottomBarWhenPushed
        hidesForSinglePage
        hidesOnDeactivate
        hidesWhenStopped
        hierarchicalColors
        highlighted
        highlightedColor
        highlightedImage
        hint
        holdingPriorities
        holdingPriority
        horizontal
        horizontalClippingResistancePriority
        horizontalCompressionResistancePriority
        horizontalHuggingPriority
        horizontalLineScroll
        horizontalPageScroll
        horizontalScrollElasticity
        horizontalScroller
        horizontalStackHuggingPriority
        horizontallyResizable
        hostingController
        hour
        hoverGestureRecognizer
        icon
        id
        identifier
        ignoresCycle
        image
        imageAlignment
        imageCell
        imageEdgeInsets
        imageFrameStyle
        imageHugsTitle
        imageInsets
        imagePosition
        imageReference
        imageScaling
        imageView
        implicitIdentifier
        implicitItemIdentifier
        importsGraphics
        include
        increment
        incrementalSearchingEnabled
        indentationLevel
        indentationMarkerFollowsCell
        indentationPerLevel
        indentationWidth
        indeterminate
        indicatorStyle
        inferredMetricsTieBreakers
        inheritsFrom
        initialItem
        initialPositionMask
        initialViewController
        input
        inputBackgroundImage
        inputColor0
        inputColor1
        inputImage
        insertionPointColor
        inset
        insetFor6xAndEarlier
        insetsLayoutMarginsFromSafeArea
        integer
        intercellSpacing
        internationalCurrencySymbol
        intrinsicContentSize
        isElement
        isSeparatorItem
        itemSize
        items
        javaEnabled
        javaScriptCanOpenWindowsAutomatically
        javaScriptEnabled
        key
        keyCommand
        keyCommands
        keyEquivalent
        keyEquivalentModifierMask
        keyPath
        keyboardAppearance
        keyboardDismissMode
        keyboardKey
        keyboardType
        keyedArchiveRepresentation
        kind
        label
        landscapeSize
        largeTitleDisplayMode
        largeTitleTextAttributes
        largeTitles
        launchScreen
        layout
        layoutGuides
        layoutMargins
        layoutMarginsFollowReadableWidth
        layoutMarginsRelativeArrangement
        leading
        leafKeyPath
        left
        leftBarButtonItem
        leftExpressionObject
        leftStrut
        length
        lenient
        levelIndicator
        levelIndicatorCell
        levelIndicatorStyle
        lightByBackground
        lightByContents
        lightByGray
        lineBreakMode
        lineHeightMultiple
        lineSpacing
        link
        linkDetection
        locale
        localeIdentifier
        localization
        localizesFormat
        location
        lookupSuggestion
        mainMenu
        maintainsBackForwardList
        managed
        mapType
        mapView
        margins
        mask
        material
        matrix
        maxAcceleratorLevel
        maxContentSize
        maxFullScreenContentSize
        maxSize
        maxValue
        maxWidth
        maxX
        maxY
        maximum
        maximumDate
        maximumFractionDigits
        maximumIntegerDigits
        maximumNumberOfTouches
        maximumRecents
        maximumTrackTintColor
        maximumValue
        maximumValueImage
        maximumZoomScale
        mediaTypesRequiringUserActionForPlayback
        menu
        menuItem
        metaFont
        minContentSize
        minFullScreenContentSize
        minSize
        minSystemVersion
        minToolsVersion
        minValue
        minWidth
        minX
        minY
        miniaturizable
        minimum
        minimumDate
        minimumFontSize
        minimumFractionDigits
        minimumIntegerDigits
        minimumInteritemSpacing
        minimumLineSpacing
        minimumNumberOfTouches
        minimumPressDuration
        minimumScaleFactor
        minimumTrackTintColor
        minimumValue
        minimumValueImage
        minimumZoomScale
        minusSign
        minute
        minuteInterval
        mirrorLayoutDirectionWhenInternationalizing
        mirroring
        misplaced
        modalFormSheetSimulatedSizeMetrics
        modalPresentationStyle
        modalTransitionStyle
        mode
        modifierFlags
        modifierMask
        moduleName
        momentary
        month
        moveToActiveSpace
        mtkView
        multiLevelAccelerator
        multipleSelection
        multipleTouchEnabled
        multiplier
        mutableArray
        mutableData
        mutableString
        name
        namedColor
        navigationBar
        navigationBarAppearance
        navigationBarHidden
        navigationController
        navigationItem
        navigationOrientation
        negativeFormat
        negativeInfinitySymbol
        negativePrefix
        negativeSuffix
        nestingMode
        nibName
        nil
        nonactivatingPanel
        none
        normal
        notANumberSymbol
        notEnabled
        notificationCategory
        notificationController
        null
        numberFormatter
        numberOfLines
        numberOfPages
        numberOfTapsRequired
        numberOfTickMarks
        numberOfTouchesRequired
        numberOfVisibleItems
        numberStyle
        objectClass
        objectClassName
        objectController
        objectValues
        objects
        offset
        offsetWrapper
        on
        onTintColor
        oneShot
        opaque
        option
        options
        orientation
        outlet
        outletCollection
        outlineTableColumn
        outlineView
        paddingCharacter
        pageControl
        pageIndicatorTintColor
        pageSpacing
        pageViewController
        pagecontroller
        pagingEnabled
        paletteLabel
        panGestureRecognizer
        panel
        paragraphStyle
        participatesInCycle
        pathCell
        pathControl
        pathStyle
        pdfView
        perMillSymbol
        percentSymbol
        phoneNumber
        pickerView
        pinchGestureRecognizer
        pitchEnabled
        placeholder
        placeholderIdentifier
        placeholderIntrinsicHeight
        placeholderIntrinsicWidth
        placeholderString
        playsSound
        plugIn
        plusSign
        point
        pointSize
        pointerInteraction
        pongPressGestureRecognizer
        popUpButton
        popUpButtonCell
        popUpMenus
        popover
        popoverAnchorView
        popoverBehavior
        popoverTouchBar
        portraitSize
        positiveFormat
        positiveInfinitySymbol
        positivePrefix
        positiveSuffix
        predicateEditor
        predicateEditorRowTemplate
        preferences
        preferredDisplayMode
        preferredEdge
        preferredFramesPerSecond
        preferredMaxLayoutWidth
        preferredStyle
        preferredSymbolConfiguration
        preferredSymbolConfigurationForImage
        prefetchingEnabled
        preservesSelection
        preservesSuperviewLayoutMargins
        preview
        previousBinding
        primaryBackgroundColor
        primaryBackgroundStyle
        priority
        progress
        progressImage
        progressIndicator
        progressTintColor
        progressView
        progressViewStyle
        prompt
        prompted
        property
        propertyAccessControl
        prototype
        prototypeCellViews
        prototypes
        pullsDown
        pushIn
        quoteSubstitution
        range
        ratingImage
        ratingPlaceholderImage
        real
        recentsAutosaveName
        rect
        red
        reference
        referencedIdentifier
        refreshControl
        refusesFirstResponder
        relation
        relationship
        relationships
        relativePath
        releasedWhenClosed
        renderingMode
        representedObject
        representsSharedInstance
        requiredIntegratedClassName
        resizable
        resizeWithTable
        resizingMask
        resources
        restorable
        restorationIdentifier
        returnKeyType
        reuseIdentifier
        richText
        right
        rightBarButtonItem
        rightBarButtonItems
        rightExpressionObject
        rightStrut
        rootItem
        rotateEnabled
        rotationGestureRecognizer
        roundingIncrement
        row
        rowAlignment
        rowHeight
        rowSizeStyle
        rowSpacing
        rowTemplates
        rowType
        rows
        ruleEditor
        safeArea
        scale
        scalesPageToFit
        scene
        sceneID
        sceneKitView
        sceneMemberID
        scenes
        screenEdgePanGestureRecognizer
        screenRect
        scrollDirection
        scrollEdgeAppearance
        scrollEnabled
        scrollIndicatorInsets
        scrollView
        scrollable
        scroller
        scrollerKnobStyle
        searchBar
        searchBarStyle
        searchDisplayController
        searchField
        searchFieldCell
        second
        secondAttribute
        secondItem
        secondaryBackgroundColor
        secondaryImage
        sectionFooterHeight
        sectionFooterView
        sectionHeaderHeight
        sectionHeaderView
        sectionHeadersPinToVisibleBounds
        sectionIndexBackgroundColor
        sectionIndexColor
        sectionIndexTrackingBackgroundColor
        sectionInset
        sectionInsetReference
        sections
        secureTextEntry
        secureTextField
        secureTextFieldCell
        segment
        segmentControlStyle
        segmentDistribution
        segmentedCell
        segmentedControl
        segments
        segue
        selectable
        selected
        selectedImage
        selectedImageTintColor
        selectedItem
        selectedSegmentIndex
        selectedSegmentTintColor
        selectedTabViewItemIndex
        selectionByRect
        selectionGranularity
        selectionHighlightStyle
        selectionStyle
        selector
        selectsInsertedObjects
        semanticContentAttribute
        sendsActionOnEndEditing
        sendsSearchStringImmediately
        sendsWholeSearchString
        separatorColor
        separatorInset
        separatorInsetReference
        separatorInsetType
        separatorInsetsMaxX
        separatorInsetsMinX
        separatorStyle
        setsMaxLayoutWidthAtFirstLayout
        shadow
        shadowColor
        shadowOffset
        shift
        shipmentTrackingNumber
        showSeguePresentationStyle
        showsBookmarkButton
        showsBuildings
        showsCancelButton
        showsCompass
        showsHorizontalScrollIndicator
        showsPointsOfInterest
        showsReorderControl
        showsScale
        showsScopeBar
        showsSearchResultsButton
        showsSelectionImmediatelyOnTouchBegin
        showsToolbarButton
        showsTouchWhenHighlighted
        showsTraffic
        showsUserLocation
        showsVerticalScrollIndicator
        simulatedAppContext
        simulatedBottomBarMetrics
        simulatedDestinationMetrics
        simulatedMetricsContainer
        simulatedNavigationBarMetrics
        simulatedOrientationMetrics
        simulatedScreenMetrics
        simulatedStatusBarMetrics
        simulatedTabBarMetrics
        simulatedToolbarMetrics
        simulatedTopBarMetrics
        size
        sizeMode
        sizingBehavior
        skView
        slider
        sliderCell
        sliderType
        smartDashesType
        smartInsertDelete
        smartInsertDeleteType
        smartQuotesType
        sortDescriptor
        sortDescriptorPrototype
        sortKey
        source
        sourceIdentifier
        spacing
        spacingType
        spellCheckingType
        spellingCorrection
        spineLocation
        splitView
        splitViewController
        splitViewControllerTargetIndex
        splitViewItem
        splitViewItems
        springLoaded
        stackView
        standardAppearance
        startsMediaSession
        state
        staticText
        stationary
        statusBar
        statusBarStyle
        stepValue
        stepper
        stepperCell
        storyboardIdentifier
        storyboardName
        string
        style
        styleMask
        submenu
        subviews
        summaryElement
        superclassName
        supportsPressAndHold
        suppressesIncrementalRendering
        swipeGestureRecognizer
        switch
        symbolScale
        symbolic
        systemColor
        systemItem
        systemMenu
        systemVersion
        tabBar
        tabBarController
        tabBarItem
        tabStops
        tabStyle
        tabView
        tabViewController
        tabViewItem
        tabViewItems
        tabbingMode
        table
        tableCellView
        tableColumn
        tableColumnResizingMask
        tableColumns
        tableFooterView
        tableHeaderCell
        tableHeaderView
        tableRow
        tableStyle
        tableView
        tableViewCell
        tableViewCellContentView
        tableViewController
        tableViewGridLines
        tableViewSection
        tag
        tapGestureRecognizer
        target
        targetRuntime
        text
        textAlignment
        textAttributes
        textAttributesForNegativeValues
        textColor
        textCompletion
        textContainerInset
        textContentType
        textField
        textFieldCell
        textInputTraits
        textLabel
        textShadowColor
        textShadowOffset
        textStorage
        textStyle
        textTab
        textView
        texturedBackground
        thousandSeparator
        thumbTintColor
        tickMarkPosition
        tighteningFactorForTruncation
        timeIntervalSinceReferenceDate
        timeStyle
        tintColor
        title
        titleColor
        titleEdgeInsets
        titleFont
        titleFontDescription
        titlePosition
        titlePositionAdjustment
        titleShadowColor
        titleShadowOffset
        titleTextAttributes
        titleView
        titleVisibility
        titlebarAppearsTransparent
        titled
        tokenField
        tokenFieldCell
        tokenStyle
        toolTip
        toolbar
        toolbarHidden
        toolbarItem
        toolbarItems
        toolbarStyle
        toolsVersion
        top
        topPadding
        topStrut
        touchBar
        touchBarItem
        touchBarItems
        touchBarPopoverItem
        touchBarSpacerItem
        trackImage
        trackTintColor
        trackingMode
        trailing
        trailingOffset
        traits
        transient
        transitionOptions
        transitionStyle
        translatesAutoresizingMaskIntoConstraints
        translucent
        transparent
        treeController
        trigger
        truncatesLastVisibleLine
        type
        typeSelect
        unifiedTitleAndToolbar
        unitsStyle
        unselectedItemTintColor
        unwindAction
        updatesFrequently
        url
        useAutolayout
        useCurrentDate
        useSafeAreas
        useStoryboardIdentifierAsRestorationIdentifier
        useTraitCollections
        userComments
        userDefaultsController
        userDefinedRuntimeAttribute
        userDefinedRuntimeAttributes
        userGuides
        userInteractionEnabled
        userLabel
        userLayoutGuide
        userResizable
        usesAppearanceFont
        usesAttributedText
        usesAutomaticRowHeights
        usesDataSource
        usesFontPanel
        usesGroupingSeparator
        usesPredominantAxisScrolling
        usesRuler
        usesSingleLineMode
        utility
        value
        valueWraps
        variableValue
        variant
        variation
        verifyAmbiguity
        version
        vertical
        verticalAlignment
        verticalClippingResistancePriority
        verticalCompressionResistancePriority
        verticalHuggingPriority
        verticalLineScroll
        verticalPageScroll
        verticalScrollElasticity
        verticalScroller
        verticalStackHuggingPriority
        verticallyResizable
        vibrancyEffect
        videoGravity
        view
        viewBased
        viewController
        viewControllerLayoutGuide
        viewControllerPlaceholder
        viewControllerTransitionOptions
        viewControllers
        viewLayoutGuide
        visibilityPriorities
        visibleAtLaunch
        visualEffectView
        wantsLayer
        warningValue
        webPreferences
        webView
        weight
        white
        width
        widthSizable
        window
        windowCollectionBehavior
        windowController
        windowPositionMask
        windowStyleMask
        wkPreferences
        wkWebView
        wkWebViewConfiguration
        wraps
        x
        xPlacement
        xcode11CocoaTouchSystemColor
        y
        yPlacement
        year
        zeroFormattingBehavior
        zoomEnabled

        """

    static let generatedStarts: [Int32] = [
        0, 0, 2, 6, 45, 84, 92, 120, 147, 173, 200, 224, 249, 263, 280, 287, 319, 326, 354, 379, 406, 424, 439, 456,
        474, 503, 518, 532, 555, 578, 592, 619, 643, 666, 686, 700, 707, 718, 729, 751, 762, 770, 781, 815, 836, 888,
        920, 945, 973, 1004, 1013, 1023, 1046, 1067, 1085, 1111, 1131, 1144, 1171, 1192, 1226, 1254, 1291, 1315, 1351,
        1379, 1400, 1424, 1437, 1467, 1484, 1508, 1545, 1571, 1587, 1616, 1641, 1681, 1703, 1714, 1738, 1744, 1755,
        1765, 1780, 1795, 1826, 1852, 1875, 1896, 1924, 1934, 1943, 1953, 1971, 1989, 2000, 2011, 2026, 2034, 2046,
        2079, 2099, 2105, 2121, 2135, 2150, 2160, 2169, 2179, 2196, 2219, 2249, 2273, 2288, 2304, 2315, 2337, 2348,
        2371, 2390, 2407, 2426, 2453, 2490, 2519, 2550, 2575, 2603, 2614, 2648, 2673, 2693, 2710, 2726, 2748, 2761,
        2784, 2798, 2811, 2834, 2855, 2860, 2878, 2889, 2905, 2921, 2937, 2951, 2960, 2973, 2985, 3005, 3026, 3045,
        3073, 3088, 3097, 3108, 3119, 3127, 3135, 3148, 3153, 3164, 3175, 3180, 3192, 3204, 3215, 3227, 3236, 3243,
        3257, 3269, 3277, 3289, 3293, 3301, 3318, 3325, 3340, 3351, 3371, 3382, 3396, 3420, 3432, 3452, 3469, 3486,
        3501, 3516, 3527, 3543, 3551, 3566, 3571, 3608, 3617, 3623, 3640, 3655, 3666, 3698, 3714, 3722, 3731, 3737,
        3747, 3762, 3770, 3786, 3813, 3846, 3867, 3899, 3908, 3922, 3936, 3945, 3967, 3996, 4025, 4044, 4060, 4083,
        4098, 4117, 4147, 4172, 4197, 4216, 4237, 4243, 4254, 4267, 4284, 4295, 4305, 4312, 4336, 4353, 4368, 4384,
        4398, 4406, 4415, 4428, 4436, 4443, 4461, 4489, 4516, 4526, 4544, 4558, 4576, 4588, 4597, 4608, 4620, 4634,
        4642, 4660, 4675, 4702, 4715, 4746, 4760, 4779, 4791, 4803, 4815, 4843, 4860, 4872, 4897, 4909, 4937, 4948,
        4972, 4980, 4992, 5003, 5025, 5039, 5054, 5067, 5085, 5099, 5124, 5139, 5151, 5181, 5192, 5204, 5221, 5233,
        5249, 5262, 5283, 5296, 5329, 5340, 5354, 5365, 5382, 5391, 5408, 5426, 5435, 5440, 5464, 5478, 5489, 5504,
        5523, 5538, 5548, 5552, 5560, 5577, 5590, 5611, 5627, 5651, 5670, 5690, 5705, 5714, 5739, 5766, 5787, 5800,
        5811, 5835, 5847, 5862, 5873, 5885, 5897, 5917, 5933, 5945, 5952, 5973, 5984, 5994, 6016, 6041, 6064, 6073,
        6092, 6113, 6125, 6146, 6165, 6178, 6191, 6200, 6216, 6243, 6255, 6267, 6274, 6290, 6312, 6323, 6346, 6355,
        6370, 6392, 6400, 6430, 6439, 6450, 6468, 6487, 6516, 6545, 6555, 6563, 6568, 6591, 6606, 6617, 6630, 6663,
        6670, 6691, 6701, 6717, 6727, 6742, 6752, 6763, 6776, 6789, 6802, 6815, 6828, 6844, 6865, 6879, 6887, 6892,
        6908, 6928, 6940, 6952, 6962, 6980, 6989, 6995, 7013, 7024, 7041, 7070, 7083, 7103, 7118, 7136, 7156, 7175,
        7192, 7200, 7218, 7224, 7233, 7243, 7253, 7264, 7272, 7286, 7295, 7301, 7319, 7332, 7351, 7361, 7383, 7393,
        7415, 7435, 7452, 7459, 7470, 7490, 7502, 7516, 7527, 7534, 7551, 7565, 7570, 7577, 7603, 7628, 7647, 7665,
        7682, 7701, 7713, 7730, 7747, 7752, 7770, 7786, 7797, 7834, 7874, 7900, 7921, 7942, 7969, 7988, 8019, 8041,
        8059, 8064, 8087, 8092, 8095, 8106, 8119, 8125, 8140, 8150, 8166, 8182, 8197, 8209, 8223, 8238, 8251, 8261,
        8280, 8303, 8319, 8327, 8337, 8365, 8382, 8411, 8431, 8448, 8462, 8477, 8504, 8517, 8529, 8549, 8571, 8577,
        8598, 8610, 8622, 8633, 8653, 8659, 8680, 8712, 8720, 8737, 8765, 8786, 8796, 8812, 8821, 8827, 8839, 8877,
        8895, 8899, 8910, 8922, 8936, 8962, 8970, 8989, 9009, 9021, 9034, 9061, 9066, 9072, 9086, 9108, 9133, 9145,
        9158, 9165, 9178, 9192, 9225, 9258, 9266, 9278, 9283, 9301, 9322, 9332, 9339, 9347, 9362, 9381, 9401, 9419,
        9435, 9447, 9461, 9480, 9492, 9497, 9511, 9518, 9535, 9548, 9564, 9573, 9590, 9599, 9624, 9632, 9640, 9648,
        9656, 9661, 9670, 9677, 9697, 9712, 9737, 9745, 9754, 9763, 9768, 9773, 9781, 9793, 9815, 9836, 9859, 9874,
        9896, 9909, 9927, 9944, 9985, 9990, 9999, 10008, 10023, 10048, 10056, 10073, 10089, 10098, 10107, 10112, 10117,
        10132, 10140, 10152, 10168, 10190, 10211, 10235, 10254, 10277, 10298, 10317, 10339, 10352, 10370, 10387, 10397,
        10404, 10419, 10463, 10473, 10483, 10518, 10541, 10562, 10567, 10581, 10594, 10605, 10615, 10621, 10639, 10647,
        10669, 10687, 10708, 10719, 10732, 10744, 10758, 10763, 10774, 10788, 10812, 10832, 10853, 10868, 10890, 10905,
        10928, 10943, 10958, 10970, 10978, 10982, 11001, 11006, 11013, 11030, 11041, 11062, 11085, 11090, 11106, 11120,
        11134, 11155, 11173, 11197, 11218, 11230, 11242, 11258, 11275, 11288, 11296, 11303, 11317, 11320, 11332, 11340,
        11347, 11354, 11362, 11374, 11381, 11398, 11417, 11429, 11446, 11458, 11481, 11493, 11512, 11527, 11541, 11554,
        11575, 11581, 11596, 11616, 11625, 11637, 11647, 11655, 11669, 11683, 11695, 11706, 11729, 11742, 11754, 11776,
        11803, 11829, 11847, 11858, 11865, 11874, 11880, 11890, 11909, 11936, 11948, 11964, 11975, 11983, 12001, 12017,
        12033, 12046, 12061, 12084, 12099, 12114, 12130, 12157, 12169, 12190, 12204, 12229, 12253, 12268, 12297, 12334,
        12353, 12372, 12404, 12412, 12428, 12451, 12474, 12483, 12492, 12506, 12524, 12542, 12555, 12573, 12580, 12589,
        12598, 12620, 12630, 12649, 12660, 12670, 12677, 12695, 12701, 12713, 12736, 12741, 12761, 12766, 12770, 12780,
        12801, 12816, 12838, 12847, 12860, 12874, 12887, 12906, 12920, 12938, 12963, 12991, 13001, 13017, 13030, 13040,
        13051, 13073, 13087, 13103, 13112, 13118, 13137, 13157, 13179, 13190, 13199, 13213, 13239, 13257, 13261, 13274,
        13284, 13297, 13308, 13321, 13329, 13334, 13345, 13354, 13360, 13376, 13382, 13390, 13403, 13417, 13424, 13455,
        13466, 13482, 13503, 13517, 13539, 13550, 13561, 13570, 13588, 13598, 13613, 13637, 13649, 13665, 13672, 13688,
        13699, 13724, 13739, 13759, 13777, 13797, 13815, 13848, 13876, 13894, 13930, 13943, 13965, 13974, 13990, 14006,
        14026, 14034, 14054, 14074, 14088, 14105, 14114, 14120, 14131, 14140, 14154, 14177, 14190, 14211, 14236, 14261,
        14277, 14298, 14322, 14337, 14346, 14369, 14394, 14418, 14447, 14470, 14485, 14500, 14524, 14543, 14563, 14583,
        14598, 14630, 14637, 14649, 14662, 14668, 14691, 14718, 14738, 14753, 14771, 14784, 14815, 14837, 14857, 14868,
        14882, 14907, 14945, 14964, 14990, 15003, 15021, 15050, 15070, 15096, 15124, 15150, 15180, 15208, 15231, 15257,
        15280, 15304, 15327, 15332, 15341, 15356, 15363, 15370, 15381, 15392, 15408, 15426, 15448, 15464, 15479, 15503,
        15511, 15518, 15535, 15543, 15555, 15573, 15592, 15606, 15616, 15636, 15667, 15681, 15696, 15709, 15719, 15738,
        15757, 15763, 15774, 15785, 15795, 15810, 15820, 15828, 15840, 15861, 15876, 15883, 15889, 15899, 15907, 15916,
        15931, 15946, 15967, 15998, 16021, 16028, 16040, 16049, 16061, 16072, 16083, 16097, 16104, 16121, 16132, 16141,
        16150, 16158, 16176, 16188, 16201, 16213, 16219, 16233, 16245, 16269, 16282, 16298, 16314, 16330, 16339, 16350,
        16360, 16374, 16399, 16419, 16438, 16455, 16459, 16480, 16487, 16501, 16506, 16520, 16535, 16567, 16577, 16592,
        16611, 16627, 16637, 16651, 16667, 16677, 16693, 16710, 16722, 16732, 16740, 16749, 16768, 16786, 16801, 16818,
        16848, 16879, 16889, 16899, 16905, 16916, 16932, 16942, 16963, 16977, 17001, 17018, 17036, 17056, 17066, 17082,
        17109, 17116, 17127, 17142, 17153, 17161, 17169, 17183, 17195, 17208, 17221, 17234, 17238, 17249, 17258, 17267,
        17280, 17294, 17314, 17333, 17344, 17359, 17372, 17381, 17396, 17403, 17413, 17431, 17447, 17489, 17501, 17513,
        17528, 17536, 17561, 17566, 17577, 17600, 17611, 17635, 17648, 17666, 17670, 17684, 17699, 17712, 17759, 17779,
        17792, 17815, 17843, 17872, 17883, 17906, 17916, 17932, 17946, 17965, 17984, 18008, 18023, 18037, 18059, 18088,
        18098, 18117, 18125, 18131, 18142, 18156, 18164, 18174, 18190, 18198, 18207, 18225, 18260, 18298, 18322, 18341,
        18360, 18385, 18402, 18431, 18451, 18466, 18479, 18484, 18494, 18509, 18535, 18561, 18593, 18609, 18625, 18646,
        18662, 18679, 18690, 18703, 18718, 18726, 18733, 18739, 18745, 18758, 18765, 18790, 18807, 18826, 18842, 18856,
        18866, 18889, 18895, 18897, 18908, 18937, 18939, 18950, 18955, 18978, 18990,
    ]

    static let generatedSlots: [UInt16] = [
        0, 0, 1064, 0, 892, 0, 0, 0, 0, 0, 813, 0, 0, 0, 0, 0, 361, 0, 0, 0, 0, 672, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 372, 0, 0, 0, 0, 0, 130, 0, 0, 0, 0, 0, 80, 1129, 0, 0, 0, 0, 0, 0, 512, 0, 84, 0, 0, 0, 0,
        1025, 342, 0, 0, 0, 993, 0, 0, 964, 0, 0, 0, 0, 0, 330, 0, 0, 341, 0, 0, 0, 0, 0, 39, 1016, 488, 0, 0, 0, 0, 0,
        0, 275, 0, 0, 0, 0, 0, 0, 0, 0, 776, 0, 0, 164, 0, 0, 0, 0, 0, 0, 0, 0, 0, 843, 1052, 0, 0, 0, 823, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 591, 0, 840, 0, 0, 0, 0, 0, 1030, 0, 0, 0, 579, 0, 626, 0, 0, 0, 0, 0, 136,
        668, 0, 814, 0, 0, 622, 391, 0, 0, 83, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 501, 0, 860, 0, 761, 0, 0, 0, 0, 611, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 221, 0, 433, 0, 0, 265, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 541, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1157, 0, 0,
        0, 0, 0, 901, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 156, 0, 0, 0, 0, 1126, 0, 0, 991, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 884, 0, 0, 0, 0, 0, 0, 0, 55, 0, 0, 0, 0, 910, 0, 0, 0, 0, 185, 0, 213, 0, 732,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 309, 730, 0, 427, 397, 1036, 0, 0, 0, 0, 699, 0, 0, 0, 0, 0,
        922, 1098, 262, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 78, 439, 233, 772, 0, 0, 0, 0, 438, 0, 0, 0, 0, 0,
        830, 0, 0, 0, 0, 0, 1174, 0, 0, 0, 0, 0, 0, 546, 0, 0, 0, 0, 0, 0, 216, 0, 0, 0, 825, 0, 0, 0, 0, 0, 0, 1152, 0,
        0, 0, 0, 0, 0, 603, 0, 0, 0, 0, 0, 0, 971, 0, 244, 0, 0, 811, 0, 525, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 294, 0, 0, 0, 0, 1099, 0, 0, 0, 974, 0, 71, 0, 0, 0, 0, 857, 0, 551, 895, 0, 23, 332, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 856, 766, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 428, 746, 552, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 365, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 137, 0, 0, 405, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 749, 0, 410, 0, 0, 706, 0, 0, 0, 0, 0, 0, 0, 62, 0, 0, 0, 0, 0, 54, 1144, 0, 0, 0, 0, 0, 0, 0,
        0, 237, 0, 0, 0, 0, 0, 0, 0, 855, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 796, 0, 0, 0,
        0, 691, 0, 0, 0, 0, 326, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 902, 0, 0, 0, 0, 0, 0, 812, 675, 0, 0, 849, 0, 0, 0, 0,
        0, 0, 0, 131, 0, 0, 0, 0, 179, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 458, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        518, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 387, 0, 0, 0, 0, 0, 50, 0, 0, 198, 257, 0, 0, 0, 0, 107, 0, 0, 0, 0,
        227, 0, 0, 0, 0, 0, 0, 0, 0, 467, 0, 0, 0, 994, 726, 0, 30, 0, 725, 0, 0, 0, 0, 1153, 0, 0, 129, 533, 0, 234, 0,
        0, 0, 357, 0, 0, 0, 0, 0, 238, 0, 0, 0, 0, 0, 0, 0, 655, 970, 1127, 0, 0, 914, 0, 0, 0, 0, 459, 0, 0, 0, 0, 378,
        0, 0, 0, 0, 301, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 547, 0, 0, 0, 0, 0, 0, 214, 0, 0, 0, 473, 0, 0, 69, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 264, 0, 0, 0, 0, 0, 0, 0, 829, 0, 0, 0, 0, 0, 0, 736, 0,
        0, 0, 0, 0, 0, 1146, 231, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 783, 0, 0, 0, 0, 0, 0, 1112, 0, 0, 1032,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 56, 0, 0, 189, 898, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        943, 416, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 475, 0, 0, 0, 920, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1140, 0,
        393, 0, 0, 0, 636, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1068, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 686, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 415, 93, 745, 0, 0, 380, 0, 0, 323, 327, 0, 0, 0, 0, 833, 0, 0,
        0, 0, 0, 0, 535, 0, 0, 652, 0, 0, 0, 0, 0, 0, 384, 0, 0, 1173, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 936, 0, 0, 0, 0, 0, 612, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 969, 0, 0, 967, 0, 0, 0, 0, 0, 0, 0, 0, 403, 962, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 574, 312, 0, 780, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 377, 0, 0, 0, 0, 0, 0, 1113, 0, 0, 741, 0, 0, 0, 0, 0, 0, 0, 0, 0, 19, 0, 0, 0, 407, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 134, 315, 0, 0, 0, 0, 0, 108, 0, 0, 0, 0, 834, 0, 618, 171, 232, 1017, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 996, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 95, 190, 0, 0, 0,
        0, 271, 0, 64, 0, 0, 0, 0, 0, 0, 1122, 0, 192, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 882, 0, 0, 1005, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 199, 0, 0, 818, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 713, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 478, 0, 248, 0, 0, 0, 0, 0, 0, 0, 1089, 0, 782, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 205, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 414, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 168, 0, 0, 0, 0, 0, 0, 1149, 0, 0, 241, 0, 0, 0, 82, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1186, 1143, 0, 0, 0, 455, 155, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 223, 0, 0, 0, 0, 0, 0, 0, 0, 0, 874, 0, 0, 0, 0, 0, 534, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1085, 0, 0, 0, 0, 0, 0, 0, 0, 0, 717, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 99, 0, 0, 0, 0, 0, 594, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 181, 0, 995, 0, 0, 0, 0, 0, 76, 0, 0, 0, 904, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 300, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1148, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 8, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 536,
        0, 0, 0, 0, 0, 0, 0, 180, 944, 0, 0, 1172, 206, 0, 0, 0, 0, 0, 0, 1137, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 690, 0, 0,
        0, 0, 0, 521, 0, 0, 576, 0, 0, 400, 448, 0, 0, 0, 0, 0, 0, 0, 36, 816, 0, 0, 0, 0, 885, 0, 0, 0, 0, 0, 0, 138,
        1020, 1060, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 786, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1181, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 35, 464, 0, 0, 481, 0, 0, 0, 0, 0, 1142, 0, 0, 0, 0, 0, 0, 447, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1019, 1088, 0, 0, 254, 0, 0, 0, 0, 354, 0, 0, 0, 0, 0, 0, 0, 0, 0, 870, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 166, 0, 0, 0, 0, 27, 1046, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 653, 875, 0, 0, 440, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1104, 0, 0, 0, 0, 0, 0, 0, 278, 445, 0, 0, 0, 0, 0, 0, 0, 634, 0, 352,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 938, 0, 798, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1147, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 862, 0, 0, 0, 0, 0, 0, 688, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 519, 956, 0, 0, 1071, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 852, 0, 0, 25, 0,
        0, 0, 0, 524, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1169, 542, 350, 253, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        642, 0, 0, 0, 0, 0, 1163, 0, 1080, 0, 0, 0, 0, 0, 0, 0, 3, 0, 558, 0, 0, 0, 0, 845, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1007, 628, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 673, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 581, 1167, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 297, 0, 0, 268, 0, 0, 0,
        272, 0, 0, 0, 0, 1018, 0, 0, 0, 0, 219, 0, 0, 1154, 0, 0, 0, 0, 0, 0, 0, 718, 0, 0, 0, 919, 0, 0, 0, 0, 0, 17,
        0, 694, 0, 0, 0, 0, 0, 0, 0, 0, 0, 313, 0, 0, 0, 0, 220, 0, 0, 0, 0, 0, 950, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        822, 0, 0, 0, 0, 0, 0, 0, 693, 0, 288, 0, 0, 0, 343, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 307, 424, 431, 937,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1069, 0, 188, 0, 0, 0, 0, 0, 0, 0, 0, 0, 291,
        123, 566, 0, 0, 0, 0, 0, 225, 0, 0, 0, 1121, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        939, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1096, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 770, 0, 602, 0, 263, 0, 0, 0,
        1187, 0, 0, 0, 858, 0, 0, 0, 0, 0, 0, 0, 0, 0, 650, 0, 0, 0, 0, 0, 957, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 1095, 0, 0, 911, 0, 0, 0, 0, 0, 0, 0, 0, 918, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 211, 0, 0, 98, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1105, 0, 0, 0, 662, 0, 0,
        0, 0, 0, 850, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 409, 0, 0, 0, 0, 0, 442, 0, 0, 0, 335, 0, 984, 0, 0, 0, 0,
        1051, 492, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 915, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 390, 0, 0, 0, 1128, 0, 0,
        0, 0, 283, 0, 0, 0, 530, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 620, 0, 0, 701, 0, 0, 483, 0, 0, 0, 0, 0, 0, 0, 0,
        940, 0, 0, 0, 0, 209, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 990, 0, 295, 0, 0, 0, 0, 0, 0, 0, 0, 801, 0, 170, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 22, 367, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 434, 0, 0, 0, 0, 638, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 1170, 0, 0, 753, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 988, 0, 0, 0, 58, 0, 0, 0, 640, 1135, 0, 597,
        0, 0, 864, 0, 0, 0, 0, 314, 0, 151, 515, 0, 744, 0, 0, 0, 0, 0, 1175, 0, 0, 0, 0, 0, 0, 90, 0, 0, 758, 0, 329,
        0, 140, 1168, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 15, 1093, 0, 1159, 0, 0, 0, 465, 568,
        0, 174, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 563, 0, 0,
        0, 0, 509, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 696, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 471, 0, 0, 0, 0, 0, 0, 975, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 52, 0, 0, 0, 0, 0, 0, 0, 0, 848, 0, 0, 0,
        418, 460, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 630, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 664, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 966, 1015, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 737, 0, 0, 226, 0, 0, 0, 0, 0, 0, 139, 0, 0, 0, 163, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1043, 0, 0,
        0, 0, 0, 0, 601, 0, 0, 0, 328, 463, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 756, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 887, 0, 0, 0, 0, 0, 0, 0, 0, 0, 836, 0, 0, 0, 0, 0, 0, 0, 0, 1179, 0, 0, 0, 0, 1076, 432, 0, 0, 0, 0, 0, 0,
        0, 0, 119, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 881, 132, 0, 0, 0, 0, 1183, 0, 0, 0, 125, 0, 0, 0, 0, 980, 0, 0,
        0, 0, 0, 0, 0, 595, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 557, 1141, 0, 0, 32, 0, 0, 0, 0, 572, 0, 0, 886, 897, 1185,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 903, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1033, 0, 0, 396, 0, 0, 0, 0, 0, 828, 47, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 949, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 807, 0, 0, 960, 0, 0, 0, 0, 0, 0, 0, 381, 0, 0, 0, 0, 0, 0, 0, 0, 0, 430, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 986, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 0,
        709, 0, 0, 0, 0, 0, 0, 0, 600, 0, 0, 0, 748, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 791, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 561, 0, 53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 762, 0, 1075, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        466, 0, 0, 0, 0, 276, 0, 0, 0, 345, 0, 124, 0, 0, 0, 1191, 0, 621, 695, 0, 0, 0, 1190, 0, 989, 0, 0, 0, 0, 0, 0,
        0, 529, 0, 178, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 815, 0, 0, 0, 0, 0, 0, 0, 935, 0, 1106, 59, 0, 0, 436,
        1003, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 590, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1134, 0, 0, 0, 0, 0, 1038, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 106, 1100, 0, 0, 0, 0, 0, 0, 0, 773, 739, 826, 0, 0, 0, 0, 0, 0, 0, 251, 0, 74, 353, 0, 0,
        0, 154, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 0, 1082, 0, 0, 0, 0, 0,
        1108, 0, 0, 0, 0, 0, 0, 0, 26, 0, 0, 0, 0, 0, 148, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 370, 912, 0, 0, 0, 0, 0,
        0, 162, 0, 0, 0, 116, 0, 0, 0, 0, 0, 799, 0, 0, 0, 0, 1092, 867, 0, 0, 0, 0, 1061, 1087, 0, 0, 0, 0, 0, 1188, 0,
        0, 425, 831, 646, 0, 0, 0, 641, 0, 480, 0, 0, 0, 0, 659, 0, 0, 0, 0, 0, 0, 526, 0, 0, 0, 0, 135, 669, 0, 0, 0,
        0, 0, 0, 0, 0, 609, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 564, 0, 0, 1132, 629, 784, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 500, 0, 0, 0, 269, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 550, 0, 0, 0, 0, 0, 0, 0, 0, 0, 678, 360,
        979, 0, 0, 539, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 556, 0, 0, 421, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 173, 0, 0, 985, 0, 0, 0, 607, 0, 0, 0, 0, 0, 0, 382, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 802, 0, 0, 0, 0, 0, 308, 0, 707, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 841, 0, 0, 0,
        0, 0, 0, 0, 586, 0, 461, 1130, 0, 0, 0, 0, 0, 0, 0, 644, 0, 0, 0, 1176, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 282, 779, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 728, 97, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0,
        567, 865, 0, 0, 0, 0, 0, 0, 0, 1044, 0, 0, 0, 441, 0, 0, 0, 0, 0, 0, 747, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 924, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 318, 742, 961, 0, 0, 0, 0, 0, 0, 0, 363, 0, 235, 893, 0, 0,
        0, 1073, 0, 0, 429, 514, 0, 0, 0, 0, 0, 322, 0, 987, 0, 0, 0, 907, 877, 1053, 394, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 853, 0, 0, 0, 0, 0, 549, 0, 0, 0, 469, 0, 0, 0, 0, 0, 417, 0, 0, 537, 0, 186, 0, 0, 0, 0, 1189, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 511, 0, 0, 0, 0, 0, 0, 0, 0,
        236, 0, 1090, 0, 0, 0, 49, 0, 0, 0, 0, 147, 0, 0, 0, 1156, 0, 0, 0, 0, 57, 0, 0, 0, 0, 832, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1058, 118, 0, 0, 0, 0, 0, 0, 0, 0, 768, 347, 0, 406, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 153, 0, 0, 0, 0, 0, 0, 0, 0, 565, 0, 203, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 933, 879, 0, 0,
        218, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 470, 0, 648, 958, 0, 0, 0, 0, 0, 0, 0, 606, 869, 878, 0, 0, 0, 89, 0,
        0, 787, 0, 0, 0, 0, 0, 900, 0, 0, 0, 788, 0, 0, 0, 0, 0, 0, 0, 491, 0, 0, 0, 645, 1021, 1151, 1182, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 692, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        894, 0, 0, 0, 1026, 0, 0, 0, 0, 0, 0, 0, 18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 647,
        0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 303, 0, 538, 667, 803, 0, 0, 657, 0, 0, 0, 374, 0, 0, 0, 0, 0,
        152, 485, 0, 954, 0, 0, 0, 0, 976, 31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1180, 0, 0, 0, 0, 0, 0, 320,
        0, 0, 0, 0, 0, 666, 0, 560, 503, 0, 0, 0, 0, 0, 0, 1070, 0, 0, 0, 0, 0, 0, 0, 113, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        767, 0, 0, 0, 0, 290, 336, 1145, 0, 0, 0, 0, 0, 0, 0, 711, 0, 284, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1002, 1160, 683, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 929, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 1091, 0, 651, 0, 0, 0, 735, 0, 496, 0, 0, 0, 0, 0, 0, 193, 0, 0, 0, 0, 942, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        587, 0, 0, 0, 0, 0, 0, 0, 1103, 0, 0, 0, 0, 41, 0, 0, 817, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 298, 0, 505, 0, 0, 808, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 698, 1139, 0, 0, 239, 0, 0, 446, 700, 0,
        72, 0, 0, 0, 0, 0, 0, 0, 0, 839, 0, 0, 0, 0, 0, 0, 0, 588, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1035, 724,
        0, 1011, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 982, 740, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 279, 0, 0, 383, 0, 0, 0, 932, 0, 575, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 44, 0, 0, 0, 854, 851, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 523, 0, 292, 0, 804, 0, 0, 0, 0, 487, 0, 0, 0, 743, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 311, 0, 722, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        437, 0, 0, 0, 0, 0, 844, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 916, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 953, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 385, 1158, 0, 0, 0, 0, 0, 0, 0, 0, 883, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 794, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1078, 0, 0, 0, 260, 0, 0, 1031, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 800, 0, 0, 0, 0,
        0, 0, 0, 1115, 0, 0, 0, 504, 0, 0, 0, 0, 0, 0, 0, 0, 1125, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 402, 368, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 333, 842, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 349, 0, 941, 0, 73, 0, 0, 165, 0, 0, 0, 0,
        789, 0, 0, 0, 0, 0, 204, 389, 0, 0, 0, 0, 0, 0, 0, 689, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 200, 0, 0, 133, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 60, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 687, 0, 0, 0, 0, 0, 0, 0, 0, 0, 727,
        0, 0, 0, 0, 559, 0, 490, 1150, 1164, 0, 0, 399, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 316, 809, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 325, 141, 0, 0, 0, 0, 0, 75, 665, 0, 1013, 1114, 0, 0, 0, 0, 0, 0, 338, 0, 0, 0, 0, 0, 0, 1119, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1056, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 951, 0, 0, 1094, 0, 0,
        0, 0, 0, 1123, 0, 0, 0, 0, 0, 0, 0, 0, 1041, 0, 0, 0, 0, 0, 0, 0, 0, 670, 0, 0, 510, 0, 0, 0, 0, 0, 0, 0, 0,
        266, 0, 592, 0, 0, 0, 0, 548, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 45, 0, 0, 0, 0, 0, 0, 0, 0, 0, 981, 838, 0, 0, 0, 0,
        0, 0, 0, 0, 562, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 752, 0, 0, 0, 0, 0, 0, 0, 0, 0, 819, 1045, 0, 0, 0, 0, 0,
        0, 87, 451, 0, 731, 0, 0, 0, 0, 0, 0, 0, 955, 623, 0, 0, 0, 229, 0, 212, 729, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 1027, 723, 0, 0, 0, 0, 85, 0, 0, 0, 0, 1029, 0, 0, 0, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        972, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 351, 0, 0, 0, 0, 0, 0, 0, 0, 96, 0, 0, 0, 0, 0, 0, 159, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 660, 0,
        0, 0, 0, 0, 0, 797, 0, 0, 0, 88, 109, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1063, 0, 0, 0, 0, 1055, 0, 126, 217, 1050, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1008, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        921, 0, 0, 0, 0, 0, 619, 0, 0, 0, 0, 0, 0, 0, 0, 0, 101, 934, 160, 0, 983, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 599, 0, 0, 0, 0, 175, 0, 614, 1155, 0, 0, 0, 0, 0, 0, 0, 358, 0, 0, 682, 0, 246, 765, 0, 0, 0, 0, 0, 0,
        202, 0, 0, 0, 0, 0, 252, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 472, 0, 0, 0, 0, 639, 0, 498, 0, 0, 0, 306, 899, 0, 0,
        0, 0, 0, 880, 0, 0, 0, 0, 0, 0, 0, 0, 420, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 145, 1084, 100, 0, 0, 0, 0, 0,
        569, 0, 0, 0, 0, 781, 0, 401, 764, 578, 0, 0, 289, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 585, 0, 596, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 516, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 228, 493, 775, 0,
        0, 0, 0, 0, 0, 0, 0, 177, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 319, 992, 570, 0,
        0, 0, 0, 0, 684, 0, 0, 0, 495, 0, 0, 0, 0, 0, 450, 0, 0, 0, 0, 0, 531, 0, 0, 0, 0, 0, 0, 0, 366, 1161, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 631, 0, 0, 905, 952, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 277, 0, 0, 149, 0, 0, 0, 0, 0, 0, 376, 0, 0, 0, 0, 1118,
        0, 0, 0, 0, 0, 615, 0, 0, 0, 0, 0, 0, 392, 0, 0, 0, 0, 0, 0, 946, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 208, 1124,
        820, 0, 0, 0, 705, 610, 1006, 0, 0, 0, 0, 821, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 457, 0, 0, 0, 0, 157, 0, 0, 0,
        0, 0, 413, 0, 0, 0, 0, 679, 948, 0, 182, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1034, 1004, 0, 0, 859, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 517,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 931, 0, 0, 771, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1040, 0, 0, 0, 0, 489,
        0, 0, 0, 0, 242, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1039, 0, 0, 663, 0, 0, 324, 0, 0, 896, 158, 0, 0, 0, 0, 121, 945, 0,
        0, 0, 0, 1136, 0, 0, 0, 0, 0, 63, 0, 1171, 0, 0, 270, 0, 0, 0, 0, 0, 0, 0, 0, 201, 959, 0, 0, 0, 0, 305, 1138,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 443, 0, 120, 0, 861, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 435, 763, 930, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1166, 0, 0, 0, 0, 0, 339, 0, 0, 0, 12, 792, 334,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 1024, 317, 0, 0, 0, 0, 426, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1074, 0, 0, 0, 0, 0, 0, 395,
        494, 0, 654, 0, 1116, 0, 0, 0, 245, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1079, 0, 115, 0, 0, 0, 750, 0, 0, 0,
        150, 0, 0, 0, 0, 0, 0, 0, 304, 1101, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1009, 0, 0, 474, 0, 0, 0, 0, 102, 274, 302, 947,
        573, 0, 0, 0, 0, 0, 0, 863, 1120, 449, 0, 0, 0, 0, 0, 583, 0, 454, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        371, 0, 0, 0, 0, 0, 508, 0, 0, 0, 183, 0, 0, 0, 0, 1067, 0, 790, 0, 0, 0, 604, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 86,
        0, 0, 0, 0, 0, 258, 1062, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 346, 456, 81, 0, 0, 0, 0, 0, 0, 0, 477,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 215, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1110, 1117, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 105, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 42, 0, 0, 0, 344, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 484, 0, 0, 0, 0, 0, 0, 677, 0, 0, 0, 20, 68,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4, 48, 0, 0, 0, 633, 0, 0, 0, 0, 973, 0, 0, 0, 0, 462, 0, 0, 0, 0, 0, 37,
        0, 0, 0, 0, 0, 0, 0, 715, 0, 0, 1048, 0, 0, 0, 364, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 280, 0, 0, 873, 0, 0, 0, 0, 0, 0, 0, 1066, 0, 0, 0, 0, 0, 0, 1077, 0, 499, 1165, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 1023, 0, 0, 0, 0, 196, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 103, 261, 0, 355,
        468, 0, 0, 0, 0, 0, 0, 0, 0, 0, 649, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 482,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 719, 627, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 977, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 1111, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 714, 0, 0, 0, 0, 0, 0, 0, 759, 1086, 0,
        0, 888, 0, 0, 1000, 0, 0, 0, 0, 1162, 0, 34, 0, 197, 0, 0, 0, 1109, 0, 0, 0, 0, 0, 0, 0, 0, 0, 928, 0, 968, 0,
        0, 273, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 589, 0, 0, 0, 0, 0, 0, 0, 704, 0, 0, 0, 0, 0, 0, 0, 555, 0,
        184, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1178, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 444, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 167, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 712, 0, 0, 0, 0, 359, 0, 51, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 702, 0, 0, 0, 0, 0, 0, 0, 0, 0, 608, 720, 890, 0, 1057, 0, 0, 0, 0, 0, 0, 0, 0, 0, 913, 0, 0, 0, 624,
        0, 0, 0, 0, 0, 0, 29, 240, 110, 230, 755, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 281, 1072, 0,
        0, 0, 0, 0, 0, 785, 0, 0, 0, 0, 0, 528, 632, 0, 0, 0, 0, 0, 38, 0, 169, 703, 1133, 0, 0, 0, 0, 0, 0, 1065, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 144, 734, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 571, 0, 0, 0, 0, 0, 0, 0,
        0, 733, 0, 0, 0, 795, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 847, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 716,
        697, 846, 1014, 0, 0, 176, 0, 0, 0, 0, 0, 0, 0, 191, 1010, 0, 0, 11, 0, 0, 0, 0, 0, 0, 824, 0, 0, 0, 0, 0, 0,
        247, 0, 0, 0, 0, 194, 0, 827, 0, 0, 0, 0, 0, 0, 0, 77, 0, 0, 0, 0, 0, 0, 267, 0, 0, 0, 0, 0, 0, 172, 0, 0, 1097,
        0, 195, 0, 0, 0, 0, 0, 422, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 104, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 998, 0, 0, 0, 0, 908, 0, 0, 0, 0, 0, 532, 0, 0, 0, 0, 452, 0, 0, 0, 0, 143, 0, 545, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 805, 0, 544, 0, 0, 0, 0, 0, 0, 906, 0, 0, 0, 0, 0, 46, 1059, 0, 0, 0, 0, 0, 0, 0, 1012, 222, 0, 868,
        0, 423, 0, 0, 0, 0, 0, 0, 0, 0, 0, 92, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 411, 0, 0, 0, 0, 0, 0, 0, 0, 643, 0, 0, 0, 0, 1042, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 999, 0, 0, 0, 0,
        0, 0, 1022, 0, 0, 658, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 453, 0, 0, 0, 923, 0, 0, 0, 0, 0, 0, 0, 0, 0, 680, 540, 0,
        0, 0, 0, 577, 0, 751, 757, 0, 0, 0, 0, 0, 250, 681, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1049, 0, 299, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 256, 0, 0, 0, 0, 388, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 872, 0, 0, 0, 0, 1037, 0, 0, 637, 0, 0,
        0, 404, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 927, 0, 0, 0,
        674, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 70, 412, 0, 0, 0, 0, 0, 0, 161, 0, 0, 0, 0, 0, 520,
        331, 0, 0, 0, 0, 0, 513, 0, 0, 0, 0, 146, 0, 0, 373, 0, 0, 0, 0, 65, 0, 0, 0, 142, 671, 0, 0, 613, 0, 0, 0, 0,
        0, 321, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 379, 0, 28, 0, 0, 0, 0, 0, 0, 1177, 0, 0, 0, 224, 0, 0, 0, 582, 580, 0, 0,
        0, 0, 285, 0, 0, 0, 0, 0, 0, 0, 293, 0, 0, 0, 0, 0, 0, 0, 0, 0, 925, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1083, 0, 0, 0, 0, 616, 0, 0, 584, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 625, 0, 0, 0, 760, 0, 476, 0, 0, 738, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 61, 0, 0, 0, 0, 2, 554, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1028, 0, 0, 43, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 605, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 497, 340, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 710, 0, 754, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 408, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 866,
        0, 0, 0, 0, 0, 94, 835, 0, 0, 0, 0, 348, 0, 0, 0, 0, 369, 0, 122, 871, 0, 0, 635, 0, 0, 0, 593, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1184, 0, 0, 0, 0, 0, 112, 0, 598, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 837, 0, 0, 891, 0, 0, 0, 0, 0, 356, 0, 0, 0, 117, 0, 79, 337, 1081, 0, 0, 0, 0, 310, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 111, 0, 0, 0, 0, 774, 806, 0, 0, 0, 0, 0, 0, 0, 67, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 286, 0, 0, 1102, 0,
        0, 0, 0, 0, 0, 187, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 769, 0, 0, 0, 0, 0, 0, 0, 0, 296, 0, 0, 0, 0, 0, 617, 876, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 479, 0, 0, 0, 889, 0, 0, 0, 0, 0, 0, 91, 0, 543, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        287, 793, 0, 0, 0, 0, 0, 909, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 721, 0, 0, 0, 0, 0, 0,
        656, 0, 507, 0, 0, 0, 0, 210, 386, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 419, 0, 114, 0, 0, 0, 0, 0, 0, 0, 0, 0, 810,
        926, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 398, 486, 0, 0, 0, 0, 33, 0, 0, 0, 0, 0, 0, 0, 0, 778,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 527, 506, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1131,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 708, 978, 0, 502, 0, 0, 0, 0, 0, 522, 676, 685, 0, 0, 0, 0, 0, 1107, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 963, 249, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 127, 207, 0, 0, 0, 0, 0, 0, 1001,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 553, 777, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 362, 0, 0, 0, 661, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 243, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 259, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 965, 0, 0, 1054, 0, 0, 0, 1047, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 375, 0, 0, 0, 0, 0, 0, 0,
        917, 997, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 66, 0, 0, 0,
        0,
    ]
}
