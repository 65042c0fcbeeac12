// IBClassModel.swift — the model of Interface Builder's classes: which runtime class each element
// is, its superclass, and the attributes and keyed child elements IB writes for it, each with its
// value domain, its default, and whether it is IB's own (design time).
//
// The declarations are data, one table per framework (`IBClasses+UIKit.swift`, `+AppKit`,
// `+WatchKit`, and `+Document` for the elements every kind of document shares), written once and
// read by everything that needs them: the front end's checks (unknown attributes, values outside
// their domain), the compiler's account of every attribute (lowered / design time / not compiled),
// SUPPORT.md's tables and the model test that holds the corpus against them. An attribute is
// declared on the class that owns the property and inherited by every subclass, so a
// `<segmentedControl>` accepts `hidden` because UIView declares it.
//
// The table form, one declaration a line (parsed once, at first use; `#` starts a comment line):
//
//     class UIView : UIResponder <view>                 a class, its superclass, its element names
//                                                        (a superclass is in the same table, or in
//                                                        the shared one: NSObject : IBObject)
//     class IBRect <rect> property                       …and a role other than `object`
//     class IBDevice <device> object design: <reason>   a class that is IB's own as a whole
//         hidden bool =NO                                an attribute, its domain, its default
//         contentMode enum scaleToFill:0 center:4 …      an enumeration: IB's names (and raw values)
//         placeholderIntrinsicWidth size design: <why>   an attribute that is IB's own, with its reason
//         frame <rect>                                   a keyed child: `<rect key="frame">`
//         backgroundColor <color|namedColor>             …that may be one of several elements
//
// Domains: `bool` (YES or NO), `number` (a decimal), `size` (a number or `infinite`), `id` (the
// id of another element), `text` (anything), `enum` (the names listed; a name outside the list is
// a warning, since a newer Xcode may add one). `<variation>` and `<mask>` children (size-class
// variations) and `<nil>` for any declared keyed child are accepted everywhere.

/// Which framework's classes an element name means: `<button>` is a UIButton in an iOS document
/// and an NSButton in a macOS one.
public enum IBPlatform: String, Sendable, CaseIterable {
    case uikit, appkit, watchkit
    /// Elements every kind of document shares (structure, values, connections).
    case document

    /// The platform of a document's `targetRuntime` (nil when unknown: every table is searched).
    public init?(targetRuntime: String) {
        if targetRuntime.hasPrefix("iOS") || targetRuntime.hasPrefix("AppleTV") {
            self = .uikit
        } else if targetRuntime.hasPrefix("MacOSX") {
            self = .appkit
        } else if targetRuntime.hasPrefix("watchKit") {
            self = .watchkit
        } else {
            return nil
        }
    }
}

/// The values an attribute takes.
public enum IBDomain: Sendable, Equatable {
    case bool
    case number
    /// A number, or `infinite` (intrinsic-size placeholders with no value).
    case size
    case reference
    case text
    /// IB's names, each with the raw value UIKit/AppKit gives it where the table says.
    case enumeration([(name: String, value: Int64?)])

