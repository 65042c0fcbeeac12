// Codecs.swift — the codecs and constants an `archive` line of the class model names
// (`IBArchivedKey`), as the compiler's values: `flag(YES:true)` is `KeyRecipe.Codec.flag`, `=nil`
// is `ObjectGraph.Value.null`, `@frame` the frame shape. Each name is spelled once, here;
// `RecipeTests` reads every line of the model through these.

import InterfaceBuilder
import NibArchive

extension KeyRecipe.Codec {
    /// The codec an `archive` line names, nil for a name or arguments the compiler does not know.
    init?(_ declared: IBArchivedKey.Codec) {
        let arguments = declared.arguments
        /// `WHEN:VALUE`.
        func condition(_ text: String) -> (when: String, writes: ObjectGraph.Value)? {
            guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), colon != text.startIndex,
                text.index(after: colon) != text.endIndex, let value = ObjectGraph.Value(constant: String(text[text.index(after: colon)...]))
            else { return nil }
            return (String(text[..<colon]), value)
        }
        switch (declared.name, arguments.count) {
        case ("flag", 1):
            guard let (when, writes) = condition(arguments[0]) else { return nil }
            self = .flag(when: when, writes: writes)
        case ("either", 2):
            guard let (when, writes) = condition(arguments[0]), let otherwise = ObjectGraph.Value(constant: arguments[1]) else { return nil }
            self = .either(when: when, writes: writes, otherwise: otherwise)
        case ("present", 1):
            guard let writes = ObjectGraph.Value(constant: arguments[0]) else { return nil }
            self = .present(writes: writes)
        case ("unlessNil", 2):
            guard let writes = ObjectGraph.Value(constant: arguments[0]), let ifNil = ObjectGraph.Value(constant: arguments[1]) else { return nil }
            self = .unlessNil(writes: writes, ifNil: ifNil)
        case ("integer", 0): self = .integer
        case ("integer", 1) where arguments[0] == "always": self = .alwaysInteger
        case ("float", 0): self = .float
        case ("float", 1) where arguments[0] == "always": self = .alwaysFloat
        case ("float", 1) where arguments[0] == "written": self = .writtenFloat
        case ("localizable", 0): self = .localizable(mutable: false)
        case ("localizable", 1) where arguments[0] == "mutable": self = .localizable(mutable: true)
        case ("image", 0): self = .image
        case ("double", 0): self = .double(always: false)
        case ("double", 1) where arguments[0] == "always": self = .double(always: true)
        case ("boolean", 0): self = .boolean
        case ("insets", 0): self = .insets(omitZero: false)
        case ("insets", 1) where arguments[0] == "omitZero": self = .insets(omitZero: true)
        case ("size", 2):
            guard let width = DecimalNumber.double(arguments[0]), let height = DecimalNumber.double(arguments[1]) else { return nil }
            self = .size(omit: .size(width: width, height: height))
        case ("enum", 0): self = .enumeration(.atDefault)
        case ("enum", 1) where arguments[0] == "always": self = .enumeration(.never)
        case ("enum", 1) where arguments[0] == "written": self = .writtenEnumeration
        case ("enum", 1) where arguments[0].hasPrefix("unless:"):
            guard let raw = Int64(arguments[0].dropFirst("unless:".count)) else { return nil }
            self = .enumeration(.atRaw(raw))
        case ("string", 0): self = .string
        case ("string", 1) where arguments[0] == "orNull": self = .stringOrNull
        case ("string", 1) where arguments[0] == "orEmpty": self = .stringOrEmpty(localizable: false)
        case ("localizable", 1) where arguments[0] == "orEmpty": self = .stringOrEmpty(localizable: true)
        case ("sizeString", 0): self = .sizeString(absent: nil)
        case ("sizeString", 2):
            guard let width = DecimalNumber.double(arguments[0]), let height = DecimalNumber.double(arguments[1]) else { return nil }
            self = .sizeString(absent: AppKitGeometry.size(width, height))
        case ("rectString", 0): self = .rectString(absent: nil)
        case ("rectString", 4):
            let numbers = arguments.compactMap { DecimalNumber.double($0) }
            guard numbers.count == 4 else { return nil }
            self = .rectString(absent: AppKitGeometry.rect(numbers[0], numbers[1], numbers[2], numbers[3]))
        case ("object", 1) where arguments[0] == "orNull": self = .objectOrNull
        case ("names", _):
            let pairs = arguments.map { $0.split(separator: ":", maxSplits: 1).map(String.init) }
            guard pairs.allSatisfy({ $0.count == 2 }) else { return nil }
            self = .names(pairs.map { ($0[0], $0[1]) })
        case ("color", 0): self = .color(orNull: false)
        case ("color", 1) where arguments[0] == "orNull": self = .color(orNull: true)
        case ("object", 0): self = .object
        case ("font", 0): self = .font
        case ("color", 1) where arguments[0].hasPrefix("catalog:"): self = .colorOr(catalog: String(arguments[0].dropFirst("catalog:".count)))
        case ("reference", 0): self = .reference
        default: return nil
        }
    }
}

