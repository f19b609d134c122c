import CucumberMessages

/// Finds the suites a pickle sits in (feature, rule, scenario, examples, `#table.row`), as
/// upstream's `PathCollector` does: a pickle of a parameterised outline (one whose name is not
/// the outline's) has its row named `#1.2: <pickle name>`.
struct TeamCityLineage {
    private struct RowPlace {
        var scenarioId: String
        var examples: Examples
        var examplesIndex: Int
        var row: TableRow
        var rowIndex: Int
    }

    /// The feature, rule and scenario of each scenario id.
    private var scenarioPaths: [String: [TeamCitySuite]] = [:]
    private var rows: [String: RowPlace] = [:]

    /// Indexes every scenario and examples row of `document`.
    mutating func add(_ document: GherkinDocument) {
        guard let feature = document.feature else { return }
        let uri = document.uri ?? ""
        let featureSuite = TeamCitySuite(
            name: TeamCitySuite.displayName(feature.name, keyword: feature.keyword), uri: uri,
            location: feature.location)
        for child in feature.children {
            if let scenario = child.scenario { add(scenario, under: [featureSuite], uri: uri) }
            if let rule = child.rule {
                let ruleSuite = TeamCitySuite(
                    name: TeamCitySuite.displayName(rule.name, keyword: rule.keyword), uri: uri,
                    location: rule.location)
                for ruleChild in rule.children {
                    if let scenario = ruleChild.scenario { add(scenario, under: [featureSuite, ruleSuite], uri: uri) }
                }
            }
        }
    }

    private mutating func add(_ scenario: Scenario, under parents: [TeamCitySuite], uri: String) {
        let suite = TeamCitySuite(
            name: TeamCitySuite.displayName(scenario.name, keyword: scenario.keyword), uri: uri,
            location: scenario.location)
        scenarioPaths[scenario.id] = parents + [suite]
        for (examplesIndex, examples) in scenario.examples.enumerated() {
            for (rowIndex, row) in examples.tableBody.enumerated() {
                rows[row.id] = RowPlace(
                    scenarioId: scenario.id, examples: examples, examplesIndex: examplesIndex, row: row,
                    rowIndex: rowIndex)
            }
        }
    }

    /// The suites of `pickle`, outermost first, or `nil` when its scenario is not indexed.
    func suites(of pickle: Pickle) -> [TeamCitySuite]? {
        guard let scenarioId = pickle.astNodeIds.first, var path = scenarioPaths[scenarioId] else { return nil }
        guard pickle.astNodeIds.count > 1, let rowId = pickle.astNodeIds.last, let place = rows[rowId] else {
            return path
        }
        let scenarioName = path.last?.name ?? ""
        let uri = path.last?.uri ?? ""
        path.append(
            TeamCitySuite(
                name: TeamCitySuite.displayName(place.examples.name, keyword: place.examples.keyword), uri: uri,
                location: place.examples.location))
        var rowName = "#\(place.examplesIndex + 1).\(place.rowIndex + 1)"
        if pickle.name != scenarioName { rowName += ": \(pickle.name)" }
        path.append(TeamCitySuite(name: rowName, uri: uri, location: place.row.location))
        return path
    }
}
