// TextShapes.swift — the shapes of text and its look: a label's, text field's and text view's
// text, font, color and shadow, a label's font sizing, text input traits, data detectors, and a
// button's per-state content.

import InterfaceBuilder
import NibArchive

/// `@text`: the `text` attribute or `<string key="text">`, localizable.
struct TextShape: Shape {
    static let name = "text"
    static let keys = ["UIText"]
    static let reads = ElementReads(["text"], children: ["text"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let text = lowering.attribute("text", of: node) ?? lowering.document.child(key: "text", of: node).map { lowering.stringElementText($0) }
        // (A label's attributed text is its text: AttributedText.swift.)
        if let attributed = lowering.labelAttributedText(node) {
            entries.append(.init("UIText", attributed.text))
        } else if let text {
            entries.append(.init("UIText", lowering.text(text, of: node, property: "text")))
        }
    }
}

extension TextShape: InvertibleShape {
    static let loss = "a text saved as a <string key=\"text\"> child (one with line breaks) comes back as the attribute"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let text = graph.text(of: values["UIText"]) { element.attributes["text"] = text }
    }
}

/// `@font`: the UIFont of `<fontDescription>` (`Lowering.font`; IBFontDescription's `archive`
/// lines declare that object's own keys).
struct FontShape: Shape {
    static let name = "font"
    static let keys = ["UIFont"]
    static let reads = ElementReads(children: ["fontDescription"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let font = lowering.elementFont(step.node) ?? lowering.labelAttributedText(step.node)?.font { entries.append(.init("UIFont", font)) }
    }
}

extension FontShape: InvertibleShape {
    static let loss = "a named font's family is not archived; an explicit regular weight comes back left out"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let font = Lowering.raisedFont(values["UIFont"], in: graph) { element.children["fontDescription"] = RaisedElement(attributes: font) }
    }
}

/// `@buttonTitleFont`: a button's `<fontDescription>`, else, for a system button, UIButton's own
/// title font, the 15-point system font, which ibtool archives for a button the document gives no
/// font (Xcode 5–7 documents: the Openday, ProcessDash, Mobilewits and JobDocs buttons, SDK 8–10).
struct ButtonTitleFontShape: Shape {
    static let name = "buttonTitleFont"
    static let keys = ["UIFont"]
    static let reads = ElementReads(children: ["fontDescription"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        // A normal attributed title's first run sets the title font, whatever the element's
        // (XAMservi: 2 of 2 buttons archive their title's font object).
        let normal = lowering.document.children(of: step.node).first { lowering.document[$0].name == "state" && lowering.document.key(of: $0) == "normal" }
        if let font = normal.flatMap({ lowering.attributedTitle($0)?.font }) {
            _ = lowering.elementFont(step.node)
            entries.append(.init("UIFont", font))
        } else if let font = lowering.elementFont(step.node) {
            entries.append(.init("UIFont", font))
        } else if lowering.isSystemButton(step.node) {
            entries.append(.init("UIFont", lowering.systemFont(type: "system", weight: nil, size: Lowering.defaultButtonFontSize)))
        }
    }
}

extension ButtonTitleFontShape: InvertibleShape {
    static let loss = "UIButton's default font comes back as an explicit font description"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        FontShape.raise(values, in: graph, into: &element)
    }
}

extension Lowering {
    /// The point size of UIButton's default title font.
    static let defaultButtonFontSize = 15.0

    /// Whether a button is of the system type (`buttonType="system"` or `"roundedRect"`), whose
    /// title label UIButton makes at once: ibtool archives its font even without a title (346 of
    /// 362 system buttons of Apple's nibs have one; custom, contact-add and other buttons without a
    /// `<fontDescription>` have none: 28 + 66 + 12 in the corpus, JobDocs' 53 custom buttons).
    func isSystemButton(_ node: Int) -> Bool {
        ["system", "roundedRect"].contains(document.peek("buttonType", of: node) ?? "custom")
    }

