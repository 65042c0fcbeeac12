// NibDecompiler.swift — `nibc decompile`: a nib back into a document Interface Builder opens. The
// class model's `archive` lines run backwards (a key through its codec back to the attribute it came
// from, `KeyRecipe.Codec.decode`; a shape's keys through `InvertibleShape.raise`), and the structure
// — objects and their elements, subviews, constraints, connections, placeholders — is rebuilt by
// code (Decompile/Raising.swift, UIKitDocument.swift, AppKitDocument.swift). What the nib does not say (design-time data, File's Owner's class) is
// given Interface Builder's default and listed in `Decompiled.unrecovered`; nothing in the nib is
// passed over without a line there.

import InterfaceBuilder
import NibArchive

/// The decompiler's library face.
public enum NibDecompiler {
    /// What decompiling a nib gives: the document's text, and what it could not give back.
    public struct Decompiled: Sendable {
        /// The document (UTF-8 XML, as Interface Builder writes it).
        public let xml: String
        /// What the nib holds that the document does not say, or that Interface Builder's default
        /// stands in for (one line each, by kind, with counts).
        public let unrecovered: [String]

        public init(xml: String, unrecovered: [String]) {
            (self.xml, self.unrecovered) = (xml, unrecovered)
        }

        /// A document element written out, with what did not come back counted by kind.
        init(document: DecompiledElement, unrecovered counts: [String: Int]) {
            var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            document.write(into: &xml, depth: 0)
            self.init(xml: xml, unrecovered: counts.sorted { $0.key < $1.key }.map { $0.value == 1 ? $0.key : "\($0.key) ×\($0.value)" })
        }
    }

    /// Why a nib does not decompile.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    /// The document a UIKit nib (a xib's, or a storyboard scene's) was compiled from.
    public static func decompile(_ archive: NibArchive) throws(Failure) -> Decompiled {
        let graph = ObjectGraph(archive)
        guard !graph.objects.isEmpty else { throw Failure(message: "the nib has no objects") }
        let root = graph[ObjectGraph.ID(index: 0)].entries
        if root.contains(where: { $0.key == "IB.objectdata" }) {
            var raising = Raising(graph: graph, platform: .appkit)
            return try raising.appKitDocument()
        }
        var raising = Raising(graph: graph, platform: .uikit)
        return try raising.uikitDocument()
    }

    /// The document of a nib's bytes (a NIBArchive).
    public static func decompile(bytes: [UInt8]) throws(Failure) -> Decompiled {
        let archive: NibArchive
        do { archive = try NibArchive(bytes: bytes) } catch { throw Failure(message: "not a nib: \(error)") }
        return try decompile(archive)
    }
}

/// A document's `<document>` element as Interface Builder writes its header: the type (a xib or a
/// storyboard of the platform), the tools version the decompiler writes, the layout the nib shows,
/// the dependencies, and the body (`<objects>` or `<scenes>`).
/// What `DecompiledElement.removeDanglingReferences` took out, as `--report` lists it.
func danglingReport(_ removed: (connections: Int, constraints: Int)) -> [String] {
    (removed.connections > 0 ? ["connections to objects the document does not hold (left out): \(removed.connections)"] : [])
        + (removed.constraints > 0 ? ["constraints on objects the document does not hold (left out): \(removed.constraints)"] : [])
}

func decompiledDocument(
    appKit: Bool, storyboard: Bool, autolayout: Bool, safeAreas: Bool = false, directInstantiation: Bool = false, initialViewController: String? = nil,
    body: DecompiledElement
) -> DecompiledElement {
    let kind = (appKit ? "Cocoa" : "CocoaTouch") + (storyboard ? ".Storyboard.XIB" : ".XIB")
    var attributes: [(name: String, value: String)] = [
        ("type", "com.apple.InterfaceBuilder3.\(kind)"), ("version", "3.0"), ("toolsVersion", "23504"),
        ("targetRuntime", appKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch"), ("propertyAccessControl", "none"),
    ]
    if autolayout { attributes.append(("useAutolayout", "YES")) }
    if directInstantiation { attributes.append(("customObjectInstantitationMethod", "direct")) }
    if !appKit {
        attributes.append(("useTraitCollections", "YES"))
        if safeAreas { attributes.append(("useSafeAreas", "YES")) }
        attributes.append(("colorMatched", "YES"))
    }
    if let initialViewController { attributes.append(("initialViewController", initialViewController)) }
    let dependencies =
        appKit
        ? [DecompiledElement("plugIn", [("identifier", "com.apple.InterfaceBuilder.CocoaPlugin"), ("version", "23504")])]
        : [
            DecompiledElement("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "23504")]),
            DecompiledElement("capability", [("name", "documents saved in the Xcode 8 format"), ("minToolsVersion", "8.0")]),
        ]
    return DecompiledElement("document", attributes, children: [DecompiledElement("dependencies", children: dependencies), body])
}

/// An element of the document being written: its name, attributes in order, children.
struct DecompiledElement: Sendable {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [DecompiledElement] = []
    /// Character data, for an element without children (`<string key="…">text</string>`).
    var text: String?

    init(_ name: String, _ attributes: [(name: String, value: String)] = [], children: [DecompiledElement] = [], text: String? = nil) {
        (self.name, self.attributes, self.children, self.text) = (name, attributes, children, text)
    }

    subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Sets an attribute, in place if it is there.
    mutating func set(_ name: String, _ value: String) {
        if let index = attributes.firstIndex(where: { $0.name == name }) { attributes[index].value = value } else { attributes.append((name, value)) }
    }

    /// The element as Interface Builder writes it, indented by `depth` levels of four spaces.
    func write(into text: inout String, depth: Int) {
        let indent = String(repeating: "    ", count: depth)
        text += indent + "<" + name
        for attribute in attributes { text += " \(attribute.name)=\"\(Self.escaped(attribute.value))\"" }
        guard !children.isEmpty else {
            if let characters = self.text, !characters.isEmpty {
                text += ">" + XMLEscaping.characterData(characters) + "</" + name + ">\n"
            } else {
                text += "/>\n"
            }
            return
        }
        text += ">\n"
        for child in children { child.write(into: &text, depth: depth + 1) }
        text += indent + "</" + name + ">\n"
    }

    /// An attribute value escaped as Interface Builder escapes it.
    static func escaped(_ value: String) -> String { XMLEscaping.attribute(value) }
}

/// Interface Builder's object ids (`abc-de-fgh`), made from an object's place in the archive: the
/// same nib gives the same ids, and no two objects share one (the place times an odd number prime
/// to 31 is a bijection of the 62⁸ ids).
enum DecompiledIDs {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    static func id(forObject index: Int) -> String {
        let space: Int64 = 218_340_105_584_896  // 62⁸
        var value = (Int64(index % 1_000_000_000) &+ 1) &* 2_654_435_761 % space
        var characters: [UInt8] = []
        for _ in 0..<8 {
            characters.append(alphabet[Int(value % 62)])
            value /= 62
        }
        let text = String(decoding: characters, as: UTF8.self)
        let start = text.startIndex
        let a = text.index(start, offsetBy: 3), b = text.index(start, offsetBy: 5)
        return "\(text[start..<a])-\(text[a..<b])-\(text[b...])"
    }
}
