// StaticTableTests.swift — static table views and shared fonts, checked against Apple's nibs of
// the storyboard pairs (../shared/corpus/conformance/ios; docs/FORMAT.md "static tables").
//
// Compiled at the SDK of each reference, every nib compared on one feature with Apple's: the
// static tables' data sources, sections and rows; the connections and top-level objects around
// them; and that a nib holds one UIFont object per font.

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Static tables and shared fonts")
struct StaticTableTests {
    typealias Pair = PrototypingConstraintTests.Pair

    /// The corpus's two static tables: Openday (SDK 9) and ProgrammingEvents (SDK 7).
    static let staticPairs = [
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
    ]

    static func string(_ key: String, in object: Int, of archive: NibArchive) -> String {
        guard case .object(let text)? = archive.value(forKey: key, inObject: object)?.payload else { return "-" }
        return archive.string(at: text) ?? "?"
    }

    /// Each data source: its sections' header titles, and per row the cell's class and the row height.
    static func dataSources(_ archive: NibArchive) -> [String] {
        archive.objects.indices.filter { archive.className(ofObject: $0) == "UITableViewDataSource" }.map { source in
            InferredKeyTests.members(archive.value(forKey: "UITableSections", inObject: source), in: archive).map { section in
                let rows = InferredKeyTests.members(archive.value(forKey: "UITableSectionRows", inObject: section), in: archive).map { row in
                    PrototypingConstraintTests.classOfReference("UITableRowCell", in: row, of: archive) + " "
                        + PrototypingConstraintTests.number("UITableRowHeight", in: row, of: archive)
                }
                return "[\(string("UITableSectionHeaderTitle", in: section, of: archive)): \(rows.joined(separator: ", "))]"
            }.joined(separator: " ")
        }
    }

    /// The classes of the top-level objects, in order, and the label of the first connection.
    static func surroundings(_ archive: NibArchive) -> [String] {
        guard case .object(let root)? = archive.objects.indices.first.map({ _ in NibArchive.Payload.object(0) }) else { return [] }
        let top = InferredKeyTests.members(archive.value(forKey: "UINibTopLevelObjectsKey", inObject: root), in: archive)
        let connections = InferredKeyTests.members(archive.value(forKey: "UINibConnectionsKey", inObject: root), in: archive)
        let first = connections.first.map { string("UILabel", in: $0, of: archive) } ?? "-"
        return [top.map { archive.className(ofObject: $0) }.joined(separator: " "), "first connection \(first)"]
    }

