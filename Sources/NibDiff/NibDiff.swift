// NibDiff.swift — the semantic comparison of two nibs: how much of a reference nib's decoded object
// graph a candidate reproduces (recall), how much of the candidate is right (precision), and the
// differences as readable paths. The rules are the conformance judge's
// (../shared/tools/nibcmp/README.md); `Scripts/diff_agreement.py` checks the two agree.
//
// Flow: each archive becomes a `ComparisonGraph`; `Comparator` pairs objects (Comparator.swift) and
// counts entries over the pairs (Scoring.swift); `NibScore` summarizes. Nib directories and
// `.storyboardc` folders are handled in DirectoryComparison.swift.

import NibArchive

/// What a comparison ignores and how many mismatches it keeps.
public struct NibDiffOptions: Sendable {
    /// Keys neither side is scored on (the judge's defaults: version markers and build-random values).
    public var ignoredKeys: Set<String>
    /// How many of the heaviest mismatches a score lists.
    public var shownMismatches: Int
    /// The most bytes read from one file (a nib, an Info.plist); a larger one is unreadable.
    public var inputLimit = 256 << 20

    public static let defaultIgnoredKeys = Set(Policy.defaultIgnoredKeys)

    public init(ignoredKeys: Set<String> = NibDiffOptions.defaultIgnoredKeys, shownMismatches: Int = 20) {
        self.ignoredKeys = ignoredKeys
        self.shownMismatches = shownMismatches
    }
}

/// One difference between the two graphs.
public struct NibMismatch: Hashable, Sendable {
    /// `root.UINibTopLevelObjectsKey[2](UIView).UISubviews[0](UILabel).UIText`.
    public var path: String
    /// `value`, `width`, `type`, `class`, `object`, `missing`, `extra` or `lost`.
    public var kind: String
    public var expected: String
    public var got: String
    /// The entries it costs, on both sides.
    public var weight: Int
}

/// The score of a candidate nib against a reference nib.
public struct NibScore: Sendable {
    public var recall: Double
    public var precision: Double
    public var isExact: Bool
    public var referenceEntries: Int
    public var candidateEntries: Int
    public var matchedReference: Int
    public var matchedCandidate: Int
    /// Integers equal but stored with another width (counted as mismatches).
    public var widthOnlyMismatches: Int
    public var mismatchCount: Int
    /// Mismatch counts by kind, sorted by kind.
    public var mismatchKinds: [(kind: String, count: Int)]
    /// Objects reachable in each graph, paired, and shared differently (aliases).
    public var objects: (reference: Int, candidate: Int, paired: Int, sharedDifferently: Int)?
    /// Ignored keys that held non-nil values (which would be real content).
    public var ignoredNonNil: [(key: String, count: Int)]
    /// Not scored: class-table fallbacks that differ.
    public var fallbackClassDifferences: [String]
    public var coderVersions: (reference: UInt32, candidate: UInt32?)?
    /// Why the candidate scored 0 (unreadable, missing), if it did.
    public var error: String?
    /// The heaviest mismatches first, then in walk order.
    public var mismatches: [NibMismatch]

    /// The score of a candidate that could not be read: nothing matched.
    static func unreadable(referenceEntries: Int, error: String) -> NibScore {
        NibScore(
            recall: 0, precision: 0, isExact: false, referenceEntries: referenceEntries, candidateEntries: 0,
            matchedReference: 0, matchedCandidate: 0, widthOnlyMismatches: 0, mismatchCount: 0, mismatchKinds: [],
            objects: nil, ignoredNonNil: [], fallbackClassDifferences: [], coderVersions: nil, error: error, mismatches: [])
    }
}

public enum NibDiff {
    /// Scores `candidate` against `reference`.
    public static func compare(reference: NibArchive, candidate: NibArchive, options: NibDiffOptions = NibDiffOptions())
        -> NibScore
    {
        let referenceGraph = ComparisonGraph(reference, ignoring: options.ignoredKeys)
        let candidateGraph = ComparisonGraph(candidate, ignoring: options.ignoredKeys)
        let comparator = Comparator(referenceGraph, candidateGraph)
        let tally = comparator.run()
        var score = summarize(tally, shown: options.shownMismatches)
        score.objects = (
            referenceGraph.order.count { referenceGraph.kinds[$0] != .value },
            candidateGraph.order.count { candidateGraph.kinds[$0] != .value },
            comparator.pairedReference.count,
            comparator.aliasReference.count + comparator.aliasCandidate.count
        )
        var ignored = referenceGraph.ignoredNonNil
        for (key, count) in candidateGraph.ignoredNonNil {
            if let at = ignored.firstIndex(where: { $0.key == key }) {
                ignored[at].count += count
            } else {
                ignored.append((key, count))
            }
        }
        score.ignoredNonNil = ignored
        score.fallbackClassDifferences = fallbackDifferences(reference, candidate)
        score.coderVersions = (reference.coderVersion, candidate.coderVersion)
        return score
    }

    /// The entries of a reference alone (what a missing candidate fails to reproduce).
    static func entries(of archive: NibArchive, options: NibDiffOptions) -> Int {
        ComparisonGraph(archive, ignoring: options.ignoredKeys).totalEntries()
    }

    static func summarize(_ tally: Tally, shown: Int) -> NibScore {
        var kinds: [String: Int] = [:]
        for mismatch in tally.mismatches { kinds[mismatch.kind.rawValue, default: 0] += 1 }
        let ranked = tally.mismatches.enumerated().sorted { a, b in
            a.element.weight != b.element.weight ? a.element.weight > b.element.weight : a.offset < b.offset
        }
        return NibScore(
            recall: tally.referenceTotal > 0 ? Double(tally.referenceMatched) / Double(tally.referenceTotal) : 1,
            precision: tally.candidateTotal > 0 ? Double(tally.candidateMatched) / Double(tally.candidateTotal) : 1,
            isExact: tally.referenceMatched == tally.referenceTotal && tally.candidateMatched == tally.candidateTotal,
            referenceEntries: tally.referenceTotal, candidateEntries: tally.candidateTotal,
            matchedReference: tally.referenceMatched, matchedCandidate: tally.candidateMatched,
            widthOnlyMismatches: tally.widthOnly, mismatchCount: tally.mismatches.count,
            mismatchKinds: kinds.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, objects: nil, ignoredNonNil: [],
            fallbackClassDifferences: [], coderVersions: nil, error: nil,
            mismatches: ranked.prefix(shown).map { item in
                let m = item.element
                return NibMismatch(path: m.path, kind: m.kind.rawValue, expected: m.expected, got: m.got, weight: m.weight)
            })
    }

    private static func fallbackDifferences(_ reference: NibArchive, _ candidate: NibArchive) -> [String] {
        func fallbacks(_ archive: NibArchive, _ name: String) -> [String] {
            guard let entry = archive.classes.first(where: { $0.name == name }) else { return [] }
            return entry.fallbacks.compactMap { index in
                archive.classes.indices.contains(Int(index)) ? archive.classes[Int(index)].name : nil
            }
        }
        let candidateNames = Set(candidate.classes.map(\.name))
        var out: [String] = []
        for entry in reference.classes where candidateNames.contains(entry.name) {
            let a = fallbacks(reference, entry.name)
            let b = fallbacks(candidate, entry.name)
            if a != b {
                out.append("\(entry.name): expected \(listText(a)) got \(listText(b))")
            }
        }
        return out
    }

    /// A list of names as Python prints it (`['NSColor']`, `[]`).
    private static func listText(_ names: [String]) -> String {
        "[" + names.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
}
