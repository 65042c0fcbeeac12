// LegacyArchive.swift — the pre-Xcode 5 `<archive>` format (Interface Builder 3), upgraded into the
// modern document model so the rest of nibc sees an ordinary xib.
//
// An IB3 archive is a keyed object archive in XML: `<object class="IBUIView" id="…">` holding
// `<string key="NSFrame">{{0, 20}, {320, 460}}</string>`, `<int key="NSvFlags">274</int>`,
// `<reference key="source" ref="…"/>`… The upgrade does what Xcode does when it opens one: the root
// objects become `<objects>`, IBUI classes become elements (IBUIView → `<view>`), their keys become
// attributes and keyed children, `IBDocument.Objects` gives ids, custom classes and connections.
// Upgraded nodes keep the line and column of the archive element they come from, so diagnostics
// point into the file the user has. What each IB3 class becomes is data (`LegacyUpgrade.classes`:
// its element, its IBUI keys as attributes, its colors, font, parts, lists and held objects); the
// same table says which keys an upgrade reads. A class the table does not have is a warning naming
// it (its subtree is left out), and so is, once per class and key, an IB3 key the upgrade does not
// read (apart from IB's own back links and simulated metrics): nothing is dropped silently.

import Foundation

extension IBDocument {
    /// The `<archive>` tree an upgraded document was made from (its source read again, not
    /// upgraded), or nil for a document that is not one. An upgraded node starts where the archive
    /// element it comes from starts (`IBNode.offset`), so each object's archive values can be found.
    package var legacyArchiveTree: IBDocument? {
        guard isUpgradedArchive else { return nil }
        var ignored = Diagnostics()
        return IBDocument.parse(source.bytes, path: path, reader: .scanner, upgrading: false, diagnostics: &ignored)
    }

    /// A document's bytes read as they are: a pre-Xcode 5 `<archive>` as its tree, not upgraded
    /// (an AppKit one, which the compiler upgrades: `NibCompiler.document`).
    package static func parseArchiveTree(_ bytes: [UInt8], path: String, diagnostics: inout Diagnostics) -> IBDocument? {
        parse(bytes, path: path, reader: .scanner, upgrading: false, diagnostics: &diagnostics)
    }

    /// `document` (an upgrade's text, parsed) as the upgrade of `archive`: the archive's path and
    /// bytes, each node placed where the archive element `archiveNode(node)` starts, marked upgraded.
    package static func upgrade(_ document: IBDocument, of archive: IBDocument, placing archiveNode: (Int) -> Int) -> IBDocument {
        var upgraded = IBDocument(path: archive.path, source: archive.source)
        (upgraded.attributes, upgraded.nodeByID, upgraded.texts) = (document.attributes, document.nodeByID, document.texts)
        upgraded.nodes = document.nodes.indices.map { node in
            let (original, at) = (document.nodes[node], archive.nodes[archiveNode(node)])
            var placed = IBNode(
                name: original.name, symbol: original.symbol, parent: original.parent, attributeRange: original.attributeRange,
                line: at.line, column: at.column, offset: at.offset)
            (placed.firstChild, placed.nextSibling) = (original.firstChild, original.nextSibling)
            return placed
        }
        upgraded.isUpgradedArchive = true
        return upgraded.withClasses(in: document.model)
    }

    /// The bytes of an archive's base64 (`<bytes>`, `type="base64-UTF8"`), as IB3 writes it.
    package static func archiveBytes(_ text: String) -> [UInt8] { LegacyUpgrade.decodeBytes(text) }

    /// Upgrades a parsed CocoaTouch `<archive>` document. Returns nil (with an error) when it is not
    /// one this upgrade handles.
    static func upgradingLegacyArchive(_ archive: IBDocument, diagnostics: inout Diagnostics) -> IBDocument? {
        var upgrade = LegacyUpgrade(archive: archive)
        return upgrade.run(diagnostics: &diagnostics)
    }
}

/// One upgrade run: reads the archive tree, writes a modern one.
struct LegacyUpgrade {
    let archive: IBDocument
    var output: IBDocument
    /// Last child of each output node, to append in O(1).
    var lastChild: [Int: Int] = [:]
    /// The IB object id (objectID of its record) of each archive object node.
    var objectIDs: [Int: String] = [:]
    /// `flattenedProperties`: "<objectID>.<property>" → string value.
    var properties: [String: String] = [:]
    /// Output node of each upgraded archive object node.
    var upgraded: [Int: Int] = [:]
    /// "<class> <key>" → the first node and the number of the keys the upgrade does not read.
    var keysNotUpgraded: [String: (node: Int, count: Int)] = [:]
    var keyOrder: [String] = []
    /// `handledKeys` of each class met, made once per class.
    var handledByClass: [String: Set<String>] = [:]
    var diagnostics = Diagnostics()

    /// A hash of each archive node's `key` (0 without one). An IB3 object holds its properties as
    /// a few dozen keyed children, and the upgrade looks up as many keys per object: comparing the
    /// hashes first leaves one String comparison per lookup instead of one per child (the lookups
    /// were half of upgrading the corpus's 48 archives).
    let keyHashes: [UInt64]

