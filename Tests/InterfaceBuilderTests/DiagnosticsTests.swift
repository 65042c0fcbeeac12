// DiagnosticsTests.swift — small documents, each with a defect, and the exact diagnostics they get:
// severity, message, and the line and column marked in the source with 1️⃣, 2️⃣…
// For malformed XML the position is libxml2's (checked against xmllint's caret); for everything
// else it is the element's `<` or the attribute's name.

import InterfaceBuilder
import NibTestSupport
import Testing

/// A pre-Xcode 5 CocoaTouch `<archive>` whose root objects are `rootObjects`, with `data` (other
/// keyed values) after them.
func ib3Archive(_ rootObjects: String, data: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
    \t<data>
    \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
    \(rootObjects)
    \t\t</array>\(data.isEmpty ? "" : "\n" + data)
    \t</data>
    </archive>

    """
}

/// A xib around `body` (inside `<objects>`), with File's Owner and First Responder.
func xib(_ body: String, resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    \(body)
        </objects>\(resources.isEmpty ? "" : "\n    <resources>\n\(resources)\n    </resources>")
    </document>

    """
}

/// A storyboard with `scenes` inside `<scenes>`; `documentExtra` goes into the root's start tag.
func storyboard(_ scenes: String, documentExtra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(documentExtra)>
        <dependencies>
            <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
        </dependencies>
        <scenes>
    \(scenes)
        </scenes>
    </document>

    """
}

/// A view controller scene.
func scene(_ sceneID: String, _ controllerID: String, connections: String = "") -> String {
    """
            <scene sceneID="\(sceneID)">
                <objects>
                    <viewController id="\(controllerID)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(controllerID)-v">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>\(connections)
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="\(controllerID)-r" userLabel="First Responder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
    """
}

struct Expected: Sendable {
    var marker: String
    var severity: Diagnostic.Severity
    var message: String
    init(_ marker: String, _ severity: Diagnostic.Severity, _ message: String) {
        self.marker = marker
        self.severity = severity
        self.message = message
    }
}

struct DiagnosticCase: Sendable, CustomTestStringConvertible {
    var name: String
    var source: [UInt8]
    var markers: [String: (line: Int, column: Int)]
    var expected: [Expected]
    var testDescription: String { name }

    init(_ name: String, _ marked: String, _ expected: [Expected]) {
        let text = MarkedText(marked)
        self.name = name
        self.source = Array(text.text.utf8)
        self.markers = text.markers
        self.expected = expected
    }

    init(_ name: String, bytes: [UInt8], at position: (line: Int, column: Int), _ expected: Expected) {
        self.name = name
        self.source = bytes
        self.markers = [expected.marker: position]
        self.expected = [expected]
    }
}

let laughs: String = {
    var entities = "<!ENTITY lol \"lol\">\n"
    var previous = "lol"
    for level in 1...9 {
        entities += "  <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        previous = "lol\(level)"
    }
    return "<?xml version=\"1.0\"?>\n1️⃣<!DOCTYPE lolz [\n  \(entities)]>\n<document type=\"x\">&lol9;</document>\n"
}()

/// 10,000 nested views; the marker is on the first element deeper than the limit (256): the
/// document is level 1, <objects> level 2, so the 255th view is level 257.
/// An IB3 archive whose views hold the next one by reference, 400 deep, with no element nested
/// more than a few levels (the parser's nesting limit does not see it).
let referenceChain: String = {
    let objects = (1...400).map { index in
        let marker = index == 258 ? "1️⃣" : ""
        return "\(marker)<object class=\"IBUIView\" id=\"\(index)\"><array class=\"NSMutableArray\" key=\"NSSubviews\"><reference ref=\"\(index + 1)\"/></array></object>"
    }
    return ib3Archive(#"<reference ref="1"/>"#, data: "<array class=\"NSMutableArray\" key=\"pool\">\(objects.joined(separator: "\n"))</array>")
}()

let deep: String = {
    var text = xib("")
    let views = (1...10_000).map { $0 == 255 ? "1️⃣<view>" : "<view>" }.joined() + String(repeating: "</view>", count: 10_000)
    text = text.replacingOccurrences(of: "\n\n    </objects>", with: "\n" + views + "\n    </objects>")
    return text
}()

@Suite("Diagnostics")
struct DiagnosticsTests {
    static let cases: [DiagnosticCase] = [
        // Malformed XML: the first libxml2 error, where libxml2 reports it.
        DiagnosticCase("mismatched closing tag", xib("""
                    <view contentMode="scaleToFill" id="v1"></label>1️⃣
            """), [Expected("1️⃣", .error, "malformed XML: the closing tag does not match the open element")]),
        DiagnosticCase("attribute value without quotes", xib("""
                    <view contentMode=1️⃣scaleToFill id="v1"/>
            """), [Expected("1️⃣", .error, "malformed XML: attribute value without quotes")]),
        DiagnosticCase("attribute given twice", xib("""
                    <view id="v1" id="v2"1️⃣/>
            """), [Expected("1️⃣", .error, "malformed XML: attribute given twice in one element")]),
        DiagnosticCase("unescaped ampersand", xib("""
                    <label text="Tom &1️⃣ Jerry" id="l1"/>
            """), [Expected("1️⃣", .error, "malformed XML: a name was expected here (a lone '&' must be written '&amp;')")]),
        DiagnosticCase("undeclared entity", xib("""
                    <label text="&copy;1️⃣" id="l1"/>
            """), [Expected("1️⃣", .error, "malformed XML: undeclared entity (only &amp; &lt; &gt; &quot; &apos; are defined)")]),
        DiagnosticCase("'<' in an attribute value", xib("""
                    <label text="a 1️⃣< b" id="l1"/>
            """), [Expected("1️⃣", .error, "malformed XML: '<' is not allowed in an attribute value (write '&lt;')")]),
        DiagnosticCase("missing closing tags", "<?xml version=\"1.0\"?>\n<document type=\"x\">\n    <objects>1️⃣\n", [
            Expected("1️⃣", .error, "malformed XML: the document ends before <objects> (line 3) is closed"),
        ]),
        DiagnosticCase("content after the root element", "<document type=\"x\"/>\n1️⃣<view/>\n", [
            Expected("1️⃣", .error, "malformed XML: extra content at the end of the document"),
        ]),
        DiagnosticCase("unterminated comment", "<document type=\"x\">\n<!-- no end\n</document>\n1️⃣", [
            Expected("1️⃣", .error, "malformed XML: unterminated comment"),
        ]),
        // What XMLParser would let through: checked before parsing.
        DiagnosticCase("empty file", "1️⃣", [Expected("1️⃣", .error, "the document is empty")]),
        DiagnosticCase("only white space", "1️⃣  \n\n  \n", [Expected("1️⃣", .error, "the document is empty")]),
        DiagnosticCase(
            "bytes that are not UTF-8", bytes: Array("<?xml version=\"1.0\"?>\n<document type=\"x\">caf".utf8) + [0xE9] + Array("</document>".utf8),
            at: (2, 23), Expected("1️⃣", .error, "the document is not valid UTF-8 (byte 0xE9)")),
        DiagnosticCase("billion laughs", laughs, [
            Expected("1️⃣", .error, "document type declarations are not allowed in Interface Builder documents (their entities are not expanded)"),
        ]),
        DiagnosticCase("10,000-deep nesting", deep, [
            Expected("1️⃣", .error, "elements are nested more than 256 levels deep"),
        ]),
        DiagnosticCase("pre-Xcode 5 AppKit archive", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n1️⃣<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\">\n\t<data/>\n</archive>\n", [
            Expected("1️⃣", .error, "this is an AppKit Interface Builder 3 archive (the pre-Xcode 5 <archive> format), which the front end does not upgrade: the compiler does (NibCompiler.document, as nibc does)"),
        ]),
        DiagnosticCase("pre-Xcode 5 CocoaTouch archive with a class not upgraded", ib3Archive("""
            <object class="IBUIView" id="10"><string key="NSFrame">{{0, 20}, {320, 460}}</string></object>
            1️⃣<object class="IBUIWebView" id="11"/>
            <object class="IBUIView" id="12">3️⃣<string key="NSFrame">{{0, 0}, {oops}}</string></object>
            """), [
            Expected("1️⃣", .warning, "the Interface Builder 3 class IBUIWebView is not upgraded yet; it is left out"),
            Expected("3️⃣", .warning, "'{{0, 0}, {oops}}' is not a frame"),
        ]),
        DiagnosticCase("pre-Xcode 5 CocoaTouch archive with keys not upgraded", ib3Archive("""
            <object class="IBUIWindow" id="10"><string key="NSFrameSize">{320, 480}</string>1️⃣<bool key="IBUIResizesToFullScreen">YES</bool></object>
            <object class="IBUIWindow" id="11"><bool key="IBUIResizesToFullScreen">YES</bool><reference key="NSNextResponder"/></object>
            """), [
            Expected("1️⃣", .warning, "the Interface Builder 3 key 'IBUIResizesToFullScreen' of IBUIWindow is not upgraded yet; it is left out (2 occurrences)"),
        ]),
        DiagnosticCase("pre-Xcode 5 CocoaTouch archive with a value the upgrade cannot read", ib3Archive("""
            <object class="IBUIButton" id="10">1️⃣<string key="IBUIEnabled">sometimes</string>2️⃣<int key="IBUIButtonType">99</int></object>
            """), [
            Expected("1️⃣", .warning, "the value of the Interface Builder 3 key 'IBUIEnabled' of IBUIButton is not one the upgrade reads; it is left out"),
            Expected("2️⃣", .warning, "the value of the Interface Builder 3 key 'IBUIButtonType' of IBUIButton is not one the upgrade reads; it is left out"),
        ]),
        DiagnosticCase("pre-Xcode 5 CocoaTouch archive whose view holds itself", ib3Archive("""
            1️⃣<object class="IBUIView" id="10"><array class="NSMutableArray" key="NSSubviews"><reference ref="10"/></array></object>
            """), [
            Expected("1️⃣", .warning, "this IBUIView is already part of the document (a reference cycle or a second owner); it is left out here"),
        ]),
        DiagnosticCase("pre-Xcode 5 CocoaTouch archive whose views hold one another 400 deep by reference", referenceChain, [
            Expected("1️⃣", .warning, "objects hold one another more than 256 levels deep; this IBUIView is left out"),
        ]),
        DiagnosticCase("not an IB document", "<?xml version=\"1.0\"?>\n1️⃣<plist version=\"1.0\"><dict/></plist>\n", [
            Expected("1️⃣", .error, "not an Interface Builder document: the root element is <plist>, not <document>"),
        ]),
        // Ids and references.
        DiagnosticCase("duplicate id", xib("""
                    2️⃣<view contentMode="scaleToFill" id="v1"/>
                    1️⃣<view contentMode="scaleToFill" id="v1"/>
            """), [Expected("1️⃣", .error, "duplicate id 'v1'"), Expected("2️⃣", .note, "'v1' is first defined here")]),
        DiagnosticCase("dangling outlet destination", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <connections>
                            <outlet property="titleLabel" 1️⃣destination="gone" id="o1"/>
                        </connections>
                    </view>
            """), [Expected("1️⃣", .warning, "outlet 'titleLabel' points to 'gone', which is not in the document; the connection is dropped")]),
        DiagnosticCase("dangling action destination", xib("""
                    <button contentMode="scaleToFill" id="b1">
                        <connections>
                            <action selector="tap:" 1️⃣destination="gone" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
            """), [Expected("1️⃣", .warning, "action 'tap:' points to 'gone', which is not in the document; the connection is dropped")]),
        DiagnosticCase("dangling outlet collection target", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <connections>
                            <outletCollection property="labels" 1️⃣destination="gone" collectionClass="NSMutableArray" id="c1"/>
                        </connections>
                    </view>
            """), [Expected("1️⃣", .warning, "outletCollection 'labels' points to 'gone', which is not in the document; the connection is dropped")]),
        DiagnosticCase("constraint to a missing item", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <constraints>
                            <constraint 1️⃣firstItem="gone" firstAttribute="width" constant="10" id="k1"/>
                            <constraint firstItem="v1" firstAttribute="height" 2️⃣secondItem="nowhere" secondAttribute="height" id="k2"/>
                        </constraints>
                    </view>
            """), [
                Expected("1️⃣", .error, "constraint firstItem 'gone' is not in the document"),
                Expected("2️⃣", .error, "constraint secondItem 'nowhere' is not in the document"),
            ]),
        DiagnosticCase("segue to a missing scene", storyboard(scene("s1", "vc1", connections: """

                            <connections>
                                <segue 1️⃣destination="missing-vc" kind="show" id="g1"/>
                            </connections>
            """)), [Expected("1️⃣", .error, "segue destination 'missing-vc' is not in the document")]),
        DiagnosticCase("missing initial view controller", storyboard(scene("s1", "vc1"), documentExtra: " initialViewController=\"nope\"").replacingOccurrences(of: " initialViewController", with: " 1️⃣initialViewController"), [
            Expected("1️⃣", .error, "initial view controller 'nope' is not in the document"),
        ]),
        DiagnosticCase("variation excluding a missing constraint", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <variation key="heightClass=compact">
                            <mask key="constraints">
                                <exclude 1️⃣reference="gone"/>
                            </mask>
                        </variation>
                    </view>
            """), [Expected("1️⃣", .error, "<exclude> reference 'gone' is not in the document")]),
        // Vocabulary and value types.
        DiagnosticCase("unknown element", xib("""
                    1️⃣<sparkleView contentMode="scaleToFill" id="s1"/>
                    <sparkleView id="s2"/>
            """), [Expected("1️⃣", .warning, "unknown element <sparkleView>; it is ignored")]),
        DiagnosticCase("unknown attribute", xib("""
                    <view contentMode="scaleToFill" 1️⃣glow="YES" id="v1"/>
                    <view contentMode="scaleToFill" glow="NO" id="v2"/>
            """), [Expected("1️⃣", .warning, "unknown attribute 'glow' on <view>; it is ignored")]),
        DiagnosticCase("alpha that is not a number", xib("""
                    <view 1️⃣alpha="abc" contentMode="scaleToFill" id="v1"/>
            """), [Expected("1️⃣", .warning, "attribute 'alpha' of <view> must be a number, not 'abc'; it is ignored")]),
        DiagnosticCase("hidden that is not YES or NO", xib("""
                    <view contentMode="scaleToFill" 1️⃣hidden="maybe" id="v1"/>
            """), [Expected("1️⃣", .warning, "attribute 'hidden' of <view> must be YES or NO, not 'maybe'; it is ignored")]),
        // Attributes a class inherits, on elements the corpus never showed them on (issue 15).
        DiagnosticCase("UIView's attributes on every view, and IB's own values", xib("""
                    <segmentedControl hidden="YES" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="s1"/>
                    <activityIndicatorView userInteractionEnabled="NO" contentMode="scaleToFill" style="medium" id="a1"/>
                    <stackView preservesSuperviewLayoutMargins="YES" contentMode="scaleToFill" axis="vertical" id="k1"/>
                    <view layoutMarginsFollowReadableWidth="YES" contentMode="scaleToFill" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="44" id="v1"/>
                    <tableViewCell restorationIdentifier="cell" contentMode="scaleToFill" id="c1"/>
                    <progressView userLabel="Progress" contentMode="scaleToFill" progress="0.5" id="p1"/>
            """), []),
        DiagnosticCase("an enumeration value a newer Xcode may write", xib("""
                    <view 1️⃣contentMode="sparkle" id="v1"/>
            """), [Expected("1️⃣", .warning, "'sparkle' is not a value nibc knows for attribute 'contentMode' of <view> (UIView); it is ignored")]),
        DiagnosticCase("an unknown keyed child", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        1️⃣<color key="glowColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                    </view>
            """), [Expected("1️⃣", .warning, "unknown property 'glowColor' (<color key=\"glowColor\">) of <view>; it is ignored")]),
        DiagnosticCase("frame width that is not a number", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" 1️⃣width="wide" height="20"/>
                    </view>
            """), [Expected("1️⃣", .error, "attribute 'width' of <rect> must be a number, not 'wide'")]),
        // Required attributes.
        DiagnosticCase("outlet without a property", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <connections>
                            1️⃣<outlet destination="-1" id="o1"/>
                        </connections>
                    </view>
            """), [Expected("1️⃣", .error, "<outlet> has no 'property' attribute")]),
        DiagnosticCase("action without a selector", xib("""
                    <button contentMode="scaleToFill" id="b1">
                        <connections>
                            1️⃣<action destination="-1" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
            """), [Expected("1️⃣", .error, "<action> has no 'selector' attribute")]),
        DiagnosticCase("action without a destination or target", xib("""
                    <button contentMode="scaleToFill" id="b1">
                        <connections>
                            1️⃣<action selector="tap:" eventType="touchUpInside" id="a1"/>
                        </connections>
                    </button>
            """), [Expected("1️⃣", .error, "<action> has no 'destination' or 'target' attribute")]),
        DiagnosticCase("frame without a height", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        1️⃣<rect key="frame" x="0.0" y="0.0" width="10"/>
                    </view>
            """), [Expected("1️⃣", .error, "<rect> has no 'height' attribute")]),
        DiagnosticCase("placeholder without an identifier", xib("""
                    1️⃣<placeholder id="p1" userLabel="Mystery"/>
            """), [Expected("1️⃣", .error, "<placeholder> has no 'placeholderIdentifier' attribute")]),
        DiagnosticCase("scene without a sceneID", storyboard("""
                    1️⃣<scene>
                        <objects/>
                    </scene>
            """), [Expected("1️⃣", .error, "<scene> has no 'sceneID' attribute")]),
        DiagnosticCase("duplicate scene id", storyboard(scene("s1", "vc1").replacingOccurrences(of: "<scene sceneID", with: "2️⃣<scene sceneID") + "\n" + scene("s1", "vc2").replacingOccurrences(of: "<scene sceneID", with: "1️⃣<scene sceneID")), [
            Expected("1️⃣", .error, "duplicate id 's1'"), Expected("2️⃣", .note, "'s1' is first defined here"),
        ]),
        // Resources.
        DiagnosticCase("image not in resources", xib("""
                    <imageView contentMode="scaleToFill" 1️⃣image="logo" id="i1"/>
                    <imageView contentMode="scaleToFill" image="declared" id="i2"/>
            """, resources: "        <image name=\"declared\" width=\"10\" height=\"10\"/>"), [
                Expected("1️⃣", .warning, "image 'logo' is not declared in <resources>"),
            ]),
        DiagnosticCase("named color not in resources", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <color key="backgroundColor" 1️⃣name="Brand"/>
                        <color key="tintColor" name="Declared"/>
                    </view>
            """, resources: "        <namedColor name=\"Declared\">\n            <color red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>\n        </namedColor>"), [
                Expected("1️⃣", .warning, "color 'Brand' is not declared in <resources>"),
            ]),
        DiagnosticCase("a clean document", xib("""
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Tom &amp; Jerry" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                                <rect key="frame" x="20" y="20" width="100" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="textColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="20" id="k1"/>
                        </constraints>
                        <connections>
                            <outlet property="label" destination="l1" id="o1"/>
                        </connections>
                    </view>
            """), []),
    ]

    @Test("each defective document gets exactly its diagnostics, at its markers", arguments: cases)
    func diagnostics(_ testCase: DiagnosticCase) {
        var diagnostics = Diagnostics()
        if let document = IBDocument.parse(testCase.source, path: "t.xib", diagnostics: &diagnostics) {
            document.resolve(into: &diagnostics)
        }
        // Each diagnostic and each of its notes, one line each.
        let actual = diagnostics.all.flatMap { [$0] + $0.notes }.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }
        let expected = testCase.expected.map { expected -> String in
            let position = testCase.markers[expected.marker] ?? (0, 0)
            return "t.xib:\(position.line):\(position.column): \(expected.severity.rawValue): \(expected.message)"
        }
        #expect(actual == expected)
    }
}
