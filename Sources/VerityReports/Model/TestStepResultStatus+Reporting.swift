import CucumberMessages

extension TestStepResultStatus {
    /// How bad a status is; the worst step decides a scenario's status.
    ///
    /// NB: this is the schema's own order (UNKNOWN, PASSED, SKIPPED, PENDING, UNDEFINED,
    /// AMBIGUOUS, FAILED), the one Cucumber's reference implementations use.
    var severity: Int {
        switch self {
        case .unknown: 0
        case .passed: 1
        case .skipped: 2
        case .pending: 3
        case .undefined: 4
        case .ambiguous: 5
        case .failed: 6
        }
    }

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
        statuses.max { $0.severity < $1.severity } ?? .unknown
    }
}
