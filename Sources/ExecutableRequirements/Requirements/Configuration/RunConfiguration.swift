import VerityRunOptions

/// How a run selects and executes scenarios. ``environment(_:)`` reads it from the `VERITY_*`
/// variables that `verity run` sets; the defaults are Verity's: leave out `@wip`, strict,
/// parallel, in the order written.
///
/// ```swift
/// var configuration = RunConfiguration()
/// configuration.tags = "@smoke and not @slow"
/// configuration.retry = 2
/// let result = await suite.run(configuration)
/// ```
public struct RunConfiguration: Sendable, Hashable {
    /// The tag expression scenarios must match; `nil` selects every scenario.
    public var tags: String? = RunConfiguration.defaultTags
    /// A regular expression a scenario's name must contain a match of; `nil` selects all.
    public var name: String?
    /// Files and lines to run, e.g. `features/belly.feature:12`; empty selects all.
    public var locations: [FeatureLocation] = []
    /// Match every step and report undefined and ambiguous ones without running any code.
    public var dryRun = false
    /// Skip the remaining scenarios after the first one that fails.
    public var failFast = false
    /// How many times a failing scenario runs again before it counts as failed.
    public var retry = 0
    /// A tag expression limiting ``retry`` to the scenarios it matches (Cucumber's
    /// `--retry-tag-filter`); `nil` retries any failing scenario.
    public var retryTags: String?
    /// The order scenarios run (and are listed) in.
    public var order: ScenarioOrder = .defined
    /// The part of the suite this process runs, for CI matrices (`VERITY_SHARD`, or the
    /// variables of Bazel, CircleCI, Buildkite or GitLab when it is not set).
    public var shard: Shard?
    /// Earlier runs' message streams or Verity JUnit files (`VERITY_SHARD_TIMINGS`): with them a
    /// ``shard`` is dealt by recorded time rather than by count. Several files merge, the later
    /// file's time winning for a scenario both recorded.
    public var shardTimings: [String] = []
    /// Why this process runs ``shard``, for the run's first line (`VERITY_SHARD=2/4`, or the
    /// engine's variables).
    var shardReason: String?
    /// Bazel's `TEST_SHARD_STATUS_FILE`: touched when the run starts, to tell Bazel that the test
    /// honours its sharding variables.
    var shardStatusFile: String?
    /// Whether undefined and pending steps fail the run (Cucumber's `--strict`).
    public var strict = true
    /// Whether scenarios may run at the same time.
    public var parallel = true
    /// How long a step or hook may run before it fails and its task is cancelled (Cucumber's
    /// step timeout, `VERITY_STEP_TIMEOUT`); a definition's own `timeout:` overrides it, and
    /// `nil` lets bodies run as long as they like.
    ///
    /// A body that does not end within a second of its cancellation is left running: its
    /// scenario's remaining hooks are not run (they would share its world), and the run goes on.
    public var stepTimeout: Duration? = RunConfiguration.defaultStepTimeout
    /// The report destinations, in ``RunConfiguration/formatSyntax`` (`VERITY_FORMAT`).
    public var format: String?
    /// Whether a selection may select no scenario, or name tags no scenario carries
    /// (`VERITY_ALLOW_EMPTY=1`). By default either fails the run, since it is far more often a
    /// typo than a wish, and a run of nothing passes.
    public var allowsEmptySelection = false
    /// A console for CI (`VERITY_QUIET=1`, `verity run --quiet`): the summary on standard output
    /// unless ``format`` names a console report there, and one line naming the files the reports
    /// went to. `verity run --quiet` also leaves out the lines `swift test` prints for passing tests.
    public var quiet = false
    /// Set by an empty rerun file (`VERITY_LOCATIONS=@rerun.txt` after a run where nothing
    /// failed): select no scenario, where empty ``locations`` would select them all.
    var selectsNoScenario = false
    /// The variables whose values came from `verity run`'s flags (the file `VERITY_RUN_OPTIONS`
    /// names), so that messages name the option the user typed (`--tags`), not its variable.
    var givenAsFlags: Set<String> = []
    /// Whether `verity run` started the run: its advice then names flags (`--allow-empty`).
    var startedByVerityRun = false

