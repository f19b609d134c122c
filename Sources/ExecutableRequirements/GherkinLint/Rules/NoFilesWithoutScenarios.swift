/// `no-files-without-scenarios`: a feature with no scenario, in itself or in its rules, which
/// describes nothing that runs.
package struct NoFilesWithoutScenarios: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-files-without-scenarios", defaultSeverity: .warning, summary: "A Feature with no Scenario."
    ) { options in
        try options.expectNone()
        return NoFilesWithoutScenarios()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        guard let feature = file.document.feature, file.scenarios.isEmpty else { return [] }
        return [file.problem(at: feature.location, "Feature \(feature.name.lintQuoted) has no scenarios")]
    }
}
