import CucumberMessages
import VerityReports

/// Keeps every message, for programmatic runs and tests.
final class EnvelopeCollector: MessageFormatter, @unchecked Sendable {
    // NB: @unchecked: the emitter calls `receive` under its lock; `envelopes` is read after the run.
    private(set) var envelopes: [Envelope] = []

    func receive(_ envelope: Envelope) {
        envelopes.append(envelope)
    }

    func finish() throws {}
}

/// Hands every message to a closure.
final class ClosureReceiver: MessageFormatter {
    private let body: @Sendable (Envelope) -> Void

    init(_ body: @escaping @Sendable (Envelope) -> Void) {
        self.body = body
    }

    func receive(_ envelope: Envelope) {
        body(envelope)
    }

    func finish() throws {}
}
