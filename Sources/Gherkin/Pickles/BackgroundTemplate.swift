import CucumberMessages

/// The pickle steps of a background, made once and stamped with fresh ids for each pickle.
struct BackgroundTemplate {
    /// The steps, with empty ids.
    let steps: [PickleStep]
    /// The step type in force after the background, which a following `And` inherits.
    let lastType: StepKeywordType

    /// No background.
    static let empty = BackgroundTemplate(steps: [], lastType: .unknown)

    private init(steps: [PickleStep], lastType: StepKeywordType) {
        self.steps = steps
        self.lastType = lastType
    }

    init(_ background: [Step]) {
        var lastType = StepKeywordType.unknown
        steps = background.map { PickleStepTemplate.pickleStep($0, lastType: &lastType, id: "") }
        self.lastType = lastType
    }
}

extension PickleStep {
    /// This step with `id` as its id.
    func withId(_ id: String) -> PickleStep {
        var copy = self
        copy.id = id
        return copy
    }
}