    /// Generous, because Verity's steps often drive a browser or a database from a debug build
    /// on a busy CI machine, and the limit is there to stop a hung run, not to judge speed.
    public static let defaultStepTimeout: Duration = .seconds(60)

    /// `not @wip`: work in progress is left out unless asked for.
    public static let defaultTags = "not @wip"

    /// The syntax of ``format``: comma-separated `name[:path]`, e.g.
    /// `junit:build/junit.xml,html:build/report.html,progress`.
    public static let formatSyntax = "name[:path],..."

    /// The defaults.
    public init() {}
}

/// A `.feature` file and, optionally, lines in it (`path:line:line`).
public struct FeatureLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path, compared with the end of each scenario's URI.
    public var path: String
    /// The lines: a scenario's, an example row's or its Scenario Outline's; empty selects the whole file.
    public var lines: [Int]

    /// A file and lines in it.
    public init(path: String, lines: [Int] = []) {
        self.path = path
        self.lines = lines
    }

    /// Parses `path`, `path:line` or `path:line:line...`, as `VERITY_LOCATIONS` lists them.
    ///
    /// - Throws: ``RunConfigurationError`` when a line is not a positive number.
    public init(parsing text: String) throws(RunConfigurationError) {
        do {
            let location = try RunOptions.featureLocation(text)
            self.init(path: location.path, lines: location.lines)
        } catch {
            throw RunConfigurationError(RunOptions.locations.error(error).description)
        }
    }

    /// `path:line:line`.
    public var description: String { ([path] + lines.map(String.init)).joined(separator: ":") }
}

/// The order scenarios run in. Later versions may add orders: compare with `==`, or give a
/// `switch` a `default`.
///
/// ```swift
/// configuration.order = .random(seed: 42)
/// ```
public struct ScenarioOrder: Sendable, Hashable, CustomStringConvertible {
    /// The order's cases, as `VERITY_ORDER`'s reading gives them.
    typealias Value = ParsedOrder

    let value: Value

    /// As written: files by path, scenarios top to bottom.
    public static let defined = ScenarioOrder(value: .defined)
    /// Last scenario first.
    public static let reverse = ScenarioOrder(value: .reverse)
    /// Shuffled by `seed`; `nil` picks one, which the run prints so that it can be repeated.
    public static func random(seed: UInt64?) -> ScenarioOrder { ScenarioOrder(value: .random(seed: seed)) }

    /// `defined`, `reverse` or `random:SEED`, as `VERITY_ORDER` takes it.
    public var description: String {
        switch value {
        case .defined: "defined"
        case .reverse: "reverse"
        case .random(let seed): seed.map { "random:\($0)" } ?? "random"
        }
    }
}

/// One part of a suite split across machines: shard `index` of `count`, 1-based.
///
/// Scenarios are dealt round-robin in defined order, or by their recorded durations when the
/// run has ``RunConfiguration/shardTimings`` (longest first, each to the shard with the least
/// time so far), so every shard of the same suite gets a disjoint, stable share and together the
/// shards run every scenario once.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which shard, from 1 to ``count``.
    public let index: Int
    /// How many shards there are.
    public let count: Int

    /// Shard `index` of `count`.
    ///
    /// - Throws: ``RunConfigurationError`` unless `1 <= index <= count`.
    public init(_ index: Int, of count: Int) throws(RunConfigurationError) {
        guard count >= 1, index >= 1, index <= count else {
            throw RunConfigurationError("a shard is I/N with 1 <= I <= N, not \(index)/\(count)")
        }
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`, already checked to be one.
    init(uncheckedIndex index: Int, of count: Int) {
        self.index = index
        self.count = count
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }
}

/// A run setting that cannot be used, e.g. `VERITY_SHARD=3/2`.
public struct RunConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong and with which setting.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
