/// `no-rule-without-examples`: a `Rule` with no scenario: a requirement without an example is
/// not testable, yet neither a run nor the parser reports it.
package struct NoRuleWithoutExamples: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-rule-without-examples", defaultSeverity: .error, summary: "A Rule with no Scenario or Example."
    ) { options in
        try options.expectNone()
        return NoRuleWithoutExamples()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        let rules = file.document.feature?.children.compactMap(\.rule) ?? []
        return rules.filter { rule in !rule.children.contains { $0.scenario != nil } }.map { rule in
            file.problem(at: rule.location, "Rule \(rule.name.lintQuoted) has no examples, so it is not tested")
        }
    }
}
