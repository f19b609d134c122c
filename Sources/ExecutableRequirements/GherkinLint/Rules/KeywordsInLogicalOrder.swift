import CucumberMessages

/// `keywords-in-logical-order`: a `Given` after a `When` or `Then`, or a `When` after a `Then`,
/// in one scenario or background: the example no longer reads as context, action, outcome.
package struct KeywordsInLogicalOrder: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "keywords-in-logical-order", defaultSeverity: .warning,
        summary: "A Given after When or Then, or a When after Then."
    ) { options in
        try options.expectNone()
        return KeywordsInLogicalOrder()
    }

    /// The steps out of order in each scenario and background of `file`.
    package func problems(in file: LintedFile) -> [LintProblem] {
        (file.backgrounds.map(\.steps) + file.scenarios.map(\.steps)).flatMap { problems(in: $0, of: file) }
    }

    private func problems(in steps: [Step], of file: LintedFile) -> [LintProblem] {
        let order: [StepKeywordType] = [.context, .action, .outcome]
        var latest: (rank: Int, keyword: String)?
        var problems: [LintProblem] = []
        for step in steps {
            // NB: only the keywords themselves are ordered; `And`, `But` and `*` continue.
            guard let rank = order.firstIndex(of: step.keywordType ?? .unknown) else { continue }
            if let latest, rank < latest.rank {
                problems.append(
                    file.problem(
                        at: step.location,
                        "Step \((step.keyword + step.text).lintQuoted) should not come after a "
                            + "\(latest.keyword.trimmingSpaces) step"))
            } else {
                latest = (rank, step.keyword)
            }
        }
        return problems
    }
}

extension String {
    /// The text without the spaces around it (a step keyword keeps its trailing space).
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
