// AttributedText.swift — a label's attributed text (`usesAttributedText="YES"`, `<attributedString
// key="attributedText">`).
//
// Measured on ibtool's output (NightPhones, SDK 10: 14 labels; XAMservi, SDK 10): the label's
// `UIAttributedText` is an `NSMutableAttributedString` {`NSString`: the fragments' text as an
// NSMutableString, `NSAttributes`: the run's dictionary of `NSFont` (a UIFont), `NSColor` (a
// UIColor) and `NSParagraphStyle` (an NSMutableParagraphStyle {`NSAlignment` in AppKit's
// numbering — left 0, right 1, center 2, justified 3, natural 4 —, `NSLineBreakMode` when not word
// wrapping, `NSTabStops` nil}); several runs as an array of the distinct dictionaries and
// `NSAttributeInfo`, as AppKit's text storage (TextViewShapes.swift)}. The label's own `UIText`,
// `UIFont`, `UITextColor` and `UITextAlignment` are the text's and its first run's, the same
// objects.

import InterfaceBuilder
import NibArchive

/// What a label's attributed text gives its keys.
struct LabelAttributedText {
    var text: ObjectGraph.Value
    var font: ObjectGraph.Value?
    var color: ObjectGraph.Value?
    /// UIKit's NSTextAlignment of the first run (natural without a paragraph style).
    var alignment: Int64
    var attributed: ObjectGraph.ID
}

extension Lowering {
    /// The attributed text of a label that uses one (made once per label).
    mutating func labelAttributedText(_ node: Int) -> LabelAttributedText? {
        if let made = attributedTexts[node] { return made }
        guard document[node].name == "label", document.peek("usesAttributedText", of: node) == "YES", let storage = document.child(key: "attributedText", of: node) else { return nil }
        let made = attributedString(storage, mutable: true, lineBreakMode: labelLineBreakMode(node))
        attributedTexts[node] = made
        return made
    }

    /// A button state's `<attributedString key="attributedTitle">` (made once per state): an
    /// immutable `NSAttributedString` of an NSString, its paragraph styles `NSParagraphStyle`s
    /// (XAMservi, SDK 10: 2 titles; Zendesk's 8).
    mutating func attributedTitle(_ state: Int) -> LabelAttributedText? {
        if let made = attributedTexts[state] { return made }
        guard let storage = document.child(key: "attributedTitle", of: state), document[storage].name == "attributedString" else { return nil }
        let made = attributedString(storage, mutable: false, lineBreakMode: nil)
        attributedTexts[state] = made
        return made
    }

    /// An `<attributedString>`: a mutable attributed string of an NSMutableString (a label's) or an
    /// immutable one; `lineBreakMode` replaces its paragraph styles' own.
    mutating func attributedString(_ storage: Int, mutable: Bool, lineBreakMode: Int64?) -> LabelAttributedText {
        var text = ""
        var runs: [(length: Int, dictionary: ObjectGraph.ID, font: ObjectGraph.Value?, color: ObjectGraph.Value?, alignment: Int64)] = []
        for fragment in document.children(of: storage) where document[fragment].name == "fragment" {
            var content = attribute("content", of: fragment) ?? ""
            if let child = document.child(key: "content", of: fragment), ["string", "mutableString"].contains(document[child].name) {
                content = stringElementText(child)
            }
            text += content
            var pairs: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
            var font: ObjectGraph.Value?, color: ObjectGraph.Value?
            var alignment: Int64 = 4
            if let attributes = document.children(of: fragment).first(where: { document[$0].name == "attributes" }) {
                for value in document.children(of: attributes) {
                    switch (document[value].name, document.key(of: value)) {
                    case ("font", "NSFont"?):
                        font = attributedFont(value)
                    case ("color", "NSColor"?):
                        color = self.color(value)
                    case ("paragraphStyle", "NSParagraphStyle"?):
                        let (style, uikitAlignment) = paragraphStyle(value, lineBreakMode: lineBreakMode, mutable: mutable)
                        alignment = uikitAlignment
                        pairs.append((graph.string("NSParagraphStyle"), style))
                    case let (name, key?):
                        // Any other attribute of the run: the dictionary's value under its name.
                        if let object = runAttribute(value, element: name) { pairs.append((graph.string(key), object)) }
                    default:
                        continue
                    }
                }
            }
            if let id = font?.objectID { pairs.insert((graph.string("NSFont"), id), at: 0) }
            if let id = color?.objectID { pairs.append((graph.string("NSColor"), id)) }
            let length = content.utf16.count
            guard length > 0 else { continue }
            runs.append((length, graph.dictionary(pairs), font, color, alignment))
        }
        let string = graph.string(text, className: mutable ? "NSMutableString" : "NSString")
        var entries: [ObjectGraph.Entry] = [.init("NSString", .object(string))]
        if runs.count == 1 {
            entries.append(.init("NSAttributes", .object(runs[0].dictionary)))
        } else if runs.count > 1 {
            var info: [UInt8] = []
            for (index, run) in runs.enumerated() { info += Varint.encode(run.length) + Varint.encode(index) }
            entries.append(.init("NSAttributes", array(runs.map(\.dictionary), className: "NSMutableArray")))
            entries.append(.init("NSAttributeInfo", .object(graph.add("NSMutableData", [.init("NS.bytes", .data(info))]))))
        }
        return LabelAttributedText(
            text: .object(string), font: runs.first?.font, color: runs.first?.color, alignment: runs.first?.alignment ?? 4,
            attributed: graph.add(mutable ? "NSMutableAttributedString" : "NSAttributedString", entries))
    }

