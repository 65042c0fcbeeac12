// AppTextTests.swift — texts, text colors and the classes around them as the apps' own storyboards
// show them, checked against Apple's nibs of their pairs (../shared/corpus/conformance/ios): text
// fields' texts and default colors by SDK, system colors ibtool archives unnamed, a label's paragraph
// styles, contact-add buttons and map views (docs/FORMAT.md, "apps' texts and colors").
//
// Each test compiles a pair at the SDK its reference was built with and compares one feature of
// every nib (prototype cells' nibs included) with Apple's, as AppControlTests does.

import Foundation
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Apps' texts and colors")
struct AppTextTests {
    typealias Pair = PrototypingConstraintTests.Pair

    /// The pairs with text fields, at the SDKs of their references.
    static let textFieldPairs = [
        Pair(name: "MovingRental-Main", sdk: SDKVersion(9)),
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "Apptentive-Apptentive", sdk: SDKVersion(10)),
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
    ]

    /// A UIColor as its system name or its components, its color space and component count.
    static func color(_ object: Int, in archive: NibArchive) -> String {
        var parts: [String] = []
        if case .object(let name)? = archive.value(forKey: "UISystemColorName", inObject: object)?.payload {
            parts.append(archive.string(at: name) ?? "?")
        }
        for key in ["NSColorSpace", "UIColorComponentCount", "UIWhite", "UIRed", "UIGreen", "UIBlue", "UIAlpha"]
        where archive.value(forKey: key, inObject: object) != nil {
            parts.append("\(key) \(PrototypingConstraintTests.number(key, in: object, of: archive))")
        }
        return parts.joined(separator: " ")
    }

    /// The color a key of `object` refers to, "-" without one.
    static func color(_ key: String, of object: Int, in archive: NibArchive) -> String {
        guard case .object(let target)? = archive.value(forKey: key, inObject: object)?.payload else { return "-" }
        return color(target, in: archive)
    }

    /// Every UIColor object of a nib: equal colors that are one object in Apple's nib are one here.
    static func colors(_ archive: NibArchive) -> [String] {
        archive.objects.indices.filter { archive.className(ofObject: $0) == "UIColor" }.map { color($0, in: archive) }
    }

    // UIKit's text field keeps its text in an NSMutableString (79 of 79 in Apple's nibs, SDK 9–12);
    // before SDK 10 a text field without a text color archives UITextField's own RGB black, from 10
    // the label's named blackColor.
    @Test("a text field's text is an NSMutableString and its default color is the SDK's, as Apple's", .needsCorpus, arguments: textFieldPairs)
    func textFields(_ pair: Pair) throws {
        func fields(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UITextField" }.map { field in
                var text = "-"
                if case .object(let string)? = archive.value(forKey: "UIText", inObject: field)?.payload { text = archive.className(ofObject: string) }
                return "text \(text), color \(Self.color("UITextColor", of: field, in: archive))"
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, fields)
        #expect(total > 0)
    }

    // The evidence of the text class, over every nib of the corpus: no text field's text is an NSString.
    @Test("every text field text of Apple's nibs is an NSMutableString", .needsCorpus)
    func textFieldTextClass() throws {
        var classes: [String: Int] = [:]
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes) else { continue }
            for inner in PrototypingConstraintTests.withEmbedded(archive) {
                for field in inner.objects.indices where PrototypingConstraintTests.ownClass(of: field, in: inner) == "UITextField" {
                    if case .object(let text)? = inner.value(forKey: "UIText", inObject: field)?.payload {
                        classes[inner.className(ofObject: text), default: 0] += 1
                    }
                }
            }
        }
        #expect(classes.keys.sorted() == ["NSMutableString"], "\(classes)")
        #expect(classes["NSMutableString", default: 0] >= 79)
    }

    // Every color object of every nib: SDK 9's darkTextColor unnamed (MovingRental's title shadows,
    // then one object with the text fields' RGB black), a system color saved in a custom space
    // archived as its value (MovingRental's group table background), before SDK 13 equal grays one
    // object whatever their names (NightPhones' blackColor and darkTextColor), and a `<nil>` that
    // keeps a color's components a nil (NightPhones' labels: the default color).
    @Test("a nib's color objects are Apple's, named or unnamed by SDK and space", .needsCorpus, arguments: [
        Pair(name: "MovingRental-Main", sdk: SDKVersion(9)),
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
    ])
    func nibColors(_ pair: Pair) throws {
        let total = try PrototypingConstraintTests.expectSameFeature(pair, Self.colors)
        #expect(total > 0)
    }

    // Labels' text colors: before SDK 10 the default an unnamed RGB black (MobilewitsRowSelection
    // at 8; ProgrammingEvents' 2 at 7 too, but that pair's subtitle cell has a label Apple's nib
    // writes and nibc does not yet), at 9 darkTextColor unnamed too (ProcessDash's 8).
    @Test("a label's text color is Apple's, by SDK", .needsCorpus, arguments: [
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
    ])
    func labelColors(_ pair: Pair) throws {
        func labels(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UILabel" }.map {
                Self.color("UITextColor", of: $0, in: archive)
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, labels)
        #expect(total > 0)
    }

    // UILabel's line break mode rewrites the paragraph styles of its attributed text (NightPhones:
    // 9 styles, 8 `wordWrapping` in the document, archived as the labels' tail truncation).
    @Test("a label's paragraph styles take its line break mode, as Apple's", .needsCorpus)
    func labelParagraphStyles() throws {
        let total = try PrototypingConstraintTests.expectSameFeature(
            Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
            AppControlTests.lines(of: "NSMutableParagraphStyle", keys: ["NSAlignment", "NSLineBreakMode"]))
        #expect(total == 9)
    }

    // A contact-add button archives no stateful content whatever its states say, and its hugging
    // priorities at the default (12 of 12 in Apple's nibs; 8 of NightPhones' have state colors).
    @Test("a contact-add button has no stateful content and archives its hugging, as Apple's", .needsCorpus, arguments: [
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "Apptentive-Apptentive", sdk: SDKVersion(10)),
    ])
    func contactAddButtons(_ pair: Pair) throws {
        let keys = ["UIButtonType", "UIButtonStatefulContent", "UIViewContentHuggingPriority"]
        let total = try PrototypingConstraintTests.expectSameFeature(pair, AppControlTests.lines(of: "UIButton", keys: keys))
        #expect(total > 0)
    }

    // MovingRental's map view (SDK 9, the one of Apple's nibs): its options at MapKit's defaults,
    // zero layout margins, a nil delegate.
    @Test("a map view archives MapKit's keys, as Apple's", .needsCorpus)
    func mapViews() throws {
        let keys = [
            "UIViewLayoutMargins", "MKDelegate", "MKMapType", "MKZoomEnabled", "MKScrollEnabled", "MKShowsUserLocation", "MKPitchEnabled",
            "MKRotateEnabled", "MKShowsPointsOfInterest", "MKShowsBuildings", "MKShowsTraffic", "MKShowsCompass", "MKShowsScaleKey",
        ]
        let total = try PrototypingConstraintTests.expectSameFeature(
            Pair(name: "MovingRental-Main", sdk: SDKVersion(9)), AppControlTests.lines(of: "MKMapView", keys: keys))
        #expect(total == 1)
    }

    // A text field that writes `<nil key="textColor"/>` lets its color follow the trait collection
    // (false), as a label does; every other text field archives true (SDK 10+). One that uses an
    // empty attributed text archives UIKit's system font of 17 points, no alignment, and false
    // (XAMservi: 2).
    @Test("a text field's color follows the traits when the document writes a nil color, as Apple's", .needsCorpus, arguments: [
        Pair(name: "LucidX-AddOrderFirstVC", sdk: SDKVersion(10)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        Pair(name: "UItestingDemo-HomeViewController", sdk: SDKVersion(12)),
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
    ])
    func textFieldTraitColors(_ pair: Pair) throws {
        let keys = ["UIDisableTextColorUpdateOnTraitCollectionChange", "UITextAlignment", "UIFont"]
        let total = try PrototypingConstraintTests.expectSameFeature(pair, AppControlTests.lines(of: "UITextField", keys: keys))
        #expect(total > 0)
    }

    // A text view that is neither editable nor selectable archives both (LucidX).
    @Test("a text view that is not selectable archives UISelectable, as Apple's", .needsCorpus)
    func textViewSelectable() throws {
        let total = try PrototypingConstraintTests.expectSameFeature(
            Pair(name: "LucidX-AddOrderFirstVC", sdk: SDKVersion(10)), AppControlTests.lines(of: "UITextView", keys: ["UIEditable", "UISelectable"]))
        #expect(total == 1)
    }

    // Cells: a separator one point high before SDK 10 and from 12, half a point at 10; a subtitle
    // cell's style key (ProgrammingEvents, SDK 7); at SDK 9 a cell without a background has its
    // table's default (Openday, ProcessDash: plain `tableCellBackgroundColor`, grouped white); at
    // SDK 8 a cell preserves its superview's margins and its content view is as high as the cell,
    // at 9 a point less (the separator); an image view's `image=""` is no image (RowSelection).
    @Test("table cells' separators, styles and SDK 9's style backgrounds, as Apple's", .needsCorpus, arguments: [
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
    ])
    func cells(_ pair: Pair) throws {
        func separators(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "_UITableViewCellSeparatorView" }.map { view in
                guard case .data(let bytes)? = archive.value(forKey: "UIBounds", inObject: view)?.payload, let bounds = NibGeometry(bytes: bytes),
                    bounds.components.count == 4
                else { return "-" }
                return "height \(bounds.components[3])"
            }
        }
        func cells(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UITableViewCell" }.map { cell in
                var contentHeight = "-"
                if case .object(let content)? = archive.value(forKey: "UIContentView", inObject: cell)?.payload,
                    case .data(let bytes)? = archive.value(forKey: "UIBounds", inObject: content)?.payload, let bounds = NibGeometry(bytes: bytes),
                    bounds.components.count == 4
                {
                    contentHeight = "\(bounds.components[3])"
                }
                return "style \(PrototypingConstraintTests.number("UITableViewCellStyle", in: cell, of: archive)) background "
                    + Self.color("UIBackgroundColor", of: cell, in: archive) + " set "
                    + (archive.value(forKey: "UITableCellBackgroundColorSet", inObject: cell) == nil ? "-" : "yes")
                    + " margins " + PrototypingConstraintTests.number("UIViewPreservesSuperviewMargins", in: cell, of: archive)
                    + " content height " + contentHeight
            }
        }
        func images(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIImageView" }.map { view in
                PrototypingConstraintTests.classOfReference("UIImage", in: view, of: archive)
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, separators)
        try PrototypingConstraintTests.expectSameFeature(pair, cells)
        try PrototypingConstraintTests.expectSameFeature(pair, images)
        #expect(total > 0)
    }

    // A style cell's text label takes the cell's SDK-9 background, opaque; not at 10. (At 7
    // ProgrammingEvents' subtitle cell's text label is a UILabel in Apple's nib, not yet nibc's.)
    @Test("a style cell's text label has SDK 9's cell background, as Apple's", .needsCorpus, arguments: [
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
    ])
    func cellLabels(_ pair: Pair) throws {
        func labels(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UITableViewLabel" }.map { label in
                Self.color("UIBackgroundColor", of: label, in: archive) + " opaque "
                    + (archive.value(forKey: "UIOpaque", inObject: label) == nil ? "-" : "yes")
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, labels)
        #expect(total > 0)
    }

    // A button's attributed title: an immutable NSAttributedString of an NSString, its run's
    // attributes (a paragraph style an NSParagraphStyle), and the title font the run's font object
    // (XAMservi: 2 buttons).
    @Test("a button's attributed title and its font, as Apple's", .needsCorpus)
    func attributedTitles() throws {
        func titles(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIButtonContent" }.compactMap { content in
                guard case .object(let title)? = archive.value(forKey: "UIAttributedTitle", inObject: content)?.payload else { return nil }
                let string = PrototypingConstraintTests.classOfReference("NSString", in: title, of: archive)
                let styles = archive.objects.indices.filter { archive.className(ofObject: $0).hasSuffix("ParagraphStyle") }.map { archive.className(ofObject: $0) }.sorted()
                return "\(archive.className(ofObject: title)) of \(string) \(StaticTableTests.string("NSString", in: title, of: archive)) styles \(styles)"
            }
        }
        func buttonFonts(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UIButton" }.map { button in
                guard case .object(let font)? = archive.value(forKey: "UIFont", inObject: button)?.payload else { return "-" }
                return StaticTableTests.string("UIFontName", in: font, of: archive) + " " + PrototypingConstraintTests.number("UIFontPointSize", in: font, of: archive)
            }
        }
        let pair = Pair(name: "XAMservi-Main", sdk: SDKVersion(10))
        let total = try PrototypingConstraintTests.expectSameFeature(pair, titles)
        try PrototypingConstraintTests.expectSameFeature(pair, buttonFonts)
        #expect(total == 2)
    }

    // A subviews trait storage's candidates are no descendants of its list by that alone (XAMservi:
    // a root view that swaps two tables by width class).
    @Test("a trait storage list's descendants, as Apple's", .needsCorpus, arguments: [
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
        Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        Pair(name: "MovingRental-Main", sdk: SDKVersion(9)),
    ])
    func traitDescendants(_ pair: Pair) throws {
        let total = try PrototypingConstraintTests.expectSameFeature(pair) { archive in
            archive.objects.indices.filter { archive.className(ofObject: $0) == "_UITraitStorageList" }.map { list in
                InferredKeyTests.members(archive.value(forKey: "UIDescendants", inObject: list), in: archive)
                    .map { PrototypingConstraintTests.ownClass(of: $0, in: archive) }.sorted().joined(separator: " ")
            }
        }
        #expect(total > 0)
    }
}
