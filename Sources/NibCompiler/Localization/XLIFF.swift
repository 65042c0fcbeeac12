// XLIFF.swift — XLIFF 1.2 as Xcode's "Export Localizations" writes it for Interface Builder
// documents: one `<file>` per document (`original` its path, `datatype="plaintext"`), one
// `<trans-unit>` per localizable text (`id` the strings key, `<source>` the development text,
// `<target>` the translation when there is one, `<note>` ibtool's comment), so a project's
// documents go through a translation tool and come back as one `.strings` table per document.

import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import InterfaceBuilder

/// An XLIFF 1.2 document: the tables of several documents for one pair of languages.
public struct XLIFFDocument: Sendable {
    /// One document's texts.
    public struct File: Sendable {
        /// The document's path as the project names it (`App/Base.lproj/Main.storyboard`).
        public var original: String
        public var units: [Unit]

        public init(original: String, units: [Unit]) { (self.original, self.units) = (original, units) }
    }

    /// One text.
    public struct Unit: Hashable, Sendable {
        public var id: String
        public var source: String
        public var target: String?
        public var note: String?

        public init(id: String, source: String, target: String? = nil, note: String? = nil) {
            (self.id, self.source, self.target, self.note) = (id, source, target, note)
        }
    }

    public var sourceLanguage: String
    public var targetLanguage: String?
    public var files: [File]

    public init(sourceLanguage: String, targetLanguage: String? = nil, files: [File]) {
        (self.sourceLanguage, self.targetLanguage, self.files) = (sourceLanguage, targetLanguage, files)
    }

    /// A document's localizable texts as one `<file>` (targets empty).
    public static func file(original: String, texts: [LocalizableText]) -> File {
        File(original: original, units: texts.map { Unit(id: $0.key, source: $0.text, note: $0.comment) })
    }

    /// The file's translations as a strings table: each unit with a target, keyed by its id.
    public static func table(of file: File, path: String? = nil) -> StringsTable {
        StringsTable(entries: file.units.compactMap { unit in unit.target.map { StringsTable.Entry(key: unit.id, value: $0, comment: unit.note) } }, path: path)
    }

    // MARK: - Writing

    /// The document as Xcode writes it: two-space indentation, `xml:space="preserve"` units.
    public func rendered() -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

            """
        for file in files {
            text += "  <file original=\"\(Self.escaped(file.original))\" source-language=\"\(Self.escaped(sourceLanguage))\""
            if let targetLanguage { text += " target-language=\"\(Self.escaped(targetLanguage))\"" }
            text += " datatype=\"plaintext\">\n"
            text += "    <header>\n      <tool tool-id=\"org.nibc\" tool-name=\"nibc\"/>\n    </header>\n    <body>\n"
            for unit in file.units {
                text += "      <trans-unit id=\"\(Self.escaped(unit.id))\" xml:space=\"preserve\">\n"
                text += "        <source>\(Self.escaped(unit.source))</source>\n"
                if let target = unit.target { text += "        <target>\(Self.escaped(target))</target>\n" }
                if let note = unit.note { text += "        <note>\(Self.escaped(note))</note>\n" }
                text += "      </trans-unit>\n"
            }
            text += "    </body>\n  </file>\n"
        }
        text += "</xliff>\n"
        return Array(text.utf8)
    }

    static func escaped(_ text: String) -> String { XMLEscaping.attribute(text) }

    // MARK: - Reading

    /// An XLIFF that cannot be read: where, and why.
    public struct ParseError: Error, CustomStringConvertible, Sendable {
        public var location: SourceLocation
        public var message: String
        public var description: String { "\(location): error: \(message)" }
    }

    /// Reads an XLIFF 1.2 document (Xcode's, a translation tool's, or nibc's).
    public static func parse(_ bytes: [UInt8], path: String) throws(ParseError) -> XLIFFDocument {
        // What FoundationXML's parser cannot be given (as the document front end checks it): bytes
        // that are not UTF-8 (its element callbacks trap on them; found by the hostile-input test)
        // and NUL characters (libxml2 then guesses UCS-4 or UTF-16).
        func failure(_ offset: Int, _ message: String) -> ParseError {
            ParseError(location: SourceLocation(file: path, line: 0, column: 0), message: "byte \(offset): \(message)")
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                guard scalar != "\u{0}" else { throw failure(offset, "a NUL character, which XML does not allow") }
                offset += UTF8.width(scalar)
            case .emptyInput: break decoding
            case .error: throw failure(offset, "not UTF-8")
            }
        }
        let reader = Reader(path: path)
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        // (FoundationXML's parse() can return true with an error set: both are checked.)
        let parsed = parser.parse() && parser.parserError == nil
        if let failure = reader.failure { throw failure }
        guard parsed else {
            throw ParseError(
                location: SourceLocation(file: path, line: parser.lineNumber, column: parser.columnNumber),
                message: "not well-formed XML (\(parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"))")
        }
        guard reader.sawRoot else {
            throw ParseError(location: SourceLocation(file: path, line: 1, column: 1), message: "not an XLIFF document (no <xliff> element)")
        }
        return XLIFFDocument(sourceLanguage: reader.sourceLanguage ?? "en", targetLanguage: reader.targetLanguage, files: reader.files)
    }

    final class Reader: NSObject, XMLParserDelegate {
        let path: String
        var files: [File] = []
        var sourceLanguage: String?
        var targetLanguage: String?
        var sawRoot = false
        var failure: ParseError?
        private var unit: Unit?
        private var field: String?
        private var text = ""

        init(path: String) { self.path = path }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            switch name {
            case "xliff":
                sawRoot = true
            case "file":
                guard let original = attributes["original"] else {
                    fail(parser, "a <file> without its 'original' path")
                    return
                }
                sourceLanguage = sourceLanguage ?? attributes["source-language"]
                targetLanguage = targetLanguage ?? attributes["target-language"]
                files.append(File(original: original, units: []))
            case "trans-unit":
                guard !files.isEmpty, let id = attributes["id"] else {
                    fail(parser, files.isEmpty ? "a <trans-unit> outside a <file>" : "a <trans-unit> without its 'id'")
                    return
                }
                unit = Unit(id: id, source: "")
            case "source", "target", "note":
                guard unit != nil else { break }
                field = name
                text = ""
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if field != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "source" where field == "source": unit?.source = text
            case "target" where field == "target": unit?.target = text
            case "note" where field == "note": unit?.note = text
            case "trans-unit":
                if let unit { files[files.count - 1].units.append(unit) }
                unit = nil
            default: break
            }
            if name == field { field = nil }
        }

        private func fail(_ parser: XMLParser, _ message: String) {
            guard failure == nil else { return }
            failure = ParseError(location: SourceLocation(file: path, line: parser.lineNumber, column: parser.columnNumber), message: message)
            parser.abortParsing()
        }
    }
}