    init(archive: IBDocument) {
        self.archive = archive
        output = IBDocument(path: archive.path, source: archive.source)
        output.isUpgradedArchive = true
        keyHashes = archive.nodes.indices.map { node in archive.peek(.key, of: node).map(wordFNV1a) ?? 0 }
    }

    // MARK: Reading the archive

    /// The child of `node` whose `key` attribute is `key` (the first).
    func value(_ key: String, of node: Int) -> Int? {
        let hash = wordFNV1a(key)
        var child = archive.nodes[node].firstChild
        while child >= 0 {
            if keyHashes[child] == hash, archive.peek(.key, of: child) == key { return child }
            child = archive.nodes[child].nextSibling
        }
        return nil
    }

    /// What a value node stands for: a `<reference ref>` is followed to the node with that id.
    func resolved(_ node: Int) -> Int {
        if archive[node].name == "reference", let ref = archive.attribute("ref", of: node), let target = archive.nodeByID[ref] {
            return target
        }
        return node
    }

    func text(_ key: String, of node: Int) -> String? {
        value(key, of: node).flatMap { archive.text(of: resolved($0)) }
    }

    func number(_ key: String, of node: Int) -> Double? {
        guard let child = value(key, of: node) else { return nil }
        return archive.attribute("value", of: child).flatMap(Double.init) ?? archive.text(of: child).flatMap(Double.init)
    }

    /// A number that stands for an integer (a flag word, an enumeration, an id), truncated; nil
    /// when it is none or no Int holds it (found by fuzzing: `Int(1e300)` trapped).
    func integer(_ key: String, of node: Int) -> Int? {
        number(key, of: node).flatMap(DecimalNumber.exactInteger).map { Int($0) }
    }

    func bool(_ key: String, of node: Int) -> Bool? {
        guard let child = value(key, of: node), archive[child].name == "bool" else { return nil }
        return archive.text(of: child) == "YES"
    }

    /// The elements of an `<array>` (or `<object class="NSMutableArray">`) value, references followed.
    func elements(_ key: String, of node: Int) -> [Int] {
        guard let list = value(key, of: node).map(resolved) else { return [] }
        return archive.children(of: list).map(resolved)
    }

    func className(_ node: Int) -> String? { archive.attribute("class", of: node) }

    /// IB3's `bytes` are base64 without padding, sometimes with one dangling character that
    /// holds no whole byte ("MSAxIDEAA"); NSWhite/NSRGB hold "1 0.5 0\0".
    static func decodeBytes(_ text: String) -> [UInt8] {
        let whole = text.utf8.count % 4 == 1 ? String(text.dropLast()) : text
        let padded = whole + String(repeating: "=", count: (4 - whole.utf8.count % 4) % 4)
        return Data(base64Encoded: padded).map { [UInt8]($0) } ?? []
    }

    // MARK: Writing the output

    @discardableResult
    mutating func add(_ name: String, parent: Int, _ attributes: [(String, String)] = [], from source: Int) -> Int {
        let index = output.nodes.count
        let first = output.attributes.count
        for (key, value) in attributes.sorted(by: { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }) {
            output.attributes.append(IBAttribute(name: key, value: value))
        }
        output.nodes.append(
            IBNode(
                name: name, parent: parent, attributeRange: first..<output.attributes.count,
                line: archive[source].line, column: archive[source].column, offset: archive[source].offset))
        if parent >= 0 {
            if let last = lastChild[parent] {
                output.nodes[last].nextSibling = index
            } else {
                output.nodes[parent].firstChild = index
            }
            lastChild[parent] = index
        }
        if let id = attributes.first(where: { $0.0 == "id" })?.1, output.nodeByID[id] == nil { output.nodeByID[id] = index }
        return index
    }

    // MARK: The upgrade

