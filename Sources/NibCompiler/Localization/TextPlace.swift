// TextPlace.swift — where a localizable text is written in its document, so that a translation can
// be written in its place (`nibc strings import`, ibtool's `--import-strings-file`, and compiling
// with `--strings-file`).
//
// The key names the object; the text is found under it, in this order: the object's attribute of
// the property's name (`<label text=…>`), its `<string key="property">`, then its parts that carry no
// id of their own (a button's `<state key="normal" title=…>` for `normalTitle`, a segment's `title`
// for `segmentTitles[1]`, the second `<segment>`), an attribute or string holding the same text. A
// property the document leaves to its default (an AppKit box's `Title`) is added to the object's
// start tag. Each place takes one translation.

import InterfaceBuilder
import NibArchive

/// Where a text is in a document's bytes.
enum TextPlace: Hashable {
    /// The value of attribute `name` of `node`.
    case attribute(node: Int, name: String)
    /// The character data of the leaf `node` (`<string key="text">…</string>`).
    case characters(node: Int)
    /// Nowhere: attribute `name` is added to `node`.
    case absent(node: Int, name: String)
    /// The empty leaf `node` written as an empty-element tag (`<string key="NSTitle"/>`), given
    /// character data.
    case emptyElement(node: Int)

    /// The place of `text` in `document`, or nil when it is not written where a translation can
    /// replace it; `taken` are places already given a translation; `parts` caches each object's
    /// parts (`ObjectParts`), so a document costs one pass over each object's parts whatever its texts.
    static func find(_ text: LocalizableText, in document: IBDocument, taken: Set<TextPlace>, parts: inout [Int: ObjectParts]) -> TextPlace? {
        guard let object = document.nodeByID[text.objectID] else { return nil }
        var property = Substring(text.property)
        var position: Int?
        if property.hasSuffix("]"), let open = property.lastIndex(of: "[") {
            position = Int(property[property.index(after: open)..<property.index(before: property.endIndex)])
            property = property[..<open]
        }
        let name = String(property)
        var candidates: [(place: TextPlace, rank: Int)] = []
        if position == nil, document.peek(name, of: object) == text.text {
            candidates.append((.attribute(node: object, name: name), 0))
        }
        if position == nil, let child = document.child(key: name, of: object), document.text(of: child) == text.text {
            candidates.append((.characters(node: child), 0))
        }
        let index = parts[object] ?? ObjectParts(object, in: document)
        parts[object] = index
        for part in index.holding[ObjectParts.Key(text: text.text, position: position)] ?? [] where !taken.contains(part.place) {
            var rank = 3
            switch part.place {
            case .attribute(let node, let attribute):
                // <state key="normal" title=…>: normalTitle; <accessibility label=…>: accessibilityLabel.
                let capitalized = attribute.capitalizedFirst
                if let key = part.key, key + capitalized == name {
                    rank = 1
                } else if document[node].name + capitalized == name {
                    rank = 1
                } else if attribute == name {
                    rank = 2
                }
            case .characters:
                if part.key == name { rank = 1 }
            case .absent, .emptyElement:
                continue
            }
            candidates.append((part.place, rank))
        }
        if let best = candidates.filter({ !taken.contains($0.place) }).min(by: { $0.rank < $1.rank }) {
            return best.place
        }
        // A property left to its default: written as an attribute of the object.
        if position == nil, document.peek(name, of: object) == nil, document.child(key: name, of: object) == nil,
            document.classDeclaration(of: object).flatMap({ document.model.attribute(name, of: $0) }) != nil
        {
            return .absent(node: object, name: name)
        }
        return nil
    }

    /// An object's parts (its descendants that are not objects of their own: no id), indexed by the
    /// texts they hold: each attribute value and leaf text, under the text alone and under the text
    /// with the part's place among its siblings of the same element (`segmentTitles[1]`: the second
    /// `<segment>`). Built in one pass over the parts.
    struct ObjectParts {
        struct Key: Hashable {
            var text: String
            /// Nil: any place.
            var position: Int?
        }

        struct Part {
            var place: TextPlace
            var key: String?
        }

        var holding: [Key: [Part]] = [:]

