#if canImport(XCTest)
import XCTest

extension FeatureSuite {
    /// Runs every selected scenario from an XCTest test method and records each failing,
    /// undefined, pending or ambiguous step with `XCTFail`, naming the `.feature` file and line.
    /// Steps fail by throwing or with Swift Testing's `#expect`: an expectation that fails in a
    /// step (which XCTest alone would not notice) fails that step, with the expectation's text.
    ///
    /// ```swift
    /// final class BellyRequirements: XCTestCase {
    ///     func testFeatures() async {
    ///         await belly.runInXCTest()
    ///     }
    /// }
    /// ```
    /// - Returns: the run's result, for further checks.
    @discardableResult
    public func runInXCTest(file: StaticString = #filePath, line: UInt = #line) async -> RunResult {
        // NB: like the Swift Testing suites of the same test process, an XCTest run takes a
        // numbered report file (`junit-2.xml`) when another suite already writes the named one.
        let result = await runCatchingExpectations()
        for problem in result.problems {
            XCTFail(problem, file: file, line: line)
        }
        for scenario in result.scenarios {
            let failing = scenario.problems.filter { $0.status.failsRun(strict: configuration.strict) }
            for issue in ScenarioIssue.issues(for: failing) {
                // NB: XCTFail takes a StaticString file, so the feature location goes in the message.
                XCTFail(
                    "\(issue.uri):\(issue.line):\(issue.column): \(scenario.scenario) — \(issue.text)",
                    file: file, line: line)
            }
        }
        printSnippetBlock(result.snippetBlock)
        return result
    }

    /// The run `runInXCTest` reports: failed `#expect`s in steps fail their steps.
    func runCatchingExpectations() async -> RunResult {
        await IssueCapture.$outsideTests.withValue(true) {
            await run(
                nil, clock: .system, ids: .uuid, collectingEnvelopes: false, onMessage: nil,
                numberingRepeatedReports: true)
        }
    }
}
#endif
