/// Suggests the keyword a line that does not parse probably meant: the closest of the keywords
/// the parser expected there (`Scenari:` → `Scenario:`, `Givn` → `Given`), a keyword in the
/// wrong case, or a keyword without its colon.
struct KeywordHint {
    /// Keywords that end with a colon (`Feature`, `Rule`, `Scenario`…), without it.
    private var headingKeywords: [String] = []
    /// Step keywords (`Given`, `And`…), without their trailing space.
    private var stepKeywords: [String] = []

    /// The keywords the official `reason` of an unexpected token says were expected, in `dialect`.
    ///
    /// `afterTags` says the line follows a line of tags. The official parser then looks ahead
    /// for the keyword the tags belong to and, finding none, expects only what tags of a `Rule`
    /// may be followed by, so every keyword that tags may stand above is a candidate.
    init(reason: String, dialect: GherkinDialect, afterTags: Bool = false) {
        guard let list = reason.split(separator: ", got '", maxSplits: 1).first, list.hasPrefix("expected: ") else {
            return
        }
        let expected = Set(list.dropFirst("expected: ".count).split(separator: ", ").map(String.init))
        let headings: [(token: String, keywords: [String])] = [
            ("#FeatureLine", dialect.feature), ("#RuleLine", dialect.rule), ("#BackgroundLine", dialect.background),
            ("#ScenarioLine", dialect.scenario + dialect.scenarioOutline), ("#ExamplesLine", dialect.examples),
        ]
        for heading in headings {
            let taggable = afterTags && heading.token != "#BackgroundLine"
            if expected.contains(heading.token) || taggable { headingKeywords += heading.keywords }
        }
        if expected.contains("#StepLine") {
            let keywords = dialect.given + dialect.when + dialect.then + dialect.and + dialect.but
            stepKeywords = keywords.map { String($0[...].trimmed) }.filter { $0 != "*" && !$0.isEmpty }
        }
    }

    /// The dialect a `# language:` header names before the first other line; English without one.
    static func dialect(of lines: [Substring]) -> GherkinDialect {
        for line in lines {
            let text = line.trimmed
            if text.isEmpty { continue }
            guard text.hasPrefix("#") else { break }
            let parts = text.dropFirst().split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmed == "language" else { continue }
            return GherkinDialect.named(String(parts[1].trimmed)) ?? .english
        }
        return .english
    }

    /// The suggestion for `line`, or `nil` when no expected keyword is close to how it starts.
    func hint(for line: Substring) -> String? {
        let text = line.trimmed
        if let colon = text.firstIndex(of: ":") {
            let word = text[..<colon].trimmed
            if let keyword = Self.closest(to: word, among: headingKeywords) { return "did you mean `\(keyword):`?" }
        }
        for keyword in headingKeywords.sorted(by: { $0.count > $1.count }) {
            let start = text.prefix(keyword.count)
            let next = text.dropFirst(keyword.count).first
            if start.lowercased() == keyword.lowercased(), next == nil || next == " " {
                return "did you mean `\(keyword):`? (a keyword ends with a colon)"
            }
        }
        let firstWord = text.prefix { $0 != " " && $0 != "\t" }
        if let keyword = Self.closest(to: firstWord, among: stepKeywords) { return "did you mean `\(keyword)`?" }
        return nil
    }

    /// The keyword closest to `word`, if close enough to be a slip: a different case, or one or
    /// two letters wrong (one for short keywords); a word that is exactly a keyword is not a slip.
    static func closest(to word: Substring, among keywords: [String]) -> String? {
        guard !word.isEmpty else { return nil }
        let lowered = Array(word.lowercased())
        var best: (keyword: String, distance: Int)?
        for keyword in keywords where keyword != String(word) {
            let distance = EditDistance.between(lowered, Array(keyword.lowercased()))
            let allowed = keyword.count <= 4 ? 1 : 2
            guard distance <= allowed, distance < lowered.count else { continue }
            if distance < best?.distance ?? Int.max { best = (keyword, distance) }
        }
        return best?.keyword
    }
}
