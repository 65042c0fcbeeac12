// AppKitBitfieldTests.swift — AppKit's flag keys, declared as bitfields (AppKit/AppKitBitfields.swift):
// each case a one-element macOS xib whose key's value is the one Apple's ibtool wrote for the same
// element in a conformance pair (named beside it, read with Scripts/appkit_pairs.py); each
// bitfield read backwards gives each of its cases back; every AppKit shape is invertible, writes
// other objects, or writes what ibtool derives.

import Foundation
import InterfaceBuilder
import NibArchive
import Testing

@testable import NibCompiler

@Suite("AppKit bitfields")
struct AppKitBitfieldTests {
    struct Case: CustomTestStringConvertible, Sendable {
        /// The element's XML inside a window's content view, the class of the object to read, the
        /// key, Apple's value, and the pair it is from.
        let xml: String, className: String, key: String, value: Int64, evidence: String
        var testDescription: String { "\(key) \(String(UInt32(truncatingIfNeeded: value), radix: 16)) (\(evidence))" }
    }

    static let cases: [Case] = [
        // A content view without a mask in a springs-and-struts document: flexibleMaxX|flexibleMaxY, autoresizesSubviews.
        Case(xml: "", className: "NSView", key: "NSvFlags", value: 0x128, evidence: "with-view"),
        Case(
            xml: #"<textField id="t1"><rect key="frame" x="20" y="51" width="360" height="22"/><autoresizingMask key="autoresizingMask" widthSizable="YES"/><textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="c1"/></textField>"#,
            className: "NSTextField", key: "NSvFlags", value: 0x102, evidence: "textfield-textcolor"),
        Case(
            xml: #"<textField id="t1"><rect key="frame" x="20" y="51" width="360" height="22"/><textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="c1"/></textField>"#,
            className: "NSTextFieldCell", key: "NSCellFlags", value: Int64(Int32(bitPattern: 0x9470_0041)), evidence: "textfield-textcolor"),
        Case(
            xml: #"<textField id="t1"><rect key="frame" x="20" y="51" width="360" height="22"/><textFieldCell key="cell" scrollable="YES" lineBreakMode="clipping" selectable="YES" editable="YES" sendsActionOnEndEditing="YES" state="on" borderStyle="bezel" drawsBackground="YES" id="c1"/></textField>"#,
            className: "NSTextFieldCell", key: "NSCellFlags2", value: 0x1040_0400, evidence: "textfield-textcolor"),
        Case(
            xml: #"<button id="b1"><rect key="frame" x="1" y="1" width="80" height="32"/><buttonCell key="cell" type="check" bezelStyle="regularSquare" imagePosition="left" inset="2" id="c1"><behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/></buttonCell></button>"#,
            className: "NSButtonCell", key: "NSButtonFlags", value: 0x4838_5100, evidence: "test16-buttons"),
        Case(
            xml: #"<button id="b1"><rect key="frame" x="1" y="1" width="80" height="32"/><buttonCell key="cell" type="recessed" bezelStyle="recessed" imagePosition="only" imageScaling="proportionallyDown" inset="2" borderStyle="border" id="c1"><behavior key="behavior" pushIn="YES" changeBackground="YES" changeGray="YES" lightByBackground="YES" lightByGray="YES"/></buttonCell></button>"#,
            className: "NSButtonCell", key: "NSButtonFlags2", value: 0xAD, evidence: "test16-buttons"),
        Case(
            xml: #"<button id="b1"><rect key="frame" x="1" y="1" width="80" height="32"/><buttonCell key="cell" type="push" bezelStyle="rounded" borderStyle="border" inset="2" imageScaling="proportionallyDown" id="c1"><behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/></buttonCell></button>"#,
            className: "NSButtonCell", key: "NSButtonFlags", value: Int64(Int32(bitPattern: 0x8680_4000)), evidence: "bevel-rounded-flags"),
        Case(
            xml: #"<scrollView autohidesScrollers="YES" horizontalLineScroll="19" horizontalPageScroll="10" verticalLineScroll="19" verticalPageScroll="10" hasHorizontalScroller="NO" usesPredominantAxisScrolling="NO" id="s1"><rect key="frame" x="10" y="10" width="380" height="200"/></scrollView>"#,
            className: "NSScrollView", key: "NSsFlags", value: 0x2_0A12, evidence: "test-table-header"),
    ]

