// ClassRegistry.swift — archive class names to Swift types: a Sendable value, never global state.
//
// Nibs name classes three ways: plain Objective-C names (`UILabel`, `MyView`), and for a custom
// class with a module, the Swift-mangled `_TtC<len><Module><len><Class>` (FIELD-GUIDE §2.3). A
// type registers under its bare name and, with its module, under `Module.Class` and the mangled
// name; a lookup of any of the three forms finds it. What to do when nothing is registered (the
// swapper's original class, fallback classes, then a generic `NibObject`) is the decoder's
// resolution chain (`DecodingSession.plan`).

/// Maps archive class names to `NibDecodable` types.
public struct ClassRegistry: Sendable {
    private var types: [String: any NibDecodable.Type] = [:]

    /// An empty registry: every object decodes into a generic `NibObject`.
    public init() {}

    /// A registry with `types` registered under their own names (see `register(_:as:module:)`).
    public init(_ types: [any NibDecodable.Type]) {
        for type in types { register(type) }
    }

    /// Registers `type` under `name` (default: the type's own name) and, when `module` is given or
    /// the type's module is known, under `Module.Name` and `_TtC<len><Module><len><Name>`.
    public mutating func register(_ type: any NibDecodable.Type, as name: String? = nil, module: String? = nil) {
        let reflected = String(reflecting: type)
        let name = name ?? String(describing: type)
        types[name] = type
        var module = module
        if module == nil, let dot = reflected.firstIndex(of: "."), reflected[reflected.index(after: dot)...] == name {
            module = String(reflected[..<dot])
        }
        if let module {
            types["\(module).\(name)"] = type
            types[ClassRegistry.mangledName(module: module, name: name)] = type
        }
    }

    /// The type registered for an archive class name, in any of its forms.
    public func type(named name: String) -> (any NibDecodable.Type)? {
        if types.isEmpty { return nil }
        if let type = types[name] { return type }
        if let (module, bare) = ClassRegistry.demangle(name) {
            return types["\(module).\(bare)"] ?? types[bare]
        }
        if let dot = name.lastIndex(of: ".") {
            return types[String(name[name.index(after: dot)...])]
        }
        return nil
    }

    /// Whether nothing is registered.
    public var isEmpty: Bool { types.isEmpty }

    /// `_TtC<len><module><len><name>`, the runtime name of a Swift class at a module's top level.
    public static func mangledName(module: String, name: String) -> String {
        "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }

    /// The module and class of a `_TtC…` name, or nil if `name` is not one.
    public static func demangle(_ name: String) -> (module: String, name: String)? {
        guard name.hasPrefix("_TtC") else { return nil }
        var rest = name.utf8.dropFirst(4)
        func component() -> String? {
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard !digits.isEmpty, let length = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
            rest = rest.dropFirst(digits.count)
            guard length > 0, rest.count >= length else { return nil }
            defer { rest = rest.dropFirst(length) }
            return String(decoding: rest.prefix(length), as: UTF8.self)
        }
        guard let module = component(), let bare = component(), rest.isEmpty else { return nil }
        return (module, bare)
    }
}
