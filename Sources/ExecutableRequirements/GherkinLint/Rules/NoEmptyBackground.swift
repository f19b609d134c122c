/// `no-empty-background`: a `Background` with no step, which sets up nothing.
package struct NoEmptyBackground: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-empty-background", defaultSeverity: .warning, summary: "A Background with no step."
    ) { options in
        try options.expectNone()
        return NoEmptyBackground()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        file.backgrounds.filter(\.steps.isEmpty).map { file.problem(at: $0.location, "Background has no steps") }
    }
}
