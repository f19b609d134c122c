/// What earlier runs recorded of each scenario's time, for dealing shards by time, and why any
/// of the files given could not be used.
///
/// A timing file is missing on a first run, after a cache miss or once an artifact expired; a
/// run killed mid-way leaves one cut short. None of these is the suite's fault, so the run goes
/// on, dealt by count, and says why once.
struct ShardTimings: Sendable, Equatable {
    /// The recorded seconds of each scenario, by `uri:line`.
    var seconds: [String: Double]
    /// Why a file could not be used, one sentence naming it for each: when there is any, every
    /// recording is set aside and the shards are dealt by count, as on every other machine
    /// that misses the same file.
    var problems: [String]

    init(seconds: [String: Double] = [:], problems: [String] = []) {
        self.seconds = seconds
        self.problems = problems
    }

    /// The seconds to deal by: none (so by count) when a file could not be used.
    var usable: [String: Double] { problems.isEmpty ? seconds : [:] }
}
