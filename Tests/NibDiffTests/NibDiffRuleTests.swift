// NibDiffRuleTests.swift — the scoring rules of the judge's README (shared/tools/nibcmp), one small
// change per case. Expected counts are worked out by hand from the README's definitions on the
// 13-entry reference below, not taken from nibc's output; Scripts/diff_agreement.py checks the same
// code against the judge itself on real nibs.

import NibArchive
import NibTestSupport
import Testing

@testable import NibDiff

/// The reference: a root with one top-level view that has a string, an integer, a float, a frame
/// and two labels. Its entries (README "Entries"): root 1, top-level array 2 (the inlined flag and
/// one element), view 5, subview array 3, each label 1 — 13 in all.
struct Sample {
    var text = "Hi"
    var tag: Int64? = 5
    var tagIsNil = false
    var alpha: ObjectGraph.Value = .float(0.5)
    var labels = ["A", "B"]
    var secondLabelClass = "UILabel"
    var extraNilKey = false
    var versionMarker = false
    var sharedColor = true
    var objectsListOrder: [Int]? = nil

    func archive(_ change: (inout NibArchive) -> Void = { _ in }) -> NibArchive {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        var labelIDs: [ObjectGraph.ID] = []
        let color = graph.add("UIColor", [.init("UIWhite", .double(1))])
        for (index, text) in labels.enumerated() {
            let string = graph.string(text)
            let label = graph.add(index == 1 ? secondLabelClass : "UILabel", [.init("UIText", .object(string))])
            if objectsListOrder != nil {
                let ownColor = sharedColor ? color : graph.add("UIColor", [.init("UIWhite", .double(1))])
                graph.append("UITextColor", .object(ownColor), to: label)
            }
            labelIDs.append(label)
        }
        let subviews = graph.array(labelIDs, className: "NSMutableArray")
        let text = graph.string(self.text)
        var entries: [ObjectGraph.Entry] = [
            .init("UIBounds", .geometry(.rect(x: 0, y: 0, width: 320, height: 44))), .init("UIText", .object(text)),
        ]
        if let tag { entries.append(.init("UITag", .integer(tag))) }
        if tagIsNil { entries.append(.init("UITag", .null)) }
        entries.append(.init("UIAlpha", alpha))
        entries.append(.init("UISubviews", .object(subviews)))
        if extraNilKey { entries.append(.init("UIExtra", .null)) }
        let view = graph.add("UIView", entries)
        let topLevel = graph.array([view])
        graph.append("UINibTopLevelObjectsKey", .object(topLevel), to: root)
        if let order = objectsListOrder {
            let all = [view] + labelIDs
            graph.append("UINibObjectsKey", .object(graph.array(order.map { all[$0] })), to: root)
        }
        if versionMarker { graph.append("IBUINibLNEVersionKey", .integer(1), to: root) }
        var archive = SampleNibs.builder.build(graph, root: root)
        change(&archive)
        return archive
    }
}

extension NibArchive {
    /// Replaces the payload of every value stored under `key`.
    mutating func setPayload(of key: String, to payload: Payload) {
        guard let keyIndex = keys.firstIndex(of: key) else { return }
        for index in values.indices where values[index].keyIndex == keyIndex { values[index].payload = payload }
    }
}

