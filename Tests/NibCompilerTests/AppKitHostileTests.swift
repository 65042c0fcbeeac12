// AppKitHostileTests.swift — macOS documents built to cost more than their size, or holding what
// nibc cannot compile: each is compiled in bounded work, with an error or a warning at the element,
// never a crash, a hang or a silent drop.

import InterfaceBuilder
import NibArchive
import Testing

@testable import NibCompiler

@Suite("AppKit's hostile documents")
struct AppKitHostileTests {
    /// A view-based table whose prototype cell view holds a view-based table, `depth` times. Each
    /// level is compiled into the nib of the level above (as ibtool embeds them), so the work grows
    /// with depth times size.
    static func nestedTables(depth: Int) -> String {
        var body = "<view id=\"leaf\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
        for level in (0..<depth).reversed() {
            body = """
                <scrollView id="s\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <clipView key="contentView" id="c\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
                <tableView viewBased="YES" id="t\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <tableColumns><tableColumn identifier="col\(level)" width="100" id="k\(level)">
                <tableHeaderCell key="headerCell" title="T" id="h\(level)"/>
                <textFieldCell key="dataCell" title="x" id="d\(level)"/>
                <prototypeCellViews><tableCellView id="v\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>\(body)</subviews></tableCellView></prototypeCellViews>
                </tableColumn></tableColumns></tableView></subviews></clipView></scrollView>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <customView id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>\(body)</subviews></customView>
            </objects>
            </document>
            """
    }

    @Test("view-based tables nested in cell views compile up to 8 deep; deeper, an error at the cell view", arguments: [(3, false), (8, false), (9, true), (24, true)])
    func nestedCellNibs(depth: Int, refused: Bool) throws {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(Self.nestedTables(depth: depth).utf8), path: "Nested.xib", diagnostics: &diagnostics))
        let archive = NibCompiler.compile(document, diagnostics: &diagnostics)
        #expect(archive != nil)
        let errors = diagnostics.all.filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains("nested more than 8 deep") } == refused, "\(errors.map(\.message))")
        if refused {
            // The error points at the ninth cell view (`v8`), the first one not compiled.
            let line = Self.nestedTables(depth: depth).split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("<tableCellView id=\"v8\"") }.map { $0 + 1 }
            #expect(errors.first?.location.line == line)
        }
    }

    @Test("a binding's options: numbers and strings compiled, a nil option reported at its line, not dropped silently")
    func nilBindingOption() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <customView id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <connections>
            <binding destination="-2" name="hidden" keyPath="isHidden" id="b">
            <dictionary key="options">
            <integer key="NSNullPlaceholder" value="-1"/>
            <nil key="NSValueTransformer"/>
            </dictionary>
            </binding>
            </connections>
            </customView>
            </objects>
            </document>
            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Binding.xib", diagnostics: &diagnostics))
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        #expect(archive.classes.contains { $0.name == "NSNibBindingConnector" })
        let warnings = diagnostics.all.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.location.line == 10 && $0.message.contains("<nil>") }, "\(warnings.map(\.description))")
        #expect(!warnings.contains { $0.location.line == 9 }, "\(warnings.map(\.description))")
    }
}
