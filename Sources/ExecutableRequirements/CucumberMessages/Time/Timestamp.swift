/// A moment in UTC, as seconds since the Unix epoch plus a non-negative nanosecond part.
///
/// ```swift
/// let start = Timestamp(seconds: 1_700_000_000, nanos: 0)
/// let now = Timestamp.now()
/// ```
public struct Timestamp: Codable, Equatable, Hashable, Sendable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    public var seconds: Int
    /// The fraction of the second, in nanoseconds (0 ..< 1,000,000,000), counting forward.
    public var nanos: Int

    /// Creates a timestamp; `nanos` must lie in 0 ..< 1,000,000,000.
    public init(seconds: Int, nanos: Int) {
        self.seconds = seconds
        self.nanos = nanos
    }
}
