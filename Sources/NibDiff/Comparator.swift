// Comparator.swift — the pairing phase: a breadth-first walk over both graphs that pairs each
// reference object with at most one candidate object of the same class (ordered lists aligned,
// unordered lists and dictionaries matched by look-ahead similarity, sharing differences allowed as
// aliases). The scoring phase (Scoring.swift) then counts entries over the pairs.

import Foundation
import NibArchive

final class Comparator {
    let reference: ComparisonGraph
    let candidate: ComparisonGraph
    /// reference → candidate, and back (one to one).
    var pairedReference: [Int: Int] = [:]
    var pairedCandidate: [Int: Int] = [:]
    /// A reference object structurally equal to an already-paired candidate object, and back.
    var aliasReference: [Int: Int] = [:]
    var aliasCandidate: [Int: Int] = [:]
    private var queue: [(Int, Int)] = []
    private var queueHead = 0
    private var deferred = MinHeap<DeferredList>()
    private var sequence = 0
    var pairResults: [PairKey: Tally] = [:]

    static let similarityDepth = 2
    static let aliasDepth = 4
    static let similarityPairLimit = 40_000
    static let alignmentCellLimit = 250_000

    struct PairKey: Hashable {
        var reference: Int
        var candidate: Int
    }

    private struct DeferredList: Comparable {
        var size: Int
        var sequence: Int
        var reference: Int
        var candidate: Int
        var key: String
        static func < (a: DeferredList, b: DeferredList) -> Bool { (a.size, a.sequence) < (b.size, b.sequence) }
        static func == (a: DeferredList, b: DeferredList) -> Bool { (a.size, a.sequence) == (b.size, b.sequence) }
    }

    enum Mode {
        case ordered, unordered, dict
    }

    init(_ reference: ComparisonGraph, _ candidate: ComparisonGraph) {
        self.reference = reference
        self.candidate = candidate
    }

    // MARK: The partner relation

    func partner(ofReference r: Int) -> Int? {
        pairedReference[r] ?? aliasReference[r]
    }

    func partner(ofCandidate c: Int) -> Int? {
        pairedCandidate[c] ?? aliasCandidate[c]
    }

    func referencesEqual(_ rt: Int, _ ct: Int) -> Equality {
        let rk = reference.kinds[rt]
        let ck = candidate.kinds[ct]
        if rk == .value || ck == .value {
            guard rk == ck, let a = reference.leaves[rt], let b = candidate.leaves[ct], a.className == b.className,
                a.key == b.key
            else { return .mismatch }
            return ValueRules.scalarEqual(a.payload, b.payload)
        }
        if pairedReference[rt] == ct || aliasReference[rt] == ct || aliasCandidate[ct] == rt { return .match }
        return .mismatch
    }

    func valuesEqual(_ a: Entry, _ b: Entry) -> Equality {
        switch (a.objectIndex, b.objectIndex) {
        case (let rt?, let ct?): return referencesEqual(rt, ct)
        case (nil, nil): return ValueRules.scalarEqual(a.payload, b.payload)
        default: return .mismatch
        }
    }

    func mode(_ r: Int, _ key: String) -> Mode {
        guard key == Policy.emptyKey else { return .ordered }
        switch reference.kinds[r] {
        case .dict: return .dict
        case .set: return .unordered
        case .list where reference.unordered.contains(r): return .unordered
        default: return .ordered
        }
    }

    // MARK: Pairing

    func run() -> Tally {
        if !reference.classNames.isEmpty, !candidate.classNames.isEmpty,
            reference.classNames[0] == candidate.classNames[0]
        {
            pair(0, 0)
        }
        while queueHead < queue.count || !deferred.isEmpty {
            while queueHead < queue.count {
                let (r, c) = queue[queueHead]
                queueHead += 1
                expand(r, c)
            }
            if let next = deferred.pop() {
                if mode(next.reference, next.key) == .dict {
                    _ = pairDictionary(next.reference, next.candidate, next.key, allowSimilarity: true)
                } else {
                    pairUnordered(next.reference, next.candidate, next.key)
                }
            }
        }
        return score()
    }

    private func pair(_ r: Int, _ c: Int) {
        pairedReference[r] = c
        pairedCandidate[c] = r
        queue.append((r, c))
    }

