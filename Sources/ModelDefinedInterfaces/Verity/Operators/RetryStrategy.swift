/// How `Source.retrying(_:clock:)` retries failed fetches: how many attempts in total, and how
/// long to wait before each retry.
///
/// ```swift
/// let weather = Source(fetching: api.weather).retrying(.exponentialBackoff(maximumAttempts: 5))
/// ```
public struct RetryStrategy: Sendable {
    /// The most attempts to make, counting the first; once this many have failed, the failure
    /// stays until someone retries by hand.
    public var maximumAttempts: Int
    /// The wait before the retry that follows `failedAttempts` consecutive failures.
    public var delay: @Sendable (_ failedAttempts: Int) -> Duration

    /// Creates a strategy from an attempt limit and a delay function.
    public init(maximumAttempts: Int, delay: @escaping @Sendable (_ failedAttempts: Int) -> Duration) {
        self.maximumAttempts = maximumAttempts
        self.delay = delay
    }

    /// Retries at once.
    public static func immediately(maximumAttempts: Int) -> Self {
        Self(maximumAttempts: maximumAttempts) { _ in .zero }
    }

    /// Waits the same `delay` before every retry.
    public static func constant(_ delay: Duration, maximumAttempts: Int) -> Self {
        Self(maximumAttempts: maximumAttempts) { _ in delay }
    }

    /// Waits `initial`, then twice as long before each further retry, never more than `maximum`.
    public static func exponentialBackoff(
        initial: Duration = .seconds(1),
        maximum: Duration = .seconds(60),
        maximumAttempts: Int
    ) -> Self {
        Self(maximumAttempts: maximumAttempts) { failedAttempts in
            var delay = initial
            for _ in 1..<max(failedAttempts, 1) where delay < maximum {
                delay *= 2
            }
            return min(delay, maximum)
        }
    }
}
