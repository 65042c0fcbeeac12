// TextViewShapes.swift — the shapes of NSTextView's keys (FIELD-GUIDE-APPKIT §14): the text system
// ibtool archives under a text view (its container, layout manager and text storage with the
// document's text), the shared data's attribute dictionaries and colors, and the cursor of the clip
// view that shows a text view. The shared data's other keys are `archive` lines of
// `NSTextViewSharedData`, which read the text view's attributes.

import InterfaceBuilder
import NibArchive

/// `@textContainer`: `NSTextContainer`: the container as wide as the view (`NSWidth`), its layout
/// manager and the text storage holding the document's `textStorage` [V 13].
struct TextContainerShape: Shape {
    static let name = "textContainer"
    static let keys = ["NSTextContainer"]
    static let reads = ElementReads(children: ["frame", "textStorage", "textColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let width = lowering.tiledFrame(node)?[2] ?? lowering.document.child(key: "frame", of: node).flatMap { lowering.double("width", of: $0) } ?? 0
        let storage = lowering.graph.add("NSTextStorage", lowering.textStorageEntries(of: node))
        let container = lowering.graph.add("NSTextContainer")
        let manager = lowering.graph.add("NSLayoutManager", [
            .init("NSTextStorage", .object(storage)), .init("NSTextContainers", lowering.array([container], className: "NSMutableArray")),
            .init("NSLMFlags", .integer(0x66)), .init("NSDelegate", .null),
        ])
        lowering.graph.append([
            .init("NSLayoutManager", .object(manager)), .init("NSTextLayoutManager", .null), .init("NSTextView", .object(step.object)),
            .init("NSWidth", .double(width)), .init("NSMinWidth", .double(15)), .init("NSTCFlags", .integer(1)),
        ], to: container)
        entries.append(.init("NSTextContainer", .object(container)))
    }
}

extension Lowering {
    /// The keys of a text view's `NSTextStorage`: the text as an `NSMutableString` and, when there
    /// is text, its attributes — one dictionary for one run, else an array of the distinct
    /// dictionaries and `NSAttributeInfo`, each run's UTF-16 length and dictionary index as
    /// varints [V: multiattr's three runs, two dictionaries, `06 00 04 01 06 00`]. A run without a
    /// color has the text view's text color (catalog `textColor` by default) [V 2/2 runs].
    mutating func textStorageEntries(of textView: Int) -> [ObjectGraph.Entry] {
        var text = ""
        var runs: [(length: Int, signature: String, attributes: [Int])] = []
        if let storage = document.child(key: "textStorage", of: textView) {
            for fragment in document.children(of: storage) where document[fragment].name == "fragment" {
                var content = attribute("content", of: fragment) ?? ""
                if let child = document.child(key: "content", of: fragment), ["string", "mutableString"].contains(document[child].name) {
                    content = stringElementText(child)
                }
                let attributes = document.children(of: fragment).first { document[$0].name == "attributes" }
                let values = attributes.map { document.children(of: $0).filter { ["NSFont", "NSColor"].contains(attribute(.key, of: $0) ?? "") } } ?? []
                text += content
                let signature = values.map { value in
                    document[value].attributeRange.map { "\(document.attributes.name(at: $0))=\(document.attributes.value(at: $0))" }.sorted().joined(separator: " ")
                }.joined(separator: "\n")
                let length = content.utf16.count
                if let last = runs.last, last.signature == signature {
                    runs[runs.count - 1].length += length
                } else if length > 0 {
                    runs.append((length, signature, values))
                }
            }
        }
        var entries: [ObjectGraph.Entry] = [.init("NSString", .object(graph.string(text, className: "NSMutableString")))]
        if !runs.isEmpty {
            var dictionaries: [String: (index: Int, object: ObjectGraph.ID)] = [:]
            var ordered: [ObjectGraph.ID] = []
            var info: [UInt8] = []
            for run in runs {
                let dictionary: (index: Int, object: ObjectGraph.ID)
                if let made = dictionaries[run.signature] {
                    dictionary = made
                    for value in run.attributes { readAppKitValue(value) }
                } else {
                    dictionary = (ordered.count, runAttributes(run.attributes, textView: textView))
                    dictionaries[run.signature] = dictionary
                    ordered.append(dictionary.object)
                }
                info += Varint.encode(run.length) + Varint.encode(dictionary.index)
            }
            if ordered.count == 1 && runs.count == 1 {
                entries.append(.init("NSAttributes", .object(ordered[0])))
            } else {
                entries.append(.init("NSAttributes", array(ordered, className: "NSMutableArray")))
                entries.append(.init("NSAttributeInfo", .object(graph.add("NSMutableData", [.init(FoundationKeys.bytes, .data(info))]))))
            }
        }
        entries.append(.init("NSDelegate", .null))
        return entries
    }

