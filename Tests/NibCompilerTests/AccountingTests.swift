// AccountingTests.swift — the account of every attribute on a small document, case by case: what
// is lowered, what is Interface Builder's own (and why), what is not compiled and is warned about
// at its line and column; and `nibc check --accounting`'s JSON.

import Foundation
import InterfaceBuilder
import NibCompiler
import NibTestSupport
import Testing

@Suite("Attribute account")
struct AccountingTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner"/>
                <view contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44" misplaced="YES" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <label opaque="NO" text="Hello" textAlignment="center" highlighted="YES" id="l1">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="8" symbolic="YES" id="c1"/>
                    </constraints>
                    <point key="canvasLocation" x="10" y="20"/>
                </view>
            </objects>
        </document>
        """

    static func parsed() throws -> IBDocument {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(AccountingTests.document.utf8), path: "Account.xib", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        return document
    }

    @Test(
        "each attribute has its status",
        arguments: [
            ("label", "text", AttributeStatus.lowered), ("label", "textAlignment", .lowered), ("rect", "width", .lowered),
            ("view", "contentMode", .lowered), ("constraint", "firstAttribute", .lowered), ("constraint", "id", .lowered),
            // IB's own, declared in the class model.
            ("view", "misplaced", .designTime), ("view", "placeholderIntrinsicWidth", .designTime), ("placeholder", "userLabel", .designTime),
            ("placeholder", "customClass", .designTime), ("document", "toolsVersion", .designTime), ("point", "x", .designTime),
            // IB's own where the lowering meets it.
            ("label", "opaque", .designTime), ("constraint", "constant", .designTime),
            ("fontDescription", "style", .lowered),
            // Not compiled yet: a highlighted label (UILabel's own highlighted state).
            ("label", "highlighted", .notCompiled),
        ] as [(String, String, AttributeStatus)])
    func status(element: String, attribute: String, expected: AttributeStatus) throws {
        let document = try Self.parsed()
        let account = NibCompiler.accountAttributes(of: document)
        let entry = try #require(account.entries.first {
            document[$0.node].name == element && document.attributes.name(at: $0.attribute) == attribute
        })
        #expect(entry.status == expected)
        #expect((entry.reason != nil) == (expected == .designTime))
    }

    /// Corpus documents whose elements the account once called not compiled although the nib has
    /// them, or ibtool leaves them out too: (document, element — `name#id` for one of them —,
    /// attribute, status).
    static let corpusCases: [(String, String, String, AttributeStatus)] = [
        // A collection view cell's content view (Xcode 11+) is the cell's content view, compiled.
        ("xibs/IBDecodable__IBDecodable/Tests__Resources__CollectionViewCellWithContentView.xib", "collectionViewCellContentView", "id", .lowered),
        ("xibs/Ranchero-Software__NetNewsWire/iOS__Base.lproj__Main.storyboard", "collectionViewCellContentView", "key", .lowered),
        // Xcode 4's class descriptions are IB's own.
        ("xibs/SNestertsev__MosAirShow2013/Base.lproj__MainStoryboard_iPad.storyboard", "relationship", "candidateClass", .designTime),
        // A prototype table cell without a reuse identifier: ibtool leaves it out (NightPhones pair).
        ("conformance/ios/NightPhones-Main/Main.storyboard", "tableViewCellContentView#581", "id", .designTime),
        // A label's attributed text: a run's kern and stroke color are its dictionary's.
        ("xibs/HeroTransitions__Hero/LegacyExamples__Base.lproj__Main.storyboard", "real", "value", .lowered),
        // A segmented control's segments (Segments.swift); its style is IB's.
        ("conformance/ios/XAMservi-Main/Main.storyboard", "segment", "title", .lowered),
        ("conformance/ios/XAMservi-Main/Main.storyboard", "segmentedControl", "segmentControlStyle", .designTime),
        // A slider cell's linear type is AppKit's default (a circular one is not compiled yet).
        ("conformance/macos/test-slider-prefs/test_slider_prefs.xib", "sliderCell", "sliderType", .lowered),
    ]

    @Test("corpus documents: compiled elements and ibtool's omissions are not called not compiled", .needsCorpus, arguments: corpusCases)
    func corpusStatus(path: String, element: String, attribute: String, expected: AttributeStatus) throws {
        let root = try #require(Corpus.root)
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(bytes, path: path, diagnostics: &diagnostics))
        let account = NibCompiler.accountAttributes(of: document)
        let parts = element.split(separator: "#").map(String.init)
        let entries = account.entries.filter {
            document[$0.node].name == parts[0] && document.attributes.name(at: $0.attribute) == attribute
                && (parts.count == 1 || document.attribute("id", of: $0.node) == parts[1])
        }
        #expect(!entries.isEmpty)
        #expect(entries.allSatisfy { $0.status == expected }, "\(entries.map(\.status))")
    }

    @Test("the account covers every attribute occurrence once")
    func complete() throws {
        let document = try Self.parsed()
        let account = NibCompiler.accountAttributes(of: document)
        #expect(account.entries.map(\.attribute).sorted() == Array(document.attributes.indices))
    }

    @Test("compiling warns about what is not compiled, at the attribute")
    func warning() throws {
        var diagnostics = Diagnostics()
        let document = try Self.parsed()
        _ = NibCompiler.compile(document, diagnostics: &diagnostics)
        let messages = diagnostics.all.map(\.description)
        #expect(messages == ["Account.xib:8:72: warning: attribute 'highlighted' of <label> is not compiled yet; it is left out of the nib"])
    }

    @Test("nibc check --accounting prints the account as JSON")
    func checkAccounting() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibc-account-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Account.xib").path
        try Data(AccountingTests.document.utf8).write(to: URL(fileURLWithPath: path))
        let run = try Subprocess.run(builtNibc, ["check", "--accounting", path])
        #expect(run.status == 0)
        let json = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let account = try #require(json.first)
        let attributes = try #require(account["attributes"] as? [[String: Any]])
        #expect(account["path"] as? String == path)
        let counts = ["lowered", "design time", "not compiled"].map { account[$0] as? Int ?? -1 }
        #expect(counts.reduce(0, +) == attributes.count)
        #expect(counts[2] == 1)
        let highlighted = try #require(attributes.first { $0["attribute"] as? String == "highlighted" })
        #expect(highlighted["element"] as? String == "label")
        #expect(highlighted["line"] as? Int == 8 && highlighted["column"] as? Int == 72)
        #expect(highlighted["status"] as? String == "not compiled")
        let misplaced = try #require(attributes.first { $0["attribute"] as? String == "misplaced" })
        #expect((misplaced["reason"] as? String)?.contains("constraints") == true)
    }

    /// A storyboard with an initial scene and a scene nothing reaches (no identifier, no segue).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v2">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="sg1">
                                        <rect key="frame" x="10" y="10" width="121" height="32"/>
                                        <segments>
                                            <segment title="First"/>
                                        </segments>
                                    </segmentedControl>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    // Inferred (LowerStoryboard.swift): ibtool writes a scene nib only for a controller UIKit can
    // instantiate; no corpus pair has an unreachable scene to show it.
    @Test("an unreachable storyboard scene: no nib, one warning at its controller, its content Interface Builder's own")
    func unreachableScene() throws {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(AccountingTests.storyboard.utf8), path: "Scenes.storyboard", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        let compiled = try #require(NibCompiler.compileStoryboard(document, diagnostics: &diagnostics))
        #expect(compiled.nibs.map(\.name) == ["UIViewController-vc1", "vc1-view-v1"])
        #expect(diagnostics.all.map(\.description) == [
            "Scenes.storyboard:15:17: warning: scene is unreachable due to lack of entry points and does not have an identifier "
                + "for runtime access via -instantiateViewControllerWithIdentifier:; no nib is written for it"
        ])
        let account = NibCompiler.accountAttributes(of: document)
        let unreachable = account.entries.filter { $0.node >= document.nodeByID["s2"]! }
        #expect(!unreachable.isEmpty)
        #expect(unreachable.allSatisfy { $0.status == .designTime && $0.reason?.contains("unreachable") == true })
    }
}
