// LocalizableTexts.swift — a document's localizable texts, as ibtool's strings workflow lists and
// translates them.
//
// A document localized with base internationalization compiles each user-visible text into an
// `NSLocalizableString` keyed `<object id>.<property>` (Lowering.text), which UIKit and AppKit look
// up at load time in the language's `.strings` table of the same name. The texts a strings file
// lists are therefore exactly those: `localizableTexts(of:)` compiles the document with
// `localizable` and reads every `NSLocalizableString` of the result back (nested nibs too), so the
// table and the nib cannot disagree — one declaration (the `localizable` codecs and the texts the
// shapes make) serves both. Each entry's comment is ibtool's: the object's Interface Builder class,
// the property and its development text, the object's id, and the localizer's note (Xcode's
// "Comment for Localizer", the document's `userComments`).
//
// Translating a document writes each translation where its text is in the source, byte for byte
// around it (`localizedSource`): the attribute or `<string>` the text was read from, found from the
// object of the key (see `TextPlace`); every other byte stays as Xcode wrote it.

import InterfaceBuilder
import NibArchive

/// A text of a document that a localization translates.
public struct LocalizableText: Hashable, Sendable {
    /// The object's id (`abc-de-fgh`).
    public var objectID: String
    /// The property (`text`, `normalTitle`, `placeholderString`, `title`).
    public var property: String
    /// The development-language text.
    public var text: String
    /// The object's Interface Builder class (`UILabel`, `NSMenuItem`), or its element name.
    public var className: String
    /// The document's comment for localizers on the object, if any.
    public var note: String?

    /// `<object id>.<property>`: the key of the strings table and of the nib's `NSLocalizableString`.
    public var key: String { objectID + "." + property }

    /// ibtool's comment line: `Class = "UILabel"; text = "Hello"; ObjectID = "abc-de-fgh";`.
    public var comment: String {
        var text = "Class = \"\(StringsTable.escaped(className))\"; \(property) = \"\(StringsTable.escaped(self.text))\"; ObjectID = \"\(StringsTable.escaped(objectID))\";"
        if let note { text += " Note = \"\(StringsTable.escaped(note))\";" }
        return text
    }

    /// The entry of a strings table that keeps the development text (ibtool's generated table).
    public var entry: StringsTable.Entry { StringsTable.Entry(key: key, value: text, comment: comment) }
}

extension NibCompiler {
    /// The localizable texts of `document` (resolved, a xib or a storyboard), sorted by key as
    /// ibtool lists them, each key once; nil when the document does not compile.
    public static func localizableTexts(
        of document: IBDocument, options: CompileOptions = CompileOptions(), diagnostics: inout Diagnostics
    ) -> [LocalizableText]? {
        var options = options
        options.localizable = true
        var archives: [NibArchive] = []
        if document.kind == .storyboard {
            guard let storyboard = compileStoryboard(document, options: options, diagnostics: &diagnostics) else { return nil }
            archives = storyboard.nibs.map(\.archive)
        } else {
            guard let archive = compile(document, options: options, diagnostics: &diagnostics) else { return nil }
            archives = [archive]
        }
        guard !diagnostics.hasErrors else { return nil }
        var texts: [String: LocalizableText] = [:]
        for archive in archives {
            for (key, text) in localizableStrings(in: archive) where texts[key] == nil {
                guard let dot = key.lastIndex(of: ".") else { continue }
                let objectID = String(key[..<dot])
                let node = document.nodeByID[objectID]
                texts[key] = LocalizableText(
                    objectID: objectID, property: String(key[key.index(after: dot)...]), text: text,
                    className: node.map { document.classDeclaration(of: $0)?.name ?? document[$0].name } ?? "NSObject",
                    note: node.flatMap { localizerNote(of: $0, in: document) })
            }
        }
        return texts.values.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// Every `NSLocalizableString` of `archive` and of the nibs archived inside it (prototype cells,
    /// AppKit's view-based table cells): its `NSKey` and development text (`NSDev`), in object order.
    public static func localizableStrings(in archive: NibArchive) -> [(key: String, text: String)] {
        var result: [(key: String, text: String)] = []
        // Nibs nest as deep as cells in tables in cells; a hostile nib cannot make the walk loop or
        // read its bytes more than `nestingLimit` times.
        var pending = [(archive, 0)]
        while let (archive, depth) = pending.popLast() {
            func string(_ value: NibArchive.Value?) -> String? {
                guard case .object(let index)? = value?.payload, index >= 0, index < archive.objects.count,
                    case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: index)?.payload
                else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            for index in archive.objects.indices {
                if archive.className(ofObject: index) == "NSLocalizableString",
                    let key = string(archive.value(forKey: "NSKey", inObject: index))
                {
                    let text =
                        string(archive.value(forKey: "NSDev", inObject: index))
                        ?? {
                            guard case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: index)?.payload else { return "" }
                            return String(decoding: bytes, as: UTF8.self)
                        }()
                    result.append((key, text))
                }
                for value in archive.values(ofObject: index) where depth < nestingLimit {
                    guard case .data(let bytes) = value.payload, NibArchive.hasMagic(bytes),
                        let nested = try? NibArchive(bytes: bytes)
                    else { continue }
                    pending.append((nested, depth + 1))
                }
            }
        }
        return result
    }

    /// How deep `localizableStrings(in:)` looks into nibs inside nibs.
    static let nestingLimit = 8

    /// The text of an object's `<attributedString key="userComments">` (its fragments' contents).
    static func localizerNote(of node: Int, in document: IBDocument) -> String? {
        guard let comments = document.child(key: "userComments", of: node) else { return nil }
        var text = ""
        for fragment in document.children(of: comments) where document[fragment].name == "fragment" {
            if let content = document.peek("content", of: fragment) {
                text += content
            } else if let content = document.child(key: "content", of: fragment), let string = document.text(of: content) {
                text += string
            }
        }
        return text.isEmpty ? nil : text
    }
}
