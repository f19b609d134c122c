/// `scenario-size`: a scenario or background with more steps than `steps` (15 unless
/// configured): a long example is usually several, or is written at too low a level.
///
/// Options: `{"steps": 10}`, or gherkin-lint's `{"steps-length": {"Scenario": 10, "Background": 5}}`.
package struct ScenarioSize: FileLintRule {
    /// The most steps a scenario may have.
    package var scenarioSteps = 15
    /// The most steps a background may have.
    package var backgroundSteps = 15

    /// The rule's id, default severity and options.
    package static let definition = LintRuleDefinition(
        id: "scenario-size", defaultSeverity: .warning,
        summary: "A Scenario or Background with more steps than allowed (steps: 15)."
    ) { options in
        let members = try options.members(allowing: ["steps", "steps-length"])
        var rule = ScenarioSize()
        if let steps = try options.positiveInteger("steps", in: members) {
            rule.scenarioSteps = steps
            rule.backgroundSteps = steps
        }
        if let lengths = members["steps-length"] {
            guard case .object(let byKind) = lengths else {
                throw options.invalid(
                    "steps-length", "expected an object such as {\"Scenario\": 15, \"Background\": 15}")
            }
            for key in byKind.keys.sorted() where !["Scenario", "Background", "Rule"].contains(key) {
                throw options.invalid("steps-length.\(key)", "unknown option; expected Scenario or Background")
            }
            if let steps = try options.positiveInteger("Scenario", in: byKind, path: "steps-length.Scenario") {
                rule.scenarioSteps = steps
            }
            if let steps = try options.positiveInteger("Background", in: byKind, path: "steps-length.Background") {
                rule.backgroundSteps = steps
            }
        }
        return rule
    }

    /// The scenarios and backgrounds of `file` over their limit.
    package func problems(in file: LintedFile) -> [LintProblem] {
        let backgrounds = file.backgrounds.filter { $0.steps.count > backgroundSteps }.map { background in
            file.problem(
                at: background.location, "Background has \(background.steps.count) steps, more than \(backgroundSteps)")
        }
        let scenarios = file.scenarios.filter { $0.steps.count > scenarioSteps }.map { scenario in
            file.problem(
                at: scenario.location,
                "\(scenario.keyword) \(scenario.name.lintQuoted) has \(scenario.steps.count) steps, more than \(scenarioSteps)"
            )
        }
        return backgrounds + scenarios
    }
}