    public static func == (lhs: IBDomain, rhs: IBDomain) -> Bool {
        switch (lhs, rhs) {
        case (.bool, .bool), (.number, .number), (.size, .size), (.reference, .reference), (.text, .text): true
        case (.enumeration(let a), .enumeration(let b)): a.map(\.name) == b.map(\.name) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Whether `value` is in the domain (an id reference is checked by resolution, not here).
    public func accepts(_ value: String) -> Bool {
        switch self {
        case .bool: value == "YES" || value == "NO"
        case .number: Double(value) != nil
        case .size: value == "infinite" || Double(value) != nil
        case .reference, .text: true
        case .enumeration(let cases): cases.contains { $0.name == value }
        }
    }

    /// The raw value of an enumeration name.
    public func rawValue(of name: String) -> Int64? {
        guard case .enumeration(let cases) = self else { return nil }
        return cases.first { $0.name == name }?.value
    }

}

/// One attribute a class declares. (Declarations are classes: looked up for every attribute of a
/// document, they are handed out by reference, not copied field by field.)
public final class IBAttributeDeclaration: Sendable {
    public let name: String
    public let domain: IBDomain
    /// The value UIKit/AppKit has when IB writes nothing (IB writes only other values).
    public let defaultValue: String?
    /// Why the attribute is Interface Builder's own (nil: it describes the object at run time).
    public let designTime: String?
    /// The class that declares it.
    public let owner: String
    /// Whether it names an image of `<resources>` (`IBVocabulary.imageAttributes`).
    public let namesImage: Bool

    init(name: String, domain: IBDomain, defaultValue: String?, designTime: String?, owner: String) {
        (self.name, self.domain, self.defaultValue, self.designTime, self.owner) = (name, domain, defaultValue, designTime, owner)
        // (Every image attribute is text: no Set lookup for the others, at every start-up.)
        if case .text = domain { namesImage = IBVocabulary.imageAttributes.contains(name) } else { namesImage = false }
    }
}

/// One keyed child element a class declares (`<rect key="frame">`).
public final class IBKeyedChildDeclaration: Sendable {
    public let key: String
    /// The element names it may be written as.
    public let elements: [String]
    public let designTime: String?
    public let owner: String

    init(key: String, elements: [String], designTime: String?, owner: String) {
        (self.key, self.elements, self.designTime, self.owner) = (key, elements, designTime, owner)
    }
}

/// One class of the model.
public final class IBClassDeclaration: Sendable {
    public let name: String
    /// `platform:name`, unique in the model (UIKit and AppKit both have an NSObject).
    public let qualifiedName: String
    /// Its place in the model's table of classes (lookups by number, not by name).
    public let index: Int
    public let superclass: String?
    public let platform: IBPlatform
    /// The element names that stand for it.
    public let elements: [String]
    public let role: IBRole
    /// Why the whole element is Interface Builder's own (nil: it is compiled).
    public let designTime: String?
    /// What this class declares itself, in table order (inherited ones are on its superclasses).
    public let attributes: [IBAttributeDeclaration]
    public let keyedChildren: [IBKeyedChildDeclaration]
    /// The attributes its element must have (`IBVocabulary.required`); `a|b` alternatives.
    public let required: [[String]]

    init(
        name: String, superclass: String?, platform: IBPlatform, elements: [String], role: IBRole, designTime: String?,
        attributes: [IBAttributeDeclaration], keyedChildren: [IBKeyedChildDeclaration], index: Int = -1
    ) {
        self.name = name
        qualifiedName = "\(platform.rawValue):\(name)"
        (self.superclass, self.platform, self.elements, self.role) = (superclass, platform, elements, role)
        (self.designTime, self.attributes, self.keyedChildren, self.index) = (designTime, attributes, keyedChildren, index)
        required = elements.flatMap { IBVocabulary.required[$0] ?? [] }
    }

}

/// The model: every class of every table, and lookups along the class chain.
public struct IBClassModel: Sendable {
    /// Classes by qualified name (`uikit:UIView`).
    public let classes: [String: IBClassDeclaration]
    /// Classes by index (`IBClassDeclaration.index`).
    public let declarations: [IBClassDeclaration]
    /// Element name → the index of its class on each platform, in `IBPlatform.allCases` order (-1: none).
    private let elementClasses: [String: [Int]]
    /// By class index: every attribute and keyed child it has, its own and inherited.
    private let allAttributes: [[String: IBAttributeDeclaration]]
    private let allKeyedChildren: [[String: IBKeyedChildDeclaration]]

    /// The model of `IBClasses+*.swift`.
    public static let standard: IBClassModel = {
        do {
            return try IBClassModel(tables: [
                (.uikit, uikitTable), (.appkit, appkitTable), (.watchkit, watchkitTable), (.document, documentTable),
            ])
        } catch {
            fatalError("IBClasses table: \(error)")  // a defect of the source, caught by every test run
        }
    }()

    /// An error in a table: the line and what is wrong with it.
    public struct TableError: Error, CustomStringConvertible {
        public let platform: IBPlatform
        public let line: Int
        public let message: String
        public var description: String { "\(platform) table, line \(line): \(message)" }
    }

    public init(tables: [(IBPlatform, String)]) throws(TableError) {
        var classes: [String: IBClassDeclaration] = [:]
        var declarations: [IBClassDeclaration] = []
        var elementClasses: [String: [Int]] = [:]
        for (platform, table) in tables {
            for declaration in try IBClassModel.parse(table, platform: platform, firstIndex: declarations.count) {
                guard classes[declaration.qualifiedName] == nil else {
                    throw TableError(platform: platform, line: 0, message: "class \(declaration.name) is declared twice")
                }
                classes[declaration.qualifiedName] = declaration
                declarations.append(declaration)
                let slot = IBPlatform.allCases.firstIndex(of: platform) ?? 0
                for element in declaration.elements {
                    var indices = elementClasses[element] ?? [Int](repeating: -1, count: IBPlatform.allCases.count)
                    guard indices[slot] < 0 else {
                        throw TableError(platform: platform, line: 0, message: "<\(element)> names two classes")
                    }
                    indices[slot] = declaration.index
                    elementClasses[element] = indices
                }
            }
        }
        // Each class's full tables are its superclass's (shared until written, so copied once)
        // plus its own declarations, which win over inherited ones; superclasses first.
        var allAttributes = [[String: IBAttributeDeclaration]?](repeating: nil, count: declarations.count)
        var allKeyedChildren = [[String: IBKeyedChildDeclaration]](repeating: [:], count: declarations.count)
        func flatten(_ declaration: IBClassDeclaration, depth: Int) throws(TableError) {
            guard allAttributes[declaration.index] == nil else { return }
            guard depth < 64 else { throw TableError(platform: declaration.platform, line: 0, message: "\(declaration.name)'s superclasses form a cycle") }
            var attributes: [String: IBAttributeDeclaration] = [:]
            var keyed: [String: IBKeyedChildDeclaration] = [:]
            if let superclass = declaration.superclass {
                // A superclass in the same table, or one of the shared table's (`IBObject`).
                guard let parent = classes["\(declaration.platform.rawValue):\(superclass)"] ?? classes["document:\(superclass)"] else {
                    throw TableError(platform: declaration.platform, line: 0, message: "\(declaration.name)'s superclass \(superclass) is not declared")
                }
                try flatten(parent, depth: depth + 1)
                attributes = allAttributes[parent.index] ?? [:]
                keyed = allKeyedChildren[parent.index]
            }
            for attribute in declaration.attributes { attributes[attribute.name] = attribute }
            for child in declaration.keyedChildren { keyed[child.key] = child }
            allAttributes[declaration.index] = attributes
            allKeyedChildren[declaration.index] = keyed
        }
        for declaration in declarations { try flatten(declaration, depth: 0) }
        self.classes = classes
        self.declarations = declarations
        self.elementClasses = elementClasses
        self.allAttributes = allAttributes.map { $0 ?? [:] }
        self.allKeyedChildren = allKeyedChildren
    }

    // MARK: - Lookups

    /// The class an element stands for on a platform (the platform's table first, then the shared
    /// one; with no platform, UIKit, AppKit, WatchKit in turn).
    public func classDeclaration(forElement element: String, platform: IBPlatform?) -> IBClassDeclaration? {
        classIndex(forElement: element, platform: platform).map { declarations[$0] }
    }

    /// The index of the class an element stands for on a platform (as `classDeclaration`).
    public func classIndex(forElement element: String, platform: IBPlatform?) -> Int? {
        guard let indices = elementClasses[element] else { return nil }
        if let platform, let slot = IBPlatform.allCases.firstIndex(of: platform), indices[slot] >= 0 { return indices[slot] }
        if platform == nil, let first = indices.first(where: { $0 >= 0 }) { return first }
        return indices[indices.count - 1] >= 0 ? indices[indices.count - 1] : nil
    }

    /// The class and its superclasses, nearest first.
    public func chain(of declaration: IBClassDeclaration) -> [IBClassDeclaration] {
        var result = [declaration]
        while let superclass = result.last?.superclass,
            let next = classes["\(declaration.platform.rawValue):\(superclass)"] ?? classes["document:\(superclass)"], result.count < 64
        {
            result.append(next)
        }
        return result
    }

    /// The attribute `name` of a class, its own or inherited.
    public func attribute(_ name: String, of declaration: IBClassDeclaration) -> IBAttributeDeclaration? {
        allAttributes[declaration.index][name]
    }

    /// The keyed child `key` of a class, its own or inherited; a class that declares `*` takes
    /// children of any key (`<customFonts>`: one per font file).
    public func keyedChild(_ key: String, of declaration: IBClassDeclaration) -> IBKeyedChildDeclaration? {
        allKeyedChildren[declaration.index][key] ?? allKeyedChildren[declaration.index]["*"]
    }

    /// Element name → qualified class name, per platform (for tests and tables).
    public func elements(on platform: IBPlatform) -> [String: String] {
        let slot = IBPlatform.allCases.firstIndex(of: platform) ?? 0
        return elementClasses.compactMapValues { $0[slot] >= 0 ? declarations[$0[slot]].qualifiedName : nil }
    }
}

// MARK: - Reading a table

extension IBClassModel {
    static func parse(_ table: String, platform: IBPlatform, firstIndex: Int = 0) throws(TableError) -> [IBClassDeclaration] {
        var table = table
        table.makeContiguousUTF8()
        // The tables are read at every start-up, so this scans bytes in place and makes a String
        // only of what it keeps (Substring splitting took 20 ms, then String fields per line and
        // character-wise prefix tests 2.7 ms; measured with `nibc-bench --compile`).
        let parsed: Result<[IBClassDeclaration], TableError>? = table.utf8.withContiguousStorageIfAvailable { bytes in
            var reader = TableReader(bytes: bytes, platform: platform, firstIndex: firstIndex)
            do throws(TableError) { return .success(try reader.read()) } catch { return .failure(error) }
        }
        switch parsed {
        case .success(let declarations)?: return declarations
        case .failure(let error)?: throw error
        case nil: throw TableError(platform: platform, line: 0, message: "the table is not contiguous UTF-8")
        }
    }
}

/// Reads one table (the format is in this file's header): lines of space-separated fields, each
/// field a byte range of the table until it is kept.
private struct TableReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let platform: IBPlatform
    /// The model index of the table's first class.
    let firstIndex: Int
    /// The current line's fields, as byte ranges (reused from line to line).
    var fields: [Range<Int>] = []
    var lineNumber = 0

    static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
    static let designMarker = Array(" design: ".utf8)

    init(bytes: UnsafeBufferPointer<UInt8>, platform: IBPlatform, firstIndex: Int) {
        (self.bytes, self.platform, self.firstIndex) = (bytes, platform, firstIndex)
        fields.reserveCapacity(64)
    }

    func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }

