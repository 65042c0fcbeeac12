// FontTests.swift — fonts held against Apple's nibs where no source/output pair shows them: a
// Dynamic Type font (`<fontDescription style="UICTFontTextStyle…"/>`) must be the UIFont ibtool
// writes for the same style, key for key (FORMAT.md, "Fonts"). The reference is the Intune SDK's
// nibs built for iOS 13+ (its `objects-13.0+.nib` members: every text-style UIFont in them); nil
// values count for nothing, as in the judge.

import Foundation
import InterfaceBuilder
import NibArchive
@testable import NibCompiler
import NibTestSupport
import Testing

@Suite("Fonts")
struct FontTests {
    /// The Apple nibs with text-style fonts, relative to the corpus root.
    static let references = [
        "nibs/microsoftconnect__ms-intune-app-sdk-ios/Release__IntuneMAM.framework__IntuneMAMResources.bundle__MTDComplianceViewController.nib/objects-13.0+.nib",
        "nibs/microsoftconnect__ms-intune-app-sdk-ios/Release__IntuneMAM.framework__IntuneMAMResources.bundle__MTDComplianceViewControllerUnlistedMTDApp.nib/objects-13.0+.nib",
    ]

    /// A value as text: primitives by value, strings by content, other objects by class.
    static func render(_ value: NibArchive.Value, in archive: NibArchive) -> String? {
        switch value.payload {
        case .null: return nil
        case .object(let index):
            let className = archive.className(ofObject: index)
            if className == "NSString", let bytes = archive.value(forKey: "NS.bytes", inObject: index), case .data(let data) = bytes.payload {
                return "'\(String(decoding: data, as: UTF8.self))'"
            }
            return className
        default: return "\(value.payload)"
        }
    }

    /// Each text-style UIFont of `archive`: its style → its keys and values (nil ones left out).
    static func textStyleFonts(in archive: NibArchive) -> [String: [String]] {
        var fonts: [String: [String]] = [:]
        for index in archive.objects.indices where archive.className(ofObject: index) == "UIFont" {
            guard let style = archive.value(forKey: "UIIBTextStyle", inObject: index).flatMap({ render($0, in: archive) }) else { continue }
            fonts[style] = archive.values(ofObject: index).compactMap { value in
                render(value, in: archive).map { "\(archive.key(of: value)) = \($0)" }
            }
        }
        return fonts
    }