    /// The value of `key` on the first object of `className` in the compiled document.
    static func compiledValue(_ item: Case) throws -> ObjectGraph.Value? {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
                    <window title="W" id="w1"><rect key="contentRect" x="0" y="0" width="400" height="300"/>
                        <view key="contentView" id="v1"><subviews>\(item.xml)</subviews></view>
                    </window>
                </objects>
            </document>
            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Flags.xib", diagnostics: &diagnostics))
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        let graph = ObjectGraph(archive)
        let object = try #require(graph.objects.first { $0.className == item.className })
        return object.entries.first { $0.key == item.key }?.value
    }

    @Test("each flag key has the value Apple's ibtool wrote for the same element", arguments: AppKitBitfieldTests.cases)
    func appleValue(_ item: Case) throws {
        #expect(try AppKitBitfieldTests.compiledValue(item) == .integer(item.value))
    }

    static let bitfields: [any BitfieldShape.Type] = AppKitShapes.all.compactMap { $0 as? any BitfieldShape.Type }

    @Test("each case of each bitfield comes back from its own bits")
    func eachCaseBack() {
        for shape in AppKitBitfieldTests.bitfields {
            let bitfield = shape.bitfield
            for (index, field) in bitfield.fields.enumerated() {
                // The bits no other field uses: a case made only of shared bits is another field's.
                let others = bitfield.fields.enumerated().filter { $0.offset != index }.reduce(UInt32(0)) { $0 | $1.element.mask }
                for item in field.cases where item.bits != 0 && item.bits & ~others != 0 {
                    let decoded = bitfield.decode(Int64(Int32(bitPattern: item.bits | bitfield.constant)))
                    let back = decoded.first { $0.source == field.source }?.value
                    // Cases that share their bits are aliases: the first of them comes back.
                    let alias = field.cases.filter { $0.bits == item.bits }.map(\.value)
                    #expect(back.map { alias.contains($0) } == true, "\(bitfield.key) \(field.source): \(item.value)")
                }
            }
        }
    }

    /// AppKit's shapes that write other objects (the decompiler's structure code rebuilds them), or
    /// what ibtool derives from the document rather than what it says.
    static let structure: Set<String> = [
        "nextResponder", "superview", "viewSubviews", "customViewSubviews", "tabKeyViewLoop", "buttonFont", "popUpListData", "comboTable", "ruleEditorSubviews", "ruleEditorKeyView", "ruleEditorSlicesHolder", "ruleEditorFormatting", "ruleEditorRows", "predicateTemplates", "compoundTemplate", "menuItemRepresentedObject", "viewSubviewsAlways", "classReference", "customViewClass", "windowRect",
        "windowClass", "windowMaxSize", "menuItems", "owningMenu", "menuItemDisabled",
        "menuStateImages", "submenuAction", "submenuTarget", "controlView", "sendActionMask", "viewConstraints",
        "doNotTranslateAutoresizingMask", "huggingPriority", "compressionPriority", "scrollSubviews", "panGestureRecognizers",
        "headerClipView", "clipBounds", "documentView", "parentObject", "tableHeaderView", "tableCornerView", "scrollCornerView",
        "headerTable", "tableColumns", "headerCell", "headerFont", "auxButtonType",
        "dragTypes", "reusableViews",
        "characterPicker", "selectedIndex", "boxSubviews", "boxOffsets",
        "textContainer", "textViewTextColor", "romanInputLocales", "numberFormatter", "toolbarContents", "searchFieldCompletion", "searchButtonCells", "tabViewSubviews", "tabViewItems", "tabViewFont", "tabItemColor", "dateContents", "pathContents", "pathComponents", "allowedTypes", "menuItemHidden", "popUpFont", "textViewSharedData", "textBackgroundColor", "selectedTextAttributes",
        "linkTextAttributes", "clipCursor", "segmentItems", "clipsToBounds", "stackEdgeInsets", "stackContainer",
        "windowMinSize", "windowContentView", "windowContentController", "controllerViewNib", "seguePresentationStyle", "storyboardUUID", "textViewMaxSize", "insertionColor",
        "scrollerEnabled", "scrollerPercent", "dateFormatter", "matrixCell", "matrixCells", "autolayoutGuide", "viewLayoutGuides", "layoutGuideIdentifier", "layoutGuideSystemConstraints",
    ]

    @Test("every AppKit shape has an inverse, or writes other objects or what ibtool derives")
    func everyShapeAccounted() {
        let invertible = Set(AppKitShapes.all.compactMap { ($0 as? any InvertibleShape.Type)?.name })
        let all = Set(AppKitShapes.all.map { $0.name })
        #expect(invertible.union(AppKitBitfieldTests.structure) == all)
        #expect(invertible.isDisjoint(with: AppKitBitfieldTests.structure))
        // The names are one namespace with UIKit's.
        #expect(Set(UIKitShapes.all.map { $0.name }).isDisjoint(with: all))
    }
}
