// IBParser.swift — XML bytes → `IBDocument`: XMLScanner.swift reads what Xcode writes, and
// Foundation's XMLParser (FoundationXML on Linux) everything the scanner gives up on, errors included.
//
// Before parsing, the bytes are checked for what XMLParser on Linux would let through silently
// (measured, STYLE-ANCHORS §4.3): an empty file, bytes that are not UTF-8, and a document type
// declaration — IB documents never have one, and refusing it is what keeps entity expansion
// ("billion laughs") from ever starting. The pre-Xcode-5 `<archive>` format is recognized here too,
// parsed the same way, and upgraded (LegacyArchive.swift).
// During XMLParser's parse, the FIRST error libxml2 reports is kept with its position and parsing is
// aborted (in recover mode XMLParser goes on and keeps only the last one), and nesting is capped.

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

extension IBDocument {
    /// How deep elements may nest; Xcode's documents reach about 35.
    public static let maximumDepth = 256

    /// The largest document read, in bytes: a node keeps its offsets, links and position in
    /// 32 bits (IBDocument.swift). (Interface Builder's largest documents are a few megabytes.)
    public static let maximumSize = Int(Int32.max)

    /// Parses an Interface Builder document against the class model `model` (the standard one, or
    /// one a caller extends: `IBClassModel(tables:)`). Problems go to `diagnostics`; returns nil
    /// when the document cannot be read at all.
    public static func parse(_ bytes: [UInt8], path: String, model: IBClassModel = .standard, diagnostics: inout Diagnostics) -> IBDocument? {
        parse(bytes, path: path, reader: .scanner, model: model, diagnostics: &diagnostics)
    }

    /// Which XML reader reads a document's elements.
    enum XMLReader {
        /// XMLScanner where it can (every document Xcode writes), XMLParser where it gives up.
        case scanner
        /// XMLParser only (for the tests that hold the scanner to it).
        case xmlParser
    }

    /// `upgrading`: false reads a pre-Xcode 5 `<archive>` as the tree it is (`legacyArchiveTree`).
    static func parse(
        _ bytes: [UInt8], path: String, reader: XMLReader, upgrading: Bool = true, model: IBClassModel = .standard,
        diagnostics: inout Diagnostics
    ) -> IBDocument? {
        guard bytes.count <= maximumSize else {
            diagnostics.error(
                "the document is \(bytes.count) bytes, more than the \(maximumSize) nibc reads", at: SourceLocation(file: path, line: 1, column: 1))
            return nil
        }
        let source = SourceText(bytes)
        func error(_ message: String, offset: Int) -> IBDocument? {
            let position = source.lineColumn(of: offset)
            diagnostics.error(message, at: SourceLocation(file: path, line: position.line, column: position.column))
            return nil
        }
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return error("the document is empty", offset: 0)
        }
        if let bad = source.firstInvalidUTF8 {
            return error("the document is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))", offset: bad)
        }
        // XML allows no NUL character; with NULs in its first bytes libxml2 takes a document for
        // UCS-4 or UTF-16 and crashed converting it (found by fuzzing).
        if let nul = bytes.withUnsafeBufferPointer({ buffer in
            buffer.baseAddress.flatMap { memchr($0, 0, buffer.count) }.map { UnsafeRawPointer($0) - UnsafeRawPointer(buffer.baseAddress!) }
        }) {
            return error("the document contains a NUL character (byte \(nul)), which XML does not allow", offset: nul)
        }
        var legacy = false
        switch scanProlog(bytes) {
        case .doctype(let offset):
            return error(
                "document type declarations are not allowed in Interface Builder documents (their entities are not expanded)",
                offset: offset)
        case .legacyArchive:
            legacy = true
        case .encoding(let name, let offset):
            // The bytes are UTF-8 (checked above), and XMLParser crashed on some encodings it was
            // told to convert from (UTF-7: a null dereference in FoundationXML, found by fuzzing).
            return error("the document declares encoding '\(name)'; Interface Builder documents are UTF-8", offset: offset)
        case .other:
            break
        }

