// Scoring.swift — the scoring phase: with objects paired, count each object's entries as matched or
// not (ordered lists element-wise or by longest common subsequence, unordered lists as multisets,
// dictionaries by key, embedded nibs as graphs), charge unpaired subtrees to the entry that leads
// to them, and describe every mismatch with a readable path.

import NibArchive

/// One difference, with the number of entries it costs on both sides. Its path and the texts of
/// its values are made only when they are read (a score shows its heaviest few): a path is as long
/// as the graph is deep, and making one for every difference of a deep graph cost quadratic time
/// and memory.
final class Mismatch {
    enum Kind: String, Sendable {
        case value, width, type, `class`, object, missing, extra, lost
    }

    enum Side: String, Sendable {
        case reference = "ref", candidate = "cand", both
    }

    let key: String
    var side: Side
    let kind: Kind
    var weight: Int
    private var makePath: () -> String
    private var makeExpected: () -> String
    private var makeGot: () -> String

    init(
        path: @autoclosure @escaping () -> String, key: String, side: Side, kind: Kind, expected: @autoclosure @escaping () -> String,
        got: @autoclosure @escaping () -> String, weight: Int = 1
    ) {
        self.makePath = path
        self.key = key
        self.side = side
        self.kind = kind
        self.makeExpected = expected
        self.makeGot = got
        self.weight = weight
    }

    var path: String { makePath() }
    var expected: String { makeExpected() }
    var got: String { makeGot() }

    /// Adds where each side's object is to the texts of an `object` mismatch.
    func locate(expectedAt: @escaping () -> String, gotAt: @escaping () -> String) {
        let (expected, got) = (makeExpected, makeGot)
        makeExpected = { expected() + " at " + expectedAt() }
        makeGot = { got() + " at " + gotAt() + " (candidate)" }
    }

    /// The same difference inside an embedded nib, whose path is under `prefix`.
    func nested(under prefix: @escaping () -> String) -> Mismatch {
        let inner = makePath
        let path = {
            let path = inner()
            return path.hasPrefix("root") ? prefix() + "<nib>" + path.dropFirst(4) : prefix() + "<nib>." + path
        }
        return Mismatch(path: path(), key: key, side: .both, kind: kind, expected: self.makeExpected(), got: self.makeGot(), weight: weight)
    }
}

/// Entry counts and mismatches of a comparison, or of one object pair.
struct Tally {
    var referenceTotal = 0
    var referenceMatched = 0
    var candidateTotal = 0
    var candidateMatched = 0
    var widthOnly = 0
    var mismatches: [Mismatch] = []

    mutating func addMatch() {
        referenceTotal += 1
        candidateTotal += 1
        referenceMatched += 1
        candidateMatched += 1
    }
}

extension Comparator {
    private struct Region: Hashable {
        var object: Int
        var key: String
    }

    private struct EntryKey: Hashable {
        var referenceSide: Bool
        var object: Int
        var key: String
    }

