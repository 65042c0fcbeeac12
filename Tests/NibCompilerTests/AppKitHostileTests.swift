// AppKitHostileTests.swift — macOS documents built to cost more than their size, or holding what
// nibc cannot compile: each is compiled in bounded work, with an error or a warning at the element,
// never a crash, a hang or a silent drop.

import InterfaceBuilder
import NibArchive
import Testing

@testable import NibCompiler

@Suite("AppKit's hostile documents")
struct AppKitHostileTests {
    /// A view-based table whose prototype cell view holds a view-based table, `depth` times. Each
    /// level is compiled into the nib of the level above (as ibtool embeds them), so the work grows
    /// with depth times size.
    static func nestedTables(depth: Int) -> String {
        var body = "<view id=\"leaf\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
        for level in (0..<depth).reversed() {
            body = """
                <scrollView id="s\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <clipView key="contentView" id="c\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>
                <tableView viewBased="YES" id="t\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <tableColumns><tableColumn identifier="col\(level)" width="100" id="k\(level)">
                <tableHeaderCell key="headerCell" title="T" id="h\(level)"/>
                <textFieldCell key="dataCell" title="x" id="d\(level)"/>
                <prototypeCellViews><tableCellView id="v\(level)"><rect key="frame" x="0" y="0" width="100" height="100"/>
                <subviews>\(body)</subviews></tableCellView></prototypeCellViews>
                </tableColumn></tableColumns></tableView></subviews></clipView></scrollView>
                """
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <customView id="root"><rect key="frame" x="0" y="0" width="100" height="100"/><subviews>\(body)</subviews></customView>
            </objects>
            </document>
            """
    }

    /// A table in a 100-point scroll view without a horizontal scroller (so its columns are fitted),
    /// with these columns (width, minimum width) and autoresizing style.
    static func table(style: String, columns: [(String, String)]) -> String {
        let list = columns.enumerated().map { index, column in
            """
            <tableColumn identifier="c\(index)" width="\(column.0)" minWidth="\(column.1)" maxWidth="1e308" id="k\(index)">
            <tableHeaderCell key="headerCell" title="T" id="h\(index)"/><textFieldCell key="dataCell" title="x" id="d\(index)"/>
            <tableColumnResizingMask key="resizingMask" resizeWithTable="YES"/></tableColumn>
            """
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <scrollView hasHorizontalScroller="NO" id="s"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <clipView key="contentView" id="c"><rect key="frame" x="1" y="1" width="98" height="98"/><subviews>
            <tableView columnAutoresizingStyle="\(style)" id="t"><rect key="frame" x="0" y="0" width="98" height="98"/>
            <tableColumns>\(list)</tableColumns></tableView></subviews></clipView></scrollView>
            </objects>
            </document>
            """
    }

    @Test("columns of extreme widths are fitted in bounded work by every autoresizing style", arguments: [
        "uniform", "sequential", "reverseSequential", "lastColumnOnly", "firstColumnOnly", "none",
    ], [
        [("1e308", "0"), ("1e308", "0")], [("1e308", "1e308"), ("-1e308", "0")], [("-5", "-1e308"), ("1e300", "1e-300")],
        Array(repeating: ("1000", "0.5"), count: 200),
    ])
    func extremeColumns(style: String, columns: [(String, String)]) throws {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(AppKitHostileTests.table(style: style, columns: columns).utf8), path: "t.xib", diagnostics: &diagnostics))
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        #expect(archive.objects.contains { _ in true })
    }

    @Test("view-based tables nested in cell views compile up to 8 deep; deeper, an error at the cell view", arguments: [(3, false), (8, false), (9, true), (24, true)])
    func nestedCellNibs(depth: Int, refused: Bool) throws {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(Self.nestedTables(depth: depth).utf8), path: "Nested.xib", diagnostics: &diagnostics))
        let archive = NibCompiler.compile(document, diagnostics: &diagnostics)
        #expect(archive != nil)
        let errors = diagnostics.all.filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains("nested more than 8 deep") } == refused, "\(errors.map(\.message))")
        if refused {
            // The error points at the ninth cell view (`v8`), the first one not compiled.
            let line = Self.nestedTables(depth: depth).split(separator: "\n", omittingEmptySubsequences: false)
                .firstIndex { $0.contains("<tableCellView id=\"v8\"") }.map { $0 + 1 }
            #expect(errors.first?.location.line == line)
        }
    }

    @Test("a binding's options: numbers and strings compiled, a nil option reported at its line, not dropped silently")
    func nilBindingOption() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <customView id="root"><rect key="frame" x="0" y="0" width="100" height="100"/>
            <connections>
            <binding destination="-2" name="hidden" keyPath="isHidden" id="b">
            <dictionary key="options">
            <integer key="NSNullPlaceholder" value="-1"/>
            <nil key="NSValueTransformer"/>
            </dictionary>
            </binding>
            </connections>
            </customView>
            </objects>
            </document>
            """
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Binding.xib", diagnostics: &diagnostics))
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        #expect(archive.classes.contains { $0.name == "NSNibBindingConnector" })
        let warnings = diagnostics.all.filter { $0.severity == .warning }
        #expect(warnings.contains { $0.location.line == 10 && $0.message.contains("<nil>") }, "\(warnings.map(\.description))")
        #expect(!warnings.contains { $0.location.line == 9 }, "\(warnings.map(\.description))")
    }
}

/// The binary property lists of inline images (KeyedArchive.swift) come from the document: each
/// lie about a size or an offset reads as nil, never as a crash or unbounded work.
@Suite("Binary property lists")
struct BinaryPropertyListTests {
    /// A list of the `objects` given as encoded bytes (each one object), the first the top.
    static func list(_ objects: [[UInt8]], referenceSize: UInt8 = 1) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, referenceSize]
        for value in [UInt64(objects.count), 0, UInt64(table)] { bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return bytes
    }

    @Test("well-formed lists read back", arguments: [
        ([[0x10, 0x2A]], PropertyListValue.integer(42)),
        ([[0x53] + Array("abc".utf8)], .string("abc")),
        ([[0x42, 1, 2]], .data([1, 2])),
        ([[0xA2, 1, 2], [0x09], [0x08]], .array([.bool(true), .bool(false)])),
        ([[0xD1, 1, 2], [0x51, 0x6B], [0x80, 0x07]], .dictionary([("k", .uid(7))])),
    ])
    func wellFormed(_ objects: [[UInt8]], _ expected: PropertyListValue) {
        #expect(BinaryPropertyList.read(BinaryPropertyListTests.list(objects)) == expected)
    }

    @Test("malformed lists read as nil", arguments: [
        ("not a list", Array("hello world, this is not a property list at all".utf8)),
        ("an array that holds itself", list([[0xA1, 0]])),
        ("arrays that hold the next one twice, 60 deep", list((0..<60).map { [0xA2, UInt8($0 + 1), UInt8($0 + 1)] } + [[0x09]])),
        ("a reference past the table", list([[0xA1, 9]])),
        ("a string longer than the bytes", list([[0x5F, 0x13, 0xFF, 0xFF]])),
        ("a dictionary key that is no string", list([[0xD1, 1, 1], [0x10, 1]])),
        ("an integer wider than 8 bytes", list([[0x14, 0, 0]])),
    ])
    func malformed(_ name: String, _ bytes: [UInt8]) {
        #expect(BinaryPropertyList.read(bytes) == nil, "\(name)")
    }

    @Test("every byte of a list changed in turn reads without a crash, in bounded work")
    func mutations() {
        let valid = BinaryPropertyListTests.list([[0xD2, 1, 2, 3, 4], [0x51, 0x61], [0x51, 0x62], [0xA2, 5, 5], [0x42, 1, 2], [0x10, 3]])
        #expect(BinaryPropertyList.read(valid) != nil)
        for index in valid.indices {
            for value: UInt8 in [0x00, 0x0F, 0x7F, 0xFF] {
                var mutant = valid
                mutant[index] = value
                _ = BinaryPropertyList.read(mutant)
            }
        }
    }
}

/// Keyed archives whose objects name each other in a loop are no image, read in bounded work.
@Suite("Keyed archives")
struct KeyedArchiveHostileTests {
    static func text(_ string: String) -> [UInt8] {
        let bytes = Array(string.utf8)
        return bytes.count < 15 ? [0x50 | UInt8(bytes.count)] + bytes : [0x5F, 0x10, UInt8(bytes.count)] + bytes
    }

    /// An NSKeyedArchiver list whose root object names itself under two keys.
    static let cyclicArchive: [UInt8] = BinaryPropertyListTests.list([
        [0xD3, 1, 2, 3, 4, 5, 6], text("$archiver"), text("$objects"), text("$top"), text("NSKeyedArchiver"), [0xA3, 7, 8, 9], [0xD1, 10, 11],
        text("$null"), [0xD3, 12, 13, 14, 15, 11, 11], [0xD1, 16, 17], text("root"), [0x80, 0x01], text("$class"), text("a"), text("b"),
        [0x80, 0x02], text("$classname"), text("NSImage"),
    ])

    @Test("an inline image whose archived object holds itself compiles as a named image, without a hang")
    func cycle() throws {
        let archive = try #require(BinaryPropertyList.read(KeyedArchiveHostileTests.cyclicArchive))
        #expect(archive["$archiver"] == .string("NSKeyedArchiver"))
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <customObject id="-2" userLabel="File's Owner"/>
            <button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="loop" imagePosition="only" id="c"/></button>
            </objects>
            <resources><image name="loop" width="1" height="1">
            <mutableData key="keyedArchiveRepresentation">\(Base64.encode(KeyedArchiveHostileTests.cyclicArchive))</mutableData>
            </image></resources>
            </document>
            """
        var diagnostics = Diagnostics()
        let parsed = try #require(IBDocument.parse(Array(document.utf8), path: "loop.xib", diagnostics: &diagnostics))
        let nib = try #require(NibCompiler.compile(parsed, diagnostics: &diagnostics))
        #expect(nib.dump().contains("NSCustomResource"))
        // Not dropped silently: the warning is at the archived form's line.
        let warning = try #require(diagnostics.all.first { $0.message.contains("does not read as an image") })
        #expect(warning.location.line == 9)
    }

    @Test("an archived image that is not base64 is named, with a warning at its <mutableData>", arguments: ["%%%", "", "AAAA"])
    func unreadable(_ text: String) throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa">
            <objects>
            <button id="b"><rect key="frame" x="0" y="0" width="10" height="10"/>
            <buttonCell key="cell" type="square" bezelStyle="shadowlessSquare" image="x" imagePosition="only" id="c"/></button>
            </objects>
            <resources><image name="x" width="1" height="1">
            <mutableData key="keyedArchiveRepresentation">\(text)</mutableData>
            </image></resources>
            </document>
            """
        var diagnostics = Diagnostics()
        let parsed = try #require(IBDocument.parse(Array(document.utf8), path: "x.xib", diagnostics: &diagnostics))
        let nib = try #require(NibCompiler.compile(parsed, diagnostics: &diagnostics))
        #expect(nib.dump().contains("NSCustomResource"))
        #expect(diagnostics.all.contains { $0.message.contains("'x' does not read as an image") && $0.location.line == 8 })
    }
}
