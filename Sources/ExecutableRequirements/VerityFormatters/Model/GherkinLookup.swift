import CucumberMessages

/// Finds the Gherkin syntax nodes that pickles and pickle steps point at (`astNodeIds`).
struct GherkinLookup {
    /// Where a scenario sits: its document, feature and rule.
    struct ScenarioPlace {
        var uri: String
        var feature: Feature
        var rule: Rule?
        var scenario: Scenario
    }

    private(set) var scenarios: [String: ScenarioPlace] = [:]
    private(set) var steps: [String: Step] = [:]
    private(set) var rows: [String: TableRow] = [:]

    /// Indexes every scenario, step and examples row of `document`.
    mutating func add(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        let uri = document.uri ?? ""
        for child in feature.children {
            if let background = child.background { add(background) }
            if let scenario = child.scenario {
                add(scenario, at: ScenarioPlace(uri: uri, feature: feature, rule: nil, scenario: scenario))
            }
            if let rule = child.rule {
                for ruleChild in rule.children {
                    if let background = ruleChild.background { add(background) }
                    if let scenario = ruleChild.scenario {
                        add(scenario, at: ScenarioPlace(uri: uri, feature: feature, rule: rule, scenario: scenario))
                    }
                }
            }
        }
    }

    private mutating func add(_ background: Background) {
        for step in background.steps { steps[step.id] = step }
    }

    private mutating func add(_ scenario: Scenario, at place: ScenarioPlace) {
        scenarios[scenario.id] = place
        for step in scenario.steps { steps[step.id] = step }
        for examples in scenario.examples {
            for row in examples.tableBody { rows[row.id] = row }
        }
    }

    /// The scenario a pickle was compiled from (its first AST node).
    func place(of pickle: Pickle) -> ScenarioPlace? {
        pickle.astNodeIds.first.flatMap { scenarios[$0] }
    }

    /// The Gherkin step a pickle step was compiled from.
    func step(of pickleStep: PickleStep) -> Step? {
        pickleStep.astNodeIds.first.flatMap { steps[$0] }
    }
}