@Suite("nibc diff: the judge's scoring rules")
struct NibDiffRuleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var candidate: @Sendable () -> NibArchive
        /// matched/total on the reference side, then on the candidate side.
        var reference: (matched: Int, total: Int)
        var candidateSide: (matched: Int, total: Int)
        var widthOnly = 0
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "identical", candidate: { Sample().archive() }, reference: (13, 13), candidateSide: (13, 13)),
        Case(name: "one string changed", candidate: { Sample(text: "Ho").archive() }, reference: (12, 13), candidateSide: (12, 13)),
        Case(
            name: "integer of another width is a mismatch, counted as width only",
            candidate: { Sample().archive { $0.setPayload(of: "UITag", to: .int16(5)) } }, reference: (12, 13),
            candidateSide: (12, 13), widthOnly: 1),
        Case(
            name: "floats within 1e-6 relative are equal",
            candidate: { Sample(alpha: .float(0.500_000_1)).archive() }, reference: (13, 13), candidateSide: (13, 13)),
        Case(
            name: "floats further apart differ", candidate: { Sample(alpha: .float(0.501)).archive() }, reference: (12, 13),
            candidateSide: (12, 13)),
        Case(
            name: "float32 against float64 is a type mismatch", candidate: { Sample(alpha: .double(0.5)).archive() },
            reference: (12, 13), candidateSide: (12, 13)),
        Case(
            name: "geometry compares component-wise within the tolerance",
            candidate: {
                Sample().archive {
                    $0.setPayload(of: "UIBounds", to: .data(NibGeometry.rect(x: 0, y: 0, width: 320.000_01, height: 44).bytes))
                }
            }, reference: (13, 13), candidateSide: (13, 13)),
        Case(
            name: "a nil value costs nothing against an absent one", candidate: { Sample(extraNilKey: true).archive() },
            reference: (13, 13), candidateSide: (13, 13)),
        Case(
            name: "nil against a value costs only the side with the value",
            candidate: { Sample(tag: nil, tagIsNil: true).archive() }, reference: (12, 13), candidateSide: (12, 12)),
        Case(
            name: "a missing key costs the reference side", candidate: { Sample(tag: nil).archive() }, reference: (12, 13),
            candidateSide: (12, 12)),
        Case(
            name: "swapped subviews: an ordered list compares element by element",
            candidate: { Sample(labels: ["B", "A"]).archive() }, reference: (11, 13), candidateSide: (11, 13)),
        Case(
            name: "a dropped element does not shift the others (alignment)",
            candidate: { Sample(labels: ["B"]).archive() }, reference: (11, 13), candidateSide: (11, 11)),
        Case(
            name: "another class: the reference entry and the object's entries are unmatched on both sides",
            candidate: { Sample(secondLabelClass: "UIButton").archive() }, reference: (11, 13), candidateSide: (11, 13)),
        Case(
            name: "the ibtool version marker is ignored", candidate: { Sample(versionMarker: true).archive() },
            reference: (13, 13), candidateSide: (13, 13)),
    ]

    @Test(arguments: cases)
    func rule(_ test: Case) {
        let score = NibDiff.compare(reference: Sample().archive(), candidate: test.candidate())
        #expect(score.matchedReference == test.reference.matched)
        #expect(score.referenceEntries == test.reference.total)
        #expect(score.matchedCandidate == test.candidateSide.matched)
        #expect(score.candidateEntries == test.candidateSide.total)
        #expect(score.widthOnlyMismatches == test.widthOnly)
        #expect(score.isExact == (test.reference.matched == test.reference.total && test.candidateSide.matched == test.candidateSide.total))
    }

    @Test("UINibObjectsKey is unordered, and one shared color equals equal copies")
    func unorderedAndSharing() {
        let reference = Sample(objectsListOrder: [0, 1, 2]).archive()
        let candidate = Sample(sharedColor: false, objectsListOrder: [2, 0, 1]).archive()
        let score = NibDiff.compare(reference: reference, candidate: candidate)
        #expect(score.isExact, "\(score.mismatches)")
        #expect(score.objects?.sharedDifferently == 1)
    }

    @Test("a mismatch names its path from the root, the expected and the found value")
    func mismatchPath() throws {
        let score = NibDiff.compare(reference: Sample().archive(), candidate: Sample(labels: ["A", "C"]).archive())
        let mismatch = try #require(score.mismatches.first)
        #expect(mismatch.path == "root.UINibTopLevelObjectsKey[0](UIView).UISubviews[1](UILabel).UIText")
        #expect(mismatch.expected == "\"B\"")
        #expect(mismatch.got == "\"C\"")
        #expect(mismatch.kind == "value")
    }

    @Test("an embedded nib is scored as a graph: its entries count, plus one for the data")
    func embeddedNib() {
        func outer(_ inner: NibArchive) -> NibArchive {
            var graph = ObjectGraph()
            let root = graph.add("NSObject")
            let data = graph.add("NSData", [.init("NS.bytes", .data((try? inner.serialized()) ?? []))])
            graph.append("UINibArchiveData", .object(data), to: root)
            return SampleNibs.builder.build(graph, root: root)
        }
        let score = NibDiff.compare(reference: outer(Sample().archive()), candidate: outer(Sample(text: "Ho").archive()))
        // Outer: root 1 + NSData 1; inner: 13, of which one differs.
        #expect(score.referenceEntries == 2 + 13)
        #expect(score.matchedReference == 2 + 12)
        #expect(score.mismatches.first?.path == "root.UINibArchiveData(NSData).NS.bytes<nib>.UINibTopLevelObjectsKey[0](UIView).UIText")
    }

    @Test("a hostile archive: cycles and self-containing lists terminate")
    func cycles() {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        let list = graph.add("NSMutableArray", [.init("NSInlinedValue", .bool(true))])
        graph.append("UINibEncoderEmptyKey", .object(list), to: list)
        graph.append("UINibEncoderEmptyKey", .object(root), to: list)
        graph.append("UINibObjectsKey", .object(list), to: root)
        graph.append("UISelf", .object(root), to: root)
        let archive = SampleNibs.builder.build(graph, root: root)
        let score = NibDiff.compare(reference: archive, candidate: archive)
        #expect(score.isExact)
        #expect(score.referenceEntries == 2 + 3)
    }

    /// The first finding of fuzzing `nibc diff` (FuzzDiff): a dictionary with an odd number of
    /// elements has a last key with no value, which the judge counts as a mismatch on both sides
    /// (`expected <absent> got <absent>`), so such a nib is not exact against itself. Worked out:
    /// root 1, top-level array 2, the dictionary's inlined flag 1 and its pairs — the paired key and
    /// value match, the lone key does not (1 entry each side).
    @Test("a dictionary with a key and no value is not exact against itself, as the judge says")
    func loneDictionaryKey() {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        let dictionary = graph.add("NSMutableDictionary", [
            .init("NSInlinedValue", .bool(true)), .init("UINibEncoderEmptyKey", .object(graph.string("NSFontSizeAttribute"))),
            .init("UINibEncoderEmptyKey", .object(graph.string("17"))), .init("UINibEncoderEmptyKey", .object(graph.string("lone"))),
        ])
        graph.append("UINibTopLevelObjectsKey", .object(graph.array([dictionary])), to: root)
        let archive = SampleNibs.builder.build(graph, root: root)
        let score = NibDiff.compare(reference: archive, candidate: archive)
        #expect(!score.isExact)
        #expect(score.referenceEntries == score.matchedReference + 1)
        #expect(score.recall == score.precision)
    }
}