    func score() -> Tally {
        var tally = Tally()
        var regionReference: [(Region, Int)] = []
        var regionReferenceIndex: [Region: Int] = [:]
        var regionCandidate: [(Region, Int)] = []
        var regionCandidateIndex: [Region: Int] = [:]
        var entryMismatch: [EntryKey: Mismatch] = [:]
        func add(_ weight: Int, to region: Region, _ list: inout [(Region, Int)], _ index: inout [Region: Int]) {
            if let at = index[region] {
                list[at].1 += weight
            } else {
                index[region] = list.count
                list.append((region, weight))
            }
        }
        for r in reference.order where reference.kinds[r] != .value {
            guard let c = partner(ofReference: r) else {
                let weight = reference.weight(ofObject: r)
                tally.referenceTotal += weight
                if let anchor = anchor(reference, r, partner: partner(ofReference:)) {
                    add(weight, to: Region(object: anchor.object, key: anchor.key), &regionReference, &regionReferenceIndex)
                }
                continue
            }
            let result = pairResult(r, c)
            tally.referenceTotal += result.referenceTotal
            tally.referenceMatched += result.referenceMatched
            tally.widthOnly += result.widthOnly
            for mismatch in result.mismatches {
                tally.mismatches.append(mismatch)
                let key = EntryKey(referenceSide: true, object: r, key: mismatch.key)
                if entryMismatch[key] == nil { entryMismatch[key] = mismatch }
            }
        }
        for c in candidate.order where candidate.kinds[c] != .value {
            guard let r = partner(ofCandidate: c) else {
                let weight = candidate.weight(ofObject: c)
                tally.candidateTotal += weight
                if let anchor = anchor(candidate, c, partner: partner(ofCandidate:)) {
                    add(weight, to: Region(object: anchor.object, key: anchor.key), &regionCandidate, &regionCandidateIndex)
                }
                continue
            }
            let result = pairResult(r, c)
            tally.candidateTotal += result.candidateTotal
            tally.candidateMatched += result.candidateMatched
            if partner(ofReference: r) != c {
                // An alias pair seen only from the candidate side.
                for mismatch in result.mismatches where mismatch.side != .reference {
                    tally.mismatches.append(mismatch)
                    let key = EntryKey(referenceSide: false, object: c, key: mismatch.key)
                    if entryMismatch[key] == nil { entryMismatch[key] = mismatch }
                }
            }
        }
        // Lost subtrees are charged to the entry that references them.
        let (graph, other) = (reference, candidate)
        for (region, weight) in regionReference {
            let key = EntryKey(referenceSide: true, object: region.object, key: region.key)
            let mismatch: Mismatch
            if let known = entryMismatch[key] {
                mismatch = known
            } else {
                mismatch = Mismatch(
                    path: graph.path(of: region.object) + "." + region.key, key: region.key, side: .reference,
                    kind: .lost, expected: "(subtree)", got: "(unpaired)")
                tally.mismatches.append(mismatch)
                entryMismatch[key] = mismatch
            }
            mismatch.weight += weight
        }
        for (region, weight) in regionCandidate {
            var mismatch: Mismatch?
            if let r = partner(ofCandidate: region.object) {
                mismatch = entryMismatch[EntryKey(referenceSide: true, object: r, key: region.key)]
            }
            let ownKey = EntryKey(referenceSide: false, object: region.object, key: region.key)
            if mismatch == nil { mismatch = entryMismatch[ownKey] }
            if mismatch == nil {
                let extra = Mismatch(
                    path: other.path(of: region.object) + "." + region.key, key: region.key, side: .candidate,
                    kind: .extra, expected: "(absent)", got: "(subtree)")
                tally.mismatches.append(extra)
                entryMismatch[ownKey] = extra
                mismatch = extra
            }
            mismatch!.weight += weight
        }
        return tally
    }

    /// Walks up the breadth-first tree while the parent is unpaired too; returns the topmost edge
    /// whose parent has a partner.
    private func anchor(_ graph: ComparisonGraph, _ object: Int, partner: (Int) -> Int?) -> (object: Int, key: String)? {
        var current = object
        while let edge = graph.parent[current] {
            if graph.kinds[edge.object] == .value { return nil }
            if partner(edge.object) != nil { return edge }
            current = edge.object
        }
        return nil
    }

    private func pairResult(_ r: Int, _ c: Int) -> Tally {
        let key = PairKey(reference: r, candidate: c)
        if let known = pairResults[key] { return known }
        let result = matchEntries(r, c)
        pairResults[key] = result
        return result
    }

    // MARK: Entries of one object pair

    func describe(_ graph: ComparisonGraph, _ entry: Entry?, width: Bool = false) -> String {
        Comparator.describe(graph, entry, width: width)
    }

    static func describe(_ graph: ComparisonGraph, _ entry: Entry?, width: Bool = false) -> String {
        guard let entry else { return "<absent>" }
        guard let target = entry.objectIndex else { return ValueText.scalar(entry.payload, width: width) }
        guard let leaf = graph.leaves[target] else { return "<\(graph.classNames[target])>" }
        if case .data(let stored) = leaf.payload {
            let bytes = graph.display[target] ?? stored
            let text = String(validating: bytes, as: UTF8.self).map(DumpFormat.quoted) ?? "<\(bytes.count) bytes>"
            return leaf.className == "NSString" ? text : "\(leaf.className) \(text)"
        }
        return "\(leaf.className) \(ValueText.scalar(leaf.payload, width: width))"
    }

