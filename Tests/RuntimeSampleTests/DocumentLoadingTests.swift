// DocumentLoadingTests.swift — documents loaded at run time (NibDocuments): every corpus document
// loads straight from its source with exactly the errors `nibc compile` gives, the reloader follows
// a document being rewritten, and storyboard references open the storyboard beside them.

import Foundation
import InterfaceBuilder
import MiniUIKit
import NibArchive
import NibCompiler
import NibDocuments
import NibRuntime
import NibTestSupport
import RuntimeSamples
import Testing

@Suite("Documents loaded at run time")
struct DocumentLoadingTests {
    static let samples = Corpus.projectRoot.appendingPathComponent("Samples")

    @Test(
        "every corpus document loads from its source, with nibc compile's diagnostics, and instantiates",
        .enabled(if: Corpus.root != nil, "needs ../shared/corpus"))
    func everyCorpusDocument() throws {
        var loaded = 0
        var refused = 0
        for url in Corpus.interfaceBuilderDocuments() {
            let name = Corpus.relativePath(url)
            // What `nibc compile` reports: the same parse, resolution and compile.
            var diagnostics = Diagnostics()
            let bytes = [UInt8](try Data(contentsOf: url))
            var options = CompileOptions()
            options.localizable = CompileOptions.isBaseLocalized(path: url.path)
            var expectedToCompile = false
            if let document = NibCompiler.document(bytes, path: url.path, diagnostics: &diagnostics) {
                document.resolve(into: &diagnostics)
                if !diagnostics.hasErrors {
                    expectedToCompile =
                        document.kind == .storyboard
                        ? NibCompiler.compileStoryboard(document, options: options, diagnostics: &diagnostics) != nil
                        : NibCompiler.compile(document, options: options, diagnostics: &diagnostics) != nil
                    expectedToCompile = expectedToCompile && !diagnostics.hasErrors
                }
            }
            do {
                let compiled = try CompiledDocument(contentsOf: url)
                #expect(expectedToCompile, "\(name) loads, but nibc compile refuses it")
                #expect(compiled.diagnostics == diagnostics.all, "\(name)")
                switch compiled.output {
                case .nib(let archive):
                    _ = try Nib(archive: archive, file: name).instantiate(withOwner: nil)
                case .storyboard(let storyboard):
                    let runtime = NibStoryboard(compiled: storyboard, name: url.deletingPathExtension().lastPathComponent)
                    for identifier in runtime.nibNames.keys.sorted() {
                        do { _ = try runtime.loadScene(withIdentifier: identifier) } catch {
                            // A reference to a storyboard that is not beside it in the corpus.
                            guard case .storyboard = error.kind else { throw error }
                        }
                    }
                }
                loaded += 1
            } catch let error as DocumentLoadError {
                guard case .invalid(let errors) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(!expectedToCompile, "\(name) compiles, but does not load: \(error)")
                #expect(errors == diagnostics.all, "\(name)")
                refused += 1
            }
        }
        #expect(loaded > 1_000)
    }

    /// A scratch folder, removed afterwards by the caller.
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibc-documents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The text of the first label a nib's top-level view holds.
    static func firstLabelText(_ nib: Nib) throws -> String? {
        let views = try nib.instantiate(withOwner: nil).compactMap { $0 as? UIView }
        var pending = views
        while let view = pending.popLast() {
            if let label = view as? UILabel { return label.text }
            pending += view.subviews.reversed()
        }
        return nil
    }

    @Test("the reloader compiles the document each time its bytes change, and reports a broken edit at its line and column")
    func reloader() throws {
        let folder = try DocumentLoadingTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("Badge.xib")
        let original = try String(contentsOf: DocumentLoadingTests.samples.appendingPathComponent("Runtime/BadgeView.xib"), encoding: .utf8)
        var updates: [String] = []
        let reloader = DocumentReloader(url: document, registry: Samples.registry) { update in
            switch update {
            case .nib(let nib, let warnings): updates.append("text \((try? DocumentLoadingTests.firstLabelText(nib)).flatMap { $0 } ?? "nil"), \(warnings.count) warnings")
            case .storyboard: updates.append("storyboard")
            case .failed(let error): updates.append("failed: \(error)")
            }
        }
        #expect(reloader.check())  // missing: reported once
        #expect(!reloader.check())
        try original.write(to: document, atomically: true, encoding: .utf8)
        #expect(reloader.check())
        #expect(!reloader.check())  // unchanged
        try original.replacingOccurrences(of: "text=\"7\"", with: "text=\"8\"").write(to: document, atomically: true, encoding: .utf8)
        #expect(reloader.check())
        try original.replacingOccurrences(of: "text=\"7\"", with: "text=\"9").write(to: document, atomically: true, encoding: .utf8)
        #expect(reloader.check())
        try original.write(to: document, atomically: true, encoding: .utf8)
        #expect(reloader.check())
        #expect(updates.count == 5)
        #expect(updates[0].hasPrefix("failed: \(document.path): error: cannot be opened"))
        #expect(updates[1] == "text 7 new, 0 warnings")
        #expect(updates[2] == "text 8 new, 0 warnings")
        #expect(updates[3].hasPrefix("failed: \(document.path):18:"), "\(updates[3])")
        #expect(updates[3].contains("error"))
        #expect(updates[4] == "text 7 new, 0 warnings")
    }