extension ObjectGraph.Value {
    /// A constant of an `archive` line: `true`, `false`, `nil`, an integer, `point(x,y)`
    /// or `insets(top,left,bottom,right)`.
    init?(constant text: String) {
        switch text {
        case "true": self = .bool(true)
        case "false": self = .bool(false)
        case "nil": self = .null
        default:
            if let integer = Int64(text) {
                self = .integer(integer)
                return
            }
            // A decimal with a point is a double (`=0.25`).
            if text.contains("."), !text.contains("("), let number = DecimalNumber.double(text) {
                self = .double(number)
                return
            }
            func numbers(_ prefix: String, _ count: Int) -> [Double]? {
                guard text.hasPrefix(prefix + "("), text.hasSuffix(")") else { return nil }
                let inside = text.dropFirst(prefix.count + 1).dropLast()
                let values = inside.split(separator: ",").compactMap { DecimalNumber.double(String($0)) }
                return values.count == count ? values : nil
            }
            // Bytes in hexadecimal (`=data(06000000)`).
            if text.hasPrefix("data("), text.hasSuffix(")") {
                let digits = Array(text.dropFirst(5).dropLast().utf8)
                guard digits.count % 2 == 0, digits.count <= 64 else { return nil }
                var bytes: [UInt8] = []
                for index in stride(from: 0, to: digits.count, by: 2) {
                    guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else { return nil }
                    bytes.append(byte)
                }
                self = .data(bytes)
                return
            }
            // A 32-bit float (`=float(0.1)`).
            if let float = numbers("float", 1) {
                self = .float(Float(float[0]))
                return
            }
            if let point = numbers("point", 2) {
                self = .geometry(.point(x: point[0], y: point[1]))
            } else if let insets = numbers("insets", 4) {
                self = .geometry(.insets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
            } else {
                return nil
            }
        }
    }
}

extension KeyRecipe.Codec {
    /// What a key written whatever the value holds when the keyed child it reads an attribute of
    /// is absent: zero (a control without a cell archives its cell's keys as NSControl's zeros
    /// [V 139/139 cell-less controls: color wells, scrollers, tables, outline views]).
    var withoutChild: ObjectGraph.Value? {
        switch self {
        case .enumeration(.never), .alwaysInteger: .integer(0)
        case .boolean: .bool(false)
        default: nil
        }
    }

