// NameTests.swift — names as symbols (IBName.swift): the vocabulary is the class model's names,
// sorted, so that known symbols order as their names; unknown names still sort and look up by name.

@testable import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Names as symbols")
struct NameTests {
    @Test("the vocabulary holds every name the model declares, sorted, each with its own symbol")
    func vocabulary() {
        let names = IBNameTable.shared.names
        #expect(names.first == "" && IBName.unknown.text == "")
        #expect(Array(names.dropFirst()) == Array(names.dropFirst()).sorted(), "symbols must order as their names")
        #expect(Set(names).count == names.count)
        let model = IBClassModel.standard
        for declaration in model.declarations {
            for attribute in declaration.attributes { #expect(IBName(attribute.name).text == attribute.name, "\(declaration.qualifiedName).\(attribute.name)") }
            for child in declaration.keyedChildren { #expect(IBName(child.key).isKnown, "\(declaration.qualifiedName) <\(child.key)>") }
            for element in declaration.elements { #expect(IBName(element).isKnown, "<\(element)>") }
        }
    }

    @Test(
        "a name is its symbol only when the vocabulary holds it exactly",
        arguments: [
            ("contentMode", true), ("id", true), ("key", true), ("sceneID", true), ("connections", true), ("view", true),
            ("translatesAutoresizingMaskIntoConstraints", true),
            ("contentmode", false), ("contentMode ", false), ("", false), ("x-nibc-unknown", false), ("é", false),
        ])
    func lookup(name: String, known: Bool) {
        let symbol = IBName(name)
        #expect(symbol.isKnown == known)
        if known { #expect(symbol.text == name) }
    }

    @Test("the constants are the symbols of their names")
    func constants() {
        #expect([IBName.id, .key, .sceneID, .connections].map(\.text) == ["id", "key", "sceneID", "connections"])
    }

    @Test("an element's attributes are in name order when some names are not in the vocabulary")
    func unknownNamesSort() throws {
        var diagnostics = Diagnostics()
        let text = xib(#"        <view zzUnknown="1" contentMode="scaleToFill" AAUnknown="2" id="v1" hiddenish="3" hidden="YES"/>"#)
        let document = try #require(IBDocument.parse(Array(text.utf8), path: "t.xib", diagnostics: &diagnostics))
        let attributes = document.attributes(of: document.nodeByID["v1"]!)
        #expect(attributes.map(\.name) == ["AAUnknown", "contentMode", "hidden", "hiddenish", "id", "zzUnknown"])
        #expect(attributes.map(\.symbol.isKnown) == [false, true, true, false, true, false])
        // Looked up by name or by symbol, the same attribute.
        #expect(document.peek("hidden", of: document.nodeByID["v1"]!) == "YES")
        #expect(document.peek(IBName("hidden"), of: document.nodeByID["v1"]!) == "YES")
        #expect(document.peek("zzUnknown", of: document.nodeByID["v1"]!) == "1")
    }
}
