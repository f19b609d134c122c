import VerityFormatters

/// The runner settings `verity run` passes to `swift test`, as the `VERITY_*` environment
/// variables the Requirements runner reads (see CONTRACT: "Runner configuration").
struct RunOptions: Equatable {
    var formats: [String] = []
    var tags: String?
    var name: String?
    var locations: [String] = []
    var dryRun = false
    var failFast = false
    var retry: Int?
    var retryTags: String?
    var order: String?
    var shard: String?
    var shardTimings: [String] = []
    var strict = true
    var parallel = true
    var stepTimeout: String?
    var allowEmpty = false

    /// A setting that cannot be passed on, with the flag that gave it.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var flag: String
        var reason: String
        var description: String { "\(flag): \(reason)" }
    }

    /// Checks the values the runner would otherwise reject only once `swift test` has built.
    func validate() throws {
        if !formats.isEmpty {
            do { _ = try ReportConfiguration.parse(formats.joined(separator: ",")) } catch {
                throw Problem(flag: "--format", reason: "\(error)")
            }
        }
        if let retry, retry < 0 { throw Problem(flag: "--retry", reason: "must be 0 or more, got \(retry)") }
        if let order, !Self.isValidOrder(order) {
            throw Problem(flag: "--order", reason: "expected defined, reverse, random or random:SEED, got '\(order)'")
        }
        if let shard, Self.shardParts(shard) == nil {
            throw Problem(flag: "--shard", reason: "expected I/N with 1 ≤ I ≤ N, got '\(shard)'")
        }
        // NB: the options travel as the lines of a file (`fileText`), one option a line.
        for (name, value) in environment where value.contains(where: \.isNewline) {
            throw Problem(flag: name, reason: "must be one line")
        }
        if let stepTimeout, !Self.isValidTimeout(stepTimeout) {
            throw Problem(
                flag: "--step-timeout",
                reason: "expected seconds above 0 (e.g. 30 or 2.5) or none, got '\(stepTimeout)'")
        }
    }

    /// The variables to add to the environment of `swift test`; settings left at their
    /// defaults are not set, so the runner's own defaults apply.
    var environment: [String: String] {
        var variables: [String: String] = [:]
        if !formats.isEmpty { variables["VERITY_FORMAT"] = formats.joined(separator: ",") }
        if let tags { variables["VERITY_TAGS"] = tags }
        if let name { variables["VERITY_NAME"] = name }
        if !locations.isEmpty { variables["VERITY_LOCATIONS"] = locations.joined(separator: ",") }
        if dryRun { variables["VERITY_DRY_RUN"] = "1" }
        if failFast { variables["VERITY_FAIL_FAST"] = "1" }
        if let retry { variables["VERITY_RETRY"] = String(retry) }
        if let retryTags { variables["VERITY_RETRY_TAGS"] = retryTags }
        if let order { variables["VERITY_ORDER"] = order }
        if let shard { variables["VERITY_SHARD"] = shard }
        if !shardTimings.isEmpty { variables["VERITY_SHARD_TIMINGS"] = shardTimings.joined(separator: ",") }
        if !strict { variables["VERITY_STRICT"] = "0" }
        if !parallel { variables["VERITY_PARALLEL"] = "0" }
        if let stepTimeout { variables["VERITY_STEP_TIMEOUT"] = stepTimeout }
        if allowEmpty { variables["VERITY_ALLOW_EMPTY"] = "1" }
        return variables
    }

    /// The options as the lines of the file that `VERITY_RUN_OPTIONS` names, sorted so that the
    /// same options always give the same file.
    var fileText: String {
        environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)\n" }.joined()
    }

    private static func isValidOrder(_ order: String) -> Bool {
        if ["defined", "reverse", "random"].contains(order) { return true }
        guard order.hasPrefix("random:") else { return false }
        let seed = order.dropFirst("random:".count)
        return !seed.isEmpty && UInt64(seed) != nil
    }

    // NB: the same rule as the runner's reading of VERITY_STEP_TIMEOUT, which this tool does not link.
    private static func isValidTimeout(_ text: String) -> Bool {
        if text.lowercased() == "none" { return true }
        guard let seconds = Double(text) else { return false }
        return seconds.isFinite && seconds > 0 && seconds <= 86_400 * 365
    }

    private static func shardParts(_ shard: String) -> (Int, Int)? {
        let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            count >= 1, index >= 1, index <= count
        else { return nil }
        return (index, count)
    }
}