    /// A run's other attribute (`NSStrokeColor`, `NSKern`, `NSOriginalFont`): a color, a font, or a
    /// `<real>` / `<integer>` NSNumber, as the attributed string's dictionary holds it.
    mutating func runAttribute(_ node: Int, element: String) -> ObjectGraph.ID? {
        switch element {
        case "color": return color(node)?.objectID
        case "font": return attributedFont(node)?.objectID
        case "real": return double("value", of: node).map { graph.number($0) }
        case "integer": return attribute("value", of: node).flatMap { Int64($0) }.map { graph.number($0) }
        default: return nil
        }
    }

    /// A run's `<font key="NSFont">`: a named font, or the system font (`metaFont`).
    mutating func attributedFont(_ node: Int) -> ObjectGraph.Value? {
        let size = double("size", of: node) ?? 17
        if let name = attribute("name", of: node) {
            if let type = Lowering.systemFontNames[name] { return systemFont(type: type, weight: nil, size: size) }
            return namedFont(name, size: size)
        }
        let meta = attribute("metaFont", of: node)
        return systemFont(type: meta?.hasPrefix("boldSystem") == true ? "boldSystem" : "system", weight: nil, size: size)
    }

    /// A label's line break mode (UILabel's default, tail truncation, when the document leaves it out).
    func labelLineBreakMode(_ node: Int) -> Int64 {
        Lowering.labelLineBreakMode.flatMap { declared in
            (document.peek("lineBreakMode", of: node) ?? declared.defaultValue).flatMap { declared.domain.rawValue(of: $0) }
        } ?? 4
    }

    static let labelLineBreakMode = UIKitRecipes.declaration("lineBreakMode", of: "UILabel")

    /// A run's `<paragraphStyle key="NSParagraphStyle">`, and its alignment in UIKit's numbering.
    /// In a label the style takes the label's line break mode (`lineBreakMode`), whatever its own
    /// says: UILabel's setter rewrites the paragraph styles of its attributed text (8 of 8 label
    /// paragraph styles of NightPhones, SDK 10, `wordWrapping` in the document, archived as the
    /// labels' tail truncation; Apple's other label nibs agree: LPMessaging's tail, Zendesk's word
    /// wrap). The style's own is then IB's only (DesignTimeContexts).
    mutating func paragraphStyle(_ node: Int, lineBreakMode: Int64? = nil, mutable: Bool = true) -> (object: ObjectGraph.ID, alignment: Int64) {
        let name = attribute("alignment", of: node) ?? "natural"
        let (appKit, uikit) = Lowering.paragraphAlignments[name] ?? (4, 4)
        var entries: [ObjectGraph.Entry] = [.init("NSAlignment", .integer(appKit))]
        if let mode = lineBreakMode ?? attribute("lineBreakMode", of: node).flatMap({ Lowering.paragraphLineBreakModes[$0] }), mode != 0 {
            entries.append(.init("NSLineBreakMode", .integer(mode)))
        }
        entries.append(.init("NSTabStops", .null))
        return (graph.add(mutable ? "NSMutableParagraphStyle" : "NSParagraphStyle", entries), uikit)
    }

    /// A paragraph style's alignment: (AppKit's number, which NSParagraphStyle archives; UIKit's).
    static let paragraphAlignments: [String: (Int64, Int64)] = [
        "left": (0, 0), "right": (1, 2), "center": (2, 1), "justified": (3, 3), "natural": (4, 4),
    ]

    /// NSLineBreakMode by IB's names.
    static let paragraphLineBreakModes: [String: Int64] = [
        "wordWrapping": 0, "charWrapping": 1, "clipping": 2, "truncatingHead": 3, "truncatingTail": 4, "truncatingMiddle": 5,
    ]
}

/// `@labelAttributedText`: a label's `UIAttributedText`.
struct LabelAttributedTextShape: Shape {
    static let name = "labelAttributedText"
    static let keys = ["UIAttributedText"]
    static let reads = ElementReads(["usesAttributedText"], children: ["attributedText"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        _ = lowering.attribute("usesAttributedText", of: step.node)
        if let text = lowering.labelAttributedText(step.node) { entries.append(.init("UIAttributedText", .object(text.attributed))) }
    }
}

/// `@labelTextAlignment`: `UITextAlignment`, always (before SDK 9 unless left); with an attributed
/// text, its first run's.
struct LabelTextAlignmentShape: Shape {
    static let name = "labelTextAlignment"
    static let keys = ["UITextAlignment"]
    static let reads = ElementReads(["textAlignment"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let declared = lowering.enumerationValue(Lowering.labelAlignment, of: step.node) ?? 0
        let alignment = lowering.labelAttributedText(step.node)?.alignment ?? declared
        guard alignment != 0 || lowering.options.sdk.archivesLeftLabelAlignment else { return }
        entries.append(.init("UITextAlignment", .integer(alignment)))
    }
}

extension LabelTextAlignmentShape: InvertibleShape {
    static let loss = "an attributed text's alignment comes back as the label's; before SDK 9 a left one is not archived"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let raw)? = values["UITextAlignment"], case .enumeration(let cases)? = Lowering.labelAlignment?.domain,
            let name = cases.first(where: { $0.value == raw })?.name
        else { return }
        element.attributes["textAlignment"] = name
    }
}

extension Lowering {
    static let labelAlignment = UIKitRecipes.declaration("textAlignment", of: "UILabel")
}
