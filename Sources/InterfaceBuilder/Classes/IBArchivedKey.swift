// IBArchivedKey.swift — the nib keys a class archives, declared in its block of the class model
// (`archive` lines), so that what a class is in a document and what it is in a nib are one
// declaration: the compiler reads it forwards (attribute → key), a decompiler backwards.
//
//     archive UIHidden hidden flag(YES:true)             key, attribute, codec
//     archive UIBackgroundColor <backgroundColor> color  …from a keyed child
//     archive UIDeepDrawRect =true sdk:10+               …always this value, from SDK 10 on
//     archive UIBounds @frame                            …written by a shape (code, NibCompiler)
//     archive UIHitTestDirectionalInsets -               …not by this class: a subclass writes it here
//     archive UIHitTestDirectionalInsets ="{-12.5, -12.5, -12.5, -12.5}"   …(UISlider's: an NSString)
//     archive super                                      where the superclass's own keys go
//
// A class's keys follow its superclass's (or stand around them, where `super` says); a key a
// subclass declares again replaces the superclass's in place, keeping its SDK range unless it
// gives its own. Codecs are named here and defined by the compiler (`NibCompiler/Codecs.swift`),
// which checks every name; this module only reads the lines.

/// One key of a class's archive.
public struct IBArchivedKey: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
        /// An attribute of the element (its model default when absent).
        case attribute(String)
        /// A keyed child element (`<color key="tintColor">`).
        case keyedChild(String)
        /// An attribute of a keyed child element (`<cell>.alignment`: a control's key that mirrors
        /// its cell's attribute; the child's class model default when absent).
        case childAttribute(key: String, attribute: String)
        /// Always this value: `true`, `false`, `nil`, an integer, a geometry such as `point(3,1)`
        /// or `insets(0,0,0,0)`, or a `"string"` (an NSString; the quotes are kept here).
        case constant(String)
        /// Code that writes the key (and maybe others): a shape of the compiler.
        case shape(String)
        /// Nothing at this class: a place a subclass fills.
        case none
        /// Where the direct superclass's own keys go (no key of its own).
        case superclass
    }

    /// A codec by name with its arguments: `flag(YES:true)` is `flag` with `["YES:true"]`.
    public struct Codec: Sendable, Equatable, CustomStringConvertible {
        public let name: String
        public let arguments: [String]

        public init(name: String, arguments: [String] = []) {
            (self.name, self.arguments) = (name, arguments)
        }

        public var description: String { arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ",")))" }
    }

    /// An SDK version as `major.minor`.
    public struct Version: Sendable, Equatable, Comparable, CustomStringConvertible {
        public let major: Int, minor: Int
        public init(_ major: Int, _ minor: Int = 0) { (self.major, self.minor) = (major, minor) }
        public static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
        public var description: String { "\(major).\(minor)" }
    }

    /// The SDKs whose ibtool writes the key: `sdk:10+` (from 10.0), `sdk:<13` (before 13.0),
    /// `sdk:10..<13`.
    public struct SDKRange: Sendable, Equatable, CustomStringConvertible {
        public let from: Version?
        public let before: Version?

        public init(from: Version?, before: Version?) { (self.from, self.before) = (from, before) }

        public func contains(_ version: Version) -> Bool {
            (from.map { version >= $0 } ?? true) && (before.map { version < $0 } ?? true)
        }

        public var description: String {
            switch (from, before) {
            case (let from?, nil): "sdk:\(from)+"
            case (nil, let before?): "sdk:<\(before)"
            case (let from?, let before?): "sdk:\(from)..<\(before)"
            case (nil, nil): "sdk:any"
            }
        }
    }

    public let key: String
    public let source: Source
    public let codec: Codec?
    /// nil: every SDK (or, for a key that replaces a superclass's, the superclass's range).
    public let sdk: SDKRange?
    /// The class that declares it, and its line in its table.
    public let owner: String
    public let line: Int

    public init(key: String, source: Source, codec: Codec?, sdk: SDKRange?, owner: String, line: Int) {
        (self.key, self.source, self.codec, self.sdk, self.owner, self.line) = (key, source, codec, sdk, owner, line)
    }

    /// The same key with another range (a subclass's replacement keeps the range it replaces).
    func with(sdk: SDKRange?) -> IBArchivedKey {
        IBArchivedKey(key: key, source: source, codec: codec, sdk: sdk, owner: owner, line: line)
    }

    /// The line as the table writes it.
    public var declaration: String {
        let sourceText: String
        switch source {
        case .attribute(let name): sourceText = name
        case .keyedChild(let key): sourceText = "<\(key)>"
        case .childAttribute(let key, let attribute): sourceText = "<\(key)>.\(attribute)"
        case .constant(let value): sourceText = "=" + value
        case .shape(let name): sourceText = "@" + name
        case .none: sourceText = "-"
        case .superclass: return "archive super"
        }
        return (["archive", key, sourceText] + [codec?.description, sdk?.description].compactMap { $0 }).joined(separator: " ")
    }
}

