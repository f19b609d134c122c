/// `no-dupe-scenario-names`: two scenarios with the same name in one feature (or, with
/// `"anywhere"`, in any of the linted files), which the reports cannot tell apart. Each repeat
/// is reported, naming the first.
///
/// Options: `{"scope": "in-feature"}` (the default) or `{"scope": "anywhere"}`; gherkin-lint's
/// form, the word alone (`["warning", "anywhere"]`), is read too.
package struct NoDupeScenarioNames: LintRule {
    /// Whether names are compared across files rather than within each feature.
    package var anywhere = false

    /// The rule's id, default severity and options.
    package static let definition = LintRuleDefinition(
        id: "no-dupe-scenario-names", defaultSeverity: .warning,
        summary: "Two Scenarios with the same name in a Feature (scope: in-feature or anywhere)."
    ) { options in
        var scope = "in-feature"
        if let word = options.value?.stringValue {
            scope = word
        } else {
            let members = try options.members(allowing: ["scope"])
            if let value = members["scope"] {
                guard let word = value.stringValue else {
                    throw options.invalid("scope", "expected \"in-feature\" or \"anywhere\"")
                }
                scope = word
            }
        }
        guard ["in-feature", "anywhere"].contains(scope) else {
            throw options.invalid("scope", "expected \"in-feature\" or \"anywhere\", got \(scope.lintQuoted)")
        }
        return NoDupeScenarioNames(anywhere: scope == "anywhere")
    }

    /// The scenarios whose name an earlier one in scope has.
    package func problems(in files: [LintedFile]) -> [LintProblem] {
        var first: [String: (path: String, line: Int)] = [:]
        var problems: [LintProblem] = []
        for file in files {
            if !anywhere { first = [:] }
            for scenario in file.scenarios where !scenario.name.isEmpty {
                if let earlier = first[scenario.name] {
                    let place = earlier.path == file.path ? "line \(earlier.line)" : "\(earlier.path):\(earlier.line)"
                    problems.append(
                        file.problem(
                            at: scenario.location,
                            "Scenario name \(scenario.name.lintQuoted) is already used at \(place)"))
                } else {
                    first[scenario.name] = (file.path, scenario.location.line)
                }
            }
        }
        return problems
    }
}
