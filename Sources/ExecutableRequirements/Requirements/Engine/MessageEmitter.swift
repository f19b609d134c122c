import CucumberMessages
import Foundation
import VerityReports

/// Hands each message to every receiver under one lock, so receivers see one total order
/// even when scenarios run in parallel.
final class MessageEmitter: @unchecked Sendable {
    // NB: @unchecked: `receivers` is fixed at creation; `lock` serialises delivery.
    private let lock = NSLock()
    private let receivers: [any MessageFormatter]
    /// Whether anyone listens: without receivers the engine builds no messages at all.
    let isActive: Bool

    init(_ receivers: [any MessageFormatter]) {
        self.receivers = receivers
        isActive = !receivers.isEmpty
    }

    /// Builds the message only when someone listens.
    func emit(_ envelope: @autoclosure () -> Envelope) {
        guard isActive else { return }
        let built = envelope()
        lock.lock()
        defer { lock.unlock() }
        for receiver in receivers { receiver.receive(built) }
    }

    /// Finishes every receiver, returning the errors they threw.
    func finish() -> [any Error] {
        lock.lock()
        defer { lock.unlock() }
        var errors: [any Error] = []
        for receiver in receivers {
            do { try receiver.finish() } catch { errors.append(error) }
        }
        return errors
    }
}
