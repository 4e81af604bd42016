/// Finds the nearest valid name for a misspelt one, for "did you mean" hints (style books,
/// lint configurations, command-line options).
package enum Suggestions {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely typo.
    package static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        // Names of one or two letters are too short to guess from, unless only the case differs.
        let allowed = lowered.count < 3 ? 0 : max(1, min(3, lowered.count / 3))
        return best.distance <= allowed ? best.name : nil
    }

    /// ` (did you mean "x"?)`, or an empty string.
    package static func hint(for word: String, in candidates: some Sequence<String>) -> String {
        guard let match = nearest(to: word, in: candidates) else { return "" }
        return " (did you mean \"\(match)\"?)"
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of neighbours
    /// (optimal string alignment), so `trems` is one edit from `terms`. Inputs are short names.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if a.count > 64 || b.count > 64 { return a == b ? 0 : max(a.count, b.count) }
        let width = b.count + 1
        var d = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { d[i * width] = i }
        for j in 0...b.count { d[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, d[(i - 2) * width + j - 2] + 1)
                }
                d[i * width + j] = best
            }
        }
        return d[a.count * width + b.count]
    }
}
