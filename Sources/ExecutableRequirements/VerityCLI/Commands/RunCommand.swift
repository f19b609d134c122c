import ArgumentParser
import Foundation
import GherkinLint

/// `verity run`: runs the suite with `swift test`, passing report formats, selection, order
/// and sharding to the Requirements runner through its environment variables.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the requirements with swift test, choosing reports, tags, order and shard.",
        discussion: """
            Each option sets one VERITY_* variable for the runner inside swift test \
            (--format: VERITY_FORMAT, --tags: VERITY_TAGS, --name: VERITY_NAME, --location: \
            VERITY_LOCATIONS, --dry-run: VERITY_DRY_RUN, --fail-fast: VERITY_FAIL_FAST, --retry: \
            VERITY_RETRY, --retry-tag-filter: VERITY_RETRY_TAGS, --order: VERITY_ORDER, --shard: VERITY_SHARD, --shard-timings: VERITY_SHARD_TIMINGS, --no-strict: \
            VERITY_STRICT=0, --serial: VERITY_PARALLEL=0, --step-timeout: VERITY_STEP_TIMEOUT, --allow-empty: \
            VERITY_ALLOW_EMPTY=1), written to .build/verity/run-options and named by VERITY_RUN_OPTIONS, \
            so that other options do not change the environment of swift test (SwiftPM re-plans a build \
            when it changes). Arguments after -- go to swift test unchanged. The exit status is swift test's.

            Example: verity run --format junit:build/junit.xml --format progress --tags '@smoke' -- --filter Checkout
            """
    )

    @Option(name: .customLong("format"), help: "A report: name[:path], e.g. junit:build/junit.xml (repeatable).")
    var formats: [String] = []
    @Option(help: "A tag expression selecting scenarios (runner default: not @wip).") var tags: String?
    @Option(help: "A regular expression on scenario names.") var name: String?
    @Option(name: .customLong("location"), help: "A feature file, optionally with :line (repeatable).")
    var locations: [String] = []
    @Flag(help: "Match steps to definitions without running any.") var dryRun = false
    @Flag(help: "Skip the remaining scenarios after the first failure.") var failFast = false
    @Option(help: "Run a failing scenario up to N more times.") var retry: Int?
    @Option(help: "Retry only the failing scenarios this tag expression matches.") var retryTagFilter: String?
    @Option(help: "defined, reverse, random or random:SEED.") var order: String?
    @Option(help: "Run only shard I of N (1-based), e.g. 2/4.") var shard: String?
    @Option(
        name: .customLong("shard-timings"),
        help: "An earlier run's message stream or JUnit file: deal the shards by its timings (repeatable).")
    var shardTimings: [String] = []
    @Flag(help: "Undefined and pending steps do not fail the run.") var noStrict = false
    @Flag(help: "Run scenarios one at a time.") var serial = false
    @Option(help: "Seconds a step or hook may run before it fails (runner default: 60), or none.")
    var stepTimeout: String?
    @Flag(help: "Let the selection select no scenario, or name tags no scenario carries.") var allowEmpty = false
    @Option(
        help: """
            Check the feature files to run (the --location files, else the package's) with verity lint first: \
            error stops on a syntax error or error-severity finding, warn prints the findings and runs. \
            Default: VERITY_LINT, else no check.
            """)
    var lint: LintMode?
    @Option(help: .hidden) var swiftExecutable: String?
    @Argument(parsing: .postTerminator, help: "Arguments for swift test, after --.")
    var swiftTestArguments: [String] = []

    var options: RunOptions {
        RunOptions(
            formats: formats, tags: tags, name: name, locations: locations, dryRun: dryRun,
            failFast: failFast, retry: retry, retryTags: retryTagFilter, order: order, shard: shard,
            shardTimings: shardTimings,
            strict: !noStrict,
            parallel: !serial, stepTimeout: stepTimeout, allowEmpty: allowEmpty)
    }

    func validate() throws {
        do { try options.validate() } catch { throw ValidationError("\(error)") }
    }

    func run() throws {
        if let mode = try LintMode.resolve(option: lint, environment: ProcessInfo.processInfo.environment) {
            try lintFirst(mode)
        }
        // NB: the options go in a file at the same path every time, named by the one variable
        // VERITY_RUN_OPTIONS: the environment of `swift test` stays the same whatever the
        // options, so that choosing other scenarios does not make SwiftPM re-plan the build.
        let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            .appendingPathComponent(".build/verity/run-options").path
        do {
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(options.fileText.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw ValidationError("cannot write the run's options to \(file): \(error.localizedDescription)")
        }
        let status = try SwiftTestProcess(
            executable: swiftExecutable, arguments: swiftTestArguments,
            environment: ["VERITY_RUN_OPTIONS": file]
        ).run()
        if status != 0 { throw ExitCode(status) }
    }

    /// Lints the feature files to run with the package's rules, printing what it finds on
    /// standard error; in `error` mode, an error stops the run.
    private func lintFirst(_ mode: LintMode) throws {
        let folder = FileManager.default.currentDirectoryPath
        let configuration: LintConfiguration
        do {
            configuration = try LintConfiguration.load(inPackageAt: folder).configuration
        } catch {
            throw ValidationError("verity run --lint: \(error)")
        }
        let paths = locations.isEmpty ? [folder] : locations.map(Self.file(ofLocation:))
        let report = Linter(configuration: configuration).lint(paths: paths)
        let errors = FileDescriptorSink.standardError
        for diagnostic in report.diagnostics { try? errors.write(Array(diagnostic.printed.utf8)) }
        guard mode == .error, report.hasErrors else { return }
        try? errors.write(Array("verity run: not running: the feature files have errors (--lint error)\n".utf8))
        throw ExitCode(1)
    }

    /// The file of a `--location`: `Features/a.feature:12` gives `Features/a.feature`.
    static func file(ofLocation location: String) -> String {
        guard let colon = location.lastIndex(of: ":") else { return location }
        let line = location[location.index(after: colon)...]
        guard !line.isEmpty, line.allSatisfy(\.isNumber) else { return location }
        return String(location[..<colon])
    }
}