    /// Whether the attribute may be written as a `<string key="NAME">` child instead (a text with
    /// tabs or line breaks, as Interface Builder writes AppKit's titles and key equivalents).
    var readsStringChild: Bool {
        switch self {
        case .stringOrNull, .stringOrEmpty: true
        default: false
        }
    }
}

// MARK: - Both ways

/// What a codec makes of an attribute: a value the nib stores as it is, or a text the lowering
/// turns into an object (an NSString, a localizable string, an image, the object an id names).
enum EncodedValue: Equatable, Sendable {
    case value(ObjectGraph.Value)
    case string(String)
    case localizable(String)
    case image(String)
    case reference(String)
    /// No id: the key is nil.
    case noReference
    /// No text: an empty string.
    case absentText
}

/// What a codec reads back from a key: the attribute's text, or the attribute left out (at the
/// model's default, or absent where the codec writes only what the document writes).
enum DecodedAttribute: Equatable, Sendable {
    case attribute(String)
    case absent
}

extension KeyRecipe.Codec {
    /// The key's value for an attribute written as `written` (nil: not written, its model default
    /// then), nil when the key is left out. Codecs of keyed children (colors, insets, sizes,
    /// objects) and `present` depend on more than the text: the lowering runs them.
    @inline(__always) func encode(_ written: String?, declared: IBAttributeDeclaration?) -> EncodedValue? {
        guard let value = written ?? declared?.defaultValue else {
            switch self {
            case .reference: return .noReference
            case .stringOrNull: return .value(.null)
            case .stringOrEmpty: return .absentText
            default: return nil
            }
        }
        // At the default: the same text, or the same number ("1.0" is "1").
        var atDefault: Bool {
            guard let defaultValue = declared?.defaultValue else { return false }
            return value == defaultValue || (Double(value).map { $0 == Double(defaultValue) } ?? false)
        }
        switch self {
        case .reference: return .reference(value)
        case .flag(let when, let writes): return value == when ? .value(writes) : nil
        case .either(let when, let writes, let otherwise): return .value(value == when ? writes : otherwise)
        case .integer:
            // (Resolution refuses an integer beyond Int64's range; a document compiled unresolved
            // gets the key left out, never a trap.)
            guard !atDefault, let number = DecimalNumber.integer(value) else { return nil }
            return .value(.integer(number))
        case .alwaysInteger:
            guard let number = DecimalNumber.integer(value) else { return nil }
            return .value(.integer(number))
        case .float:
            guard !atDefault, let number = Double(value) else { return nil }
            return .value(.float(Float(number)))
        case .writtenFloat:
            guard written != nil, let number = Double(value) else { return nil }
            return .value(.float(Float(number)))
        case .writtenEnumeration:
            guard written != nil, let raw = declared?.domain.rawValue(of: value) else { return nil }
            return .value(.integer(raw))
        case .string, .stringOrNull, .stringOrEmpty(localizable: false): return .string(value)
        case .stringOrEmpty(localizable: true): return .localizable(value)
        case .names(let table): return table.first { $0.value == value }.map { .string($0.text) }
        case .alwaysFloat: return .value(.float(Float(Double(value) ?? 0)))
        case .localizable: return .localizable(value)
        // An empty name is no image (MobilewitsRowSelection's `image=""`: no UIImage).
        case .image: return value.isEmpty ? nil : .image(value)
        case .double(let always): return always || !atDefault ? .value(.double(Double(value) ?? 0)) : nil
        case .boolean: return .value(.bool(value == "YES"))
        case .enumeration(let omission):
            // A name the model does not know is left out, or written as the default when the key
            // is always written.
            let defaultRaw = declared?.defaultValue.flatMap { declared?.domain.rawValue(of: $0) }
            switch omission {
            case .never:
                return .value(.integer(declared?.domain.rawValue(of: value) ?? defaultRaw ?? 0))
            case .atDefault:
                guard let raw = declared?.domain.rawValue(of: value), raw != defaultRaw else { return nil }
                return .value(.integer(raw))
            case .atRaw(let omitted):
                guard let raw = declared?.domain.rawValue(of: value) ?? defaultRaw, raw != omitted else { return nil }
                return .value(.integer(raw))
            }
        case .present, .color, .colorOr, .font, .insets, .size, .object, .objectOrNull, .unlessNil, .hooked, .sizeString, .rectString:
            return nil
        }
    }