    private func record(
        _ tally: inout Tally, _ key: String, _ path: @autoclosure @escaping () -> String, _ a: Entry?, _ b: Entry?,
        _ kind: Mismatch.Kind, _ side: Mismatch.Side
    ) {
        let (reference, candidate) = (self.reference, self.candidate)
        let width = kind == .width
        tally.mismatches.append(
            Mismatch(
                path: path(), key: key, side: side, kind: kind, expected: Comparator.describe(reference, a, width: width),
                got: Comparator.describe(candidate, b, width: width)))
    }

    private static func elementPath(_ graph: ComparisonGraph, _ o: Int, _ key: String, _ index: Int, _ count: Int) -> String {
        childLabel(graph.path(of: o), parentKind: graph.kinds[o], key: key, index: index, count: count, targetClass: "", targetKind: .value)
    }

    private func matchEntries(_ r: Int, _ c: Int) -> Tally {
        var tally = Tally()
        let rg = reference.groups[r]
        let cg = candidate.groups[c]
        for key in keys(rg, cg) {
            let rall = rg[key] ?? []
            let call = cg[key] ?? []
            let rv = rall.filter { !$0.isNil }
            let cv = call.filter { !$0.isNil }
            if rv.isEmpty && cv.isEmpty { continue }
            switch mode(r, key) {
            case .dict:
                matchDictionaryEntries(&tally, r, c, key)
            case .unordered:
                account(&tally, r, c, key, rv, cv, unorderedMatches(rv, cv))
            case .ordered:
                if rv.count <= 1 && cv.count <= 1 && rall.count <= 1 && call.count <= 1 {
                    single(&tally, r, c, key, rv.first, cv.first, referenceNil: !rall.isEmpty && rv.isEmpty,
                        candidateNil: !call.isEmpty && cv.isEmpty)
                } else if rv.count == cv.count {
                    for i in rv.indices {
                        let graph = reference
                        pairCompare(&tally, key, Comparator.elementPath(graph, r, key, i, rv.count), rv[i], cv[i])
                    }
                } else {
                    account(&tally, r, c, key, rv, cv, longestCommonSubsequence(rv, cv))
                }
            }
        }
        return tally
    }

    private func addMatch(_ tally: inout Tally, _ a: Entry, _ b: Entry, _ path: @autoclosure @escaping () -> String) {
        tally.addMatch()
        guard case .data(let x) = a.payload, case .data(let y) = b.payload, NibArchive.hasMagic(x), NibArchive.hasMagic(y)
        else { return }
        let inner = (reference.nested(a), candidate.nested(b))
        guard let nestedReference = inner.0, let nestedCandidate = inner.1 else {
            // One side does not decode: score the container entry only.
            if let graph = inner.0 { tally.referenceTotal += graph.totalEntries() }
            if let graph = inner.1 { tally.candidateTotal += graph.totalEntries() }
            if inner.0 != nil || inner.1 != nil {
                tally.mismatches.append(
                    Mismatch(
                        path: path() + "<nib>", key: "", side: .both, kind: .value,
                        expected: inner.0 != nil ? "decodable embedded nib" : "undecodable",
                        got: inner.0 != nil ? "undecodable" : "decodable"))
            }
            return
        }
        let sub = Comparator(nestedReference, nestedCandidate).run()
        tally.referenceTotal += sub.referenceTotal
        tally.referenceMatched += sub.referenceMatched
        tally.candidateTotal += sub.candidateTotal
        tally.candidateMatched += sub.candidateMatched
        tally.widthOnly += sub.widthOnly
        for mismatch in sub.mismatches { tally.mismatches.append(mismatch.nested(under: path)) }
    }

    /// One reference value against the candidate value found at the same place.
    private func pairCompare(_ tally: inout Tally, _ key: String, _ path: @autoclosure @escaping () -> String, _ a: Entry, _ b: Entry) {
        let equality = valuesEqual(a, b)
        if equality == .match {
            addMatch(&tally, a, b, path())
            return
        }
        tally.referenceTotal += reference.weight(of: a)
        tally.candidateTotal += candidate.weight(of: b)
        if equality == .width {
            tally.widthOnly += 1
            record(&tally, key, path(), a, b, .width, .both)
            return
        }
        var kind = Mismatch.Kind.value
        if let rt = a.objectIndex, let ct = b.objectIndex, reference.kinds[rt] != .value, candidate.kinds[ct] != .value {
            kind = reference.classNames[rt] != candidate.classNames[ct] ? .class : .object
        } else if a.typeCode != b.typeCode {
            kind = .type
        }
        record(&tally, key, path(), a, b, kind, .both)
        if kind == .object, let last = tally.mismatches.last, let at = a.objectIndex, let gotAt = b.objectIndex {
            let (reference, candidate) = (self.reference, self.candidate)
            last.locate(expectedAt: { reference.path(of: at) }, gotAt: { candidate.path(of: gotAt) })
        }
    }

