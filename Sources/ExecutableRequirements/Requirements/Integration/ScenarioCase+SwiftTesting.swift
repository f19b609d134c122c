#if canImport(Testing)
import Testing
import VeritySynchronization

extension ScenarioCase: CustomTestStringConvertible {
    /// `Feature › Rule › Scenario`, the test case's name in Swift Testing's output.
    public var testDescription: String { description }
}

extension ScenarioCase: CustomTestArgumentEncodable {
    /// Encodes the scenario's file and line: its identity across runs, so that a tool can rerun
    /// one case of the parameterized test (Xcode's "run this case") and find it again.
    public func encodeTestArgument(to encoder: some Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uri, forKey: .uri)
        try container.encode(line, forKey: .line)
    }

    private enum CodingKeys: String, CodingKey {
        case uri, line
    }
}

extension ScenarioCase {
    /// Runs the scenario (with its retries) in the current test and records every failing,
    /// pending or ambiguous step as an issue at the step's line in the `.feature` file, naming
    /// the step definition, and the scenario's undefined steps as one issue listing them (their
    /// snippets are in the block the run prints at its end).
    ///
    /// Undefined and pending steps are issues only in a strict run (the default). A failed
    /// `#expect` inside a step fails that step too (and is recorded where it was written).
    ///
    /// - Returns: the scenario's final attempt, or `nil` when it did not run (the run stopped
    ///   before it, or fail-fast skipped it).
    @discardableResult
    public func run() async -> ScenarioResult? {
        if let problem {
            Issue.record(Comment(rawValue: problem), sourceLocation: featureLocation(line: line, column: column))
            return nil
        }
        guard let runner else {
            Issue.record(
                Comment(rawValue: "\(self) does not belong to a FeatureSuite"),
                sourceLocation: featureLocation(line: line, column: column))
            return nil
        }
        let outcome = await Self.capturingExpectations { await runner.run(self) }
        for problem in outcome.runProblems {
            Issue.record(Comment(rawValue: problem), sourceLocation: featureLocation(line: line, column: column))
        }
        guard let result = outcome.result else { return nil }
        let strict = runner.isStrict
        for issue in ScenarioIssue.issues(for: result.problems.filter { $0.status.failsRun(strict: strict) }) {
            var text = issue.text
            if result.attempts > 1 { text += "\n(after \(result.attempts) attempts)" }
            Issue.record(
                Comment(rawValue: text), sourceLocation: featureLocation(line: issue.line, column: issue.column))
        }
        #if compiler(>=6.3)
        // NB: a scenario for another platform is shown as cancelled with its reason
        // (`➜ Test "…" was cancelled: "runs only on iOS (@ios), not on Linux"`), not as passed.
        // `cancel` ends the test's task by throwing; the result is returned all the same.
        if result.status == .skipped, let reason = PlatformTags.reasonToSkip(tags) {
            try? Test.cancel(Comment(rawValue: reason))
        }
        #endif
        return result
    }

    /// Runs `body` with failed `#expect`s inside step bodies failing their step (they record
    /// an issue without throwing); the issues themselves are still recorded as usual.
    private static func capturingExpectations(
        _ body: @escaping @Sendable () async -> ScenarioOutcome
    ) async -> ScenarioOutcome {
        #if compiler(>=6.2)
        guard let test = Test.current else { return await body() }
        let handler = IssueHandlingTrait.compactMapIssues { issue -> Issue? in
            guard issue.severity >= .error, let capture = IssueCapture.current else { return issue }
            let text = IssueCapture.describe(issue)
            capture.withLock { $0.append(text) }
            // NB: the step's failure is recorded at its line in the `.feature` file with this
            // text, so the issue is not recorded a second time at the Swift line.
            return nil
        }
        // NB: carries the outcome out of the issue-handling scope, whose closure returns nothing.
        let result = Locked<ScenarioOutcome?>(nil)
        do {
            try await handler.provideScope(for: test, testCase: Test.Case.current) {
                let outcome = await IssueCapture.$isEnabled.withValue(true) { await body() }
                result.withLock { $0 = outcome }
            }
        } catch {
            // NB: the scope only rethrows what `body` throws, and it throws nothing.
            return result.withLock { $0 } ?? ScenarioOutcome(result: nil, runProblems: ["\(error)"])
        }
        return result.withLock { $0 } ?? ScenarioOutcome(result: nil, runProblems: [])
        #else
        // NB: issue handling traits arrived in Swift 6.2; before it a failed #expect does not fail its step.
        return await body()
        #endif
    }

    private func featureLocation(line: Int, column: Int) -> SourceLocation {
        // NB: Swift Testing expects a `Module/File` file ID; the folder stands in for the module.
        let components = filePath.split(separator: "/")
        let fileID = components.suffix(2).joined(separator: "/")
        return SourceLocation(
            fileID: fileID.contains("/") ? fileID : "Features/\(fileID)", filePath: filePath,
            line: max(line, 1), column: max(column, 1))
    }
}

/// Ties a ``FeatureSuite``'s run to a Swift Testing suite: before-all hooks run when the suite
/// starts, after-all hooks and report writing when it ends (even if some scenarios were
/// filtered out by `swift test --filter`).
public struct FeatureSuiteTrait: SuiteTrait, TestScoping {
    let start: @Sendable () async -> Void
    let finish: @Sendable () async -> Void
    /// Why the run cannot start (a bad `VERITY_*` value, a selection that selects nothing), and
    /// where the suite is declared; `nil` when it can.
    let cannotStart: @Sendable () -> (reason: String, filePath: String, line: Int)?

    /// Applies to the suite as a whole, not to each test in it.
    public var isRecursive: Bool { false }

    /// Runs the suite between the run's start and end. A run that cannot start is one issue,
    /// on the suite itself, and none of its tests run.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await start()
        if let problem = cannotStart() {
            let file = problem.filePath.split(separator: "/").last.map(String.init) ?? "suite"
            Issue.record(
                Comment(rawValue: "the run cannot start: \(problem.reason)"),
                sourceLocation: SourceLocation(
                    fileID: "Features/" + file, filePath: problem.filePath, line: max(problem.line, 1), column: 1))
            await finish()
            return
        }
        do {
            try await function()
        } catch {
            await finish()
            throw error
        }
        await finish()
    }
}

extension Trait where Self == FeatureSuiteTrait {
    /// Runs `suite`'s before-all hooks when the Swift Testing suite starts and its after-all
    /// hooks and reports when it ends.
    ///
    /// ```swift
    /// @Suite(.features(belly))
    /// struct BellyRequirements { ... }
    /// ```
    public static func features<World>(_ suite: FeatureSuite<World>) -> FeatureSuiteTrait {
        FeatureSuiteTrait(
            start: { _ = await suite.shared.session(for: suite).start() },
            finish: { await suite.finishSharedRun() },
            cannotStart: {
                guard let reason = suite.shared.existing?.cannotStartReason else { return nil }
                return (reason, suite.declaration.filePath, suite.declaration.line)
            })
    }
}
#endif
