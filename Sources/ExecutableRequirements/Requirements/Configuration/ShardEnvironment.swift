import Foundation

/// The shard a test-distributing engine asks this process to run, read from the variables the
/// engine sets, for a run with no `VERITY_SHARD` of its own.
///
/// Each engine numbers shards its own way: Bazel, CircleCI and Buildkite count from 0, GitLab
/// from 1; Verity's ``Shard`` counts from 1. The first engine whose count and index are both set
/// wins, in the order listed in ``engines``.
enum ShardEnvironment {
    /// One engine's pair of variables.
    struct Engine {
        let name: String
        let index: String
        let total: String
        /// The number of the first shard in the engine's own counting.
        let firstIndex: Int
    }

    static let engines = [
        Engine(name: "Bazel", index: "TEST_SHARD_INDEX", total: "TEST_TOTAL_SHARDS", firstIndex: 0),
        Engine(name: "CircleCI", index: "CIRCLE_NODE_INDEX", total: "CIRCLE_NODE_TOTAL", firstIndex: 0),
        Engine(
            name: "Buildkite", index: "BUILDKITE_PARALLEL_JOB", total: "BUILDKITE_PARALLEL_JOB_COUNT", firstIndex: 0),
        Engine(name: "GitLab", index: "CI_NODE_INDEX", total: "CI_NODE_TOTAL", firstIndex: 1),
    ]

    /// The shard `variables` ask for and why, e.g. `Bazel's TEST_SHARD_INDEX=0 of TEST_TOTAL_SHARDS=2`;
    /// `nil` when no engine's variables are set.
    ///
    /// - Throws: ``RunConfigurationError`` naming the engine's variables when their values are
    ///   not a shard, so that a misconfigured matrix fails instead of every job running everything.
    static func shard(in variables: [String: String]) throws(RunConfigurationError) -> (shard: Shard, reason: String)? {
        for engine in engines {
            guard let indexText = variables[engine.index], !indexText.isEmpty,
                let totalText = variables[engine.total], !totalText.isEmpty
            else { continue }
            let reason = "\(engine.name)'s \(engine.index)=\(indexText) of \(engine.total)=\(totalText)"
            guard let index = Int(indexText), let total = Int(totalText),
                let shard = try? Shard(index - engine.firstIndex + 1, of: total)
            else {
                throw RunConfigurationError(
                    "\(reason) is not a shard: \(engine.name) counts shards from \(engine.firstIndex) "
                        + "to \(engine.total)\(engine.firstIndex == 0 ? " - 1" : "") (VERITY_SHARD=I/N overrides it)")
            }
            return (shard, reason)
        }
        return nil
    }

    /// Touches Bazel's `TEST_SHARD_STATUS_FILE`, if the run has one: Bazel fails a sharded test
    /// that does not, since a test that ignored the sharding variables would run whole in every
    /// shard.
    static func acknowledge(_ configuration: RunConfiguration) {
        guard let path = configuration.shardStatusFile, !FileManager.default.fileExists(atPath: path) else { return }
        if !FileManager.default.createFile(atPath: path, contents: nil) {
            FileHandle.standardError.write(Data("Verity: cannot write Bazel's TEST_SHARD_STATUS_FILE \(path)\n".utf8))
        }
    }
}
