import Foundation

extension Timestamp {
    /// The current time from the system's wall clock.
    ///
    /// ```swift
    /// let started = TestRunStarted(timestamp: .now())
    /// ```
    public static func now() -> Timestamp {
        Timestamp(Date())
    }

    /// The timestamp of `date`, rounded down to the nanosecond.
    ///
    /// ```swift
    /// Timestamp(Date(timeIntervalSince1970: 1.5)) // seconds 1, nanos 500_000_000
    /// ```
    public init(_ date: Date) {
        let interval = date.timeIntervalSince1970
        // NB: a Date can hold values no Int second count can (infinities, NaN); those clamp
        // rather than trap.
        guard interval.isFinite, abs(interval) < 9e18 else {
            self.init(seconds: interval > 0 ? Int.max : (interval < 0 ? Int.min : 0), nanos: 0)
            return
        }
        let whole = interval.rounded(.down)
        // NB: nanos count forward from a floored second, so times before 1970 keep
        // non-negative nanos as the schema requires.
        let nanos = min(Int(((interval - whole) * 1_000_000_000).rounded(.down)), 999_999_999)
        self.init(seconds: Int(whole), nanos: max(nanos, 0))
    }

    /// The moment as a `Date` (which keeps about a microsecond of precision for current dates).
    public var date: Date {
        Date(timeIntervalSince1970: Double(seconds) + Double(nanos) / 1_000_000_000)
    }

    /// The time from `self` to `later`, e.g. from a step's start to its end.
    ///
    /// ```swift
    /// let elapsed = start.duration(to: end)
    /// ```
    public func duration(to later: Timestamp) -> MessageDuration {
        // NB: wrapping arithmetic: timestamps read from a stream may hold any values, and a
        // nonsense difference is better than a trap.
        MessageDuration(seconds: later.seconds &- seconds, carryingNanos: later.nanos &- nanos)
    }
}
