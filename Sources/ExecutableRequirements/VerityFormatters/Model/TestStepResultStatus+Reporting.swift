import CucumberMessages

extension TestStepResultStatus {
    /// Whether a scenario ending with this status fails a strict run (Verity's default).
    var isFailure: Bool {
        switch self {
        case .failed, .ambiguous, .undefined, .pending: true
        case .unknown, .passed, .skipped: false
        }
    }

    /// The progress formatter's character.
    var progressCharacter: Character {
        switch self {
        case .passed: "."
        case .failed: "F"
        case .undefined: "U"
        case .pending: "P"
        case .skipped: "-"
        case .ambiguous: "A"
        case .unknown: "?"
        }
    }

    /// The lower-case word used in summaries ("2 failed").
    var word: String { rawValue.lowercased() }

    /// The order statuses are listed in a summary line: problems first.
    static let summaryOrder: [TestStepResultStatus] = [
        .failed, .ambiguous, .undefined, .pending, .skipped, .unknown, .passed,
    ]

    /// The worst of `statuses`, `.unknown` for none.
    static func worst<S: Sequence>(of statuses: S) -> TestStepResultStatus where S.Element == TestStepResultStatus {
        statuses.max() ?? .unknown
    }
}
