import CucumberMessages
import Foundation
import VeritySynchronization

/// Where a run's timestamps come from: the system clock, or a fake one that makes message
/// streams reproducible (as the Cucumber Compatibility Kit's reference streams are).
public struct MessageClock: Sendable {
    let now: @Sendable () -> Timestamp

    /// A clock reading `now` for every timestamp.
    public init(_ now: @escaping @Sendable () -> Timestamp) {
        self.now = now
    }

    /// The system's wall clock.
    public static var system: MessageClock {
        MessageClock { Timestamp(Date()) }
    }

    /// A fake clock that starts at zero and advances by `step` nanoseconds (1 ms by default)
    /// every time it is read.
    public static func stepping(nanoseconds step: Int = 1_000_000) -> MessageClock {
        let ticks = Locked(0)
        return MessageClock {
            let total = ticks.withLock { tick in
                defer { tick += 1 }
                return tick * step
            }
            return Timestamp(seconds: total / 1_000_000_000, nanos: total % 1_000_000_000)
        }
    }
}