    @Test("the reloader's own thread notices an edit")
    func reloaderThread() throws {
        let folder = try DocumentLoadingTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("Badge.xib")
        let original = try String(contentsOf: DocumentLoadingTests.samples.appendingPathComponent("Runtime/BadgeView.xib"), encoding: .utf8)
        try original.write(to: document, atomically: true, encoding: .utf8)
        let seen = Seen()
        let reloader = DocumentReloader(url: document, registry: Samples.registry) { update in
            if case .nib(let nib, _) = update, let text = try? DocumentLoadingTests.firstLabelText(nib) { seen.add(text) }
        }
        reloader.start(every: 0.02)
        defer { reloader.stop() }
        #expect(seen.wait(for: "7 new"))
        try original.replacingOccurrences(of: "text=\"7\"", with: "text=\"42\"").write(to: document, atomically: true, encoding: .utf8)
        #expect(seen.wait(for: "42 new"))
    }

    final class Seen: @unchecked Sendable {
        private let condition = NSCondition()
        private var texts: [String] = []

        func add(_ text: String) {
            condition.lock()
            texts.append(text)
            condition.broadcast()
            condition.unlock()
        }

        /// Whether `text` arrives within ten seconds.
        func wait(for text: String) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date(timeIntervalSinceNow: 10)
            while !texts.contains(text) {
                guard condition.wait(until: deadline) else { return texts.contains(text) }
            }
            return true
        }
    }

    @Test("a storyboard reference instantiates the controller it names from the other storyboard (documents, and .storyboardc folders side by side)")
    func storyboardReferences() throws {
        let tabs = DocumentLoadingTests.samples.appendingPathComponent("Tabs.storyboard")
        let fromDocuments = try NibStoryboard(contentsOfDocument: tabs)
        let folder = try DocumentLoadingTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The same two storyboards compiled into folders side by side, as in an app bundle.
        for name in ["Tabs", "Catalog"] {
            let compiled = try CompiledDocument(contentsOf: DocumentLoadingTests.samples.appendingPathComponent(name + ".storyboard"))
            guard case .storyboard(let storyboard) = compiled.output else { throw DocumentLoadError.invalid([]) }
            let output = folder.appendingPathComponent(name + ".storyboardc")
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
            for nib in storyboard.nibs { try Data(try nib.archive.serialized()).write(to: output.appendingPathComponent(nib.name + ".nib")) }
            let plist: [String: Any] = [
                "UIViewControllerIdentifiersToNibNames": Dictionary(storyboard.identifiersToNibNames, uniquingKeysWith: { first, _ in first }),
                "UIStoryboardDesignatedEntryPointIdentifier": storyboard.entryPoint as Any, "UIStoryboardVersion": 1,
            ]
            try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0).write(to: output.appendingPathComponent("Info.plist"))
        }
        let fromFolders = try NibStoryboard(contentsOf: folder.appendingPathComponent("Tabs.storyboardc"))
        for storyboard in [fromDocuments, fromFolders] {
            let tabBar = try #require(try storyboard.instantiateInitialViewController() as? NibObject)
            let children = try #require(tabBar.object(forKey: "UIViewControllers") as? [Any])
            // The tab that is a reference is Catalog's `Detail` controller.
            #expect(children.contains { ($0 as? NibObject)?.className == "_TtC7Catalog16DetailController" || ($0 as? NibObject)?.className == "DetailController" })
            // The modal segue's destination is a reference to Catalog's initial controller.
            let reference = try #require(storyboard.nibNames.keys.first { $0.contains("ref-vc-002") })
            let destination = try #require(try storyboard.instantiateViewController(withIdentifier: reference) as? NibObject)
            #expect(destination.className == "UINavigationController")
        }
    }

    @Test("references that lead back to themselves stop at a depth, with an error")
    func referenceCycle() throws {
        let folder = try DocumentLoadingTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Loop.storyboard's initial controller embeds a reference to Loop's initial controller.
        let loop = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav-cn-001">
                <scenes>
                    <scene sceneID="nav-sc-001">
                        <objects>
                            <navigationController id="nav-cn-001" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-br-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="ref-vc-001" kind="relationship" relationship="rootViewController" id="rel-sg-001"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="ref-sc-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Loop" id="ref-vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        let url = folder.appendingPathComponent("Loop.storyboard")
        try loop.write(to: url, atomically: true, encoding: .utf8)
        let storyboard = try NibStoryboard(contentsOfDocument: url)
        #expect(throws: NibLoadError.self) { _ = try storyboard.instantiateInitialViewController() }
    }
}

