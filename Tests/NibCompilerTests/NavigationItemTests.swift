// NavigationItemTests.swift — a navigation item's lists of bar button items (BarShapes.swift):
// `<rightBarButtonItems>` (Xcode 6 on) archives every item, in document order, as
// `UIRightBarButtonItems`, and the first as `UIRightBarButtonItem`, as UIKit's rightBarButtonItem is
// the first of its rightBarButtonItems. No nib of the corpus shows a list of more than one item
// (18 navigation items with one right item each): the list's order is inferred (docs/FORMAT.md).

import InterfaceBuilder
import NibArchive
import NibCompiler
import Testing

@Suite("Navigation items' bar button items")
struct NavigationItemTests {
    static func compiled(_ items: String) throws -> NibArchive {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <navigationBar contentMode="scaleToFill" id="nb1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <items>
                            <navigationItem title="T" id="ni1">\(items)</navigationItem>
                        </items>
                    </navigationBar>
                </objects>
            </document>
            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Items.xib", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        #expect(!diagnostics.all.contains { $0.message.contains("not compiled") }, "\(diagnostics.all)")
        return archive
    }

    /// The titles of the items a key of the navigation item refers to.
    static func titles(_ key: String, in archive: NibArchive) throws -> [String] {
        let item = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UINavigationItem" })
        guard case .object(let value)? = archive.value(forKey: key, inObject: item)?.payload else { return [] }
        let targets = archive.className(ofObject: value) == "UIBarButtonItem" ? [value] : InferredKeyTests.members(archive.value(forKey: key, inObject: item), in: archive)
        return targets.map { StaticTableTests.string("UITitle", in: $0, of: archive) }
    }

    @Test("a list of right items: all of them in order, the first as the right item")
    func list() throws {
        let graph = try Self.compiled(#"<rightBarButtonItems><barButtonItem title="A" id="b1"/><barButtonItem title="B" id="b2"/></rightBarButtonItems>"#)
        #expect(try Self.titles("UIRightBarButtonItems", in: graph) == ["A", "B"])
        #expect(try Self.titles("UIRightBarButtonItem", in: graph) == ["A"])
    }

    @Test("one right item: itself, and a list of it (Apptentive, 18 corpus nibs)")
    func single() throws {
        let graph = try Self.compiled(#"<barButtonItem key="rightBarButtonItem" title="A" id="b1"/>"#)
        #expect(try Self.titles("UIRightBarButtonItems", in: graph) == ["A"])
        #expect(try Self.titles("UIRightBarButtonItem", in: graph) == ["A"])
    }
}