extension IBClassModel {
    /// The keys class `declaration` archives with its superclasses', in encoding order: each
    /// class's keys after its superclass's, or around them where it says `super`; a key declared
    /// again replaces the inherited one in place (with its SDK range unless it gives one).
    public func archivedKeys(of declaration: IBClassDeclaration) -> [IBArchivedKey] {
        // One segment of keys per class from the root (`super` moves the direct superclass's
        // segment into the class's own), and the segment each key is in (a replacement is rare:
        // only it searches a segment).
        var segments: [[IBArchivedKey]] = []
        let chain = chain(of: declaration)
        var rowOf: [String: Int] = [:]
        // (Sized once: growing it as keys came was a fifth of the work.)
        rowOf.reserveCapacity(chain.reduce(0) { $0 + $1.archivedKeys.count })
        for own in chain.reversed() {
            var segment: [IBArchivedKey] = []
            var tookSuper = false
            for key in own.archivedKeys {
                if case .superclass = key.source {
                    if let last = segments.popLast() {
                        segment += last
                        tookSuper = true
                    }
                    continue
                }
                guard let row = rowOf[key.key] else {
                    segment.append(key)
                    continue
                }
                // A replacement of an inherited key, in place, with the range it replaces unless it gives one.
                if tookSuper && row == segments.count, let place = segment.firstIndex(where: { $0.key == key.key }) {
                    segment[place] = key.with(sdk: key.sdk ?? segment[place].sdk)
                } else if row < segments.count, let place = segments[row].firstIndex(where: { $0.key == key.key }) {
                    segments[row][place] = key.with(sdk: key.sdk ?? segments[row][place].sdk)
                }
            }
            // (Keys moved by `super` keep their row: the class's segment takes the moved one's place.)
            for key in segment { rowOf[key.key] = segments.count }
            segments.append(segment)
        }
        return segments.flatMap { $0 }
    }
}