        init(_ object: Int, in document: IBDocument) {
            var stack: [(node: Int, position: Int)] = []
            func push(childrenOf node: Int) {
                var counts: [String: Int] = [:]
                var children: [(node: Int, position: Int)] = []
                for child in document.children(of: node) {
                    let name = document[child].name
                    children.append((child, counts[name, default: 0]))
                    counts[name, default: 0] += 1
                }
                stack += children.reversed()
            }
            push(childrenOf: object)
            while let (node, position) = stack.popLast() {
                guard document.peek("id", of: node) == nil else { continue }
                let key = document.peek("key", of: node)
                for index in document[node].attributeRange {
                    let attribute = document.attributes[index]
                    guard attribute.name != "key", attribute.name != "id" else { continue }
                    add(Part(place: .attribute(node: node, name: attribute.name), key: key), text: attribute.value, position: position)
                }
                if let text = document.text(of: node), document[node].firstChild < 0 {
                    add(Part(place: .characters(node: node), key: key), text: text, position: position)
                }
                push(childrenOf: node)
            }
        }

        private mutating func add(_ part: Part, text: String, position: Int) {
            holding[Key(text: text, position: nil), default: []].append(part)
            holding[Key(text: text, position: position), default: []].append(part)
        }
    }

    /// The edit that writes `translation` in this place of `document`, or nil if its bytes cannot be
    /// found.
    func edit(writing translation: String, in document: IBDocument) -> SourceEdit? {
        switch self {
        case .attribute(let node, let name):
            return document.valueRange(ofAttribute: name, of: node).map { SourceEdit(range: $0, replacement: SourceEdit.attributeValue(translation)) }
        case .characters(let node):
            guard let range = document.textRange(of: node) else { return nil }
            if document.peek("base64-UTF8", of: node) == "YES" || document.peek("type", of: node) == "base64-UTF8" {
                return SourceEdit(range: range, replacement: Array(Base64.encode(Array(translation.utf8)).utf8))
            }
            return SourceEdit(range: range, replacement: SourceEdit.characterData(translation))
        case .emptyElement(let node):
            guard let point = document.attributeInsertionPoint(of: node), point + 1 < document.sourceBytes.count,
                document.sourceBytes[point] == UInt8(ascii: "/")
            else { return nil }
            return SourceEdit(
                range: point..<(point + 2),
                replacement: [UInt8(ascii: ">")] + SourceEdit.characterData(translation) + Array("</\(document[node].name)>".utf8))
        case .absent(let node, let name):
            guard let point = document.attributeInsertionPoint(of: node) else { return nil }
            return SourceEdit(range: point..<point, replacement: Array(" \(name)=\"".utf8) + SourceEdit.attributeValue(translation) + [UInt8(ascii: "\"")])
        }
    }
}

/// Where the texts of a pre-Xcode 5 document are written: in its `<archive>` (`legacyArchiveTree`,
/// the same bytes), under the archive object an upgraded object comes from (the element starting
/// where the upgraded node starts; CocoaTouch's LegacyArchive.swift and AppKit's
/// AppKitArchiveUpgrade.swift both place them so). A text's place is a leaf `<string>` (or an AppKit
/// string object's `<characters>`) among the object's own values (not those of the objects it
/// holds) holding the text; the one whose key ends with the property's name (`IBUIText` for `text`,
/// `IBUINormalTitle` for `normalTitle`, `NSTitle` for `title`) before any other; a base64 string
/// (`type="base64-UTF8"`) by what it decodes to, and written in base64 again.
struct ArchiveTexts {
    let document: IBDocument
    let tree: IBDocument
    /// Archive nodes by the offset their start tag begins at.
    let archiveNodeAt: [Int: Int]
    /// The offsets of the archive objects that are upgraded objects (with an id).
    let objectOffsets: Set<Int>

    init?(_ document: IBDocument) {
        guard let tree = document.legacyArchiveTree else { return nil }
        var byOffset: [Int: Int] = [:]
        for node in tree.nodes.indices where byOffset[tree[node].offset] == nil { byOffset[tree[node].offset] = node }
        var objects: Set<Int> = []
        for node in document.nodes.indices where document.peek("id", of: node) != nil { objects.insert(document[node].offset) }
        (self.document, self.tree, archiveNodeAt, objectOffsets) = (document, tree, byOffset, objects)
    }

