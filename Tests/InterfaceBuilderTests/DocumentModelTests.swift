// DocumentModelTests.swift — what the document model holds: header, dependencies, objects in
// document order with their custom classes, keyed properties, collections, connections, text,
// scenes, resources; and that nothing depends on XMLParser's attribute order.

@testable import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Document model")
struct DocumentModelTests {
    static let sample = xib("""
                <view contentMode="scaleToFill" id="v1" customClass="CardView" customModule="Cards" customModuleProvider="target">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Tom &amp; Jerry &lt;3" id="l1">
                            <rect key="frame" x="20" y="20" width="100" height="21"/>
                            <nil key="textColor"/>
                        </label>
                        <textView clipsSubviews="YES" contentMode="scaleToFill" id="t1">
                            <string key="text">Line one&#10;Line &amp; two</string>
                        </textView>
                        <button contentMode="scaleToFill" id="b1">
                            <state key="normal" title="Go"/>
                            <connections>
                                <action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/>
                            </connections>
                        </button>
                    </subviews>
                    <constraints>
                        <constraint firstItem="l1" firstAttribute="leading" secondItem="v1" secondAttribute="leading" constant="20" id="k1"/>
                    </constraints>
                    <connections>
                        <outlet property="title" destination="l1" id="o1"/>
                        <outletCollection property="all" destination="b1" collectionClass="NSMutableArray" id="c1"/>
                    </connections>
                </view>
        """, resources: "        <image name=\"logo\" width=\"10\" height=\"12\"/>")