    /// The attribute a key's value (nil: the key is absent) comes from: the inverse of `encode`.
    /// nil for the codecs `encode` leaves to the lowering. What `encode` loses cannot come back:
    /// `loss` says what.
    func decode(_ encoded: EncodedValue?, declared: IBAttributeDeclaration?) -> DecodedAttribute? {
        /// An enumeration's first name for a raw value (its aliases share the value).
        func name(of raw: Int64) -> String? {
            guard case .enumeration(let cases)? = declared?.domain else { return nil }
            return cases.first { $0.value == raw }?.name
        }
        /// A bool attribute's other value (nil for another attribute's: "not sourceList" names none).
        func opposite(_ value: String) -> String? {
            switch value {
            case "YES": "NO"
            case "NO": "YES"
            default: nil
            }
        }
        let defaultValue = declared?.defaultValue
        switch (self, encoded) {
        case (.reference, .reference(let id)?): return .attribute(id)
        case (.reference, .noReference?), (.reference, nil): return .absent
        case (.flag(let when, let writes), let value):
            // The key stands for `when`; its absence for the bool's other value.
            if value == .value(writes) { return defaultValue == when ? .absent : .attribute(when) }
            guard value == nil, let other = opposite(when) else { return nil }
            return defaultValue == other ? .absent : .attribute(other)
        case (.either(let when, let writes, let otherwise), .value(let value)?):
            if value == writes { return defaultValue == when ? .absent : .attribute(when) }
            guard value == otherwise, let other = opposite(when) else { return nil }
            return defaultValue == other ? .absent : .attribute(other)
        case (.integer, .value(.integer(let number))?): return .attribute(String(number))
        case (.alwaysInteger, .value(.integer(let number))?):
            return defaultValue.flatMap(DecimalNumber.integer) == number ? .absent : .attribute(String(number))
        case (.float, .value(.float(let number))?), (.writtenFloat, .value(.float(let number))?):
            return .attribute(KeyRecipe.Codec.text(Double(number)))
        case (.alwaysFloat, .value(.float(let number))?):
            let text = KeyRecipe.Codec.text(Double(number))
            return defaultValue.flatMap(Double.init) == Double(number) ? .absent : .attribute(text)
        case (.double, .value(.double(let number))?):
            let text = KeyRecipe.Codec.text(number)
            return defaultValue.flatMap(Double.init) == number ? .absent : .attribute(text)
        case (.boolean, .value(.bool(let value))?):
            let text = value ? "YES" : "NO"
            return text == defaultValue ? .absent : .attribute(text)
        case (.enumeration, .value(.integer(let raw))?), (.writtenEnumeration, .value(.integer(let raw))?):
            guard let name = name(of: raw) else { return nil }
            return name == defaultValue ? .absent : .attribute(name)
        case (.enumeration(.atRaw(let omitted)), nil):
            // Left out at the raw value: its name, unless IB's silence means it.
            guard let name = name(of: omitted) else { return nil }
            return name == defaultValue ? .absent : .attribute(name)
        case (.stringOrEmpty, .string(let text)?) where text.isEmpty:
            // (A plain empty string is what no text compiles to, and Interface Builder leaves no text
            // out; a localizable empty one was written.)
            return .absent
        case (.string, .string(let text)?), (.localizable, .localizable(let text)?), (.image, .image(let text)?),
            (.stringOrNull, .string(let text)?), (.stringOrEmpty(false), .string(let text)?), (.stringOrEmpty(true), .localizable(let text)?):
            return .attribute(text)
        case (.stringOrNull, .value(.null)?), (.stringOrEmpty, .absentText?), (.names, nil):
            return .absent
        case (.names(let table), .string(let text)?):
            return table.first { $0.text == text }.map { .attribute($0.value) }
        case (.integer, nil), (.float, nil), (.writtenFloat, nil), (.double(always: false), nil), (.enumeration(.atDefault), nil),
            (.writtenEnumeration, nil), (.string, nil), (.localizable, nil), (.image, nil):
            return .absent
        default:
            return nil
        }
    }

    /// What `encode` cannot give back, nil when `decode(encode(x)) == x` for every value of the
    /// attribute's domain (a number up to its spelling, `1.0` is `1`).
    var loss: String? {
        switch self {
        case .float, .alwaysFloat, .writtenFloat: "a number is rounded to a Float"
        case .enumeration, .writtenEnumeration: "names that share a raw value (aliases) come back as the first of them"
        case .present, .unlessNil: "only whether the document writes the attribute or child"
        case .color, .colorOr, .font, .insets, .size, .object, .objectOrNull, .hooked, .sizeString, .rectString: "a keyed child or a shape: the lowering writes it"
        case .stringOrEmpty: "an empty text comes back as no text"
        case .image: "an empty image name (no image) comes back as no attribute"
        default: nil
        }
    }

    /// A number as Interface Builder writes it: no `.0` for an integral value.
    static func text(_ number: Double) -> String {
        if number == number.rounded(), let integer = DecimalNumber.exactInteger(number) { return String(integer) }
        return String(number)
    }
}