    private func tryPair(_ a: Entry, _ b: Entry) {
        guard let rt = a.objectIndex, let ct = b.objectIndex else { return }
        if reference.kinds[rt] == .value || candidate.kinds[ct] == .value
            || reference.classNames[rt] != candidate.classNames[ct]
        {
            return
        }
        let pr = pairedReference[rt]
        let pc = pairedCandidate[ct]
        if pr == nil && pc == nil {
            if aliasReference[rt] != nil || aliasCandidate[ct] != nil { return }
            pair(rt, ct)
            return
        }
        if pr == ct { return }
        // Sharing differences: one side shares an object where the other has equal copies.
        if pr == nil && aliasReference[rt] == nil && pc != nil {
            if structurallyEqual(rt, ct, depth: Self.aliasDepth, stack: []) {
                aliasReference[rt] = ct
                queue.append((rt, ct))
            }
        } else if pc == nil && aliasCandidate[ct] == nil && pr != nil {
            if structurallyEqual(rt, ct, depth: Self.aliasDepth, stack: []) {
                aliasCandidate[ct] = rt
                queue.append((rt, ct))
            }
        }
    }

    func keys(_ rg: Group, _ cg: Group) -> [String] {
        var keys = rg.keys
        for key in cg.keys where rg[key] == nil { keys.append(key) }
        return keys
    }

    private func expand(_ r: Int, _ c: Int) {
        let rg = reference.groups[r]
        let cg = candidate.groups[c]
        for (key, rv) in rg.items {
            guard let cv = cg[key], !cv.isEmpty else { continue }
            switch mode(r, key) {
            case .ordered:
                if rv.count == 1 && cv.count == 1 {
                    tryPair(rv[0], cv[0])
                } else {
                    for (i, j) in align(rv, cv) { tryPair(rv[i], cv[j]) }
                }
            case .dict:
                if !pairDictionary(r, c, key, allowSimilarity: false) { deferList(r, c, key, size: rv.count + cv.count) }
            case .unordered:
                deferList(r, c, key, size: rv.count + cv.count)
            }
        }
    }

    private func deferList(_ r: Int, _ c: Int, _ key: String, size: Int) {
        sequence += 1
        deferred.push(DeferredList(size: size, sequence: sequence, reference: r, candidate: c, key: key))
    }

    /// Ordered lists: element-wise for equal lengths; otherwise a maximum-weight order-preserving
    /// alignment on look-ahead similarity, so one missing element does not shift the rest.
    private func align(_ rv: [Entry], _ cv: [Entry]) -> [(Int, Int)] {
        let n = rv.count
        let m = cv.count
        if n == m || n * m > Self.alignmentCellLimit { return (0..<min(n, m)).map { ($0, $0) } }
        var memo: [SimilarityKey: Double] = [:]
        let weights = (0..<n).map { i in
            (0..<m).map { j in pow(valueSimilarity(rv[i], cv[j], depth: Self.similarityDepth, memo: &memo), 4) }
        }
        return maximumWeightAlignment(weights, n, m)
    }

    private func pairUnordered(_ r: Int, _ c: Int, _ key: String) {
        let rv = reference.groups[r][key] ?? []
        let cv = candidate.groups[c][key] ?? []
        var used = [Bool](repeating: false, count: cv.count)
        var byObject: [Int: [Int]] = [:]
        for (j, b) in cv.enumerated() {
            if let target = b.objectIndex { byObject[target, default: []].append(j) }
        }
        var pending: [Int] = []
        for (i, a) in rv.enumerated() {
            guard reference.isObjectReference(a) else { continue }
            if let partner = partner(ofReference: a.objectIndex!) {
                for j in byObject[partner] ?? [] where !used[j] {
                    used[j] = true
                    break
                }
                continue
            }
            pending.append(i)
        }
        let free = cv.indices.filter { j in
            !used[j] && candidate.isObjectReference(cv[j]) && partner(ofCandidate: cv[j].objectIndex!) == nil
        }
        let matches = greedy(rv, cv, pending: pending, free: free)
        commit(matches, r, c, key) { i, j in self.tryPair(rv[i], cv[j]) }
    }

