// Matching.swift — the assignment algorithms of the comparison: best-first one-to-one matching by
// similarity, maximum-weight order-preserving alignment, and the binary heap both walks use.

/// A binary min-heap.
struct MinHeap<Element: Comparable> {
    private var storage: [Element] = []

    var isEmpty: Bool { storage.isEmpty }

    mutating func push(_ element: Element) {
        storage.append(element)
        var child = storage.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard storage[child] < storage[parent] else { break }
            storage.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Element? {
        guard !storage.isEmpty else { return nil }
        storage.swapAt(0, storage.count - 1)
        let top = storage.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var smallest = parent
            if left < storage.count, storage[left] < storage[smallest] { smallest = left }
            if right < storage.count, storage[right] < storage[smallest] { smallest = right }
            if smallest == parent { break }
            storage.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}

/// One proposed pairing of reference element `i` with candidate element `j`.
struct Proposal {
    var i: Int
    var j: Int
    /// The pair is the strict best of both `i` and `j`.
    var unambiguous: Bool
}

/// Greedy best-first one-to-one assignment over `(similarity, i, j)` candidates, ties broken by
/// `(i, j)`. A pair is unambiguous when its similarity is strictly higher than any other option of
/// its `i` and of its `j`.
func greedyPick(_ candidates: [(similarity: Double, i: Int, j: Int)]) -> [Proposal] {
    let sorted = candidates.sorted { a, b in
        if a.similarity != b.similarity { return a.similarity > b.similarity }
        if a.i != b.i { return a.i < b.i }
        return a.j < b.j
    }
    var bestI: [Int: Double] = [:]
    var secondI: [Int: Double] = [:]
    var bestJ: [Int: Double] = [:]
    var secondJ: [Int: Double] = [:]
    for candidate in sorted {
        if bestI[candidate.i] == nil {
            bestI[candidate.i] = candidate.similarity
        } else if secondI[candidate.i] == nil {
            secondI[candidate.i] = candidate.similarity
        }
        if bestJ[candidate.j] == nil {
            bestJ[candidate.j] = candidate.similarity
        } else if secondJ[candidate.j] == nil {
            secondJ[candidate.j] = candidate.similarity
        }
    }
    var out: [Proposal] = []
    var usedI: Set<Int> = []
    var usedJ: Set<Int> = []
    for candidate in sorted {
        guard !usedI.contains(candidate.i), !usedJ.contains(candidate.j) else { continue }
        usedI.insert(candidate.i)
        usedJ.insert(candidate.j)
        let s = candidate.similarity
        let unambiguous =
            s == bestI[candidate.i] && s == bestJ[candidate.j] && secondI[candidate.i, default: -1] < s
            && secondJ[candidate.j, default: -1] < s
        out.append(Proposal(i: candidate.i, j: candidate.j, unambiguous: unambiguous))
    }
    return out
}

/// Maximum-weight order-preserving matching (positive weights only); ties prefer the diagonal, then
/// earlier indexes. Returns the pairs in ascending order.
func maximumWeightAlignment(_ weights: [[Double]], _ n: Int, _ m: Int) -> [(Int, Int)] {
    guard n > 0, m > 0 else { return [] }
    // best[i][j]: the best score using reference[i...] and candidate[j...].
    var best = [[Double]](repeating: [Double](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            let down = best[i + 1][j]
            let right = best[i][j + 1]
            var value = down >= right ? down : right
            if weights[i][j] > 0 {
                let take = weights[i][j] + best[i + 1][j + 1]
                if take >= value { value = take }
            }
            best[i][j] = value
        }
    }
    var out: [(Int, Int)] = []
    var i = 0
    var j = 0
    let epsilon = 1e-12
    while i < n && j < m {
        if weights[i][j] > 0 && abs(best[i][j] - (weights[i][j] + best[i + 1][j + 1])) <= epsilon {
            out.append((i, j))
            i += 1
            j += 1
        } else if abs(best[i][j] - best[i + 1][j]) <= epsilon {
            i += 1
        } else {
            j += 1
        }
    }
    return out
}