    func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && UnsafeBufferPointer(rebasing: bytes[a]).elementsEqual(UnsafeBufferPointer(rebasing: bytes[b]))
    }

    func field(_ range: Range<Int>, is text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && text.withUTF8Buffer { UnsafeBufferPointer(rebasing: bytes[range]).elementsEqual($0) }
    }

    /// `<…>` around a field: the range inside, or nil.
    func bracketed(_ range: Range<Int>) -> Range<Int>? {
        guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "<"), bytes[range.upperBound - 1] == UInt8(ascii: ">") else { return nil }
        return (range.lowerBound + 1)..<(range.upperBound - 1)
    }

    /// The parts of `range` between `separator` bytes.
    func split(_ range: Range<Int>, at separator: UInt8) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            parts.append(start..<index)
            start = index + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// A decimal integer, optionally negative.
    func integer(_ range: Range<Int>) -> Int64? {
        guard !range.isEmpty else { return nil }
        var index = range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < range.upperBound else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
            index += 1
        }
        return negative ? -value : value
    }

    func error(_ message: String) -> IBClassModel.TableError { .init(platform: platform, line: lineNumber, message: message) }

    mutating func read() throws(IBClassModel.TableError) -> [IBClassDeclaration] {
        var result: [IBClassDeclaration] = []
        // The class being read: its header, then its members.
        var header: (name: String, superclass: String?, elements: [String], role: IBRole, designTime: String?)?
        var attributes: [IBAttributeDeclaration] = []
        var keyed: [IBKeyedChildDeclaration] = []
        // The byte ranges of the current class's attribute names (a class declares a few dozen at
        // most: comparing bytes is cheaper than hashing Strings).
        var attributeNames: [Range<Int>] = []
        func finish() {
            guard let header else { return }
            result.append(
                IBClassDeclaration(
                    name: header.name, superclass: header.superclass, platform: platform, elements: header.elements,
                    role: header.role, designTime: header.designTime, attributes: attributes, keyedChildren: keyed,
                    index: firstIndex + result.count))
            attributes = []
            keyed = []
            attributeNames = []
        }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != TableReader.newline { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            // `design: reason` ends any line: look for its `d` after a space.
            var contentEnd = lineEnd
            var designTime: String?
            let marker = TableReader.designMarker
            var probe = lineStart + 1
            while probe + marker.count - 1 <= lineEnd {
                if bytes[probe] == UInt8(ascii: "d"), bytes[probe - 1] == TableReader.space,
                    UnsafeBufferPointer(rebasing: bytes[(probe - 1)..<(probe - 1 + marker.count)]).elementsEqual(marker)
                {
                    designTime = string((probe - 1 + marker.count)..<lineEnd)
                    contentEnd = probe - 1
                    break
                }
                probe += 1
            }
            fields.removeAll(keepingCapacity: true)
            var fieldStart = lineStart
            for index in lineStart..<contentEnd where bytes[index] == TableReader.space {
                if index > fieldStart { fields.append(fieldStart..<index) }
                fieldStart = index + 1
            }
            if contentEnd > fieldStart { fields.append(fieldStart..<contentEnd) }
            guard let first = fields.first, bytes[first.lowerBound] != UInt8(ascii: "#") else { continue }
            if bytes[lineStart] != TableReader.space {
                guard field(first, is: "class"), fields.count >= 2 else {
                    throw error("expected 'class NAME …', found '\(fields.map(string).joined(separator: " "))'")
                }
                finish()
                var superclass: String?
                var elements: [String] = []
                var role = IBRole.object
                var index = 2
                while index < fields.count {
                    let field = fields[index]
                    if self.field(field, is: ":"), index + 1 < fields.count {
                        superclass = string(fields[index + 1])
                        index += 1
                    } else if let inside = bracketed(field) {
                        elements.append(string(inside))
                    } else if let named = IBRole(rawValue: string(field)) {
                        role = named
                    } else {
                        throw error("unexpected '\(string(field))' in a class line")
                    }
                    index += 1
                }
                header = (string(fields[1]), superclass, elements, role, designTime)
                continue
            }
            guard let owner = header?.name, fields.count >= 2 else { throw error("a member line needs a class above it and a domain") }
            let name = string(first)
            let kind = fields[1]
            if let inside = bracketed(kind) {
                if keyed.contains(where: { $0.key == name }) { throw error("\(owner).\(name) is declared twice as a keyed child") }
                keyed.append(
                    IBKeyedChildDeclaration(key: name, elements: split(inside, at: UInt8(ascii: "|")).map(string), designTime: designTime, owner: owner))
                continue
            }
            var rest = fields[2...]
            var defaultValue: String?
            if let last = rest.last, bytes[last.lowerBound] == UInt8(ascii: "=") {
                defaultValue = string((last.lowerBound + 1)..<last.upperBound)
                rest = rest.dropLast()
            }
            let domain: IBDomain
            switch string(kind) {
            case "bool": domain = .bool
            case "number": domain = .number
            case "size": domain = .size
            case "id": domain = .reference
            case "text": domain = .text
            case "enum":
                domain = .enumeration(
                    rest.map { item in
                        guard let colon = item.first(where: { bytes[$0] == UInt8(ascii: ":") }) else { return (string(item), nil) }
                        return (string(item.lowerBound..<colon), integer((colon + 1)..<item.upperBound))
                    })
            default:
                throw error("unknown domain '\(string(kind))' of \(owner).\(name)")
            }
            if !field(kind, is: "enum"), !rest.isEmpty {
                throw error("unexpected '\(rest.map(string).joined(separator: " "))' after \(string(kind))")
            }
            if let defaultValue, !domain.accepts(defaultValue) {
                throw error("default '\(defaultValue)' of \(owner).\(name) is not in its domain")
            }
            if attributeNames.contains(where: { sameBytes($0, first) }) { throw error("\(owner).\(name) is declared twice") }
            attributeNames.append(first)
            attributes.append(
                IBAttributeDeclaration(name: name, domain: domain, defaultValue: defaultValue, designTime: designTime, owner: owner))
        }
        finish()
        return result
    }
}
