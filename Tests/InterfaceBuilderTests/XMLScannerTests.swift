// XMLScannerTests.swift — the fast reader (XMLScanner.swift) against XMLParser, its oracle: on
// every document of the corpus it must read the document itself and build the same tree; on a table
// of constructs, and on seeded random mutants of real documents, a document read either way gives
// the same tree and the same diagnostics, whichever of the two readers ends up reading it.

import Foundation
@testable import InterfaceBuilder
import NibTestSupport
import Testing

/// A document's tree as text: every node with its links, position, attributes and text, and the id
/// table's answer for every id — what the rest of nibc reads of a parsed document.
func treeDump(_ document: IBDocument) -> String {
    var lines: [String] = []
    for (index, node) in document.nodes.enumerated() {
        lines.append(
            "\(index) <\(node.name)> #\(node.symbol.rawValue) parent \(node.parent) first \(node.firstChild) next \(node.nextSibling) "
                + "at \(node.line):\(node.column) text \(document.text(of: index).map { "\($0.debugDescription)" } ?? "-")")
        for attribute in document.attributes(of: index) {
            lines.append("  \(attribute.name) #\(attribute.symbol.rawValue) = \(attribute.value.debugDescription)")
            if attribute.name == "id" || attribute.name == "sceneID" {
                lines.append("    id → \(document.nodeByID[attribute.value].map(String.init) ?? "none")")
            }
        }
    }
    lines.append("ids \(document.nodeByID.count), classes \(document.classIndices), kind \(document.kind)")
    return lines.joined(separator: "\n")
}

/// The outcome of parsing `bytes` with one reader: the tree, or nil, and the diagnostics.
func parsed(_ bytes: [UInt8], reader: IBDocument.XMLReader) -> (tree: String?, diagnostics: [String]) {
    var diagnostics = Diagnostics()
    let document = IBDocument.parse(bytes, path: "t.xib", reader: reader, diagnostics: &diagnostics)
    return (document.map(treeDump), diagnostics.all.map(\.description))
}

/// Whether the scanner reads `bytes` itself (true) or gives up (false).
func scannerReads(_ bytes: [UInt8]) -> Bool {
    XMLScanner.read(SourceText(bytes), path: "t.xib") != nil
}

