import CucumberMessages

/// Turns the Cucumber Messages of one test run into a report: a `MessageSink` that writes.
///
/// A runner gives a formatter every envelope of the run in emission order, from one thread at a
/// time, then calls `finish()` once after `testRunFinished`. Formatters that print as the run
/// goes (pretty, progress) write from `receive(_:)`; the others write in `finish()`.
///
/// ```swift
/// let formatter = try ReportConfiguration.makeFormatter(for: ReportDestination(format: .progress))
/// for envelope in envelopes { formatter.receive(envelope) }
/// try formatter.finish()
/// ```
///
/// NB: the protocol itself lives in `CucumberMessages` as `MessageSink`, so the runner can
/// write messages without depending on the reports; this name stays for code that uses it.
public typealias MessageFormatter = MessageSink
