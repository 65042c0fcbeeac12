// AppKitNibFormatTests.swift — AppKit's `NibFormat` against Apple's nibs, before any macOS document
// is lowered: the root's and `NSIBObjectData`'s keys, each connector's keys, a whole nib (the
// `minimal` pair's, whose objects are File's Owner and the Application), and the order of document
// ids (FIELD-GUIDE-APPKIT §2, §4, §17; `AppKitNibFormat.swift`).

import Foundation
import InterfaceBuilder
import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiler

@Suite("AppKit's nib format")
struct AppKitNibFormatTests {
    /// The key sequences of each class's objects in the corpus's AppKit nibs (those with an
    /// `NSIBObjectData`), with how many objects have each, and how many nibs there are.
    static let appleKeys: (byClass: [String: [[String]: Int]], nibs: Int) = {
        var result: [String: [[String]: Int]] = [:]
        var nibs = 0
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes), archive.classes.contains(where: { $0.name == "NSIBObjectData" })
            else { continue }
            nibs += 1
            for index in archive.objects.indices {
                let keys = archive.values(ofObject: index).map { archive.key(of: $0) }
                result[archive.className(ofObject: index), default: [:]][keys, default: 0] += 1
            }
        }
        return (result, nibs)
    }()

    static func emptyContents(owner: ObjectGraph.ID?) -> NibContents {
        NibContents(topLevel: [], objects: [], owner: owner, connections: [], accessibility: [], runtimeAttributes: [], traitStorageLists: [])
    }

    @Test("the root and its NSIBObjectData have the keys of every AppKit nib, in their order", .needsCorpus)
    func rootKeys() throws {
        var graph = ObjectGraph()
        let owner = graph.add("NSCustomObject")
        let root = AppKitNibFormat.root(AppKitNibFormatTests.emptyContents(owner: owner), options: CompileOptions(), in: &graph)
        let (apple, nibs) = AppKitNibFormatTests.appleKeys
        #expect(nibs >= 128)
        #expect(apple["NSObject"]?.filter { $0.key.first == "IB.objectdata" } == [graph[root].entries.map(\.key): nibs])
        guard case .object(let objectData)? = graph[root].entries.first?.value else { Issue.record("no object data"); return }
        #expect(apple["NSIBObjectData"] == [graph[objectData].entries.map(\.key): nibs])
    }

    @Test("each connector has its class's keys as Apple's nibs write them", .needsCorpus, arguments: [
        (NibConnection.Kind.outlet, true, "NSNibOutletConnector"),
        (.action(events: nil), true, "NSNibControlConnector"),
        (.action(events: nil), false, "NSNibControlConnector"),  // to the First Responder
    ])
    func connectorKeys(_ kind: NibConnection.Kind, _ hasDestination: Bool, _ className: String) throws {
        var graph = ObjectGraph()
        let connection = NibConnection(
            kind: kind, label: "x", source: graph.add("NSCustomObject"), destination: hasDestination ? graph.add("NSCustomObject") : nil)
        let made = AppKitNibFormat.connector(connection, in: &graph)
        #expect(graph[made].className == className)
        let apple = try #require(AppKitNibFormatTests.appleKeys.byClass[className])
        let keys = graph[made].entries.map(\.key)
        #expect(apple[keys, default: 0] > 0, "Apple's \(className)s have \(apple), not \(keys)")
    }

    @Test("the minimal pair's nib, from its two objects made as FIELD-GUIDE-APPKIT §4 says", .needsCorpus)
    func minimalNib() throws {
        let expected = try #require(Corpus.root).appendingPathComponent("conformance/macos/minimal/expected/minimal.nib")
        let apple = try NibArchive(bytes: [UInt8](Data(contentsOf: expected)))
        // <customObject id="-2" customClass="NSApplication"/> and <customObject id="-3"/>.
        var graph = ObjectGraph()
        let name = graph.string("NSApplication")
        let reference = graph.add("IBClassReference", [
            .init("IBClassName", .object(graph.string("NSApplication"))), .init("IBModuleName", .null), .init("IBModuleProvider", .null),
        ])
        let owner = graph.add("NSCustomObject", [.init("IBClassReference", .object(reference)), .init("NSClassName", .object(name))])
        let application = graph.add("NSCustomObject", [.init("NSClassName", .object(graph.string("NSApplication")))])
        var contents = AppKitNibFormatTests.emptyContents(owner: owner)
        (contents.objects, contents.parents) = ([application], [owner])
        let root = AppKitNibFormat.root(contents, options: CompileOptions(), in: &graph)
        let ours = AppKitNibFormat.builder.build(graph, root: root)
        #expect(ours.dump() == apple.dump())
    }

    @Test("document ids in ibtool's order", arguments: [
        ("72", "1680", true), ("1680", "72", false), ("-2", "72", true), ("9", "abc-de-fgh", true),
        ("ABC-de-fgh", "abc-de-fgh", true), ("abc-de-fgh", "abc-de-fgh", false), ("a", "ab", true), ("007", "8", true),
    ])
    func idOrder(_ left: String, _ right: String, _ precedes: Bool) {
        #expect(AppKitNibFormat.precedes(left, right) == precedes)
    }

    @Test("connectors: outlets before actions, then by source id, then label; ties keep document order")
    func connectorOrder() {
        func connection(_ kind: NibConnection.Kind, _ label: String, _ id: String) -> NibConnection {
            NibConnection(kind: kind, label: label, source: ObjectGraph.ID(index: 0), destination: nil, sourceID: id)
        }
        let ordered = AppKitNibFormat.ordered([
            connection(.action(events: nil), "copy:", "12"), connection(.outlet, "window", "-2"), connection(.outlet, "delegate", "1680"),
            connection(.outlet, "b", "72"), connection(.outlet, "a", "72"), connection(.action(events: nil), "paste:", "9"),
        ])
        #expect(ordered.map(\.label) == ["window", "a", "b", "delegate", "paste:", "copy:"])
    }
}

