import Gherkin

/// Proposes the keywords of the file's dialect at the start of a line: `Feature: `,
/// `Scenario: `, … and the step keywords, those starting with what is typed.
///
/// ```swift
/// KeywordCompletion.items(typed: "Sc", dialect: .named("fr") ?? .english, replacing: range)
/// // "Scénario: ", "Plan du scénario: ", … (every keyword starting "sc", ignoring case)
/// ```
package enum KeywordCompletion {
    /// The keywords starting with `typed` (ignoring case); `replacing` is the typed text's span.
    package static func items(typed: String, dialect: GherkinDialect, replacing: TextRange) -> [CompletionItem] {
        var proposals: [(keyword: String, insert: String, detail: String)] = []
        for (keywords, detail) in [
            (dialect.feature, "Feature"), (dialect.rule, "Rule"), (dialect.background, "Background"),
            (dialect.scenario, "Scenario"), (dialect.scenarioOutline, "Scenario Outline"), (dialect.examples, "Examples"),
        ] {
            proposals += keywords.map { ($0, $0 + ": ", detail) }
        }
        for (keywords, detail) in [
            (dialect.given, "Given"), (dialect.when, "When"), (dialect.then, "Then"), (dialect.and, "And"), (dialect.but, "But"),
        ] {
            proposals += keywords.filter { $0 != "* " }.map { ($0.trimmingWhitespace().description, $0, "\(detail) step") }
        }
        let prefix = typed.lowercased()
        var seen = Set<String>()
        return proposals.enumerated().compactMap { position, proposal in
            guard proposal.keyword.lowercased().hasPrefix(prefix), seen.insert(proposal.insert).inserted else { return nil }
            return CompletionItem(
                label: proposal.keyword, kind: .keyword, detail: proposal.detail, insertText: proposal.insert,
                filterText: proposal.keyword, sortText: "\(1000 + position)", replacing: replacing)
        }
    }
}
