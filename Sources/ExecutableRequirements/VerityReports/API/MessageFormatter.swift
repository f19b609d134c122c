import CucumberMessages

/// Turns the Cucumber Messages of one test run into a report.
///
/// A runner gives a formatter every envelope of the run in emission order, from one thread at a
/// time, then calls ``finish()`` once after `testRunFinished`. Formatters that print as the run
/// goes (pretty, progress) write from ``receive(_:)``; the others write in ``finish()``.
///
/// ```swift
/// let formatter = try ReportConfiguration.makeFormatter(for: ReportDestination(format: .progress))
/// for envelope in envelopes { formatter.receive(envelope) }
/// try formatter.finish()
/// ```
public protocol MessageFormatter: AnyObject, Sendable {
    /// Takes the next message of the run.
    func receive(_ envelope: Envelope)
    /// Called once after testRunFinished; writes/flushes output.
    func finish() throws
}