    // A static table's sections become a UITableViewDataSource of UITableViewSections, each with its
    // cells as UITableViewRows (a row height before SDK 8 always, after only a cell's own that
    // differs from the table's), a top-level object after the proxies, reached first by the owner's
    // `staticDataSource` outlet.
    @Test("a static table's sections and rows are Apple's", .needsCorpus, arguments: staticPairs)
    func staticTables(_ pair: Pair) throws {
        var total = 0
        for (name, apple, ours) in try PrototypingConstraintTests.nibs(pair) {
            let expected = Self.dataSources(apple)
            total += expected.count
            #expect(Self.dataSources(ours) == expected, "\(pair) \(name)")
            if !expected.isEmpty { #expect(Self.surroundings(ours) == Self.surroundings(apple), "\(pair) \(name)") }
        }
        #expect(total == 1, "\(pair): one static table")
    }

    /// Every UIFont object's value (its keys and values, nested objects by their own values).
    static func fontValues(_ archive: NibArchive) -> [String] {
        func value(_ object: Int, depth: Int) -> String {
            guard depth < 6 else { return "…" }
            let entries = archive.values(ofObject: object).map { entry -> String in
                if case .object(let inner) = entry.payload { return archive.key(of: entry) + "=" + value(inner, depth: depth + 1) }
                return archive.key(of: entry) + "=\(entry.payload)"
            }
            return archive.className(ofObject: object) + "(" + entries.joined(separator: ",") + ")"
        }
        return archive.objects.indices.filter { archive.className(ofObject: $0) == "UIFont" }.map { value($0, depth: 0) }
    }

    // Apple's nibs hold one UIFont per font: of the fonts of the pairs' nibs, 543 of 550 are the only
    // one with their value in their nib, at every SDK from 7 to 14. nibc's hold one always.
    @Test("equal fonts are one object in a nib, as in Apple's", .needsCorpus,
          arguments: PrototypingConstraintTests.olderPairs + PrototypingConstraintTests.newerPairs + [Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10))])
    func sharedFonts(_ pair: Pair) throws {
        var appleFonts = 0, appleRepeated = 0
        for (name, apple, ours) in try PrototypingConstraintTests.nibs(pair) {
            for archive in PrototypingConstraintTests.withEmbedded(ours) {
                let values = Self.fontValues(archive)
                #expect(Set(values).count == values.count, "\(pair) \(name): a font twice")
            }
            for archive in PrototypingConstraintTests.withEmbedded(apple) {
                let values = Self.fontValues(archive)
                appleFonts += values.count
                appleRepeated += values.count - Set(values).count
            }
        }
        #expect(appleRepeated <= max(1, appleFonts / 20), "\(pair): Apple's nibs repeat \(appleRepeated) of \(appleFonts) fonts")
    }

    // A styled cell's text and detail labels are UITableViewLabels (ProcessDash, Openday, JobDocs:
    // SDK 9–10; ProgrammingEvents' SDK-7 subtitle cell, whose text label stays a UILabel, is left out).
    @Test("a styled cell's labels are UITableViewLabels, as in Apple's nibs", .needsCorpus,
          arguments: [Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)), Pair(name: "Openday-Main", sdk: SDKVersion(9)),
                      Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10))])
    func cellLabels(_ pair: Pair) throws {
        func labels(_ archive: NibArchive) -> [String] {
            archive.objects.indices.flatMap { object in
                ["UITextLabel", "UIDetailTextLabel"].compactMap { key -> String? in
                    guard case .object = archive.value(forKey: key, inObject: object)?.payload else { return nil }
                    return key + " " + PrototypingConstraintTests.classOfReference(key, in: object, of: archive)
                }
            }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, labels) > 0)
    }
}

@Suite("Scene nib names by SDK")
struct SceneNibNameTests {
    typealias Pair = PrototypingConstraintTests.Pair

    // Before SDK 9 a scene nib without a storyboard identifier is `UIViewController-<id>` whatever
    // the controller's class (Mobilewits at 8, ProgrammingEvents at 7); from 9, `<Class>-<id>`
    // (MovingRental, Openday, ProcessDash).
    @Test("a storyboard's nibs are named as Apple's SDK named them", .needsCorpus, arguments: [
        Pair(name: "MobilewitsSegue-MainStoryboard", sdk: SDKVersion(8)), Pair(name: "MobilewitsTabBar-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)), Pair(name: "MovingRental-Main", sdk: SDKVersion(9)),
        Pair(name: "Openday-Main", sdk: SDKVersion(9)), Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
    ])
    func nibNames(_ pair: Pair) throws {
        let root = try #require(Corpus.root)
        let folder = root.appendingPathComponent("conformance/ios/\(pair.name)")
        let source = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".storyboard") })
        var (document, diagnostics) = resolvedDocument([UInt8](try Data(contentsOf: folder.appendingPathComponent(source))), path: source)
        let resolved = try #require(document, "\(diagnostics)")
        let compiled = try #require(NibCompiler.compileStoryboard(resolved, options: CompileOptions(sdk: pair.sdk), diagnostics: &diagnostics))
        let expected = folder.appendingPathComponent("expected")
        let names = try FileManager.default.contentsOfDirectory(atPath: expected.path)
        let storyboardc = expected.appendingPathComponent(try #require(names.first))
        let apple = try FileManager.default.contentsOfDirectory(atPath: storyboardc.path).filter { $0.hasSuffix(".nib") }.sorted()
        #expect(compiled.nibs.map { $0.name + ".nib" }.sorted() == apple)
    }
}

