import CucumberMessages

/// One documented feature file: its Gherkin document, where its page is written, and its
/// examples in the order the file gives them.
package struct SpecifiedFeature {
    /// The feature file's path as documented (as given on the command line, or the run's uri).
    package var path: String
    package var feature: Feature
    /// The page's path inside the site, e.g. `features/banking__charges.html`.
    package var page: String
    package var examples: [SpecifiedExample] = []
    /// Rules that hold no scenario: a requirement with no example to show it.
    var rulesWithoutExamples: [Rule] = []
    /// The runs (by position) that include at least one example of the feature.
    private(set) var runsWithEvidence: [Int] = []
    private var positions: [Int: Int] = [:]

    init(path: String, feature: Feature, page: String, runs: [RunEvidence]) {
        self.path = path
        self.feature = feature
        self.page = page
        let reports = runs.map { $0.reports(forFeatureAt: path) }
        let retried = runs.map { $0.retriedAttempts(forFeatureAt: path) }
        let featureTags = feature.tags.map(\.name)
        for child in feature.children {
            if let scenario = child.scenario { add(scenario, tags: featureTags, rule: nil, reports, retried) }
            guard let rule = child.rule else { continue }
            let scenarios = rule.children.compactMap(\.scenario)
            if scenarios.isEmpty { rulesWithoutExamples.append(rule) }
            for scenario in scenarios {
                add(scenario, tags: featureTags + rule.tags.map(\.name), rule: rule.name, reports, retried)
            }
        }
        runsWithEvidence = reports.indices.filter { run in examples.contains { $0.outcomes[run] != nil } }
    }

    private mutating func add(
        _ scenario: Scenario, tags: [String], rule: String?, _ reports: [[Int: ScenarioReport]],
        _ retried: [[Int: [ScenarioReport]]]
    ) {
        let scenarioTags = tags + scenario.tags.map(\.name)
        guard !scenario.examples.isEmpty else {
            append(
                SpecifiedExample(
                    name: scenario.name, line: scenario.location.line, tags: scenarioTags, ruleName: rule,
                    outcomes: reports.map { $0[scenario.location.line] },
                    retriedAttempts: retried.map { $0[scenario.location.line] ?? [] }))
            return
        }
        for examples in scenario.examples {
            let header = examples.tableHeader?.cells.map(\.value) ?? []
            for row in examples.tableBody {
                let values = zip(header, row.cells).map { "\($0) = \($1.value)" }.joined(separator: ", ")
                append(
                    SpecifiedExample(
                        name: "\(scenario.name) [\(values)]", line: row.location.line,
                        tags: scenarioTags + examples.tags.map(\.name), ruleName: rule,
                        outcomes: reports.map { $0[row.location.line] },
                        retriedAttempts: retried.map { $0[row.location.line] ?? [] }))
            }
        }
    }

    private mutating func append(_ example: SpecifiedExample) {
        positions[example.line] = examples.count
        examples.append(example)
    }

    /// The example at `line` (a scenario's or an outline row's).
    func example(at line: Int) -> SpecifiedExample? {
        positions[line].map { examples[$0] }
    }

    /// The folder the feature file is in, `.` for none.
    package var folder: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The worst status over the examples that ran; `skipped` when every one that ran was
    /// skipped, `nil` when none ran. A skipped example (one for another platform, say) does not
    /// make a feature whose other examples passed look skipped.
    package var status: TestStepResultStatus? {
        let statuses = examples.compactMap(\.status)
        let ran = statuses.filter { $0 != .skipped }
        if ran.isEmpty { return statuses.isEmpty ? nil : .skipped }
        return TestStepResultStatus.worst(of: ran)
    }
}
