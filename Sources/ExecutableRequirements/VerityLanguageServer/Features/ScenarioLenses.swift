import VerityJSON
import VerityWorkspace

/// Code lenses over a feature file: "▶ Run scenario" above each scenario and outline, "▶ Run
/// feature" above the feature, each running `verity.runScenario` with the file and the line.
///
/// ```swift
/// ScenarioLenses.lenses(analysis)
/// // [{"range": …line 0…, "command": {"title": "▶ Run feature", "command": "verity.runScenario", …}}, …]
/// ```
package enum ScenarioLenses {
    /// The lenses of `analysis`; none for a file that does not parse.
    package static func lenses(_ analysis: FeatureAnalysis) -> [JSONValue] {
        guard let feature = analysis.document?.feature else { return [] }
        var lenses = [lens("▶ Run feature", uri: analysis.uri, line: Int(feature.location.line))]
        for child in feature.children {
            if let scenario = child.scenario {
                lenses.append(lens("▶ Run scenario", uri: analysis.uri, line: Int(scenario.location.line)))
            }
            for ruleChild in child.rule?.children ?? [] {
                if let scenario = ruleChild.scenario {
                    lenses.append(lens("▶ Run scenario", uri: analysis.uri, line: Int(scenario.location.line)))
                }
            }
        }
        return lenses
    }

    /// A lens on the 1-based `line` running what starts there.
    private static func lens(_ title: String, uri: String, line: Int) -> JSONValue {
        let start = TextPosition(line: line - 1, character: 0)
        return .object([
            "range": TextRange(start: start, end: start).json,
            "command": Command(
                title: title, command: Command.runScenario, arguments: [.string(uri), .integer(line)]
            ).json,
        ])
    }
}
