// PrototypingConstraintTests.swift — how ibtool holds views with a fixed frame, by SDK, checked
// against Apple's nibs of the apps' storyboards (../shared/corpus/conformance/ios): the
// prototyping constraints of SDK 7–9 and their size-class trait storages, the translated masks of
// SDK 10 and later, and the rules that came with them (docs/FORMAT.md, "prototyping constraints");
// then the fonts these older documents leave to UIKit.
//
// Each test compiles a pair's source at the SDK its reference was built with and compares one
// feature of every scene nib (prototype cells' nibs included) with Apple's: a multiset of strings
// computed the same way from both archives.

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Prototyping constraints and fixed frames")
struct PrototypingConstraintTests {
    /// A pair and the SDK its reference was built with (the conformance script's fingerprints).
    struct Pair: CustomStringConvertible, Sendable {
        var name: String
        var sdk: SDKVersion
        var description: String { "\(name) (SDK \(sdk))" }
    }

    /// The storyboard pairs of SDK 7–9 with fixed-frame views, and SDK 10's that have them too.
    static let olderPairs = [
        Pair(name: "MobilewitsCellAccessory-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "MobilewitsSegue-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "MobilewitsTabBar-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        Pair(name: "MovingRental-Main", sdk: SDKVersion(9)),
        Pair(name: "Openday-Main", sdk: SDKVersion(9)),
    ]
    static let newerPairs = [
        Pair(name: "NightPhones-Main", sdk: SDKVersion(10)),
        Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
    ]

    /// Apple's nibs and ours for a pair (a storyboard's by nib name, a xib's one nib); nil (the test
    /// skips) without the corpus.
    static func nibs(_ pair: Pair) throws -> [(name: String, apple: NibArchive, ours: NibArchive)] {
        let root = try #require(Corpus.root)
        let folder = root.appendingPathComponent("conformance/ios/\(pair.name)")
        let source = try #require(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") })
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(source)))
        var (document, diagnostics) = resolvedDocument(bytes, path: source)
        let resolved = try #require(document, "\(diagnostics)")
        // A xib: its one nib.
        if source.hasSuffix(".xib") {
            let ours = try #require(NibCompiler.compile(resolved, options: CompileOptions(sdk: pair.sdk), diagnostics: &diagnostics))
            let expected = folder.appendingPathComponent("expected")
            let nib = try #require(try FileManager.default.contentsOfDirectory(atPath: expected.path).first)
            let data = try Data(contentsOf: expected.appendingPathComponent(nib))
            return [(nib, try NibArchive(bytes: [UInt8](data)), ours)]
        }
        let compiled = try #require(NibCompiler.compileStoryboard(resolved, options: CompileOptions(sdk: pair.sdk), diagnostics: &diagnostics))
        let expected = folder.appendingPathComponent("expected")
        let storyboardc = try #require(try FileManager.default.contentsOfDirectory(atPath: expected.path).first)
        var result: [(String, NibArchive, NibArchive)] = []
        for nib in compiled.nibs {
            var url = expected.appendingPathComponent(storyboardc).appendingPathComponent(nib.name + ".nib")
            // A nib directory (a target before iOS 7): the member iOS 8 and later load.
            if let names = try? FileManager.default.contentsOfDirectory(atPath: url.path), let member = NibDirectory.member(of: names) {
                url = url.appendingPathComponent(member)
            }
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            result.append((nib.name, try NibArchive(bytes: [UInt8](data)), nib.archive))
        }
        #expect(!result.isEmpty)
        return result
    }

    /// Compares `lines` — one feature of a nib, embedded nibs included — of every nib of `pair`
    /// with Apple's; returns how many lines Apple's nibs have.
    @discardableResult
    static func expectSameFeature(
        _ pair: Pair, _ lines: (NibArchive) -> [String], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Int {
        var total = 0
        for (name, apple, ours) in try nibs(pair) {
            let expected = feature(apple, lines)
            total += expected.count
            #expect(feature(ours, lines) == expected, "\(pair) \(name)", sourceLocation: sourceLocation)
        }
        return total
    }

    /// `archive` and the nibs embedded in it (prototype cells), depth first.
    static func withEmbedded(_ archive: NibArchive) -> [NibArchive] {
        var all = [archive]
        for value in archive.values {
            if case .data(let bytes) = value.payload, NibArchive.hasMagic(bytes), let inner = try? NibArchive(bytes: bytes) {
                all += withEmbedded(inner)
            }
        }
        return all
    }

    /// A feature of an archive (and its embedded nibs) as a sorted multiset of strings.
    static func feature(_ archive: NibArchive, _ lines: (NibArchive) -> [String]) -> [String] {
        withEmbedded(archive).flatMap(lines).sorted()
    }

    /// The class of the object a key refers to (a swapped view by its original class).
    static func classOfReference(_ key: String, in object: Int, of archive: NibArchive) -> String {
        guard case .object(let target)? = archive.value(forKey: key, inObject: object)?.payload else { return "-" }
        if archive.className(ofObject: target) == "UIClassSwapper",
            case .object(let name)? = archive.value(forKey: "UIOriginalClassName", inObject: target)?.payload
        {
            return archive.string(at: name) ?? "UIClassSwapper"
        }
        return archive.className(ofObject: target)
    }

    /// An object's class, a swapped one's original class.
    static func ownClass(of object: Int, in archive: NibArchive) -> String {
        if archive.className(ofObject: object) == "UIClassSwapper",
            case .object(let name)? = archive.value(forKey: "UIOriginalClassName", inObject: object)?.payload
        {
            return archive.string(at: name) ?? "UIClassSwapper"
        }
        return archive.className(ofObject: object)
    }

    static func number(_ key: String, in object: Int, of archive: NibArchive) -> String {
        guard let payload = archive.value(forKey: key, inObject: object)?.payload else { return "-" }
        if case .double(let value) = payload { return "\(value)" }
        if case .float(let value) = payload { return "\(value)" }
        return ClassChainTests.integer(payload).map { "\($0)" } ?? "?"
    }

    /// Every prototyping constraint: its first item's class, its attribute, its constant.
    static func prototypes(_ archive: NibArchive) -> [String] {
        archive.objects.indices.filter { archive.className(ofObject: $0) == "NSIBPrototypingLayoutConstraint" }.map { object in
            [classOfReference("NSFirstItem", in: object, of: archive), number("NSFirstAttribute", in: object, of: archive),
             classOfReference("NSSecondItem", in: object, of: archive), number("NSConstant", in: object, of: archive)].joined(separator: " ")
        }
    }

    // SDK 7–9 (the Mobilewits, ProcessDash, MovingRental and Openday pairs): a fixed-frame view of an
    // Auto Layout document gets left and top constraints against its superview, and a width and a
    // height, less the dimensions its class sizes itself (rounded-rect text fields: 40 without a
    // height; switches: 2 without either).
    @Test("before SDK 10, fixed frames are held by Apple's prototyping constraints", .needsCorpus, arguments: olderPairs)
    func prototypingConstraints(_ pair: Pair) throws {
        #expect(try Self.expectSameFeature(pair, Self.prototypes) > 0, "\(pair): Apple's nibs have prototyping constraints")
    }

    // SDK 10 and later (NightPhones, XAMservi): the same documents' fixed-frame views translate
    // their autoresizing masks; no prototyping constraint.
    @Test("from SDK 10, fixed-frame views translate their masks as Apple's do", .needsCorpus, arguments: newerPairs)
    func translatedMasks(_ pair: Pair) throws {
        func flagged(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.value(forKey: "UIViewDoesNotTranslateAutoresizingMaskIntoConstraints", inObject: $0) != nil }
                .map { archive.className(ofObject: $0) }
        }
        for (name, apple, ours) in try Self.nibs(pair) {
            #expect(Self.feature(ours, Self.prototypes).isEmpty, "\(pair) \(name)")
            #expect(Self.feature(ours, flagged) == Self.feature(apple, flagged), "\(pair) \(name)")
        }
    }

    // SDK 8–9 write a constraint's missing second attribute as 0 (document, layout-guide and
    // prototyping constraints alike); SDK 10 does not (NightPhones).
    @Test("a constraint without a second item archives its second attribute as Apple's SDK did", .needsCorpus,
          arguments: olderPairs.filter { $0.sdk >= SDKVersion(8) } + newerPairs)
    func missingSecondAttribute(_ pair: Pair) throws {
        func zeros(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter {
                archive.className(ofObject: $0).hasSuffix("Constraint") && archive.value(forKey: "NSSecondItem", inObject: $0) == nil
            }.map { archive.className(ofObject: $0) + " " + Self.number("NSSecondAttributeV2", in: $0, of: archive) + " " + Self.number("NSSecondAttribute", in: $0, of: archive) }
        }
        for (name, apple, ours) in try Self.nibs(pair) {
            #expect(Self.feature(ours, zeros) == Self.feature(apple, zeros), "\(pair) \(name)")
        }
    }

    // MovingRental and Openday (SDK 9): a view whose subviews' frames or installation vary by size
    // class holds their prototyping constraints in a traitStorageConstraints storage of nine
    // records; every storage's key path, record count and candidate count, in order, as Apple's.
    @Test("size-class variations of fixed frames give Apple's trait storages", .needsCorpus,
          arguments: [olderPairs[5], olderPairs[6]])
    func traitStorages(_ pair: Pair) throws {
        func storages(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "_UIRelationshipTraitStorage" }.map { storage in
                var path = "?"
                if case .object(let text)? = archive.value(forKey: "UIKeyPath", inObject: storage)?.payload { path = archive.string(at: text) ?? "?" }
                let records = InferredKeyTests.members(archive.value(forKey: "UIRecords", inObject: storage), in: archive)
                let defaultTraits = records.first.map { archive.value(forKey: "UITraitCollection", inObject: $0)?.payload == .null ? "nil" : "traits" } ?? "-"
                let candidates = InferredKeyTests.members(archive.value(forKey: "UIRelationshipCandidates", inObject: storage), in: archive)
                return "\(path) records \(records.count) default \(defaultTraits) candidates \(candidates.count) of \(Self.classOfReference("UIObject", in: storage, of: archive))"
            }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, storages) > 0)
    }

    // XAMservi (SDK 10): `customClass="UITableView"` on a table view, and 11 more views whose custom
    // class is their own, are archived as plain views, not class swappers.
    @Test("a custom class naming the element's own class is no class swap", .needsCorpus)
    func ownClassIsNoSwap() throws {
        func swapped(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "UIClassSwapper" }.map { object in
                guard case .object(let name)? = archive.value(forKey: "UIClassName", inObject: object)?.payload else { return "?" }
                return archive.string(at: name) ?? "?"
            }
        }
        for (name, apple, ours) in try Self.nibs(Self.newerPairs[1]) {
            #expect(Self.feature(ours, swapped) == Self.feature(apple, swapped), "\(name)")
        }
    }

    // Xcode 5 wrote a table cell's content view as `<view key="contentView" tableViewCell="…">`:
    // Apple's nibs archive it as a UITableViewCellContentView (the three Mobilewits pairs with cells).
    @Test("an Xcode 5 cell's <view key=contentView> is the cell's content view", .needsCorpus,
          arguments: [olderPairs[0], olderPairs[1]])
    func xcode5ContentView(_ pair: Pair) throws {
        func contentViews(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.value(forKey: "UIContentView", inObject: $0) != nil }
                .map { Self.classOfReference("UIContentView", in: $0, of: archive) }
        }
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, contentViews) > 0)
    }
}

