// AttributeListTests.swift — a document's attributes are 12 bytes each, their text read where it
// is: a value written as it reads is a range of the document's bytes; a value with an entity or
// whitespace to replace, every value XMLParser hands over, and a name the vocabulary lacks (short,
// or 65,535 bytes and longer, whose length is stored before it) are kept in a buffer of their own.
// Each way gives back the name and value the document says, read by either reader.

@testable import InterfaceBuilder
import Testing

@Suite("Attribute list")
struct AttributeListTests {
    /// Names the scanner reads (up to 1,000 bytes), and ones it leaves to XMLParser (which reads
    /// names up to 50,000 bytes).
    static let scannedName = "x" + String(repeating: "n", count: 900)
    static let parsedName = "x" + String(repeating: "n", count: 20_000)

    /// (attribute as written, name and value read back).
    static let cases: [(written: String, name: String, value: String)] = [
        ("contentMode=\"scaleToFill\"", "contentMode", "scaleToFill"),
        ("contentMode=\"\"", "contentMode", ""),
        ("text=\"a &amp; b &lt;c&gt;\"", "text", "a & b <c>"),
        ("text=\"two\nlines\"", "text", "two lines"),
        ("text=\"é – 😀\"", "text", "é – 😀"),
        ("customThing=\"v\"", "customThing", "v"),
        ("customThing=\"&quot;q&quot;\"", "customThing", "\"q\""),
        ("\(scannedName)=\"long\"", scannedName, "long"),
        ("\(parsedName)=\"long &amp; more\"", parsedName, "long & more"),
    ]

    @Test("a name and value come back as written, whichever reader and wherever the text is kept", arguments: cases.indices)
    func readBack(_ index: Int) throws {
        let (written, name, value) = AttributeListTests.cases[index]
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">"
            + "<objects><view id=\"v1\" \(written)/></objects></document>\n"
        for reader in [IBDocument.XMLReader.scanner, .xmlParser] {
            var diagnostics = Diagnostics()
            let document = try #require(IBDocument.parse(Array(text.utf8), path: "t.xib", reader: reader, diagnostics: &diagnostics), "\(diagnostics.all.map(\.description))")
            let node = try #require(document.nodeByID["v1"])
            let found = try #require(document.attributeIndex(name, of: node), "\(reader)")
            #expect(document.attributes.name(at: found) == name, "\(reader)")
            #expect(document.attributes.value(at: found) == value, "\(reader)")
            #expect(document.attributes.value(at: found, equals: value), "\(reader)")
            #expect(document.attributes[found] == IBAttribute(name: name, value: value), "\(reader)")
            #expect(document.attributes.symbol(at: found) == IBName(name), "\(reader)")
            #expect(document.attributes.name(at: try #require(document.attributeIndex("id", of: node))) == "id")
        }
    }

    @Test("a name of 65,535 bytes or more keeps its length before it (no reader passes one: the list takes any)")
    func longName() {
        var list = IBAttributeList(bytes: [])
        let names = ["a" + String(repeating: "b", count: 65_533), "a" + String(repeating: "b", count: 65_534), "a" + String(repeating: "c", count: 100_000)]
        for (index, name) in names.enumerated() { list.append(IBAttribute(name: name, value: "v\(index)")) }
        list.append(IBAttribute(name: "id", value: "last"))
        #expect(list.map(\.name) == names + ["id"])
        #expect(list.map(\.value) == ["v0", "v1", "v2", "last"])
    }

    @Test("an attribute is 12 bytes")
    func size() {
        #expect(MemoryLayout<IBAttributeList.Packed>.stride == 12)
    }
}