/// Standard color spaces: ibtool writes the profile of the space an `NSID` names beside it.
@Suite("AppKit's standard color spaces")
struct AppKitColorSpaceTests {
    @Test("every NSColorSpace of Apple's nibs carries the ICC profile nibc writes for its NSID", .needsCorpus)
    func profiles() throws {
        let ours: [Int64: (model: Int64?, profile: [UInt8])] = [9: (0, ICCProfiles.genericGrayGamma22), 7: (nil, ICCProfiles.sRGB)]
        var spaces = 0
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes) else { continue }
            for index in archive.objects.indices where archive.className(ofObject: index) == "NSColorSpace" {
                spaces += 1
                let payload = { (key: String) in archive.value(forKey: key, inObject: index)?.payload }
                guard case .int8(let id)? = payload("NSID"), let expected = ours[Int64(id)] else {
                    Issue.record("\(Corpus.relativePath(nib.url)): a color space without a known NSID"); continue
                }
                if case .int8(let model)? = payload("NSModel") { #expect(expected.model == Int64(model)) } else { #expect(expected.model == nil) }
                guard case .object(let data)? = payload("NSICC"), case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: Int(data))?.payload
                else { Issue.record("\(Corpus.relativePath(nib.url)): no NSICC"); continue }
                #expect(bytes == expected.profile, "\(Corpus.relativePath(nib.url)): NSID \(id)")
            }
        }
        #expect(spaces >= 83)
    }

    @Test("every color of Apple's nibs in a standard space: its components give its calibrated value (gray within a Float ulp, RGB within 2e-3)", .needsCorpus)
    func calibratedValues() throws {
        var (grays, colors) = (0, 0)
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes) else { continue }
            func text(_ key: String, _ index: Int) -> String? {
                guard case .data(let bytes)? = archive.value(forKey: key, inObject: index)?.payload else { return nil }
                return String(decoding: bytes.filter { $0 != 0 }, as: UTF8.self)
            }
            for index in archive.objects.indices where archive.className(ofObject: index) == "NSColor" {
                guard let components = text("NSComponents", index)?.split(separator: " ").compactMap({ Double($0) }), components.count >= 2 else { continue }
                let values = components.dropLast()
                if let white = text("NSWhite", index) {
                    grays += 1
                    // (Within a Float's last bit: ColorSync computes in Float with a curve of its own.)
                    let apple = try #require(white.split(separator: " ").first.flatMap { Double($0) })
                    #expect(abs(AppKitColors.calibratedWhite(genericGray22: values[0]) - apple) < 1e-7, "\(values[0]) → \(apple)")
                } else if let rgb = text("NSRGB", index)?.split(separator: " ").compactMap({ Double($0) }) {
                    colors += 1
                    for (ours, apple) in zip(AppKitColors.calibratedRGB(sRGB: Array(values)), rgb) {
                        #expect(abs(ours - apple) < 2e-3, "\(Corpus.relativePath(nib.url)): \(values) → \(rgb)")
                    }
                }
            }
        }
        #expect(grays >= 200 && colors >= 10, "\(grays) grays, \(colors) RGB colors")
    }
}

