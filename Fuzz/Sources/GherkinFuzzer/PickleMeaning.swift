import CucumberMessages

/// What a pickle means, without ids and source positions (which formatting may change).
struct PickleMeaning: Equatable {
    var name: String
    var language: String
    var tags: [String]
    var steps: [Step]

    struct Step: Equatable {
        var text: String
        var type: PickleStepType?
        var docString: PickleDocString?
        var table: [[String]]?
    }

    init(_ pickle: Pickle) {
        name = pickle.name
        language = pickle.language
        tags = pickle.tags.map(\.name)
        steps = pickle.steps.map { step in
            Step(
                text: step.text, type: step.type, docString: step.argument?.docString,
                table: step.argument?.dataTable?.rows.map { $0.cells.map(\.value) })
        }
    }
}