        var document: IBDocument
        if reader == .scanner, let scanned = XMLScanner.read(source, path: path) {
            document = scanned
        } else {
            // FoundationXML dereferences null on a processing instruction with no data (`<?x?>`;
            // found by fuzzing): none but the XML declaration reaches XMLParser. Xcode writes none.
            if let offset = processingInstruction(in: bytes) {
                return error("processing instructions are not allowed in Interface Builder documents", offset: offset)
            }
            let builder = TreeBuilder(document: IBDocument(path: path, source: source))
            let parser = XMLParser(data: Data(bytes))
            parser.delegate = builder
            parser.shouldProcessNamespaces = false
            parser.shouldResolveExternalEntities = false
            _ = parser.parse()
            parser.delegate = nil

            if let failure = builder.failure {
                diagnostics.error(failure.message, at: SourceLocation(file: path, line: failure.line, column: failure.column))
                return nil
            }
            guard !builder.assembly.document.nodes.isEmpty else { return error("the document has no root element", offset: 0) }
            document = builder.assembly.document
        }
        if legacy, !upgrading { return document }
        if legacy { return upgradingLegacyArchive(document, diagnostics: &diagnostics).map { $0.withClasses(in: model) } }
        guard document.nodes[0].name == "document" else {
            diagnostics.error(
                "not an Interface Builder document: the root element is <\(document.nodes[0].name)>, not <document>",
                at: document.location(of: 0))
            return nil
        }
        document.findClasses(in: model)
        return document
    }

    enum Prolog {
        case doctype(offset: Int)
        /// The XML declaration names an encoding other than UTF-8.
        case encoding(name: String, offset: Int)
        case legacyArchive
        case other
    }

    /// Looks at what comes before the root element: the XML declaration, comments, processing
    /// instructions, a DOCTYPE; and at the root element's name.
    static func scanProlog(_ bytes: [UInt8]) -> Prolog {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func hasPrefix(_ text: StaticString, at offset: Int) -> Bool { SourceText.bytes(bytes, have: text, at: offset) }
        func skip(past terminator: StaticString) {
            while index < bytes.count, !(bytes[index] == terminator.utf8Start[0] && hasPrefix(terminator, at: index)) { index += 1 }
            index = min(bytes.count, index + terminator.utf8CodeUnitCount)
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "<"):
                if hasPrefix("<?", at: index) {
                    let start = index
                    skip(past: "?>")
                    if hasPrefix("<?xml", at: start), let (name, offset) = declaredEncoding(bytes[start..<index], from: start),
                        name.lowercased() != "utf-8", name.lowercased() != "utf8"
                    {
                        return .encoding(name: name, offset: offset)
                    }
                } else if hasPrefix("<!--", at: index) {
                    skip(past: "-->")
                } else if hasPrefix("<!DOCTYPE", at: index) || hasPrefix("<!ENTITY", at: index) {
                    return .doctype(offset: index)
                } else {
                    return hasPrefix("<archive", at: index) && index + 8 < bytes.count
                        && [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">")].contains(bytes[index + 8]) ? .legacyArchive : .other
                }
            default:
                return .other
            }
        }
        return .other
    }

    /// Where the first processing instruction other than the leading XML declaration starts (`<?`
    /// outside comments and CDATA sections), or nil.
    static func processingInstruction(in bytes: [UInt8]) -> Int? {
        func has(_ text: StaticString, at offset: Int) -> Bool { SourceText.bytes(bytes, have: text, at: offset) }
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The declaration: `<?xml` and a space, at the very start.
        if has("<?xml", at: index), index + 5 < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index + 5]) {
            while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "?") && bytes[index + 1] == UInt8(ascii: ">")) { index += 1 }
            index += 2
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if has("<?", at: index) { return index }
            for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>")] as [(StaticString, StaticString)] where has(open, at: index) {
                index += open.utf8CodeUnitCount
                while index < bytes.count, !(bytes[index] == close.utf8Start[0] && has(close, at: index)) { index += 1 }
                break
            }
            index += 1
        }
        return nil
    }

    /// The `encoding` of an XML declaration (`<?xml … encoding="UTF-8"?>`) and its offset.
    static func declaredEncoding(_ declaration: ArraySlice<UInt8>, from start: Int) -> (String, Int)? {
        let name = Array("encoding".utf8)
        var index = declaration.startIndex
        while index + name.count < declaration.endIndex {
            if declaration[index..<(index + name.count)].elementsEqual(name) {
                var cursor = index + name.count
                while cursor < declaration.endIndex, [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "=")].contains(declaration[cursor]) { cursor += 1 }
                guard cursor < declaration.endIndex, declaration[cursor] == UInt8(ascii: "\"") || declaration[cursor] == UInt8(ascii: "'")
                else { return nil }
                let quote = declaration[cursor]
                let valueStart = cursor + 1
                guard let end = declaration[valueStart...].firstIndex(of: quote) else { return nil }
                return (String(decoding: declaration[valueStart..<end], as: UTF8.self), index)
            }
            index += 1
        }
        return nil
    }
}

