// LocalizationTests.swift — ibtool's strings workflow: the .strings format both ways, the texts a
// document lists checked against Apple's nibs and against nibc's own, and translation round trips
// over every corpus document.

import Foundation
import InterfaceBuilder
import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite("Localization")
struct LocalizationTests {
    // MARK: - The .strings format

    @Test(
        "strings tables read as Foundation reads them",
        arguments: [
            (#""a" = "b";"#, ["a": "b"]),
            (#"/* c */ "a" = "b"; // d"#, ["a": "b"]),
            (#"key.with-dots_1 = value;"#, ["key.with-dots_1": "value"]),
            (#""only";"#, ["only": "only"]),
            (#""e" = "\"q\" \\ \n\t\r";"#, ["e": "\"q\" \\ \n\t\r"]),
            (#""u" = "\U20AC\u00e9\UD83D\UDE00";"#, ["u": "€é😀"]),
            (#""o" = "\101\60";"#, ["o": "A0"]),
            (#""x" = "1"; "x" = "2";"#, ["x": "2"]),
            ("\u{FEFF}\"bom\" = \"8\";", ["bom": "8"]),
            ("", [:]),
        ] as [(String, [String: String])])
    func reads(text: String, expected: [String: String]) throws {
        #expect(try StringsTable.parse(Array(text.utf8), path: "t.strings").values == expected)
    }

    @Test(
        "a malformed table is an error at its line and column",
        arguments: [
            (#""a" = "b""#, "t.strings:1:10: error: expected ';'"),
            ("\n\n  \"a = b;", "t.strings:3:3: error: a string that does not end"),
            ("\"a\" = ;", "t.strings:1:7: error: ';' cannot begin"),
            ("/* open", "t.strings:1:1: error: a comment that does not end"),
            ("\"a\" = \"\\U\";", "t.strings:1:9: error: '\\U' needs hexadecimal digits"),
        ])
    func malformed(text: String, message: String) {
        #expect {
            _ = try StringsTable.parse(Array(text.utf8), path: "t.strings")
        } throws: { error in
            String(describing: error).hasPrefix(message)
        }
    }

    @Test("UTF-16 of either byte order, with or without its mark, and UTF-8 read alike; a broken encoding is an error at its byte")
    func encodings() throws {
        let text = "\"k\" = \"vé😀\";"
        let units = Array(text.utf16)
        let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [[0xFF, 0xFE] + little, [0xFE, 0xFF] + big, little, big, Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8)] {
            #expect(try StringsTable.parse(bytes, path: "t").values == ["k": "vé😀"])
        }
        // A lone high surrogate (UTF-16 LE, after the mark and two characters).
        #expect(throws: StringsTable.ParseError.self) { try StringsTable.parse([0xFF, 0xFE, 0x22, 0, 0x61, 0, 0x3D, 0xD8, 0x22, 0], path: "t") }
        #expect(throws: StringsTable.ParseError.self) { try StringsTable.parse([0x22, 0xC3, 0x28, 0x22], path: "t") }
        #expect(throws: StringsTable.ParseError.self) { try StringsTable.parse([0xFF, 0xFE, 0x22], path: "t") }
    }

    @Test("a written table reads back the same, in UTF-16 with its mark (as ibtool writes) or UTF-8")
    func writesAndReads() throws {
        let entries = [
            StringsTable.Entry(key: "a-b-c.text", value: "Line 1\nLine \"2\"\t\\", comment: "Class = \"UILabel\"; text = \"x\"; ObjectID = \"a-b-c\";"),
            StringsTable.Entry(key: "d.title", value: "€ 😀", comment: nil),
        ]
        for encoding in StringsTable.Encoding.allCases {
            let bytes = StringsTable(entries: entries).rendered(encoding: encoding)
            if encoding == .utf16 { #expect(bytes.starts(with: [0xFF, 0xFE])) }
            let read = try StringsTable.parse(bytes, path: "t")
            #expect(read.entries.map(\.key) == entries.map(\.key))
            #expect(read.entries.map(\.value) == entries.map(\.value))
            #expect(read.entries.map(\.comment) == entries.map(\.comment))
        }
        let text = String(decoding: StringsTable(entries: [entries[0]]).rendered(encoding: .utf8), as: UTF8.self)
        #expect(text == "\n/* Class = \"UILabel\"; text = \"x\"; ObjectID = \"a-b-c\"; */\n\"a-b-c.text\" = \"Line 1\\nLine \\\"2\\\"\\t\\\\\";\n")
    }

    // MARK: - XLIFF

    @Test("an XLIFF written reads back the same: files, ids, sources, targets and notes, with XML's special characters")
    func xliffRoundTrip() throws {
        let units = [
            XLIFFDocument.Unit(id: "a-b-c.text", source: "Fish & \"chips\" <2>", target: "Poisson & « frites » <2>", note: "Class = \"UILabel\";"),
            XLIFFDocument.Unit(id: "d.title", source: "Line 1\nLine 2", target: nil, note: nil),
        ]
        let xliff = XLIFFDocument(
            sourceLanguage: "en", targetLanguage: "fr",
            files: [.init(original: "App/Base.lproj/Main.storyboard", units: units), .init(original: "App/View.xib", units: [])])
        let read = try XLIFFDocument.parse(xliff.rendered(), path: "t.xliff")
        #expect(read.sourceLanguage == "en" && read.targetLanguage == "fr")
        #expect(read.files.map(\.original) == ["App/Base.lproj/Main.storyboard", "App/View.xib"])
        #expect(read.files[0].units == units)
        let table = XLIFFDocument.table(of: read.files[0])
        #expect(table.values == ["a-b-c.text": "Poisson & « frites » <2>"])
    }

    @Test(
        "a malformed XLIFF is an error at its line",
        arguments: [
            ("<xliff version=\"1.2\">\n<file>\n</file></xliff>", "t.xliff:2:"),
            ("<xliff>\n  <trans-unit id=\"x\"/>\n</xliff>", "t.xliff:2:"),
            ("<xliff><file original=\"a\">\n<body></file></xliff>", "t.xliff:2:"),
            ("<nothing/>", "t.xliff:1:1: error: not an XLIFF document"),
        ])
    func malformedXLIFF(text: String, prefix: String) {
        #expect {
            _ = try XLIFFDocument.parse(Array(text.utf8), path: "t.xliff")
        } throws: { error in
            String(describing: error).hasPrefix(prefix)
        }
    }

    // MARK: - The texts of a document

    /// A document's compiled nibs by name (one, unnamed, for a xib), or nil when it does not compile.
    static func compiled(_ document: IBDocument, localizable: Bool) -> [String: NibArchive]? {
        var diagnostics = Diagnostics()
        let options = CompileOptions(localizable: localizable)
        if document.kind == .storyboard {
            guard let storyboard = NibCompiler.compileStoryboard(document, options: options, diagnostics: &diagnostics), !diagnostics.hasErrors else { return nil }
            return Dictionary(storyboard.nibs.map { ($0.name, $0.archive) }, uniquingKeysWith: { first, _ in first })
        }
        guard let archive = NibCompiler.compile(document, options: options, diagnostics: &diagnostics), !diagnostics.hasErrors else { return nil }
        return ["": archive]
    }

    static func document(at url: URL) -> IBDocument? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        var diagnostics = Diagnostics()
        guard let document = NibCompiler.document([UInt8](data), path: url.path, diagnostics: &diagnostics) else { return nil }
        document.resolve(into: &diagnostics)
        return diagnostics.hasErrors ? nil : document
    }

    /// Every `NSKey` of the `NSLocalizableString`s of a serialized nib's bytes, nested nibs included,
    /// read with the archive reader alone.
    static func nsKeys(of bytes: [UInt8], into keys: inout Set<String>) throws {
        let archive = try NibArchive(bytes: bytes)
        func text(_ value: NibArchive.Value?) -> String? {
            guard case .object(let index)? = value?.payload, case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: index)?.payload else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        for index in archive.objects.indices {
            if archive.className(ofObject: index) == "NSLocalizableString", let key = text(archive.value(forKey: "NSKey", inObject: index)) {
                keys.insert(key)
            }
            for value in archive.values(ofObject: index) {
                if case .data(let nested) = value.payload, NibArchive.hasMagic(nested) { try nsKeys(of: nested, into: &keys) }
            }
        }
    }

    @Test(
        "the keys listed for a Base.lproj document are the NSKeys of Apple's nib of it (AppKit menus, UIKit labels and buttons)",
        .enabled(if: Corpus.root != nil, "needs ../shared/corpus"),
        arguments: ["macos/Flutter-MainMenu-macos", "macos/Flutter-MainMenu-macos-2", "ios/ReactNative-LaunchScreen", "ios/ReactNative-LaunchScreen-2"])
    func appleKeys(caseName: String) throws {
        let folder = try #require(Corpus.root).appendingPathComponent("conformance/" + caseName)
        let source = try #require(Corpus.files(under: folder).first { ["xib", "storyboard"].contains($0.pathExtension) })
        let document = try #require(LocalizationTests.document(at: source))
        var diagnostics = Diagnostics()
        let texts = try #require(NibCompiler.localizableTexts(of: document, diagnostics: &diagnostics))
        var apple: Set<String> = []
        for nib in Corpus.files(under: folder.appendingPathComponent("expected")) where nib.pathExtension == "nib" {
            try LocalizationTests.nsKeys(of: [UInt8](try Data(contentsOf: nib)), into: &apple)
        }
        #expect(!apple.isEmpty)
        #expect(Set(texts.map(\.key)) == apple)
    }

    @Test(
        "on every corpus document the listed keys are exactly the NSKeys of the nib compiled with --localizable, in key order, each once, the same on a second run",
        .enabled(if: Corpus.root != nil, "needs ../shared/corpus"))
    func everyCorpusDocument() throws {
        var documents = 0
        var listed = 0
        var kinds: [String: Int] = [:]
        for url in Corpus.interfaceBuilderDocuments() {
            guard let document = LocalizationTests.document(at: url), let nibs = LocalizationTests.compiled(document, localizable: true) else { continue }
            var diagnostics = Diagnostics()
            let texts = try #require(NibCompiler.localizableTexts(of: document, diagnostics: &diagnostics), "\(Corpus.relativePath(url))")
            for text in texts { kinds[text.className + " " + (text.property.split(separator: "[").first.map(String.init) ?? text.property), default: 0] += 1 }
            var keys: Set<String> = []
            for archive in nibs.values { try LocalizationTests.nsKeys(of: try archive.serialized(), into: &keys) }
            #expect(Set(texts.map(\.key)) == keys, "\(Corpus.relativePath(url))")
            #expect(texts.map(\.key) == keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "\(Corpus.relativePath(url))")
            var again = Diagnostics()
            #expect(NibCompiler.localizableTexts(of: document, diagnostics: &again) == texts)
            documents += 1
            listed += texts.count
        }
        #expect(documents > 1_000)
        #expect(listed > 5_000)
        // Every kind of text ibtool's tables list, each found in the corpus documents' tables.
        for kind in LocalizationTests.localizedKinds {
            #expect(kinds[kind, default: 0] > 0, "no '\(kind)' text in the corpus tables")
        }
        #expect(kinds.keys.contains { $0.hasSuffix(" accessibilityLabel") } && kinds.keys.contains { $0.hasSuffix(" accessibilityHint") })
    }

    /// The texts a localization translates, by Interface Builder class and property: labels, buttons
    /// in each state, text fields' texts and placeholders, navigation, bar button and tab bar items,
    /// segmented controls' titles, search bars, scene titles, table sections, text views; AppKit's
    /// menus and menu items, window titles, buttons, text fields and their placeholders, boxes, pop-ups.
    static let localizedKinds = [
        "UILabel text", "UIButton normalTitle", "UIButton highlightedTitle", "UIButton selectedTitle", "UIButton disabledTitle",
        "UITextField text", "UITextField placeholder", "UINavigationItem title", "UIBarButtonItem title", "UITabBarItem title",
        "UISegmentedControl segmentTitles", "UISearchBar placeholder", "UISearchBar text", "UIViewController title",
        "UITableViewSection headerTitle", "UITableViewSection footerTitle", "UITextView text",
        "NSMenuItem title", "NSMenu title", "NSWindowTemplate title", "NSButtonCell title", "NSTextFieldCell title",
        "NSTextFieldCell placeholderString", "NSBox title", "NSPopUpButtonCell title", "NSSearchFieldCell placeholderString",
    ]

    // MARK: - Translating

    /// The test's translation: every text bracketed and reversed, so no text translates to another.
    static func translate(_ text: String) -> String { "⟦" + String(text.reversed()) + "⟧" }

    /// Whether `candidate`'s object graph, read from its root with every translated text's UTF-8
    /// taken as the original's (in nested nibs too), is `reference`'s: same classes, keys and values,
    /// whichever objects are shared (equal strings are one object until a translation tells them apart).
    static func sameGraph(_ reference: NibArchive, _ candidate: NibArchive, originals: [[UInt8]: [UInt8]]) throws -> Bool {
        var compared: Set<[Int]> = []
        var pending = [(0, 0)]
        while let (left, right) = pending.popLast() {
            guard compared.insert([left, right]).inserted else { continue }
            guard reference.className(ofObject: left) == candidate.className(ofObject: right) else { return false }
            let leftValues = reference.values(ofObject: left)
            let rightValues = candidate.values(ofObject: right)
            guard leftValues.count == rightValues.count else { return false }
            for (a, b) in zip(leftValues, rightValues) {
                guard reference.key(of: a) == candidate.key(of: b) else { return false }
                // A predicate editor's row templates are laid out by the widths of their titles
                // (PredicateEditorShapes.swift): their pop-ups' frames follow the translation.
                if reference.key(of: a) == "NSFrame", reference.className(ofObject: left) == "NSPopUpButton" { continue }
                switch (a.payload, b.payload) {
                case (.object(let i), .object(let j)):
                    pending.append((i, j))
                case (.data(let x), .data(let y)):
                    let y = originals[y] ?? y
                    if NibArchive.hasMagic(x), NibArchive.hasMagic(y) {
                        guard try sameGraph(try NibArchive(bytes: x), try NibArchive(bytes: y), originals: originals) else { return false }
                    } else if x != y {
                        return false
                    }
                default:
                    guard a.payload == b.payload else { return false }
                }
            }
        }
        return true
    }

    @Test(
        "export → translate → import → compile: the nib's texts are the translations, and nothing else differs from the original's nib",
        .enabled(if: Corpus.root != nil, "needs ../shared/corpus"))
    func translationRoundTrip() throws {
        var translatedDocuments = 0
        var translatedTexts = 0
        var unplaced: [String] = []
        var upgraded = 0, upgradedTexts = 0
        for url in Corpus.interfaceBuilderDocuments() {
            guard let document = LocalizationTests.document(at: url), let base = LocalizationTests.compiled(document, localizable: false) else { continue }
            var diagnostics = Diagnostics()
            guard let texts = NibCompiler.localizableTexts(of: document, diagnostics: &diagnostics), !texts.isEmpty else { continue }
            let exported = StringsTable(entries: texts.map(\.entry)).rendered()
            var table = try StringsTable.parse(exported, path: "Base.strings")
            for index in table.entries.indices { table.entries[index].value = LocalizationTests.translate(table.entries[index].value) }
            table = try StringsTable.parse(table.rendered(), path: "fr.strings")
            var importing = Diagnostics()
            let bytes = NibCompiler.localizedSource(of: document, texts: texts, tables: [table], diagnostics: &importing)
            // (A pre-Xcode 5 document is rewritten in its <archive>, and upgraded again.)
            if document.isUpgradedArchive { upgraded += 1; upgradedTexts += texts.count }
            unplaced += importing.all.map { "\(Corpus.relativePath(url)): \($0.message)" }
            var parsing = Diagnostics()
            let translated = try #require(NibCompiler.document(bytes, path: url.path, diagnostics: &parsing), "\(Corpus.relativePath(url))")
            translated.resolve(into: &parsing)
            #expect(!parsing.hasErrors, "\(Corpus.relativePath(url)): \(parsing.all.first?.description ?? "")")
            // Its texts are the translations.
            var again = Diagnostics()
            let translatedTextsOfDocument = try #require(NibCompiler.localizableTexts(of: translated, diagnostics: &again), "\(Corpus.relativePath(url))")
            let wanted = Dictionary(texts.map { ($0.key, LocalizationTests.translate($0.text)) }, uniquingKeysWith: { first, _ in first })
            let unplacedKeys = Set(importing.all.compactMap { $0.message.split(separator: "'").dropFirst().first.map(String.init) })
            for text in translatedTextsOfDocument where !unplacedKeys.contains(text.key) {
                #expect(text.text == wanted[text.key], "\(Corpus.relativePath(url)): \(text.key)")
            }
            #expect(translatedTextsOfDocument.map(\.key) == texts.map(\.key), "\(Corpus.relativePath(url))")
            // Everything else is the original's.
            let nibs = try #require(LocalizationTests.compiled(translated, localizable: false), "\(Corpus.relativePath(url))")
            var originals: [[UInt8]: [UInt8]] = [:]
            for text in texts { originals[Array(LocalizationTests.translate(text.text).utf8)] = Array(text.text.utf8) }
            #expect(Set(nibs.keys) == Set(base.keys), "\(Corpus.relativePath(url))")
            for (name, archive) in nibs {
                #expect(try LocalizationTests.sameGraph(try #require(base[name]), archive, originals: originals), "\(Corpus.relativePath(url)) \(name)")
            }
            translatedDocuments += 1
            translatedTexts += texts.count
        }
        // (At stop 55: 898 documents, 15,074 texts; 14 of them pre-Xcode 5 archives, with 46 texts.)
        #expect(translatedDocuments > 300 && translatedTexts > 10_000 && upgraded > 10 && upgradedTexts > 30)
        #expect(unplaced.isEmpty, "\(unplaced.count) texts not placed: \(unplaced.prefix(10).joined(separator: "\n"))")
    }

    /// A pre-Xcode 5 archive: a view holding a label and a button whose normal and highlighted
    /// titles are the same text.
    static let archiveDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
        \t<data>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBUIView" id="10">
        \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
        \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
        \t\t\t\t\t<object class="IBUILabel" id="11"><string key="NSFrame">{{20, 20}, {280, 21}}</string><string key="IBUIText">Hello</string></object>
        \t\t\t\t\t<object class="IBUIButton" id="12"><string key="NSFrame">{{20, 60}, {280, 37}}</string><string key="IBUIHighlightedTitle">Go</string><string key="IBUINormalTitle">Go</string></object>
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t</array>
        \t</data>
        </archive>

        """

    @Test("a pre-Xcode 5 archive takes its translations in its own <string>s, the one of the property's key first")
    func archiveTranslation() throws {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(LocalizationTests.archiveDocument.utf8), path: "Old.xib", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        let texts = try #require(NibCompiler.localizableTexts(of: document, diagnostics: &diagnostics))
        // Each text translated to its property's name, so that where each went shows.
        let table = StringsTable(entries: texts.map { StringsTable.Entry(key: $0.key, value: "<\($0.property)>", comment: nil, line: 0, column: 0) })
        var importing = Diagnostics()
        let bytes = NibCompiler.localizedSource(of: document, texts: texts, tables: [table], diagnostics: &importing)
        #expect(importing.all.isEmpty, "\(importing.all.map(\.message))")
        let source = String(decoding: bytes, as: UTF8.self)
        for expected in [
            #"<string key="IBUIText">&lt;text&gt;</string>"#,
            #"<string key="IBUIHighlightedTitle">&lt;highlightedTitle&gt;</string><string key="IBUINormalTitle">&lt;normalTitle&gt;</string>"#,
        ] {
            #expect(source.contains(expected), "\(expected)\n\(source)")
        }
        // Nothing else moved.
        var restored = source
        for (translation, original) in [
            ("&lt;text&gt;", "Hello"), ("&lt;highlightedTitle&gt;", "Go"), ("&lt;normalTitle&gt;", "Go"),
        ] {
            restored = restored.replacingOccurrences(of: translation, with: original)
        }
        #expect(restored == LocalizationTests.archiveDocument)
    }

    @Test("segments of one title translate each by its place, in one pass over the control's parts (20,000 segments)")
    func manySegments() throws {
        let count = 20_000
        var segments = ""
        for _ in 0..<count { segments += "<segment title=\"A\"/>" }
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" id="seg-ct-001">
                        <rect key="frame" x="0.0" y="0.0" width="300000" height="32"/>
                        <segments>\(segments)</segments>
                    </segmentedControl>
                </objects>
            </document>

            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Segments.xib", diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        let texts = try #require(NibCompiler.localizableTexts(of: document, diagnostics: &diagnostics))
        #expect(texts.count == count)
        let table = StringsTable(entries: texts.map { StringsTable.Entry(key: $0.key, value: $0.property) })
        var importing = Diagnostics()
        let bytes = NibCompiler.localizedSource(of: document, texts: texts, tables: [table], diagnostics: &importing)
        #expect(importing.all.isEmpty)
        // The segments, in order, each titled by its own key's property.
        var reading = Diagnostics()
        let written = try #require(IBDocument.parse(bytes, path: "Segments-fr.xib", diagnostics: &reading))
        let titles = written.nodes.indices.filter { written[$0].name == "segment" }.map { written.peek("title", of: $0) }
        #expect(titles == (0..<count).map { "segmentTitles[\($0)]" })
    }

    @Test("hostile tables and XLIFFs are errors or tables, never a crash: 20,000 seeded random and mutated inputs")
    func hostileInputs() {
        var generator = SeededGenerator(seed: 35)
        let seeds: [[UInt8]] = [
            Array("\n/* c */\n\"a.text\" = \"\\U00e9\\n\";\n".utf8), [0xFF, 0xFE, 0x22, 0x00, 0x3D, 0x00], [0xFE, 0xFF, 0xD8, 0x00],
            XLIFFDocument(sourceLanguage: "en", targetLanguage: "fr", files: [.init(original: "a", units: [.init(id: "x", source: "y", target: "z")])]).rendered(),
        ]
        var tables = 0
        for round in 0..<20_000 {
            var bytes = seeds[round % seeds.count]
            if round % 2 == 0 {
                bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            } else {
                // Half the mutations keep the text ASCII, so malformed XML reaches the XML parser.
                let ascii = round % 4 == 1
                for _ in 0..<Int.random(in: 1..<6, using: &generator) where !bytes.isEmpty {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] =
                        ascii ? Array("<>/=\"&;?! ax".utf8).randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
                }
            }
            if (try? StringsTable.parse(bytes, path: "h.strings")) != nil { tables += 1 }
            _ = try? XLIFFDocument.parse(bytes, path: "h.xliff")
        }
        #expect(tables > 0)
    }
}

/// A small deterministic generator (SplitMix64), so a failing input can be found again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
