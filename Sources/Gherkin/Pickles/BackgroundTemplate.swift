import CucumberMessages

/// The pickle steps of a background, made once and stamped with fresh ids for each pickle.
struct BackgroundTemplate {
    /// The steps, with empty ids.
    let steps: [PickleStep]
    /// The step type in force after the background, which a following `And` inherits.
    let lastType: StepKeywordType

    init(_ background: [Step], compiler: PickleCompiler) {
        var lastType = StepKeywordType.unknown
        steps = background.map { compiler.pickleStep($0, .none, row: nil, lastType: &lastType, id: "") }
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
