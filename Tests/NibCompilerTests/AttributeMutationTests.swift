// AttributeMutationTests.swift — no attribute changes nothing silently. Attributes of corpus xibs
// are mutated one at a time (YES/NO flipped, numbers moved, an enumeration value swapped for another
// value its domain has), each mutant is compiled, and the mutation must change the compiled nib, or
// come with nibc's warning that this attribute (or the element holding it) is not compiled, or touch
// an attribute that is Interface Builder's own (design time, declared in the class model or by the
// lowering where it meets it). A mutation that does none of these is a silent drop: a failure —
// unless another occurrence of the same attribute changed the nib, which shows the attribute is read
// and that this value is one where it makes no difference (the color space of black).

import Foundation
import InterfaceBuilder
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Attribute mutations")
struct AttributeMutationTests {
    /// How a mutation showed.
    enum Outcome: String, CaseIterable {
        case changed = "changed the nib"
        case warned = "warned as not compiled"
        case designTime = "design time"
        case silent = "silent"
    }

    /// At most this many occurrences of each (element, attribute) kind are mutated.
    static let occurrencesPerKind = 3

    @Test("every mutated attribute changes the nib, is warned as not compiled, or is design time", .needsCorpus)
    func mutations() throws {
        let root = try #require(Corpus.root)
        let conformance = Corpus.files(under: root.appendingPathComponent("conformance/ios")).filter { $0.pathExtension == "xib" }
        let files = conformance + Corpus.uiKitXibs()
        let model = IBClassModel.standard
        var tried: [String: Int] = [:]
        var outcomes: [Outcome: Int] = [:]
        var silent: [String: String] = [:]
        var changedKinds: Set<String> = []
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url))
            let path = Corpus.relativePath(url)
            let (document, _) = resolvedDocument(bytes, path: path)
            guard let document else { continue }
            var baselineDiagnostics = Diagnostics()
            guard let baseline = try NibCompiler.compile(document, diagnostics: &baselineDiagnostics)?.serialized() else { continue }
            let account = NibCompiler.accountAttributes(of: document)
            let statuses = NibCompiler.loweringStatus(of: document)
            let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for entry in account.entries {
                let attribute = document.attributes[entry.attribute]
                let element = document[entry.node].name
                let kind = "\(element).\(attribute.name)"
                // The header chooses the platform and the compiler; it is no attribute of an object.
                guard element != "document" else { continue }
                guard tried[kind, default: 0] < AttributeMutationTests.occurrencesPerKind,
                    let declaration = model.classDeclaration(forElement: element, platform: .uikit),
                    let declared = model.attribute(attribute.name, of: declaration),
                    let mutated = AttributeMutationTests.mutate(attribute.value, in: declared.domain)
                else { continue }
                let location = document.location(ofAttribute: attribute.name, of: entry.node)
                guard let mutant = AttributeMutationTests.replace(attribute.name, at: location, with: mutated, in: lines) else { continue }
                tried[kind, default: 0] += 1
                let outcome: Outcome
                if entry.status == .designTime {
                    outcome = .designTime
                } else {
                    var diagnostics = Diagnostics()
                    let (mutantDocument, _) = resolvedDocument(Array(mutant.utf8), path: path)
                    let compiled = try mutantDocument.flatMap { try NibCompiler.compile($0, diagnostics: &diagnostics)?.serialized() }
                    if compiled != baseline {
                        outcome = .changed
                        changedKinds.insert(kind)
                    } else if AttributeMutationTests.warns(
                        baselineDiagnostics.all + diagnostics.all, element: element, attribute: attribute.name,
                        enclosing: AttributeMutationTests.notCompiledAncestors(entry.node, document, statuses))
                    {
                        outcome = .warned
                    } else {
                        outcome = .silent
                        silent[kind] = "\(path):\(location.line):\(location.column) \(attribute.name)=\"\(attribute.value)\" → \"\(mutated)\""
                    }
                }
                outcomes[outcome, default: 0] += 1
            }
        }
        for (kind, example) in silent.sorted(by: { $0.key < $1.key }) where !changedKinds.contains(kind) {
            Issue.record("silent: \(kind), e.g. \(example)")
        }
        let summary = Outcome.allCases.map { "\(outcomes[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        print("attribute mutations: \(tried.count) (element, attribute) kinds, \(tried.values.reduce(0, +)) mutants: \(summary)")
        #expect(tried.count >= 150)
    }

    /// Another value of the domain: YES ↔ NO, a number moved by 7 (or `infinite` made 100), the
    /// next name of an enumeration (skipping aliases of the same raw value); nil for other domains.
    static func mutate(_ value: String, in domain: IBDomain) -> String? {
        switch domain {
        case .bool: return value == "YES" ? "NO" : "YES"
        case .number, .size:
            guard let number = Double(value) else { return value == "infinite" ? "100" : nil }
            return String(number + 7)
        case .integer:
            return DecimalNumber.integer(value).map { String($0 &+ 7) }
        case .enumeration(let cases):
            guard let index = cases.firstIndex(where: { $0.name == value }) else { return nil }
            let raw = cases[index].value
            for offset in 1..<max(cases.count, 1) {
                let candidate = cases[(index + offset) % cases.count]
                if raw == nil || candidate.value != raw { return candidate.name }
            }
            return nil
        case .reference, .text: return nil
        }
    }

    /// The source with attribute `name`'s value at `location` replaced (nil when it is not found there).
    static func replace(_ name: String, at location: InterfaceBuilder.SourceLocation, with value: String, in lines: [String]) -> String? {
        guard location.line - 1 < lines.count else { return nil }
        var lines = lines
        let line = lines[location.line - 1]
        let characters = Array(line)
        let start = location.column - 1
        let prefix = Array(name + "=\"")
        guard start >= 0, start + prefix.count <= characters.count, Array(characters[start..<(start + prefix.count)]) == prefix,
            let end = characters[(start + prefix.count)...].firstIndex(of: "\"")
        else { return nil }
        lines[location.line - 1] = String(characters[..<(start + prefix.count)]) + value + String(characters[end...])
        return lines.joined(separator: "\n")
    }

    /// The names of the elements around `node` (itself included) that are left out as a whole.
    static func notCompiledAncestors(_ node: Int, _ document: IBDocument, _ statuses: [LoweringStatus]) -> Set<String> {
        var names = Set<String>()
        var current = node
        while current >= 0 {
            if statuses[current] == .notCompiled || statuses[current] == .superclassOnly { names.insert(document[current].name) }
            current = document[current].parent
        }
        return names
    }

    /// Whether a warning says that `attribute` of `element`, or an enclosing element, is not compiled.
    static func warns(_ diagnostics: [Diagnostic], element: String, attribute: String, enclosing: Set<String>) -> Bool {
        diagnostics.contains { diagnostic in
            diagnostic.severity == .warning
                && (diagnostic.message.hasPrefix("attribute '\(attribute)' of <\(element)> is not compiled")
                    || enclosing.contains { diagnostic.message.hasPrefix("<\($0)> is not compiled") || diagnostic.message.hasPrefix("<\($0)> is compiled as a plain UIView") })
        }
    }
}