    /// Commits greedy matches. When some are unambiguous and others are not, commits only the
    /// unambiguous ones and retries the rest after the structural walk has propagated them.
    private func commit(_ matches: [Proposal], _ r: Int, _ c: Int, _ key: String, pair: (Int, Int) -> Void) {
        let sure = matches.filter(\.unambiguous)
        if !sure.isEmpty && sure.count < matches.count {
            for match in sure { pair(match.i, match.j) }
            deferList(r, c, key, size: 0)
            return
        }
        for match in matches { pair(match.i, match.j) }
    }

    /// Matches pending reference elements to free candidate elements of the same class, best
    /// look-ahead similarity first.
    private func greedy(_ rv: [Entry], _ cv: [Entry], pending: [Int], free: [Int]) -> [Proposal] {
        var out: [Proposal] = []
        var classes: [String] = []
        for i in pending {
            let name = reference.classNames[rv[i].objectIndex!]
            if !classes.contains(name) { classes.append(name) }
        }
        for name in classes {
            let ri = pending.filter { reference.classNames[rv[$0].objectIndex!] == name }
            let cj = free.filter { candidate.classNames[cv[$0].objectIndex!] == name }
            if cj.isEmpty { continue }
            if ri.count * cj.count <= Self.similarityPairLimit {
                var memo: [SimilarityKey: Double] = [:]
                var candidates: [(similarity: Double, i: Int, j: Int)] = []
                for i in ri {
                    for j in cj {
                        let s = similarity(rv[i].objectIndex!, cv[j].objectIndex!, depth: Self.similarityDepth, memo: &memo)
                        candidates.append((s, i, j))
                    }
                }
                out += greedyPick(candidates)
            } else {
                // Large groups: equal signatures first, then the rest in order.
                var bySignature: [Signature: [Int]] = [:]
                for j in cj {
                    bySignature[signature(candidate, cv[j].objectIndex!, referenceSide: false), default: []].append(j)
                }
                var restI: [Int] = []
                var usedJ: Set<Int> = []
                for i in ri {
                    let key = signature(reference, rv[i].objectIndex!, referenceSide: true)
                    if var list = bySignature[key] {
                        while let first = list.first, usedJ.contains(first) { list.removeFirst() }
                        if let first = list.first {
                            list.removeFirst()
                            usedJ.insert(first)
                            out.append(Proposal(i: i, j: first, unambiguous: true))
                            bySignature[key] = list
                            continue
                        }
                        bySignature[key] = list
                    }
                    restI.append(i)
                }
                let restJ = cj.filter { !usedJ.contains($0) }
                for (i, j) in zip(restI, restJ) { out.append(Proposal(i: i, j: j, unambiguous: true)) }
            }
        }
        return out
    }

    /// Like `greedy`, for dictionary items with object keys: an item's similarity is the mean of its
    /// key's and its value's.
    private func greedyItems(_ ri: [DictionaryItem], _ ci: [DictionaryItem], pending: [Int], free: [Int]) -> [Proposal] {
        var out: [Proposal] = []
        var classes: [String] = []
        for i in pending {
            let name = reference.classNames[ri[i].key.objectIndex!]
            if !classes.contains(name) { classes.append(name) }
        }
        for name in classes {
            let ii = pending.filter { reference.classNames[ri[$0].key.objectIndex!] == name }
            let jj = free.filter { candidate.classNames[ci[$0].key.objectIndex!] == name }
            if jj.isEmpty { continue }
            if ii.count * jj.count > Self.similarityPairLimit {
                out += greedy(ri.map(\.key), ci.map(\.key), pending: ii, free: jj)
                continue
            }
            var memo: [SimilarityKey: Double] = [:]
            var candidates: [(similarity: Double, i: Int, j: Int)] = []
            for i in ii {
                for j in jj {
                    var s = similarity(ri[i].key.objectIndex!, ci[j].key.objectIndex!, depth: Self.similarityDepth, memo: &memo)
                    if let rv = ri[i].value, let cv = ci[j].value {
                        s = 0.5 * s + 0.5 * valueSimilarity(rv, cv, depth: Self.similarityDepth, memo: &memo)
                    }
                    candidates.append((s, i, j))
                }
            }
            out += greedyPick(candidates)
        }
        return out
    }

