/// Which shard of which split of which suite a run's message stream holds, so that `verity
/// merge` can tell a whole set of shards from one that is missing a shard, repeats one, or mixes
/// two splits or two suites.
///
/// The Cucumber Messages schema admits no field of Verity's own, and every report shows
/// attachments, so the label travels in the one free-form value no report shows: the id of
/// `testRunStarted`, which the shard's test cases and `testRunFinished` refer to.
///
/// ```swift
/// let label = ShardLabel(index: 2, count: 3, suite: "00ab…", split: "9f3c…")
/// label.testRunStartedId(run: "6d1e…")  // "verity-shard:2/3:suite-00ab…:split-9f3c…:6d1e…"
/// ShardLabel(testRunStartedId: "verity-shard:2/3:suite-00ab…:split-9f3c…:6d1e…")?.index  // 2
/// ```
package struct ShardLabel: Hashable, Sendable {
    /// The shard, from 1.
    package let index: Int
    /// How many shards the suite was split into.
    package let count: Int
    /// A fingerprint of the scenarios the shards share out: each one's file, line and name.
    package let suite: String
    /// A fingerprint of which shard each of those scenarios went to: two shards dealt from
    /// different timings, or with different shard counts, differ here.
    package let split: String
    /// The run's own id, without the label.
    package let run: String

    /// A label for shard `index` of `count`.
    package init(index: Int, count: Int, suite: String, split: String, run: String = "") {
        self.index = index
        self.count = count
        self.suite = suite
        self.split = split
        self.run = run
    }

    private static let prefix = "verity-shard:"

    /// The `testRunStarted` id that carries this label and `run`, the run's own id.
    package func testRunStartedId(run: String) -> String {
        "\(Self.prefix)\(index)/\(count):suite-\(suite):split-\(split):\(run)"
    }

    /// The label a `testRunStarted` id carries; `nil` for an unlabelled id (a run that was not
    /// sharded, or a stream another tool wrote).
    package init?(testRunStartedId id: String) {
        guard id.hasPrefix(Self.prefix) else { return nil }
        let parts = id.dropFirst(Self.prefix.count).split(
            separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[1].hasPrefix("suite-"), parts[2].hasPrefix("split-") else { return nil }
        let shard = parts[0].split(separator: "/")
        guard shard.count == 2, let index = Int(shard[0]), let count = Int(shard[1]), 1 <= index, index <= count
        else { return nil }
        self.init(
            index: index, count: count, suite: String(parts[1].dropFirst("suite-".count)),
            split: String(parts[2].dropFirst("split-".count)), run: String(parts[3]))
    }

    /// `2/3`.
    package var shard: String { "\(index)/\(count)" }

    /// A short fingerprint of `parts` (64-bit FNV-1a, in hexadecimal): the same on every
    /// machine and every run, unlike Swift's seeded `Hasher`.
    package static func fingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
            // NB: a separator, so that ["ab", "c"] and ["a", "bc"] differ.
            hash ^= 0xff
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
