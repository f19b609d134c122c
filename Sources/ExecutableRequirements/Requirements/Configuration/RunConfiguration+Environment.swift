import Foundation

extension RunConfiguration {
    /// Reads the `VERITY_*` variables (see README): `VERITY_TAGS`, `VERITY_NAME`,
    /// `VERITY_LOCATIONS`, `VERITY_DRY_RUN`, `VERITY_FAIL_FAST`, `VERITY_RETRY`, `VERITY_RETRY_TAGS`, `VERITY_ORDER`,
    /// `VERITY_SHARD`, `VERITY_SHARD_TIMINGS`, `VERITY_STRICT`, `VERITY_PARALLEL`, `VERITY_STEP_TIMEOUT`,
    /// `VERITY_FORMAT` and `VERITY_ALLOW_EMPTY`.
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
        if let file = environment["VERITY_RUN_OPTIONS"], !file.isEmpty {
            variables.merge(try runOptions(inFile: file)) { _, fromFile in fromFile }
        }
        var configuration = RunConfiguration()
        if let tags = variables["VERITY_TAGS"] {
            configuration.tags = tags.trimmingCharacters(in: .whitespaces).isEmpty ? nil : tags
        }
        if let name = variables["VERITY_NAME"], !name.isEmpty { configuration.name = name }
        if let locations = variables["VERITY_LOCATIONS"] {
            if locations.hasPrefix("@") {
                // NB: a rerun file, as the `rerun` report writes it (`uri:line` per line).
                let path = String(locations.dropFirst())
                let text: String
                do {
                    text = try String(contentsOfFile: path, encoding: .utf8)
                } catch {
                    throw RunConfigurationError(
                        "VERITY_LOCATIONS: cannot read the rerun file '\(path)': \(error.localizedDescription)")
                }
                let entries = text.split(whereSeparator: { $0 == "," || $0.isWhitespace })
                configuration.locations = try entries.map { part throws(RunConfigurationError) in
                    try FeatureLocation(parsing: String(part))
                }
                configuration.selectsNoScenario = entries.isEmpty
            } else {
                configuration.locations = try locations.split(separator: ",").map {
                    part throws(RunConfigurationError) in
                    try FeatureLocation(parsing: part.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        configuration.dryRun = try flag(variables, "VERITY_DRY_RUN", default: false)
        configuration.failFast = try flag(variables, "VERITY_FAIL_FAST", default: false)
        configuration.strict = try flag(variables, "VERITY_STRICT", default: true)
        configuration.parallel = try flag(variables, "VERITY_PARALLEL", default: true)
        configuration.allowsEmptySelection = try flag(variables, "VERITY_ALLOW_EMPTY", default: false)
        if let retryTags = variables["VERITY_RETRY_TAGS"], !retryTags.trimmingCharacters(in: .whitespaces).isEmpty {
            configuration.retryTags = retryTags
        }
        if let retry = variables["VERITY_RETRY"], !retry.isEmpty {
            guard let count = Int(retry), count >= 0 else {
                throw RunConfigurationError("VERITY_RETRY must be a number of retries, not '\(retry)'")
            }
            configuration.retry = count
        }
        if let order = variables["VERITY_ORDER"], !order.isEmpty {
            configuration.order = try ScenarioOrder(parsing: order)
        }
        if let shard = variables["VERITY_SHARD"], !shard.isEmpty {
            let parts = shard.split(separator: "/")
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
                throw RunConfigurationError("VERITY_SHARD must be I/N (e.g. 2/4), not '\(shard)'")
            }
            configuration.shard = try Shard(index, of: count)
            configuration.shardReason = "VERITY_SHARD=\(shard)"
        } else if let (shard, reason) = try ShardEnvironment.shard(in: variables) {
            configuration.shard = shard
            configuration.shardReason = reason
        }
        if let statusFile = variables["TEST_SHARD_STATUS_FILE"], !statusFile.isEmpty {
            configuration.shardStatusFile = statusFile
        }
        if let timings = variables["VERITY_SHARD_TIMINGS"] {
            configuration.shardTimings = timings.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        if let timeout = variables["VERITY_STEP_TIMEOUT"], !timeout.isEmpty {
            configuration.stepTimeout = try stepTimeout(parsing: timeout)
        }
        if let format = variables["VERITY_FORMAT"], !format.isEmpty { configuration.format = format }
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

    /// Seconds (`30`, `2.5`), or `none` for no limit.
    private static func stepTimeout(parsing text: String) throws(RunConfigurationError) -> Duration? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "none" { return nil }
        guard let seconds = Double(trimmed), seconds.isFinite, seconds > 0, seconds <= 86_400 * 365 else {
            throw RunConfigurationError(
                "VERITY_STEP_TIMEOUT must be a number of seconds above 0 (e.g. 30 or 2.5) or none, not '\(text)'")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    private static func flag(
        _ variables: [String: String], _ name: String, default value: Bool
    ) throws(RunConfigurationError) -> Bool {
        guard let text = variables[name]?.lowercased(), !text.isEmpty else { return value }
        switch text {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw RunConfigurationError("\(name) must be 1 or 0, not '\(text)'")
        }
    }
}

extension ScenarioOrder {
    /// Parses `defined`, `reverse`, `random` or `random:SEED`.
    ///
    /// - Throws: ``RunConfigurationError`` for anything else.
    public init(parsing text: String) throws(RunConfigurationError) {
        switch text {
        case "defined": self = .defined
        case "reverse": self = .reverse
        case "random": self = .random(seed: nil)
        default:
            guard text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) else {
                throw RunConfigurationError(
                    "VERITY_ORDER must be defined, reverse, random or random:SEED, not '\(text)'")
            }
            self = .random(seed: seed)
        }
    }
}
