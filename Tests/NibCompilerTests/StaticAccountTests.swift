// StaticAccountTests.swift — the account of every attribute follows from the declarations
// (Reads.swift): on every iOS, tvOS and macOS document of the corpus, what the declarations say compiling
// reads gives the same account as a trace of what compiling actually read
// (`IBDocument.tracingReads()`), occurrence by occurrence.

import Foundation
import InterfaceBuilder
@testable import NibCompiler
import NibTestSupport
import Testing

@Suite("Static account")
struct StaticAccountTests {
    @Test("the declared reads give the account compiling gives, on every corpus document", .needsCorpus)
    func staticEqualsDynamic() throws {
        let root = try #require(Corpus.root)
        let conformance = Corpus.files(under: root.appendingPathComponent("conformance/ios"))
            .filter { ["xib", "storyboard"].contains($0.pathExtension) }
        var mismatches: [String: (count: Int, example: String)] = [:]
        var documents = 0
        for url in Corpus.uiKitXibs() + Corpus.uiKitStoryboards() + conformance + Corpus.appKitXibs() + Corpus.appKitStoryboards() {
            let bytes = try [UInt8](Data(contentsOf: url))
            var diagnostics = Diagnostics()
            guard let document = IBDocument.parse(bytes, path: url.lastPathComponent, diagnostics: &diagnostics) else { continue }
            documents += 1
            let traced = document.tracingReads()
            if document.kind == .storyboard {
                _ = NibCompiler.compileStoryboard(traced, diagnostics: &diagnostics)
            } else {
                _ = NibCompiler.compile(traced, diagnostics: &diagnostics)
            }
            let plan = NibCompiler.storyboardPlan(of: document)
            let contexts = DesignTimeContexts(document, plan: plan)
            let statuses = NibCompiler.loweringStatus(of: document, contexts: contexts)
            let dynamic = NibCompiler.account(of: document, statuses: statuses, contexts: contexts, reads: try #require(traced.trace).isRead)
            let declared = NibCompiler.account(
                of: document, statuses: statuses, contexts: contexts, reads: NibCompiler.declaredReads(of: document, statuses: statuses, plan: plan))
            for (actual, expected) in zip(declared.entries, dynamic.entries) where actual.status != expected.status {
                let attribute = document.attributes[actual.attribute]
                let node = document[actual.node]
                let parent = node.parent >= 0 ? document[node.parent].name : "-"
                let name = "<\(node.name)\(document.key(of: actual.node).map { " key=\"\($0)\"" } ?? "")> in <\(parent)>: \(attribute.name) declared \(actual.status.rawValue), compiled \(expected.status.rawValue)"
                mismatches[name, default: (0, "\(Corpus.relativePath(url)):\(node.line)")].count += 1
            }
        }
        let report = mismatches.sorted { $0.value.count > $1.value.count }.map { "\($0.value.count)× \($0.key) (\($0.value.example))" }
        if let path = ProcessInfo.processInfo.environment["NIBC_STATIC_REPORT"] {
            try report.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(documents > 1000)
        #expect(report.isEmpty, "\(report.count) kinds of mismatch:\n\(report.prefix(40).joined(separator: "\n"))")
    }

    @Test("every attribute the reads tables name is one the class model declares on the element")
    func tablesNameDeclaredAttributes() throws {
        let model = IBClassModel.standard
        for (element, reads) in NibCompiler.elementReads.sorted(by: { $0.key < $1.key }) {
            // (Value elements of AppKit's documents only, `<windowStyleMask>`, are the shared table's.)
            let declarations = [IBPlatform.uikit, .appkit].compactMap { model.classDeclaration(forElement: element, platform: $0) }
            #expect(!declarations.isEmpty, "<\(element)> has no class")
            for name in reads.attributes.names {
                #expect(declarations.contains { model.attribute(name, of: $0) != nil }, "<\(element)> \(name) is not declared on \(declarations.map(\.name))")
            }
        }
        for (element, reads) in NibCompiler.appKitValueReads.sorted(by: { $0.key < $1.key }) {
            let declaration = try #require(model.classDeclaration(forElement: element, platform: .appkit), "<\(element)> has no class")
            for name in reads.attributes.names {
                #expect(model.attribute(name, of: declaration) != nil, "<\(element)> \(name) is not declared on \(declaration.name)")
            }
        }
        for (element, reads) in NibCompiler.appKitElementReads.sorted(by: { $0.key < $1.key }) {
            let declaration = try #require(model.classDeclaration(forElement: element, platform: .appkit), "<\(element)> has no AppKit class")
            for name in reads.attributes.names {
                #expect(model.attribute(name, of: declaration) != nil, "<\(element)> \(name) is not declared on \(declaration.name)")
            }
        }
    }
}
