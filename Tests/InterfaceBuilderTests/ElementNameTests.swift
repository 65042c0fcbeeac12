// ElementNameTests.swift — a node keeps its element name as a symbol, or, for a name the
// vocabulary lacks, as its number in the process's table of such names: each comes back as
// written, by either reader, in an archive's upgrade too, and one name has one number.

@testable import InterfaceBuilder
import Testing

@Suite("Element names")
struct ElementNameTests {
    /// Names the vocabulary holds and names it lacks: short (stored inline in a String), longer
    /// than 15 bytes, non-ASCII, and one of 900 bytes.
    static let names = ["view", "tableViewCellContentView", "futureWidget", "aVeryLongElementNameNoXcodeWrites", "vue-é", "w" + String(repeating: "x", count: 900)]

    @Test("an element's name comes back as written, whichever reader", arguments: names)
    func readBack(_ name: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"
            + "<objects><\(name) id=\"e1\"><\(name) id=\"e2\"/></\(name)></objects></document>\n"
        for reader in [IBDocument.XMLReader.scanner, .xmlParser] {
            var diagnostics = Diagnostics()
            let document = try #require(IBDocument.parse(Array(text.utf8), path: "t.xib", reader: reader, diagnostics: &diagnostics), "\(diagnostics.all.map(\.description))")
            let (outer, inner) = (try #require(document.nodeByID["e1"]), try #require(document.nodeByID["e2"]))
            #expect(document[outer].name == name, "\(reader)")
            #expect(document[inner].name == name, "\(reader)")
            #expect(document[outer].symbol == IBName(name), "\(reader)")
            #expect(document[outer].symbol.isKnown == (name == "view" || name == "tableViewCellContentView"), "\(reader)")
            #expect(document[outer].unknownName == document[inner].unknownName, "one name, one number")
            #expect(document[document.root].name == "document")
        }
    }

    @Test("a name the vocabulary lacks has one number in a process, 0 for none")
    func numbers() {
        let first = ElementNames.shared.number(of: "someElementOfTomorrow")
        #expect(first != 0)
        #expect(ElementNames.shared.number(of: "someElementOfTomorrow") == first)
        #expect(ElementNames.shared.number(of: "anotherElementOfTomorrow") != first)
        #expect(ElementNames.shared.name(of: first) == "someElementOfTomorrow")
        #expect(ElementNames.shared.name(of: 0) == "")
    }

    @Test("a node is 40 bytes")
    func size() {
        #expect(MemoryLayout<IBNode>.stride == 40)
    }
}
