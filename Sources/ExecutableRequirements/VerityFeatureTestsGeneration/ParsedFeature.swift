import CucumberMessages
import Gherkin

/// One `.feature` file as the generator reads it: its feature, its pickles by the scenario they
/// come from, and its outline rows by their AST ids, to name each pickle and place it under its
/// rule.
struct ParsedFeature {
    /// An outline row: its Examples, its index in their table, and the table's header.
    typealias Row = (examples: Examples, index: Int, header: [String])

    /// Whether the file parses; one that does not has no scenarios.
    var parses: Bool
    /// The file's feature; `nil` for a file that does not parse or has none (comments only).
    var feature: Feature?
    var picklesByScenario: [String: [Pickle]] = [:]
    var rows: [String: Row] = [:]

    init(_ input: FeatureTestsGenerator.Input) {
        var ids = IdGenerator.predictable()
        let mediaType = GherkinParser.mediaType(forURI: input.relativePath)
        let compiled = GherkinParser().compile(input.text, uri: input.relativePath, mediaType: mediaType, ids: &ids)
        parses = compiled.document != nil
        feature = compiled.document?.feature
        for pickle in compiled.pickles {
            guard let scenarioId = pickle.astNodeIds.first else { continue }
            picklesByScenario[scenarioId, default: []].append(pickle)
        }
        for child in feature?.children ?? [] {
            let scenarios = child.scenario.map { [$0] } ?? child.rule?.children.compactMap(\.scenario) ?? []
            for scenario in scenarios {
                for examples in scenario.examples {
                    let header = examples.tableHeader?.cells.map(\.value) ?? []
                    for (index, row) in examples.tableBody.enumerated() { rows[row.id] = (examples, index, header) }
                }
            }
        }
    }
}
