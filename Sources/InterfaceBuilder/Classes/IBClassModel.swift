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
// The table form, one declaration a line (a class's lines are read at its first lookup, its class line
// comes from the generated index, IBClassIndex.swift; `#` starts a comment line):
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
// Domains: `bool` (YES or NO), `number` (a finite decimal), `integer` (a finite decimal within
// Int64's range: NSInteger properties), `size` (a number or `infinite`), `id` (the
// id of another element), `text` (anything), `enum` (the names listed; a name outside the list is
// a warning, since a newer Xcode may add one). `<variation>` and `<mask>` children (size-class
// variations) and `<nil>` for any declared keyed child are accepted everywhere.

import Foundation

/// Which framework's classes an element name means: `<button>` is a UIButton in an iOS document
/// and an NSButton in a macOS one.
public enum IBPlatform: String, Sendable, CaseIterable {
    case uikit, appkit, watchkit
    /// Elements every kind of document shares (structure, values, connections).
    case document

    /// Its place in `allCases` (the model's per-platform tables).
    var slot: Int {
        switch self {
        case .uikit: 0
        case .appkit: 1
        case .watchkit: 2
        case .document: 3
        }
    }

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
    /// A finite decimal (`Double(_:)`'s grammar; NaN and infinities are not numbers here).
    case number
    /// A finite decimal within Int64's range: an NSInteger property (a tag, a count, an index).
    case integer
    /// A number, or `infinite` (intrinsic-size placeholders with no value).
    case size
    case reference
    case text
    /// IB's names, each with the raw value UIKit/AppKit gives it where the table says.
    case enumeration([(name: String, value: Int64?)])

