import Foundation
import VerityRunOptions

extension RunConfiguration {
    /// Reads the `VERITY_*` variables (see README): `VERITY_TAGS`, `VERITY_NAME`,
    /// `VERITY_LOCATIONS`, `VERITY_DRY_RUN`, `VERITY_FAIL_FAST`, `VERITY_RETRY`, `VERITY_RETRY_TAGS`, `VERITY_ORDER`,
    /// `VERITY_SHARD`, `VERITY_SHARD_TIMINGS`, `VERITY_STRICT`, `VERITY_PARALLEL`, `VERITY_STEP_TIMEOUT`,
    /// `VERITY_FORMAT`, `VERITY_ALLOW_EMPTY` and `VERITY_QUIET`.
    ///
    /// With no `VERITY_SHARD`, the shard comes from the variables of the engine running the
    /// process, if any: Bazel (`TEST_SHARD_INDEX`, `TEST_TOTAL_SHARDS`, and its
    /// `TEST_SHARD_STATUS_FILE`), CircleCI (`CIRCLE_NODE_INDEX`, `CIRCLE_NODE_TOTAL`), Buildkite
    /// (`BUILDKITE_PARALLEL_JOB`, `BUILDKITE_PARALLEL_JOB_COUNT`) or GitLab (`CI_NODE_INDEX`,
    /// `CI_NODE_TOTAL`); `VERITY_SHARD=1/1` runs the whole suite there. Bazel's `XML_OUTPUT_FILE`
    /// gets a JUnit report unless `VERITY_FORMAT` already writes one.
    /// Unset variables keep the defaults; `VERITY_TAGS=` (empty) selects every scenario, and
    /// `VERITY_STEP_TIMEOUT=none` lets steps run without a limit.
    ///
    /// - Throws: ``RunConfigurationError`` naming the variable whose value cannot be used.
    ///
    /// `VERITY_RUN_OPTIONS` names a file of `VERITY_NAME=value` lines that `verity run` writes:
    /// its values take the place of the variables of the same names. Options passed that way
    /// leave the environment of `swift test` the same from one run to the next, and SwiftPM
    /// re-plans a build (manifests, plugins) whenever that environment changes.
    public static func environment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RunConfigurationError) -> RunConfiguration {
        var variables = environment
        var fromFlags: [String: String] = [:]
        if let file = environment["VERITY_RUN_OPTIONS"], !file.isEmpty {
            fromFlags = try runOptions(inFile: file)
            variables.merge(fromFlags) { _, fromFile in fromFile }
        }
        var configuration: RunConfiguration
        do {
            configuration = try Self.configuration(reading: variables)
        } catch {
            throw RunConfigurationError(error.description)
        }
        configuration.givenAsFlags = Set(fromFlags.keys)
        configuration.startedByVerityRun = environment["VERITY_RUN_OPTIONS"].map { !$0.isEmpty } ?? false
        if let shard = variables[RunOptions.shard.variable], fromFlags[RunOptions.shard.variable] != nil {
            configuration.shardReason = "\(RunOptions.shard.flag) \(shard)"
        }
        if configuration.shard == nil, let (shard, reason) = try ShardEnvironment.shard(in: variables) {
            configuration.shard = shard
            configuration.shardReason = reason
        }
        return configuration
    }

    /// Each option of ``RunOptions`` read from `variables` by its own reading, the one
    /// `verity run` checks its flags with, into the field it sets.
    private static func configuration(
        reading variables: [String: String]
    ) throws(RunOptionError) -> RunConfiguration {
        var configuration = RunConfiguration()
        if let text = variables[RunOptions.tags.variable] { configuration.tags = try RunOptions.tags.read(text) }
        configuration.name = try RunOptions.name.read(from: variables)
        if let parsed = try RunOptions.locations.read(from: variables) {
            configuration.locations = parsed.locations.map { FeatureLocation(path: $0.path, lines: $0.lines) }
            configuration.selectsNoScenario = parsed.isEmptyRerunFile
        }
        configuration.dryRun = try RunOptions.dryRun.read(from: variables) ?? false
        configuration.failFast = try RunOptions.failFast.read(from: variables) ?? false
        configuration.strict = try RunOptions.strict.read(from: variables) ?? true
        configuration.parallel = try RunOptions.parallel.read(from: variables) ?? true
        configuration.allowsEmptySelection = try RunOptions.allowEmpty.read(from: variables) ?? false
        configuration.retryTags = try RunOptions.retryTags.read(from: variables) ?? nil
        configuration.retry = try RunOptions.retry.read(from: variables) ?? 0
        if let order = try RunOptions.order.read(from: variables) { configuration.order = ScenarioOrder(order) }
        if let shard = try RunOptions.shard.read(from: variables) {
            configuration.shard = Shard(checked: shard)
            configuration.shardReason = "\(RunOptions.shard.variable)=\(variables[RunOptions.shard.variable] ?? "")"
        }
        if let statusFile = variables["TEST_SHARD_STATUS_FILE"], !statusFile.isEmpty {
            configuration.shardStatusFile = statusFile
        }
        configuration.shardTimings = try RunOptions.shardTimings.read(from: variables) ?? []
        if let timeout = try RunOptions.stepTimeout.read(from: variables) { configuration.stepTimeout = timeout }
        configuration.format = try RunOptions.format.read(from: variables)
        configuration.quiet = try RunOptions.quiet.read(from: variables) ?? false
        if configuration.quiet { configuration.format = RunOptions.quietFormat(configuration.format) }
        if let junit = variables["XML_OUTPUT_FILE"], !junit.isEmpty, !writesJUnit(configuration.format) {
            configuration.format = (configuration.format.map { $0 + "," } ?? "") + "junit:" + junit
        }
        return configuration
    }

    /// Whether `format` already names a JUnit report.
    private static func writesJUnit(_ format: String?) -> Bool {
        guard let format else { return false }
        return format.split(separator: ",").contains { part in
            let name = part.trimmingCharacters(in: .whitespaces)
            return name == "junit" || name.hasPrefix("junit:")
        }
    }

    /// The `VERITY_NAME=value` lines of the file `verity run` writes; blank lines are skipped.
    private static func runOptions(inFile path: String) throws(RunConfigurationError) -> [String: String] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw RunConfigurationError("VERITY_RUN_OPTIONS: cannot read '\(path)': \(error.localizedDescription)")
        }
        var options: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.isEmpty {
            guard line.hasPrefix("VERITY_"), let equals = line.firstIndex(of: "=") else {
                throw RunConfigurationError("VERITY_RUN_OPTIONS: '\(line)' in '\(path)' is not VERITY_NAME=value")
            }
            options[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        return options
    }
}

extension ScenarioOrder {
    /// Parses `defined`, `reverse`, `random` or `random:SEED`, as `VERITY_ORDER` takes it.
    ///
    /// - Throws: ``RunConfigurationError`` for anything else.
    public init(parsing text: String) throws(RunConfigurationError) {
        do {
            self.init(try RunOptions.order.read(text))
        } catch {
            throw RunConfigurationError(error.description)
        }
    }

    init(_ parsed: ParsedOrder) {
        self.init(value: parsed)
    }
}

extension Shard {
    /// A shard that ``RunOptions/shard`` has checked already.
    init(checked shard: ParsedShard) {
        self.init(uncheckedIndex: shard.index, of: shard.count)
    }
}