extension TableReader {
    /// The current line as an `archive` line (its fields from the second on, read again from the
    /// bytes so that a quoted constant may hold spaces).
    func archivedKey(owner: String) throws(IBClassModel.TableError) -> IBArchivedKey {
        guard fields.count >= 2 else { throw error("an archive line needs a key") }
        let line = fields[1].lowerBound..<fields[fields.count - 1].upperBound
        let text = string(line)
        var words: [String] = []
        var current = ""
        var quoted = false
        // (Most lines have no quoted constant: their fields are the words, found by the reader.)
        let hasQuote = UnsafeBufferPointer(rebasing: bytes[line]).contains(UInt8(ascii: "\""))
        if !hasQuote { words = (1..<fields.count).map { string(fields[$0]) } }
        if hasQuote {
            for character in text {
                if character == "\"" { quoted.toggle() }
                if character == " " && !quoted {
                    if !current.isEmpty { words.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
        }
        if quoted { throw error("an unterminated quoted constant in '\(text)'") }
        if !current.isEmpty { words.append(current) }
        if words == ["super"] {
            return IBArchivedKey(key: "", source: .superclass, codec: nil, sdk: nil, owner: owner, line: lineNumber)
        }
        guard words.count >= 2 else { throw error("an archive line needs a key and a source: '\(text)'") }
        let key = words[0], sourceWord = words[1]
        let source: IBArchivedKey.Source
        if sourceWord == "-" {
            source = .none
        } else if sourceWord.hasPrefix("=") {
            source = .constant(String(sourceWord.dropFirst()))
        } else if sourceWord.hasPrefix("@") {
            source = .shape(String(sourceWord.dropFirst()))
        } else if sourceWord.hasPrefix("<"), let close = TableReader.childAttributeSeparator(in: sourceWord) {
            let bytes = Array(sourceWord.utf8)
            source = .childAttribute(
                key: String(decoding: bytes[1..<close], as: UTF8.self), attribute: String(decoding: bytes[(close + 2)...], as: UTF8.self))
        } else if sourceWord.hasPrefix("<"), sourceWord.hasSuffix(">"), sourceWord.count > 2 {
            source = .keyedChild(String(sourceWord.dropFirst().dropLast()))
        } else {
            source = .attribute(sourceWord)
        }
        var codec: IBArchivedKey.Codec?
        var sdk: IBArchivedKey.SDKRange?
        for word in words.dropFirst(2) {
            if word.hasPrefix("sdk:") {
                guard sdk == nil, let range = TableReader.sdkRange(word.dropFirst(4)) else { throw error("an SDK range is 'sdk:10+', 'sdk:<13' or 'sdk:10..<13', not '\(word)'") }
                sdk = range
            } else {
                guard codec == nil, let parsed = TableReader.codec(word) else { throw error("unexpected '\(word)' in an archive line") }
                codec = parsed
            }
        }
        switch source {
        case .attribute, .keyedChild, .childAttribute:
            guard codec != nil else { throw error("\(owner).\(key) needs a codec") }
        case .constant, .shape, .none, .superclass:
            guard codec == nil else { throw error("\(owner).\(key): only an attribute or keyed child has a codec") }
        }
        return IBArchivedKey(key: key, source: source, codec: codec, sdk: sdk, owner: owner, line: lineNumber)
    }

    /// Where `>.` is in `<key>.attribute` (a UTF-8 offset past the `<` and before the end), or nil.
    static func childAttributeSeparator(in word: String) -> Int? {
        let bytes = Array(word.utf8)
        guard bytes.count >= 2, let close = (0..<(bytes.count - 1)).first(where: { bytes[$0] == UInt8(ascii: ">") && bytes[$0 + 1] == UInt8(ascii: ".") }),
            close >= 2, close + 2 < bytes.count
        else { return nil }
        return close
    }

    /// `name` or `name(a,b)`.
    static func codec(_ word: String) -> IBArchivedKey.Codec? {
        // (Most are ASCII letters, tested as bytes: `Character.isLetter` was most of reading a class.)
        if !word.isEmpty, word.utf8.allSatisfy({ ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) {
            return IBArchivedKey.Codec(name: word)
        }
        guard let open = word.firstIndex(of: "(") else {
            return word.allSatisfy({ $0.isLetter }) ? IBArchivedKey.Codec(name: word) : nil
        }
        guard word.hasSuffix(")") else { return nil }
        let name = String(word[..<open])
        let inside = word[word.index(after: open)..<word.index(before: word.endIndex)]
        guard !name.isEmpty, !inside.isEmpty else { return nil }
        return IBArchivedKey.Codec(name: name, arguments: inside.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    static func sdkRange(_ text: Substring) -> IBArchivedKey.SDKRange? {
        func version(_ text: Substring) -> IBArchivedKey.Version? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let major = Int(parts[0]) else { return nil }
            let minor = parts.count == 2 ? Int(parts[1]) : 0
            return minor.map { IBArchivedKey.Version(major, $0) }
        }
        if text.hasSuffix("+") { return version(text.dropLast()).map { .init(from: $0, before: nil) } }
        if text.hasPrefix("<") { return version(text.dropFirst()).map { .init(from: nil, before: $0) } }
        if let range = text.range(of: "..<") {
            guard let from = version(text[..<range.lowerBound]), let before = version(text[range.upperBound...]) else { return nil }
            return .init(from: from, before: before)
        }
        return nil
    }
}
