import Dispatch
import VeritySynchronization

/// The events waiting for the server's loop: posted from any thread, taken in batches by the
/// loop, which waits for the first with a time limit (to do idle work when nothing comes).
///
/// ```swift
/// let inbox = ServerInbox()
/// inbox.post(.endOfInput)
/// inbox.take(waitingAtMost: .seconds(2))  // [.endOfInput]
/// ```
package final class ServerInbox: Sendable {
    private let events = Locked<[ServerEvent]>([])
    private let signal = DispatchSemaphore(value: 0)

    /// An empty inbox.
    package init() {}

    /// Adds an event and wakes the loop.
    package func post(_ event: ServerEvent) {
        events.withLock { $0.append(event) }
        signal.signal()
    }

    /// Every waiting event, in order of posting; waits up to `limit` for the first, and gives
    /// an empty batch when none came.
    package func take(waitingAtMost limit: DispatchTimeInterval) -> [ServerEvent] {
        let deadline = DispatchTime.now() + limit
        while true {
            let batch = events.withLock { events in
                let batch = events
                events.removeAll()
                return batch
            }
            if !batch.isEmpty { return batch }
            if signal.wait(timeout: deadline) == .timedOut { return [] }
        }
    }
}