@Suite("XMLScanner against XMLParser")
struct XMLScannerTests {
    @Test("every corpus document is read by the scanner, into XMLParser's tree", .needsCorpus)
    func corpus() throws {
        let files = Corpus.interfaceBuilderDocuments()
        #expect(files.count >= 1_077)
        var read = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let path = Corpus.relativePath(url)
            let scanned = scannerReads(bytes)
            #expect(scanned, "\(path): the scanner gave up")
            let fast = parsed(bytes, reader: .scanner)
            let reference = parsed(bytes, reader: .xmlParser)
            #expect(fast.diagnostics == reference.diagnostics, "\(path)")
            if fast.tree != reference.tree {
                let pair = zip((fast.tree ?? "").split(separator: "\n"), (reference.tree ?? "").split(separator: "\n"))
                let first = pair.first { $0 != $1 }
                Issue.record("\(path): trees differ, first at scanner \(first?.0 ?? "-") / XMLParser \(first?.1 ?? "-")")
            } else {
                read += 1
            }
        }
        print("XMLScanner: \(read) of \(files.count) corpus documents read into XMLParser's tree")
    }

    /// The room the scanner makes for a document's nodes and attributes (`XMLScanner.room`): never
    /// less than it holds, whatever its comments, CDATA, instructions and texts hold, and exactly what
    /// a document as Xcode writes it holds, but for its prolog's pseudo-attributes (the arrays are
    /// not grown, nor left half empty).
    @Test("the room made for a document's nodes and attributes holds them, exactly for the corpus's", .needsCorpus)
    func room() throws {
        func counts(_ bytes: [UInt8]) -> (room: (elements: Int, attributes: Int), nodes: Int, attributes: Int)? {
            var diagnostics = Diagnostics()
            // (An upgraded pre-Xcode 5 archive's nodes are the upgrade's, not its elements.)
            guard let document = IBDocument.parse(bytes, path: "t.xib", diagnostics: &diagnostics), !document.isUpgradedArchive else { return nil }
            let room = bytes.withUnsafeBufferPointer { XMLScanner.room($0) }
            return (room, document.nodes.count, document.attributes.count)
        }
        // Constructs whose `<` or `="` are not elements or attributes: room above the count (the
        // prolog's `<?xml` in every document is one).
        let awkward = [
            "<!-- <view id=\"x\"/> --><view id=\"a\"/>", "<string key=\"t\"><![CDATA[<b a=\"1\">]]></string>",
            "<string key=\"t\">a=\"b\" a='c'</string>",
        ]
        for body in awkward {
            let found = try #require(counts(Self.document(body)), "\(body)")
            #expect(found.room.elements - 1 >= found.nodes && found.room.attributes - 1 >= found.attributes, "\(body): \(found)")
        }
        // A comment or text of `<a` and `="` (hostile) makes no more room than elements and
        // attributes of the least size would need: one per four and five bytes.
        for hostile in [
            Self.document("<!--" + String(repeating: "<a", count: 10_000) + "-->"),
            Self.document("<string key=\"t\">" + String(repeating: "=\"", count: 10_000) + "</string>"),
        ] {
            let room = hostile.withUnsafeBufferPointer { XMLScanner.room($0) }
            #expect(room.elements <= hostile.count / 4 + 1 && room.attributes <= hostile.count / 5 + 1, "\(room)")
        }
        var (exact, compared) = (0, 0)
        let files = Corpus.interfaceBuilderDocuments()
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            guard let found = counts(bytes) else { continue }
            compared += 1
            #expect(found.room.elements - 1 >= found.nodes && found.room.attributes - 1 >= found.attributes, "\(Corpus.relativePath(url))")
            // (The prolog's `version`, `encoding` and, from older Xcodes, `standalone` are the `="` more.)
            if found.room.elements - 1 == found.nodes && found.room.attributes - 1 <= found.attributes + 3 { exact += 1 }
        }
        print("XMLScanner.room: exact for \(exact) of \(compared) corpus documents (not upgraded archives)")
        #expect(compared >= 1_000 && exact * 100 >= compared * 99)
    }

    /// A document around `body` (the elements inside `<objects>`).
    static func document(_ body: String, prolog: String = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n") -> [UInt8] {
        Array(
            (prolog + """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                    <objects>
                        \(body)
                    </objects>
                </document>

                """).utf8)
    }

    // Constructs the scanner reads (true) or gives up on (false); either way the result must be
    // XMLParser's.
    static let constructs: [(name: String, bytes: [UInt8], scanned: Bool)] = [
        ("plain", document(#"<view id="a1" contentMode="scaleToFill"><rect key="frame" x="0" y="0" width="1" height="2"/></view>"#), true),
        ("leaf text", document(#"<string key="text">Hello, world</string>"#), true),
        ("leaf whitespace", document("<subviews>\n    </subviews>"), true),
        ("non-ASCII text and column", document(#"<label text="héllo wörld"/><string key="t">日本語</string><view id="x"/>"#), true),
        ("entities in values", document(#"<label text="a &lt; b &amp; c &gt; d &quot;e&quot; &apos;f&apos;"/>"#), true),
        ("entities in text", document(#"<string key="text">a &lt; b &amp;&amp; c</string>"#), true),
        ("character references", document(#"<label text="tab&#9;nl&#10;cr&#13;e&#xe9;&#x1F600;&#128512;"/><string key="t">&#10;x&#x9;</string>"#), true),
        ("tab and newline in values", document("<label text=\"a\tb\nc\" other='x\ty'/>"), true),
        ("single quotes", document(#"<label text='say "hi"' id='q'/>"#), true),
        ("quote of the other kind", document(#"<label text="don't" title='"q"'/>"#), true),
        ("spaces around =", document("<label text = \"x\"  id\n=\n'y' />"), true),
        ("attributes out of order", document(#"<label z="1" a="2" m="3" text="t" id="o"/>"#), true),
        ("unknown names", document(#"<fancyWidget zzUnknown="1" aaUnknown="2" aVeryLongUnknownAttributeName="3"/>"#), true),
        ("comments", document("<!-- a comment --><view id=\"c\"><!--x--></view><string key=\"t\">a<!-- - -->b</string>"), true),
        ("comment before the root", document("<view/>", prolog: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- hi -->\n"), true),
        ("no declaration", document("<view/>", prolog: ""), true),
        ("standalone", document("<view/>", prolog: "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n"), true),
        ("byte order mark", [0xEF, 0xBB, 0xBF] + document("<view/>"), true),
        ("multi-line start tag", document("<view\n   id=\"m\"\n   contentMode=\"center\"\n/>"), true),
        ("text around children is dropped", document("<view>before<rect key=\"frame\"/>after</view>"), true),
        ("empty element written long", document("<view id=\"e\"></view>"), true),
        ("end tag with space", document("<view id=\"e\"></view   >"), true),
        ("scene ids", document(#"<scene sceneID="s1"><objects/></scene>"#), true),
        ("duplicate id", document(#"<view id="d"/><view id="d"/>"#), true),
        ("right bracket in text", document("<string key=\"t\">a]b]]c</string>"), true),
        ("greater-than in a value", document(#"<label text="a>b"/>"#), true),
        ("U+FFFD and U+FFFC", document("<label text=\"\u{FFFD}\u{FFFC}\"/>"), true),
        ("legacy archive", Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data></data></archive>\n".utf8), true),

        ("CDATA", document("<string key=\"t\"><![CDATA[a<b]]></string>"), false),
        ("processing instruction", document("<?pi x?><view/>"), false),
        ("carriage returns", Array(String(decoding: document("<view\r\nid=\"r\"/>"), as: UTF8.self).utf8), false),
        ("namespace prefix", document(#"<x:view id="n"/>"#), false),
        ("prefixed attribute", document(#"<view x:id="n"/>"#), false),
        ("xmlns", document(#"<view xmlns="urn:x"/>"#), false),
        ("undeclared entity", document(#"<label text="&nbsp;"/>"#), false),
        ("hexadecimal reference with a capital X", document(#"<label text="&#X1F600;"/>"#), false),
        ("character reference to NUL", document(#"<label text="&#0;"/>"#), false),
        ("character reference to U+FFFE", document(#"<label text="&#xFFFE;"/>"#), false),
        ("U+FFFF in text", document("<string key=\"t\">\u{FFFF}</string>"), false),
        ("control byte", document("<string key=\"t\">a\u{1}b</string>"), false),
        ("less-than in a value", document(#"<label text="a<b"/>"#), false),
        ("bare ampersand", document(#"<label text="a & b"/>"#), false),
        ("cdata end in text", document("<string key=\"t\">a]]>b</string>"), false),
        ("double dash in a comment", document("<!-- a -- b -->"), false),
        ("duplicate attribute", document(#"<label text="a" text="b"/>"#), false),
        ("no space between attributes", document(#"<label text="a"id="b"/>"#), false),
        ("mismatched end tag", document("<view></label>"), false),
        ("unclosed element", Array("<?xml version=\"1.0\"?><document><objects>".utf8), false),
        ("text after the root", document("<view/>") + Array("trailing".utf8), false),
        ("second root", document("<view/>") + Array("<document/>".utf8), false),
        ("declaration not first", Array(" <?xml version=\"1.0\"?><document/>".utf8), false),
        ("other encoding", document("<view/>", prolog: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"), false),
        ("version 1.1", document("<view/>", prolog: "<?xml version=\"1.1\"?>\n"), false),
        ("non-ASCII name", document("<vïew/>"), false),
        ("nested too deep", document(String(repeating: "<view>", count: 300) + String(repeating: "</view>", count: 300)), false),
        ("unquoted value", document("<label text=x/>"), false),
        ("DOCTYPE", Array("<?xml version=\"1.0\"?>\n<!DOCTYPE document>\n<document/>".utf8), false),
        ("empty", [], false),
    ]

    @Test("constructs: the scanner reads what it should, and the result is XMLParser's", arguments: constructs.indices)
    func construct(_ index: Int) {
        let (name, bytes, scanned) = XMLScannerTests.constructs[index]
        let read = scannerReads(bytes)
        #expect(read == scanned, "\(name)")
        let fast = parsed(bytes, reader: .scanner)
        let reference = parsed(bytes, reader: .xmlParser)
        #expect(fast.tree == reference.tree, "\(name)")
        #expect(fast.diagnostics == reference.diagnostics, "\(name)")
    }

    static let snippets: [String] = [
        "<", ">", "&", ";", "\"", "'", "/", "!", "-", "]", ":", " ", "\t", "\n", "\r", "=", "#", "x", "0", "\u{0}", "\u{7}",
        "é", "\u{FFFF}", "&amp;", "&#10;", "&#0;", "&#xD800;", "<!---->", "<![CDATA[x]]>", "<?pi x?>", "&foo;", "]]>", "--",
        " a=\"1\"", " xmlns:x=\"u\"", " id=\"dup\"", "<view/>", "</view>", "<b>", "</b>", "<!DOCTYPE x>",
    ]

    /// A mutant of `base`: a snippet inserted, a byte replaced by one, a range deleted or repeated,
    /// or the document cut short.
    static func mutate(_ base: [UInt8], using rng: inout SplitMix64) -> [UInt8] {
        var bytes = base
        let at = Int(rng.next() % UInt64(bytes.count + 1))
        let snippet = Array(snippets[Int(rng.next() % UInt64(snippets.count))].utf8)
        switch rng.next() % 5 {
        case 0: bytes.insert(contentsOf: snippet, at: at)
        case 1: if at < bytes.count { bytes.replaceSubrange(at...at, with: snippet) }
        case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(rng.next() % 12)))
        case 3:
            let end = min(bytes.count, at + 1 + Int(rng.next() % 40))
            bytes.insert(contentsOf: bytes[at..<end], at: end)
        default: bytes = Array(bytes[0..<at])
        }
        return bytes
    }

    @Test("seeded mutants of real documents: the same tree and diagnostics either way")
    func mutants() throws {
        var bases = [XMLScannerTests.document(
            #"<view id="a1" contentMode="scaleToFill"><rect key="frame" x="0" y="0" width="1" height="2"/><string key="text">a &amp; b</string><!-- c --></view>"#)]
        if let root = Corpus.root {
            for name in ["xibs/ChatSecure__ChatSecure-iOS", "conformance/ios"] {
                let small = Corpus.files(under: root.appendingPathComponent(name))
                    .filter { ["xib", "storyboard"].contains($0.pathExtension) }
                    .compactMap { try? [UInt8](Data(contentsOf: $0)) }
                    .filter { $0.count < 6_000 }
                bases += small.prefix(3)
            }
        }
        var rng = SplitMix64(seed: 27)
        var scanned = 0
        // NIBC_XML_MUTANTS=N runs more (a deeper search than CI's, by hand).
        let count = ProcessInfo.processInfo.environment["NIBC_XML_MUTANTS"].flatMap(Int.init) ?? 3_000
        for round in 0..<count {
            let base = bases[round % bases.count]
            var bytes = XMLScannerTests.mutate(base, using: &rng)
            if rng.next() % 3 == 0 { bytes = XMLScannerTests.mutate(bytes, using: &rng) }
            if scannerReads(bytes) { scanned += 1 }
            let fast = parsed(bytes, reader: .scanner)
            let reference = parsed(bytes, reader: .xmlParser)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(fast.tree == reference.tree, "mutant \(round): \(text.debugDescription)")
            #expect(fast.diagnostics == reference.diagnostics, "mutant \(round): \(text.debugDescription)")
        }
        print("XMLScanner: \(scanned) of \(count) mutants read by the scanner, the rest by XMLParser")
        // (A fifth with the corpus's documents among the bases; 412 of 3,000 from the one sample without it.)
        #expect(scanned > count / (Corpus.root != nil ? 5 : 8))
    }
}
