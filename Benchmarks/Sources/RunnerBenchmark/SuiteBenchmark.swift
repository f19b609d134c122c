import CucumberMessages
import Foundation
import Requirements

/// How the generated suite is run.
struct SuiteOptions {
    /// Scenarios one at a time (`VERITY_PARALLEL=0`), as behave runs them.
    var serial = true
    /// Match every step without running bodies (`VERITY_DRY_RUN=1`).
    var dryRun = false
    /// Where to write the message stream as NDJSON; `nil` emits no messages at all.
    var messagesPath: String?
    /// Counter ids instead of the default random UUIDs.
    var predictableIds = false
    /// Register no step definitions: every step is undefined and gets its snippets, as when a
    /// team runs requirements written before any code.
    var undefined = false
    /// Run every body under the default time limit (in a task of its own), as users' runs do.
    var stepTimeout = true
}

/// Runs the generated suite once, in this process, through `FeatureSuite.run`, and prints one
/// line of figures: reading the files, registering the definitions, and the run itself
/// (parsing, compiling pickles, matching steps, running bodies, building messages).
func runSuite(directory: String, options: SuiteOptions) async throws {
    let counts = try manifest(in: directory)
    let (load, features) = try await Measurement.of { try FeatureFile.files(in: directory + "/features") }
    let (register, steps) = try await Measurement.of { () throws -> Steps<BenchmarkWorld> in
        if options.undefined { return Steps(world: { BenchmarkWorld() }) }
        return benchmarkSteps(try GeneratedDefinition.load(directory + "/definitions.tsv"))
    }
    var configuration = RunConfiguration()
    configuration.parallel = !options.serial
    configuration.dryRun = options.dryRun
    if !options.stepTimeout { configuration.stepTimeout = nil }
    let suite = FeatureSuite(steps, features: features, configuration: configuration)
    let sink = try options.messagesPath.map(MessageFileSink.init(path:))
    var onMessage: (@Sendable (Envelope) -> Void)?
    if let sink {
        onMessage = { envelope in sink.receive(envelope) }
    }
    let ids: MessageIdStyle = options.predictableIds ? .incrementing : .uuid
    let (run, result) = await Measurement.of { await suite.run(ids: ids, onMessage: onMessage) }
    let written = try sink?.finish()

    let expectedScenarios = counts["scenarios"] ?? -1
    let expectedStatus: StepStatus = options.undefined ? .undefined : options.dryRun ? .skipped : .passed
    let matching = result.scenarios.filter { $0.status == expectedStatus }.count
    // NB: with no definitions every step of every scenario is undefined and must carry its
    // snippet; counting them checks that the run made one for each step, not just the first.
    let snippets = result.scenarios.reduce(0) { $0 + $1.problems.filter { $0.snippet != nil }.count }
    let expectedSnippets = options.undefined ? counts["steps"] ?? -1 : 0
    guard result.problems.isEmpty, result.scenarios.count == expectedScenarios, matching == expectedScenarios,
        snippets == expectedSnippets
    else {
        let statuses = Dictionary(grouping: result.scenarios, by: \.status).mapValues(\.count)
        let firstProblem = result.scenarios.lazy.flatMap(\.problems).first.map(\.description) ?? "none"
        throw BenchmarkError(
            "expected \(expectedScenarios) \(expectedStatus.rawValue) scenarios and \(expectedSnippets) snippets, "
                + "got \(statuses) and \(snippets) snippets "
                + "(run problems: \(result.problems), first step problem: \(firstProblem))")
    }
    var line = "verity scenarios=\(result.scenarios.count) steps=\(counts["steps"] ?? 0) "
    line += "\(load.fields("load")) \(register.fields("register")) \(run.fields("run"))"
    if let written { line += " messages=\(written.messages) message_bytes=\(written.bytes)" }
    print(line)
}
