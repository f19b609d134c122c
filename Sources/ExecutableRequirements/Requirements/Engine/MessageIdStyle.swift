/// How a run makes message ids.
public enum MessageIdStyle: Sendable, Hashable {
    /// Random UUIDs for the runner's messages (test cases, steps, attempts, hooks), so that the
    /// streams of shards merge without clashes; Gherkin's ids are counted, the same in every shard.
    case uuid
    /// `0`, `1`, `2`, … counted across the whole run, Gherkin ids included: reproducible streams.
    case incrementing
}