    /// The attribute dictionary of a run: its font and color, keys sorted.
    private mutating func runAttributes(_ values: [Int], textView: Int) -> ObjectGraph.ID {
        var pairs: [(key: String, value: ObjectGraph.ID)] = []
        for value in values {
            let key = attribute(.key, of: value) ?? ""
            let object = key == "NSFont" ? appKitFont(value) : appKitColor(value)
            if let object { pairs.append((key, object)) }
        }
        if !pairs.contains(where: { $0.key == "NSColor" }) { pairs.append(("NSColor", textViewTextColor(textView))) }
        pairs.sort { $0.key < $1.key }
        return graph.dictionary(pairs.map { (graph.string($0.key), $0.value) })
    }

    /// A text view's text color: its `textColor`, else the catalog's `textColor`.
    mutating func textViewTextColor(_ textView: Int) -> ObjectGraph.ID {
        document.child(key: "textColor", of: textView).flatMap { appKitColor($0) } ?? appKitCatalogColor("textColor", catalog: "System")
    }

    /// Whether a text view's storage holds text.
    func hasText(_ textView: Int) -> Bool {
        guard let storage = document.child(key: "textStorage", of: textView) else { return false }
        return document.children(of: storage).contains { fragment in
            document[fragment].name == "fragment"
                && (document.peek("content", of: fragment)?.isEmpty == false || document.child(key: "content", of: fragment) != nil)
        }
    }
}

/// Varints as `NSAttributeInfo` stores them: 7 bits a byte, low bits first, the high bit set on
/// every byte but the last.
enum Varint {
    static func encode(_ value: Int) -> [UInt8] {
        var remaining = UInt(max(value, 0))
        var bytes: [UInt8] = []
        repeat {
            let low = UInt8(remaining & 0x7F)
            remaining >>= 7
            bytes.append(remaining == 0 ? low : low | 0x80)
        } while remaining != 0
        return bytes
    }

