import CucumberExpressions
import CucumberMessages
import Foundation
import Gherkin
import TagExpressions
import VerityRunOptions
import VeritySynchronization

/// One run of a suite: the parsed features, the compiled definitions, the selected scenarios
/// with their plans, and the shared state scenarios update as they finish.
///
/// Swift Testing runs each scenario as its own test case, possibly in parallel; the first to
/// arrive starts the run (messages up to the test cases, before-all hooks) and the last to
/// finish ends it (after-all hooks, `testRunFinished`, reports).
final class RunSession<World>: Sendable, ScenarioRunning {
    let configuration: RunConfiguration
    let steps: Steps<World>
    let features: LoadedFeatures
    let emitter: MessageEmitter
    let clock: MessageClock
    let ids: IdSource
    /// The selected scenarios, in run order.
    let scenarios: [ScenarioCase]
    let seed: UInt64?
    /// How many scenarios the default tag filter left out (`@wip`).
    let leftOutByDefaultTags: Int
    /// What the selection says without failing the run, for the console before it starts.
    let selectionWarnings: [String]
    /// How a sharded run's scenarios were dealt (`dealt by count`, …), for its first line;
    /// `nil` for a run of the whole suite or one that cannot start.
    let dealing: String?
    /// Which failing scenarios may be retried; `nil`: any.
    let retryTags: TagExpression?
    let glue: CompiledGlue<World>?
    /// The plan of each selected scenario, by position in ``scenarios``.
    let plans: [TestCasePlan<World>]
    /// Why the run cannot run scenarios at all.
    let runError: (any Error)?
    /// Why the suite could not be set up (its features or its configuration could not be read,
    /// its reports could not be made): the run starts, then stops before any scenario with this
    /// error, the runner's own failure rather than a step's or a hook's.
    let setupError: (any Error)?
    let testRunStartedId: String
    /// Lets one scenario run at a time when the run is not parallel but its caller (Swift
    /// Testing) starts scenarios concurrently; `nil` when the caller already runs them in turn.
    let serialGate: AsyncGate?
    /// One gate per `@exclusive:NAME` tag of the selected scenarios: scenarios that share such a
    /// tag (a database, a port, a simulator) run one at a time while the rest stay parallel.
    let exclusiveGates: [String: AsyncGate]

    struct State {
        var start: Task<Bool, Never>?
        var finish: Task<Bool, Never>?
        var remaining: Int
        var stopScheduling = false
        var results: [ScenarioResult] = []
        var runProblems: [String] = []
        /// Whether a scenario has already said why the run cannot start.
        var toldWhyItCannotStart = false
        var success = true
    }

    private let state: Locked<State>
    /// The run's snippets, planned together on first use (only runs with undefined steps pay).
    private let snippetPlan = Locked<SnippetPlan?>(nil)

    init(
        steps: Steps<World>, features files: [FeatureFile], configuration: RunConfiguration,
        receivers: [any MessageSink], clock: MessageClock, idStyle: MessageIdStyle,
        timings: ShardDealing.TimingsReader, setupError: (any Error)? = nil, callerSchedules: Bool = false
    ) {
        serialGate = configuration.parallel || callerSchedules ? nil : AsyncGate()
        ShardEnvironment.acknowledge(configuration)
        self.configuration = configuration
        self.steps = steps
        self.clock = clock
        self.setupError = setupError
        emitter = MessageEmitter(receivers)
        features = LoadedFeatures(files, ids: idStyle)
        ids = IdSource(style: idStyle, startingAt: features.nextId)
        let all = features.pickles.map { pickle, context in
            ScenarioCase(
                featureName: context.featureName, ruleName: context.ruleName, pickle: pickle,
                filePath: context.filePath, scenarioLine: context.scenarioLine,
                stepLocations: context.stepLocations, runner: nil, exampleLabel: context.exampleLabel)
        }
        var runError: (any Error)?
        var selected: [ScenarioCase] = []
        var seed: UInt64?
        var leftOutByDefaultTags = 0
        var selectionWarnings: [String] = []
        var retryTags: TagExpression?
        var dealt: (label: ShardLabel, how: String)?
        do {
            let selection = try ScenarioSelection(all, configuration: configuration, timings: timings)
            selected = selection.scenarios
            seed = selection.seed
            leftOutByDefaultTags = selection.leftOutByDefaultTags
            selectionWarnings = selection.warnings
            retryTags = selection.retryTags
            dealt = selection.dealt
        } catch {
            runError = error
        }
        var glue: CompiledGlue<World>?
        do {
            glue = try CompiledGlue(steps, ids: ids)
        } catch {
            runError = runError ?? error
        }
        // NB: a shard's run id carries its label, for `verity merge` to check the shards add up.
        let runId = ids.next()
        testRunStartedId = dealt.map { $0.label.testRunStartedId(run: runId) } ?? runId
        dealing = dealt?.how
        var plans: [TestCasePlan<World>] = []
        if runError == nil, let glue {
            do {
                var matchCache: [String: [StepPatternIndex.Match]] = [:]
                for scenario in selected {
                    plans.append(try TestCasePlan(scenario, glue: glue, ids: ids, matchCache: &matchCache))
                }
            } catch {
                runError = error
            }
        }
        self.glue = glue
        self.plans = plans
        self.runError = runError
        self.seed = seed
        self.leftOutByDefaultTags = leftOutByDefaultTags
        self.selectionWarnings = selectionWarnings
        self.retryTags = retryTags
        scenarios = selected
        var exclusiveGates: [String: AsyncGate] = [:]
        if serialGate == nil {
            for scenario in selected {
                for tag in scenario.tags where tag.hasPrefix(Self.exclusivePrefix) && exclusiveGates[tag] == nil {
                    exclusiveGates[tag] = AsyncGate()
                }
            }
        }
        self.exclusiveGates = exclusiveGates
        state = Locked(State(remaining: selected.count))
    }