    private func single(
        _ tally: inout Tally, _ r: Int, _ c: Int, _ key: String, _ a: Entry?, _ b: Entry?, referenceNil: Bool,
        candidateNil: Bool
    ) {
        let (graph, other) = (reference, candidate)
        let path = { graph.path(of: r) + "." + key }
        switch (a, b) {
        case (let a?, let b?):
            pairCompare(&tally, key, path(), a, b)
        case (let a?, nil):
            tally.referenceTotal += reference.weight(of: a)
            tally.mismatches.append(
                Mismatch(
                    path: path(), key: key, side: .reference, kind: .missing, expected: Comparator.describe(graph, a),
                    got: candidateNil ? "nil" : "<absent>"))
        case (nil, let b?):
            tally.candidateTotal += candidate.weight(of: b)
            tally.mismatches.append(
                Mismatch(
                    path: path(), key: key, side: .candidate, kind: .extra, expected: referenceNil ? "nil" : "<absent>",
                    got: Comparator.describe(other, b)))
        case (nil, nil):
            break
        }
    }

    /// Book-keeping for list-valued keys given the matched `(i, j)` pairs.
    private func account(_ tally: inout Tally, _ r: Int, _ c: Int, _ key: String, _ rv: [Entry], _ cv: [Entry], _ pairs: [(Int, Int)]) {
        let matchedI = Set(pairs.map(\.0))
        let matchedJ = Set(pairs.map(\.1))
        let (graph, other) = (reference, candidate)
        for (i, j) in pairs { addMatch(&tally, rv[i], cv[j], Comparator.elementPath(graph, r, key, i, rv.count)) }
        let unmatchedI = rv.indices.filter { !matchedI.contains($0) }
        let unmatchedJ = cv.indices.filter { !matchedJ.contains($0) }
        // Leftovers are paired for the report: width-only first, then nothing.
        var usedJ: Set<Int> = []
        for i in unmatchedI {
            let a = rv[i]
            tally.referenceTotal += reference.weight(of: a)
            if let j = unmatchedJ.first(where: { !usedJ.contains($0) && valuesEqual(a, cv[$0]) == .width }) {
                usedJ.insert(j)
                tally.candidateTotal += candidate.weight(of: cv[j])
                tally.widthOnly += 1
                record(&tally, key, Comparator.elementPath(graph, r, key, i, rv.count), a, cv[j], .width, .both)
                continue
            }
            record(&tally, key, Comparator.elementPath(graph, r, key, i, rv.count), a, nil, .missing, .reference)
        }
        for j in unmatchedJ where !usedJ.contains(j) {
            let b = cv[j]
            tally.candidateTotal += candidate.weight(of: b)
            record(
                &tally, key, other.hasPath(c) ? Comparator.elementPath(other, c, key, j, cv.count) : graph.path(of: r) + "." + key, nil, b,
                .extra, .candidate)
        }
    }

    private enum ExactKey: Hashable {
        case value(className: String, key: String, type: UInt8, value: Scalar)
        case object
        case scalar(type: UInt8, value: Scalar)
    }

    private func exactKey(_ graph: ComparisonGraph, _ entry: Entry) -> ExactKey {
        if let target = entry.objectIndex {
            if let leaf = graph.leaves[target] {
                return .value(className: leaf.className, key: leaf.key, type: leaf.payload.typeCode, value: Scalar(leaf.payload))
            }
            return .object
        }
        return .scalar(type: entry.typeCode, value: Scalar(entry.payload))
    }