    /// The numbers of `bytes` in order; nil when a number runs past the end or past 63 bits.
    static func decode(_ bytes: [UInt8]) -> [Int]? {
        var numbers: [Int] = []
        var value = 0
        var shift = 0
        for byte in bytes {
            guard shift < 63 else { return nil }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 == 0 {
                numbers.append(value)
                (value, shift) = (0, 0)
            } else {
                shift += 7
            }
        }
        return shift == 0 ? numbers : nil
    }
}

extension Raising {
    /// A text view's `<attributedString key="textStorage">` from its container's storage (the
    /// inverse of `textStorageEntries`): the text cut into runs by `NSAttributeInfo` (or one run),
    /// each a `<fragment>` with its font and its color — left out when it is the catalog's
    /// `textColor`, the color compiling gives a run without one. Nil without text.
    func raisedTextStorage(_ values: [String: ObjectGraph.Value]) -> DecompiledElement? {
        guard case .object(let container)? = values["NSTextContainer"], case .object(let manager)? = self.values(of: container)["NSLayoutManager"],
            case .object(let storage)? = self.values(of: manager)["NSTextStorage"]
        else { return nil }
        let storageValues = self.values(of: storage)
        guard let text = text(storageValues["NSString"]), !text.isEmpty else { return nil }
        let units = Array(text.utf16)
        var dictionaries: [ObjectGraph.ID] = []
        var runs: [(length: Int, dictionary: Int)] = []
        switch storageValues["NSAttributes"] {
        case .object(let attributes)? where ["NSDictionary", "NSMutableDictionary"].contains(graph[attributes].className):
            dictionaries = [attributes]
            runs = [(units.count, 0)]
        case .object:
            dictionaries = items(storageValues["NSAttributes"])
            guard case .object(let info)? = storageValues["NSAttributeInfo"],
                case .data(let bytes)? = self.values(of: info)[FoundationKeys.bytes], let numbers = Varint.decode(bytes), numbers.count % 2 == 0
            else { return nil }
            runs = stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
        default:
            runs = [(units.count, -1)]
        }
        var fragments: [DecompiledElement] = []
        var start = 0
        // Each dictionary read once, however many runs share it (a hostile nib's runs may be many).
        var attributesByDictionary: [Int: [DecompiledElement]] = [:]
        for run in runs {
            guard run.length >= 0, start <= units.count - run.length else { return nil }
            let content = String(decoding: units[start..<(start + run.length)], as: UTF16.self)
            start += run.length
            var attributes: [DecompiledElement] = attributesByDictionary[run.dictionary] ?? []
            if attributesByDictionary[run.dictionary] == nil, dictionaries.indices.contains(run.dictionary) {
                let pairs = dictionaryPairs(dictionaries[run.dictionary])
                if let font = pairs["NSFont"].flatMap({ Lowering.raisedAppKitFont(.object($0), in: graph) }) {
                    attributes.append(DecompiledElement("font", [("key", "NSFont")] + font.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
                }
                if let color = pairs["NSColor"].flatMap({ Lowering.raisedAppKitColor(.object($0), in: graph) }),
                    !(color["name"] == "textColor" && color["catalog"] == "System")
                {
                    attributes.append(DecompiledElement("color", [("key", "NSColor")] + color.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
                }
                attributesByDictionary[run.dictionary] = attributes
            }
            fragments.append(DecompiledElement("fragment", [("content", content)], children: attributes.isEmpty ? [] : [DecompiledElement("attributes", children: attributes)]))
        }
        guard start == units.count else { return nil }
        return DecompiledElement("attributedString", [("key", "textStorage")], children: fragments)
    }

    /// A dictionary's string keys and their object values.
    func dictionaryPairs(_ dictionary: ObjectGraph.ID) -> [String: ObjectGraph.ID] {
        let elements = items(.object(dictionary))
        var pairs: [String: ObjectGraph.ID] = [:]
        for index in stride(from: 0, to: elements.count - 1, by: 2) {
            if let key = text(.object(elements[index])) { pairs[key] = elements[index + 1] }
        }
        return pairs
    }
}

/// `@textViewTextColor`: `NSTextViewTextColor`, the text color of a text view without text (with
/// text, the runs' attributes hold it) [V 11 without text, 1 with]. A text view without a
/// `<color key="textColor">` had the catalog's `textColor` in the Interface Builders that wrote
/// text fields' default color too (up to `AppKitClasses.controlTextColorMigration`), and has none
/// since [V 1/1 at toolsVersion 11762 with it, 3/3 at 22505 without].
struct TextViewTextColorShape: Shape {
    static let name = "textViewTextColor"
    static let keys = ["NSTextViewTextColor"]
    static let reads = ElementReads(children: ["textColor", "textStorage"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard !lowering.hasText(step.node) else {
            lowering.readAppKitValue(lowering.document.child(key: "textColor", of: step.node))
            return
        }
        let implicit = lowering.toolsVersion.map { $0 <= AppKitClasses.controlTextColorMigration } ?? true
        guard implicit || lowering.document.child(key: "textColor", of: step.node) != nil else { return }
        entries.append(.init("NSTextViewTextColor", .object(lowering.textViewTextColor(step.node))))
    }
}

/// `@textViewMaxSize`: `NSMaxSize`, the text view's `<size key="maxSize">`; without one, its
/// frame's size, as an `NSTextView` made with a frame has [V 9/9 with one; 2/2 without].
struct TextViewMaxSizeShape: Shape {
    static let name = "textViewMaxSize"
    static let keys = ["NSMaxSize"]
    static let reads = ElementReads(children: ["maxSize"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        guard let size = document.child(key: "maxSize", of: step.node) ?? document.child(key: "frame", of: step.node) else { return }
        let text = AppKitGeometry.size(lowering.double("width", of: size) ?? 0, lowering.double("height", of: size) ?? 0)
        entries.append(.init("NSMaxSize", lowering.string(text)))
    }
}

/// `@insertionColor`: the shared data's `NSInsertionColor`, the text view's
/// `<color key="insertionPointColor">`; without one, or at the catalog's `textColor` (AppKit's
/// default before it had `textInsertionPointColor`), today's default, the catalog's
/// `textInsertionPointColor` (itself `systemBlueColor`) [V 4/4 with another color kept; 2/2
/// without and 1/1 at `textColor` the default].
struct InsertionColorShape: Shape {
    static let name = "insertionColor"
    static let keys = ["NSInsertionColor"]
    static let reads = ElementReads(children: ["insertionPointColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        let node = document.child(key: "insertionPointColor", of: step.node)
        let isFormerDefault = node.map { document.peek("name", of: $0) == "textColor" && document.peek("catalog", of: $0) == "System" } ?? false
        if let node, !isFormerDefault, let color = lowering.appKitColor(node) {
            entries.append(.init("NSInsertionColor", .object(color)))
            return
        }
        if let node { lowering.readAppKitValue(node) }
        entries.append(.init("NSInsertionColor", .object(lowering.appKitCatalogColor("textInsertionPointColor", catalog: "System"))))
    }
}

/// `@textViewSharedData`: `NSSharedData`, the text view's `NSTextViewSharedData`, whose keys are
/// its class's `archive` lines read on the text view.
struct TextViewSharedDataShape: Shape {
    static let name = "textViewSharedData"
    static let keys = ["NSSharedData"]
    static let reads = ElementReads.none
    static let readsThroughPlan: String? = "NSTextViewSharedData"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let inner = lowering.entries("NSTextViewSharedData", for: step.node, into: step.object, context: step.context, readingNodeClass: true)
        entries.append(.init("NSSharedData", .object(lowering.graph.add("NSTextViewSharedData", inner))))
    }
}

/// `@textBackgroundColor`: the shared data's `NSBackgroundColor`: the catalog's
/// `textBackgroundColor`, whatever background the document gives the text view [V 10/10: 8
/// `textBackgroundColor`, 2 calibrated white].
struct TextBackgroundColorShape: Shape {
    static let name = "textBackgroundColor"
    static let keys = ["NSBackgroundColor"]
    static let reads = ElementReads(children: ["backgroundColor"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.readAppKitValue(lowering.document.child(key: "backgroundColor", of: step.node))
        entries.append(.init("NSBackgroundColor", .object(lowering.appKitCatalogColor("textBackgroundColor", catalog: "System"))))
    }
}

/// `@selectedTextAttributes`: `NSSelectedAttributes`, a dictionary of the catalog's selected
/// text background and text colors [V 13].
struct SelectedTextAttributesShape: Shape {
    static let name = "selectedTextAttributes"
    static let keys = ["NSSelectedAttributes"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let background = lowering.appKitCatalogColor("selectedTextBackgroundColor", catalog: "System")
        let color = lowering.appKitCatalogColor("selectedTextColor", catalog: "System")
        let dictionary = lowering.graph.dictionary([(lowering.graph.string("NSBackgroundColor"), background), (lowering.graph.string("NSColor"), color)])
        entries.append(.init("NSSelectedAttributes", .object(dictionary)))
    }
}

/// `@linkTextAttributes`: `NSLinkAttributes`: the catalog's link color, the pointing-hand cursor
/// (one per nib) and a single underline [V 13].
struct LinkTextAttributesShape: Shape {
    static let name = "linkTextAttributes"
    static let keys = ["NSLinkAttributes"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let color = lowering.appKitCatalogColor("linkColor", catalog: "System")
        let cursor = lowering.appKitCursor(hotSpot: AppKitGeometry.size(8, -8), type: 13)
        let underline = lowering.graph.number(Int64(1))
        let dictionary = lowering.graph.dictionary([
            (lowering.graph.string("NSColor"), color), (lowering.graph.string("NSCursor"), cursor), (lowering.graph.string("NSUnderline"), underline),
        ])
        entries.append(.init("NSLinkAttributes", .object(dictionary)))
    }
}

/// `@clipCursor`: a clip view's `NSCursor`, when it shows a text view: AppKit's arrow at `{1, -1}`
/// [V 13/13 clip views of text views, 0/44 of others].
struct ClipCursorShape: Shape {
    static let name = "clipCursor"
    static let keys = ["NSCursor"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let document = lowering.document
        guard let subviews = document.child("subviews", of: step.node),
            let first = document.children(of: subviews).first(where: { document.isObject($0) }),
            let index = document.classIndex(of: first),
            document.model.chain(of: document.model.declarations[index]).contains(where: { $0.name == "NSTextView" })
        else { return }
        entries.append(.init("NSCursor", .object(lowering.appKitCursor(hotSpot: AppKitGeometry.size(1, -1), type: 0))))
    }
}

extension Lowering {
    /// An `NSCursor`, one object per hot spot and type.
    mutating func appKitCursor(hotSpot: String, type: Int64) -> ObjectGraph.ID {
        shared("cursor \(hotSpot) \(type)") { lowering in
            lowering.graph.add("NSCursor", [.init("NSHotSpot", lowering.string(hotSpot)), .init("NSCursorType", .integer(type))])
        }
    }
}