    func parse(_ text: String) throws -> IBDocument {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(text.utf8), path: "m.xib", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.description))")
        return document
    }

    @Test("header and dependencies")
    func header() throws {
        let document = try parse(DocumentModelTests.sample)
        #expect(document.kind == .xib)
        #expect(document.header("toolsVersion") == "21701")
        #expect(document.header("targetRuntime") == "iOS.CocoaTouch")
        #expect(document.headerFlag("useAutolayout") && document.headerFlag("useSafeAreas"))
        #expect(document.dependencies == [
            .init(kind: "plugIn", identifier: "com.apple.InterfaceBuilder.IBCocoaTouchPlugin", version: "21679", name: nil, minToolsVersion: nil),
        ])
    }

    @Test("objects in document order, custom class, keyed properties, collections, text")
    func objects() throws {
        let document = try parse(DocumentModelTests.sample)
        #expect(document.objects.map { document.attribute("id", of: $0) } == ["-1", "-2", "v1", "l1", "t1", "b1", "k1"])
        let view = try #require(document.nodeByID["v1"])
        #expect(document.customClass(of: view)?.name == "CardView")
        #expect(document.customClass(of: view)?.module == "Cards")
        #expect(document.customClass(of: view)?.moduleProvider == "target")
        let frame = try #require(document.child(key: "frame", of: view))
        #expect(document.attribute("width", of: frame) == "375")
        #expect(document.children(of: view).map { document[$0].name } == ["rect", "subviews", "constraints", "connections"])
        let label = try #require(document.nodeByID["l1"])
        #expect(document.attribute("text", of: label) == "Tom & Jerry <3")
        let textColor = try #require(document.child(key: "textColor", of: label))
        #expect(document[textColor].name == "nil")
        let textView = try #require(document.nodeByID["t1"])
        let text = try #require(document.child(key: "text", of: textView))
        #expect(document.text(of: text) == "Line one\nLine & two")
        #expect(document.text(of: view) == nil, "indentation between elements is not text")
        // Where the label is, found by searching the text (independently of the parser).
        let lines = DocumentModelTests.sample.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("<label ") })
        let column = { (needle: String) in lines[line].distance(from: lines[line].startIndex, to: lines[line].range(of: needle)!.lowerBound) + 1 }
        #expect(document.location(of: label) == SourceLocation(file: "m.xib", line: line + 1, column: column("<label ")))
        #expect(document.location(ofAttribute: "text", of: label) == SourceLocation(file: "m.xib", line: line + 1, column: column(" text=") + 1))
        #expect(document.resources.map { document.attribute("name", of: $0) } == ["logo"])
    }

    @Test("connections with their kind, source, destination and label")
    func connections() throws {
        let document = try parse(DocumentModelTests.sample)
        let found = document.connections.map { ($0.kind, document.attribute("id", of: $0.source), $0.destination, $0.label) }
        #expect(found.map { "\($0.0.rawValue) \($0.1 ?? "") → \($0.2 ?? "") \($0.3 ?? "")" } == [
            "action b1 → -1 go:", "outlet v1 → l1 title", "outletCollection v1 → b1 all",
        ])
    }

    @Test("storyboard scenes, initial view controller and layout guides")
    func storyboardScenes() throws {
        let text = storyboard(scene("s1", "vc1") + "\n" + scene("s2", "vc2"), documentExtra: " initialViewController=\"vc2\"")
        let document = try parse(text)
        #expect(document.kind == .storyboard)
        #expect(document.scenes.map { document.attribute("sceneID", of: $0) } == ["s1", "s2"])
        #expect(document.header("initialViewController") == "vc2")
        #expect(document.nodeByID["s2"] == document.scenes[1])
    }

    @Test("CDATA sections are text")
    func cdata() throws {
        let document = try parse(xib("""
                    <textView contentMode="scaleToFill" id="t1">
                        <string key="text"><![CDATA[a < b & c]]></string>
                    </textView>
            """))
        let textView = try #require(document.nodeByID["t1"])
        let text = try #require(document.child(key: "text", of: textView))
        #expect(document.text(of: text) == "a < b & c")
    }

    /// IB3 objects (the key names and values of the corpus's 45 archives) and what the upgrade
    /// makes of them: the element, then attributes it must have.
    static let legacyCases: [(object: String, element: String, attributes: [String: String])] = [
        (#"<object class="IBUITableView" id="10"><string key="NSFrameSize">{320, 460}</string><bool key="IBUIAlwaysBounceVertical">YES</bool><int key="IBUIStyle">1</int><int key="IBUISeparatorStyle">2</int><float key="IBUIRowHeight">44</float><float key="IBUISectionHeaderHeight">22</float></object>"#,
         "tableView", ["style": "grouped", "separatorStyle": "singleLineEtched", "rowHeight": "44", "sectionHeaderHeight": "22", "alwaysBounceVertical": "YES"]),
        (#"<object class="IBUISlider" id="10"><string key="NSFrame">{{20, 20}, {280, 23}}</string><int key="IBUIContentHorizontalAlignment">0</int><int key="IBUIContentVerticalAlignment">0</int><float key="IBUIValue">0.5</float><float key="IBUIMaxValue">10</float></object>"#,
         "slider", ["value": "0.5", "maxValue": "10", "contentHorizontalAlignment": "center", "contentVerticalAlignment": "center"]),
        (#"<object class="IBUIViewController" id="10"><string key="IBUINibName">RootViewController</string></object>"#,
         "viewController", ["nibName": "RootViewController"]),
        (#"<object class="IBUILabel" id="10"><string key="NSFrame">{{0, 0}, {100, 21}}</string><string key="IBUIText">Hi</string><int key="IBUITextAlignment">1</int><bool key="IBUIAdjustsFontSizeToFit">NO</bool></object>"#,
         "label", ["text": "Hi", "textAlignment": "center", "adjustsFontSizeToFit": "NO"]),
        (#"<object class="IBUITextField" id="10"><string key="NSFrame">{{8, 8}, {304, 31}}</string><int key="IBUIBorderStyle">3</int><int key="IBUIClearButtonMode">1</int><bool key="IBUIClearsOnBeginEditing">YES</bool><object class="IBUITextInputTraits" key="IBUITextInputTraits"><int key="IBUIReturnKeyType">7</int></object></object>"#,
         "textField", ["borderStyle": "roundedRect", "clearButtonMode": "whileEditing", "clearsOnBeginEditing": "YES"]),
        (#"<object class="IBUIButton" id="10"><string key="NSFrame">{{20, 20}, {280, 37}}</string><int key="IBUIButtonType">1</int><string key="IBUINormalTitle">Push!</string><object class="NSColor" key="IBUIHighlightedTitleColor"><int key="NSColorSpace">3</int><bytes key="NSWhite">MQA</bytes></object></object>"#,
         "button", ["buttonType": "roundedRect"]),
        (#"<object class="IBUIToolbar" id="10"><string key="NSFrame">{{0, 416}, {320, 44}}</string><object class="NSMutableArray" key="IBUIItems"><object class="IBUIBarButtonItem" id="11"><string key="IBUITitle">Switch</string><int key="IBUIStyle">1</int><reference key="IBUIToolbar" ref="10"/></object><object class="IBUIBarButtonItem" id="12"><int key="IBUISystemItemIdentifier">5</int><reference key="IBUIToolbar" ref="10"/></object></object></object>"#,
         "toolbar", [:]),
        (#"<object class="IBUISwitch" id="10"><string key="NSFrame">{{46, 86}, {94, 27}}</string><bool key="IBUIOn">YES</bool></object>"#,
         "switch", ["on": "YES"]),
    ]

    @Test("an IB3 archive's objects become modern elements with their attributes", arguments: legacyCases.indices)
    func legacyUpgrade(index: Int) throws {
        let example = Self.legacyCases[index]
        let document = try parse(ib3Archive(example.object))
        let node = try #require(document.nodeByID["10"])
        #expect(document[node].name == example.element)
        for (name, value) in example.attributes {
            #expect(document.attribute(name, of: node) == value, "\(name)")
        }
        // A toolbar's items are its <items>; IB3's item style defaults to plain, the modern one to bordered.
        if example.element == "toolbar" {
            let items = try #require(document.child("items", of: node))
            let styles = document.children(of: items).map { document.attribute("style", of: $0) }
            #expect(styles == ["bordered", "plain"])
            #expect(document.children(of: items).map { document.attribute("systemItem", of: $0) } == [nil, "flexibleSpace"])
        }
        // A button's titles and colors are its states, as in a modern document.
        if example.element == "button" {
            let normal = try #require(document.child(key: "normal", of: node))
            #expect(document.attribute("title", of: normal) == "Push!")
            let highlighted = try #require(document.child(key: "highlighted", of: node))
            #expect(document.child(key: "titleColor", of: highlighted).flatMap { document.attribute("white", of: $0) } == "1")
        }
        // A text field's traits are its keyed child, as in a modern document.
        if example.element == "textField" {
            let traits = try #require(document.child(key: "textInputTraits", of: node))
            #expect(document.attribute("returnKeyType", of: traits) == "send")
        }
    }

    /// The IB3 upgrade's table against the class model: every attribute it writes is declared on the
    /// modern element's class with a domain its form fits, every enumeration name is the model's
    /// name for that raw value (the IB3 value is UIKit's), and every keyed child it writes is declared.
    @Test("the IB3 upgrade writes only what the class model declares, with UIKit's raw values")
    func legacyTableAgainstModel() throws {
        let model = IBClassModel.standard
        func check(_ element: String, _ keys: [(key: String, attribute: String, form: LegacyUpgrade.Form)]) throws {
            let declaration = try #require(model.classDeclaration(forElement: element, platform: .uikit), "<\(element)>")
            for entry in keys {
                let attribute = try #require(model.attribute(entry.attribute, of: declaration), "\(element) \(entry.attribute)")
                switch entry.form {
                case .flag: #expect(attribute.domain == .bool, "\(element) \(entry.attribute)")
                case .number: #expect(attribute.domain == .number || attribute.domain == .integer, "\(element) \(entry.attribute)")
                case .text, .resource: #expect(attribute.domain == .text, "\(element) \(entry.attribute)")
                case .names(let names), .namesOr(let names, _):
                    for (raw, name) in names.enumerated() {
                        #expect(attribute.domain.rawValue(of: name) == Int64(raw), "\(element) \(entry.attribute) \(name)")
                    }
                }
            }
        }
        try check("view", LegacyUpgrade.viewAttributeKeys)
        for (className, legacy) in LegacyUpgrade.classes {
            try check(legacy.element, legacy.keys)
            for part in legacy.parts { try check(part.element, part.keys) }
            let declaration = try #require(model.classDeclaration(forElement: legacy.element, platform: .uikit), "\(className)")
            for key in legacy.colors.map(\.modernKey) + legacy.parts.map(\.modernKey) + legacy.objects.map(\.modernKey) {
                #expect(model.keyedChild(key, of: declaration) != nil, "\(className) \(key)")
            }
        }
    }

    @Test("attributes are sorted by name, whatever order the document and the parser use")
    func attributeOrder() throws {
        let one = try parse(xib(#"        <view contentMode="scaleToFill" alpha="0.5" id="v1" hidden="YES"/>"#))
        let two = try parse(xib(#"        <view hidden="YES" id="v1" alpha="0.5" contentMode="scaleToFill"/>"#))
        let names = { (document: IBDocument) in document.attributes(of: document.nodeByID["v1"]!).map(\.name) }
        #expect(names(one) == ["alpha", "contentMode", "hidden", "id"])
        #expect(names(two) == names(one))
        #expect(one.summaryJSON(errors: 0, warnings: 0) == two.summaryJSON(errors: 0, warnings: 0))
    }
}

@Suite("Document model: typed views")
struct TypedViewTests {
    @Test("runtime attributes, accessibility, variations, placeholders and layout guides")
    func typedViews() throws {
        let text = storyboard("""
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="vc1" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="g1"/>
                                    <viewControllerLayoutGuide type="bottom" id="g2"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="v1">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <accessibility key="accessibilityConfiguration" label="Card">
                                        <bool key="isElement" value="YES"/>
                                    </accessibility>
                                    <userDefinedRuntimeAttributes>
                                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                                            <integer key="value" value="8"/>
                                        </userDefinedRuntimeAttribute>
                                        <userDefinedRuntimeAttribute type="string" keyPath="name" value="card"/>
                                    </userDefinedRuntimeAttributes>
                                    <variation key="heightClass=compact">
                                        <mask key="constraints">
                                            <exclude reference="k1"/>
                                        </mask>
                                    </variation>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="10" id="k1"/>
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="r1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
            """)
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(text.utf8), path: "s.storyboard", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.description))")
        let controller = try #require(document.nodeByID["vc1"])
        #expect(document.layoutGuides(of: controller).map { document.attribute("type", of: $0) } == ["top", "bottom"])
        let view = try #require(document.nodeByID["v1"])
        #expect(document.keyedChildren(of: view).map(\.key) == ["frame", "accessibilityConfiguration", "heightClass=compact"])
        let attributes = document.runtimeAttributes(of: view)
        #expect(attributes.map(\.keyPath) == ["layer.cornerRadius", "name"])
        #expect(attributes[0].valueElement.map { document.attribute("value", of: $0) } == "8")
        #expect(attributes[1].value == "card")
        #expect(document.placeholders.map { document.attribute("placeholderIdentifier", of: $0) } == ["IBFirstResponder"])
        let accessibility = try #require(document.child(key: "accessibilityConfiguration", of: view))
        #expect(document.attribute("label", of: accessibility) == "Card")
    }
}