/// A view that keeps the geometry its runtime attributes set.
final class GeometryView: UIView {
    var hitFrame: CGRect?
    var anchor: CGPoint?
    var preferredSize: CGSize?

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "hitFrame": hitFrame = value as? CGRect
        case "anchor": anchor = value as? CGPoint
        case "preferredSize": preferredSize = value as? CGSize
        default: try super.setValue(value, forKey: key)
        }
    }
}

@Suite("Values and accessibility at run time")
struct RuntimeValueTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" id="geo-vw-001" customClass="GeometryView">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="rect" keyPath="hitFrame">
                            <rect key="value" x="-4" y="2.5" width="108" height="55"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="point" keyPath="anchor">
                            <point key="value" x="0.5" y="1"/>
                        </userDefinedRuntimeAttribute>
                        <userDefinedRuntimeAttribute type="size" keyPath="preferredSize">
                            <size key="value" width="320" height="44"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                    <accessibility key="accessibilityConfiguration" hint="Closes the card" identifier="close" label="Close">
                        <accessibilityTraits key="traits" button="YES"/>
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                </view>
            </objects>
        </document>

        """

    @Test("NSValue runtime attributes arrive as CGRect, CGPoint and CGSize; the accessibility configuration is applied to its view")
    func valuesAndAccessibility() throws {
        let compiled = try CompiledDocument(bytes: Array(RuntimeValueTests.document.utf8), path: "Geometry.xib")
        guard case .nib(let archive) = compiled.output else { throw DocumentLoadError.invalid(compiled.diagnostics) }
        var registry = MiniUIKit.registry
        registry.register(GeometryView.self)
        let instance = try Nib(archive: archive, registry: registry).load(withOwner: nil)
        let view = try #require(instance.topLevelObjects.first as? GeometryView)
        #expect(view.hitFrame == CGRect(x: -4, y: 2.5, width: 108, height: 55))
        #expect(view.anchor == CGPoint(x: 0.5, y: 1))
        #expect(view.preferredSize == CGSize(width: 320, height: 44))
        #expect(instance.appliedAccessibilityCount == 1)
        #expect(view.accessibilityLabel == "Close" && view.accessibilityHint == "Closes the card" && view.accessibilityIdentifier == "close")
        #expect(view.accessibilityTraits == 1 && view.isAccessibilityElement)
    }
}

@Suite("Localized at load time")
struct LoadTimeLocalizationTests {
    @Test("a Base.lproj nib loads with a language's table: each NSLocalizableString becomes its translation, an unknown key keeps the development text")
    func localizedStrings() throws {
        let url = DocumentLoadingTests.samples.appendingPathComponent("Runtime/CardView.xib")
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse([UInt8](try Data(contentsOf: url)), path: url.path, diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        let texts = try #require(NibCompiler.localizableTexts(of: document, diagnostics: &diagnostics))
        #expect(texts.count >= 2)
        let archive = try #require(NibCompiler.compile(document, options: CompileOptions(localizable: true), diagnostics: &diagnostics))
        var nib = try Nib(archive: archive, registry: MiniUIKit.registry)
        let development = Set(try DocumentLoadingTests.labelTexts(nib))
        // Every text but the first translated.
        nib.localizedStrings = Dictionary(texts.dropFirst().map { ($0.key, "fr:" + $0.text) }, uniquingKeysWith: { first, _ in first })
        let translated = Set(try DocumentLoadingTests.labelTexts(nib))
        let labels = Set(texts.filter { $0.property == "text" }.map(\.text))
        #expect(!labels.isEmpty && labels.isSubset(of: development))
        for text in texts.dropFirst() where text.property == "text" { #expect(translated.contains("fr:" + text.text)) }
        if let first = texts.first, first.property == "text" { #expect(translated.contains(first.text)) }
    }
}

extension DocumentLoadingTests {
    /// The texts of every label a nib's top-level views hold.
    static func labelTexts(_ nib: Nib) throws -> [String] {
        var pending = try nib.instantiate(withOwner: nil).compactMap { $0 as? UIView }
        var texts: [String] = []
        while let view = pending.popLast() {
            if let label = view as? UILabel, let text = label.text { texts.append(text) }
            pending += view.subviews
        }
        return texts
    }
}
