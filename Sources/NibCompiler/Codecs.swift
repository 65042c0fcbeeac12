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
            let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = ObjectGraph.Value(constant: parts[1]) else { return nil }
            return (parts[0], value)
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
        case ("float", 0): self = .float
        case ("float", 1) where arguments[0] == "always": self = .alwaysFloat
        case ("float", 1) where arguments[0] == "written": self = .writtenFloat
        case ("localizable", 0): self = .localizable
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
        case ("color", 0): self = .color(orNull: false)
        case ("color", 1) where arguments[0] == "orNull": self = .color(orNull: true)
        case ("object", 0): self = .object
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
            func numbers(_ prefix: String, _ count: Int) -> [Double]? {
                guard text.hasPrefix(prefix + "("), text.hasSuffix(")") else { return nil }
                let inside = text.dropFirst(prefix.count + 1).dropLast()
                let values = inside.split(separator: ",").compactMap { DecimalNumber.double(String($0)) }
                return values.count == count ? values : nil
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