    /// The tag prefix of a resource that scenarios must not use at the same time.
    static var exclusivePrefix: String { "@exclusive:" }

    /// `step`'s snippets, the one to paste first, chosen with every other step of the run.
    func snippets(for step: PickleStep, glue: CompiledGlue<World>) -> [String] {
        snippetPlan(glue).snippets(for: step, from: glue.snippets)
    }

    /// Each undefined step's snippets, the one to paste first, in file order: what the
    /// end-of-run block lists; empty when no selected scenario has an undefined step.
    func snippetSuggestions() -> [[String]] {
        guard let glue else { return [] }
        return snippetPlan(glue).suggestions
    }

    /// The run's snippet plan, made by the first caller.
    private func snippetPlan(_ glue: CompiledGlue<World>) -> SnippetPlan {
        snippetPlan.withLock { plan in
            let made =
                plan
                ?? SnippetPlan(
                    plans: plans.filter { PlatformTags.reasonToSkip($0.scenario.tags) == nil }, snippets: glue.snippets)
            plan = made
            return made
        }
    }

    /// The world type as the suite's own code names it: `Coffee`, `Shop.World`, without the
    /// module (the block is pasted into the module that declares it).
    static var worldTypeName: String {
        let full = String(reflecting: World.self)
        guard !full.contains("<"), let dot = full.firstIndex(of: ".") else { return full }
        return String(full[full.index(after: dot)...])
    }

    func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    /// The selected scenarios, ready to run through this session.
    var runnableScenarios: [ScenarioCase] {
        scenarios.enumerated().map { position, scenario in
            var runnable = scenario
            runnable.runner = self
            runnable.position = position
            return runnable
        }
    }

    /// Whether the run stops before any scenario (a bad `VERITY_*` value, an invalid hook).
    var cannotStart: Bool {
        runError != nil || setupError != nil
    }

    /// Why the run stops before any scenario; `nil` when it can start.
    var cannotStartReason: String? {
        (runError ?? setupError).map { "\($0)" }
    }

    /// Stand-in test cases for what would otherwise go unnoticed in a test framework: one per
    /// parse error (its file has no scenarios), and one for a run that cannot start, saying why
    /// once (instead of once per scenario).
    func problemCases(declaredAt declaration: (filePath: String, line: Int)) -> [ScenarioCase] {
        var cases: [ScenarioCase] = []
        for file in features.files {
            let lines = file.errors.isEmpty ? [] : GherkinError.hintLines(of: file.feature.text)
            for (error, hint) in GherkinError.withoutFollowOns(file.errors, lines: lines) {
                // NB: the official message first, as the streams carry it; the hint is for the
                // person reading the test issue.
                let hint = hint.map { "\nhint: \($0)" } ?? ""
                cases.append(
                    .problem(
                        error.description + hint, title: "\(file.feature.uri): cannot be parsed", uri: file.feature.uri,
                        filePath: file.feature.path ?? file.feature.uri, line: error.line, column: error.column ?? 1))
            }
        }
        for unknown in glue?.unknownParameterTypes ?? [] {
            cases.append(
                .problem(
                    unknown.description,
                    title: "step definition '\(unknown.pattern)': unknown parameter type {\(unknown.name)}",
                    uri: unknown.location.fileID, filePath: unknown.location.filePath,
                    line: unknown.location.line, column: unknown.location.column))
        }
        if let cannotStart = cannotStartCase(declaredAt: declaration) { cases.append(cannotStart) }
        return cases
    }

    /// The stand-in test case that says why the run cannot start, placed at the suite's
    /// declaration; `nil` when it can start.
    func cannotStartCase(declaredAt declaration: (filePath: String, line: Int)) -> ScenarioCase? {
        guard let error = runError ?? setupError else { return nil }
        return .problem(
            "\(error)", title: "Feature suite: cannot run",
            uri: URL(fileURLWithPath: declaration.filePath).lastPathComponent, filePath: declaration.filePath,
            line: declaration.line, column: 1)
    }

    /// Whether the caller is the first to ask: the one test that says why the run cannot start.
    func claimTellingWhyItCannotStart() -> Bool {
        withState { state in
            defer { state.toldWhyItCannotStart = true }
            return !state.toldWhyItCannotStart
        }
    }

    var parseProblems: [String] {
        features.files.flatMap { file in file.errors.map(\.description) }
    }
}

extension RunSession {
    var isStrict: Bool { configuration.strict }
    var format: String? { configuration.format }
}
