/// Receives the Cucumber Messages of one test run, in order: a report formatter, a collector,
/// a network stream.
///
/// A runner gives a sink every envelope of the run in emission order, from one thread at a
/// time, then calls ``finish()`` once after `testRunFinished`. A sink that acts as the run goes
/// (printing progress, say) does so in ``receive(_:)``; one that needs the whole run (a JUnit
/// file) writes in ``finish()``.
///
/// The runner (`Requirements`) writes to sinks and the formatters of `VerityFormatters` are
/// sinks, so the runner's engine knows no formatter: reports plug in where a suite is set up.
///
/// ```swift
/// final class FailurePrinter: MessageSink {
///     func receive(_ envelope: Envelope) {
///         guard let finished = envelope.testStepFinished,
///               finished.testStepResult.status == .failed else { return }
///         print("failed:", finished.testStepResult.message ?? "")
///     }
///     func finish() throws {}
/// }
/// ```
public protocol MessageSink: AnyObject, Sendable {
    /// Takes the next message of the run.
    func receive(_ envelope: Envelope)
    /// Called once after `testRunFinished`; writes or flushes what the sink keeps.
    func finish() throws
}
