import CucumberMessages

/// The outcome of a step, hook or scenario, exactly as Cucumber names them; a scenario's
/// status is the most severe of its steps'.
public enum StepStatus: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Not run yet.
    case unknown = "UNKNOWN"
    /// Ran without error.
    case passed = "PASSED"
    /// Not run because an earlier step did not pass, or skipped on purpose with ``Skipped``.
    case skipped = "SKIPPED"
    /// The definition threw ``Pending``: written but not implemented.
    case pending = "PENDING"
    /// No step definition matches the step.
    case undefined = "UNDEFINED"
    /// Several step definitions match the step.
    case ambiguous = "AMBIGUOUS"
    /// The definition (or a hook) threw an error.
    case failed = "FAILED"

    /// Orders by severity: `unknown < passed < skipped < pending < undefined < ambiguous < failed`.
    public static func < (lhs: StepStatus, rhs: StepStatus) -> Bool {
        // NB: the severity order is the message schema's, kept in one place.
        lhs.messageStatus < rhs.messageStatus
    }

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