// The fonts older documents leave to UIKit, checked the same way against Apple's nibs.
@Suite("Fonts of older documents")
struct OlderDocumentFontTests {
    static let pairs = [
        PrototypingConstraintTests.Pair(name: "MobilewitsSegue-MainStoryboard", sdk: SDKVersion(8)),
        PrototypingConstraintTests.Pair(name: "MobilewitsTabBar-MainStoryboard", sdk: SDKVersion(8)),
        PrototypingConstraintTests.Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
        PrototypingConstraintTests.Pair(name: "Openday-Main", sdk: SDKVersion(9)),
        PrototypingConstraintTests.Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
    ]

    /// Every button: its type, and its font's name and size, or none.
    static func buttonFonts(_ archive: NibArchive) -> [String] {
        archive.objects.indices.filter { PrototypingConstraintTests.ownClass(of: $0, in: archive) == "UIButton" }.map { button in
            let type = PrototypingConstraintTests.number("UIButtonType", in: button, of: archive)
            guard case .object(let font)? = archive.value(forKey: "UIFont", inObject: button)?.payload else { return "type \(type) no font" }
            var name = "?"
            if case .object(let text)? = archive.value(forKey: "UIFontName", inObject: font)?.payload { name = archive.string(at: text) ?? "?" }
            return "type \(type) \(name) \(PrototypingConstraintTests.number("UIFontPointSize", in: font, of: archive))"
        }
    }

