// XMLScanner.swift — the fast reader: the XML that Xcode writes, read straight from the bytes into
// an `IBDocument`, with no String made for a name the vocabulary holds (IBName.swift).
//
// It reads a strict subset of XML 1.0: an XML declaration (version 1.0, UTF-8, standalone),
// comments, elements, attributes in double or single quotes, character data, the five predefined
// entities and character references. It gives up (nil) on everything else — CDATA sections,
// processing instructions, document type declarations, carriage returns, names with a namespace
// prefix or outside ASCII, `xmlns`, tokens longer than libxml2 takes without its "huge" option,
// nesting past `IBDocument.maximumDepth` — and on every error. XMLParser then reads the document
// as it always has (IBParser.swift), so which documents are accepted, and every diagnostic, stay
// XMLParser's: what this file adds is speed (XMLParser makes Strings, a dictionary per element and
// Objective-C bridging calls, about half of a compile's instructions, measured at stop 27).
//
// Tests (XMLScannerTests) hold the two readers to the same tree on every document of the corpus,
// on a table of constructs and on randomly mutated documents.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The scanner gives up: XMLParser reads the document instead.
struct XMLScannerGaveUp: Error {}

struct XMLScanner {
    /// Longest name it reads (libxml2 refuses names past 50,000 bytes: far enough below), and
    /// longest value, comment or run of text: any, within the input limit. libxml2 refuses values
    /// past 10,000,000 bytes and called the value "unterminated"; a document may hold a longer text
    /// (an embedded image's data, a long localized string), so nibc reads it.
    static let maximumNameLength = 1_000
    static let maximumRunLength = Int.max

