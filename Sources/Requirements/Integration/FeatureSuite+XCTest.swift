#if canImport(XCTest)
import XCTest

extension FeatureSuite {
    /// Runs every selected scenario from an XCTest test method and records each failing,
    /// undefined, pending or ambiguous step with `XCTFail`, naming the `.feature` file and line.
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
        let result = await run()
        for problem in result.problems {
            XCTFail(problem, file: file, line: line)
        }
        for scenario in result.scenarios {
            for problem in scenario.problems where problem.status.failsRun(strict: configuration.strict) {
                // NB: XCTFail takes a StaticString file, so the feature location goes in the message.
                XCTFail("\(problem.uri):\(problem.line):\(problem.column): \(scenario.scenario) — \(problem)", file: file, line: line)
            }
        }
        return result
    }
}
#endif
