import CucumberMessages

/// A keyword as UTF-8 bytes, ready for prefix comparison against a line.
struct ByteKeyword: Sendable {
    /// The keyword as written in the dictionary (no colon).
    let text: String
    /// The bytes to compare: the keyword, followed by `:` for title keywords.
    let bytes: [UInt8]
    /// For step keywords, the kind the keyword signals; `nil` for title keywords.
    let type: StepKeywordType?
}

/// The keywords of one dialect in the form the token matchers need: bytes, sorted steps,
/// and a first-byte filter so most lines are rejected without a comparison. A class, so that
/// handing it to each parse costs one reference count.
final class KeywordTable: Sendable {
    let code: String
    let feature: [ByteKeyword]
    let rule: [ByteKeyword]
    let background: [ByteKeyword]
    let scenario: [ByteKeyword]
    let scenarioOutline: [ByteKeyword]
    let examples: [ByteKeyword]
    /// Every step keyword, longest first (stable), so the longest prefix wins.
    let steps: [ByteKeyword]
    /// Step keywords other than `* `, deduplicated, longest first (for Markdown bullets).
    let nonStarSteps: [ByteKeyword]
    /// Title keywords of every kind, deduplicated, in dictionary order (for Markdown headers).
    let headers: [String]
    /// The first kind each step keyword is listed under (Markdown reports that one).
    let firstStepType: [String: StepKeywordType]
    /// The classic matcher's indexes: each kind's title keywords (scenario and scenario outline
    /// in one, in that order) and the step keywords, longest first.
    let featureIndex: KeywordIndex
    let ruleIndex: KeywordIndex
    let backgroundIndex: KeywordIndex
    let scenarioIndex: KeywordIndex
    let examplesIndex: KeywordIndex
    let stepIndex: KeywordIndex
    /// First bytes of all title keywords.
    let titleFirstBytes: ByteSet
    /// First bytes of all step keywords.
    let stepFirstBytes: ByteSet

    init(_ dialect: GherkinDialect) {
        code = dialect.code
        func titles(_ words: [String]) -> [ByteKeyword] {
            words.map { ByteKeyword(text: $0, bytes: Array(($0 + ":").utf8), type: nil) }
        }
        feature = titles(dialect.feature)
        rule = titles(dialect.rule)
        background = titles(dialect.background)
        scenario = titles(dialect.scenario)
        scenarioOutline = titles(dialect.scenarioOutline)
        examples = titles(dialect.examples)

        // NB: a keyword listed more than once across the step kinds (such as "* ", or a word
        // that is both "and" and "but") signals no single kind, so it is Unknown, as upstream.
        var occurrences: [String: [StepKeywordType]] = [:]
        let kinds: [([String], StepKeywordType)] = [
            (dialect.given, .context), (dialect.when, .action), (dialect.then, .outcome),
            (dialect.and, .conjunction), (dialect.but, .conjunction),
        ]
        var ordered: [String] = []
        for (words, kind) in kinds {
            for word in words {
                occurrences[word, default: []].append(kind)
                ordered.append(word)
            }
        }
        func typeOf(_ word: String) -> StepKeywordType {
            let list = occurrences[word] ?? []
            return list.count == 1 ? list[0] : .unknown
        }
        let stepKeywords = ordered.map { ByteKeyword(text: $0, bytes: Array($0.utf8), type: typeOf($0)) }
        steps = Self.longestFirst(stepKeywords)
        featureIndex = KeywordIndex(feature)
        ruleIndex = KeywordIndex(rule)
        backgroundIndex = KeywordIndex(background)
        scenarioIndex = KeywordIndex(scenario + scenarioOutline)
        examplesIndex = KeywordIndex(examples)
        stepIndex = KeywordIndex(steps)
        firstStepType = occurrences.compactMapValues(\.first)
        var seen = Set<String>()
        let nonStar = stepKeywords.filter { $0.text != "* " && seen.insert($0.text).inserted }
        nonStarSteps = Self.longestFirst(nonStar)

        var headerSeen = Set<String>()
        headers =
            (dialect.feature + dialect.background + dialect.rule + dialect.scenarioOutline
            + dialect.scenario + dialect.examples).filter { headerSeen.insert($0).inserted }

        var titleBytes = ByteSet()
        for keyword in feature + rule + background + scenario + scenarioOutline + examples {
            if let first = keyword.bytes.first { titleBytes.insert(first) }
        }
        titleFirstBytes = titleBytes
        var stepBytes = ByteSet()
        for keyword in steps {
            if let first = keyword.bytes.first { stepBytes.insert(first) }
        }
        stepFirstBytes = stepBytes
    }

    /// Sorts by byte length, longest first, keeping the dictionary order among equals.
    private static func longestFirst(_ keywords: [ByteKeyword]) -> [ByteKeyword] {
        keywords.enumerated().sorted { lhs, rhs in
            lhs.element.bytes.count != rhs.element.bytes.count
                ? lhs.element.bytes.count > rhs.element.bytes.count
                : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
