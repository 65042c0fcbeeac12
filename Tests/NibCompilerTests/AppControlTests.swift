// AppControlTests.swift — controls and containers that only the apps' own storyboards show, checked
// against Apple's nibs of their pairs (../shared/corpus/conformance/ios): page controls, secure text
// fields, tab bar controllers, navigation bars under a global tint, page view controllers, tables'
// section heights by SDK and prototype cells without a reuse identifier (docs/FORMAT.md, "apps'
// controls").
//
// Each test compiles a pair at the SDK its reference was built with and compares one feature of
// every nib (prototype cells' nibs included) with Apple's, as PrototypingConstraintTests does.

import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Apps' controls and containers")
struct AppControlTests {
    typealias Pair = PrototypingConstraintTests.Pair

    /// One line per object of `className` (a swapped one by its original class): `keys`' values.
    static func lines(of className: String, keys: [String]) -> (NibArchive) -> [String] {
        { archive in
            archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == className }.map { object in
                keys.map { key in
                    switch archive.value(forKey: key, inObject: object)?.payload {
                    case nil: "\(key) -"
                    case .object(let target)?: "\(key) \(archive.className(ofObject: target))"
                    default: "\(key) \(PrototypingConstraintTests.number(key, in: object, of: archive))"
                    }
                }.joined(separator: ", ")
            }
        }
    }

    // JobDocs (SDK 10) and its 6 scenes with page controls: the page count, the current page off
    // UIKit's 0, both indicator colors, hugging priorities that the document does not write.
    @Test("a page control archives its pages, current page and indicator colors as Apple's", .needsCorpus)
    func pageControls() throws {
        let keys = ["UINumberOfPages", "UICurrentPage", "UICurrentPageIndicatorTintColor", "UIPageIndicatorTintColor", "UIViewContentHuggingPriority"]
        let total = try PrototypingConstraintTests.expectSameFeature(
            Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)), Self.lines(of: "UIPageControl", keys: keys))
        #expect(total == 6)
    }

    // UIKit turns autocorrection and spell checking off for secure entry; ibtool writes both `no`
    // for a secure field that leaves them at the default (JobDocs: 1, XAMservi: 1).
    @Test("a secure text field neither corrects nor checks spelling, as Apple's", .needsCorpus, arguments: [
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
    ])
    func secureTextFields(_ pair: Pair) throws {
        let keys = ["UISecureTextEntry", "UIAutocorrectionType", "UISpellCheckingType"]
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UITextField", keys: keys))
        #expect(total > 0)
    }

    // Every tab bar controller of the apps' pairs (SDK 7–10): its bar's items in an NSArray, its
    // children again as the customizable controllers, between the bar and the view controllers.
    @Test("a tab bar controller archives its customizable controllers and an immutable item list, as Apple's", .needsCorpus, arguments: [
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        Pair(name: "MobilewitsTabBar-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
    ])
    func tabBarControllers(_ pair: Pair) throws {
        func controllers(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UITabBarController" }.map { controller in
                let order = archive.values(ofObject: controller).map { archive.key(of: $0) }.filter {
                    ["UITabBar", "UICustomizableViewControllers", "UIViewControllers", "UIChildViewControllers"].contains($0)
                }
                var items = "-"
                if case .object(let bar)? = archive.value(forKey: "UITabBar", inObject: controller)?.payload,
                    case .object(let list)? = archive.value(forKey: "UIItems", inObject: bar)?.payload
                {
                    items = archive.className(ofObject: list)
                }
                let customizable = InferredKeyTests.members(archive.value(forKey: "UICustomizableViewControllers", inObject: controller), in: archive).count
                return order.joined(separator: " ") + " items \(items) customizable \(customizable)"
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, controllers)
        #expect(total == 1)
    }

    // JobDocs' global tint (`<document>`'s tintColor) reaches its 7 navigation controllers' bars,
    // not its tab bar controller's bar.
    @Test("navigation controllers' bars take the document's global tint, tab bars do not, as Apple's", .needsCorpus)
    func barsUnderGlobalTint() throws {
        let pair = Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10))
        let navigationBars = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UINavigationBar", keys: ["UITintColor"]))
        let tabBars = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UITabBar", keys: ["UITintColor"]))
        #expect(navigationBars == 7)
        #expect(tabBars == 1)
    }

    // Login (SDK 12): a page view controller with autoresizesArchivedViewToFullSize="NO" and no
    // spacing: the flag after its identifier, the spacing an integer 0.
    @Test("a page view controller archives its resizing flag and spacing as Apple's", .needsCorpus)
    func pageViewController() throws {
        let keys = ["UIAutoresizesArchivedViewToFullSize", "UITransitionStyle", "UINavigationOrientation", "UISpineLocation", "UIPageSpacing"]
        let pair = Pair(name: "Login-Main", sdk: SDKVersion(12))
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UIPageViewController", keys: keys)) == 1)
        func spacingType(_ archive: NibArchive) -> [String] {
            archive.objects.indices.compactMap { archive.value(forKey: "UIPageSpacing", inObject: $0) }.map {
                $0.payload.integer != nil ? "integer" : "\($0.payload)"
            }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, spacingType) == 1)
    }

    // Tables' section heights at SDK 7–10: SDK 10 leaves out a plain table's 28 and 28, SDK 9 a
    // grouped table's header 18; every other written height is archived.
    @Test("a table's section heights are archived but its SDK's defaults, as Apple's", .needsCorpus, arguments: [
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        Pair(name: "NohanaImagePicker-NohanaImagePicker", sdk: SDKVersion(10)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
    ])
    func sectionHeights(_ pair: Pair) throws {
        let keys = ["UIStyle", "UISectionHeaderHeight", "UISectionFooterHeight"]
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UITableView", keys: keys))
        #expect(total > 0)
    }

    // A prototype table cell without a reuse identifier is not archived (13 cells in these 4
    // apps); a table left without prototypes has no prototype keys.
    @Test("prototype cells without a reuse identifier are left out, as Apple's", .needsCorpus, arguments: [
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
    ])
    func prototypesNeedReuseIdentifiers(_ pair: Pair) throws {
        func prototypes(_ archive: NibArchive) -> [String] {
            archive.objects.indices.compactMap { object -> String? in
                guard archive.value(forKey: "UISeparatorStyle", inObject: object) != nil else { return nil }
                let table = InferredKeyTests.members(archive.value(forKey: "UITableViewCellPrototypeNibs", inObject: object), in: archive)
                let names = stride(from: 0, to: table.count, by: 2).map { archive.string(at: table[$0]) ?? "?" }
                return "table: " + names.sorted().joined(separator: " ")
            }
        }
        try PrototypingConstraintTests.expectSameFeature(pair, prototypes)
    }

    static let lucidX = ["LucidX-AddOrderFirstVC", "LucidX-CalendarVC", "LucidX-CreateCalendarEventVC", "LucidX-ViewNotesVC"]
        .map { Pair(name: $0, sdk: SDKVersion(10)) }

    // LucidX's 10 toolbars, all saved `opaque="NO" translucent="NO"`: opaque, translucence 2.
    @Test("a toolbar that is not translucent is archived opaque with translucence 2, as Apple's", .needsCorpus, arguments: lucidX)
    func opaqueToolbars(_ pair: Pair) throws {
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UIToolbar", keys: ["UIOpaque", "UIBarTranslucence"]))
        #expect(total > 0)
    }

    // LucidX's date pickers: hugging priorities always, the mode off date-and-time, the date.
    @Test("a date picker archives its mode and date as Apple's", .needsCorpus, arguments: lucidX.filter { $0.name != "LucidX-ViewNotesVC" })
    func datePickers(_ pair: Pair) throws {
        let keys = ["UIViewContentHuggingPriority", "UIDatePickerMode", "UIDate"]
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UIDatePicker", keys: keys))
        #expect(total > 0)
        func dates(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "NSDate" }.map { PrototypingConstraintTests.number("NS.time", in: $0, of: archive) }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, dates) > 0)
    }

    // JobDocs: a tab bar scene's view whose 8 buttons' actions name another scene's controller
    // (held by the same nib as a child): Apple's nib has no event connection; neither has ours.
    @Test("connections between scenes are left out, as Apple's", .needsCorpus)
    func crossSceneConnections() throws {
        func actions(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIRuntimeEventConnection" }
                .map { StaticTableTests.string("UILabel", in: $0, of: archive) }
        }
        try PrototypingConstraintTests.expectSameFeature(Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)), actions)
    }

    // Before SDK 13: a table's background saved as IB's default (calibrated white 1) is UIKit's
    // `tableBackgroundColor`; the group table background is a pattern color (name and selector).
    @Test("tables' default white and the group table background are UIKit's named colors, as Apple's", .needsCorpus, arguments: [
        Pair(name: "LucidX-InboxVC", sdk: SDKVersion(10)),
        Pair(name: "LucidX-HomeVC", sdk: SDKVersion(10)),
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
    ])
    func namedTableColors(_ pair: Pair) throws {
        func named(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIColor" && archive.value(forKey: "UISystemColorName", inObject: $0) != nil }
                .compactMap { color -> String? in
                    let name = StaticTableTests.string("UISystemColorName", in: color, of: archive)
                    guard ["tableBackgroundColor", "groupTableViewBackgroundColor"].contains(name) else { return nil }
                    return name + " " + archive.values(ofObject: color).map { archive.key(of: $0) }.joined(separator: " ")
                }
        }
        // Which named colors each nib has.
        let total = try PrototypingConstraintTests.expectSameFeature(pair) { Array(Set(named($0))) }
        #expect(total > 0)
    }

    // LucidX's and JobDocs' search bars: the keys of UISearchBar and a search bar's trait defaults.
    @Test("a search bar archives its keys and a search bar's trait defaults, as Apple's", .needsCorpus, arguments: [
        Pair(name: "LucidX-HomeVC", sdk: SDKVersion(10)),
        Pair(name: "LucidX-InboxVC", sdk: SDKVersion(10)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
    ])
    func searchBars(_ pair: Pair) throws {
        let keys = [
            "UIOpaque", "UIViewContentHuggingPriority", "UIShowsCancelButton", "UISearchBarTranslucence", "UIText", "UIPlaceholder", "UIBarTintColor",
            "UIReturnKeyType", "UIEnablesReturnKeyAutomatically", "UISecureTextEntry",
        ]
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UISearchBar", keys: keys))
        #expect(total > 0)
    }

    // Before SDK 11: picker views show their selection bar; a size-class xib's controller view is
    // laid out on the 600 x 600 canvas (LucidX at 10).
    @Test("picker views' selection bar and a size-class xib's controller view before SDK 11, as Apple's", .needsCorpus, arguments: lucidX)
    func olderXibLayout(_ pair: Pair) throws {
        let pickers = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UIPickerView", keys: ["UIShowsSelectionBar"]))
        func rootBounds(_ archive: NibArchive) -> [String] {
            InferredKeyTests.members(archive.value(forKey: "UINibTopLevelObjectsKey", inObject: 0), in: archive).filter {
                archive.className(ofObject: $0) == "UIView"
            }.map { view in
                guard case .data(let bytes)? = archive.value(forKey: "UIBounds", inObject: view)?.payload, let bounds = NibGeometry(bytes: bytes) else { return "-" }
                return "\(bounds.components)"
            }
        }
        try PrototypingConstraintTests.expectSameFeature(pair, rootBounds)
        #expect(pickers >= 0)
    }

    // IB's color equality: a view's white shares a table's `tableBackgroundColor` encoded before it
    // (LucidX, UItestingDemo); two different names stay two colors. (AddOrderFirstVC's colors differ
    // for another reason: views' background colors nibc leaves out.)
    @Test("equal colors are one object unless both are named differently, as Apple's", .needsCorpus,
          arguments: lucidX.filter { $0.name != "LucidX-AddOrderFirstVC" })
    func colorIdentity(_ pair: Pair) throws {
        func colors(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIColor" }.map { color in
                // Its keys (the components are ColorSpaceTests' concern) and its name.
                archive.values(ofObject: color).map { archive.key(of: $0) }.joined(separator: " ") + " "
                    + StaticTableTests.string("UISystemColorName", in: color, of: archive)
            }
        }
        try PrototypingConstraintTests.expectSameFeature(pair, colors)
    }

    // A tab bar controller's bar is opaque (5 of 5, saved without `opaque`); an embed segue's
    // template is performed on view load with a nil container view (NightPhones: 7 of 7).
    @Test("a tab bar controller's bar is opaque and embed segues load with their views, as Apple's", .needsCorpus, arguments: [
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        Pair(name: "MobilewitsTabBar-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
    ])
    func tabBarsAndEmbedSegues(_ pair: Pair) throws {
        let bars = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UITabBar", keys: ["UIOpaque"]))
        try PrototypingConstraintTests.expectSameFeature(
            pair, Self.lines(of: "UIStoryboardEmbedSegueTemplate", keys: ["UIPerformOnViewLoad", "UIContainerView"]))
        #expect(bars > 0)
    }

    // SDK 7 (ProgrammingEvents): a controller saved without `<layoutGuides>` gets UIKit's two
    // guides all the same; a scene's First Responder placeholder is a proxy of its nib besides the
    // nib's own (8 such proxies in 3 scene nibs).
    @Test("SDK 7's implicit layout guides and scene placeholders, as Apple's", .needsCorpus)
    func sdk7Scenes() throws {
        let pair = Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7))
        let guides = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "_UILayoutGuide", keys: ["_UILayoutGuideIdentifier"]))
        let proxies = try PrototypingConstraintTests.expectSameFeature(pair) { archive in
            // (An upstream placeholder's name carries an id ibtool picks among the connections' own.)
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIProxyObject" }.map {
                let identifier = StaticTableTests.string("UIProxiedObjectIdentifier", in: $0, of: archive)
                return identifier.hasPrefix("UpstreamPlaceholder-") ? "UpstreamPlaceholder" : identifier
            }
        }
        #expect(guides > 0 && proxies > 0)
    }

    // NightPhones and XAMservi (SDK 10: controls 121, 298 and 367 points wide, of 2, 2 and 4
    // segments): each segment a UISegment view laid out across its control, a point between
    // segments, the remainder to the last; its background stretch and position by its place; the
    // control's tint under a key of its own, its segments both as subviews and as `UISegments`.
    @Test("a segmented control archives its segments laid out as UIKit lays them out, as Apple's", .needsCorpus, arguments: [
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
    ])
    func segmentedControls(_ pair: Pair) throws {
        func segments(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UISegment" }.map { segment in
                let geometry = ["UIBounds", "UICenter", "UIContentStretch"].map { key in
                    guard case .data(let bytes)? = archive.value(forKey: key, inObject: segment)?.payload, let value = NibGeometry(bytes: bytes)
                    else { return "\(key) -" }
                    return "\(key) \(value.components)"
                }
                return (geometry + [
                    StaticTableTests.string("UISegmentInfo", in: segment, of: archive),
                    PrototypingConstraintTests.number("UISegmentStyle", in: segment, of: archive),
                    PrototypingConstraintTests.number("UISegmentPosition", in: segment, of: archive),
                ]).joined(separator: ", ")
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, segments)
        let keys = ["UISegmentedControlTintColor", "UITintColor", "UISegments", "UISelectedSegmentIndex", "UIViewContentHuggingPriority", "UIContentVerticalAlignment2"]
        let controls = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UISegmentedControl", keys: keys))
        #expect(total >= 2 && controls >= 1)
    }

    // Interface Builder before Xcode 8 saved a clear background on every cell's `<view
    // key="contentView">`; ibtool archives none (a table cell at SDK 8, 2 collection cells at 10),
    // while a `<tableViewCellContentView>`'s clear background is archived (NightPhones: 9).
    @Test("an old content view's clear background is IB's and archived by none, as Apple's", .needsCorpus, arguments: [
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "NohanaImagePicker-NohanaImagePicker", sdk: SDKVersion(10)),
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
    ])
    func defaultClearContentViews(_ pair: Pair) throws {
        func contentBackgrounds(_ archive: NibArchive) -> [String] {
            archive.objects.indices.compactMap { object in
                guard case .object(let content)? = archive.value(forKey: "UIContentView", inObject: object)?.payload else { return nil }
                return "\(archive.className(ofObject: content)) " + (archive.value(forKey: "UIBackgroundColor", inObject: content) == nil ? "none" : "color")
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, contentBackgrounds)
        #expect(total > 0)
    }

    // A grouped prototype table laid out with no rows: its header view and one section header,
    // then its footer view or, without one, UIKit's 55 points of grouped padding (ProcessDash at
    // SDK 9: 18 + 55; NightPhones at 10: 28 + 55, twice; Apptentive at 10: 258 + 6 + 300).
    @Test("a grouped prototype table's content is laid out as Apple's", .needsCorpus, arguments: [
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "Apptentive-Apptentive", sdk: SDKVersion(10)),
    ])
    func groupedTableContent(_ pair: Pair) throws {
        func grouped(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter {
                PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UITableView" && PrototypingConstraintTests.number("UIStyle", in: $0, of: archive) == "1"
            }.map { table in
                guard case .data(let bytes)? = archive.value(forKey: "UIContentSize", inObject: table)?.payload, let size = NibGeometry(bytes: bytes)
                else { return "-" }
                return "\(size.components)"
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, grouped)
        #expect(total > 0)
    }

    // Cells' masks: a cell among a view's subviews (MobilewitsCellAccessory, Xcode 5) has a placed
    // view's flexible right and bottom margins from its empty <autoresizingMask>; the prototype
    // cells (RowSelection, NightPhones, Apptentive) with the same element have none (so has
    // SDCAlertView's top-level cell, a nib directory this helper does not read: the conformance run's).
    @Test("a table view cell's mask: a placed view's among subviews, none in a table or at the top, as Apple's", .needsCorpus, arguments: [
        Pair(name: "MobilewitsCellAccessory-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "Apptentive-Apptentive", sdk: SDKVersion(10)),
    ])
    func cellMasks(_ pair: Pair) throws {
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.lines(of: "UITableViewCell", keys: ["UIAutoresizingMask"]))
        #expect(total > 0)
    }
}
