#if canImport(XCTest)
@testable import Requirements
import Testing
import XCTest

/// Under XCTest no Swift Testing test is running, so a failed `#expect` in a step would fail
/// nothing; the XCTest entry point catches it and fails that step (issue 19, deliverable 6).
final class XCTestExpectationTests: XCTestCase {
    private static let suite = FeatureSuite(
        Steps<Int>(world: { 0 }) { steps in
            steps.given("the count is {int}") { (count, value: Int) in count.world = value }
            steps.then("the count should be {int}") { (count, expected: Int) in
                #expect(count.world == expected, "the count")
            }
        },
        features: [
            FeatureFile(
                uri: "count.feature",
                text: """
                    Feature: Counting
                      Scenario: Right
                        Given the count is 2
                        Then the count should be 2

                      Scenario: Wrong
                        Given the count is 2
                        Then the count should be 3
                    """)
        ])

    func testAFailedExpectationInAStepFailsItsScenario() async {
        let result = await Self.suite.runCatchingExpectations()
        XCTAssertEqual(result.scenarios.map(\.status), [.passed, .failed])
        let problem = result.scenarios.last?.problems.first
        XCTAssertEqual(problem?.step, "the count should be 3")
        XCTAssertEqual(problem?.line, 8)
        XCTAssertTrue(problem?.message?.contains("Expectation failed") == true, "\(String(describing: problem))")
        XCTAssertTrue(problem?.message?.contains("the count") == true, "\(String(describing: problem))")
    }
}
#endif
