/// Orders a suite's tags by how close each is to one that no scenario carries, so that the
/// error for a misspelt tag names the intended one first.
enum TagSuggestions {
    /// `known`, closest to `name` first (by edit distance, ignoring case and a leading `@`),
    /// ties in alphabetical order.
    static func closestFirst(to name: String, among known: Set<String>) -> [String] {
        let target = Array(bare(name))
        return known
            .map { (tag: $0, distance: distance(target, Array(bare($0)))) }
            .sorted { ($0.distance, $0.tag) < ($1.distance, $1.tag) }
            .map(\.tag)
    }

    private static func bare(_ tag: String) -> String {
        (tag.hasPrefix("@") ? String(tag.dropFirst()) : tag).lowercased()
    }

    /// Levenshtein distance: insertions, deletions and substitutions of characters.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
