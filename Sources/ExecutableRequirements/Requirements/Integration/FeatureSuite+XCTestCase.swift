#if canImport(XCTest)
import Foundation
import XCTest

extension FeatureSuite {
    /// Runs the scenario at `path` and `line` (see ``scenario(at:line:)``) as the XCTest test
    /// `test`: what each test method the `VerityFeatureXCTests` plugin generates runs.
    ///
    /// ```swift
    /// final class Feature_Cart: FeatureTestCase, GeneratedFeatureTests {
    ///     static let featurePath = "Features/cart.feature"
    ///
    ///     func test_Add_two_items_L12() throws {
    ///         try features.run(self, scenarioAt: "Features/cart.feature", line: 12)
    ///     }
    /// }
    /// ```
    ///
    /// When XCTest starts such a class, the selected scenarios of its methods start together
    /// on the run's parallel pool (unless `VERITY_PARALLEL=0`), and each method waits for its
    /// own; the run watches XCTest from its first test on, so the first class runs its
    /// scenarios one after the other.
    ///
    /// Each failing, pending or ambiguous step fails `test` at the step's line in the
    /// `.feature` file, as do a failed `#expect` or `#require` in a step; an `XCTAssert` in a
    /// step fails `test` where it was written. A scenario the run's selection leaves out, or one
    /// for another platform, is a skipped test saying why. A run that cannot start (a bad
    /// `VERITY_*` value) fails the first test that runs, at the suite's declaration, and skips
    /// the others. The run's reports are written, and its after-all hooks run, when the test
    /// bundle finishes.
    ///
    /// - Throws: `XCTSkip` when the scenario does not run.
    public func run(_ test: XCTestCase, scenarioAt path: String, line: Int) throws {
        let session = shared.session(for: self)
        if shared.claimFinishingAtBundleEnd() {
            XCTestObservationCenter.shared.addTestObserver(FeatureTestsObserver(suite: self))
        }
        if let reason = session.cannotStartReason {
            guard session.claimTellingWhyItCannotStart() else {
                throw XCTSkip("not run: the run cannot start (one test says why)")
            }
            Self.record(
                "the run cannot start: \(reason)", in: test, filePath: declaration.filePath, line: declaration.line)
            return
        }
        if let scenario = scenario(at: path, line: line) {
            try run(scenario, in: test)
            return
        }
        if exists(path, line: line) { throw XCTSkip("left out by the run's selection") }
        let problems = problems(at: path)
        for problem in problems {
            Self.record(problem.problem ?? "\(problem)", in: test, filePath: problem.filePath, line: problem.line)
        }
        if problems.isEmpty {
            let files = features.map(\.uri).joined(separator: ", ")
            Self.record(
                "no scenario at \(path):\(line) in the suite's feature files (\(files)); "
                    + "the suite reads a different folder than the one the tests were generated from",
                in: test, filePath: declaration.filePath, line: declaration.line)
        }
    }

    /// Runs `scenario` (with its retries) and records what fails it on `test`.
    private func run(_ scenario: ScenarioCase, in test: XCTestCase) throws {
        guard let runner = scenario.runner else { return }
        let prefetched = shared.prefetched
        let outcome = SynchronousWait.value {
            if let outcome = await prefetched.outcome(at: scenario.position) { return outcome }
            return await PrefetchedScenarios.run(scenario)
        }
        for problem in outcome.runProblems {
            Self.record(problem, in: test, filePath: scenario.filePath, line: scenario.line)
        }
        guard let result = outcome.result else { return }
        for issue in ScenarioIssue.issues(for: result.problems.filter { $0.status.failsRun(strict: runner.isStrict) }) {
            var text = issue.text
            if result.attempts > 1 { text += "\n(after \(result.attempts) attempts)" }
            Self.record(text, in: test, filePath: scenario.filePath, line: issue.line)
        }
        if result.status == .skipped, let reason = PlatformTags.reasonToSkip(scenario.tags) {
            throw XCTSkip(reason)
        }
    }

    /// Fails `test` with `text` at `line` of the file at `filePath` (a `.feature` file).
    static func record(_ text: String, in test: XCTestCase, filePath: String, line: Int) {
        #if canImport(ObjectiveC)
        test.record(
            XCTIssue(
                type: .assertionFailure, compactDescription: text,
                sourceCodeContext: XCTSourceCodeContext(
                    location: XCTSourceCodeLocation(filePath: filePath, lineNumber: max(line, 1)))))
        #else
        test.recordFailure(withDescription: text, inFile: filePath, atLine: max(line, 1), expected: true)
        #endif
    }
}

/// Watches the XCTest run of a suite's generated tests: when XCTest starts a feature's class,
/// its selected scenarios start together on the run's parallel pool (each method then waits for
/// its own); when the bundle finishes, the shared run ends (its after-all hooks, its reports, the
/// snippet block), whichever tests `--filter` picked.
final class FeatureTestsObserver<World>: NSObject, XCTestObservation {
    let suite: FeatureSuite<World>

    init(suite: FeatureSuite<World>) {
        self.suite = suite
    }

    func testSuiteWillStart(_ testSuite: XCTestSuite) {
        guard suite.configuration.parallel else { return }
        var scenarios: [ScenarioCase] = []
        for test in testSuite.tests {
            guard let type = type(of: test) as? any GeneratedFeatureTests.Type,
                let line = Self.line(inTestName: test.name),
                let scenario = suite.scenario(at: type.featurePath, line: line)
            else { continue }
            scenarios.append(scenario)
        }
        guard scenarios.count > 1 else { return }
        suite.shared.prefetched.start(scenarios, width: max(2, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// The line a generated test's name ends with: `Feature_Cart.test_Add_two_items_L12` (or
    /// `-[Feature_Cart test_Add_two_items_L12]`) is at line 12.
    static func line(inTestName name: String) -> Int? {
        guard let marker = name.range(of: "_L", options: .backwards) else { return nil }
        let digits = name[marker.upperBound...].prefix { $0.isASCII && $0.isNumber }
        return Int(digits)
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
        let suite = suite
        SynchronousWait.value {
            // NB: a run whose every test was skipped still starts, so that its reports say so.
            _ = await suite.shared.session(for: suite).start()
            await suite.finishSharedRun()
        }
    }
}
#endif
