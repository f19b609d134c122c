import Gherkin
import VerityWorkspace

/// Proposes the keywords of the file's dialect at the start of a line, those starting with what
/// is typed, and those that can follow at that place first (by `sortText`):
///
/// - before the feature: `Feature: ` and its synonyms, and `# language: ` while the file has no
///   language header; nothing else can stand there;
/// - in the feature or a rule: `Background: `, `Scenario: ` and its synonyms, `Scenario Outline: `
///   (and `Rule: `);
/// - among or after a scenario's steps: the step keywords (`Given `, `When `, `Then `, `And `,
///   `But `, `* `), then `Scenario: `, `Scenario Outline: `, `Examples: ` and `Rule: `;
/// - in an examples block: `Examples: `, then `Scenario: `, `Scenario Outline: ` and `Rule: `.
///
/// The other keywords follow, except `Feature: ` once the file has a feature.
///
/// ```swift
/// KeywordCompletion.items(typed: "Sc", dialect: .named("fr") ?? .english, context: context, replacing: range)
/// // "Scénario: ", "Plan du scénario: ", … (every keyword starting "sc", ignoring case)
/// ```
package enum KeywordCompletion {
    /// A group of keywords of one kind.
    private enum Group: CaseIterable {
        case language, feature, rule, background, scenario, scenarioOutline, examples, steps
    }

    /// The keywords starting with `typed` (ignoring case) that fit `context`, best first;
    /// `replacing` is the typed text's span. In Markdown there is no `* ` step keyword (a step
    /// is a list item already).
    package static func items(
        typed: String, dialect: GherkinDialect, context: KeywordContext, markdown: Bool = false, replacing: TextRange
    ) -> [CompletionItem] {
        let first = fitting(context)
        var groups = first
        if context.place != .beforeFeature {
            groups += Group.allCases.filter { !first.contains($0) && $0 != .language && $0 != .feature }
        }
        var proposals: [(keyword: String, insert: String, detail: String)] = []
        var firstCount = 0
        for group in groups {
            proposals += Self.proposals(group, dialect: dialect, markdown: markdown)
            if first.contains(group) { firstCount = proposals.count }
        }
        let prefix = typed.lowercased()
        var seen = Set<String>()
        return proposals.enumerated().compactMap { position, proposal in
            guard proposal.keyword.lowercased().hasPrefix(prefix), seen.insert(proposal.insert).inserted else {
                return nil
            }
            // NB: the fitting keywords sort before the others however the client sorts labels.
            let rank = position < firstCount ? 1000 + position : 2000 + position
            return CompletionItem(
                label: proposal.keyword, kind: .keyword, detail: proposal.detail, insertText: proposal.insert,
                filterText: proposal.keyword, sortText: "\(rank)", replacing: replacing)
        }
    }

    /// The groups that can follow at the context's place, in the order proposed.
    private static func fitting(_ context: KeywordContext) -> [Group] {
        switch context.place {
        case .beforeFeature:
            return (context.hasLanguageHeader ? [] : [.language]) + (context.hasFeature ? [] : [.feature])
        case .feature, .rule: return [.background, .scenario, .scenarioOutline, .rule]
        case .scenario: return [.steps, .scenario, .scenarioOutline, .examples, .rule]
        case .examples: return [.examples, .scenario, .scenarioOutline, .rule]
        }
    }

    /// The keywords of one group: what the label shows, what is inserted, and the detail.
    private static func proposals(
        _ group: Group, dialect: GherkinDialect, markdown: Bool
    ) -> [(keyword: String, insert: String, detail: String)] {
        /// Heading keywords, inserted with their colon.
        func headings(_ keywords: [String], _ detail: String) -> [(keyword: String, insert: String, detail: String)] {
            keywords.map { ($0, $0 + ": ", detail) }
        }
        switch group {
        case .language: return [("# language:", "# language: ", "Language of the file")]
        case .feature: return headings(dialect.feature, "Feature")
        case .rule: return headings(dialect.rule, "Rule")
        case .background: return headings(dialect.background, "Background")
        case .scenario: return headings(dialect.scenario, "Scenario")
        case .scenarioOutline: return headings(dialect.scenarioOutline, "Scenario Outline")
        case .examples: return headings(dialect.examples, "Examples")
        case .steps:
            var steps: [(keyword: String, insert: String, detail: String)] = []
            for (keywords, detail) in [
                (dialect.given, "Given"), (dialect.when, "When"), (dialect.then, "Then"), (dialect.and, "And"),
                (dialect.but, "But"),
            ] {
                steps += keywords.filter { $0 != "* " }.map {
                    ($0.trimmingWhitespace().description, $0, "\(detail) step")
                }
            }
            if !markdown { steps.append(("*", "* ", "Step")) }
            return steps
        }
    }
}