/// AppKit's named images: ibtool records the size the compiling Mac draws them at.
@Suite("AppKit's system images")
struct AppKitSystemImageTests {
    @Test("every AppKit image of Apple's nibs has the design size nibc's table gives its name", .needsCorpus)
    func designSizes() throws {
        var checked = 0
        for nib in Corpus.nibArchives() {
            guard let archive = try? NibArchive(bytes: nib.bytes) else { continue }
            func text(_ key: String, _ index: Int) -> String? {
                guard case .object(let object)? = archive.value(forKey: key, inObject: index)?.payload,
                    case .data(let bytes)? = archive.value(forKey: "NS.bytes", inObject: Int(object))?.payload
                else { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            for index in archive.objects.indices where archive.className(ofObject: index) == "NSCustomResource" {
                guard text("IBNamespaceID", index) == "system", archive.value(forKey: "NSCatalogName", inObject: index) == nil,
                    let name = text("NSResourceName", index), case .object(let value)? = archive.value(forKey: "IBDesignSize", inObject: index)?.payload
                else { continue }
                let size = try #require(AppKitClasses.systemImageSizes[name], "\(name) in \(Corpus.relativePath(nib.url))")
                #expect(text("NS.sizeval", Int(value)) == AppKitGeometry.size(size.0, size.1), "\(name) in \(Corpus.relativePath(nib.url))")
                checked += 1
            }
        }
        #expect(checked >= 13)
    }
}

/// The macOS lowering as far as it goes (`LowerAppKitXib.swift`), against the macOS pairs.
@Suite("AppKit's lowering, so far")
struct AppKitLoweringTests {
    /// Each macOS pair with a xib: its case name, the document, and Apple's nib (the newest
    /// `keyedobjects-…` NIBArchive of a nib directory).
    static let pairs: [(name: String, document: IBDocument, apple: NibArchive)] = {
        guard let root = Corpus.root else { return [] }
        let folder = root.appendingPathComponent("conformance/macos")
        let cases = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return cases.sorted().compactMap { name in
            let directory = folder.appendingPathComponent(name)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            guard let xib = files.first(where: { $0.hasSuffix(".xib") }),
                let expected = try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("expected").path).first
            else { return nil }
            var nib = directory.appendingPathComponent("expected").appendingPathComponent(expected)
            if let inner = try? FileManager.default.contentsOfDirectory(atPath: nib.path) {
                // (`keyedobjects.nib` is the keyed archive for systems before 10.13; the NIBArchive is
                // the newest `keyedobjects-<version>.nib`.)
                guard let newest = inner.filter({ $0.hasPrefix("keyedobjects-") }).sorted().last else { return nil }
                nib = nib.appendingPathComponent(newest)
            }
            var diagnostics = Diagnostics()
            guard let bytes = FileManager.default.contents(atPath: directory.appendingPathComponent(xib).path),
                let document = IBDocument.parse([UInt8](bytes), path: xib, diagnostics: &diagnostics),
                let data = FileManager.default.contents(atPath: nib.path), let apple = try? NibArchive(bytes: [UInt8](data))
            else { return nil }
            return (name, document, apple)
        }
    }()

    static func compiled(_ document: IBDocument) -> NibArchive? {
        var diagnostics = Diagnostics()
        return NibCompiler.compile(document, diagnostics: &diagnostics)
    }

    /// The lines of a dump from `NSRoot` to the next key of the object data.
    static func ownerLines(_ archive: NibArchive) -> [Substring] {
        let lines = archive.dump().split(separator: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix("    NSRoot = ") }) else { return [] }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("    ") && !$0.hasPrefix("     ") } ?? lines.endIndex
        return Array(lines[start..<end])
    }

    @Test("documents of File's Owner, the Application and connections only, and a PDF view's, compile to Apple's nib", .needsCorpus, arguments: ["minimal", "with-app-class", "test34-pdfview"])
    func wholeNibs(_ name: String) throws {
        let pair = try #require(AppKitLoweringTests.pairs.first { $0.name == name })
        let ours = try #require(AppKitLoweringTests.compiled(pair.document))
        #expect(ours.dump() == pair.apple.dump())
    }

    @Test("File's Owner is Apple's NSRoot in every macOS pair", .needsCorpus)
    func owners() throws {
        let pairs = AppKitLoweringTests.pairs
        #expect(pairs.count >= 100)
        var same = 0
        for pair in pairs {
            let ours = try #require(AppKitLoweringTests.compiled(pair.document))
            let (mine, apple) = (AppKitLoweringTests.ownerLines(ours), AppKitLoweringTests.ownerLines(pair.apple))
            #expect(mine == apple, "\(pair.name)")
            if mine == apple { same += 1 }
        }
        print("AppKit File's Owner: \(same) of \(pairs.count) pairs as Apple's")
    }
}

