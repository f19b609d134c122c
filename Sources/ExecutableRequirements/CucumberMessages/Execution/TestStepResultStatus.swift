/// The outcome of a step or hook, as Cucumber names it.
///
/// A closed set: the Cucumber Messages schema's values, which a Verity release changes only with
/// the schema's major version, so a `switch` over them may be exhaustive.
public enum TestStepResultStatus: String, Codable, Equatable, Hashable, Sendable, CaseIterable {
    /// The outcome is not known.
    case unknown = "UNKNOWN"
    /// It ran and succeeded.
    case passed = "PASSED"
    /// It did not run, because an earlier step did not pass, or it asked to be skipped.
    case skipped = "SKIPPED"
    /// Its definition says it is not written yet.
    case pending = "PENDING"
    /// No step definition matches it.
    case undefined = "UNDEFINED"
    /// Several step definitions match it.
    case ambiguous = "AMBIGUOUS"
    /// It ran and threw.
    case failed = "FAILED"
}