    /// Whether a button is of a type UIKit draws with its own image (contact add, detail
    /// disclosure, info): ibtool archives no stateful content for it, whatever its `<state>`s say,
    /// and its hugging priorities at the default too (12 of 12 contact-add buttons of Apple's nibs,
    /// 8 of them with a title color and a title shadow color in the document: NightPhones,
    /// Apptentive). The detail disclosure and info types are assumed the same; no nib has one.
    func isSystemImageButton(_ node: Int) -> Bool { Lowering.isSystemImageButton(node, in: document) }

    static func isSystemImageButton(_ node: Int, in document: IBDocument) -> Bool {
        document[node].name == "button"
            && ["contactAdd", "detailDisclosure", "infoLight", "infoDark"].contains(document.peek("buttonType", of: node) ?? "custom")
    }
}

/// A text field that uses attributed text (`usesAttributedText="YES"`) keeps its font, alignment
/// and color in that text; with an empty one ibtool archives UIKit's defaults: the system font of
/// 17 points, no `UITextAlignment`, and a color that follows the traits (XAMservi, SDK 10: 2 of 2
/// text fields). A non-empty one is not compiled yet (reported).
extension Lowering {
    mutating func usesAttributedText(_ node: Int) -> Bool { attribute("usesAttributedText", of: node) == "YES" }
}

/// `@textFieldFont`: `<fontDescription>`, else an attributed text field's UIKit default.
struct TextFieldFontShape: Shape {
    static let name = "textFieldFont"
    static let keys = ["UIFont"]
    static let reads = ElementReads(["usesAttributedText"], children: ["fontDescription"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let font = lowering.elementFont(step.node) {
            entries.append(.init("UIFont", font))
        } else if lowering.usesAttributedText(step.node) {
            entries.append(.init("UIFont", lowering.systemFont(type: "system", weight: nil, size: 17)))
        }
    }
}

/// `@textFieldAlignment`: `textAlignment`, always, unless the text field uses attributed text.
struct TextFieldAlignmentShape: Shape {
    static let name = "textFieldAlignment"
    static let keys = ["UITextAlignment"]
    static let reads = ElementReads(["textAlignment", "usesAttributedText"])
    static let declared = UIKitRecipes.declaration("textAlignment", of: "UITextField")
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard !lowering.usesAttributedText(step.node), let declared else { return }
        let name = lowering.attribute("textAlignment", of: step.node) ?? declared.defaultValue ?? "left"
        entries.append(.init("UITextAlignment", .integer(declared.domain.rawValue(of: name) ?? 0)))
    }
}

extension TextFieldFontShape: InvertibleShape {
    static let loss = "an attributed text field's default font comes back as a font description"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        FontShape.raise(values, in: graph, into: &element)
    }
}

extension TextFieldAlignmentShape: InvertibleShape {
    static let loss = "a text field without the key comes back left aligned, not as one that uses attributed text"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let raw)? = values["UITextAlignment"], case .enumeration(let cases)? = declared?.domain,
            let name = cases.first(where: { $0.value == raw })?.name, name != declared?.defaultValue
        else { return }
        element.attributes["textAlignment"] = name
    }
}