    @Test("a text-style font is the UIFont ibtool writes for the style (Intune's iOS 13+ nibs)", .needsCorpus)
    func textStyles() throws {
        let root = try #require(Corpus.root)
        var expected: [String: [String]] = [:]
        for path in FontTests.references {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            expected.merge(FontTests.textStyleFonts(in: try NibArchive(bytes: [UInt8](data)))) { first, _ in first }
        }
        try #require(expected.count >= 4, "the reference nibs carry Body, Footnote, Caption1 and Title1")
        let labels = expected.keys.sorted().enumerated().map { index, style in
            let name = style.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            return #"<label text="L" id="l\#(index)"><rect key="frame" x="0" y="0" width="100" height="20"/><fontDescription key="fontDescription" style="\#(name)"/></label>"#
        }
        var (document, diagnostics) = resolvedDocument(ClassChainTests.document(labels.joined()), path: "Fonts.xib")
        let resolved = try #require(document, "\(diagnostics)")
        let archive = try #require(NibCompiler.compile(resolved, diagnostics: &diagnostics))
        #expect(!diagnostics.all.contains { $0.message.contains("fontDescription") }, "\(diagnostics.all)")
        let actual = FontTests.textStyleFonts(in: archive)
        for (style, keys) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(actual[style] == keys, "\(style)")
        }
        document = nil
    }

    @Test("adjustsFontForContentSizeCategory is UIAdjustsFontForContentSizeCategory, between the text and the font (27 of 27 labels in Apple's nibs)")
    func adjustsFontForContentSizeCategory() throws {
        let label = #"<label text="L" adjustsFontForContentSizeCategory="YES" id="x"><rect key="frame" x="0" y="0" width="100" height="20"/><fontDescription key="fontDescription" style="UICTFontTextStyleBody"/></label>"#
        var (document, diagnostics) = resolvedDocument(ClassChainTests.document(label), path: "Fonts.xib")
        let resolved = try #require(document, "\(diagnostics)")
        let archive = try #require(NibCompiler.compile(resolved, diagnostics: &diagnostics))
        let object = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UILabel" })
        let keys = archive.values(ofObject: object).map { archive.key(of: $0) }
        let position = try #require(keys.firstIndex(of: "UIAdjustsFontForContentSizeCategory"))
        #expect(keys[position - 1] == "UIText" && keys[position + 1] == "UIFont", "\(keys)")
        document = nil
    }

    /// A font descriptor as text: its attributes' class, each key and value in order (numbers with
    /// their type), and its options.
    static func descriptor(_ index: Int, in archive: NibArchive) -> (text: String, font: String)? {
        guard let attributes = archive.value(forKey: "UIFontDescriptorAttributes", inObject: index), case .object(let dictionary) = attributes.payload
        else { return nil }
        var parts = [archive.className(ofObject: dictionary)]
        var pairs: [String: String] = [:]
        var key: String?
        for value in archive.values(ofObject: dictionary) where archive.key(of: value) == "UINibEncoderEmptyKey" {
            guard case .object(let item) = value.payload else { continue }
            var text = render(value, in: archive) ?? "nil"
            if archive.className(ofObject: item) == "NSNumber", let number = archive.values(ofObject: item).first { text = "\(number.payload)" }
            if let pending = key {
                pairs[pending] = text
                parts.append("\(pending) = \(text)")
                key = nil
            } else {
                key = text
            }
        }
        // (An NSDictionary's order is its hash table's: the same two keys come either way round in
        // Apple's nibs. The pairs are compared as a set.)
        parts = [parts[0]] + parts.dropFirst().sorted()
        if let options = archive.value(forKey: "UIFontDescriptorOptions", inObject: index) { parts.append("options \(options.payload)") }
        // The `<fontDescription>` Interface Builder writes for it.
        let size = pairs["'NSFontSizeAttribute'"].flatMap { text in Double(text.filter { "0123456789.".contains($0) }) } ?? 17
        let sizeText = size == size.rounded() ? String(Int(size)) : String(size)
        let font: String
        if let name = pairs["'NSFontNameAttribute'"] {
            font = #"name="\#(name.dropFirst().dropLast())" family="F" pointSize="\#(sizeText)""#
        } else if pairs["'NSCTFontUIUsageOverrideAttribute'"] != nil {
            font = #"type="boldSystem" pointSize="\#(sizeText)""#
        } else {
            let usage = pairs["'NSCTFontUIUsageAttribute'"].map { String($0.dropFirst().dropLast()) } ?? ""
            guard let weight = Lowering.systemFontWeights.first(where: { $0.value.usage == usage })?.key else { return nil }
            font = #"type="system" weight="\#(weight)" pointSize="\#(sizeText)""#
        }
        return (parts.joined(separator: ", "), font)
    }

    @Test("coder-10 font descriptors: every descriptor of the corpus's coder-10 nibs is the one nibc writes for its font at SDK 15 or 17", .needsCorpus)
    func coder10Descriptors() throws {
        let root = try #require(Corpus.root)
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("nibs"), includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        // Apple's descriptors by the SDK nibc reads them as (options: 17, none: 15), with their fonts.
        var expected: [SDKVersion: [String: String]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let data = try? Data(contentsOf: file), data.starts(with: Array("NIBArchive".utf8)), let archive = try? NibArchive(bytes: [UInt8](data)),
                archive.coderVersion == 10
            else { continue }
            for index in archive.objects.indices where archive.className(ofObject: index) == "UIFontDescriptor" {
                guard let (text, font) = Self.descriptor(index, in: archive) else { continue }
                let sdk = archive.value(forKey: "UIFontDescriptorOptions", inObject: index) == nil ? SDKVersion(15) : SDKVersion(17)
                expected[sdk, default: [:]][font] = text
            }
        }
        try #require((expected[SDKVersion(17)]?.count ?? 0) >= 5 && (expected[SDKVersion(15)]?.count ?? 0) >= 2, "\(expected)")
        for (sdk, fonts) in expected {
            let labels = fonts.keys.sorted().enumerated().map { index, font in
                #"<label text="L" id="l\#(index)"><rect key="frame" x="0" y="0" width="100" height="20"/><fontDescription key="fontDescription" \#(font)/></label>"#
            }
            var (document, diagnostics) = resolvedDocument(ClassChainTests.document(labels.joined()), path: "Fonts.xib")
            let resolved = try #require(document, "\(diagnostics)")
            let archive = try #require(NibCompiler.compile(resolved, options: CompileOptions(sdk: sdk), diagnostics: &diagnostics))
            var ours: [String: String] = [:]
            for index in archive.objects.indices where archive.className(ofObject: index) == "UIFontDescriptor" {
                if let (text, font) = Self.descriptor(index, in: archive) { ours[font] = text }
            }
            for (font, text) in fonts.sorted(by: { $0.key < $1.key }) {
                #expect(ours[font] == text, "SDK \(sdk), \(font)")
            }
            document = nil
        }
    }
}