    // A system button the document gives no font has UIButton's 15-point system font (Openday,
    // ProcessDash, Mobilewits, JobDocs: SDK 8–10); a custom one has none (JobDocs' 53); before
    // SDK 9 the system font is Helvetica Neue's interface cut (`.HelveticaNeueInterface-Regular`).
    @Test("buttons without a font description have Apple's fonts", .needsCorpus, arguments: pairs)
    func defaultButtonFonts(_ pair: PrototypingConstraintTests.Pair) throws {
        #expect(try PrototypingConstraintTests.expectSameFeature(pair, Self.buttonFonts) > 0)
    }
}

@Suite("Constraints masked with the views they hold")
struct DerivedConstraintMaskTests {
    // JobDocs (SDK 10) masks 9 views by size class with subviews masks only; ibtool masks the 33
    // constraints that hold them, in 8 holders' storages. Each storage's view, key path, candidate
    // count and records' sizes as Apple's (the candidates' order is not reproducible: ibtool's own).
    @Test("constraints holding a view a size class removes get that view's masks, as Apple's", .needsCorpus)
    func derivedStorages() throws {
        func storages(_ archive: NibArchive) -> [String] {
            archive.objects.indices.filter { archive.className(ofObject: $0) == "_UIRelationshipTraitStorage" }.map { storage in
                let object = PrototypingConstraintTests.classOfReference("UIObject", in: storage, of: archive)
                let keyPath = StaticTableTests.string("UIKeyPath", in: storage, of: archive)
                let candidates = InferredKeyTests.members(archive.value(forKey: "UIRelationshipCandidates", inObject: storage), in: archive).count
                let records = InferredKeyTests.members(archive.value(forKey: "UIRecords", inObject: storage), in: archive).map { record in
                    let added = InferredKeyTests.members(archive.value(forKey: "UIAddedObjects", inObject: record), in: archive).count
                    let removed = InferredKeyTests.members(archive.value(forKey: "UIRemovedObjects", inObject: record), in: archive).count
                    return "+\(added)-\(removed)"
                }
                return "\(object) \(keyPath) \(candidates) " + records.joined(separator: " ")
            }
        }
        let total = try PrototypingConstraintTests.expectSameFeature(PrototypingConstraintTests.Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)), storages)
        #expect(total >= 10)
    }

    // Coder-9 nibs share one empty NSSet among their records (SDKVersion.sharesEmptyRecordSets).
    @Test("a nib's relationship records share one empty set, as Apple's coder-9 nibs", .needsCorpus, arguments: [
        PrototypingConstraintTests.Pair(name: "JobDocs-Storyboard", sdk: SDKVersion(10)),
        PrototypingConstraintTests.Pair(name: "XAMservi-Main", sdk: SDKVersion(10)),
        PrototypingConstraintTests.Pair(name: "MovingRental-Main", sdk: SDKVersion(9)),
        PrototypingConstraintTests.Pair(name: "Openday-Main", sdk: SDKVersion(9)),
    ])
    func sharedEmptySet(_ pair: PrototypingConstraintTests.Pair) throws {
        func emptySets(_ archive: NibArchive) -> [String] {
            let empty = archive.objects.indices.filter {
                archive.className(ofObject: $0) == "NSSet" && archive.values(ofObject: $0).allSatisfy { archive.keys[$0.keyIndex] == "NSInlinedValue" }
            }
            return empty.isEmpty ? [] : ["\(empty.count) empty sets"]
        }
        try PrototypingConstraintTests.expectSameFeature(pair, emptySets)
    }
}

