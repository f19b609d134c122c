import Foundation
import TagExpressions
import VerityFormatters

/// Every run setting that `verity run` passes to the runner, each declared once: flag,
/// variable, help and reading. `verity run` builds its flags and checks its values from this
/// table; the runner's `RunConfiguration.environment(_:)` reads the variables with it.
package enum RunOptions {
    /// Every option, in the order `verity run --help` lists them.
    package static let all: [RunOptionDescription] = [
        format.described, tags.described, name.described, locations.described, dryRun.described,
        failFast.described, retry.described, retryTags.described, order.described, shard.described,
        shardTimings.described, strict.described, parallel.described, stepTimeout.described,
        allowEmpty.described, quiet.described,
    ]

    /// `VERITY_FORMAT`: the reports, `name[:path]` separated by commas.
    package static let format = RunOption<String>(
        flag: "--format", variable: "VERITY_FORMAT", valueName: "name[:path]", repeatable: true,
        help: "A report: name[:path], e.g. junit:build/junit.xml (repeatable)."
    ) { text throws(InvalidRunOptionValue) in
        do { _ = try ReportConfiguration.parse(text) } catch { throw .init("\(error)") }
        return text
    }

    /// `VERITY_TAGS`: the tag expression scenarios must match; blank selects every scenario.
    package static let tags = RunOption<String?>(
        flag: "--tags", variable: "VERITY_TAGS", valueName: "expression",
        help: "A tag expression selecting scenarios (runner default: not @wip).",
        parse: tagExpression
    )

    /// `VERITY_NAME`: a regular expression a scenario's name must contain a match of.
    package static let name = RunOption<String>(
        flag: "--name", variable: "VERITY_NAME", valueName: "regex",
        help: "A regular expression on scenario names."
    ) { text throws(InvalidRunOptionValue) in
        do { _ = try Regex(text) } catch { throw .init("'\(text)' is not a regular expression: \(error)") }
        return text
    }

    /// `VERITY_LOCATIONS`: files and lines, separated by commas, or `@FILE`, a rerun file.
    package static let locations = RunOption<ParsedLocations>(
        flag: "--location", variable: "VERITY_LOCATIONS", valueName: "path[:line]", repeatable: true,
        help: "A feature file, optionally with :line, or @FILE, a rerun report (repeatable).",
        parse: featureLocations
    )

    /// `VERITY_DRY_RUN`: match steps without running any.
    package static let dryRun = RunOption<Bool>(
        flag: "--dry-run", variable: "VERITY_DRY_RUN", writes: "1",
        help: "Match steps to definitions without running any.",
        parse: switchValue
    )

    /// `VERITY_FAIL_FAST`: skip the remaining scenarios after the first failure.
    package static let failFast = RunOption<Bool>(
        flag: "--fail-fast", variable: "VERITY_FAIL_FAST", writes: "1",
        help: "Skip the remaining scenarios after the first failure.",
        parse: switchValue
    )

    /// `VERITY_RETRY`: how many more times a failing scenario runs.
    package static let retry = RunOption<Int>(
        flag: "--retry", variable: "VERITY_RETRY", valueName: "count",
        help: "Run a failing scenario up to N more times."
    ) { text throws(InvalidRunOptionValue) in
        guard let count = Int(text.trimmingCharacters(in: .whitespaces)), count >= 0 else {
            throw .init("must be a number of retries, 0 or more, not '\(text)'")
        }
        return count
    }

    /// `VERITY_RETRY_TAGS`: the failing scenarios that may be retried; blank retries any.
    package static let retryTags = RunOption<String?>(
        flag: "--retry-tag-filter", variable: "VERITY_RETRY_TAGS", valueName: "expression",
        help: "Retry only the failing scenarios this tag expression matches.",
        parse: tagExpression
    )

    /// `VERITY_ORDER`: `defined`, `reverse`, `random` or `random:SEED`.
    package static let order = RunOption<ParsedOrder>(
        flag: "--order", variable: "VERITY_ORDER", valueName: "order",
        help: "defined, reverse, random or random:SEED."
    ) { text throws(InvalidRunOptionValue) in
        switch text.trimmingCharacters(in: .whitespaces) {
        case "defined": return .defined
        case "reverse": return .reverse
        case "random": return .random(seed: nil)
        case let other:
            guard other.hasPrefix("random:"), let seed = UInt64(other.dropFirst("random:".count)) else {
                throw .init("must be defined, reverse, random or random:SEED, not '\(text)'")
            }
            return .random(seed: seed)
        }
    }

    /// `VERITY_SHARD`: `I/N`, the part of the suite this process runs.
    package static let shard = RunOption<ParsedShard>(
        flag: "--shard", variable: "VERITY_SHARD", valueName: "I/N",
        help: "Run only shard I of N (1-based), e.g. 2/4."
    ) { text throws(InvalidRunOptionValue) in
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, index >= 1,
            index <= count
        else { throw .init("must be I/N with 1 <= I <= N (e.g. 2/4), not '\(text)'") }
        return ParsedShard(index: index, count: count)
    }

    /// `VERITY_SHARD_TIMINGS`: earlier runs' message streams or JUnit files, separated by commas.
    package static let shardTimings = RunOption<[String]>(
        flag: "--shard-timings", variable: "VERITY_SHARD_TIMINGS", valueName: "file", repeatable: true,
        help: "An earlier run's message stream or JUnit file: deal the shards by its timings (repeatable)."
    ) { text throws(InvalidRunOptionValue) in
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// `VERITY_STRICT`: whether undefined and pending steps fail the run; `--no-strict` sets it to 0.
    package static let strict = RunOption<Bool>(
        flag: "--no-strict", variable: "VERITY_STRICT", writes: "0",
        help: "Undefined and pending steps do not fail the run.",
        parse: switchValue
    )

    /// `VERITY_PARALLEL`: whether scenarios may run at the same time; `--serial` sets it to 0.
    package static let parallel = RunOption<Bool>(
        flag: "--serial", variable: "VERITY_PARALLEL", writes: "0",
        help: "Run scenarios one at a time.",
        parse: switchValue
    )

    /// `VERITY_STEP_TIMEOUT`: seconds a step or hook may run, or `none`; `nil` for `none`.
    package static let stepTimeout = RunOption<Duration?>(
        flag: "--step-timeout", variable: "VERITY_STEP_TIMEOUT", valueName: "seconds",
        help: "Seconds a step or hook may run before it fails (runner default: 60), or none."
    ) { text throws(InvalidRunOptionValue) in
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "none" { return nil }
        guard let seconds = Double(trimmed), seconds.isFinite, seconds > 0, seconds <= 86_400 * 365 else {
            throw .init("must be a number of seconds above 0 (e.g. 30 or 2.5) or none, not '\(text)'")
        }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// `VERITY_ALLOW_EMPTY`: whether a selection may select nothing or name tags nothing carries.
    package static let allowEmpty = RunOption<Bool>(
        flag: "--allow-empty", variable: "VERITY_ALLOW_EMPTY", writes: "1",
        help: "Let the selection select no scenario, or name tags no scenario carries.",
        parse: switchValue
    )

    /// `VERITY_QUIET`: a console for CI, with the failures, the summary and where the reports went.
    package static let quiet = RunOption<Bool>(
        flag: "--quiet", variable: "VERITY_QUIET", writes: "1",
        help: "A console for CI: failures, the summary and where the reports went, no line per passing test.",
        parse: switchValue
    )

    /// The reports of a quiet run: `format`, with the summary on standard output added unless
    /// `format` already names a console report there.
    package static func quietFormat(_ format: String?) -> String {
        let destinations = format.flatMap { try? ReportConfiguration.parse($0) } ?? []
        if let format, destinations.contains(where: { $0.path == nil }) { return format }
        return (format.map { $0 + "," } ?? "") + "summary"
    }

    /// A tag expression as the official parser reads it, `nil` when blank.
    private static func tagExpression(_ text: String) throws(InvalidRunOptionValue) -> String? {
        guard !text.allSatisfy(\.isWhitespace) else { return nil }
        do { _ = try TagExpression.parse(text) } catch { throw .init(error.message) }
        return text
    }

    /// `1`, `true`, `yes` or `on`; `0`, `false`, `no` or `off`.
    private static func switchValue(_ text: String) throws(InvalidRunOptionValue) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw .init("must be 1 or 0, not '\(text)'")
        }
    }

    /// `path:line,path` or `@FILE`, a rerun file of `uri:line` entries.
    private static func featureLocations(
        _ text: String
    ) throws(InvalidRunOptionValue) -> ParsedLocations {
        guard text.hasPrefix("@") else {
            let entries = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return ParsedLocations(locations: try entries.map(featureLocation), isEmptyRerunFile: false)
        }
        let path = String(text.dropFirst())
        let contents: String
        do {
            contents = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw .init("cannot read the rerun file '\(path)': \(error.localizedDescription)")
        }
        let entries = contents.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        return ParsedLocations(locations: try entries.map(featureLocation), isEmptyRerunFile: entries.isEmpty)
    }

    /// `path`, `path:line` or `path:line:line...`.
    package static func featureLocation(
        _ text: String
    ) throws(InvalidRunOptionValue) -> ParsedLocation {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var lines: [Int] = []
        while parts.count > 1, let last = parts.last, let line = Int(last) {
            guard line > 0 else { throw .init("'\(text)' has line \(line); lines count from 1") }
            lines.insert(line, at: 0)
            parts.removeLast()
        }
        return ParsedLocation(path: parts.joined(separator: ":"), lines: lines)
    }
}
