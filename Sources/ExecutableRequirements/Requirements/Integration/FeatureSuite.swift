import CucumberMessages
import Foundation

/// A set of `.feature` files and the step definitions that verify them: the entry point for
/// running requirements from Swift Testing, XCTest or code.
///
/// ```swift
/// import Requirements
/// import Testing
///
/// let belly = FeatureSuite(bellySteps)          // .feature files in ./Features beside this file
///
/// @Suite(.features(belly))
/// struct BellyRequirements {
///     @Test(arguments: belly.scenarios)
///     func scenario(_ scenario: ScenarioCase) async {
///         await scenario.run()
///     }
/// }
/// ```
public struct FeatureSuite<World>: Sendable {
    /// The step definitions, hooks and parameter types.
    public let steps: Steps<World>
    /// The feature files, in path order.
    public let features: [FeatureFile]
    /// The settings of ``scenarios`` and ``run(_:clock:ids:collectingEnvelopes:reports:onMessage:)``'s default.
    public let configuration: RunConfiguration
    /// Why the features or the configuration could not be read, reported by the first scenario.
    let setupError: String?
    /// Where the suite is declared: the place a suite that cannot run reports why.
    let declaration: (filePath: String, line: Int)
    let shared: SharedSession<World>

    /// The suite of every `.feature`/`.feature.md` file under `directory`, a path relative to
    /// the folder of `filePath` (the calling test file, by default) unless it is absolute.
    /// The configuration comes from the `VERITY_*` environment variables unless given.
    public init(
        _ steps: Steps<World>, directory: String = "Features", relativeTo filePath: String = #filePath,
        configuration: RunConfiguration? = nil, line: Int = #line
    ) {
        let base = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let folder = directory.hasPrefix("/") ? URL(fileURLWithPath: directory) : base.appendingPathComponent(directory)
        var files: [FeatureFile] = []
        var problem: String?
        do {
            files = try FeatureFile.files(in: folder.path)
        } catch {
            problem = "cannot read the features in \(folder.path): \(error.localizedDescription)"
        }
        self.init(
            steps, features: files, configuration: configuration, setupError: problem,
            declaration: (filePath, line))
    }

    /// The suite of every `.feature`/`.feature.md` file under `directory` beside `filePath` (the
    /// calling test file, by default) when the source tree is there, and otherwise under
    /// `directory` in `bundle`'s resources: the target copies the folder with
    /// `resources: [.copy("Features")]` and passes `Bundle.module`.
    ///
    /// The source tree comes first so that failures point at the files you edit; the bundle's
    /// copy lets a relocated build or a device run without it, its files named
    /// `directory/…` in reports and `VERITY_LOCATIONS`.
    ///
    /// ```swift
    /// let features = FeatureSuite(shopSteps, resourcesIn: .module)
    /// ```
    public init(
        _ steps: Steps<World>, directory: String = "Features", resourcesIn bundle: Bundle,
        relativeTo filePath: String = #filePath, configuration: RunConfiguration? = nil, line: Int = #line
    ) {
        let source = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(directory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: source.path, isDirectory: &isDirectory), isDirectory.boolValue {
            self.init(steps, directory: source.path, relativeTo: filePath, configuration: configuration, line: line)
            return
        }
        let resources = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent(directory).standardizedFileURL
        var files: [FeatureFile] = []
        var problem: String?
        do {
            let prefix = resources.path.hasSuffix("/") ? resources.path : resources.path + "/"
            files = try FeatureFile.files(in: resources.path).map { file in
                var named = file
                // NB: a bundle's path is the build's, different on every machine; reports name
                // the file as it sits in the folder instead.
                if let path = file.path, path.hasPrefix(prefix) { named.uri = directory + "/" + path.dropFirst(prefix.count) }
                return named
            }
        } catch {
            problem = "cannot read the features in \(source.path) or in the resources at \(resources.path): "
                + error.localizedDescription
        }
        self.init(
            steps, features: files, configuration: configuration, setupError: problem, declaration: (filePath, line))
    }

    /// The suite of the given features; `filePath` and `line` (where the suite is declared, by
    /// default) are where a suite that cannot run reports why.
    public init(
        _ steps: Steps<World>, features: [FeatureFile], configuration: RunConfiguration? = nil,
        filePath: String = #filePath, line: Int = #line
    ) {
        self.init(steps, features: features, configuration: configuration, setupError: nil, declaration: (filePath, line))
    }

