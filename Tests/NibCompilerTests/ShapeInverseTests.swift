// ShapeInverseTests.swift — each shape's inverse (`InvertibleShape.raise`) run on what compiling
// wrote: a table of one-view documents per shape, compiled, the view's keys read back into what
// its element said. Where the shape declares a loss, the case says what comes back instead.

import Foundation
import InterfaceBuilder
import NibArchive
import Testing

@testable import NibCompiler

@Suite("Shape inverses")
struct ShapeInverseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let shape: any InvertibleShape.Type
        /// The view's element, its attributes and children (XML), and the element whose object
        /// the shape writes (the view's, or a constraint's inside it).
        let element: String, attributes: String, children: String, object: String
        /// What the inverse gives back: the document's values, unless `lossy`.
        let attributesBack: [String: String]
        let childrenBack: [String: [String: String]]
        /// Keyed children with children of their own, beside `childrenBack`.
        let nestedBack: [String: RaisedElement]
        /// The case is one of the shape's declared losses.
        let lossy: Bool

        init(
            _ shape: any InvertibleShape.Type, _ element: String = "view", attributes: String = "", children: String = "", object: String? = nil,
            back attributesBack: [String: String] = [:], childrenBack: [String: [String: String]] = [:],
            nestedBack: [String: RaisedElement] = [:], lossy: Bool = false
        ) {
            (self.shape, self.element, self.attributes, self.children, self.object) = (shape, element, attributes, children, object ?? element)
            (self.attributesBack, self.childrenBack, self.nestedBack, self.lossy) = (attributesBack, childrenBack, nestedBack, lossy)
        }

        var testDescription: String { "@\(shape.name) <\(element) \(attributes)>\(children)" + (lossy ? " (lossy)" : "") }
    }

    static let cases: [Case] = [
        Case(FrameShape.self, children: #"<rect key="frame" x="20" y="30" width="100" height="50.5"/>"#,
             childrenBack: ["frame": ["x": "20", "y": "30", "width": "100", "height": "50.5"]]),
        Case(FrameShape.self, children: #"<rect key="frame" x="-8" y="0.5" width="320" height="0"/>"#,
             childrenBack: ["frame": ["x": "-8", "y": "0.5", "width": "320", "height": "0"]]),
        Case(OpaqueShape.self, attributes: #"opaque="NO""#, back: ["opaque": "NO"]),
        Case(OpaqueShape.self, attributes: #"opaque="YES""#, back: ["opaque": "YES"]),
        Case(OpaqueShape.self, back: ["opaque": "YES"]),  // UIView's default: opaque
        Case(AutoresizingMaskShape.self, children: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>"#,
             childrenBack: ["autoresizingMask": ["widthSizable": "YES", "heightSizable": "YES"]]),
        Case(AutoresizingMaskShape.self, children: #"<autoresizingMask key="autoresizingMask"/>"#, childrenBack: ["autoresizingMask": [:]]),
        Case(AutoresizingMaskShape.self, childrenBack: ["autoresizingMask": ["flexibleMaxX": "YES", "flexibleMaxY": "YES"]], lossy: true),
        Case(HuggingShape.self, attributes: #"horizontalHuggingPriority="251" verticalHuggingPriority="252""#,
             back: ["horizontalHuggingPriority": "251", "verticalHuggingPriority": "252"]),
        Case(HuggingShape.self, attributes: #"horizontalHuggingPriority="251""#,
             back: ["horizontalHuggingPriority": "251", "verticalHuggingPriority": "250"], lossy: true),
        Case(HuggingShape.self),
        Case(HuggingAlwaysShape.self, "slider", back: ["horizontalHuggingPriority": "250", "verticalHuggingPriority": "250"], lossy: true),
        Case(CompressionResistanceShape.self, attributes: #"horizontalCompressionResistancePriority="749" verticalCompressionResistancePriority="751""#,
             back: ["horizontalCompressionResistancePriority": "749", "verticalCompressionResistancePriority": "751"]),
        Case(CompressionResistanceShape.self, attributes: #"verticalCompressionResistancePriority="1000""#,
             back: ["horizontalCompressionResistancePriority": "750", "verticalCompressionResistancePriority": "1000"], lossy: true),
        Case(StackViewOpaqueShape.self, "stackView", attributes: #"opaque="NO""#, back: ["opaque": "NO"]),
        Case(ToolbarMaskShape.self, "toolbar", children: #"<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>"#,
             childrenBack: ["autoresizingMask": ["widthSizable": "YES", "flexibleMinY": "YES"]]),
        Case(NavigationBarMaskShape.self, "navigationBar", children: #"<autoresizingMask key="autoresizingMask" widthSizable="YES"/>"#,
             childrenBack: ["autoresizingMask": ["widthSizable": "YES"]]),
        Case(TextShape.self, "label", attributes: #"text="Hello, “world”""#, back: ["text": "Hello, “world”"]),
        Case(TextShape.self, "label", children: #"<string key="text">two&#10;lines</string>"#, back: ["text": "two\nlines"], lossy: true),
        Case(ShadowOffsetShape.self, "label", children: #"<size key="shadowOffset" width="1" height="2.5"/>"#,
             childrenBack: ["shadowOffset": ["width": "1", "height": "2.5"]]),
        Case(ShadowOffsetShape.self, "label", childrenBack: ["shadowOffset": ["width": "0", "height": "-1"]], lossy: true),
        Case(RowHeightShape.self, "tableView", attributes: #"rowHeight="60""#, back: ["rowHeight": "60"]),
        Case(RowHeightShape.self, "tableView", attributes: #"rowHeight="44.5""#, back: ["rowHeight": "44.5"]),
        Case(SearchBarTraitsShape.self, "searchBar", children: #"<textInputTraits key="textInputTraits" returnKeyType="search" enablesReturnKeyAutomatically="YES"/>"#,
             childrenBack: ["textInputTraits": ["returnKeyType": "search", "enablesReturnKeyAutomatically": "YES"]]),
        Case(PickerDateShape.self, "datePicker", children: #"<date key="date" timeIntervalSinceReferenceDate="514750907.93391103"/>"#,
             childrenBack: ["date": ["timeIntervalSinceReferenceDate": "514750907.933911"]]),
        Case(SectionHeightsShape.self, "tableView", attributes: #"sectionHeaderHeight="22" sectionFooterHeight="18""#,
             back: ["sectionHeaderHeight": "22", "sectionFooterHeight": "18"]),
        Case(TableStyleShape.self, "tableView", attributes: #"style="grouped""#, back: ["style": "grouped"]),
        Case(TableStyleShape.self, "tableView", back: ["style": "plain"], lossy: true),
        Case(SeparatorStyleShape.self, "tableView", attributes: #"separatorStyle="none""#, back: ["separatorStyle": "none"]),
        Case(SeparatorStyleShape.self, "tableView", attributes: #"separatorStyle="singleLineEtched""#, back: ["separatorStyle": "singleLineEtched"]),
        Case(SeparatorStyleShape.self, "tableView", back: ["separatorStyle": "default"], lossy: true),
        Case(ControllerRestorationIdentifierShape.self, "viewController", attributes: #"restorationIdentifier="Settings""#,
             back: ["restorationIdentifier": "Settings"]),
        Case(MultiplierShape.self, children: ShapeInverseTests.constraint(#"multiplier="0.5""#), object: "constraint", back: ["multiplier": "0.5"]),
        Case(MultiplierShape.self, children: ShapeInverseTests.constraint(#"multiplier="1:4""#), object: "constraint", back: ["multiplier": "0.25"],
             lossy: true),
        Case(MultiplierShape.self, children: ShapeInverseTests.constraint(""), object: "constraint"),
        Case(ConstantV2Shape.self, children: ShapeInverseTests.constraint(#"constant="8.5""#), object: "constraint", back: ["constant": "8.5"]),
        Case(ConstantV2Shape.self, children: ShapeInverseTests.constraint(#"symbolic="YES""#), object: "constraint", back: ["symbolic": "YES"]),
        Case(ConstantV2Shape.self, children: ShapeInverseTests.constraint(#"constant="0""#), object: "constraint", lossy: true),
        Case(FirstAttributeShape.self, children: ShapeInverseTests.constraint(""), object: "constraint", back: ["firstAttribute": "width"]),
        Case(FirstAttributeShape.self, children: ShapeInverseTests.constraint("", first: "leadingMargin"), object: "constraint",
             back: ["firstAttribute": "leading"], lossy: true),
        Case(SecondAttributeShape.self, children: ShapeInverseTests.constraint(""), object: "constraint", back: ["secondAttribute": "height"]),
        Case(FontSizingShape.self, "label", attributes: #"adjustsFontSizeToFit="NO""#, back: ["adjustsFontSizeToFit": "NO"]),
        Case(FontSizingShape.self, "label", attributes: #"minimumScaleFactor="0.5""#, back: ["minimumScaleFactor": "0.5", "minimumFontSize": "8.5"],
             lossy: true),  // 17-point system font
        Case(DataDetectorTypesShape.self, "textView", children: #"<dataDetectorType key="dataDetectorTypes" phoneNumber="YES" link="YES"/>"#,
             childrenBack: ["dataDetectorTypes": ["phoneNumber": "YES", "link": "YES"]]),
        Case(DataDetectorTypesShape.self, "textView"),
        Case(WebViewDataDetectorTypesShape.self, "webView", children: #"<dataDetectorType key="dataDetectorTypes" address="YES"/>"#,
             childrenBack: ["dataDetectorTypes": ["address": "YES"]]),
        Case(WebViewDataDetectorTypesShape.self, "webView", childrenBack: ["dataDetectorTypes": ["phoneNumber": "YES"]], lossy: true),
        Case(TextViewTextShape.self, "textView", attributes: #"text="Lorem ipsum""#, back: ["text": "Lorem ipsum"]),
        Case(ActivityIndicatorLegacyStyleShape.self, "activityIndicatorView", attributes: #"style="gray""#, back: ["style": "gray"]),
        Case(ActivityIndicatorLegacyStyleShape.self, "activityIndicatorView", attributes: #"style="medium""#, back: ["style": "white"], lossy: true),
        Case(TextInputTraitsShape.self, "textField",
             children: #"<textInputTraits key="textInputTraits" autocorrectionType="no" keyboardType="emailAddress" secureTextEntry="YES"/>"#,
             // Secure entry turns spell checking off too: it comes back written.
             childrenBack: ["textInputTraits": ["autocorrectionType": "no", "spellCheckingType": "no", "keyboardType": "emailAddress", "secureTextEntry": "YES"]]),
        Case(TextInputTraitsShape.self, "textField", children: #"<textInputTraits key="textInputTraits"/>"#, lossy: true),
        Case(TextColorShape.self, "label",
             children: #"<color key="textColor" red="1" green="0.5" blue="0.25" alpha="0.75" colorSpace="custom" customColorSpace="sRGB"/>"#,
             childrenBack: ["textColor": ["red": "1", "green": "0.5", "blue": "0.25", "alpha": "0.75", "colorSpace": "custom", "customColorSpace": "sRGB"]]),
        Case(TextColorShape.self, "label",
             children: #"<color key="textColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
             childrenBack: ["textColor": ["red": "0.1", "green": "0.2", "blue": "0.3", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"]]),
        Case(TextColorShape.self, "label",
             children: #"<color key="textColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
             childrenBack: ["textColor": ["white": "0.5", "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"]]),
        Case(TextColorShape.self, "label", children: #"<color key="textColor" cocoaTouchSystemColor="darkTextColor"/>"#,
             childrenBack: ["textColor": ["systemColor": "darkTextColor"]], lossy: true),  // Xcode 5–10's spelling of a named color
        Case(TextColorShape.self, "label", childrenBack: ["textColor": ["systemColor": "labelColor"]], lossy: true),
        Case(TranslatesMaskShape.self, attributes: #"translatesAutoresizingMaskIntoConstraints="NO""#,
             back: ["translatesAutoresizingMaskIntoConstraints": "NO"]),
        Case(TranslatesMaskShape.self),
        Case(LabelTextAlignmentShape.self, "label", attributes: #"textAlignment="center""#, back: ["textAlignment": "center"]),
        Case(LabelTextAlignmentShape.self, "label", back: ["textAlignment": "left"]),
        Case(TintColorShape.self, children: #"<color key="tintColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
             childrenBack: ["tintColor": ["red": "1", "green": "0", "blue": "0", "alpha": "1", "colorSpace": "custom", "customColorSpace": "sRGB"]]),
        Case(TintColorShape.self),
        // (A fixed-frame view translates its mask from SDK 10, the default: it comes back translating.)
        Case(TranslatesMaskShape.self, attributes: #"fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO""#, lossy: true),
        Case(ButtonTitleFontShape.self, "button", children: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>"#,
             childrenBack: ["fontDescription": ["type": "boldSystem", "pointSize": "17"]]),
        Case(ButtonTitleFontShape.self, "button", attributes: #"buttonType="system""#,
             childrenBack: ["fontDescription": ["type": "system", "pointSize": "15"]], lossy: true),
        Case(ButtonTitleFontShape.self, "button"),
        Case(TextFieldFontShape.self, "textField", children: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>"#,
             childrenBack: ["fontDescription": ["type": "boldSystem", "pointSize": "14"]]),
        Case(TextFieldFontShape.self, "textField", attributes: #"usesAttributedText="YES""#,
             childrenBack: ["fontDescription": ["type": "system", "pointSize": "17"]], lossy: true),
        Case(TextFieldAlignmentShape.self, "textField", attributes: #"textAlignment="center""#, back: ["textAlignment": "center"]),
        Case(TextFieldAlignmentShape.self, "textField", attributes: #"usesAttributedText="YES""#, lossy: true),
        Case(FontShape.self, "label", children: #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
             childrenBack: ["fontDescription": ["type": "system", "pointSize": "17"]]),
        Case(FontShape.self, "label", children: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="20.5"/>"#,
             childrenBack: ["fontDescription": ["type": "boldSystem", "pointSize": "20.5"]]),
        Case(FontShape.self, "label", children: #"<fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/>"#,
             childrenBack: ["fontDescription": ["type": "system", "weight": "semibold", "pointSize": "15"]]),
        Case(FontShape.self, "label", children: #"<fontDescription key="fontDescription" type="italicSystem" pointSize="12"/>"#,
             childrenBack: ["fontDescription": ["type": "italicSystem", "pointSize": "12"]]),
        Case(FontShape.self, "label", children: #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#,
             childrenBack: ["fontDescription": ["style": "UICTFontTextStyleBody"]]),
        Case(FontShape.self, "label", children: #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="16"/>"#,
             childrenBack: ["fontDescription": ["name": "Avenir-Book", "pointSize": "16"]], lossy: true),
        Case(ButtonStatesShape.self, "button",
             children: #"<state key="normal" title="OK" image="check"><color key="titleColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></state><state key="highlighted" title="Pressed" backgroundImage="glow"/>"#,
             nestedBack: [
                "normal": RaisedElement(attributes: ["title": "OK", "image": "check"], children: [
                    "titleColor": ["white": "0", "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"],
                ]),
                "highlighted": ["title": "Pressed", "backgroundImage": "glow"],
             ]),
        Case(VisualEffectShape.self, "visualEffectView", children: #"<view key="contentView" id="c1"/><blurEffect style="dark"/>"#,
             childrenBack: ["blurEffect": ["style": "dark"]]),
        Case(VisualEffectShape.self, "visualEffectView", children: #"<view key="contentView" id="c1"/><blurEffect style="prominent"/>"#,
             childrenBack: ["blurEffect": ["style": "prominent"]]),
        Case(TitleTextAttributesShape.self, "navigationBar",
             children: #"<textAttributes key="titleTextAttributes"><fontDescription key="fontDescription" type="boldSystem" pointSize="18"/><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></textAttributes>"#,
             nestedBack: [
                "titleTextAttributes": RaisedElement(attributes: [:], children: [
                    "fontDescription": ["type": "boldSystem", "pointSize": "18"],
                    "textColor": ["white": "1", "alpha": "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"],
                ]),
             ]),
        Case(StoryboardIdentifierShape.self, "viewController",
             children: #"<scene sceneID="s1"><objects><viewController storyboardIdentifier="Settings" id="vc1" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="v1"><rect key="frame" x="0" y="0" width="320" height="480"/></view></viewController><placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/></objects></scene>"#,
             back: ["storyboardIdentifier": "Settings"]),
    ]

    /// A `<constraints>` list of one constraint of `v1` (width = height, or `first` = height), with `attributes`.
    static func constraint(_ attributes: String, first: String = "width") -> String {
        #"<constraints><constraint firstItem="v1" firstAttribute="\#(first)" secondItem="v1" secondAttribute="height" \#(attributes) id="c1"/></constraints>"#
    }

    /// The keys of the document's one object of class `className`, as compiled.
    static func compiledKeys(of item: Case) throws -> (values: [String: ObjectGraph.Value], graph: ObjectGraph) {
        if item.element == "viewController", item.children.contains("<scene") { return try storyboardKeys(of: item) }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <\(item.element) \(item.attributes) id="v1">\(item.children)</\(item.element)>
                </objects>
            </document>
            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Shape.xib", diagnostics: &diagnostics))
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        let graph = ObjectGraph(archive)
        let className = try #require(ArchivePlans.standard.byElement[item.object])
        let object = try #require(graph.objects.first { $0.className == className })
        var values: [String: ObjectGraph.Value] = [:]
        for entry in object.entries where item.shape.keys.contains(entry.key) { values[entry.key] = entry.value }
        return (values, graph)
    }

    /// The same for a storyboard (`item.children` is its scenes): the controller in its scene nib,
    /// a class swapper from SDK 13.
    static func storyboardKeys(of item: Case) throws -> (values: [String: ObjectGraph.Value], graph: ObjectGraph) {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc1">
                <scenes>\(item.children)</scenes>
            </document>
            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Shape.storyboard", diagnostics: &diagnostics))
        let compiled = try #require(NibCompiler.compileStoryboard(document, diagnostics: &diagnostics))
        for nib in compiled.nibs {
            let graph = ObjectGraph(nib.archive)
            guard let object = graph.objects.first(where: { object in
                object.className == "UIViewController"
                    || (object.className == "UIClassSwapper" && graph.text(of: object.entries.first { $0.key == "UIOriginalClassName" }?.value) == "UIViewController")
            }), object.entries.contains(where: { $0.key == "UIStoryboardIdentifier" })
            else { continue }
            var values: [String: ObjectGraph.Value] = [:]
            for entry in object.entries where item.shape.keys.contains(entry.key) { values[entry.key] = entry.value }
            return (values, graph)
        }
        Issue.record("no scene nib with the controller")
        return ([:], ObjectGraph())
    }

    @Test("each shape's inverse gives back what its element said, or what its loss declares", arguments: ShapeInverseTests.cases)
    func roundTrip(_ item: Case) throws {
        let (values, graph) = try ShapeInverseTests.compiledKeys(of: item)
        var raised = RaisedElement()
        item.shape.raise(values, in: graph, into: &raised)
        let children = item.childrenBack.mapValues { RaisedElement(attributes: $0) }.merging(item.nestedBack) { $1 }
        #expect(raised == RaisedElement(attributes: item.attributesBack, children: children))
        if item.lossy { #expect(!item.shape.loss.isEmpty) }
    }

    /// The shapes without an inverse of their own, and why: what they write is other objects (the
    /// decompiler's structure code rebuilds the element tree from those references), or what ibtool
    /// derives from other values (the document's own value is design time, or another key's).
    static let structure: Set<String> = [
        "arrangedSubviews", "barDelegate", "barItems", "cellContentView", "childControllers", "childList", "collectionPrototypes", "customizableControllers",
        "constraints", "controllerToolbarItems", "controllerView", "firstItem", "keepAlive", "layoutGuides", "navigationItemBar",
        "navigationItemLists", "parentController", "prototypeDelegate", "refreshControl", "secondItem", "segueTemplates", "splitColumns",
        "labelAttributedText", "rightBarButtonItem", "segments", "subviews", "tablePrototypes", "tableSectionRows", "toolbarItems", "viewNib", "visualEffectContentView",
        // An inner object whose keys are UITapRecognizer's archive lines: they invert through their codecs.
        "tapRecognizer",
    ]
    static let derived: Set<String> = ["navigationBarMargins", "pickerSelectionBar", "collectionContentSize", "tableContentSize", "textViewContentSize", "constant", "showsSelectionImmediately",
        "textFieldTraitColor",
        // A segment's stretch and position follow from its place among its control's segments.
        "segmentStretch", "segmentPosition"]

    @Test("every UIKit shape has an inverse, or writes other objects, or what ibtool derives")
    func everyShapeAccounted() {
        let invertible = Set(UIKitShapes.all.compactMap { shape -> String? in (shape as? any InvertibleShape.Type).map { $0.name } })
        let all = Set(UIKitShapes.all.map { $0.name })
        #expect(invertible.union(ShapeInverseTests.structure).union(ShapeInverseTests.derived) == all)
        #expect(invertible.isDisjoint(with: ShapeInverseTests.structure.union(ShapeInverseTests.derived)))
        #expect(all.count == 82 && invertible.count == 40)
    }

    @Test("the UIKit shapes with an inverse")
    func invertible() {
        let invertible = UIKitShapes.all.compactMap { shape -> String? in (shape as? any InvertibleShape.Type).map { $0.name } }
        #expect(Set(invertible) == [
            "frame", "opaque", "stackViewOpaque", "autoresizingMask", "barMask", "navigationBarMask", "hugging", "huggingAlways",
            "compressionResistance", "text", "shadowOffset", "rowHeight", "sectionHeights", "pickerDate", "searchBarTraits", "tableStyle", "separatorStyle", "controllerRestorationIdentifier",
            "multiplier", "constantV2", "firstAttribute", "secondAttribute", "fontSizing", "dataDetectorTypes", "webViewDataDetectorTypes",
            "textViewText", "activityIndicatorLegacyStyle", "textInputTraits", "textColor", "font", "buttonStates", "visualEffect",
            "titleTextAttributes", "storyboardIdentifier", "translatesMask", "buttonTitleFont", "tintColor", "labelTextAlignment",
            "textFieldFont", "textFieldAlignment",
        ])
        // Every one has a case here.
        #expect(Set(ShapeInverseTests.cases.map { $0.shape.name }) == Set(invertible))
    }
}
