// SDKVersion.swift — the iOS SDK whose ibtool the output imitates.
//
// ibtool's output depends on the SDK it runs with (Xcode passes `--sdk …/iPhoneOS12.1.sdk`): the
// SDK's UIKit names the system font and the default label color, and newer ones archive more
// precision. Each rule that depends on it is a named property here, with its evidence in
// docs/FORMAT.md; the default is the newest behavior measured.

/// An SDK version, `major.minor`.
public struct SDKVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// The behavior of current Xcode versions.
    public static let current = SDKVersion(17, 0)

    /// Reads `12.1`, `iphoneos12.1`, `appletvos13.0` or an SDK path (`…/iPhoneOS12.1.sdk`).
    public init?(parsing text: String) {
        var name = Substring(text)
        if let slash = name.lastIndex(where: { $0 == "/" }) {
            name = name[name.index(after: slash)...]
            if name.isEmpty { return nil }
        }
        if name.hasSuffix(".sdk") { name = name.dropLast(4) }
        // A platform name (letters only), then the version: "-1" or "12.-1" are no SDK.
        let digits = name.drop { $0.isASCII && $0.isLetter }
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let major = Int(parts[0]), (1...99).contains(major)
        else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, (0...99).contains(minor) else { return nil }
        self.init(major, minor)
    }

    public static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }

    // MARK: - What depends on it

    /// iOS 9 and 10 named the regular system font `.SFUIText-Regular`, later SDKs `.SFUIText`.
    var namesRegularSystemFontWeight: Bool { self < SDKVersion(10) }

    /// Before iOS 9 the system font was Helvetica Neue's interface cut: regular `-M3` in iOS 7,
    /// `-Regular` in iOS 8, bold `-MediumP4` in both (FindTheMonkey at SDK 7; the Mobilewits,
    /// ProgrammingEvents and Cloudinary pairs at 7–8: 24 regular, 34 bold). Other weights are
    /// unseen: named after the weight.
    func helveticaSystemFontName(weight: String) -> String? {
        guard self < SDKVersion(9) else { return nil }
        switch weight {
        case "Regular": return self < SDKVersion(8) ? ".HelveticaNeueInterface-M3" : ".HelveticaNeueInterface-Regular"
        case "Bold": return ".HelveticaNeueInterface-MediumP4"
        default: return ".HelveticaNeueInterface-" + weight
        }
    }

    /// iOS 13 renamed the system font `.SFUI-<Weight>`; before, `.SFUIText…` below 20 points and
    /// `.SFUIDisplay…` from 20 points.
    var hasUnifiedSystemFontNames: Bool { self >= SDKVersion(13) }

    /// At SDK 7 a storyboard controller saved without layout guides gets UIKit's two
    /// (`Lowering.lowerViewNib`).
    var addsImplicitLayoutGuides: Bool { self < SDKVersion(8) }

    /// Before SDK 8 a storyboard scene's placeholders are archived in its controller's nib besides
    /// the nib's own First Responder (`Lowering.lowerSceneNib`).
    var archivesScenePlaceholders: Bool { self < SDKVersion(8) }

    /// iOS 13 made UIKit's named colors dynamic: two equal colors of different names stay two
    /// objects (`UIKitNibFormat.builder(sdk:)`).
    var hasDynamicColors: Bool { self >= SDKVersion(13) }

    /// iOS 13 made `labelColor` the label's default text color (before: `blackColor`).
    var defaultLabelColor: String { self >= SDKVersion(13) ? "labelColor" : "blackColor" }

    /// Before SDK 10 a label or text field without a text color archived UIKit's default as an RGB
    /// black with no system name (44 of 44 such text fields at SDK 9: MovingRental, Openday,
    /// ProcessDash; 3 of 3 labels at 7 and 8: ProgrammingEvents, MobilewitsRowSelection); from
    /// SDK 10 `blackColor` (74 of 74 text fields in Apptentive, NightPhones, XAMservi, and their
    /// labels).
    var hasRGBDefaultTextColor: Bool { self < SDKVersion(10) }

    /// Since iOS 13 a collection view cell's content view is pinned to the cell by four
    /// `UIIBSystemGenerated` constraints (it no longer translates its autoresizing mask).
    var pinsCollectionCellContentViews: Bool { self >= SDKVersion(13) }

    /// Before iOS 15 a stack view was archived opaque whatever the document said (12 of 12 in
    /// coder-9 nibs; the 4 coder-10 ones follow `opaque`).
    var stackViewsAreAlwaysOpaque: Bool { self < SDKVersion(15) }

    /// At SDK 9 a table cell without a background archives UIKit's default for its table
    /// (`Lowering.paintCellBackground`).
    var paintsCellBackgrounds: Bool { major == 9 }

    /// The height of a table view cell's separator: one point from SDK 12 (Appboy, CleverTap,
    /// SDCAlertView pairs at 12–14; Zendesk's SDK-13 nibs: 19 of 19) and before SDK 10 (the
    /// ProgrammingEvents, Mobilewits, Openday and ProcessDash pairs at 7–9: 16 of 16), half a point
    /// at 10 (the Apptentive, JobDocs, NightPhones and NohanaImagePicker pairs: 71 of 71, with and
    /// without a retina `<device>`; Instabug's 6) — whatever device the document shows. SDK 11
    /// unseen, taken as 10.
    var tableCellSeparatorHeight: Double { self >= SDKVersion(12) || self < SDKVersion(10) ? 1 : 0.5 }

    /// The name ibtool archives for a `cocoaTouchSystemColor`: from iOS 13 the group table view
    /// background is `systemGroupedBackgroundColor`, which UIKit made it (CleverTap inbox pair,
    /// SDK 14: the name and iOS 13's components).
    func systemColorName(_ name: String) -> String {
        self >= SDKVersion(13) && name == "groupTableViewBackgroundColor" ? "systemGroupedBackgroundColor" : name
    }

    /// At SDK 9 ibtool archives `darkTextColor` as an unnamed RGB black (14 of the 15 uses in the
    /// SDK-9 pairs: ProcessDash's 8 label text colors, MovingRental's 6 button title shadows, which
    /// then are one object with the text fields' RGB black; Openday's one cell label keeps the
    /// name, unexplained). At 7 and 10 it is named (ProgrammingEvents, NightPhones: 24 uses).
    func archivesUnnamed(_ name: String) -> Bool { major == 9 && name == "darkTextColor" }

    /// Before iOS 13 UIKit's group table background is a pattern color: ibtool archives its name
    /// and pattern selector only, no components (NightPhones at 10: 9 colors, ProgrammingEvents
    /// at 7: 1); from 13 it is `systemGroupedBackgroundColor` (`systemColorName`).
    func isPatternColor(_ name: String) -> Bool { self < SDKVersion(13) && name == "groupTableViewBackgroundColor" }

    /// Newer ibtool adds `UIRed-Double`… for components a float cannot hold [inferred threshold].
    var archivesDoubleColorComponents: Bool { self >= SDKVersion(14) }

    /// Size classes came with iOS 8: before it, a nib's root has no `UINibTraitStorageListsKey`
    /// (FindTheMonkey's and ProgrammingEvents' 8 nibs, Xcode 5 documents built with SDK 7; every
    /// other UIKit nib of the corpus, 569, has the key).
    var archivesTraitStorageLists: Bool { self >= SDKVersion(8) }

    /// Since iOS 13 a storyboard's view controller is always a UIClassSwapper, naming its own class
    /// when it has no custom one (3 of 3 Flutter launch screens built with SDK 13+; the one built
    /// with SDK 12 has a plain UIViewController).
    var swapsStoryboardControllers: Bool { self >= SDKVersion(13) }

    /// Before Xcode 8 (SDK 10) a view with a fixed frame that does not translate its autoresizing
    /// mask is held in place by four `NSIBPrototypingLayoutConstraint`s ibtool adds to its superview
    /// (the Mobilewits, ProgrammingEvents, ProcessDash, Openday and MovingRental pairs, SDK 7–9);
    /// from SDK 10 ibtool makes it translate its mask instead (NightPhones, XAMservi, JobDocs at 10,
    /// UItestingDemo at 12: no prototyping constraint, no `UIViewDoesNotTranslate…` key).
    var prototypesFixedFrames: Bool { self < SDKVersion(10) }

    /// Before SDK 10 a constraint without a second item (a width or a height, a layout guide's
    /// support constraint) still archives its second attribute, 0 (every such constraint of the
    /// SDK 7–9 pairs: 46 document constraints, 40 support constraints, 816 prototyping ones; none
    /// of the 469 of SDK 10 and later).
    var archivesMissingSecondAttribute: Bool { self < SDKVersion(10) }

    /// From SDK 9 a scene nib without a storyboard identifier is named after its controller's
    /// class (`UINavigationController-122`: MovingRental, Openday, ProcessDash at 9); before, every
    /// one is `UIViewController-<id>` whatever its class (Mobilewits ×4, Cloudinary at 8,
    /// ProgrammingEvents at 7: navigation, tab bar and table view controllers alike).
    var namesSceneNibsByControllerClass: Bool { self >= SDKVersion(9) }

    /// Before SDK 10 every table view archives `UIShowsSelectionImmediatelyOnTouchBegin` true (12 of
    /// 12 tables of the SDK 7–9 pairs; none of the 43 of SDK 10–14).
    var archivesImmediateSelection: Bool { self < SDKVersion(10) }

    /// Before SDK 11 a scene of a size-class document without a device, not freeform, is laid out
    /// on the 600 × 600 size-class canvas (ProcessDash at 9, NightPhones at 10); Flutter's
    /// launch screen at SDK 12 is not (the threshold between 10 and 12 is inferred).
    var laysOutScenesOnSizeClassCanvas: Bool { self < SDKVersion(11) }

    /// From SDK 10 the default record of a relationship trait storage has an empty trait
    /// collection (NohanaImagePicker, JobDocs); before, none (MovingRental and Openday at SDK 9: 26
    /// storages).
    var archivesEmptyDefaultTraitCollection: Bool { self >= SDKVersion(10) }

    /// From SDK 10 a trait storage list's descendants include the subviews and constraint items
    /// its relationship storages concern (NohanaImagePicker; Zendesk at 13); before, only the
    /// storages' own objects below the top-level one (MovingRental and Openday at SDK 9: 12 lists).
    var listsRelationshipItemsAsDescendants: Bool { self >= SDKVersion(10) }

    /// Before coder 10 (SDK 15) a nib's trait storages share one empty NSSet among their records'
    /// added and removed objects and their lists' descendants (the 20 coder-9 nibs with such
    /// records: Openday, XAMservi, MovingRental, JobDocs, Zendesk, Intune — one empty set, up to 20
    /// references); coder-10 nibs have one per use (Intune's and LivePerson's: 3 and 4 sets, one
    /// reference each).
    var sharesEmptyStorageSets: Bool { self < SDKVersion(15) }

    /// (macOS) Before macOS 15's SDK ibtool archives a button's hugging priorities even at its
    /// type's own (40 of the 41 buttons of the 9 corpus nibs with macOS 14's fingerprints; none of
    /// the 13 push buttons of later nibs at their type's own).
    var archivesButtonHuggingPriorities: Bool { self < SDKVersion(15) }

    /// From coder 10 (SDK 15) a font descriptor's attributes are an NSDictionary, its size a
    /// float64 after the name or the usage; a bold system font's, which adds the usage override,
    /// stays an NSMutableDictionary, the override before the size (the 72 coder-10 nibs of the
    /// corpus: 64 with fonts, every regular descriptor an NSDictionary with a float64 size, every
    /// bold one mutable; coder 9: 213 nibs, every one mutable with an integral size an integer).
    var archivesImmutableFontAttributes: Bool { self >= SDKVersion(15) }

    /// The newest SDKs archive a font descriptor's `UIFontDescriptorOptions`: 0x80008404 for a
    /// system font, 0 for a named one (53 of the 64 coder-10 nibs with fonts, every descriptor of
    /// them; the other 11 — the oldest of Intune's three builds of the same sources — none). The SDK
    /// it starts with is not recorded: taken as 17, the newest nibc imitates.
    var archivesFontDescriptorOptions: Bool { self >= SDKVersion(17) }

    /// From SDK 8 geometry (bounds, centers, offsets, sizes) is archived as float64s; before, as
    /// float32s under the float tag (FindTheMonkey and ProgrammingEvents at SDK 7: 100 of 100
    /// values; every nib of SDK 8 on: float64s).
    var archivesDoubleGeometry: Bool { self >= SDKVersion(8) }

    /// From SDK 9 a label archives its text alignment when it is left (0); before, only another
    /// one (13 labels of FindTheMonkey and ProgrammingEvents at 7 and MobilewitsRowSelection at 8
    /// without, one centered with; ProcessDash's and Openday's at 9 with 0).
    var archivesLeftLabelAlignment: Bool { self >= SDKVersion(9) }

    /// At SDK 8 a navigation controller's bar archives iOS 8's bar margins, 16 points left and
    /// right (MobilewitsSegue and Cloudinary: 2 of 2 bars); at 7 and from 9 none (ProgrammingEvents;
    /// 26 bars of SDK 9–12).
    var archivesNavigationBarMargins: Bool { major == 8 }

    /// Before SDK 11 a picker view archives `UIShowsSelectionBar` true, before
    /// `UIAllowSelectingCells` (LucidX at 10: 6 of 6; the same documents' device build at 11+ and
    /// Intune's: 0 of 10).
    var archivesPickerSelectionBar: Bool { self < SDKVersion(11) }

    /// The section header and footer heights ibtool leaves out as the table's defaults in its
    /// style: at SDK 10 a plain table's 28 and 28 (22 tables of the JobDocs, LucidX, NightPhones,
    /// NohanaImagePicker and XAMservi pairs; the grouped ones' 28 is written, NightPhones: 2), at
    /// SDK 9 a grouped table's header 18 (ProcessDash: its footer 18 is written, as are the plain
    /// tables' 22 and 28: 5). Before and after, every written height is archived (SDK 7–8: 4
    /// tables of 22; SDK 12–14: 28, 6 and 1).
    func omittedSectionHeights(grouped: Bool) -> (header: Double?, footer: Double?) {
        switch (major, grouped) {
        case (10, false): (28, 28)
        case (9, true): (18, nil)
        default: (nil, nil)
        }
    }
}
