// Shape.swift — what an `archive` line's `@name` stands for: code that writes the keys no codec can
// say (geometry, lists of other objects, rules that read several attributes). Each shape is a type
// that declares, beside the code, the keys it writes and what it reads of its element; the account
// reads the declaration (Reads.swift), a debug build checks the keys, and the class model names
// the shape (`archive UIBounds @frame`). UIKit's shapes are in UIKit/Shapes/, listed in
// `UIKitShapes.all`; AppKit's will be their sibling.

import InterfaceBuilder
import NibArchive

/// One shape of the `archive` lines.
protocol Shape: Sendable {
    /// The name `archive` lines give it (`@frame` is `frame`).
    static var name: String { get }
    /// The keys it may write (each only when its value calls for it).
    static var keys: [String] { get }
    /// What it reads of its element: attributes, and the keys of keyed children it looks up.
    static var reads: ElementReads { get }
    /// A class whose plan the shape also runs on its element (an inner object's): what that plan
    /// reads is read too.
    static var readsThroughPlan: String? { get }
    /// Appends its keys for `step.node` to `entries`.
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry])
}

extension Shape {
    static var readsThroughPlan: String? { nil }
}

/// What a shape's keys say of the element they came from: its attributes, and its keyed children
/// (`<rect key="frame" x=…>`) by key, or a single unkeyed child (`<blurEffect>`) by element name,
/// each an element of its own — what a decompiler writes back (issue 34).
struct RaisedElement: Equatable, ExpressibleByDictionaryLiteral {
    var attributes: [String: String] = [:]
    var children: [String: RaisedElement] = [:]

    init() {}

    init(attributes: [String: String], children: [String: RaisedElement] = [:]) {
        (self.attributes, self.children) = (attributes, children)
    }

    /// An element with these attributes and no children.
    init(dictionaryLiteral attributes: (String, String)...) {
        self.init(attributes: Dictionary(attributes, uniquingKeysWith: { $1 }))
    }
}

/// A shape that can be read backwards, from the keys it wrote to what its element said.
protocol InvertibleShape: Shape {
    /// What the element said, from the shape's keys on an object (`values`: those of `keys` the
    /// object has; strings and numbers are objects of `graph`).
    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement)
    /// What the round trip does not give back, in words (`ShapeInverseTests` knows it).
    static var loss: String { get }
}

extension IBAttributeDeclaration {
    /// The name of an enumeration's case with raw value `raw`: the default's when the default has
    /// it, else the first (aliases share a value).
    func caseName(_ raw: Int64) -> String? {
        guard case .enumeration(let cases) = domain else { return nil }
        if let name = defaultValue, cases.contains(where: { $0.name == name && $0.value == raw }) { return name }
        return cases.first { $0.value == raw }?.name
    }
}

extension ObjectGraph {
    /// The pairs of an inlined dictionary object value (its elements alternate key and value).
    func dictionaryPairs(of value: ObjectGraph.Value?) -> [(key: ObjectGraph.Value, value: ObjectGraph.Value)] {
        guard case .object(let id)? = value else { return [] }
        let elements = self[id].entries.filter { $0.key == FoundationKeys.element }.map(\.value)
        return stride(from: 0, to: elements.count - 1, by: 2).map { (elements[$0], elements[$0 + 1]) }
    }

    /// The text of a string object value: an NSString, or a localizable string's development text
    /// (nil for anything else).
    func text(of value: ObjectGraph.Value?) -> String? {
        guard case .object(let id)? = value, ["NSString", "NSMutableString", "NSLocalizableString"].contains(self[id].className),
            case .data(let bytes)? = self[id].entries.first(where: { $0.key == FoundationKeys.bytes })?.value
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// What a shape runs on: the element, its object, and what the caller hands over in place of the
/// element's own lists (a cell's content view and separator as its subviews…).
struct ShapeStep {
    let node: Int
    let object: ObjectGraph.ID
    let context: Lowering.RecipeContext
    /// The key the `archive` line names (a shape that writes one of several keys writes this one).
    var key = ""
}

/// The shapes by name.
enum Shapes {
    static let all: [any Shape.Type] = UIKitShapes.all + AppKitShapes.all

    /// The shapes and their names (a process looks up the few dozen its document's classes name:
    /// a dictionary of all of them hashed every name at each start, and sorting them compared
    /// strings 1,100 times — 2 % and 6 % of a small compile; lengths first is a few instructions a shape).
    private static let byName: [(length: Int, name: String, shape: any Shape.Type)] = all.map { ($0.name.utf8.count, $0.name, $0) }

    /// The shape `archive` lines call `name`, if there is one.
    static func named(_ name: String) -> (any Shape.Type)? {
        let length = name.utf8.count
        return byName.first { $0.length == length && $0.name == name }?.shape
    }
}

extension Lowering {
    /// Runs `shape` for `node`, appending its keys to `entries`. (Appending to the caller's array:
    /// returning one from each of the 40,000 shape runs of a corpus run was as many allocations.)
    mutating func run(_ shape: any Shape.Type, _ step: ShapeStep, into entries: inout [ObjectGraph.Entry]) {
        #if DEBUG
        let before = entries.count
        #endif
        shape.lower(step, in: &self, into: &entries)
        #if DEBUG
        // A shape writes only the keys it declares (the corpus tests run in debug builds).
        for entry in entries[before...] where !shape.keys.contains(entry.key) {
            assertionFailure("@\(shape.name) wrote '\(entry.key)', which it does not declare")
        }
        #endif
    }
}
