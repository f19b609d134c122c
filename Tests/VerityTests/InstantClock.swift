import Foundation

/// A clock whose sleeps return at once, advancing its time and recording each wait, so retry
/// tests run instantly and can check the delays asked for.
final class InstantClock: Clock, @unchecked Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var waits: [Duration] = []

    var now: Instant {
        lock.withLock { current }
    }

    var minimumResolution: Duration {
        .zero
    }

    /// Every wait asked for, in order.
    var sleeps: [Duration] {
        lock.withLock { waits }
    }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        lock.withLock {
            waits.append(current.duration(to: deadline))
            current = max(current, deadline)
        }
    }
}
