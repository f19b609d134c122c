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
    typealias TimingsReader = (_ files: [String]) throws(RunConfigurationError) -> [String: Double]

    /// The scenarios of `selected` that `shard` runs, in their order in `selected`.
    static func scenarios(_ selected: [ScenarioCase], for shard: Shard, seconds: [String: Double]) -> [ScenarioCase] {
        guard !seconds.isEmpty else {
            return selected.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        let known = selected.compactMap { seconds[key($0)] }
        let average = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
        let weights = selected.map { seconds[key($0)] ?? average }
        let longestFirst = weights.indices.sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        var loads = [Double](repeating: 0, count: shard.count)
        var chosen = [Bool](repeating: false, count: selected.count)
        for position in longestFirst {
            var least = 0
            for candidate in loads.indices where loads[candidate] < loads[least] { least = candidate }
            loads[least] += weights[position]
            chosen[position] = least == shard.index - 1
        }
        return selected.indices.filter { chosen[$0] }.map { selected[$0] }
    }

    /// `uri:line`, how a recorded run names a scenario.
    private static func key(_ scenario: ScenarioCase) -> String { "\(scenario.uri):\(scenario.line)" }
}