    public static func == (lhs: IBDomain, rhs: IBDomain) -> Bool {
        switch (lhs, rhs) {
        case (.bool, .bool), (.number, .number), (.integer, .integer), (.size, .size), (.reference, .reference), (.text, .text): true
        case (.enumeration(let a), .enumeration(let b)): a.map(\.name) == b.map(\.name) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// Whether `value` is in the domain (an id reference is checked by resolution, not here).
    public func accepts(_ value: String) -> Bool {
        switch self {
        case .bool: value == "YES" || value == "NO"
        case .number: DecimalNumber.isFiniteNumber(value)
        case .integer: DecimalNumber.integer(value) != nil
        case .size: value == "infinite" || DecimalNumber.isFiniteNumber(value)
        case .reference, .text: true
        case .enumeration(let cases): cases.contains { $0.name.utf8.count == value.utf8.count && $0.name == value }
        }
    }

    /// The raw value of an enumeration name.
    public func rawValue(of name: String) -> Int64? {
        guard case .enumeration(let cases) = self else { return nil }
        // Lengths first: most cases differ in length, and comparing two lengths is cheaper than
        // comparing two strings (a constraint's attributes are looked up this way several times).
        let length = name.utf8.count
        for item in cases where item.name.utf8.count == length && item.name == name { return item.value }
        return nil
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
///
/// Its header (name, superclass, elements, role) comes from the index (IBClassIndex.swift); what it
/// declares is read from its lines at first use and kept, whichever thread reads it first. A compile touches a few dozen of the
/// model's classes, and reading all of them was two fifths of a small compile's process
/// (`nibc-bench --compile`, start-up).
public final class IBClassDeclaration: @unchecked Sendable {
    public let name: String
    /// `platform:name`, unique in the model (UIKit and AppKit both have an NSObject).
    public var qualifiedName: String { platform.rawValue + ":" + name }
    /// Its place in the model's table of classes (lookups by number, not by name).
    public let index: Int
    public let superclass: String?
    /// The superclass's declaration (in the same table, or the shared one's `IBObject`).
    public let parent: IBClassDeclaration?
    public let platform: IBPlatform
    /// The element names that stand for it.
    public let elements: [String]
    public let role: IBRole
    /// Why the whole element is Interface Builder's own (nil: it is compiled).
    public let designTime: String?
    /// Where its member lines are in its table.
    private let source: TableSource
    /// Its members and its tables of every attribute and keyed child, read together at first use
    /// (guarded by `locks`).
    @exclusivity(unchecked) private var readTables: Tables?

    /// The locks of the tables read at first use, shared by all declarations and picked by index
    /// (a lock of its own per declaration was most of the model's start-up). A class's tables are
    /// made outside the lock (making them reads the superclass's), so locks never nest; two
    /// threads may both make the same tables, and the first stored is kept: they are equal.
    private static let locks: [NSLock] = (0..<16).map { _ in NSLock() }

    /// What a class declares itself, in table order.
    struct Members {
        var attributes: [IBAttributeDeclaration] = []
        var keyedChildren: [IBKeyedChildDeclaration] = []
        var required: [[String]] = []
        var archivedKeys: [IBArchivedKey] = []
    }

    /// Its members and every attribute and keyed child it has, its own and inherited, read once
    /// and handed out by reference (a lookup per attribute retains one object). Every name the
    /// standard model declares is a symbol of the vocabulary (`NameTests`), so lookups are by
    /// symbol; only an extended model's other names are kept by name. (Dictionaries of every name,
    /// each class's copied from its superclass's, hashed every inherited name again: a tenth of a
    /// small document's compile.)
    final class Tables: Sendable {
        let members: Members
        /// Its attributes and inherited ones by symbol (IBName.swift): each symbol's position in
        /// `symbolAttributes` plus one, 0 for none.
        private let bySymbol: SymbolTable
        private let symbolAttributes: [IBAttributeDeclaration]
        /// Its keyed children and inherited ones by symbol, alike (a lookup per keyed element of every
        /// document, in resolution and in the account), and the `*` child that takes any other key.
        private let keyedBySymbol: SymbolTable
        private let symbolKeyedChildren: [IBKeyedChildDeclaration]
        private let anyKey: IBKeyedChildDeclaration?
        /// The declarations whose names are not symbols (none in the standard model), own and inherited.
        private let otherAttributes: [String: IBAttributeDeclaration]
        private let otherKeyedChildren: [String: IBKeyedChildDeclaration]

        /// `inherited`: the superclass's tables, whose by-symbol tables are extended with the class's
        /// own attributes and keyed children (which win), so each name is hashed once per process,
        /// on its class.
        init(members: Members, inherited: Tables?) {
            self.members = members
            func extend<Declaration>(
                _ table: SymbolTable?, _ declarations: [Declaration], _ others: [String: Declaration]?, with own: [Declaration],
                name: (Declaration) -> String
            ) -> (SymbolTable, [Declaration], [String: Declaration]) {
                var table = table ?? SymbolTable()
                var (declarations, others) = (declarations, others ?? [:])
                for declaration in own {
                    let symbol = IBName(name(declaration))
                    guard symbol.isKnown else {
                        others[name(declaration)] = declaration
                        continue
                    }
                    declarations.append(declaration)
                    table.set(symbol, declarations.count)
                }
                return (table, declarations, others)
            }
            (bySymbol, symbolAttributes, otherAttributes) = extend(
                inherited?.bySymbol, inherited?.symbolAttributes ?? [], inherited?.otherAttributes, with: members.attributes, name: \.name)
            (keyedBySymbol, symbolKeyedChildren, otherKeyedChildren) = extend(
                inherited?.keyedBySymbol, inherited?.symbolKeyedChildren ?? [], inherited?.otherKeyedChildren, with: members.keyedChildren,
                name: \.key)
            anyKey = members.keyedChildren.last { $0.key == "*" } ?? inherited?.anyKey
        }

        /// Attribute `index` of a document's `attributes`, its own or inherited: by symbol, read in
        /// place, or by name for a name the vocabulary lacks.
        func attribute(at index: Int, of attributes: IBAttributeList) -> IBAttributeDeclaration? {
            let symbol = attributes.symbol(at: index)
            return symbol.isKnown ? attribute(symbol: symbol) : otherAttributes[attributes.name(at: index)]
        }

        /// The attribute `name`, its own or inherited.
        func attribute(_ name: String) -> IBAttributeDeclaration? {
            let symbol = IBName(name)
            return symbol.isKnown ? attribute(symbol: symbol) : otherAttributes[name]
        }

        /// The attribute whose name is the known symbol `symbol`, its own or inherited.
        private func attribute(symbol: IBName) -> IBAttributeDeclaration? {
            let position = bySymbol.value(symbol)
            return position > 0 ? symbolAttributes[position - 1] : nil
        }

        /// The keyed child `key`, its own or inherited (`*`: any key).
        func keyedChild(_ key: String) -> IBKeyedChildDeclaration? { keyedChild(key, symbol: IBName(key)) }

        /// The keyed child `key` whose symbol is `symbol`, its own or inherited (`*`: any key).
        func keyedChild(_ key: String, symbol: IBName) -> IBKeyedChildDeclaration? {
            guard symbol.isKnown else { return otherKeyedChildren[key] ?? anyKey }
            let position = keyedBySymbol.value(symbol)
            return position > 0 ? symbolKeyedChildren[position - 1] : anyKey
        }
    }

    init(_ declared: IBClassIndex.Class, source: TableSource, parent: IBClassDeclaration?, index: Int) {
        name = declared.name
        (superclass, self.parent, platform, elements) = (declared.superclass, parent, declared.platform, declared.elements)
        (role, designTime, self.source, self.index) = (declared.role, declared.designTime, source, index)
    }

    /// What this class declares itself, in table order (inherited ones are on its superclasses).
    public var attributes: [IBAttributeDeclaration] { members.attributes }
    public var keyedChildren: [IBKeyedChildDeclaration] { members.keyedChildren }
    /// The attributes its element must have (`IBVocabulary.required`), each one of its alternatives.
    public var required: [[String]] { members.required }
    /// Whether the class has `archive` lines, found in its member lines' bytes without reading them
    /// (what asks only this, for every class, does not read every class).
    public var declaresArchivedKeys: Bool { source.mentions("archive ") }

    /// The nib keys the class archives itself, in the order it encodes them (`archive` lines;
    /// the superclass's keys come first, or where `super` stands).
    public var archivedKeys: [IBArchivedKey] { members.archivedKeys }

    /// Reads the member lines, or reports what is wrong with them.
    func readMembers() throws(IBClassModel.TableError) -> Members {
        var members: Members
        if source.generated {
            members = IBClassDeclaration.generatedMembers(ofClass: index, owner: name) ?? Members()
        } else {
            members = try source.members(of: name)
        }
        members.required = elements.flatMap { IBVocabulary.required[$0] ?? [] }
        return members
    }

    var members: Members { tables.members }

    var tables: Tables {
        let lock = IBClassDeclaration.locks[index & 15]
        lock.lock()
        if let readTables {
            lock.unlock()
            return readTables
        }
        lock.unlock()
        let members: Members
        do { members = try readMembers() } catch { fatalError("IBClasses table: \(error)") }  // the model's tests read every class
        let made = Tables(members: members, inherited: parent?.tables)
        lock.lock()
        defer { lock.unlock() }
        if let readTables { return readTables }
        readTables = made
        return made
    }
}

/// What one document's check or compile has fetched from a shared table, by class index: the
/// shared tables lock at every lookup, and the compiler looks one up for every object and
/// attribute (a fortieth of a corpus run). The values are kept in the order fetched, with a table
/// of positions by class index, so that a compile frees no per-class array of values.
/// (Inlinable: specialized in the modules that use it, as the per-element code it replaces was.
/// Public, not `package`: Swift 6.3 did not inline the `package` one into the compiler's module,
/// which called the unspecialized generic per node — a hundredth of a corpus run, measured.)
public struct FetchedPerClass<Value> {
    @usableFromInline var position: [Int32]
    @usableFromInline var values: [Value] = []

    /// For a model of `classes` classes.
    public init(classes: Int) { position = Array(repeating: -1, count: classes) }

    /// The value of class `index`, fetched once.
    @inlinable @inline(__always) public mutating func value(forClass index: Int, _ fetch: (Int) -> Value) -> Value {
        if position[index] >= 0 { return values[Int(position[index])] }
        let value = fetch(index)
        position[index] = Int32(values.count)
        values.append(value)
        return value
    }
}

/// A table, and where one class's member lines are in it.
struct TableSource: Sendable {
    let table: String
    let platform: IBPlatform
    /// The byte range of the member lines, and the line number of the first.
    let members: Range<Int>
    let firstLine: Int
    /// Whether its members are those of `IBClassMembers+Generated.swift` (the standard tables,
    /// unedited since it was generated), not read from its lines.
    let generated: Bool

    /// Whether `text` occurs in the member lines.
    func mentions(_ text: StaticString) -> Bool {
        guard !members.isEmpty else { return false }
        let found = table.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress, members.upperBound <= bytes.count else { return false }
            return text.withUTF8Buffer { needle in
                guard let first = needle.first, needle.count <= members.count else { return false }
                var index = members.lowerBound
                while index + needle.count <= members.upperBound {
                    if base[index] == first, UnsafeBufferPointer(start: base + index, count: needle.count).elementsEqual(needle) { return true }
                    index += 1
                }
                return false
            }
        }
        return found ?? false
    }

    func members(of owner: String) throws(IBClassModel.TableError) -> IBClassDeclaration.Members {
        try TableReader.reading(table, platform: platform) { (reader: inout TableReader) throws(IBClassModel.TableError) in
            try reader.readMembers(members, firstLine: firstLine, owner: owner)
        }
    }
}

/// The model: every class of every table, and lookups along the class chain.
public struct IBClassModel: Sendable {
    /// Classes by qualified name (`uikit:UIView`), for tools and tests (a lookup is `declaration(_:on:)`).
    public var classes: [String: IBClassDeclaration] {
        Dictionary(uniqueKeysWithValues: declarations.map { ($0.qualifiedName, $0) })
    }
    /// The model's one stored value: a copy of a model (a document keeps one) retains one object.
    /// It is also the model's identity: a copy of a model is the same model.
    public final class Storage: Sendable {
        /// The class lines and the lookups by name.
        let index: IBClassIndex
        /// Classes by index (`IBClassDeclaration.index`).
        let declarations: [IBClassDeclaration]

        init(index: IBClassIndex, declarations: [IBClassDeclaration]) { (self.index, self.declarations) = (index, declarations) }
    }

    private let storage: Storage
    private var index: IBClassIndex { storage.index }
    /// Classes by index (`IBClassDeclaration.index`).
    public var declarations: [IBClassDeclaration] { storage.declarations }
    /// Which model this is (what the compiler derives from a model is kept per identity).
    public var identity: Storage { storage }

    /// Whether this is `IBClassModel.standard` (the tables of `IBClasses+*.swift`).
    public var isStandard: Bool { storage === IBClassModel.standard.storage }

    /// The tables of `IBClasses+*.swift`.
    public static let standardTables: [(IBPlatform, String)] = [
        (.uikit, uikitTable), (.appkit, appkitTable), (.watchkit, watchkitTable), (.document, documentTable),
    ]

    /// The model of `IBClasses+*.swift`, each class's members read at first use; its index is the
    /// generated one while the tables are those it was generated from (`IBClassIndex.swift`).
    public static let standard: IBClassModel = {
        do {
            let current = generatedFilesAreCurrent
            let index = current ? IBClassIndex.generated : try IBClassIndex(scanning: standardTables)
            return IBClassModel(index: index, tables: standardTables, generatedMembers: current)
        } catch {
            fatalError("IBClasses table: \(error)")  // a defect of the source, caught by every test run
        }
    }()

    /// Whether the generated index and members (`IBClassIndex+Generated.swift`,
    /// `IBClassMembers+Generated.swift`) were generated from the standard tables as they are. A
    /// debug build compares each table's fingerprint with theirs; a release build compares the
    /// tables' lengths, and the two files' fingerprints with each other (hashing the tables was 2 %
    /// of a small compile's process). An edit is caught by `ClassModelTests`, which fail until the
    /// files are generated again, and by any debug build.
    package static var generatedFilesAreCurrent: Bool {
        let recorded = IBClassDeclaration.generatedMembersFingerprints
        guard IBClassIndex.generated.tableFingerprints == recorded else { return false }
        #if DEBUG
        return standardTables.allSatisfy { IBClassIndex.fingerprint($0.1) == recorded[$0.0.slot] }
        #else
        return standardTables.allSatisfy { $0.1.utf8.count == IBClassDeclaration.generatedMembersTableLengths[$0.0.slot] }
        #endif
    }

    /// An error in a table: the line and what is wrong with it.
    public struct TableError: Error, CustomStringConvertible {
        public let platform: IBPlatform
        public let line: Int
        public let message: String
        public var description: String { "\(platform) table, line \(line): \(message)" }
    }

    /// The model of `tables`, every class's members read now, so that any error in the tables is
    /// thrown here (the standard model reads a class's at its first use).
    public init(tables: [(IBPlatform, String)]) throws(TableError) {
        self.init(index: try IBClassIndex(scanning: tables), tables: tables)
        for declaration in declarations { _ = try declaration.readMembers() }
    }

    /// The model of an index of `tables` (`generatedMembers`: the classes' members are those of
    /// `IBClassMembers+Generated.swift`, generated from these tables).
    init(index: IBClassIndex, tables: [(IBPlatform, String)], generatedMembers: Bool = false) {
        var tableBySlot = [String](repeating: "", count: IBPlatform.allCases.count)
        for (platform, table) in tables { tableBySlot[platform.slot] = table }
        // Superclasses are made first, so each declaration holds its parent (the index has no cycle):
        // each class's chain up to a made one, then made down from there. (A loop, not a recursive
        // function holding the array: that checked exclusive access at every step.)
        let classes = index.classes
        var made = [IBClassDeclaration?](repeating: nil, count: classes.count)
        var pending: [Int] = []
        for position in classes.indices where made[position] == nil {
            var next = position
            while next >= 0, made[next] == nil {
                pending.append(next)
                next = classes[next].parent
            }
            while let place = pending.popLast() {
                let declared = classes[place]
                let source = TableSource(
                    table: tableBySlot[declared.platform.slot], platform: declared.platform, members: declared.members,
                    firstLine: declared.firstLine, generated: generatedMembers)
                made[place] = IBClassDeclaration(declared, source: source, parent: declared.parent >= 0 ? made[declared.parent] : nil, index: place)
            }
        }
        storage = Storage(index: index, declarations: made.map { $0! })
    }

    /// The index as Swift source (`IBClassIndex+Generated.swift`'s text for the standard tables).
    package static func generatedIndexSource() throws(TableError) -> String {
        try IBClassIndex(scanning: standardTables).swiftSource()
    }

    // MARK: - Lookups

    /// The class an element stands for on a platform (the platform's table first, then the shared
    /// one; with no platform, UIKit, AppKit, WatchKit in turn).
    public func classDeclaration(forElement element: String, platform: IBPlatform?) -> IBClassDeclaration? {
        classIndex(forElement: element, platform: platform).map { declarations[$0] }
    }

    /// The index of the class an element stands for on a platform (as `classDeclaration`).
    public func classIndex(forElement element: String, platform: IBPlatform?) -> Int? {
        guard let indices = index.classes(ofElement: element) else { return nil }
        if let platform, indices[indices.startIndex + platform.slot] >= 0 { return indices[indices.startIndex + platform.slot] }
        if platform == nil, let first = indices.first(where: { $0 >= 0 }) { return first }
        let shared = indices[indices.startIndex + IBPlatform.document.slot]
        return shared >= 0 ? shared : nil
    }

    /// The class `name` of a platform's table.
    public func declaration(_ name: String, on platform: IBPlatform) -> IBClassDeclaration? {
        index.classIndex(name, slot: platform.slot).map { declarations[$0] }
    }

    /// The class and its superclasses, nearest first.
    public func chain(of declaration: IBClassDeclaration) -> [IBClassDeclaration] {
        var result = [declaration]
        while let next = result[result.count - 1].parent { result.append(next) }
        return result
    }

    /// The attribute `name` of a class, its own or inherited.
    public func attribute(_ name: String, of declaration: IBClassDeclaration) -> IBAttributeDeclaration? {
        declaration.tables.attribute(name)
    }

    /// The declaration of attribute `index` of `document` on a class, its own or inherited (by
    /// symbol, read in place).
    public func attribute(at index: Int, of document: IBDocument, on declaration: IBClassDeclaration) -> IBAttributeDeclaration? {
        declaration.tables.attribute(at: index, of: document.attributes)
    }

    /// The keyed child `key` of a class, its own or inherited; a class that declares `*` takes
    /// children of any key (`<customFonts>`: one per font file).
    public func keyedChild(_ key: String, of declaration: IBClassDeclaration) -> IBKeyedChildDeclaration? {
        declaration.tables.keyedChild(key)
    }

    /// Each element name with the index of the class it stands for on `platform` (what
    /// `classIndex(forElement:platform:)` gives), in name order: read off the index, no name looked up.
    /// Only the classes `including` takes are listed (it is asked once per element, before the
    /// element's name is copied).
    package func elementClassIndices(on platform: IBPlatform, including: (Int) -> Bool) -> [(element: String, classIndex: Int)] {
        var result: [(element: String, classIndex: Int)] = []
        let elementClasses = index.elementClasses
        for position in index.elementNames.indices {
            let own = elementClasses[position * IBClassIndex.platforms + platform.slot]
            let shared = elementClasses[position * IBClassIndex.platforms + IBPlatform.document.slot]
            let found = own >= 0 ? own : shared
            if found >= 0, including(found) { result.append((index.elementNames[position], found)) }
        }
        return result
    }

    /// Element name → qualified class name, per platform (for tests and tables).
    public func elements(on platform: IBPlatform) -> [String: String] {
        var result: [String: String] = [:]
        for (position, element) in index.elementNames.enumerated() {
            let found = index.elementClasses[position * IBClassIndex.platforms + platform.slot]
            if found >= 0 { result[element] = declarations[found].qualifiedName }
        }
        return result
    }
}

// MARK: - Reading a table

extension IBClassModel {
    /// The class lines of a table, each with the byte range of its member lines and the number of
    /// the first.
    static func readHeaders(_ table: String, platform: IBPlatform) throws(TableError) -> [TableReader.HeaderLine] {
        try TableReader.reading(table, platform: platform) { (reader: inout TableReader) throws(TableError) in try reader.readHeaders() }
    }

    /// The names the member lines in `ranges` of a table declare (their first fields).
    static func memberNames(_ table: String, platform: IBPlatform, ranges: [Range<Int>]) throws(TableError) -> Set<String> {
        try TableReader.reading(table, platform: platform) { (reader: inout TableReader) throws(TableError) in
            var names = Set<String>()
            for range in ranges {
                try reader.forEachLine(in: range, firstLine: 1) { (reader: inout TableReader, _: Int, _: String?) throws(TableError) in
                    // (An `archive` line declares a nib key, no name a document writes.)
                    guard !reader.field(reader.fields[0], is: "archive") else { return }
                    names.insert(reader.string(reader.fields[0]))
                }
            }
            return names
        }
    }
}

/// The fields of a line as byte ranges, kept as flat bounds (an array of `Range<Int>` costs a
/// process a scan of the Swift runtime's conformance records at its first use).
struct Fields {
    private var bounds: [Int] = []

    var count: Int { bounds.count / 2 }
    var first: Range<Int>? { bounds.isEmpty ? nil : self[0] }

    subscript(index: Int) -> Range<Int> { bounds[2 * index]..<bounds[2 * index + 1] }

    mutating func append(_ range: Range<Int>) {
        bounds.append(range.lowerBound)
        bounds.append(range.upperBound)
    }

    mutating func removeAll() { bounds.removeAll(keepingCapacity: true) }
    mutating func reserveCapacity(_ count: Int) { bounds.reserveCapacity(2 * count) }

    func strings(_ reader: TableReader) -> [String] { (0..<count).map { reader.string(self[$0]) } }
}

/// Reads a table (the format is in this file's header): lines of space-separated fields, each
/// field a byte range of the table until it is kept.
struct TableReader {
    /// A class line.
    struct Header {
        var name: String
        var superclass: String?
        var elements: [String]
        var role: IBRole
        var designTime: String?
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let platform: IBPlatform
    /// The current line's fields, as byte ranges (reused from line to line).
    var fields = Fields()
    var lineNumber = 0

    static let space = UInt8(ascii: " "), newline = UInt8(ascii: "\n")
    static let designMarker = Array(" design: ".utf8)

    /// A class line, with the byte range of its member lines and the number of the first.
    typealias HeaderLine = (header: Header, members: Range<Int>, firstLine: Int)

    init(bytes: UnsafeBufferPointer<UInt8>, platform: IBPlatform) {
        (self.bytes, self.platform) = (bytes, platform)
        fields.reserveCapacity(32)
    }

    /// Runs `body` with a reader of `table`'s bytes, in place: a String is made only of what is
    /// kept (Substring splitting took 20 ms, then String fields per line and character-wise prefix
    /// tests 2.7 ms; measured with `nibc-bench --compile`).
    static func reading<Result>(
        _ table: String, platform: IBPlatform, _ body: (inout TableReader) throws(IBClassModel.TableError) -> Result
    ) throws(IBClassModel.TableError) -> Result {
        var table = table
        table.makeContiguousUTF8()
        let read: Swift.Result<Result, IBClassModel.TableError>? = table.utf8.withContiguousStorageIfAvailable { bytes in
            var reader = TableReader(bytes: bytes, platform: platform)
            do throws(IBClassModel.TableError) { return .success(try body(&reader)) } catch { return .failure(error) }
        }
        switch read {
        case .success(let value)?: return value
        case .failure(let error)?: throw error
        case nil: throw IBClassModel.TableError(platform: platform, line: 0, message: "the table is not contiguous UTF-8")
        }
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

    /// The parts of `range` between `separator` bytes, as strings.
    func split(_ range: Range<Int>, at separator: UInt8) -> [String] {
        var parts: [String] = []
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            parts.append(string(start..<index))
            start = index + 1
        }
        parts.append(string(start..<range.upperBound))
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

    /// Reads the lines of `range` (numbered from `firstLine`), calling `body` with each line that
    /// is not blank or a comment: its start, its fields (in `fields`), and its `design:` reason.
    /// With `skippingIndented`, an indented line that is not blank or a comment is handed over
    /// as it is, not split into fields.
    mutating func forEachLine(
        in range: Range<Int>, firstLine: Int, skippingIndented: Bool = false,
        _ body: (inout TableReader, Int, String?) throws(IBClassModel.TableError) -> Void
    ) throws(IBClassModel.TableError) {
        lineNumber = firstLine - 1
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            let lineEnd = endOfLine(from: lineStart, before: range.upperBound)
            defer { lineStart = lineEnd + 1 }
            lineNumber += 1
            if skippingIndented, bytes[lineStart] == TableReader.space {
                var first = lineStart
                while first < lineEnd, bytes[first] == TableReader.space { first += 1 }
                if first < lineEnd, bytes[first] != UInt8(ascii: "#") { try body(&self, lineStart, nil) }
                continue
            }
            // `design: reason` ends any line: look for its `d` after a space.
            var contentEnd = lineEnd
            var designTime: String?
            let marker = TableReader.designMarker
            // (Its `:` found by memchr first: most lines have none, and a byte-wise probe of every
            // line was a tenth of reading a class.)
            var colon = lineStart
            while let base = bytes.baseAddress, colon < lineEnd, let found = memchr(base + colon, Int32(UInt8(ascii: ":")), lineEnd - colon) {
                colon = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                // ` design: ` has its colon 7 bytes after its start.
                let start = colon - 7
                if start >= lineStart, start + marker.count <= lineEnd,
                    UnsafeBufferPointer(rebasing: bytes[start..<(start + marker.count)]).elementsEqual(marker)
                {
                    designTime = string((start + marker.count)..<lineEnd)
                    contentEnd = start
                    break
                }
                colon += 1
            }
            fields.removeAll()
            var fieldStart = lineStart
            for index in lineStart..<contentEnd where bytes[index] == TableReader.space {
                if index > fieldStart { fields.append(fieldStart..<index) }
                fieldStart = index + 1
            }
            if contentEnd > fieldStart { fields.append(fieldStart..<contentEnd) }
            guard let first = fields.first, bytes[first.lowerBound] != UInt8(ascii: "#") else { continue }
            try body(&self, lineStart, designTime)
        }
    }

    /// Where the line at `start` ends (its newline, or `end`).
    func endOfLine(from start: Int, before end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(TableReader.newline), end - start)
        else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The class lines, each with the byte range of its member lines and the number of the first.
    /// Member lines are only skipped here (a `design:` reason is read on every line, members'
    /// at first use).
    mutating func readHeaders() throws(IBClassModel.TableError) -> [HeaderLine] {
        var result: [HeaderLine] = []
        var membersStart = 0
        var membersLine = 0
        var header: Header?
        let all = 0..<bytes.count
        try forEachLine(in: all, firstLine: 1, skippingIndented: true) {
            (reader: inout TableReader, lineStart: Int, designTime: String?) throws(IBClassModel.TableError) in
            guard reader.bytes[lineStart] != TableReader.space else {
                guard header != nil else { throw reader.error("a member line needs a class above it") }
                return
            }
            let fields = reader.fields
            guard reader.field(fields[0], is: "class"), fields.count >= 2 else {
                throw reader.error("expected 'class NAME …', found '\(fields.strings(reader).joined(separator: " "))'")
            }
            if let header { result.append((header, membersStart..<lineStart, membersLine)) }
            var superclass: String?
            var elements: [String] = []
            var role = IBRole.object
            var index = 2
            while index < fields.count {
                let field = fields[index]
                if reader.field(field, is: ":"), index + 1 < fields.count {
                    superclass = reader.string(fields[index + 1])
                    index += 1
                } else if let inside = reader.bracketed(field) {
                    elements.append(reader.string(inside))
                } else if let named = IBRole(rawValue: reader.string(field)) {
                    role = named
                } else {
                    throw reader.error("unexpected '\(reader.string(field))' in a class line")
                }
                index += 1
            }
            header = Header(name: reader.string(fields[1]), superclass: superclass, elements: elements, role: role, designTime: designTime)
            // The members start on the next line.
            membersStart = min(reader.endOfLine(from: lineStart, before: reader.bytes.count) + 1, reader.bytes.count)
            membersLine = reader.lineNumber + 1
        }
        if let header { result.append((header, membersStart..<bytes.count, membersLine)) }
        return result
    }

    /// The member lines of one class (`range`, its first line numbered `firstLine`).
    mutating func readMembers(_ range: Range<Int>, firstLine: Int, owner: String) throws(IBClassModel.TableError) -> IBClassDeclaration.Members {
        var members = IBClassDeclaration.Members()
        // The byte ranges of the attribute names (a class declares a few dozen at most: comparing
        // bytes is cheaper than hashing Strings).
        var attributeNames = Fields()
        try forEachLine(in: range, firstLine: firstLine) { (reader: inout TableReader, _: Int, designTime: String?) throws(IBClassModel.TableError) in
            let fields = reader.fields
            if reader.field(fields[0], is: "archive") {
                members.archivedKeys.append(try reader.archivedKey(owner: owner))
                return
            }
            guard fields.count >= 2 else { throw reader.error("a member line needs a domain") }
            let first = fields[0]
            let name = reader.string(first)
            let kind = fields[1]
            if let inside = reader.bracketed(kind) {
                if members.keyedChildren.contains(where: { $0.key == name }) {
                    throw reader.error("\(owner).\(name) is declared twice as a keyed child")
                }
                members.keyedChildren.append(
                    IBKeyedChildDeclaration(
                        key: name, elements: reader.split(inside, at: UInt8(ascii: "|")), designTime: designTime, owner: owner))
                return
            }
            // The fields after the domain: enumeration cases, then `=default`.
            var rest = 2..<fields.count
            var defaultValue: String?
            if let last = rest.last.map({ fields[$0] }), reader.bytes[last.lowerBound] == UInt8(ascii: "=") {
                defaultValue = reader.string((last.lowerBound + 1)..<last.upperBound)
                rest = rest.dropLast()
            }
            let domain: IBDomain
            switch reader.string(kind) {
            case "bool": domain = .bool
            case "number": domain = .number
            case "integer": domain = .integer
            case "size": domain = .size
            case "id": domain = .reference
            case "text": domain = .text
            case "enum":
                domain = .enumeration(
                    rest.map { position in
                        let item = fields[position]
                        guard let colon = item.first(where: { reader.bytes[$0] == UInt8(ascii: ":") }) else { return (reader.string(item), nil) }
                        return (reader.string(item.lowerBound..<colon), reader.integer((colon + 1)..<item.upperBound))
                    })
            default:
                throw reader.error("unknown domain '\(reader.string(kind))' of \(owner).\(name)")
            }
            if !reader.field(kind, is: "enum"), !rest.isEmpty {
                throw reader.error("unexpected '\(rest.map { reader.string(fields[$0]) }.joined(separator: " "))' after \(reader.string(kind))")
            }
            if let defaultValue, !domain.accepts(defaultValue) {
                throw reader.error("default '\(defaultValue)' of \(owner).\(name) is not in its domain")
            }
            if (0..<attributeNames.count).contains(where: { reader.sameBytes(attributeNames[$0], first) }) {
                throw reader.error("\(owner).\(name) is declared twice")
            }
            attributeNames.append(first)
            members.attributes.append(
                IBAttributeDeclaration(name: name, domain: domain, defaultValue: defaultValue, designTime: designTime, owner: owner))
        }
        return members
    }
}

/// The class index of each element name of the vocabulary per platform, found at its first use in
/// the process (a binary search over the model's element names, a hundredth of a corpus run when
/// every document did it for each of its element names); shared by a batch's threads, hence the lock.
final class ElementClasses: @unchecked Sendable {
    static let shared = ElementClasses()
    private let lock = NSLock()
    /// By (platform slot, or the last row for none) × symbol: the class index, -1 for none, -2 not yet.
    private var table: [Int32]

    private init() { table = [Int32](repeating: -2, count: (IBPlatform.allCases.count + 1) * IBName.count) }

    func classIndex(of symbol: IBName, platform: IBPlatform?) -> Int32 {
        let position = (platform?.slot ?? IBPlatform.allCases.count) * IBName.count + Int(symbol.rawValue)
        lock.lock()
        defer { lock.unlock() }
        if table[position] == -2 {
            table[position] = Int32(IBClassModel.standard.classIndex(forElement: symbol.text, platform: platform) ?? -1)
        }
        return table[position]
    }
}