    private struct Signature: Hashable {
        var className: String
        var items: [SignatureItem]
    }

    private enum SignatureItem: Hashable {
        case leaf(key: String, className: String, numberKey: String, value: Scalar)
        case paired(key: String, object: Int)
        case object(key: String, className: String)
        case scalar(key: String, type: UInt8, value: Scalar)
    }

    private func signature(_ graph: ComparisonGraph, _ o: Int, referenceSide: Bool) -> Signature {
        var items: [SignatureItem] = []
        for (key, values) in graph.groups[o].items {
            for value in values where !value.isNil {
                if let target = value.objectIndex {
                    if let leaf = graph.leaves[target] {
                        items.append(.leaf(key: key, className: leaf.className, numberKey: leaf.key, value: Scalar(leaf.payload)))
                    } else if let partner = referenceSide ? partner(ofReference: target) : partner(ofCandidate: target) {
                        items.append(.paired(key: key, object: referenceSide ? partner : target))
                    } else {
                        items.append(.object(key: key, className: graph.classNames[target]))
                    }
                } else {
                    items.append(.scalar(key: key, type: value.typeCode, value: Scalar(value.payload)))
                }
            }
        }
        return Signature(className: graph.classNames[o], items: items)
    }

    // MARK: Dictionaries

    struct DictionaryItem {
        var key: Entry
        var value: Entry?
    }

    func dictionaryItems(_ graph: ComparisonGraph, _ o: Int, _ key: String) -> [DictionaryItem] {
        let elements = graph.groups[o][key] ?? []
        return stride(from: 0, to: elements.count, by: 2).map { i in
            DictionaryItem(key: elements[i], value: i + 1 < elements.count ? elements[i + 1] : nil)
        }
    }

    private enum KeyContent: Hashable {
        case generated
        case string([UInt8])
        case number(Double)
        case other(type: UInt8, value: Scalar)
    }

    /// What dictionary entries are matched by: string or number content; nil for object keys.
    private func keyContent(_ graph: ComparisonGraph, _ entry: Entry) -> KeyContent? {
        if let target = entry.objectIndex {
            guard let leaf = graph.leaves[target] else { return nil }
            switch leaf.payload {
            case .data(let bytes): return bytes == Policy.generatedToken ? .generated : .string(bytes)
            case .bool(let value): return .number(value ? 1 : 0)
            default: return .number(ValueRules.floatValue(leaf.payload) ?? Double(leaf.payload.integer ?? 0))
            }
        }
        if let integer = entry.payload.integer { return .number(Double(integer)) }
        if let real = ValueRules.floatValue(entry.payload) { return .number(real) }
        return .other(type: entry.typeCode, value: Scalar(entry.payload))
    }

    struct DictionaryMatching {
        var pairs: [(Int, Int)]
        var referenceItems: [DictionaryItem]
        var candidateItems: [DictionaryItem]
        /// Object-keyed items still unmatched, proposed by similarity (only when allowed).
        var proposals: [Proposal]
        var hasPending: Bool
    }