    mutating func run(diagnostics outer: inout Diagnostics) -> IBDocument? {
        let root = archive.root
        guard archive[root].name == "archive", let data = archive.child("data", of: root) else {
            outer.error("not an Interface Builder document: the root element is <\(archive[root].name)>", at: archive.location(of: root))
            return nil
        }
        guard (archive.attribute("type", of: root) ?? "").contains("CocoaTouch") else {
            outer.error(
                "this is an AppKit Interface Builder 3 archive (the pre-Xcode 5 <archive> format), which the front end does not "
                    + "upgrade: the compiler does (NibCompiler.document, as nibc does)", at: archive.location(of: root))
            return nil
        }
        if let container = value("IBDocument.Objects", of: data).map(resolved) {
            readObjectRecords(container)
        }
        let document = add(
            "document", parent: -1,
            [
                ("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("version", "3.0"),
                ("targetRuntime", "iOS.CocoaTouch"), ("useAutolayout", "NO"),
                ("toolsVersion", text("IBDocument.InterfaceBuilderVersion", of: data) ?? ""),
            ], from: root)
        let objects = add("objects", parent: document, from: data)
        for object in elements("IBDocument.RootObjects", of: data) {
            upgradeObject(object, parent: objects, topLevel: true)
        }
        if let container = value("IBDocument.Objects", of: data).map(resolved) {
            upgradeConnections(container)
        }
        reportNotUpgraded()
        for diagnostic in diagnostics.all { outer.append(diagnostic) }
        return output
    }

    /// `IBDocument.Objects`: the object records give each object its IB id; flattenedProperties
    /// hold custom classes.
    mutating func readObjectRecords(_ container: Int) {
        if let records = value("objectRecords", of: container).map(resolved) {
            let list = value("orderedObjects", of: records).map(resolved) ?? records
            for record in archive.children(of: list).map(resolved) {
                guard let object = value("object", of: record).map(resolved), let id = text("objectID", of: record) ?? integer("objectID", of: record).map({ String($0) })
                else { continue }
                objectIDs[object] = id
            }
        }
        if let flattened = value("flattenedProperties", of: container).map(resolved) {
            // Either `<string key="1.CustomClassName">` children, or NS.key.N / NS.object.N pairs.
            var keys: [String: String] = [:]
            var values: [String: String] = [:]
            for child in archive.children(of: flattened) {
                guard let key = archive.attribute("key", of: child) else { continue }
                let content = archive.text(of: resolved(child)) ?? ""
                if key.hasPrefix("NS.key.") {
                    keys[String(key.dropFirst(7))] = content
                } else if key.hasPrefix("NS.object.") {
                    values[String(key.dropFirst(10))] = content
                } else {
                    properties[key] = content
                }
            }
            for (index, key) in keys { properties[key] = values[index] }
        }
    }

    func id(of object: Int) -> String {
        objectIDs[object] ?? archive.attribute("id", of: object) ?? "legacy-\(object)"
    }

    /// How an IB3 value becomes a modern attribute value.
    enum Form {
        /// A `<bool>`: YES or NO.
        case flag
        /// An `<int>`, `<integer>`, `<float>` or `<double>`: the number.
        case number
        /// A `<string>`: the text.
        case text
        /// An integer: the modern enumeration's name at that index (the IB3 value is UIKit's raw value).
        case names([String])
        /// As `names`, and `absent` when the archive has no value (IB3's default is not the modern one).
        case namesOr([String], absent: String)
        /// An `NSCustomResource`: its resource name (an image).
        case resource
    }

    /// An IB3 object that a modern element holds as a keyed child: its IB3 key, the modern element
    /// and key, and its own IBUI keys.
    struct LegacyPart {
        let key: String
        let element: String
        let modernKey: String
        let keys: [(key: String, attribute: String, form: Form)]
    }

    /// An IB3 class: the element Xcode upgrades it to, whether it is a view (frame, mask, subviews,
    /// UIView's IBUI keys), its own IBUI keys as the modern attributes (IB3 key, attribute, form),
    /// its colors (IB3 key, modern key), whether it has a font (`IBUIFontDescription`), and its parts.
    struct LegacyClass {
        let element: String
        let isView: Bool
        let keys: [(key: String, attribute: String, form: Form)]
        var colors: [(key: String, modernKey: String)] = []
        var hasFont = false
        var parts: [LegacyPart] = []
        /// A button's per-state titles, images and colors (`IBUINormalTitle` …) as `<state>` children.
        var hasStates = false
        /// Arrays of objects (IB3 key, modern list element: `IBUIItems` → `<items>`).
        var lists: [(key: String, element: String)] = []
        /// Objects it holds as keyed children (IB3 key, modern key).
        var objects: [(key: String, modernKey: String)] = []

        init(_ element: String, isView: Bool = true, _ keys: [(key: String, attribute: String, form: Form)] = []) {
            (self.element, self.isView, self.keys) = (element, isView, keys)
        }

        func with(
            colors: [(key: String, modernKey: String)] = [], font: Bool = false, parts: [LegacyPart] = [], states: Bool = false,
            lists: [(key: String, element: String)] = [], objects: [(key: String, modernKey: String)] = []
        ) -> LegacyClass {
            var copy = self
            (copy.colors, copy.hasFont, copy.parts, copy.hasStates) = (colors, font, parts, states)
            (copy.lists, copy.objects) = (lists, objects)
            return copy
        }
    }

    /// A text field's `IBUITextInputTraits` (UIKit's raw values, as the modern domains say).
    static let textInputTraits = LegacyPart(key: "IBUITextInputTraits", element: "textInputTraits", modernKey: "textInputTraits", keys: [
        ("IBUIAutocapitalizationType", "autocapitalizationType", .names(["none", "words", "sentences", "allCharacters"])),
        ("IBUIAutocorrectionType", "autocorrectionType", .names(["default", "no", "yes"])),
        ("IBUIKeyboardType", "keyboardType", .names([
            "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad", "emailAddress", "decimalPad",
            "twitter", "webSearch",
        ])),
        ("IBUIKeyboardAppearance", "keyboardAppearance", .names(["default", "alert"])),
        ("IBUIReturnKeyType", "returnKeyType", .names(["default", "go", "google", "join", "next", "route", "search", "send", "yahoo", "done", "emergencyCall"])),
        ("IBUIEnablesReturnKeyAutomatically", "enablesReturnKeyAutomatically", .flag), ("IBUISecureTextEntry", "secureTextEntry", .flag),
    ])

    /// UIControl's IBUI keys (UIKit's UIControlContentHorizontalAlignment and …Vertical… orders).
    static let controlKeys: [(key: String, attribute: String, form: Form)] = [
        ("IBUIContentHorizontalAlignment", "contentHorizontalAlignment", .names(["center", "left", "right", "fill"])),
        ("IBUIContentVerticalAlignment", "contentVerticalAlignment", .names(["center", "top", "bottom", "fill"])),
        ("IBUIEnabled", "enabled", .flag), ("IBUISelected", "selected", .flag), ("IBUIHighlighted", "highlighted", .flag),
    ]

    /// UIScrollView's IBUI keys.
    static let scrollViewKeys: [(key: String, attribute: String, form: Form)] = [
        ("IBUIAlwaysBounceHorizontal", "alwaysBounceHorizontal", .flag), ("IBUIAlwaysBounceVertical", "alwaysBounceVertical", .flag),
        ("IBUIBounces", "bounces", .flag), ("IBUIBouncesZoom", "bouncesZoom", .flag), ("IBUIScrollEnabled", "scrollEnabled", .flag),
        ("IBUIPagingEnabled", "pagingEnabled", .flag), ("IBUIDelaysContentTouches", "delaysContentTouches", .flag),
        ("IBUICanCancelContentTouches", "canCancelContentTouches", .flag),
        ("IBUIShowsHorizontalScrollIndicator", "showsHorizontalScrollIndicator", .flag),
        ("IBUIShowsVerticalScrollIndicator", "showsVerticalScrollIndicator", .flag),
        ("IBUIMinimumZoomScale", "minimumZoomScale", .number), ("IBUIMaximumZoomScale", "maximumZoomScale", .number),
    ]

    /// IB3 classes, the elements they become and their own keys. The IB3 key names are those of the
    /// corpus's 50 archives, and `IBUI` + the property's name for the few no archive shows; the
    /// values are UIKit's raw values, which `DocumentModelTests` holds to the class model's domains.
    /// Code below reads what is not a key-to-attribute pair: frames, masks, subviews, colors, fonts,
    /// an image view's image and a button's states.
    static let classes: [String: LegacyClass] = [
        "IBProxyObject": LegacyClass("placeholder", isView: false),
        "IBUICustomObject": LegacyClass("customObject", isView: false),
        "IBUIViewController": LegacyClass("viewController", isView: false, [("IBUINibName", "nibName", .text), ("IBUITitle", "title", .text)]),
        "IBUIView": LegacyClass("view"),
        "IBUIWindow": LegacyClass("window", [("IBUIVisibleAtLaunch", "visibleAtLaunch", .flag)]),
        "IBUILabel": LegacyClass("label", [
            ("IBUIText", "text", .text), ("IBUINumberOfLines", "numberOfLines", .number),
            ("IBUITextAlignment", "textAlignment", .names(["left", "center", "right", "justified", "natural"])),
            ("IBUIMinimumFontSize", "minimumFontSize", .number), ("IBUIAdjustsFontSizeToFit", "adjustsFontSizeToFit", .flag),
            ("IBUIBaselineAdjustment", "baselineAdjustment", .names(["alignBaselines", "alignCenters", "none"])),
            ("IBUIMinimumScaleFactor", "minimumScaleFactor", .number), ("preferredMaxLayoutWidth", "preferredMaxLayoutWidth", .number),
        ]).with(colors: [("IBUITextColor", "textColor"), ("IBUIHighlightedColor", "highlightedColor"), ("IBUIShadowColor", "shadowColor")], font: true),
        "IBUITextField": LegacyClass("textField", controlKeys + [
            ("IBUIText", "text", .text), ("IBUIPlaceholder", "placeholder", .text),
            ("IBUIBorderStyle", "borderStyle", .names(["none", "line", "bezel", "roundedRect"])),
            ("IBUIClearButtonMode", "clearButtonMode", .names(["never", "whileEditing", "unlessEditing", "always"])),
            ("IBUIClearsOnBeginEditing", "clearsOnBeginEditing", .flag), ("IBUIAdjustsFontSizeToFit", "adjustsFontSizeToFit", .flag),
            ("IBUIMinimumFontSize", "minimumFontSize", .number),
            ("IBUITextAlignment", "textAlignment", .names(["left", "center", "right", "justified", "natural"])),
        ]).with(colors: [("IBUITextColor", "textColor")], font: true, parts: [textInputTraits]),
        "IBUISwitch": LegacyClass("switch", controlKeys + [("IBUIOn", "on", .flag)]),
        "IBUIToolbar": LegacyClass("toolbar", [("IBUIBarStyle", "barStyle", .names(["default", "black", "blackTranslucent"]))])
            .with(colors: [("IBUITintColor", "tintColor")], lists: [("IBUIItems", "items")]),
        "IBUINavigationBar": LegacyClass("navigationBar", [("IBUIBarStyle", "barStyle", .names(["default", "black", "blackTranslucent"]))])
            .with(colors: [("IBUITintColor", "tintColor")], lists: [("IBUIItems", "items")]),
        "IBUINavigationItem": LegacyClass("navigationItem", isView: false, [("IBUITitle", "title", .text)]).with(objects: [
            ("IBUIBackBarButtonItem", "backBarButtonItem"), ("IBUILeftBarButtonItem", "leftBarButtonItem"),
            ("IBUIRightBarButtonItem", "rightBarButtonItem"),
        ]),
        // IB3's item style defaults to plain (0); the modern one to bordered.
        "IBUIBarButtonItem": LegacyClass("barButtonItem", isView: false, [
            ("IBUITitle", "title", .text), ("IBUIStyle", "style", .namesOr(["plain", "bordered", "done"], absent: "plain")),
            ("IBUISystemItemIdentifier", "systemItem", .names([
                "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action", "organize", "bookmarks",
                "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind", "fastForward", "undo", "redo", "pageCurl",
            ])),
            ("IBUIWidth", "width", .number), ("IBUIEnabled", "enabled", .flag), ("IBUIImage", "image", .resource), ("IBUITag", "tag", .number),
        ]),
        "IBMKMapView": LegacyClass("mapView"),
        "IBUIImageView": LegacyClass("imageView", [("IBUIImage", "image", .resource)]),
        "IBUIButton": LegacyClass("button", controlKeys + [
            ("IBUIButtonType", "buttonType", .names(["custom", "roundedRect", "detailDisclosure", "infoLight", "infoDark", "contactAdd"])),
            ("IBUIAdjustsImageWhenHighlighted", "adjustsImageWhenHighlighted", .flag),
            ("IBUIAdjustsImageWhenDisabled", "adjustsImageWhenDisabled", .flag),
            ("IBUIShowsTouchWhenHighlighted", "showsTouchWhenHighlighted", .flag),
        ]).with(font: true, states: true),
        "IBUIScrollView": LegacyClass("scrollView"),
        "IBUITableView": LegacyClass("tableView", scrollViewKeys + [
            ("IBUIStyle", "style", .names(["plain", "grouped"])),
            ("IBUISeparatorStyle", "separatorStyle", .names(["none", "default", "singleLineEtched"])),
            ("IBUIRowHeight", "rowHeight", .number), ("IBUISectionHeaderHeight", "sectionHeaderHeight", .number),
            ("IBUISectionFooterHeight", "sectionFooterHeight", .number),
            ("IBUIAllowsSelection", "allowsSelection", .flag), ("IBUIAllowsSelectionDuringEditing", "allowsSelectionDuringEditing", .flag),
            ("IBUIShowsSelectionImmediatelyOnTouchBegin", "showsSelectionImmediatelyOnTouchBegin", .flag),
        ]),
        "IBUISlider": LegacyClass("slider", controlKeys + [
            ("IBUIValue", "value", .number), ("IBUIMinValue", "minValue", .number), ("IBUIMaxValue", "maxValue", .number),
            ("IBUIContinuous", "continuous", .flag),
        ]),
    ]

    /// IB3 keys that are Interface Builder's own (the object graph's back links, the editor's
    /// simulated metrics, the target runtime): nothing of them is upgraded.
    static let designTimeKeys: Set<String> = [
        "NSNextResponder", "NSSuperview", "NSWindow", "NSNextKeyView", "NSReuseIdentifierKey", "NSFrameMatrix", "targetRuntimeIdentifier",
        // An item's link back to its bar or navigation item, a navigation item's to its bar.
        "IBUIToolbar", "IBUINavigationItem", "IBUINavigationBar",
    ]

    /// The keys every upgraded view reads (frame, mask, subviews, background, UIView's IBUI keys).
    static let viewKeys = Set(["NSvFlags", "NSFrame", "NSFrameSize", "NSSubviews", "IBUIBackgroundColor"]).union(viewAttributeKeys.map(\.key))

    /// The IB3 keys the upgrade of `legacy` reads.
    static func handledKeys(_ legacy: LegacyClass) -> Set<String> {
        var keys = legacy.isView ? viewKeys : []
        keys.formUnion(legacy.keys.map(\.key))
        keys.formUnion(legacy.colors.map(\.key))
        keys.formUnion(legacy.parts.map(\.key))
        keys.formUnion(legacy.lists.map(\.key))
        keys.formUnion(legacy.objects.map(\.key))
        if legacy.element == "placeholder" { keys.insert("IBProxiedObjectIdentifier") }
        // `IBUIFont` is the NSFont twin of the font description.
        if legacy.hasFont { keys.formUnion(["IBUIFontDescription", "IBUIFont"]) }
        if legacy.hasStates {
            for state in ["Normal", "Highlighted", "Disabled", "Selected"] {
                for part in ["Title", "Image", "BackgroundImage", "TitleColor", "TitleShadowColor"] { keys.insert("IBUI\(state)\(part)") }
            }
        }
        return keys
    }

    /// Records the keys of `object` the upgrade of `legacy` does not read (and that are not IB's
    /// own), to report once per class and key (`reportNotUpgraded`).
    mutating func noteKeysNotUpgraded(_ object: Int, className: String, _ legacy: LegacyClass) {
        let handled: Set<String>
        if let known = handledByClass[className] {
            handled = known
        } else {
            handled = LegacyUpgrade.handledKeys(legacy)
            handledByClass[className] = handled
        }
        for child in archive.children(of: object) {
            guard let key = archive.attribute("key", of: child), !handled.contains(key), !LegacyUpgrade.designTimeKeys.contains(key),
                !key.hasPrefix("IBUISimulated")
            else { continue }
            let name = "\(className) \(key)"
            if let first = keysNotUpgraded[name] {
                keysNotUpgraded[name] = (first.node, first.count + 1)
            } else {
                keysNotUpgraded[name] = (child, 1)
                keyOrder.append(name)
            }
        }
    }

    /// One warning per IB3 class and key the upgrade left out, at its first occurrence.
    mutating func reportNotUpgraded() {
        for name in keyOrder {
            guard let (node, count) = keysNotUpgraded[name] else { continue }
            let parts = name.split(separator: " ")
            diagnostics.warning(
                "the Interface Builder 3 key '\(parts[1])' of \(parts[0]) is not upgraded yet; it is left out"
                    + (count > 1 ? " (\(count) occurrences)" : ""),
                at: archive.location(of: node))
        }
    }

    /// The modern attributes of an IB3 object's own keys (`LegacyClass.keys`). A key whose value
    /// the form cannot read (an enumeration value out of its range, a flag that is not a `<bool>`)
    /// is a warning at the value, not a silent drop.
    mutating func ownAttributes(_ object: Int, className: String, _ keys: [(key: String, attribute: String, form: Form)]) -> [(String, String)] {
        var attributes: [(String, String)] = []
        for entry in keys {
            let modern: String?
            switch entry.form {
            case .flag:
                modern = bool(entry.key, of: object).map { $0 ? "YES" : "NO" }
            case .number:
                modern = number(entry.key, of: object).map(LegacyUpgrade.decimal)
            case .text:
                // An empty `<string/>` is no text.
                if let written = value(entry.key, of: object).map(resolved), archive[written].name == "string", archive.text(of: written) == nil {
                    continue
                }
                modern = text(entry.key, of: object)
            case .names(let names), .namesOr(let names, _):
                modern = integer(entry.key, of: object).flatMap { names.indices.contains($0) ? names[$0] : nil }
            case .resource:
                modern = value(entry.key, of: object).map(resolved).flatMap { text("NSResourceName", of: $0) }
            }
            if let modern {
                attributes.append((entry.attribute, modern))
            } else if let written = value(entry.key, of: object) {
                diagnostics.warning(
                    "the value of the Interface Builder 3 key '\(entry.key)' of \(className) is not one the upgrade reads; it is left out",
                    at: archive.location(of: written))
            } else if case .namesOr(_, let absent) = entry.form {
                attributes.append((entry.attribute, absent))
            }
        }
        return attributes
    }

    /// How deep upgraded objects may hold one another (as deep as the parser lets elements nest).
    static let maximumDepth = 256

    mutating func upgradeObject(_ object: Int, parent: Int, topLevel: Bool, key: String? = nil, depth: Int = 0) {
        guard let className = className(object) else { return }
        // An archive's references can make an object its own descendant, or hold one object twice.
        if upgraded[object] != nil {
            diagnostics.warning(
                "this \(className) is already part of the document (a reference cycle or a second owner); it is left out here",
                at: archive.location(of: object))
            return
        }
        if depth > LegacyUpgrade.maximumDepth {
            diagnostics.warning(
                "objects hold one another more than \(LegacyUpgrade.maximumDepth) levels deep; this \(className) is left out",
                at: archive.location(of: object))
            return
        }
        guard let legacy = LegacyUpgrade.classes[className] else {
            diagnostics.warning(
                "the Interface Builder 3 class \(className) is not upgraded yet; it is left out", at: archive.location(of: object))
            return
        }
        noteKeysNotUpgraded(object, className: className, legacy)
        let id = id(of: object)
        var attributes: [(String, String)] = [("id", id)]
        if let key { attributes.append(("key", key)) }
        if let custom = properties["\(id).CustomClassName"] { attributes.append(("customClass", custom)) }
        let element = legacy.element
        if element == "placeholder" {
            attributes.append(("placeholderIdentifier", text("IBProxiedObjectIdentifier", of: object) ?? ""))
            upgraded[object] = add(element, parent: parent, attributes, from: object)
            return
        }
        if legacy.isView {
            attributes += ownAttributes(object, className: className, LegacyUpgrade.viewAttributeKeys)
            if let flags = integer("NSvFlags", of: object), flags & 0x100 == 0 { attributes.append(("autoresizesSubviews", "NO")) }
        }
        attributes += ownAttributes(object, className: className, legacy.keys)
        let node = add(element, parent: parent, attributes, from: object)
        upgraded[object] = node
        for held in legacy.objects {
            if let child = value(held.key, of: object).map(resolved) { upgradeObject(child, parent: node, topLevel: false, key: held.modernKey, depth: depth + 1) }
        }
        for list in legacy.lists {
            let items = elements(list.key, of: object).filter { archive.attribute("class", of: $0) != nil }
            guard !items.isEmpty, let source = value(list.key, of: object) else { continue }
            let listNode = add(list.element, parent: node, from: source)
            for item in items { upgradeObject(item, parent: listNode, topLevel: false, depth: depth + 1) }
        }
        guard legacy.isView else { return }
        addFrame(object, to: node, topLevel: topLevel)
        if let flags = integer("NSvFlags", of: object) {
            let mask = flags & 0x3F
            let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
            let set = names.enumerated().filter { mask & (1 << $0.offset) != 0 }.map { ($0.element, "YES") }
            add("autoresizingMask", parent: node, [("key", "autoresizingMask")] + set, from: value("NSvFlags", of: object)!)
        }
        let subviews = elements("NSSubviews", of: object)
        if !subviews.isEmpty {
            let list = add("subviews", parent: node, from: value("NSSubviews", of: object)!)
            for subview in subviews { upgradeObject(subview, parent: list, topLevel: false, depth: depth + 1) }
        }
        addColor("IBUIBackgroundColor", as: "backgroundColor", of: object, to: node)
        for color in legacy.colors { addColor(color.key, as: color.modernKey, of: object, to: node) }
        for part in legacy.parts {
            guard let partObject = value(part.key, of: object).map(resolved) else { continue }
            add(part.element, parent: node, [("key", part.modernKey)] + ownAttributes(partObject, className: part.key, part.keys), from: partObject)
        }
        if legacy.hasStates { addStates(of: object, to: node) }
        if legacy.hasFont {
            if let font = value("IBUIFontDescription", of: object).map(resolved) {
                var attributes: [(String, String)] = [("key", "fontDescription"), ("pointSize", number("pointSize", of: font).map(LegacyUpgrade.decimal) ?? "17")]
                switch integer("type", of: font) {
                case 1: attributes.append(("type", "system"))
                case 2: attributes.append(("type", "boldSystem"))
                case 3: attributes.append(("type", "italicSystem"))
                default:
                    if let name = text("name", of: font) { attributes.append(("name", name)) } else { attributes.append(("type", "system")) }
                }
                add("fontDescription", parent: node, attributes, from: font)
            }
        }
    }

    static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// UIView's IBUI keys and the modern attributes they become (UIViewContentMode's order). The
    /// autoresizing flag, a bit of `NSvFlags`, is read by code.
    static let viewAttributeKeys: [(key: String, attribute: String, form: Form)] = [
        ("IBUIOpaque", "opaque", .flag), ("IBUIClipsSubviews", "clipsSubviews", .flag),
        ("IBUIMultipleTouchEnabled", "multipleTouchEnabled", .flag), ("IBUIUserInteractionEnabled", "userInteractionEnabled", .flag),
        ("IBUIClearsContextBeforeDrawing", "clearsContextBeforeDrawing", .flag), ("IBUIHidden", "hidden", .flag),
        ("IBUIAlpha", "alpha", .number), ("IBUITag", "tag", .number),
        ("IBUIContentMode", "contentMode", .names([
            "scaleToFill", "scaleAspectFit", "scaleAspectFill", "redraw", "center", "top", "bottom", "left", "right",
            "topLeft", "topRight", "bottomLeft", "bottomRight",
        ])),
    ]

    /// `NSFrame` ("{{x, y}, {w, h}}") or `NSFrameSize` ("{w, h}") as `<rect key="frame">`. A
    /// top-level view's origin is dropped, as ibtool does (Cordova's {{0, 20}, …} archives at 0, 0).
    mutating func addFrame(_ object: Int, to node: Int, topLevel: Bool) {
        let source = value("NSFrame", of: object) ?? value("NSFrameSize", of: object)
        guard let source, let text = archive.text(of: source) else { return }
        let tokens = text.split(whereSeparator: { "{}, ".contains($0) })
        let numbers = tokens.compactMap { Double($0) }.count == tokens.count ? tokens.compactMap { Double($0) } : []
        let rect: [Double] = numbers.count == 4 ? numbers : numbers.count == 2 ? [0, 0] + numbers : []
        guard rect.count == 4 else {
            diagnostics.warning("'\(text)' is not a frame", at: archive.location(of: source))
            return
        }
        let origin = topLevel ? [0.0, 0.0] : [rect[0], rect[1]]
        add(
            "rect", parent: node,
            [
                ("key", "frame"), ("x", LegacyUpgrade.decimal(origin[0])), ("y", LegacyUpgrade.decimal(origin[1])),
                ("width", LegacyUpgrade.decimal(rect[2])), ("height", LegacyUpgrade.decimal(rect[3])),
            ], from: source)
    }

    /// A button's `IBUI<State>Title`, `…Image`, `…BackgroundImage`, `…TitleColor` and
    /// `…TitleShadowColor` as one `<state key="…">` per state that has any.
    mutating func addStates(of object: Int, to node: Int) {
        for (state, key) in [("Normal", "normal"), ("Highlighted", "highlighted"), ("Disabled", "disabled"), ("Selected", "selected")] {
            let parts = ["Title", "Image", "BackgroundImage", "TitleColor", "TitleShadowColor"]
            guard let source = parts.compactMap({ value("IBUI\(state)\($0)", of: object) }).first else { continue }
            var attributes: [(String, String)] = [("key", key)]
            if let title = text("IBUI\(state)Title", of: object) { attributes.append(("title", title)) }
            for (part, name) in [("Image", "image"), ("BackgroundImage", "backgroundImage")] {
                if let image = value("IBUI\(state)\(part)", of: object).map(resolved), let resource = text("NSResourceName", of: image) {
                    attributes.append((name, resource))
                }
            }
            let stateNode = add("state", parent: node, attributes, from: source)
            addColor("IBUI\(state)TitleColor", as: "titleColor", of: object, to: stateNode)
            addColor("IBUI\(state)TitleShadowColor", as: "titleShadowColor", of: object, to: stateNode)
        }
    }

    /// An NSColor (`NSColorSpace` 1/2 RGB in `NSRGB`, 3/4 white in `NSWhite`) as a modern `<color>`.
    mutating func addColor(_ key: String, as name: String, of object: Int, to node: Int) {
        guard let color = value(key, of: object).map(resolved), let space = integer("NSColorSpace", of: color) else {
            return
        }
        func components(_ key: String) -> [Double] {
            guard let bytes = value(key, of: color).flatMap({ archive.text(of: $0) }) else { return [] }
            let decoded = LegacyUpgrade.decodeBytes(bytes).prefix { $0 != 0 }
            return String(decoding: decoded, as: UTF8.self).split(separator: " ").compactMap { Double($0) }
        }
        var attributes: [(String, String)] = [("key", name)]
        switch space {
        case 1, 2:
            let rgb = components("NSRGB")
            guard rgb.count >= 3 else { return }
            attributes += [
                ("red", LegacyUpgrade.decimal(rgb[0])), ("green", LegacyUpgrade.decimal(rgb[1])), ("blue", LegacyUpgrade.decimal(rgb[2])),
                ("alpha", LegacyUpgrade.decimal(rgb.count > 3 ? rgb[3] : 1)), ("colorSpace", space == 1 ? "calibratedRGB" : "deviceRGB"),
            ]
        case 3, 4:
            let white = components("NSWhite")
            guard !white.isEmpty else { return }
            attributes += [
                ("white", LegacyUpgrade.decimal(white[0])), ("alpha", LegacyUpgrade.decimal(white.count > 1 ? white[1] : 1)),
                ("colorSpace", space == 3 ? "calibratedWhite" : "deviceWhite"),
            ]
        default:
            return
        }
        add("color", parent: node, attributes, from: color)
    }

    /// `connectionRecords`: outlets and actions, each under its source's `<connections>`.
    mutating func upgradeConnections(_ container: Int) {
        var lists: [Int: Int] = [:]
        for record in elements("connectionRecords", of: container) {
            guard let connection = value("connection", of: record).map(resolved), let kind = className(connection),
                let source = value("source", of: connection).map(resolved), let destination = value("destination", of: connection).map(resolved),
                let label = text("label", of: connection), let sourceNode = upgraded[source], upgraded[destination] != nil
            else { continue }
            let connectionID = integer("connectionID", of: record).map { "legacy-connection-\($0)" } ?? "legacy-connection-\(record)"
            let list: Int
            if let existing = lists[sourceNode] {
                list = existing
            } else {
                list = add("connections", parent: sourceNode, from: record)
                lists[sourceNode] = list
            }
            switch kind {
            case "IBCocoaTouchOutletConnection":
                add("outlet", parent: list, [("property", label), ("destination", id(of: destination)), ("id", connectionID)], from: connection)
            case "IBCocoaTouchEventConnection":
                let events = [
                    1: "touchDown", 2: "touchDownRepeat", 3: "touchDragInside", 4: "touchDragOutside", 5: "touchDragEnter",
                    6: "touchDragExit", 7: "touchUpInside", 8: "touchUpOutside", 9: "touchCancel", 13: "valueChanged",
                    17: "editingDidBegin", 18: "editingChanged", 19: "editingDidEnd", 20: "editingDidEndOnExit",
                ]
                let event = integer("IBEventType", of: connection).flatMap { events[$0] } ?? "touchUpInside"
                // The action's source is the control; in the modern form it sits under the control.
                // A bar button item's action has no event (it is not a control).
                var attributes = [("selector", label), ("destination", id(of: destination)), ("id", connectionID)]
                if output[sourceNode].name != "barButtonItem" { attributes.append(("eventType", event)) }
                add("action", parent: list, attributes, from: connection)
            default:
                diagnostics.warning("the Interface Builder 3 connection \(kind) is not upgraded yet", at: archive.location(of: connection))
            }
        }
    }
}
