import CucumberMessages
import VeritySynchronization

/// Hands each message to every sink under one lock, so sinks see one total order even when
/// scenarios run in parallel.
final class MessageEmitter: Sendable {
    // NB: the sinks are fixed at creation; they sit in the lock because it serialises delivery.
    private let receivers: Locked<[any MessageSink]>
    /// Whether anyone listens: without sinks the engine builds no messages at all.
    let isActive: Bool

    init(_ receivers: [any MessageSink]) {
        isActive = !receivers.isEmpty
        self.receivers = Locked(receivers)
    }

    /// Builds the message only when someone listens.
    func emit(_ envelope: @autoclosure () -> Envelope) {
        guard isActive else { return }
        let built = envelope()
        receivers.withLock { receivers in
            for receiver in receivers { receiver.receive(built) }
        }
    }

    /// Finishes every sink, returning the errors they threw.
    func finish() -> [any Error] {
        receivers.withLock { receivers in
            var errors: [any Error] = []
            for receiver in receivers {
                do { try receiver.finish() } catch { errors.append(error) }
            }
            return errors
        }
    }
}