    func dictionaryMatching(_ r: Int, _ c: Int, _ key: String, allowSimilarity: Bool) -> DictionaryMatching {
        let ri = dictionaryItems(reference, r, key)
        let ci = dictionaryItems(candidate, c, key)
        var used: Set<Int> = []
        var out: [(Int, Int)] = []
        var byContent: [KeyContent: [Int]] = [:]
        var byObject: [Int: [Int]] = [:]
        for (j, item) in ci.enumerated() {
            if let content = keyContent(candidate, item.key) {
                byContent[content, default: []].append(j)
            } else if let target = item.key.objectIndex {
                byObject[target, default: []].append(j)
            }
        }
        var pending: [Int] = []
        var pendingGenerated: [Int] = []
        for (i, item) in ri.enumerated() {
            let content = keyContent(reference, item.key)
            if content == .generated {
                pendingGenerated.append(i)
                continue
            }
            if let content {
                for j in byContent[content] ?? [] where !used.contains(j) {
                    used.insert(j)
                    out.append((i, j))
                    break
                }
                continue
            }
            if let target = item.key.objectIndex {
                if let partner = partner(ofReference: target) {
                    for j in byObject[partner] ?? [] where !used.contains(j) {
                        used.insert(j)
                        out.append((i, j))
                        break
                    }
                    continue
                }
                pending.append(i)
            }
        }
        if !pendingGenerated.isEmpty {
            // Keys are build-generated names: match items through the objects they map to.
            let generatedJ = (byContent[.generated] ?? []).filter { !used.contains($0) }
            var leftover: [Int] = []
            for i in pendingGenerated {
                var found: Int?
                if let value = ri[i].value {
                    for j in generatedJ where !used.contains(j) {
                        if let other = ci[j].value, valuesEqual(value, other) == .match {
                            found = j
                            break
                        }
                    }
                }
                if let found {
                    used.insert(found)
                    out.append((i, found))
                } else {
                    leftover.append(i)
                }
            }
            if !leftover.isEmpty && allowSimilarity {
                let placeholder = Entry(payload: .null, id: -1)
                let rvals = ri.map { $0.value ?? placeholder }
                let cvals = ci.map { $0.value ?? placeholder }
                let fi = leftover.filter { ri[$0].value != nil && reference.isObjectReference(rvals[$0]) }
                let fj = generatedJ.filter { j in
                    !used.contains(j) && ci[j].value != nil && candidate.isObjectReference(cvals[j])
                        && partner(ofCandidate: cvals[j].objectIndex!) == nil
                }
                for proposal in greedy(rvals, cvals, pending: fi, free: fj) {
                    used.insert(proposal.j)
                    out.append((proposal.i, proposal.j))
                }
            }
        }
        if !pending.isEmpty && allowSimilarity {
            let free = ci.indices.filter { j in
                guard !used.contains(j), let target = ci[j].key.objectIndex else { return false }
                return candidate.kinds[target] != .value && partner(ofCandidate: target) == nil
            }
            return DictionaryMatching(
                pairs: out, referenceItems: ri, candidateItems: ci,
                proposals: greedyItems(ri, ci, pending: pending, free: free), hasPending: true)
        }
        return DictionaryMatching(pairs: out, referenceItems: ri, candidateItems: ci, proposals: [], hasPending: !pending.isEmpty)
    }

    private func pairDictionary(_ r: Int, _ c: Int, _ key: String, allowSimilarity: Bool) -> Bool {
        let matching = dictionaryMatching(r, c, key, allowSimilarity: allowSimilarity)
        if matching.hasPending && !allowSimilarity { return false }
        let ri = matching.referenceItems
        let ci = matching.candidateItems
        let pairItem = { (i: Int, j: Int) in
            self.tryPair(ri[i].key, ci[j].key)
            if let a = ri[i].value, let b = ci[j].value { self.tryPair(a, b) }
        }
        for (i, j) in matching.pairs { pairItem(i, j) }
        if allowSimilarity && !matching.proposals.isEmpty { commit(matching.proposals, r, c, key, pair: pairItem) }
        return true
    }

    // MARK: Similarity

    struct SimilarityKey: Hashable {
        var reference: Int
        var candidate: Int
        var depth: Int
    }

    private enum Token: Hashable {
        case value(className: String, key: String, type: UInt8, value: Scalar)
        case object(Int)
        case className(String)
        case scalar(type: UInt8, value: Scalar)
    }

    private func similarity(_ r: Int, _ c: Int, depth: Int, memo: inout [SimilarityKey: Double]) -> Double {
        if reference.classNames[r] != candidate.classNames[c] { return 0 }
        let memoKey = SimilarityKey(reference: r, candidate: c, depth: depth)
        if let known = memo[memoKey] { return known }
        memo[memoKey] = 0
        let rg = reference.groups[r]
        let cg = candidate.groups[c]
        var total = 0
        var score = 0.0
        for key in keys(rg, cg) {
            let rv = (rg[key] ?? []).filter { !$0.isNil }
            let cv = (cg[key] ?? []).filter { !$0.isNil }
            let n = max(rv.count, cv.count)
            if n == 0 { continue }
            total += n
            if rv.count == 1 && cv.count == 1 {
                score += valueSimilarity(rv[0], cv[0], depth: depth, memo: &memo)
            } else if !rv.isEmpty && !cv.isEmpty {
                // The multiset intersection of tokens, in the reference's order.
                var order: [Token] = []
                var counts: [Token: Int] = [:]
                for value in rv {
                    let token = self.token(reference, value, referenceSide: true)
                    if counts[token] == nil { order.append(token) }
                    counts[token, default: 0] += 1
                }
                var other: [Token: Int] = [:]
                for value in cv { other[self.token(candidate, value, referenceSide: false), default: 0] += 1 }
                for token in order {
                    let common = min(counts[token]!, other[token] ?? 0)
                    guard common > 0 else { continue }
                    if case .className = token {
                        score += Double(common) * 0.5
                    } else {
                        score += Double(common) * 1.0
                    }
                }
            }
        }
        let result = total > 0 ? score / Double(total) : 1.0
        memo[memoKey] = result
        return result
    }

