import Gherkin

/// Orders a suite's tags by how close each is to one that no scenario carries, so that the
/// error for a misspelt tag names the intended one first.
enum TagSuggestions {
    /// `known`, closest to `name` first (by edit distance, as Gherkin's keyword hints measure
    /// it, ignoring case and a leading `@`), ties in alphabetical order.
    static func closestFirst(to name: String, among known: Set<String>) -> [String] {
        let target = Array(bare(name))
        return
            known
            .map { (tag: $0, distance: EditDistance.between(target, Array(bare($0)))) }
            .sorted { ($0.distance, $0.tag) < ($1.distance, $1.tag) }
            .map(\.tag)
    }

    /// The tag `name` was probably meant to be: the closest of `known` when it is the same but
    /// for its `@`, its case or a slip of one or two characters.
    static func likelyMeant(_ name: String, among known: Set<String>) -> String? {
        guard let closest = closestFirst(to: name, among: known).first else { return nil }
        let distance = EditDistance.between(Array(bare(name)), Array(bare(closest)))
        return distance <= min(2, bare(closest).count / 3) ? closest : nil
    }

    private static func bare(_ tag: String) -> String {
        (tag.hasPrefix("@") ? String(tag.dropFirst()) : tag).lowercased()
    }
}