/// Plans per platform: the same element names a platform's own class in each.
@Suite("Plans per platform")
struct PlatformPlansTests {
    static let elements: [(element: String, uikit: String?, appkit: String?)] = [
        ("button", "UIButton", "NSButton"), ("view", "UIView", "NSView"), ("textField", "UITextField", "NSTextField"),
        ("stackView", "UIStackView", "NSStackView"), ("constraint", "NSLayoutConstraint", "NSLayoutConstraint"),
        ("window", "UIWindow", "NSWindowTemplate"),  // what the nibs archive: the template, not the window
        ("navigationBar", "UINavigationBar", nil), ("menuItem", nil, "NSMenuItem"),
    ]

    @Test("an element compiles to its platform's class, a shared one to the shared table's", arguments: PlatformPlansTests.elements)
    func elementClasses(_ expected: (element: String, uikit: String?, appkit: String?)) {
        #expect(ArchivePlans.standard.byElement[expected.element] == expected.uikit)
        #expect(ArchivePlans.standardAppKit.byElement[expected.element] == expected.appkit)
    }

    @Test("view controllers are the controller classes' elements; a scene's controller may be a storyboard reference, AppKit's window controller or application")
    func controllers() {
        #expect(ArchivePlans.standard.controllerElements.contains("tableViewController"))
        #expect(!ArchivePlans.standard.controllerElements.contains("viewControllerPlaceholder"))
        #expect(ArchivePlans.standard.sceneControllerElements.contains("viewControllerPlaceholder"))
        for element in ["viewController", "splitViewController", "tabViewController"] {
            #expect(ArchivePlans.standardAppKit.controllerElements.contains(element), "\(element)")
        }
        #expect(!ArchivePlans.standardAppKit.controllerElements.contains("controllerPlaceholder"))
        for element in ["windowController", "application", "controllerPlaceholder", "viewController"] {
            #expect(ArchivePlans.standardAppKit.sceneControllerElements.contains(element), "\(element)")
        }
        #expect(!ArchivePlans.standardAppKit.sceneControllerElements.contains("window"))
    }
}
