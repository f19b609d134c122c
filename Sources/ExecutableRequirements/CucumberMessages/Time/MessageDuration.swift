/// How long something took: seconds plus a non-negative nanosecond part.
///
/// The schema calls this message `Duration`; the Swift name avoids clashing with the standard
/// library's `Duration`, to which it converts.
///
/// ```swift
/// let elapsed = MessageDuration(.milliseconds(1500)) // seconds 1, nanos 500_000_000
/// ```
public struct MessageDuration: Codable, Equatable, Hashable, Sendable {
    /// Whole seconds.
    public var seconds: Int
    /// The fraction of the second, in nanoseconds (0 ..< 1,000,000,000), counting forward.
    public var nanos: Int

    /// Creates a duration; `nanos` must lie in 0 ..< 1,000,000,000.
    public init(seconds: Int, nanos: Int) {
        self.seconds = seconds
        self.nanos = nanos
    }
}