@Suite("A storyboard's global tint")
struct GlobalTintTests {
    // JobDocs (SDK 10) sets a global tint (`<document>`'s `<color key="tintColor">`): each view nib's
    // root view without a tint of its own has it, as in Apple's 30 view nibs.
    @Test("scene root views take the document's global tint, as Apple's", .needsCorpus)
    func globalTint() throws {
        func rootTint(_ archive: NibArchive) -> [String] {
            let top = InferredKeyTests.members(archive.value(forKey: "UINibTopLevelObjectsKey", inObject: 0), in: archive)
            guard let view = top.first, archive.className(ofObject: view) != "UIProxyObject" else { return [] }
            guard case .object(let color)? = archive.value(forKey: "UITintColor", inObject: view)?.payload else { return ["none"] }
            return ["alpha " + PrototypingConstraintTests.number("UIAlpha", in: color, of: archive)]
        }
        var total = 0
        for (name, apple, ours) in try PrototypingConstraintTests.nibs(PrototypingConstraintTests.Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)))
        where name.contains("-view-") {
            total += 1
            #expect(rootTint(ours) == rootTint(apple), "\(name)")
        }
        #expect(total == 30)
    }
}

@Suite("Labels' attributed text")
struct AttributedLabelTests {
    // NightPhones (SDK 10, 14 labels) and XAMservi (SDK 10): a label's UIAttributedText is an
    // NSMutableAttributedString of its fragments; the label's UIText, UIFont, UITextColor and
    // UITextAlignment are its text's and its first run's.
    @Test("a label's attributed text is Apple's", .needsCorpus, arguments: [
        PrototypingConstraintTests.Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        PrototypingConstraintTests.Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
    ])
    func attributedLabels(_ pair: PrototypingConstraintTests.Pair) throws {
        func labels(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter {
                PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UILabel" && archive.value(forKey: "UIAttributedText", inObject: $0) != nil
            }.map { label in
                guard case .object(let attributed)? = archive.value(forKey: "UIAttributedText", inObject: label)?.payload else { return "?" }
                let text = StaticTableTests.string("NSString", in: attributed, of: archive)
                var font = "-"
                if case .object(let object)? = archive.value(forKey: "UIFont", inObject: label)?.payload {
                    font = StaticTableTests.string("UIFontName", in: object, of: archive) + " " + PrototypingConstraintTests.number("UIFontPointSize", in: object, of: archive)
                }
                let alignment = PrototypingConstraintTests.number("UITextAlignment", in: label, of: archive)
                return "\(text) | \(archive.className(ofObject: attributed)) | \(font) | alignment \(alignment) | same text \(archive.value(forKey: "UIText", inObject: label)?.payload == archive.value(forKey: "NSString", inObject: attributed)?.payload)"
            }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, labels) > 0)
    }
}

@Suite("Table views' and tab bar items' keys by SDK")
struct TableKeysBySDKTests {
    // Before SDK 10 every table has UIShowsSelectionImmediatelyOnTouchBegin (12 of 12 at 7–9, none
    // of 43 at 10–14); a selected tab bar image is UISelectedTemplateImage (11 of 11, JobDocs).
    @Test("table views' selection keys and tab bar items' images are Apple's", .needsCorpus, arguments: [
        PrototypingConstraintTests.Pair(name: "Openday-Main", sdk: SDKVersion(9)), PrototypingConstraintTests.Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        PrototypingConstraintTests.Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)), PrototypingConstraintTests.Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
    ])
    func keys(_ pair: PrototypingConstraintTests.Pair) throws {
        func keys(_ archive: NibArchive) -> [String] {
            archive.objects.indices.compactMap { object -> String? in
                let owned = PrototypingConstraintTests.ownClass(of: object, in: archive)
                let names = archive.values(ofObject: object).map { archive.key(of: $0) }
                switch owned {
                case "UITableView": return "table " + names.filter { $0.contains("Selection") }.joined(separator: " ")
                case "UITabBarItem": return "item " + names.filter { $0.contains("Image") }.joined(separator: " ")
                default: return nil
                }
            }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, keys) > 0)
    }
}