    private init(
        _ steps: Steps<World>, features: [FeatureFile], configuration: RunConfiguration?, setupError: String?,
        declaration: (filePath: String, line: Int)
    ) {
        self.declaration = declaration
        self.steps = steps
        self.features = features
        var problem = setupError
        if let configuration {
            self.configuration = configuration
        } else {
            do {
                self.configuration = try RunConfiguration.environment()
            } catch {
                self.configuration = RunConfiguration()
                problem = problem ?? error.description
            }
        }
        self.setupError = problem
        shared = SharedSession()
    }

    /// The selected scenarios in run order, one per test case in Swift Testing; each runs
    /// through one shared run whose messages go to the `VERITY_FORMAT` reports. A file that does
    /// not parse (or a suite that cannot run at all) adds a case that fails with the reason, so
    /// that it cannot pass unnoticed.
    public var scenarios: [ScenarioCase] {
        let session = shared.session(for: self)
        return session.runnableScenarios + session.problemCases(declaredAt: declaration)
    }

    /// Runs every selected scenario now (in parallel when the configuration allows) and
    /// returns the results; for tools, benchmarks and tests of the runner itself.
    ///
    /// - Parameters:
    ///   - configuration: overrides the suite's configuration.
    ///   - clock: the source of timestamps; `.stepping()` makes streams reproducible.
    ///   - ids: how message ids are made.
    ///   - collectingEnvelopes: keep every message in ``RunResult/envelopes``.
    ///   - reports: sinks that receive every message (report formatters of `VerityReports`, say),
    ///     besides those the configuration's `format` names.
    ///   - onMessage: receives every message as it is emitted, one at a time.
    /// ```swift
    /// let result = await suite.run(clock: .stepping(), ids: .incrementing, collectingEnvelopes: true)
    /// result.success
    /// result.envelopes.compactMap(\.testStepFinished)
    /// ```
    public func run(
        _ configuration: RunConfiguration? = nil, clock: MessageClock = .system, ids: MessageIdStyle = .uuid,
        collectingEnvelopes: Bool = false, reports: [any MessageSink] = [],
        onMessage: (@Sendable (Envelope) -> Void)? = nil
    ) async -> RunResult {
        await run(
            configuration, clock: clock, ids: ids, collectingEnvelopes: collectingEnvelopes, reports: reports,
            onMessage: onMessage, injectedRunError: nil)
    }

    func run(
        _ configuration: RunConfiguration?, clock: MessageClock, ids: MessageIdStyle, collectingEnvelopes: Bool,
        reports: [any MessageSink] = [], onMessage: (@Sendable (Envelope) -> Void)?,
        injectedRunError: (any Error)?, numberingRepeatedReports: Bool = false
    ) async -> RunResult {
        let settings = configuration ?? self.configuration
        let collector = collectingEnvelopes ? EnvelopeCollector() : nil
        var receivers: [any MessageSink] = []
        if let collector { receivers.append(collector) }
        if let onMessage { receivers.append(ClosureReceiver(onMessage)) }
        receivers += reports
        var problem = injectedRunError ?? setupError.map(SetupError.init)
        do {
            receivers += try ReportReceivers.make(settings.format, numberingRepeats: numberingRepeatedReports)
        } catch {
            problem = problem ?? SetupError(description: "VERITY_FORMAT: \(error)")
        }
        let session = RunSession(
            steps: steps, features: features, configuration: settings, receivers: receivers, clock: clock,
            idStyle: ids, injectedRunError: problem, callerSchedules: true)
        let mayRun = await session.start()
        let scenarios = session.runnableScenarios
        if mayRun, settings.parallel, scenarios.count > 1 {
            await withTaskGroup(of: Void.self) { group in
                let width = max(2, ProcessInfo.processInfo.activeProcessorCount)
                var next = 0
                while next < scenarios.count, next < width {
                    let scenario = scenarios[next]
                    group.addTask { _ = await session.run(scenario) }
                    next += 1
                }
                while await group.next() != nil, next < scenarios.count {
                    let scenario = scenarios[next]
                    group.addTask { _ = await session.run(scenario) }
                    next += 1
                }
            }
        } else {
            for scenario in scenarios { _ = await session.run(scenario) }
        }
        let success = await session.finish()
        let (results, problems) = session.withState { ($0.results, $0.runProblems) }
        return RunResult(
            success: success && problems.isEmpty, scenarios: results, envelopes: collector?.envelopes ?? [],
            seed: session.seed, problems: problems)
    }
}
