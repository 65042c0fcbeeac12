// AppKitArchiveUpgradeTests.swift — pre-Xcode 5 AppKit `<archive>` documents upgraded through the
// decompiler (AppKitArchiveUpgrade.swift): what the records become, where the elements are placed,
// and archives a hostile source could write (each an error or a warning, never a crash).

import InterfaceBuilder
import Testing

@testable import NibCompiler

@Suite("Pre-Xcode 5 AppKit archives")
struct AppKitArchiveUpgradeTests {
    /// An AppKit archive: `objects` under IBDocument.RootObjects, `container` (records) after it.
    static func archive(_ objects: String, container: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
        \t<data>
        \t\t<object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<bool key="EncodedWithXMLCoder">YES</bool>
        \(objects)
        \t\t</object>
        \(container)
        \t</data>
        </archive>

        """
    }

    /// File's Owner (a custom class), First Responder, and a window whose content view holds a
    /// button of a custom class; the owner's outlet to the button, the button's action to the
    /// First Responder (as IB3 records it: the target as `source`).
    static let window = archive(
        """
        <object class="NSCustomObject" id="1"><string key="NSClassName">NSObject</string></object>
        <object class="NSCustomObject" id="2"><string key="NSClassName">FirstResponder</string></object>
        <object class="NSWindowTemplate" id="3">
            <int key="NSWindowStyleMask">15</int><int key="NSWindowBacking">2</int>
            <string key="NSWindowRect">{{196, 240}, {480, 270}}</string><int key="NSWTFlags">1618477056</int>
            <string key="NSWindowTitle">Settings</string><string key="NSWindowClass">NSWindow</string>
            <object class="NSMutableString" key="NSViewClass"><characters key="NS.bytes">View</characters></object>
            <object class="NSView" key="NSWindowView" id="4">
                <nil key="NSNextResponder"/><int key="NSvFlags">256</int>
                <object class="NSMutableArray" key="NSSubviews">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <object class="NSButton" id="5">
                        <reference key="NSNextResponder" ref="4"/><int key="NSvFlags">268</int>
                        <string key="NSFrame">{{18, 20}, {96, 32}}</string><reference key="NSSuperview" ref="4"/>
                        <object class="NSButtonCell" key="NSCell" id="6">
                            <int key="NSCellFlags">67239424</int><int key="NSCellFlags2">134217728</int>
                            <string key="NSContents">Apply</string><reference key="NSControlView" ref="5"/>
                            <int key="NSButtonFlags">-2038284033</int><int key="NSButtonFlags2">129</int>
                        </object>
                    </object>
                </object>
                <string key="NSFrameSize">{480, 270}</string>
            </object>
        </object>
        """,
        container: """
            <object class="IBObjectContainer" key="IBDocument.Objects">
                <object class="NSMutableArray" key="connectionRecords">
                    <bool key="EncodedWithXMLCoder">YES</bool>
                    <object class="IBConnectionRecord">
                        <object class="IBOutletConnection" key="connection"><string key="label">applyButton</string>
                            <reference key="source" ref="1"/><reference key="destination" ref="5"/></object>
                        <int key="connectionID">20</int>
                    </object>
                    <object class="IBConnectionRecord">
                        <object class="IBActionConnection" key="connection"><string key="label">apply:</string>
                            <reference key="source" ref="2"/><reference key="destination" ref="5"/></object>
                        <int key="connectionID">21</int>
                    </object>
                </object>
                <object class="IBMutableOrderedSet" key="objectRecords">
                    <object class="NSArray" key="orderedObjects">
                        <bool key="EncodedWithXMLCoder">YES</bool>
                        <object class="IBObjectRecord"><int key="objectID">0</int><reference key="object" ref="1000"/></object>
                        <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1"/><reference key="parent" ref="1000"/></object>
                        <object class="IBObjectRecord"><int key="objectID">-1</int><reference key="object" ref="2"/><reference key="parent" ref="1000"/></object>
                        <object class="IBObjectRecord"><int key="objectID">7</int><reference key="object" ref="3"/><reference key="parent" ref="1000"/></object>
                        <object class="IBObjectRecord"><int key="objectID">8</int><reference key="object" ref="4"/><reference key="parent" ref="3"/></object>
                        <object class="IBObjectRecord"><int key="objectID">9</int><reference key="object" ref="5"/><reference key="parent" ref="4"/></object>
                        <object class="IBObjectRecord"><int key="objectID">10</int><reference key="object" ref="6"/><reference key="parent" ref="5"/></object>
                    </object>
                </object>
                <object class="NSMutableDictionary" key="flattenedProperties">
                    <object class="NSArray" key="dict.sortedKeys"><bool key="EncodedWithXMLCoder">YES</bool>
                        <string>-2.CustomClassName</string><string>9.CustomClassName</string></object>
                    <object class="NSMutableArray" key="dict.values"><bool key="EncodedWithXMLCoder">YES</bool>
                        <string>SettingsController</string><string>ApplyButton</string></object>
                </object>
            </object>
            """)

    @Test("records become the document's structure: ids, parents, outlets, actions to the First Responder, custom classes")
    func upgradedWindow() throws {
        var diagnostics = Diagnostics()
        let document = try #require(NibCompiler.document(Array(Self.window.utf8), path: "Old.xib", diagnostics: &diagnostics))
        #expect(!diagnostics.hasErrors, "\(diagnostics.all)")
        #expect(document.isUpgradedArchive && document.peek("targetRuntime", of: document.root) == "MacOSX.Cocoa")
        let owner = try #require(document.nodeByID["-2"])
        #expect(document.peek("customClass", of: owner) == "SettingsController")
        let window = try #require(document.nodeByID["7"])
        #expect(document[window].name == "window" && document.peek("title", of: window) == "Settings")
        // (The window's legacy content-view class is not a toolbar.)
        #expect(document.child(key: "toolbar", of: window) == nil)
        let button = try #require(document.nodeByID["9"])
        #expect(document[button].name == "button" && document.peek("customClass", of: button) == "ApplyButton")
        #expect(document.peek("title", of: try #require(document.nodeByID["10"])) == "Apply")
        let outlets = document.nodes.indices.filter { document[$0].name == "outlet" }
        #expect(outlets.map { document.peek("property", of: $0) } == ["applyButton"] && outlets.map { document.peek("destination", of: $0) } == ["9"])
        // The action is the button's, to the First Responder.
        let action = try #require(document.nodes.indices.first { document[$0].name == "action" })
        #expect(document.peek("selector", of: action) == "apply:" && document.peek("target", of: action) == "-1")
        #expect(document[document[document[action].parent].parent].name == "button")
        // Each element is placed where its archive object starts (the cell's title at the cell).
        let source = Self.window
        let cellLine = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("class=\"NSButtonCell\"") }! + 1
        #expect(document[try #require(document.nodeByID["10"])].line == cellLine)
        // And it compiles.
        #expect(NibCompiler.compile(document, diagnostics: &diagnostics) != nil && !diagnostics.hasErrors, "\(diagnostics.all)")
    }

    @Test(
        "only an AppKit archive is read twice (its tree, then its upgrade): its first bytes say so",
        arguments: [
            (#"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">"#, true),
            (#"<?xml version="1.0"?><archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">"#, false),
            (#"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">"#, false),
            ("<archive", false), ("", false),
        ])
    func recognizedByItsHead(_ head: String, _ isArchive: Bool) {
        #expect(NibCompiler.mayBeAppKitArchive(Array(head.utf8)) == isArchive)
    }

    struct HostileCase: Sendable, CustomStringConvertible {
        let description: String
        let source: String
        /// What the upgrade says (a message's start), or nil for no error.
        let error: String?
    }

    static let hostile: [HostileCase] = [
        HostileCase(description: "no records", source: archive(#"<object class="NSCustomObject" id="1"/>"#, container: ""), error: "this pre-Xcode 5 AppKit archive has no object records"),
        HostileCase(
            description: "no File's Owner record",
            source: archive(
                #"<object class="NSCustomObject" id="1"/>"#,
                container: #"<object class="IBObjectContainer" key="IBDocument.Objects"><object class="IBMutableOrderedSet" key="objectRecords"><object class="NSArray" key="orderedObjects"></object></object></object>"#),
            error: "this pre-Xcode 5 AppKit archive has no File's Owner record"),
        HostileCase(
            description: "a view holding itself, a record of a missing object, numbers no Int holds",
            source: archive(
                """
                <object class="NSCustomObject" id="1"><string key="NSClassName">NSObject</string></object>
                <object class="NSView" id="4"><int key="NSvFlags">99999999999999999999999</int>
                <object class="NSMutableArray" key="NSSubviews"><reference ref="4"/><reference ref="404"/></object></object>
                """,
                container: """
                    <object class="IBObjectContainer" key="IBDocument.Objects"><object class="IBMutableOrderedSet" key="objectRecords"><object class="NSArray" key="orderedObjects">
                    <object class="IBObjectRecord"><int key="objectID">-2</int><reference key="object" ref="1"/></object>
                    <object class="IBObjectRecord"><int key="objectID">99999999999999999999</int><reference key="object" ref="4"/><reference key="parent" ref="4"/></object>
                    <object class="IBObjectRecord"><int key="objectID">5</int><reference key="object" ref="404"/></object>
                    </object></object></object>
                    """),
            error: nil),
    ]

    @Test("a hostile archive gives an error or a document, never a crash", arguments: hostile)
    func hostileArchive(_ row: HostileCase) {
        var diagnostics = Diagnostics()
        let document = NibCompiler.document(Array(row.source.utf8), path: "Hostile.xib", diagnostics: &diagnostics)
        if let error = row.error {
            #expect(document == nil && diagnostics.all.contains { $0.severity == .error && $0.message.hasPrefix(error) }, "\(diagnostics.all)")
        } else if let document {
            document.resolve(into: &diagnostics)
            _ = NibCompiler.compile(document, diagnostics: &diagnostics)
        }
    }
}
