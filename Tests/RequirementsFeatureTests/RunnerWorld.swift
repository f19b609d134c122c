import Foundation
import Requirements

/// The state of one scenario of the runner's own requirements: the inner suite being set up,
/// the configuration it runs with, and what its runs gave.
struct RunnerWorld {
    /// The inner feature files, in the order the scenario gave them.
    var features: [FeatureFile] = []
    /// The hooks of the inner suite, in definition order.
    var hooks: [HookSpec] = []
    /// Verity's defaults unless the scenario changes them.
    var configuration = RunConfiguration()
    /// The runs so far, the latest last.
    var runs: [InnerRun] = []
    /// The scenarios each shard ran, when the suite ran as every shard of a split.
    var shards: [[String]] = []
    /// The scenarios each shard ran when `VERITY_SHARD` named it, to compare with ``shards``.
    var shardsByVerity: [[String]] = []
    /// Bazel's shard status file, when the scenario gave one.
    var statusFile: String?
    /// Why a configuration was rejected, when it was.
    var rejection: String?
    /// The temporary folder the inner run writes its reports in, when the scenario asks for any.
    var reportFolder: String?

    /// The temporary folder of the scenario's files, made on first use; the outer suite's after
    /// hook removes it with the reports.
    mutating func scratchFolder() -> String {
        let folder =
            reportFolder
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("verity-dogfood-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        reportFolder = folder
        return folder
    }

    /// The latest run.
    func latest() throws -> InnerRun {
        guard let run = runs.last else { throw Mismatch("the features have not run yet") }
        return run
    }

    /// Runs the inner suite with the current configuration and records the run.
    /// The stepping clock keeps the messages the same from run to run; `.system` gives the real
    /// times, for requirements about what runs at the same time.
    mutating func run(clock: MessageClock = .stepping()) async {
        let suite = FeatureSuite(InnerSteps.make(hooks: hooks), features: features, configuration: configuration)
        let result = await suite.run(configuration, clock: clock, ids: .incrementing, collectingEnvelopes: true)
        runs.append(InnerRun(result: result))
    }
}
