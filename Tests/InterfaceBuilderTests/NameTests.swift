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
        let all = Set(names)
        #expect(all.count == names.count)
        // The generated layout is the one in use, and finds each name as its own symbol, no prefix of it.
        #expect(IBNameTable.generatedStarts.count == names.count + 1, "IBClassIndex+Generated.swift's name table is stale")
        for (symbol, name) in names.enumerated().dropFirst() {
            #expect(IBName(name).rawValue == symbol, "\(name)")
            if name.count > 1, !all.contains(String(name.dropLast())) { #expect(!IBName(String(name.dropLast())).isKnown, "\(name)") }
        }
        let model = IBClassModel.standard
        for declaration in model.declarations {
            for attribute in declaration.attributes { #expect(IBName(attribute.name).text == attribute.name, "\(declaration.qualifiedName).\(attribute.name)") }
            for child in declaration.keyedChildren { #expect(IBName(child.key).isKnown, "\(declaration.qualifiedName) <\(child.key)>") }
            for element in declaration.elements { #expect(IBName(element).isKnown, "<\(element)>") }
        }
    }

    @Test("a class's attribute found by symbol is the one found by name, its own winning over an inherited one")
    func declarationsBySymbol() {
        let model = IBClassModel.standard
        for declaration in model.declarations {
            // What the chain declares, the nearest class's declaration winning.
            var expected: [String: IBAttributeDeclaration] = [:]
            for owner in model.chain(of: declaration).reversed() {
                for attribute in owner.attributes { expected[attribute.name] = attribute }
            }
            let tables = declaration.tables
            for (name, attribute) in expected {
                var list = IBAttributeList(bytes: [])
                list.append(IBAttribute(name: name, value: ""))
                #expect(tables.attribute(at: 0, of: list) === attribute, "\(declaration.qualifiedName).\(name)")
                #expect(tables.attribute(name) === attribute, "\(declaration.qualifiedName).\(name)")
            }
            #expect(tables.attribute("x-nibc-undeclared") == nil)
        }
    }

    @Test("a class's keyed child found by symbol is the one found by name, a `*` child taking any other key")
    func keyedChildrenBySymbol() {
        // Every key the model declares anywhere, and keys no class declares (known and unknown names).
        let keys = Set(IBClassModel.standard.declarations.flatMap { $0.keyedChildren.map(\.key) }).sorted() + ["contentMode", "x-nibc-unknown"]
        for declaration in IBClassModel.standard.declarations {
            let tables = declaration.tables
            for key in keys {
                #expect(tables.keyedChild(key, symbol: IBName(key)) === tables.keyedChild(key), "\(declaration.qualifiedName) <\(key)>")
            }
        }
    }

    @Test(
        "a name set holds a node by its symbol, or by its name when the vocabulary lacks it",
        arguments: [
            ("tableViewCell", true), ("view", false), ("x-nibc-unknown", true), ("x-nibc-other", false), ("", false),
            ("tableViewCel", false),
        ])
    func nameSet(name: String, member: Bool) {
        let set: IBNameSet = ["tableViewCell", "x-nibc-unknown", "collectionViewCell"]
        #expect(IBName("tableViewCell").isKnown && !IBName("x-nibc-unknown").isKnown, "the table needs a known and an unknown member")
        let node = IBNode(name: name, parent: -1, attributeRange: 0..<0, line: 1, column: 1, offset: 0)
        #expect(set.contains(node) == member)
        #expect(set.contains(name) == member)
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

    @Test("the process's table of element classes gives the model's class for every element name and platform")
    func elementClasses() {
        let model = IBClassModel.standard
        let elements = Set(model.declarations.flatMap(\.elements))
        #expect(elements.count > 100)
        for element in elements.sorted() {
            for platform in IBPlatform.allCases.map(Optional.some) + [nil] {
                let expected = Int32(model.classIndex(forElement: element, platform: platform) ?? -1)
                #expect(ElementClasses.shared.classIndex(of: IBName(element), platform: platform) == expected, "<\(element)> on \(platform.map(\.rawValue) ?? "no platform")")
            }
        }
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

@Suite("Ids by table")
struct IDTableTests {
    @Test("every id is found after the table grows; a missing one is not; setting an id again replaces it")
    func growth() {
        var table = IBIDTable()
        // Xcode's ids ("BYZ-38-t0r"), short and long ones, and some sharing a prefix.
        let ids = (0..<1_000).map { "id-\($0)-\(String(repeating: "x", count: $0 % 23))" } + ["BYZ-38-t0r", "-1", "-2", ""]
        for (node, id) in ids.enumerated() { table[id] = node }
        #expect(table.count == ids.count)
        for (node, id) in ids.enumerated() { #expect(table[id] == node, "\(id)") }
        for missing in ["id-1000-", "BYZ-38-t0R", "id-1-x "] { #expect(table[missing] == nil) }
        table["-1"] = 7
        #expect(table["-1"] == 7 && table.count == ids.count)
    }

    @Test("a document keeps the first node of an id written twice (the duplicate is an error)")
    func firstOfDuplicates() throws {
        var diagnostics = Diagnostics()
        let text = xib(#"        <view id="v1"><subviews><view id="v1"/></subviews></view>"#)
        let document = try #require(IBDocument.parse(Array(text.utf8), path: "t.xib", diagnostics: &diagnostics))
        let first = try #require(document.nodeByID["v1"])
        #expect(document[first].firstChild >= 0)
    }
}