/// `@textFieldTraitColor`: whether the text color stops following the trait collection: not
/// with `<nil key="textColor"/>` or an attributed text, else it does.
struct TextFieldTraitColorShape: Shape {
    static let name = "textFieldTraitColor"
    static let keys = ["UIDisableTextColorUpdateOnTraitCollectionChange"]
    static let reads = ElementReads(["usesAttributedText"], children: ["textColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let isNil = lowering.document.child(key: "textColor", of: step.node).map { lowering.document[$0].name == "nil" } ?? false
        entries.append(.init("UIDisableTextColorUpdateOnTraitCollectionChange", .bool(!isNil && !lowering.usesAttributedText(step.node))))
    }
}

/// `@textColor`: `<color key="textColor">`, else the SDK's default label color (an unnamed RGB
/// black before SDK 10).
struct TextColorShape: Shape {
    static let name = "textColor"
    static let keys = ["UITextColor"]
    static let reads = ElementReads(children: ["textColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let own = lowering.document.child(key: "textColor", of: step.node).flatMap { lowering.color($0) }
        let sdk = lowering.options.sdk
        let textColor =
            lowering.labelAttributedText(step.node)?.color ?? own
            ?? (sdk.hasRGBDefaultTextColor
                ? lowering.colorObject(.rgb(0, 0, 0, 1), systemName: nil)
                : lowering.colorObject(.gray(0, 1), systemName: sdk.defaultLabelColor))
        entries.append(.init("UITextColor", textColor))
    }
}

extension TextColorShape: InvertibleShape {
    static let loss =
        "no <color key=\"textColor\"> is the SDK's label color; calibrated and Display P3 colors come back as sRGB, a cocoaTouchSystemColor as a systemColor"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let color = Lowering.raisedColor(values["UITextColor"], in: graph) { element.children["textColor"] = RaisedElement(attributes: color) }
    }
}

/// `@shadowOffset`: `<size key="shadowOffset">`, else UILabel's default (0, -1).
struct ShadowOffsetShape: Shape {
    static let name = "shadowOffset"
    static let keys = ["UIShadowOffset"]
    static let reads = ElementReads(children: ["shadowOffset"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let shadow = lowering.document.child(key: "shadowOffset", of: step.node)
        let width = shadow.flatMap { lowering.double("width", of: $0) } ?? 0
        let height = shadow.flatMap { lowering.double("height", of: $0) } ?? -1
        entries.append(.init("UIShadowOffset", lowering.geometries.value(.size(width: width, height: height))))
    }
}

extension ShadowOffsetShape: InvertibleShape {
    static let loss = "no <size key=\"shadowOffset\"> is the offset (0, -1)"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .data(let bytes)? = values["UIShadowOffset"], let size = NibGeometry(bytes: bytes)?.components, size.count == 2 else { return }
        element.children["shadowOffset"] = ["width": KeyRecipe.Codec.text(size[0]), "height": KeyRecipe.Codec.text(size[1])]
    }
}

/// `@fontSizing`: a label adjusts its font size unless the document says NO (Xcode writes NO
/// explicitly); either the minimum size or the scale factor is given and ibtool derives the other:
/// the size rounded to a quarter point, or the factor as minimum size / point size.
struct FontSizingShape: Shape {
    static let name = "fontSizing"
    static let keys = ["UIAdjustsFontSizeToFit", "UIMinimumFontSize", "UIMinimumScaleFactor"]
    static let reads = ElementReads(["adjustsFontSizeToFit", "minimumFontSize", "minimumScaleFactor"], children: ["fontDescription"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        guard lowering.flag("adjustsFontSizeToFit", of: node) != false else { return }
        let size = lowering.document.child(key: "fontDescription", of: node).flatMap { lowering.double("pointSize", of: $0) } ?? 17
        let minimumSize = lowering.double("minimumFontSize", of: node)
        let scale = lowering.double("minimumScaleFactor", of: node) ?? minimumSize.map { size > 0 ? $0 / size : 0 } ?? 0
        entries += [
            .init("UIAdjustsFontSizeToFit", .bool(true)),
            .init("UIMinimumFontSize", .float(Float(minimumSize ?? (size * scale * 4).rounded() / 4))),
            .init("UIMinimumScaleFactor", .float(Float(scale))),
        ]
    }
}

extension FontSizingShape: InvertibleShape {
    static let loss = "the minimum font size and the scale factor are both written, each derived from the other when one is given"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard values["UIAdjustsFontSizeToFit"] == .bool(true) else {
            element.attributes["adjustsFontSizeToFit"] = "NO"
            return
        }
        if case .float(let scale)? = values["UIMinimumScaleFactor"] { element.attributes["minimumScaleFactor"] = KeyRecipe.Codec.text(Double(scale)) }
        if case .float(let size)? = values["UIMinimumFontSize"] { element.attributes["minimumFontSize"] = KeyRecipe.Codec.text(Double(size)) }
    }
}

/// `@textViewText`: a text view's text, plain and attributed (`Lowering.textViewText`).
struct TextViewTextShape: Shape {
    static let name = "textViewText"
    static let keys = ["UIText", "UIAttributedText"]
    static let reads = ElementReads(["text"], children: ["text", "textColor", "fontDescription"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries += lowering.textViewText(step.node)
    }
}

extension TextViewTextShape: InvertibleShape {
    static let loss = "the attributed text repeats the text with the view's font, color and alignment, which their own keys give back"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let text = graph.text(of: values["UIText"]) { element.attributes["text"] = text }
    }
}

/// `@textInputTraits`: the keys of `<textInputTraits>`, IBTextInputTraits' `archive` lines run on it.
/// Secure entry neither corrects nor checks spelling: a secure field the document leaves at the
/// default gets both `no` (1), as UIKit turns them off (JobDocs and XAMservi pairs: the 5 secure
/// text fields of Apple's nibs, none with the attributes written).
struct TextInputTraitsShape: Shape {
    static let name = "textInputTraits"
    static let keys = ArchivePlans.standard.plan(named: "IBTextInputTraits")?.steps.map(\.recipe.key) ?? []
    static let reads = ElementReads(children: ["textInputTraits"])
    static let turnedOffBySecureEntry = ["UIAutocorrectionType", "UISpellCheckingType"]

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let traits = lowering.document.child(key: "textInputTraits", of: step.node) else { return }
        var written = lowering.entries("IBTextInputTraits", for: traits, into: step.object, context: step.context)
        if lowering.attribute("secureTextEntry", of: traits) == "YES" {
            for key in turnedOffBySecureEntry where !written.contains(where: { $0.key == key }) {
                let rank = keys.firstIndex(of: key) ?? 0
                let place = written.firstIndex { (keys.firstIndex(of: $0.key) ?? 0) > rank } ?? written.endIndex
                written.insert(ObjectGraph.Entry(key, .integer(1)), at: place)
            }
        }
        entries += written
    }
}