/// The XMLParser delegate that builds the node tree: the reader for what XMLScanner gives up on.
///
/// Its state is only touched from XMLParser's callbacks, one at a time on one thread, so the dynamic
/// exclusivity checks on the class's properties are turned off (they were a tenth of the parse).
private final class TreeBuilder: NSObject, XMLParserDelegate {
    @exclusivity(unchecked) var assembly: TreeAssembly
    @exclusivity(unchecked) var failure: (message: String, line: Int, column: Int)?
    @exclusivity(unchecked) private var locator: ElementLocator
    @exclusivity(unchecked) private var text = ""
    /// An element's attributes as they came, and their sort keys: symbol in the high half,
    /// position in `scratch` in the low one.
    @exclusivity(unchecked) private var scratch: [IBAttribute] = []
    @exclusivity(unchecked) private var order: [UInt64] = []

    init(document: IBDocument) {
        assembly = TreeAssembly(document: document)
        locator = ElementLocator(document.source)
    }

    private func fail(_ parser: XMLParser, _ message: String, line: Int, column: Int) {
        if failure == nil { failure = (message, line, column) }
        parser.abortParsing()
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        // XMLParser reports where the start tag ends; the element starts at the `<` before it.
        let position = locator.elementStart(line: parser.lineNumber, column: parser.columnNumber)
        guard assembly.depth < IBDocument.maximumDepth else {
            fail(parser, "elements are nested more than \(IBDocument.maximumDepth) levels deep", line: position.line, column: position.column)
            return
        }
        // Sorted by name: String order, which for the ASCII names IB writes is their byte order,
        // and which the symbols of known names follow (IBName.swift). With every name known, the
        // order is that of integers (symbol, then position in `scratch`); else names are compared.
        let first = assembly.document.attributes.count
        scratch.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        var allKnown = true
        for (name, value) in attributes {
            let symbol = assembly.vocabulary.symbol(of: name)
            allKnown = allKnown && symbol.isKnown
            order.append(UInt64(symbol.rawValue) << 32 | UInt64(scratch.count))
            scratch.append(IBAttribute(name: name, symbol: symbol, value: value))
        }
        if allKnown {
            order.withUnsafeMutableBufferPointer(TreeAssembly.insertionSort)
        } else {
            order.sort { scratch[Int($0 & 0xFFFF_FFFF)].name < scratch[Int($1 & 0xFFFF_FFFF)].name }
        }
        for key in order { assembly.document.attributes.append(scratch[Int(key & 0xFFFF_FFFF)]) }
        let symbol = assembly.vocabulary.symbol(of: elementName)
        assembly.open(
            assembly.stored(elementName, symbol), symbol: symbol, attributesFrom: first, line: position.line, column: position.column,
            offset: position.offset)
        text = ""
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, assembly.depth > 0 else { return }
        assembly.close(text: text)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Text after an element's first child is indentation: only leaves keep text.
        if assembly.depth > 0, assembly.openElementHasChild { return }
        text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        let code = (parseError as NSError).code
        var message = XMLErrorMessages.message(for: code)
        // In XMLParser's push mode libxml2 reports a truncated document as "extra content at the
        // end" (5); the open elements tell what really happened.
        if code == 5 || code == 77, let open = assembly.stack.last {
            let node = assembly.document.nodes[open.node]
            message = "malformed XML: the document ends before <\(node.name)> (line \(node.line)) is closed"
        }
        fail(parser, message, line: parser.lineNumber, column: parser.columnNumber)
    }
}
