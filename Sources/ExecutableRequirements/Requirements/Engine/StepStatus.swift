import CucumberMessages

/// The outcome of a step, hook or scenario, exactly as Cucumber names them: the message
/// schema's `TestStepResultStatus`, under the name the runner's results use. A scenario's
/// status is the most severe of its steps' (`unknown < passed < skipped < pending < undefined <
/// ambiguous < failed`).
///
/// ```swift
/// let result = await suite.run()
/// #expect(result.scenarios.allSatisfy { $0.status == .passed })
/// ```
public typealias StepStatus = TestStepResultStatus

extension TestStepResultStatus {
    /// Whether a scenario with this status fails the run; undefined and pending ones do only
    /// in a strict run.
    public func failsRun(strict: Bool) -> Bool {
        switch self {
        case .failed, .ambiguous: true
        case .undefined, .pending: strict
        case .unknown, .passed, .skipped: false
        }
    }
}
