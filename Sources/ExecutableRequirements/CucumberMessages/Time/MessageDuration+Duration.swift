extension MessageDuration {
    /// The message form of a Swift `Duration`, truncated to whole nanoseconds.
    ///
    /// ```swift
    /// let clock = ContinuousClock()
    /// let start = clock.now
    /// // ... run the step ...
    /// let duration = MessageDuration(start.duration(to: clock.now))
    /// ```
    public init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        // NB: `components` can give a negative attosecond part for negative durations; the
        // schema wants nanos that count forward from the (smaller) whole second.
        var wholeSeconds = Int(seconds)
        var nanos = Int(attoseconds / 1_000_000_000)
        if nanos < 0 {
            wholeSeconds -= 1
            nanos += 1_000_000_000
        }
        self.init(seconds: wholeSeconds, nanos: nanos)
    }

    /// A duration of `seconds` plus `nanos` where `nanos` may lie outside
    /// 0 ..< 1,000,000,000: whole seconds move from `nanos` into `seconds`.
    init(seconds: Int, carryingNanos nanos: Int) {
        let (carry, remainder) = nanos.quotientAndRemainder(dividingBy: 1_000_000_000)
        if remainder < 0 {
            self.init(seconds: seconds &+ carry &- 1, nanos: remainder + 1_000_000_000)
        } else {
            self.init(seconds: seconds &+ carry, nanos: remainder)
        }
    }

    /// The duration as a Swift `Duration`.
    ///
    /// ```swift
    /// MessageDuration(seconds: 1, nanos: 500_000_000).duration == .milliseconds(1500)
    /// ```
    public var duration: Duration {
        .seconds(seconds) + .nanoseconds(nanos)
    }
}
