// RecipeTests.swift — the `archive` lines of the class model (IBArchivedKey.swift) as the compiler
// reads them (Recipes.swift, Codecs.swift): every codec, constant and shape is known, every
// attribute a key reads is declared on the class chain, a flag's value is in its domain, an
// enumeration has UIKit's raw values (and its default one), every keyed child is declared, no key
// is written twice by one class chain, and a key has one SDK range.

import InterfaceBuilder
import NibArchive
@testable import NibCompiler
import NibTestSupport
import Testing

@Suite("Archive recipes")
struct RecipeTests {
    /// Every class of the model that declares `archive` lines (UIKit's, and IB's value classes).
    static let archivingClasses: [String] = IBClassModel.standard.declarations
        .filter { !$0.archivedKeys.isEmpty && ($0.platform == .uikit || $0.platform == .document) }
        .map(\.qualifiedName).sorted()

    /// The class whose attributes a class's keys read: its own, or, for an object a class
    /// archives inside itself (no element of its own), the class that archives it.
    static let readers: [String: String] = ["UITapRecognizer": "UITapGestureRecognizer"]

    @Test("each archive line reads what the class model declares, with the values its codec needs", arguments: archivingClasses)
    func declared(qualifiedName: String) throws {
        let model = IBClassModel.standard
        let declaration = try #require(model.classes[qualifiedName])
        let className = declaration.name
        let reader = try #require(UIKitRecipes.modelClass(RecipeTests.readers[className] ?? className))
        for declared in declaration.archivedKeys {
            // The line's codec, constant and shape are the compiler's (a defect stops the process).
            if let codec = declared.codec { #expect(KeyRecipe.Codec(codec) != nil, "\(className) line \(declared.line): codec \(codec)") }
            if case .constant(let text) = declared.source, !text.hasPrefix("\"") {
                #expect(ObjectGraph.Value(constant: text) != nil, "\(className): constant \(text)")
            }
            if case .shape(let name) = declared.source { #expect(Shapes.named(name) != nil, "\(className): shape \(name)") }
            guard let recipe = UIKitRecipes.recipe(declared) else { continue }
            switch recipe.source {
            case .attribute(let name):
                let attribute = try #require(model.attribute(name, of: reader), "\(className).\(name) is not declared")
                // A key written whatever the document says needs the value IB's silence means.
                switch recipe.codec {
                case .enumeration(.never), .double(always: true), .boolean, .alwaysFloat, .alwaysInteger, .either, .enumeration(.atRaw):
                    #expect(attribute.defaultValue != nil, "\(className).\(name) is always written: it needs a default")
                default: break
                }
                switch recipe.codec {
                case .flag(let when, _), .either(let when, _, _):
                    #expect(attribute.domain == .bool && attribute.domain.accepts(when), "\(className).\(name)")
                    #expect(attribute.defaultValue != nil, "\(className).\(name) needs the default IB's silence means")
                case .names(let table):
                    #expect(table.allSatisfy { attribute.domain.accepts($0.value) }, "\(className).\(name) names a value its domain has not")
                case .enumeration, .writtenEnumeration:
                    guard case .enumeration(let cases) = attribute.domain else {
                        Issue.record("\(className).\(name) is not an enumeration")
                        continue
                    }
                    #expect(cases.contains { $0.value != nil }, "\(className).\(name) has no raw values")
                    if let value = attribute.defaultValue { #expect(attribute.domain.rawValue(of: value) != nil, "\(className).\(name)") }
                case .present:
                    break
                case .reference:
                    #expect(attribute.domain == .reference, "\(className).\(name) names no object")
                case .integer, .alwaysInteger:
                    // An integer key reads an NSInteger property, which resolution holds to Int64's range.
                    #expect(attribute.domain == .integer, "\(className).\(name)")
                    #expect(attribute.defaultValue != nil, "\(className).\(name) is left out at its default")
                case .float, .double, .alwaysFloat, .writtenFloat:
                    #expect(attribute.domain == .number, "\(className).\(name)")
                    if case .float = recipe.codec { #expect(attribute.defaultValue != nil, "\(className).\(name) is left out at its default") }
                case .localizable, .image, .string, .stringOrNull, .stringOrEmpty:
                    #expect(attribute.domain == .text, "\(className).\(name)")
                case .boolean:
                    #expect(attribute.domain == .bool && attribute.defaultValue != nil, "\(className).\(name)")
                case .color, .colorOr, .font, .insets, .size, .object, .objectOrNull, .unlessNil, .hooked, .sizeString, .rectString:
                    Issue.record("\(className).\(recipe.key): an attribute needs a value codec")
                }
            case .child(let key), .childAttribute(let key, _):
                #expect(model.keyedChild(key, of: reader) != nil, "\(className) <… key=\"\(key)\"> is not declared")
            case .constant, .text, .shape, .inherited:
                break
            }
        }
    }

    @Test("the plans' elements are every element of the platform's object classes (and the shared ones with keys), each with its platform's class", arguments: [UIKitClasses.classes, AppKitClasses.classes])
    func planElements(_ classes: PlatformClasses) {
        let model = IBClassModel.standard
        var expected: [String: String] = [:]
        var controllers: Set<String> = []
        for declaration in model.declarations where declaration.role == .object {
            guard declaration.platform == classes.platform || (declaration.platform == .document && !declaration.archivedKeys.isEmpty) else { continue }
            let isController = !classes.notControllers.contains(declaration.name)
                && model.chain(of: declaration).contains { $0.name == classes.controllerClass }
            for element in declaration.elements where !classes.structureElements.contains(element) {
                guard model.classDeclaration(forElement: element, platform: classes.platform) === declaration else { continue }
                expected[element] = declaration.name
                if isController { controllers.insert(element) }
            }
        }
        let plans = ArchivePlans(model, classes: classes)
        #expect(plans.byElement == expected)
        #expect(Set(plans.controllerElements.names) == controllers)
        #expect(controllers.contains("viewController"))
    }

    @Test("each shape has a name of its own, and is found by it")
    func shapeNames() {
        let names = Shapes.all.map { $0.name }
        #expect(Set(names).count == names.count, "two shapes share a name")
        for shape in Shapes.all { #expect(Shapes.named(shape.name) == shape, "\(shape.name)") }
        #expect(Shapes.named("noSuchShape") == nil && Shapes.named("") == nil)
    }

    @Test("every class's plan writes each key once, superclass first")
    func keysOnce() throws {
        for (className, plan) in UIKitRecipes.plans {
            let keys = plan.steps.map(\.recipe.key)
            #expect(Set(keys).count == keys.count, "\(className) writes a key twice")
        }
        /// A class's own keys (`super` as ""), without the places only a subclass fills (`-`).
        func own(_ name: String) throws -> [String] {
            try #require(IBClassModel.standard.declaration(name, on: .uikit)).archivedKeys.filter { $0.source != .none }.map(\.key)
        }
        let view = try own("UIView"), control = try own("UIControl")
        // UIView's keys first; a stepper gets UIControl's without a recipe of its own.
        let stepper = try #require(UIKitRecipes.plans["UIStepper"]).steps.map(\.recipe.key)
        #expect(stepper == view + control)
        // A segmented control's tint color has a key of its own and no second vertical alignment
        // (Segments.swift): UIView's and UIControl's others, then its own.
        let segmented = try #require(UIKitRecipes.plans["UISegmentedControl"]).steps.map(\.recipe.key)
        #expect(!segmented.contains("UITintColor") && !segmented.contains("UIContentVerticalAlignment2"))
        #expect(Array(segmented.suffix(4)) == ["UISegmentedControlTintColor", "UISegments", "UISelectedSegmentIndex", "UIMomentary"])
        // UIButton archives its own keys before UIControl's (conformance pairs), its
        // configuration, nil, after them (42 of 42 Xcode 13+ buttons): `archive super`.
        let button = try #require(UIKitRecipes.plans["UIButton"]).steps.map(\.recipe.key)
        let buttonOwn = try own("UIButton")
        let split = try #require(buttonOwn.firstIndex(of: ""))
        #expect(button == view + buttonOwn[..<split] + control + buttonOwn[(split + 1)...])
        #expect(view.first == "UIBounds" && view.last == "UIViewLargeContentStoredProperties")
    }

    /// One SDK range per key: the compiler leaves a key out by name (`ArchivePlans.archives`).
    @Test("a key that older SDKs did not write has one range wherever it is declared")
    func sdkRanges() {
        var ranges: [String: IBArchivedKey.SDKRange] = [:]
        for declaration in IBClassModel.standard.declarations {
            for key in declaration.archivedKeys {
                guard let range = key.sdk else { continue }
                if let other = ranges[key.key] { #expect(other == range, "\(key.key): \(other) and \(range)") }
                ranges[key.key] = range
            }
        }
        // ReactNative's LaunchScreen (SDK 9): no UIDeepDrawRect; Cordova's MainViewController (SDK 8):
        // no semantic content attribute.
        let plans = ArchivePlans.standard
        #expect(plans.archives("UIDeepDrawRect", sdk: SDKVersion(9)) == false && plans.archives("UIDeepDrawRect", sdk: SDKVersion(10)))
        #expect(
            plans.archives("UIViewSemanticContentAttribute", sdk: SDKVersion(8)) == false
                && plans.archives("UIViewSemanticContentAttribute", sdk: SDKVersion(9)))
        #expect(plans.archives("UIFontPointSizeForScaling", sdk: SDKVersion(10)) == false && plans.archives("UIBounds", sdk: SDKVersion(8)))
    }

    /// Child-presence codecs: `<nil key="…"/>` is the class's default, not a value. Each row: an
    /// element, the key, and what it must archive (nil: left out).
    static let presenceCases: [(element: String, key: String, expected: Bool?)] = [
        // A label's text color: true when set or absent (SDCAlertView), false for <nil> (52 labels).
        (#"<label text="L" id="x"><rect key="frame" x="0" y="0" width="9" height="9"/><color key="textColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>"#, "UIDisableUpdateTextColorOnTraitCollectionChange", true),
        (#"<label text="L" id="x"><rect key="frame" x="0" y="0" width="9" height="9"/></label>"#, "UIDisableUpdateTextColorOnTraitCollectionChange", true),
        (#"<label text="L" id="x"><rect key="frame" x="0" y="0" width="9" height="9"/><nil key="textColor"/></label>"#, "UIDisableUpdateTextColorOnTraitCollectionChange", false),
        // An activity indicator's color: the flag only with a color (24 of 48 in Apple's nibs).
        (#"<activityIndicatorView style="medium" id="x"><rect key="frame" x="0" y="0" width="9" height="9"/><color key="color" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></activityIndicatorView>"#, "UIDisableUpdateColorOnTraitCollectionChange", true),
        (#"<activityIndicatorView style="medium" id="x"><rect key="frame" x="0" y="0" width="9" height="9"/><nil key="color"/></activityIndicatorView>"#, "UIDisableUpdateColorOnTraitCollectionChange", nil),
    ]

    @Test("a <nil> child is no value for a presence codec", arguments: presenceCases.indices)
    func nilChildren(index: Int) throws {
        let example = RecipeTests.presenceCases[index]
        let archive = try ClassChainTests.compiled(example.element).archive
        let object = try #require(archive.objects.indices.first { archive.values(ofObject: $0).contains { archive.key(of: $0) == "UIBounds" } })
        let value = archive.values(ofObject: object).first { archive.key(of: $0) == example.key }
        switch (value?.payload, example.expected) {
        case (nil, nil): break
        case (.bool(let written)?, let expected?): #expect(written == expected)
        default: Issue.record("\(example.key): \(String(describing: value?.payload)) instead of \(String(describing: example.expected))")
        }
    }
}

/// Keys that no source/output pair shows, named from UIKit's decoders (FORMAT.md marks each
/// "inferred"), and the refresh control the Appboy pairs show: each row a document fragment, the
/// class of an object it compiles to, and the keys that object must archive (with an integer
/// value where the rule gives one).
@Suite("Inferred and structural keys")
struct InferredKeyTests {
    static let table = #"""
        <tableViewController title="Inbox" restorationIdentifier="inbox" id="c">
            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28" id="t">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <color key="separatorColor" white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </tableView>
            <refreshControl key="refreshControl" opaque="NO" multipleTouchEnabled="YES" contentMode="center" enabled="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" id="r">
                <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                <autoresizingMask key="autoresizingMask"/>
            </refreshControl>
        </tableViewController>
        """#

    static let cases: [(element: String, className: String, keys: [String: Int64?])] = [
        // Appboy pairs: the controller's refresh control is its table view's, style 2, disabled.
        (table, "UITableView", ["UIRefreshControl": nil]),
        (table, "UIRefreshControl", ["UIRefreshControlStyle": 2, "UIDisabled": 1]),
        // FIELD-GUIDE [S] (WinObjC): a controller's title; UIResponder's restoration identifier.
        (table, "UITableViewController", ["UITitle": nil, "UIRestorationIdentifier": nil]),
        // UIKit's property names as keys.
        (table, "UITableView", ["UISeparatorColor": nil]),
        (#"<barButtonItem title="Go" id="b"><color key="tintColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></barButtonItem>"#, "UIBarButtonItem", ["UITintColor": nil]),
        // 18 Intune nibs: a bar's title text attributes (NSFont seen; NSColor, the documented key).
        (navigationBar, "UINavigationBar", ["UITitleTextAttributes": nil, "UIBarPosition": 2]),
        // 8 of 8 picker views of Apple's nibs: cell selection on, the hugging pair always written.
        (#"<pickerView contentMode="scaleToFill" id="p"><rect key="frame" x="0.0" y="0.0" width="320" height="216"/></pickerView>"#,
         "UIPickerView", ["UIAllowSelectingCells": 1, "UIViewContentHuggingPriority": nil]),
    ]

    static let navigationBar = #"""
        <navigationBar contentMode="scaleToFill" id="n">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="17"/>
                <color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </textAttributes>
        </navigationBar>
        """#

    @Test("a navigation bar's title text attributes: a dictionary of NSFont and NSColor")
    func titleTextAttributes() throws {
        let (archive, _) = try ClassChainTests.compiled(InferredKeyTests.navigationBar)
        let bar = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UINavigationBar" })
        let value = try #require(archive.value(forKey: "UITitleTextAttributes", inObject: bar))
        guard case .object(let dictionary) = value.payload else { Issue.record("not an object"); return }
        #expect(archive.className(ofObject: dictionary) == "NSDictionary")
        let elements = archive.values(ofObject: dictionary).filter { archive.keys[$0.keyIndex] == "UINibEncoderEmptyKey" }.compactMap { entry -> String? in
            guard case .object(let object) = entry.payload else { return nil }
            return archive.className(ofObject: object)
        }
        #expect(elements == ["NSString", "UIFont", "NSString", "UIColor"])
    }

    @Test("each key", arguments: cases.indices)
    func key(index: Int) throws {
        let example = InferredKeyTests.cases[index]
        let (archive, diagnostics) = try ClassChainTests.compiled(example.element)
        let object = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == example.className }, "no \(example.className)")
        for (key, expected) in example.keys {
            let value = try #require(archive.value(forKey: key, inObject: object), "\(example.className) has no \(key)")
            if let expected { #expect(ClassChainTests.integer(value.payload) == expected, "\(key)") }
        }
        #expect(!diagnostics.all.contains { $0.message.contains("not compiled") }, "\(diagnostics.all.map(\.message))")
    }

    static let maskedView = #"""
        <view contentMode="scaleToFill" id="v">
            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            <subviews>
                <view contentMode="scaleToFill" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                <view contentMode="scaleToFill" id="b"><rect key="frame" x="0.0" y="20" width="10" height="10"/></view>
            </subviews>
            <constraints>
                <constraint firstItem="a" firstAttribute="top" secondItem="v" secondAttribute="top" id="c1"/>
            </constraints>
            <variation key="default">
                <mask key="subviews"><exclude reference="b"/></mask>
            </variation>
            <variation key="heightClass=compact">
                <mask key="subviews"><include reference="b"/><exclude reference="a"/></mask>
                <mask key="constraints"><exclude reference="c1"/></mask>
            </variation>
        </view>
        """#

    /// The objects an archived NSSet, NSArray or NSOrderedSet holds, in order.
    static func members(_ value: NibArchive.Value?, in archive: NibArchive) -> [Int] {
        guard case .object(let list)? = value?.payload else { return [] }
        return archive.values(ofObject: list).compactMap { entry in
            guard archive.keys[entry.keyIndex] != "NSInlinedValue", case .object(let member) = entry.payload else { return nil }
            return member
        }
    }

    // Zendesk RequestListViewController nib (no source): subviews' storage first, its candidates
    // all the subviews, a record only for the variations that mask subviews. Inferred from the
    // constraints' rule: a subview the default removes is archived, not installed.
    @Test("a size class that removes a subview: a traitStorageSubviews storage before the constraints' one")
    func subviewMask() throws {
        let (archive, diagnostics) = try ClassChainTests.compiled(InferredKeyTests.maskedView)
        #expect(!diagnostics.all.contains { $0.message.contains("not compiled") }, "\(diagnostics.all.map(\.message))")
        let views = archive.objects.indices.filter { archive.className(ofObject: $0) == "UIView" }
        let outer = try #require(views.first { archive.value(forKey: "UISubviews", inObject: $0) != nil })
        #expect(Self.members(archive.value(forKey: "UISubviews", inObject: outer), in: archive).count == 1)
        let storages = archive.objects.indices.filter { archive.className(ofObject: $0) == "_UIRelationshipTraitStorage" }
        let keyPaths = storages.compactMap { storage -> String? in
            guard case .object(let path)? = archive.value(forKey: "UIKeyPath", inObject: storage)?.payload else { return nil }
            return archive.string(at: path)
        }
        #expect(keyPaths == ["traitStorageSubviews", "traitStorageConstraints"])
        let records = storages.map { Self.members(archive.value(forKey: "UIRecords", inObject: $0), in: archive).count }
        #expect(records == [2, 1])
        let candidates = storages.map { Self.members(archive.value(forKey: "UIRelationshipCandidates", inObject: $0), in: archive).count }
        #expect(candidates == [2, 1])
    }
}

@Suite("Lowering's names")
struct LoweringNameTests {
    @Test("every symbol constant the lowering reads by is the symbol of its name")
    func constants() {
        let constants: [(IBName, String)] = [
            (.x, "x"), (.y, "y"), (.width, "width"), (.height, "height"), (.firstItem, "firstItem"), (.secondItem, "secondItem"),
            (.symbolic, "symbolic"), (.constant, "constant"), (.multiplier, "multiplier"), (.red, "red"), (.green, "green"),
            (.blue, "blue"), (.white, "white"), (.alpha, "alpha"), (.name, "name"), (.systemColor, "systemColor"),
            (.cocoaTouchSystemColor, "cocoaTouchSystemColor"), (.colorSpace, "colorSpace"), (.customColorSpace, "customColorSpace"),
            (.horizontalHuggingPriority, "horizontalHuggingPriority"), (.verticalHuggingPriority, "verticalHuggingPriority"),
            (.horizontalCompressionResistancePriority, "horizontalCompressionResistancePriority"),
            (.verticalCompressionResistancePriority, "verticalCompressionResistancePriority"),
            // The coverage's element names.
            (.string, "string"), (.bool, "bool"), (.items, "items"), (.variation, "variation"), (.constraint, "constraint"),
            (.segue, "segue"), (.toolbar, "toolbar"), (.navigationBar, "navigationBar"), (.tabBar, "tabBar"),
            (.viewLayoutGuide, "viewLayoutGuide"), (.viewControllerLayoutGuide, "viewControllerLayoutGuide"),
            (.textAttributes, "textAttributes"), (.accessibility, "accessibility"), (.userDefinedRuntimeAttribute, "userDefinedRuntimeAttribute"),
        ]
        for (symbol, name) in constants { #expect(symbol.isKnown && symbol.text == name, "\(name)") }
    }
}

@Suite("Base internationalization")
struct BaseLocalizationTests {
    /// ibtool writes NSLocalizableString texts for a document whose folder is `Base.lproj` (the
    /// corpus's Flutter cases: `ios/Runner/Base.lproj/Main.storyboard`).
    static let cases: [(path: String, localized: Bool)] = [
        ("ios/Runner/Base.lproj/Main.storyboard", true),
        ("Base.lproj/View.xib", true),
        ("/abs/Base.lproj//View.xib", true),
        ("View.xib", false),
        ("en.lproj/View.xib", false),
        ("Base.lproj/", false),
        ("a/Base.lproj/b/View.xib", false),
        ("a/Base.lprojX/View.xib", false),
        ("", false),
    ]

    @Test("a document is base-localized when its folder is Base.lproj", arguments: cases.indices)
    func folder(_ index: Int) {
        let (path, localized) = Self.cases[index]
        #expect(CompileOptions.isBaseLocalized(path: path) == localized, "\(path)")
    }
}
