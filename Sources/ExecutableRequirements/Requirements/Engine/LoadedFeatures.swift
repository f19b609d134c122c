import CucumberMessages
import Gherkin

/// The parsed features of a suite: sources, documents, pickles, and what the runner needs to
/// know about each pickle beyond the message itself.
struct LoadedFeatures: Sendable {
    struct File: Sendable {
        let feature: FeatureFile
        let source: MessageSource
        let document: GherkinDocument?
        let errors: [GherkinError]
        let pickles: [Pickle]
    }

    /// Where a pickle's scenario sits in its document.
    struct PickleContext: Sendable {
        let featureName: String
        let ruleName: String?
        let scenarioLine: Int
        let filePath: String
        /// The line and column of each pickle step's Gherkin step, in step order.
        let stepLocations: [Location?]
        /// For an outline row: its Examples' name and values, `Cards: count = 2, card = visa`.
        let exampleLabel: String?
    }

    let files: [File]
    /// Every pickle in file order, with its context.
    let pickles: [(pickle: Pickle, context: PickleContext)]
    /// The next predictable id after the Gherkin ids.
    let nextId: Int

    init(_ features: [FeatureFile], ids style: MessageIdStyle) {
        // NB: Gherkin ids are always counted: they are deterministic for a set of files, so the
        // streams of shards of one suite agree on every source, document and pickle id (which
        // `verity merge` relies on), and counting costs nothing next to random UUIDs.
        var ids = IdGenerator.predictable()
        var files: [File] = []
        var pickles: [(pickle: Pickle, context: PickleContext)] = []
        for feature in features {
            let mediaType = GherkinParser.mediaType(forURI: feature.uri)
            let source = MessageSource(uri: feature.uri, data: feature.text, mediaType: mediaType)
            let result = GherkinParser().compile(feature.text, uri: feature.uri, mediaType: mediaType, ids: &ids)
            guard let document = result.document else {
                files.append(File(feature: feature, source: source, document: nil, errors: result.errors, pickles: []))
                continue
            }
            let compiled = result.pickles
            files.append(File(feature: feature, source: source, document: document, errors: [], pickles: compiled))
            var scenarios: [String: (rule: String?, line: Int)] = [:]
            // NB: per file, so that the map stays small and is dropped after its pickles.
            var stepLocations: [String: Location] = [:]
            var rowLabels: [String: String] = [:]
            if let gherkinFeature = document.feature {
                for child in gherkinFeature.children {
                    if let scenario = child.scenario {
                        scenarios[scenario.id] = (nil, scenario.location.line)
                        Self.collect(scenario, into: &stepLocations, labels: &rowLabels)
                    }
                    if let background = child.background {
                        for step in background.steps { stepLocations[step.id] = step.location }
                    }
                    guard let rule = child.rule else { continue }
                    for ruleChild in rule.children {
                        if let scenario = ruleChild.scenario {
                            scenarios[scenario.id] = (rule.name, scenario.location.line)
                            Self.collect(scenario, into: &stepLocations, labels: &rowLabels)
                        }
                        if let background = ruleChild.background {
                            for step in background.steps { stepLocations[step.id] = step.location }
                        }
                    }
                }
            }
            let featureName = document.feature?.name ?? ""
            for pickle in compiled {
                let scenario = pickle.astNodeIds.first.flatMap { scenarios[$0] }
                pickles.append(
                    (
                        pickle,
                        PickleContext(
                            featureName: featureName, ruleName: scenario?.rule,
                            scenarioLine: scenario?.line ?? pickle.location?.line ?? 1,
                            filePath: feature.path ?? feature.uri,
                            stepLocations: pickle.steps.map { step in
                                step.astNodeIds.first.flatMap { stepLocations[$0] }
                            },
                            exampleLabel: pickle.astNodeIds.count > 1 ? rowLabels[pickle.astNodeIds[1]] : nil)
                    ))
            }
        }
        self.files = files
        self.pickles = pickles
        nextId = style == .incrementing ? Int(ids.next()) ?? 0 : 0
    }

    private static func collect(
        _ scenario: Scenario, into locations: inout [String: Location], labels: inout [String: String]
    ) {
        for step in scenario.steps { locations[step.id] = step.location }
        // NB: outline rows share their template's name unless it has placeholders; their
        // Examples' name and values tell them apart in test names and reports.
        for examples in scenario.examples {
            let header = examples.tableHeader?.cells.map(\.value) ?? []
            for row in examples.tableBody {
                let values = zip(header, row.cells).map { "\($0) = \($1.value)" }.joined(separator: ", ")
                labels[row.id] = examples.name.isEmpty ? values : "\(examples.name): \(values)"
            }
        }
    }
}