/// `@searchBarTraits`: a search bar's `<textInputTraits>` as a text field's, with a search bar's
/// defaults written: the search return key (6), the return key enabled automatically, secure entry
/// off (LucidX, JobDocs: 9 of 9 search bars have all three, one with the automatic return key
/// turned off).
struct SearchBarTraitsShape: Shape {
    static let name = "searchBarTraits"
    static let keys = TextInputTraitsShape.keys
    static let reads = ElementReads(children: ["textInputTraits"])
    static let defaults: [(key: String, attribute: String, value: ObjectGraph.Value)] = [
        ("UIReturnKeyType", "returnKeyType", .integer(6)), ("UIEnablesReturnKeyAutomatically", "enablesReturnKeyAutomatically", .bool(true)),
        ("UISecureTextEntry", "secureTextEntry", .bool(false)),
    ]

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let traits = lowering.document.child(key: "textInputTraits", of: step.node)
        var written = traits.map { lowering.entries("IBTextInputTraits", for: $0, into: step.object, context: step.context) } ?? []
        for (key, attribute, value) in defaults where !written.contains(where: { $0.key == key }) {
            // A trait written at UIKit's text field default ("NO") is the search bar's other value.
            let said = traits.flatMap { lowering.attribute(attribute, of: $0) }
            let fitted: ObjectGraph.Value = said == nil ? value : (said == "YES" ? .bool(true) : said == "NO" ? .bool(false) : value)
            let rank = keys.firstIndex(of: key) ?? 0
            let place = written.firstIndex { (keys.firstIndex(of: $0.key) ?? 0) > rank } ?? written.endIndex
            written.insert(ObjectGraph.Entry(key, fitted), at: place)
        }
        entries += written
    }
}