    private func token(_ graph: ComparisonGraph, _ entry: Entry, referenceSide: Bool) -> Token {
        if let target = entry.objectIndex {
            if let leaf = graph.leaves[target] {
                return .value(className: leaf.className, key: leaf.key, type: leaf.payload.typeCode, value: Scalar(leaf.payload))
            }
            if let partner = referenceSide ? partner(ofReference: target) : partner(ofCandidate: target) {
                return .object(referenceSide ? partner : target)
            }
            return .className(graph.classNames[target])
        }
        return .scalar(type: entry.typeCode, value: Scalar(entry.payload, bytesPrefix: 64))
    }

    private func valueSimilarity(_ a: Entry, _ b: Entry, depth: Int, memo: inout [SimilarityKey: Double]) -> Double {
        func score(_ equality: Equality) -> Double {
            switch equality {
            case .match: 1
            case .width: 0.5
            case .mismatch: 0
            }
        }
        guard let rt = a.objectIndex, let ct = b.objectIndex else {
            if a.objectIndex != nil || b.objectIndex != nil { return 0 }
            return score(ValueRules.scalarEqual(a.payload, b.payload))
        }
        if reference.kinds[rt] == .value || candidate.kinds[ct] == .value { return score(referencesEqual(rt, ct)) }
        if let partner = partner(ofReference: rt) { return partner == ct ? 1 : 0 }
        if partner(ofCandidate: ct) != nil || reference.classNames[rt] != candidate.classNames[ct] { return 0 }
        if depth <= 0 { return 0.5 }
        return 0.5 + 0.5 * similarity(rt, ct, depth: depth - 1, memo: &memo)
    }

    /// Structural equality (ignoring pairing) down to `depth` object levels.
    private func structurallyEqual(_ r: Int, _ c: Int, depth: Int, stack: Set<PairKey>) -> Bool {
        if reference.classNames[r] != candidate.classNames[c] { return false }
        let here = PairKey(reference: r, candidate: c)
        if stack.contains(here) { return true }
        let rg = reference.groups[r]
        let cg = candidate.groups[c]
        let rk = rg.items.filter { $0.1.contains { !$0.isNil } }.map(\.0)
        let ck = cg.items.filter { $0.1.contains { !$0.isNil } }.map(\.0)
        guard Set(rk) == Set(ck), rk.count == ck.count else { return false }
        var inner = stack
        inner.insert(here)
        for key in rk {
            let rv = rg[key]!.filter { !$0.isNil }
            let cv = cg[key]!.filter { !$0.isNil }
            guard rv.count == cv.count else { return false }
            for index in rv.indices where !entriesStructurallyEqual(rv[index], cv[index], depth: depth, stack: inner) {
                return false
            }
        }
        return true
    }

    /// One value of `structurallyEqual`'s walk. (A separate function: the 6.3 optimizer crashed on the
    /// inlined form in release builds.)
    private func entriesStructurallyEqual(_ a: Entry, _ b: Entry, depth: Int, stack: Set<PairKey>) -> Bool {
        guard let at = a.objectIndex else {
            return b.objectIndex == nil && ValueRules.scalarEqual(a.payload, b.payload) == .match
        }
        guard let bt = b.objectIndex else { return false }
        if reference.kinds[at] == .value || candidate.kinds[bt] == .value { return referencesEqual(at, bt) == .match }
        if depth <= 0 { return reference.classNames[at] == candidate.classNames[bt] }
        return structurallyEqual(at, bt, depth: depth - 1, stack: stack)
    }
}