    /// Reads `source`, or nil when XMLParser must (see above).
    static func read(_ source: SourceText, path: String) -> IBDocument? {
        source.bytes.withUnsafeBufferPointer { bytes in
            source.lineStarts.withUnsafeBufferPointer { lineStarts in
                source.lineIsASCII.withUnsafeBufferPointer { lineIsASCII in
                    var scanner = XMLScanner(
                        bytes: bytes, lineStarts: lineStarts, lineIsASCII: lineIsASCII, document: IBDocument(path: path, source: source))
                    do {
                        try scanner.scanDocument()
                        return scanner.assembly.document
                    } catch {
                        return nil
                    }
                }
            }
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let lineStarts: UnsafeBufferPointer<Int>
    private let lineIsASCII: UnsafeBufferPointer<Bool>
    private var assembly: TreeAssembly
    private var index = 0
    /// Where each open element's name is (an end tag must repeat it).
    private var openNames: [Range<Int>] = []
    /// The text of the innermost open element while it has no child: one run of the bytes kept as
    /// a range, or, once there is more than one run or an entity, decoded into `textBytes`.
    private var textRun: Range<Int>?
    private var textBytes: [UInt8] = []
    private var textInBytes = false
    /// A value with an entity or a whitespace to replace, decoded.
    private var valueBytes: [UInt8] = []
    /// The attributes of the start tag being read, as they came, and their sort keys (symbol in
    /// the high half, position in `pending` in the low one). Nothing in them is reference counted:
    /// their Strings are made once they are sorted, straight into the document.
    private var pending: [PendingAttribute] = []
    private var order: [UInt64] = []
    /// Values with an entity or whitespace to replace, decoded (`PendingAttribute.decoded`).
    private var decodedValues: [String] = []

    private struct PendingAttribute {
        let symbol: IBName
        let name: Range<Int>
        /// Where the value is, between its quotes.
        let value: Range<Int>
        /// The value in `decodedValues`, or -1: the bytes are the value.
        let decoded: Int
    }
    /// Where the last element was found: line index, and on a line with non-ASCII text, the
    /// character column of a byte offset (elements come in order: walks resume from here).
    private var line = 0
    private var columnLine = -1
    private var columnOffset = 0
    private var column = 1

    private init(
        bytes: UnsafeBufferPointer<UInt8>, lineStarts: UnsafeBufferPointer<Int>, lineIsASCII: UnsafeBufferPointer<Bool>,
        document: IBDocument
    ) {
        (self.bytes, self.lineStarts, self.lineIsASCII) = (bytes, lineStarts, lineIsASCII)
        assembly = TreeAssembly(document: document)
        // Room for the nodes and attributes the bytes hold, and for as many ids as the corpus's
        // denser documents have for their size (one per 318 bytes on average), reserved where
        // the arrays are held once (a second reference would make the first append copy them).
        // Arrays grown by doubling kept up to half their room empty, a third of a large
        // document's memory: past 256 KB the bytes are counted; below, where a pass over them
        // would cost more than the room it saves, the room is what the corpus's denser documents
        // need (one node per 64 bytes, one attribute per 24).
        let room = bytes.count > 256 << 10 ? XMLScanner.room(bytes) : (elements: bytes.count / 64 + 16, attributes: bytes.count / 24 + 16)
        assembly.document.nodes.reserveCapacity(room.elements)
        assembly.document.attributes.reserveCapacity(room.attributes)
        assembly.document.nodeByID = IBIDTable(minimumCapacity: bytes.count / 200)
    }

    /// At least as many elements and attributes as `bytes` hold, nearly exactly for a document
    /// as Xcode writes it: its `<` that start no end tag, comment, CDATA section or instruction,
    /// and its `=` before a quote; no more than one element per four bytes and one attribute per
    /// five, the least each takes (`<a/>`, ` a=""`), however many a comment or text holds.
    static func room(_ bytes: UnsafeBufferPointer<UInt8>) -> (elements: Int, attributes: Int) {
        guard let base = bytes.baseAddress, bytes.count > 1 else { return (1, 1) }
        /// How many times `byte` is followed by a byte `follows` accepts (found with memchr).
        func count(_ byte: UInt8, followedBy follows: (UInt8) -> Bool) -> Int {
            var (found, index) = (0, 0)
            while index < bytes.count - 1, let hit = memchr(base + index, Int32(byte), bytes.count - 1 - index) {
                index = UnsafeRawPointer(hit) - UnsafeRawPointer(base) + 1
                if follows(base[index]) { found += 1 }
            }
            return found
        }
        let elements = count(UInt8(ascii: "<")) { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "!") && $0 != UInt8(ascii: "?") }
        let attributes = count(UInt8(ascii: "=")) { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }
        return (min(elements, bytes.count / 4) + 1, min(attributes, bytes.count / 5) + 1)
    }

    // MARK: - Bytes

    /// What each byte is, as bits (one table: a load per byte in the loops below).
    private enum Class {
        static let nameStart: UInt8 = 1
        static let name: UInt8 = 2
        static let space: UInt8 = 4
        /// Ends a run of plain text: `<`, `&`, `]` (of `]]>`), 0xEF (of U+FFFE/U+FFFF), and the
        /// control bytes, carriage return included (only tab and line feed are plain).
        static let textStop: UInt8 = 8
        /// Ends a run of a plain quoted value: as for text, plus tab and line feed (they become
        /// spaces) and the quote.
        static let doubleQuotedStop: UInt8 = 16
        static let singleQuotedStop: UInt8 = 32
    }

    /// Made once per process, never freed: the loops read it through a pointer.
    nonisolated(unsafe) private static let classes: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 {
            var bits: UInt8 = 0
            let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if letter || byte == 0x5F { bits |= Class.nameStart | Class.name }
            if (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x2E { bits |= Class.name }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A { bits |= Class.space }
            let control = byte < 0x20 && byte != 0x09 && byte != 0x0A
            if control || byte == 0x3C || byte == 0x26 || byte == 0x5D || byte == 0xEF { bits |= Class.textStop }
            if control || byte == 0x09 || byte == 0x0A || byte == 0x3C || byte == 0x26 || byte == 0xEF {
                bits |= Class.doubleQuotedStop | Class.singleQuotedStop
            }
            if byte == 0x22 { bits |= Class.doubleQuotedStop }
            if byte == 0x27 { bits |= Class.singleQuotedStop }
            table[byte] = bits
        }
        return UnsafePointer(table)
    }()

    private func hasPrefix(_ text: StaticString, at offset: Int) -> Bool { SourceText.bytes(bytes, have: text, at: offset) }

    /// Skips spaces, tabs and line feeds; whether there were any.
    @inline(__always) private mutating func skipSpaces(_ classes: UnsafePointer<UInt8>) -> Bool {
        let start = index
        while index < bytes.count, classes[Int(bytes[index])] & Class.space != 0 { index += 1 }
        return index > start
    }

    /// A name at `index`, ASCII letters, digits, `_`, `-` and `.`, not starting with a digit, `-`
    /// or `.`; whatever follows it is the caller's to check (a `:` or a non-ASCII letter there
    /// makes the caller give up).
    @inline(__always) private mutating func scanName(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) -> Range<Int> {
        let start = index
        guard index < bytes.count, classes[Int(bytes[index])] & Class.nameStart != 0 else { throw XMLScannerGaveUp() }
        index += 1
        while index < bytes.count, classes[Int(bytes[index])] & Class.name != 0 { index += 1 }
        guard index - start <= XMLScanner.maximumNameLength, index < bytes.count else { throw XMLScannerGaveUp() }
        return start..<index
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func symbol(_ range: Range<Int>) -> IBName {
        assembly.vocabulary.symbol(utf8: UnsafeBufferPointer(rebasing: bytes[range]))
    }

    /// Checks the byte at `index`, one that stops a plain run and is not markup: a control byte
    /// or a carriage return (give up), or 0xEF, which may start U+FFFE or U+FFFF (not XML
    /// characters: give up). Returns the length of the character it starts when it is plain.
    private func plainCharacterLength(at offset: Int) throws(XMLScannerGaveUp) -> Int {
        let lead = bytes[offset]
        if lead == 0xEF {
            if offset + 2 < bytes.count, bytes[offset + 1] == 0xBF, bytes[offset + 2] >= 0xBE { throw XMLScannerGaveUp() }
            return 1
        }
        if lead < 0x20, lead != 0x09, lead != 0x0A { throw XMLScannerGaveUp() }
        return 1
    }

    /// The character of the reference at `index` (`&…;`): one of the five predefined entities or a
    /// character reference to an XML character.
    private mutating func scanReference() throws(XMLScannerGaveUp) -> Unicode.Scalar {
        let start = index
        var end = start + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw XMLScannerGaveUp() }
        let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        index = end + 1
        if body.elementsEqual("lt".utf8) { return "<" }
        if body.elementsEqual("gt".utf8) { return ">" }
        if body.elementsEqual("amp".utf8) { return "&" }
        if body.elementsEqual("quot".utf8) { return "\"" }
        if body.elementsEqual("apos".utf8) { return "'" }
        guard body.count >= 2, body[0] == UInt8(ascii: "#") else { throw XMLScannerGaveUp() }
        let hex = body[1] == UInt8(ascii: "x")
        let digits = body.dropFirst(hex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 8 else { throw XMLScannerGaveUp() }
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * (hex ? 16 : 10) + UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: value = value * 16 + UInt32(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: value = value * 16 + UInt32(digit - UInt8(ascii: "A") + 10)
            default: throw XMLScannerGaveUp()
            }
        }
        // XML's Char: tab, line feed, carriage return, and U+0020… except surrogates, U+FFFE, U+FFFF.
        let isCharacter =
            value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x1_0000...0x10_FFFF).contains(value)
        guard isCharacter, let scalar = Unicode.Scalar(value) else { throw XMLScannerGaveUp() }
        return scalar
    }

