/// How a run makes message ids. Later versions may add styles: compare with `==`, or give a
/// `switch` a `default`.
///
/// ```swift
/// let result = await suite.run(clock: .stepping(), ids: .incrementing, collectingEnvelopes: true)
/// ```
public struct MessageIdStyle: Sendable, Hashable {
    enum Value: Hashable {
        case uuid
        case incrementing
    }

    let value: Value

    /// Random UUIDs for the runner's messages (test cases, steps, attempts, hooks), so that the
    /// streams of shards merge without clashes; Gherkin's ids are counted, the same in every shard.
    public static let uuid = MessageIdStyle(value: .uuid)
    /// `0`, `1`, `2`, … counted across the whole run, Gherkin ids included: reproducible streams.
    public static let incrementing = MessageIdStyle(value: .incrementing)
}
