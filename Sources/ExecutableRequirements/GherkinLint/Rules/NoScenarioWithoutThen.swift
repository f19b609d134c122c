/// `no-scenario-without-then`: a scenario with no `Then` step, which checks no outcome. An
/// `And` or `But` after a `Then` counts as one; the background's steps do not.
package struct NoScenarioWithoutThen: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-scenario-without-then", defaultSeverity: .warning, summary: "A Scenario with no Then step."
    ) { options in
        try options.expectNone()
        return NoScenarioWithoutThen()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        file.scenarios.filter { !StepKinds.effective(of: $0.steps).contains(.outcome) }.map { scenario in
            file.problem(at: scenario.location, "\(scenario.keyword) \(scenario.name.lintQuoted) has no Then step")
        }
    }
}