extension SearchBarTraitsShape: InvertibleShape {
    static let loss = "a search bar's default traits come back written (the search return key, the automatic return key)"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        TextInputTraitsShape.raise(values, in: graph, into: &element)
    }
}

extension TextInputTraitsShape: InvertibleShape {
    static let loss = "traits at their defaults write no key: an empty <textInputTraits> and none are the same; a secure field's correction and spell checking come back written as no"

    /// Each trait through its `archive` line's codec, backwards.
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard let plan = ArchivePlans.standard.plan(named: "IBTextInputTraits"), keys.contains(where: { values[$0] != nil }) else { return }
        var traits: [String: String] = [:]
        for step in plan.steps where step.kind == .attribute {
            let decoded = step.recipe.codec.decode(values[step.recipe.key].map { .value($0) }, declared: step.declared)
            if case .attribute(let text)? = decoded { traits[step.name] = text }
        }
        element.children["textInputTraits"] = RaisedElement(attributes: traits)
    }
}

/// `@dataDetectorTypes`: a text view's detectors as UIDataDetectorTypes bits (Apptentive: phone,
/// link, address → 7); none without the element.
struct DataDetectorTypesShape: Shape {
    static let name = "dataDetectorTypes"
    static let keys = ["UIDataDetectorTypes"]
    static let reads = ElementReads(children: ["dataDetectorTypes"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let bits = lowering.dataDetectorBits(of: step.node) else { return }
        if bits != 0 { entries.append(.init("UIDataDetectorTypes", .integer(bits))) }
    }
}

extension DataDetectorTypesShape: InvertibleShape {
    static let loss = "an empty <dataDetectorTypes> and none are the same"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let bits)? = values["UIDataDetectorTypes"] else { return }
        var flags: [String: String] = [:]
        for bit in Lowering.dataDetectorBits where bits & bit.value != 0 { flags[bit.name] = "YES" }
        element.children["dataDetectorTypes"] = RaisedElement(attributes: flags)
    }
}

/// `@webViewDataDetectorTypes`: a web view's; without the element, its class's default, phone
/// numbers (the Apptentive pairs: 1).
struct WebViewDataDetectorTypesShape: Shape {
    static let name = "webViewDataDetectorTypes"
    static let keys = ["UIDataDetectorTypes"]
    static let reads = ElementReads(children: ["dataDetectorTypes"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let bits = lowering.dataDetectorBits(of: step.node) ?? 1
        if bits != 0 { entries.append(.init("UIDataDetectorTypes", .integer(bits))) }
    }
}

extension WebViewDataDetectorTypesShape: InvertibleShape {
    static let loss = "no <dataDetectorTypes> is the class's default, phone numbers"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        DataDetectorTypesShape.raise(values, in: graph, into: &element)
    }
}

/// `@buttonStates`: a button's per-state content (`Lowering.buttonStateEntries`).
struct ButtonStatesShape: Shape {
    static let name = "buttonStates"
    static let keys = ["UIButtonStatefulContent"]
    static let reads = ElementReads(children: IBNameSet(Lowering.controlState.keys))
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries += lowering.buttonStateEntries(step.node)
    }
}

extension ButtonStatesShape: InvertibleShape {
    static let loss = "a state's colors come back as their <color> does (TextColorShape)"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        element.children.merge(Lowering.raisedButtonStates(values["UIButtonStatefulContent"], in: graph)) { $1 }
    }
}

extension Lowering {
    /// The `<dataDetectorType key="dataDetectorTypes">` flags as UIDataDetectorTypes bits (nil:
    /// no such element).
    func dataDetectorBits(of node: Int) -> Int64? {
        guard let detectors = document.child(key: "dataDetectorTypes", of: node) else { return nil }
        return Lowering.dataDetectorBits.reduce(0) { mask, bit in flag(bit.name, of: detectors) == true ? mask | bit.value : mask }
    }
}