    // MARK: - Positions

    /// The 1-based line and character column of `offset`, at or after the previous element's.
    private mutating func position(of offset: Int) -> (line: Int, column: Int) {
        while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
        let start = lineStarts[line]
        if lineIsASCII[line] { return (line + 1, offset - start + 1) }
        if columnLine != line {
            (columnLine, columnOffset, column) = (line, start, 1)
        }
        while columnOffset < offset {
            columnOffset += 1
            while columnOffset < offset, !SourceText.startsCharacter(bytes[columnOffset]) { columnOffset += 1 }
            column += 1
        }
        return (line + 1, column)
    }

    // MARK: - The document

    private mutating func scanDocument() throws(XMLScannerGaveUp) {
        let classes = XMLScanner.classes
        // A byte order mark (a one-scalar StaticString may have no UTF-8 to compare: bytes).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        if hasPrefix("<?xml", at: index), index + 5 < bytes.count, classes[Int(bytes[index + 5])] & Class.space != 0 {
            try scanDeclaration(classes)
        }
        try scanMisc(classes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { throw XMLScannerGaveUp() }
        try scanStartTag(classes)
        while !openNames.isEmpty {
            try scanText(classes)
            // At a `<` (scanText stops at nothing else).
            guard index + 1 < bytes.count else { throw XMLScannerGaveUp() }
            switch bytes[index + 1] {
            case UInt8(ascii: "/"): try scanEndTag(classes)
            case UInt8(ascii: "!"): try scanComment()
            default: try scanStartTag(classes)
            }
        }
        try scanMisc(classes)
        guard index == bytes.count else { throw XMLScannerGaveUp() }
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="no"?>`: version 1.0, and if they are
    /// there, encoding UTF-8 and standalone yes or no, in that order.
    private mutating func scanDeclaration(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) {
        index += 5
        var expected: [StaticString] = ["version", "encoding", "standalone"]
        var first = true
        while true {
            let spaced = skipSpaces(classes)
            if hasPrefix("?>", at: index), !first {
                index += 2
                return
            }
            guard spaced else { throw XMLScannerGaveUp() }
            let name = try scanName(classes)
            guard let position = expected.firstIndex(where: { hasPrefix($0, at: name.lowerBound) && $0.utf8CodeUnitCount == name.count }),
                !first || position == 0
            else { throw XMLScannerGaveUp() }
            let which = expected[position]
            expected.removeFirst(position + 1)
            first = false
            _ = skipSpaces(classes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw XMLScannerGaveUp() }
            index += 1
            _ = skipSpaces(classes)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw XMLScannerGaveUp()
            }
            let quote = bytes[index]
            let start = index + 1
            var end = start
            while end < bytes.count, end - start < 20, bytes[end] != quote { end += 1 }
            guard end < bytes.count, bytes[end] == quote else { throw XMLScannerGaveUp() }
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            index = end + 1
            let allowed: Bool
            switch which.description {
            case "version": allowed = value == "1.0"
            case "encoding": allowed = value.lowercased() == "utf-8"
            default: allowed = value == "yes" || value == "no"
            }
            guard allowed else { throw XMLScannerGaveUp() }
        }
    }

    /// Spaces and comments, before and after the root element.
    private mutating func scanMisc(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) {
        while true {
            _ = skipSpaces(classes)
            guard hasPrefix("<!--", at: index) else { return }
            try scanComment()
        }
    }

    /// `<!-- … -->`, with no `--` inside; its text goes nowhere, but a leaf's text on either side
    /// of it is one text.
    private mutating func scanComment() throws(XMLScannerGaveUp) {
        guard hasPrefix("<!--", at: index) else { throw XMLScannerGaveUp() }
        let start = index
        index += 4
        while true {
            guard index + 1 < bytes.count, index - start <= XMLScanner.maximumRunLength else { throw XMLScannerGaveUp() }
            let byte = bytes[index]
            if byte == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ">") else { throw XMLScannerGaveUp() }
                index += 3
                return
            }
            index += byte < 0x20 || byte == 0xEF ? try plainCharacterLength(at: index) : 1
        }
    }

    /// Character data up to the next `<`: validated, and kept while the open element has no child.
    private mutating func scanText(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) {
        let keep = !assembly.openElementHasChild
        var runStart = index
        while true {
            while index < bytes.count, classes[Int(bytes[index])] & Class.textStop == 0 { index += 1 }
            guard index < bytes.count, index - runStart <= XMLScanner.maximumRunLength else { throw XMLScannerGaveUp() }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "]") {
                if hasPrefix("]]>", at: index) { throw XMLScannerGaveUp() }
                index += 1
            } else if byte == UInt8(ascii: "&") {
                if keep {
                    keepText(runStart..<index)
                    moveTextToBytes()
                    let scalar = try scanReference()
                    textBytes.append(contentsOf: UTF8.encode(scalar)!)
                } else {
                    _ = try scanReference()
                }
                runStart = index
            } else {
                index += try plainCharacterLength(at: index)
            }
        }
        if keep { keepText(runStart..<index) }
    }

    private mutating func keepText(_ run: Range<Int>) {
        guard !run.isEmpty else { return }
        if textInBytes {
            textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run]))
        } else if textRun == nil {
            textRun = run
        } else {
            moveTextToBytes()
            textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run]))
        }
    }

    private mutating func moveTextToBytes() {
        guard !textInBytes else { return }
        textBytes.removeAll(keepingCapacity: true)
        if let run = textRun { textBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run])) }
        (textRun, textInBytes) = (nil, true)
    }

    private mutating func resetText() {
        (textRun, textInBytes) = (nil, false)
    }

    /// `<name attribute="value" …>` or `<name … />`, at its `<`.
    private mutating func scanStartTag(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) {
        let tagStart = index
        index += 1
        let name = try scanName(classes)
        while true {
            let spaced = skipSpaces(classes)
            guard index < bytes.count else { throw XMLScannerGaveUp() }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") {
                let empty = byte == UInt8(ascii: "/")
                if empty { guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") else { throw XMLScannerGaveUp() } }
                index += empty ? 2 : 1
                try open(name, at: tagStart)
                if empty { close() }
                return
            }
            guard spaced else { throw XMLScannerGaveUp() }
            try scanAttribute(classes)
        }
    }

    /// `name="value"` (or in single quotes), added to the element being opened.
    private mutating func scanAttribute(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) {
        let nameRange = try scanName(classes)
        _ = skipSpaces(classes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw XMLScannerGaveUp() }
        index += 1
        _ = skipSpaces(classes)
        guard index < bytes.count else { throw XMLScannerGaveUp() }
        let quote = bytes[index]
        let stop: UInt8
        switch quote {
        case UInt8(ascii: "\""): stop = Class.doubleQuotedStop
        case UInt8(ascii: "'"): stop = Class.singleQuotedStop
        default: throw XMLScannerGaveUp()
        }
        index += 1
        let start = index
        while index < bytes.count, classes[Int(bytes[index])] & stop == 0 { index += 1 }
        guard index < bytes.count else { throw XMLScannerGaveUp() }
        var decoded = -1
        if bytes[index] != quote {
            // An entity, a tab or line feed (a space in the value), or something to give up on.
            valueBytes.removeAll(keepingCapacity: true)
            valueBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            while true {
                guard index < bytes.count, index - start <= XMLScanner.maximumRunLength else { throw XMLScannerGaveUp() }
                let byte = bytes[index]
                if byte == quote { break }
                switch byte {
                case UInt8(ascii: "<"): throw XMLScannerGaveUp()
                case UInt8(ascii: "&"):
                    let scalar = try scanReference()
                    valueBytes.append(contentsOf: UTF8.encode(scalar)!)
                case 0x09, 0x0A:
                    valueBytes.append(0x20)
                    index += 1
                default:
                    let length = classes[Int(byte)] & stop != 0 ? try plainCharacterLength(at: index) : 1
                    valueBytes.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                    index += length
                }
            }
            decoded = decodedValues.count
            decodedValues.append(String(decoding: valueBytes, as: UTF8.self))
        }
        guard index - start <= XMLScanner.maximumRunLength else { throw XMLScannerGaveUp() }
        // `xmlns` declares a namespace (XMLParser does not report it as an attribute).
        guard !(nameRange.count == 5 && hasPrefix("xmlns", at: nameRange.lowerBound)) else { throw XMLScannerGaveUp() }
        pending.append(PendingAttribute(symbol: symbol(nameRange), name: nameRange, value: start..<index, decoded: decoded))
        index += 1
    }

    /// Whether the name at `left` sorts before the one at `right` (byte order, which is String
    /// order for the ASCII names the scanner reads).
    private static func precedes(_ left: Range<Int>, _ right: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(left.count, right.count)
        let order = memcmp(bytes.baseAddress! + left.lowerBound, bytes.baseAddress! + right.lowerBound, common)
        return order != 0 ? order < 0 : left.count < right.count
    }

    /// Appends the pending attributes to the document, sorted by name as XMLParser's are.
    private mutating func appendAttributes() throws(XMLScannerGaveUp) {
        if pending.count > 1 {
            order.removeAll(keepingCapacity: true)
            var allKnown = true
            for (position, attribute) in pending.enumerated() {
                allKnown = allKnown && attribute.symbol.isKnown
                order.append(UInt64(attribute.symbol.rawValue) << 32 | UInt64(position))
            }
            if allKnown {
                order.withUnsafeMutableBufferPointer(TreeAssembly.insertionSort)
            } else {
                let (pending, bytes) = (pending, bytes)
                order.sort { XMLScanner.precedes(pending[Int($0 & 0xFFFF_FFFF)].name, pending[Int($1 & 0xFFFF_FFFF)].name, in: bytes) }
            }
            for position in 1..<order.count {
                let (previous, next) = (pending[Int(order[position - 1] & 0xFFFF_FFFF)], pending[Int(order[position] & 0xFFFF_FFFF)])
                let same = allKnown
                    ? previous.symbol == next.symbol
                    : previous.name.count == next.name.count && !XMLScanner.precedes(previous.name, next.name, in: bytes)
                if same { throw XMLScannerGaveUp() }
            }
            for key in order { appendAttribute(pending[Int(key & 0xFFFF_FFFF)]) }
        } else if let only = pending.first {
            appendAttribute(only)
        }
        pending.removeAll(keepingCapacity: true)
        decodedValues.removeAll(keepingCapacity: true)
    }

    /// Appends an attribute: a known name with a value as written is a range of the bytes; the
    /// list keeps a copy of anything else.
    private mutating func appendAttribute(_ attribute: PendingAttribute) {
        if attribute.decoded >= 0 {
            assembly.document.attributes.append(name: bytes[attribute.name], symbol: attribute.symbol, value: decodedValues[attribute.decoded].utf8)
        } else if attribute.symbol.isKnown {
            assembly.document.attributes.append(attribute.symbol, valueIn: attribute.value)
        } else {
            assembly.document.attributes.append(name: bytes[attribute.name], symbol: attribute.symbol, value: bytes[attribute.value])
        }
    }

    private mutating func open(_ name: Range<Int>, at tagStart: Int) throws(XMLScannerGaveUp) {
        guard assembly.depth < IBDocument.maximumDepth else { throw XMLScannerGaveUp() }
        let symbol = symbol(name)
        let stored = symbol.isKnown ? assembly.vocabulary.names[Int(symbol.rawValue)] : assembly.stored(string(name), symbol)
        let position = position(of: tagStart)
        let first = assembly.document.attributes.count
        try appendAttributes()
        assembly.open(stored, symbol: symbol, attributesFrom: first, line: position.line, column: position.column, offset: tagStart)
        openNames.append(name)
        resetText()
    }

    private mutating func close() {
        var text: String?
        if !assembly.openElementHasChild {
            if textInBytes {
                text = String(decoding: textBytes, as: UTF8.self)
            } else if let run = textRun {
                text = string(run)
            }
        }
        assembly.close(text: text)
        openNames.removeLast()
        resetText()
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func scanEndTag(_ classes: UnsafePointer<UInt8>) throws(XMLScannerGaveUp) {
        index += 2
        let name = try scanName(classes)
        guard let open = openNames.last, open.count == name.count,
            memcmp(bytes.baseAddress! + open.lowerBound, bytes.baseAddress! + name.lowerBound, name.count) == 0
        else { throw XMLScannerGaveUp() }
        _ = skipSpaces(classes)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw XMLScannerGaveUp() }
        index += 1
        close()
    }
}