@Suite("Static tables and size-class storages at scale")
struct StaticTableScaleTests {
    /// A storyboard: a table view controller with `cells` static cells in one section, and a view
    /// controller whose view has `views` fixed-frame labels, each with a compact-width frame.
    static func storyboard(cells: Int, views: Int) -> [UInt8] {
        let cellXML = (0..<cells).map { index in
            #"<tableViewCell contentMode="scaleToFill" id="c\#(index)"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/><tableViewCellContentView key="contentView" id="k\#(index)"><rect key="frame" x="0.0" y="0.0" width="320" height="43"/></tableViewCellContentView></tableViewCell>"#
        }.joined()
        let viewXML = (0..<views).map { index in
            #"<label opaque="NO" text="L" translatesAutoresizingMaskIntoConstraints="NO" fixedFrame="YES" id="l\#(index)"><rect key="frame" x="\#(index)" y="10" width="40" height="21"/><variation key="widthClass=compact" fixedFrame="YES"><rect key="frame" x="5" y="\#(index)" width="30" height="21"/></variation></label>"#
        }.joined()
        let xml = #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6211" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="t1">
            <scenes>
            <scene sceneID="s1"><objects><tableViewController id="t1" sceneMemberID="viewController"><tableView key="view" dataMode="static" style="plain" rowHeight="44" id="tv"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/><sections><tableViewSection headerTitle="S" id="sec">\#
            <cells>\#(cellXML)</cells></tableViewSection></sections></tableView></tableViewController></objects></scene>
            <scene sceneID="s2"><objects><viewController storyboardIdentifier="V" id="v1" sceneMemberID="viewController"><view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="600" height="600"/><subviews>\#(viewXML)</subviews></view></viewController></objects></scene>
            </scenes>
            </document>
            """#
        return Array(xml.utf8)
    }

    // Linear in the cells and the views (a view's storage skips the cells' subtrees range by range):
    // every cell a row, and each label's four constraints in each of the nine records.
    @Test("thousands of static cells and size-class frames compile, each counted once", arguments: [(10, 10), (2_000, 300)])
    func scale(_ size: (cells: Int, views: Int)) throws {
        var (document, diagnostics) = resolvedDocument(Self.storyboard(cells: size.cells, views: size.views), path: "Scale.storyboard")
        let resolved = try #require(document, "\(diagnostics)")
        let compiled = try #require(NibCompiler.compileStoryboard(resolved, options: CompileOptions(sdk: SDKVersion(9)), diagnostics: &diagnostics))
        func count(_ className: String) -> Int {
            compiled.nibs.map { nib in nib.archive.objects.indices.filter { nib.archive.className(ofObject: $0) == className }.count }.reduce(0, +)
        }
        #expect(count("UITableViewRow") == size.cells)
        #expect(count("NSIBPrototypingLayoutConstraint") == 9 * 4 * size.views)
        #expect(count("_UIRelationshipTraitStorageRecord") == 9)
    }
}

@Suite("Scene sizes of size-class documents without a device")
struct SizeClassCanvasTests {
    // Before SDK 11 a scene of a size-class document without a device that is not freeform is
    // 600 × 600, whatever frame it was saved with (ProcessDash at 9, NightPhones at 10); a freeform
    // one keeps its size (NohanaImagePicker at 10).
    @Test("scene root views have Apple's sizes", .needsCorpus, arguments: [
        PrototypingConstraintTests.Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)), PrototypingConstraintTests.Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        PrototypingConstraintTests.Pair(name: "NohanaImagePicker-NohanaImagePicker", sdk: SDKVersion(10)),
    ])
    func rootSizes(_ pair: PrototypingConstraintTests.Pair) throws {
        func bounds(_ archive: NibArchive) -> [String] {
            let top = InferredKeyTests.members(archive.value(forKey: "UINibTopLevelObjectsKey", inObject: 0), in: archive)
            guard let view = top.first, let value = archive.value(forKey: "UIBounds", inObject: view) else { return [] }
            return ["\(value.payload)"]
        }
        var total = 0
        for (name, apple, ours) in try PrototypingConstraintTests.nibs(pair) where name.contains("-view-") {
            total += 1
            #expect(bounds(ours) == bounds(apple), "\(pair) \(name)")
        }
        #expect(total > 0)
    }
}
