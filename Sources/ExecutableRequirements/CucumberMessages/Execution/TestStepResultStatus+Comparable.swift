extension TestStepResultStatus: Comparable {
    /// Orders statuses by severity, in the schema's own order, the one Cucumber's reference
    /// implementations use to give a scenario the status of its worst step:
    /// `unknown < passed < skipped < pending < undefined < ambiguous < failed`.
    ///
    /// ```swift
    /// [TestStepResultStatus.passed, .failed, .skipped].max() // .failed
    /// ```
    public static func < (lhs: TestStepResultStatus, rhs: TestStepResultStatus) -> Bool {
        lhs.severity < rhs.severity
    }

    private var severity: Int {
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
}
