import CucumberMessages

/// Every step definition of the runs with the steps that used it, the definitions nothing
/// used, the steps that matched several definitions and the steps that matched none.
///
/// A definition that several runs report (the same pattern at the same `file:line`) is one
/// entry; the API and browser suites of an app have definitions of their own, so each shows
/// separately.
package struct StepDefinitionCatalog {
    /// Where a step stood: its feature's page, example and line.
    package struct Place {
        var feature: Int
        var exampleLine: Int
        var exampleName: String
        var stepLine: Int?
        var run: Int
    }

    /// One step that a definition matched.
    package struct Use {
        var text: String
        var place: Place
        var status: TestStepResultStatus
        var seconds: Double
    }

    /// One step definition and its uses.
    package struct Entry {
        var pattern: String
        var location: String
        var uses: [Use] = []
    }

    /// A step that matched several definitions.
    package struct Ambiguity {
        var text: String
        var place: Place
        var definitions: [Int]
    }

    /// A step that matched no definition, with the snippets the run suggested.
    package struct Undefined {
        var text: String
        var snippets: [String]
        var places: [Place]
    }

    /// Definitions sorted by location and pattern; an entry's number is its anchor.
    package private(set) var entries: [Entry] = []
    private(set) var ambiguities: [Ambiguity] = []
    package private(set) var undefined: [Undefined] = []
    /// Each run's definition ids, mapped to their entry.
    private var numbers: [[String: Int]] = []

    init() {}

    init(features: [SpecifiedFeature], runs: [RunEvidence]) {
        var keys: [String: Int] = [:]
        var unsorted: [Entry] = []
        var runIds: [[String: Int]] = []
        for run in runs {
            var ids: [String: Int] = [:]
            for definition in run.index.stepDefinitions.values {
                let location = TestRunIndex.location(of: definition.sourceReference) ?? ""
                let key = location + "\u{0}" + definition.pattern.source
                if keys[key] == nil {
                    keys[key] = unsorted.count
                    unsorted.append(Entry(pattern: definition.pattern.source, location: location))
                }
                ids[definition.id] = keys[key]
            }
            runIds.append(ids)
        }
        // NB: sorted once so anchors do not depend on the order the runs were given in.
        let order = unsorted.indices.sorted {
            (unsorted[$0].location, unsorted[$0].pattern) < (unsorted[$1].location, unsorted[$1].pattern)
        }
        var renumber = [Int](repeating: 0, count: unsorted.count)
        for (number, old) in order.enumerated() { renumber[old] = number }
        entries = order.map { unsorted[$0] }
        numbers = runIds.map { $0.mapValues { renumber[$0] } }
        collectUses(features)
    }

    private mutating func collectUses(_ features: [SpecifiedFeature]) {
        var undefinedPositions: [String: Int] = [:]
        for (featureNumber, feature) in features.enumerated() {
            for example in feature.examples {
                for (run, outcome) in example.outcomes.enumerated() {
                    guard let outcome else { continue }
                    for step in outcome.steps where step.kind == .step {
                        let place = Place(
                            feature: featureNumber, exampleLine: example.line, exampleName: example.name,
                            stepLine: step.line, run: run)
                        let matched = step.definitionIds.compactMap { numbers[run][$0] }
                        if matched.count == 1, let number = matched.first {
                            entries[number].uses.append(
                                Use(text: step.text, place: place, status: step.status, seconds: step.seconds))
                        } else if matched.count > 1 {
                            ambiguities.append(Ambiguity(text: step.text, place: place, definitions: matched))
                        } else if step.status == .undefined {
                            if let position = undefinedPositions[step.text] {
                                undefined[position].places.append(place)
                            } else {
                                undefinedPositions[step.text] = undefined.count
                                undefined.append(Undefined(text: step.text, snippets: step.snippets, places: [place]))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The entry number of a run's step definition id.
    func number(ofDefinition id: String, inRun run: Int) -> Int? {
        run < numbers.count ? numbers[run][id] : nil
    }

    /// The definitions no step used.
    package var unused: [Int] { entries.indices.filter { entries[$0].uses.isEmpty } }
}
