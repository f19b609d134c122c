import CucumberMessages

/// Where a scenario or an examples row sits in its Gherkin document: the ancestors Cucumber's
/// naming strategies read (feature, rule, scenario, examples and row, with the examples' and the
/// row's positions).
struct GherkinLineage {
    var uri: String
    var feature: Feature
    var rule: Rule?
    var scenario: Scenario
    var examples: Examples?
    /// The position of ``examples`` among its scenario's Examples, from 0.
    var examplesIndex = 0
    var row: TableRow?
    /// The position of ``row`` in its Examples' body, from 0.
    var rowIndex = 0

    /// The lineage of every scenario and examples row of `documents`, by the node's id (a
    /// pickle's last AST node id names its row, or its scenario when it has none).
    static func all(in documents: [GherkinDocument]) -> [String: GherkinLineage] {
        var lineages: [String: GherkinLineage] = [:]
        for document in documents {
            guard let feature = document.feature else { continue }
            let uri = document.uri ?? ""
            for child in feature.children {
                if let scenario = child.scenario {
                    add(GherkinLineage(uri: uri, feature: feature, scenario: scenario), to: &lineages)
                }
                for ruleChild in child.rule?.children ?? [] {
                    if let scenario = ruleChild.scenario {
                        add(
                            GherkinLineage(uri: uri, feature: feature, rule: child.rule, scenario: scenario),
                            to: &lineages)
                    }
                }
            }
        }
        return lineages
    }

    private static func add(_ lineage: GherkinLineage, to lineages: inout [String: GherkinLineage]) {
        lineages[lineage.scenario.id] = lineage
        for (examplesIndex, examples) in lineage.scenario.examples.enumerated() {
            for (rowIndex, row) in examples.tableBody.enumerated() {
                var rowLineage = lineage
                rowLineage.examples = examples
                rowLineage.examplesIndex = examplesIndex
                rowLineage.row = row
                rowLineage.rowIndex = rowIndex
                lineages[row.id] = rowLineage
            }
        }
    }
}