    func place(of text: LocalizableText, taken: Set<TextPlace>) -> TextPlace? {
        guard let object = document.nodeByID[text.objectID], let start = archiveNodeAt[document[object].offset] else { return nil }
        // (The upgrade reads no list of texts: a property is one string.)
        guard !text.property.hasSuffix("]") else { return nil }
        let suffix = text.property.capitalizedFirst
        var best: (place: TextPlace, rank: Int)?
        // The object's own values, depth first, in document order.
        var stack = Array(tree.children(of: start).reversed())
        while let node = stack.popLast() {
            if tree[node].name == "reference" || objectOffsets.contains(tree[node].offset) { continue }
            guard tree[node].firstChild < 0 else {
                stack += tree.children(of: node).reversed()
                continue
            }
            let place = tree.textRange(of: node) == nil ? TextPlace.emptyElement(node: node) : TextPlace.characters(node: node)
            // (A text with characters XML cannot hold is base64: `type="base64-UTF8"`.)
            let isBase64 = tree.peek("type", of: node) == "base64-UTF8"
            let written = isBase64 ? String(decoding: IBDocument.archiveBytes(tree.text(of: node) ?? ""), as: UTF8.self) : tree.text(of: node) ?? ""
            guard tree[node].name == "string" || tree[node].name == "characters", written == text.text, !taken.contains(place) else { continue }
            // (An AppKit string object's characters are named by the key of the object holding them.)
            let key = tree.peek("key", of: node) == "NS.bytes" ? tree.peek("key", of: tree[node].parent) : tree.peek("key", of: node)
            let rank = key?.hasSuffix(suffix) == true ? 0 : 1
            if best.map({ rank < $0.rank }) ?? true { best = (place, rank) }
        }
        return best?.place
    }
}

extension String {
    /// The string with its first character uppercased (`title` → `Title`).
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

extension NibCompiler {
    /// `document`'s bytes with the texts the `tables` have values for replaced by them (a later
    /// table's value winning), every other byte unchanged. `texts` are the document's localizable
    /// texts (`localizableTexts(of:)`). A key of a table that names no text of the document, and a
    /// text that is not written where it can be replaced, are warnings; their texts stay as they are.
    public static func localizedSource(
        of document: IBDocument, texts: [LocalizableText], tables: [StringsTable], diagnostics: inout Diagnostics
    ) -> [UInt8] {
        var byKey: [String: StringsTable.Entry] = [:]
        for table in tables { for entry in table.entries { byKey[entry.key] = entry } }
        // A pre-Xcode 5 document's texts are in its <archive>, under the objects its upgrade read.
        let archive = document.isUpgradedArchive ? ArchiveTexts(document) : nil
        var edits: [SourceEdit] = []
        var taken: Set<TextPlace> = []
        var parts: [Int: TextPlace.ObjectParts] = [:]
        var known: Set<String> = []
        for text in texts {
            known.insert(text.key)
            guard let entry = byKey[text.key], entry.value != text.text else { continue }
            let place = archive.map { $0.place(of: text, taken: taken) } ?? TextPlace.find(text, in: document, taken: taken, parts: &parts)
            guard let place, let edit = place.edit(writing: entry.value, in: archive?.tree ?? document) else {
                let node = document.nodeByID[text.objectID] ?? document.root
                diagnostics.warning(
                    "the text of '\(text.key)' (\(text.className) \(text.property)) is not written in the document where a translation can replace it; it is left untranslated",
                    at: document.location(of: node))
                continue
            }
            taken.insert(place)
            edits.append(edit)
        }
        for table in tables {
            for entry in table.entries where !known.contains(entry.key) {
                diagnostics.warning(
                    "'\(entry.key)' names no localizable text of \(document.path); the entry is not used",
                    at: SourceLocation(file: table.path ?? "<strings>", line: entry.line, column: entry.column))
            }
        }
        return SourceEdit.apply(edits, to: document.sourceBytes)
    }
}
