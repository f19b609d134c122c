/// `no-scenario-outlines-without-examples`: an outline with no examples row, which runs nothing.
package struct NoScenarioOutlinesWithoutExamples: FileLintRule {
    /// The rule's id, default severity and options (none).
    package static let definition = LintRuleDefinition(
        id: "no-scenario-outlines-without-examples", defaultSeverity: .error,
        summary: "A Scenario Outline with no Examples, or whose Examples have no rows."
    ) { options in
        try options.expectNone()
        return NoScenarioOutlinesWithoutExamples()
    }

    /// What `file` has of the problem the rule names.
    package func problems(in file: LintedFile) -> [LintProblem] {
        let language = file.document.feature?.language ?? "en"
        return file.scenarios.filter { $0.isOutline(language: language) }.compactMap { outline in
            if outline.examples.isEmpty {
                return file.problem(
                    at: outline.location, "\(outline.keyword) \(outline.name.lintQuoted) has no examples")
            }
            guard outline.examples.allSatisfy(\.tableBody.isEmpty) else { return nil }
            return file.problem(
                at: outline.location,
                "\(outline.keyword) \(outline.name.lintQuoted) has no examples rows, so it never runs")
        }
    }
}
