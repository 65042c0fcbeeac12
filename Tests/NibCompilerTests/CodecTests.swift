// CodecTests.swift — every codec both ways (Codecs.swift): for each `archive` line of the class
// model that reads an attribute, `decode(encode(x)) == x` over every enumeration case, the
// attribute's default, its absence, and a table of values of its domain. Where a codec loses
// something (`loss`: a Float's rounding, enumeration aliases), the comparison is the one the
// loss leaves: the same Float, the same raw value.

import InterfaceBuilder
import NibArchive
@testable import NibCompiler
import Testing

@Suite("Codecs both ways")
struct CodecTests {
    /// Values of each domain beyond its enumeration cases and default.
    static func samples(of domain: IBDomain) -> [String] {
        switch domain {
        case .bool: ["YES", "NO"]
        case .integer: ["0", "1", "-3", "42", "1000"]
        case .number: ["0", "1", "0.5", "2.25", "17", "-4", "0.1", "1.0"]
        case .size: ["0", "12.5"]
        case .text: ["", "Hello", "a b <&> é"]
        case .reference: ["abc-de-fgh"]
        case .enumeration(let cases): cases.map(\.name)
        }
    }

    /// Every line of the model that reads an attribute through a codec, with the attribute it reads.
    static let lines: [(line: IBArchivedKey, declared: IBAttributeDeclaration)] = {
        let model = IBClassModel.standard
        var lines: [(IBArchivedKey, IBAttributeDeclaration)] = []
        for declaration in model.declarations where declaration.platform == .uikit || declaration.platform == .document {
            let reader = UIKitRecipes.modelClass(RecipeTests.readers[declaration.name] ?? declaration.name) ?? declaration
            for line in declaration.archivedKeys {
                guard case .attribute(let name) = line.source, let declared = model.attribute(name, of: reader) else { continue }
                lines.append((line, declared))
            }
        }
        return lines
    }()

    @Test("decode(encode(x)) == x for every attribute codec of the model", arguments: lines.indices)
    func roundTrip(index: Int) throws {
        let (line, declared) = CodecTests.lines[index]
        let codec = try #require(line.codec.flatMap(KeyRecipe.Codec.init))
        // Codecs whose value is not the attribute's text alone are the lowering's (and say so).
        if case .present = codec {
            #expect(codec.loss != nil)
            return
        }
        var values: [String?] = [nil] + CodecTests.samples(of: declared.domain)
        if let defaultValue = declared.defaultValue { values.append(defaultValue) }
        for value in values {
            let encoded = codec.encode(value, declared: declared)
            // An empty image name is no image (the codec's loss).
            if case .image = codec, value == "" {
                #expect(encoded == nil)
                continue
            }
            // An enumeration name the model gives no raw value (`TopLeft`, an old Xcode's spelling)
            // is left out, and the compiler warns that it is not compiled.
            if let value, case .enumeration = declared.domain, declared.domain.rawValue(of: value) == nil {
                if case .enumeration(.never) = codec { continue }
                #expect(encoded == nil, "\(line.owner): \(line.declaration) writes '\(value)', which has no raw value")
                continue
            }
            let decoded = codec.decode(encoded, declared: declared)
            let context = "\(line.owner): \(line.declaration) of \(value.map { "'\($0)'" } ?? "nothing") → \(String(describing: encoded))"
            // What IB leaves out: nothing written, or the default.
            let effective = value ?? declared.defaultValue
            let isDefault = effective == nil || CodecTests.same(effective!, declared.defaultValue, codec: codec, domain: declared.domain)
            switch decoded {
            case .absent?:
                #expect(isDefault, "\(context): came back absent")
            case .attribute(let text)?:
                #expect(!isDefault || value != nil, "\(context): came back as '\(text)' though left out")
                #expect(CodecTests.same(text, effective, codec: codec, domain: declared.domain), "\(context): came back as '\(text)'")
            case nil:
                Issue.record("\(context): no inverse")
            }
        }
    }

    /// Whether two texts of an attribute are one value, up to what the codec loses.
    static func same(_ a: String, _ b: String?, codec: KeyRecipe.Codec, domain: IBDomain) -> Bool {
        guard let b else { return false }
        if a == b { return true }
        if case .enumeration = domain { return domain.rawValue(of: a) != nil && domain.rawValue(of: a) == domain.rawValue(of: b) }
        guard let x = Double(a), let y = Double(b) else { return false }
        switch codec {
        case .float, .alwaysFloat, .writtenFloat: return Float(x) == Float(y)
        default: return x == y
        }
    }

    @Test("a codec that loses information says what, and the others lose nothing")
    func losses() {
        let lossy: [KeyRecipe.Codec] = [
            .float, .alwaysFloat, .writtenFloat, .enumeration(.atDefault), .writtenEnumeration, .present(writes: .bool(true)), .image,
        ]
        for codec in lossy { #expect(codec.loss != nil, "\(codec)") }
        let lossless: [KeyRecipe.Codec] = [
            .integer, .boolean, .double(always: true), .string, .localizable(mutable: false), .localizable(mutable: true), .reference,
            .flag(when: "YES", writes: .bool(true)), .either(when: "NO", writes: .integer(2), otherwise: .integer(1)),
        ]
        for codec in lossless { #expect(codec.loss == nil, "\(codec)") }
    }

    /// Each spelling of a codec and a constant in an `archive` line, and what it means.
    static let spellings: [(text: String, codec: KeyRecipe.Codec?)] = [
        ("flag(YES:true)", .flag(when: "YES", writes: .bool(true))),
        ("flag(NO:0)", .flag(when: "NO", writes: .integer(0))),
        ("either(NO:2,1)", .either(when: "NO", writes: .integer(2), otherwise: .integer(1))),
        ("enum(unless:0)", .enumeration(.atRaw(0))),
        ("size(50,50)", .size(omit: .size(width: 50, height: 50))),
        ("float(always)", .alwaysFloat),
        ("flag(YES)", nil), ("float(sometimes)", nil), ("enum(unless:x)", nil), ("colour", nil),
    ]

    @Test("codec spellings", arguments: spellings.indices)
    func spelling(index: Int) throws {
        let (text, expected) = CodecTests.spellings[index]
        let parsed = try #require(IBClassModel(tables: [(.uikit, "class A\n    archive K x \(text)\n    x bool =NO")]).declaration("A", on: .uikit))
        let codec = parsed.archivedKeys.first?.codec.flatMap(KeyRecipe.Codec.init)
        #expect(codec.map { "\($0)" } == expected.map { "\($0)" }, "\(text)")
    }
}
