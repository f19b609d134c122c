import VerityRunOptions

/// Deals a suite's selected scenarios over the shards of a split: round-robin by default, or by
/// recorded time, so that one slow feature does not make one machine finish last.
///
/// By time, the longest scenario goes first, each to the shard with the least time so far (the
/// lowest-numbered on a tie); a scenario no recording knows counts as the average of those it
/// knows, so new scenarios are spread by count. Every machine given the same recordings deals the
/// same shards.
enum ShardDealing {
    /// Reads the recorded seconds of each scenario (by `uri:line`) from `VERITY_SHARD_TIMINGS`'s
    /// files, earlier runs' message streams or JUnit reports: formats the reports module knows,
    /// so the integration layer hands the engine its reader (``RecordedTimings``).
    typealias TimingsReader = (_ files: [String]) -> ShardTimings

    /// One shard's part of a split, and how the split was made.
    struct Dealt {
        /// The scenarios the shard runs, in their order in the selection.
        var scenarios: [ScenarioCase]
        /// Which shard of which split of which suite this is, for the shard's message stream.
        var label: ShardLabel
        /// How the scenarios were dealt, for the run's first line: `dealt by count`, …
        var how: String
    }

    /// The part of `selected` that `shard` runs, dealt by `timings` when they can be used.
    static func deal(_ selected: [ScenarioCase], for shard: Shard, timings: ShardTimings, given: Bool) -> Dealt {
        let seconds = timings.usable
        let owners = owners(selected, count: shard.count, seconds: seconds)
        let keys = selected.map(key)
        let suite = ShardLabel.fingerprint(zip(keys, selected).map { "\($0) \($1.name)" }.sorted())
        let split = ShardLabel.fingerprint(zip(keys, owners).map { "\($0)=\($1)" }.sorted())
        let how: String
        if !seconds.isEmpty {
            let timed = keys.filter { seconds[$0] != nil }.count
            how = "dealt by recorded time, \(timed) of \(selected.count) scenarios timed"
        } else if !timings.problems.isEmpty {
            how = "dealt by count: the timings could not be used"
        } else if given {
            how = "dealt by count: the timings time none of these scenarios"
        } else {
            how = "dealt by count"
        }
        return Dealt(
            scenarios: selected.indices.filter { owners[$0] == shard.index }.map { selected[$0] },
            label: ShardLabel(index: shard.index, count: shard.count, suite: suite, split: split), how: how)
    }

    /// The shard (from 1) each scenario of `selected` goes to.
    private static func owners(_ selected: [ScenarioCase], count: Int, seconds: [String: Double]) -> [Int] {
        guard !seconds.isEmpty else { return selected.indices.map { $0 % count + 1 } }
        let known = selected.compactMap { seconds[key($0)] }
        let average = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        let weights = selected.map { seconds[key($0)] ?? average }
        let longestFirst = weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        var loads = [Double](repeating: 0, count: count)
        var owners = [Int](repeating: 1, count: selected.count)
        for position in longestFirst {
            var least = 0
            for candidate in loads.indices where loads[candidate] < loads[least] { least = candidate }
            loads[least] += weights[position]
            owners[position] = least + 1
        }
        return owners
    }

    /// `uri:line`, how a recorded run names a scenario.
    private static func key(_ scenario: ScenarioCase) -> String { "\(scenario.uri):\(scenario.line)" }
}