    /// Maximum multiset matching: objects match only their partner (or alias), values only equal
    /// values, so first fit over an index is optimal.
    private func unorderedMatches(_ rv: [Entry], _ cv: [Entry]) -> [(Int, Int)] {
        var used = [Bool](repeating: false, count: cv.count)
        var byObject: [Int: [Int]] = [:]
        var byAlias: [Int: [Int]] = [:]
        var rest: [Int] = []
        for (j, b) in cv.enumerated() {
            if candidate.isObjectReference(b) {
                let target = b.objectIndex!
                byObject[target, default: []].append(j)
                if let alias = aliasCandidate[target] { byAlias[alias, default: []].append(j) }
            } else {
                rest.append(j)
            }
        }
        var byExact: [ExactKey: [Int]] = [:]
        for j in rest { byExact[exactKey(candidate, cv[j]), default: []].append(j) }
        var out: [(Int, Int)] = []
        for (i, a) in rv.enumerated() {
            if reference.isObjectReference(a) {
                let target = a.objectIndex!
                var options: [Int] = []
                for partner in [pairedReference[target], aliasReference[target]] {
                    if let partner { options += byObject[partner] ?? [] }
                }
                options += byAlias[target] ?? []
                if let j = options.first(where: { !used[$0] }) {
                    used[j] = true
                    out.append((i, j))
                }
                continue
            }
            var found = (byExact[exactKey(reference, a)] ?? []).first { !used[$0] && valuesEqual(a, cv[$0]) == .match }
            if found == nil { found = rest.first { !used[$0] && valuesEqual(a, cv[$0]) == .match } }
            if let found {
                used[found] = true
                out.append((i, found))
            }
        }
        return out.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
    }

    /// Matched pairs of an ordered list: element-wise for equal lengths, else the longest
    /// order-preserving common subsequence.
    private func longestCommonSubsequence(_ rv: [Entry], _ cv: [Entry]) -> [(Int, Int)] {
        let n = rv.count
        let m = cv.count
        if n == m || n * m > Self.alignmentCellLimit {
            return (0..<min(n, m)).filter { valuesEqual(rv[$0], cv[$0]) == .match }.map { ($0, $0) }
        }
        let weights = (0..<n).map { i in (0..<m).map { j in valuesEqual(rv[i], cv[j]) == .match ? 1.0 : 0.0 } }
        return maximumWeightAlignment(weights, n, m)
    }

    private func matchDictionaryEntries(_ tally: inout Tally, _ r: Int, _ c: Int, _ key: String) {
        let matching = dictionaryMatching(r, c, key, allowSimilarity: false)
        let ri = matching.referenceItems
        let ci = matching.candidateItems
        var matchedI: Set<Int> = []
        var matchedJ: Set<Int> = []
        let graph = reference
        let base = { graph.path(of: r) }
        for (i, j) in matching.pairs {
            let (rk, rval) = (ri[i].key, ri[i].value)
            let (ck, cval) = (ci[j].key, ci[j].value)
            let keyPath = { "\(base()){\(Comparator.describe(graph, rk))}" }
            let keyEquality = valuesEqual(rk, ck)
            if keyEquality == .match {
                addMatch(&tally, rk, ck, keyPath())
            } else {
                tally.referenceTotal += 1
                tally.candidateTotal += 1
                if keyEquality == .width { tally.widthOnly += 1 }
                record(&tally, key, keyPath() + ".key", rk, ck, keyEquality == .width ? .width : .value, .both)
            }
            guard let rval, let cval else {
                if let rval { tally.referenceTotal += reference.weight(of: rval) }
                if let cval { tally.candidateTotal += candidate.weight(of: cval) }
                continue
            }
            pairCompare(&tally, key, keyPath(), rval, cval)
            matchedI.insert(i)
            matchedJ.insert(j)
        }
        for (i, item) in ri.enumerated() where !matchedI.contains(i) {
            tally.referenceTotal += reference.weight(of: item.key) + (item.value.map { reference.weight(of: $0) } ?? 0)
            record(&tally, key, "\(base()){\(Comparator.describe(graph, item.key))}", item.value, nil, .missing, .reference)
        }
        for (j, item) in ci.enumerated() where !matchedJ.contains(j) {
            tally.candidateTotal += candidate.weight(of: item.key) + (item.value.map { candidate.weight(of: $0) } ?? 0)
            let other = candidate
            record(&tally, key, "\(base()){\(Comparator.describe(other, item.key))}", nil, item.value, .extra, .candidate)
        }
    }
}
