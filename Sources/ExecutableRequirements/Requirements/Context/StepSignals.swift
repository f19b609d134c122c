/// Thrown by a step (or hook) that is written but not implemented yet: the step is PENDING,
/// the scenario's remaining steps are skipped, and a strict run fails.
///
/// ```swift
/// steps.then("the invoice is emailed") { _ in throw Pending() }
/// ```
public struct Pending: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the step is pending, shown in reports.
    public let reason: String?

    /// Marks the step pending, optionally saying why.
    public init(_ reason: String? = nil) {
        self.reason = reason
    }

    /// The reason, or "pending".
    public var description: String { reason ?? "pending" }
}

/// Thrown by a step or before-hook to skip the rest of the scenario: the step is SKIPPED and
/// so are the steps after it, without failing the run (e.g. when the environment cannot run
/// the scenario).
///
/// ```swift
/// steps.given("a GPU is available") { _ in
///     guard GPU.isAvailable else { throw Skipped("no GPU on this machine") }
/// }
/// ```
public struct Skipped: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why the scenario is skipped, shown in reports.
    public let reason: String?

    /// Skips the scenario, optionally saying why.
    public init(_ reason: String? = nil) {
        self.reason = reason
    }

    /// The reason, or "skipped".
    public var description: String { reason ?? "skipped" }
}
