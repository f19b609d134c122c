import CucumberMessages
import VeritySynchronization

/// Keeps every message, for programmatic runs and tests.
final class EnvelopeCollector: MessageSink {
    private let collected = Locked<[Envelope]>([])

    /// Every message received so far, in order.
    var envelopes: [Envelope] { collected.withLock { $0 } }

    func receive(_ envelope: Envelope) {
        collected.withLock { $0.append(envelope) }
    }

    func finish() throws {}
}

/// Hands every message to a closure.
final class ClosureReceiver: MessageSink {
    private let body: @Sendable (Envelope) -> Void

    init(_ body: @escaping @Sendable (Envelope) -> Void) {
        self.body = body
    }

    func receive(_ envelope: Envelope) {
        body(envelope)
    }

    func finish() throws {}
}
