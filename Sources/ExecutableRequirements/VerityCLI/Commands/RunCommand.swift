import ArgumentParser
import Foundation
import GherkinLint
import VerityRunOptions

/// `verity run`: runs the suite with `swift test`, passing report formats, selection, order
/// and sharding to the Requirements runner through its environment variables.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the requirements with swift test, choosing reports, tags, order and shard.",
        discussion: """
            Each option sets one VERITY_* variable for the runner inside swift test \
            (\(RunOptions.all.map { "\($0.flag): \($0.variable)\($0.flagText.map { "=" + $0 } ?? "")" }
                .joined(separator: ", "))), \
            written to .build/verity/run-options and named by VERITY_RUN_OPTIONS, so that other options \
            do not change the environment of swift test (SwiftPM re-plans a build when it changes). \
            Each value is checked as the runner reads it before swift test builds. Arguments after -- \
            go to swift test unchanged. The exit status is swift test's.

            Example: verity run --format junit:build/junit.xml --format progress --tags '@smoke' -- --filter Checkout
            """
    )

    // NB: each option's flag, help and reading are declared once, in `RunOptions`; a property
    // here only binds it to ArgumentParser.
    @Option(name: .customLong(RunOptions.format.longName), help: help(RunOptions.format))
    var formats: [String] = []
    @Option(name: .customLong(RunOptions.tags.longName), help: help(RunOptions.tags)) var tags: String?
    @Option(name: .customLong(RunOptions.name.longName), help: help(RunOptions.name)) var name: String?
    @Option(name: .customLong(RunOptions.locations.longName), help: help(RunOptions.locations))
    var locations: [String] = []
    @Flag(name: .customLong(RunOptions.dryRun.longName), help: help(RunOptions.dryRun)) var dryRun = false
    @Flag(name: .customLong(RunOptions.failFast.longName), help: help(RunOptions.failFast)) var failFast = false
    @Option(name: .customLong(RunOptions.retry.longName), help: help(RunOptions.retry)) var retry: String?
    @Option(name: .customLong(RunOptions.retryTags.longName), help: help(RunOptions.retryTags))
    var retryTagFilter: String?
    @Option(name: .customLong(RunOptions.order.longName), help: help(RunOptions.order)) var order: String?
    @Option(name: .customLong(RunOptions.shard.longName), help: help(RunOptions.shard)) var shard: String?
    @Option(name: .customLong(RunOptions.shardTimings.longName), help: help(RunOptions.shardTimings))
    var shardTimings: [String] = []
    @Flag(name: .customLong(RunOptions.strict.longName), help: help(RunOptions.strict)) var noStrict = false
    @Flag(name: .customLong(RunOptions.parallel.longName), help: help(RunOptions.parallel)) var serial = false
    @Option(name: .customLong(RunOptions.stepTimeout.longName), help: help(RunOptions.stepTimeout))
    var stepTimeout: String?
    @Flag(name: .customLong(RunOptions.allowEmpty.longName), help: help(RunOptions.allowEmpty))
    var allowEmpty = false
    @Flag(name: .customLong(RunOptions.quiet.longName), help: help(RunOptions.quiet)) var quiet = false
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

    private static func help<Value>(_ option: RunOption<Value>) -> ArgumentHelp {
        ArgumentHelp(option.described.help, valueName: option.described.valueName)
    }

    /// The options given, each with the text its variable gets; those left out are not listed,
    /// so the runner's own defaults apply.
    var given: [(option: RunOptionDescription, text: String)] {
        var given: [(RunOptionDescription, String?)] = [
            (RunOptions.format.described, formats.isEmpty ? nil : formats.joined(separator: ",")),
            (RunOptions.tags.described, tags), (RunOptions.name.described, name),
            (RunOptions.locations.described, locations.isEmpty ? nil : locations.joined(separator: ",")),
            (RunOptions.retry.described, retry), (RunOptions.retryTags.described, retryTagFilter),
            (RunOptions.order.described, order), (RunOptions.shard.described, shard),
            (RunOptions.shardTimings.described, shardTimings.isEmpty ? nil : shardTimings.joined(separator: ",")),
            (RunOptions.stepTimeout.described, stepTimeout),
        ]
        for (option, isSet) in [
            (RunOptions.dryRun, dryRun), (RunOptions.failFast, failFast), (RunOptions.strict, noStrict),
            (RunOptions.parallel, serial), (RunOptions.allowEmpty, allowEmpty), (RunOptions.quiet, quiet),
        ] where isSet {
            given.append((option.described, option.described.flagText))
        }
        return given.compactMap { option, text in text.map { (option, $0) } }
    }

    /// The variables the runner reads, as `verity run` passes them.
    var environment: [String: String] {
        Dictionary(uniqueKeysWithValues: given.map { ($0.option.variable, $0.text) })
    }

    /// The options as the lines of the file that `VERITY_RUN_OPTIONS` names, sorted so that the
    /// same options always give the same file.
    var fileText: String {
        environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)\n" }.joined()
    }

    /// Reads every value as the runner will, so that a bad one stops the run before anything builds.
    func validate() throws {
        for (option, text) in given {
            // NB: the options travel as the lines of a file (`fileText`), one option a line.
            if text.contains(where: \.isNewline) {
                throw ValidationError(
                    RunOptionError(variable: option.variable, flag: option.flag, reason: "must be one line").description
                )
            }
            do { try option.check(text) } catch { throw ValidationError(error.description) }
        }
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
            try Data(fileText.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw ValidationError("cannot write the run's options to \(file): \(error.localizedDescription)")
        }
        var process = SwiftTestProcess(
            executable: swiftExecutable, arguments: swiftTestArgumentsToPass,
            environment: ["VERITY_RUN_OPTIONS": file])
        if quiet { process.keepsLine = QuietConsole.keeps }
        let status = try process.run()
        if status != 0 { throw ExitCode(status) }
    }

    /// The arguments for `swift test`: with `--quiet`, its own `--quiet` first (SwiftPM's build
    /// then prints only errors, and Swift Testing no line per passing test).
    var swiftTestArgumentsToPass: [String] {
        let alreadyQuiet = swiftTestArguments.contains { $0 == "--quiet" || $0 == "-q" }
        return quiet && !alreadyQuiet ? ["--quiet"] + swiftTestArguments : swiftTestArguments
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