@Suite("SDK 7 and 8 conventions")
struct EarlySDKConventionTests {
    typealias Pair = PrototypingConstraintTests.Pair

    // SDK 7 archives geometry as float32s (tag 0x06), from SDK 8 float64s (tag 0x07).
    @Test("geometry is archived in the float form before SDK 8, as Apple's", .needsCorpus, arguments: [
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
        Pair(name: "MobilewitsSegue-MainStoryboard", sdk: SDKVersion(8)),
    ])
    func geometryForm(_ pair: Pair) throws {
        func forms(_ archive: NibArchive) -> [String] {
            archive.values.compactMap { value in
                guard case .data(let bytes) = value.payload, let geometry = NibGeometry(bytes: bytes) else { return nil }
                _ = geometry
                return "\(archive.key(of: value)) tag \(bytes[0])"
            }
        }
        // Each key's forms (not the values: what else the pairs get wrong is other tests' concern).
        func distinctForms(_ archive: NibArchive) -> [String] { Array(Set(forms(archive))) }
        let total = try PrototypingConstraintTests.expectSameFeature(pair, distinctForms)
        #expect(total > 0)
    }

    // A constraint's V2 keys appear with SDK 8; a label's left alignment is archived from SDK 9.
    @Test("constraints have no V2 keys before SDK 8, labels no left alignment before SDK 9, as Apple's", .needsCorpus, arguments: [
        Pair(name: "ProgrammingEvents-MainStoryboard", sdk: SDKVersion(7)),
        Pair(name: "MobilewitsRowSelection-MainStoryboard", sdk: SDKVersion(8)),
        Pair(name: "ProcessDash-Main", sdk: SDKVersion(9)),
    ])
    func keysBySDK(_ pair: Pair) throws {
        func keys(_ archive: NibArchive) -> [String] {
            archive.objects.indices.compactMap { object -> String? in
                let owner = PrototypingConstraintTests.ownClass(of: object, in: archive)
                let keys = archive.values(ofObject: object).map { archive.key(of: $0) }
                switch owner {
                case "NSLayoutConstraint", "NSIBPrototypingLayoutConstraint":
                    // (Not the layout guides' own: ProgrammingEvents' Xcode 5 document leaves one
                    // controller's guides implicit, which nibc does not add.)
                    let items = ["NSFirstItem", "NSSecondItem"].map { PrototypingConstraintTests.classOfReference($0, in: object, of: archive) }
                    guard !items.contains("_UILayoutGuide") else { return nil }
                    return "constraint " + keys.filter { $0.hasSuffix("V2") }.joined(separator: " ")
                case "UILabel", "UITableViewLabel":
                    return "label " + PrototypingConstraintTests.number("UITextAlignment", in: object, of: archive)
                default:
                    return nil
                }
            }
        }
        // Which forms occur (the pairs' constraint counts differ for other reasons).
        let total = try PrototypingConstraintTests.expectSameFeature(pair) { Array(Set(keys($0))) }
        #expect(total > 0)
    }
}
