import Gherkin

/// Orders a suite's tags by how close each is to one that no scenario carries, so that the
/// error for a misspelt tag names the intended one first.
enum TagSuggestions {
    /// `known`, closest to `name` first (by edit distance, as Gherkin's keyword hints measure
    /// it, ignoring case and a leading `@`), ties in alphabetical order.
    static func closestFirst(to name: String, among known: Set<String>) -> [String] {
        let target = Array(bare(name))
        return known
            .map { (tag: $0, distance: EditDistance.between(target, Array(bare($0)))) }
            .sorted { ($0.distance, $0.tag) < ($1.distance, $1.tag) }
            .map(\.tag)
    }

    private static func bare(_ tag: String) -> String {
        (tag.hasPrefix("@") ? String(tag.dropFirst()) : tag).lowercased()
    }
}
