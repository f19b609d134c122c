import Requirements
import Testing
import XCTest

/// A step that fails, in each way a step can, fails the generated XCTest method that runs its
/// scenario; each failure the runner records points at the failing step's line in the
/// `.feature` file. The test calls what a generated method calls, on itself, and keeps the
/// failures it records instead of failing.
final class FailureLocationTests: XCTestCase {
    struct Failure: Equatable {
        var file: String
        var line: Int
    }

    private var captured: [Failure]?

    #if canImport(ObjectiveC)
    override func record(_ issue: XCTIssue) {
        guard captured != nil else { return super.record(issue) }
        let location = issue.sourceCodeContext.location
        captured?.append(Failure(file: location?.fileURL.path ?? "", line: location?.lineNumber ?? 0))
    }
    #else
    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        guard captured != nil else {
            return super.recordFailure(
                withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
        captured?.append(Failure(file: filePath, line: lineNumber))
    }
    #endif

    static let feature = """
        Feature: Failing steps
          Scenario: A thrown error
            Given a step that throws
          Scenario: A failed expectation
            Given the count is 1
            Then a step whose expectation fails
          Scenario: A failed requirement
            Given a step whose requirement fails
          Scenario: A failed XCTAssert
            Given a step whose XCTAssert fails
          Scenario: A passing one
            Given the count is 1
          @wip
          Scenario: Left out
            Given the count is 1
        """

    struct Failed: Error {}

    static let suite = FeatureSuite(
        Steps<Counter>(world: Counter.init) { steps in
            steps.given("a step that throws") { _ in throw Failed() }
            steps.given("the count is {int}") { (counter, count: Int) in counter.count = count }
            steps.then("a step whose expectation fails") { counter in #expect(counter.count == 2) }
            steps.given("a step whose requirement fails") { counter in try #require(counter.count == 2) }
            steps.given("a step whose XCTAssert fails") { counter in XCTAssertEqual(counter.count, 2) }
        },
        features: [FeatureFile(uri: "Features/failing.feature", text: feature)],
        configuration: RunConfiguration())

    /// The failures the generated method for the scenario at `line` records, or `nil` when it
    /// throws (a skipped test).
    private func failures(ofScenarioAt line: Int) -> [Failure]? {
        captured = []
        defer { captured = nil }
        do {
            try Self.suite.run(self, scenarioAt: "Features/failing.feature", line: line)
        } catch {
            return nil
        }
        return captured
    }

    func test_a_thrown_error_fails_the_test_at_its_steps_feature_line() {
        XCTAssertEqual(failures(ofScenarioAt: 2), [Failure(file: "Features/failing.feature", line: 3)])
    }

    func test_a_failed_expect_fails_the_test_at_its_steps_feature_line() {
        XCTAssertEqual(failures(ofScenarioAt: 4), [Failure(file: "Features/failing.feature", line: 6)])
    }

    func test_a_failed_require_fails_the_test_at_its_steps_feature_line() {
        XCTAssertEqual(failures(ofScenarioAt: 7), [Failure(file: "Features/failing.feature", line: 8)])
    }

    func test_a_failed_XCTAssert_fails_the_test_where_it_was_written() {
        let failures = failures(ofScenarioAt: 9) ?? []
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.file, #filePath)
    }

    func test_a_passing_scenario_records_nothing() {
        XCTAssertEqual(failures(ofScenarioAt: 11), [])
    }

    func test_a_scenario_the_selection_leaves_out_is_skipped() {
        XCTAssertNil(failures(ofScenarioAt: 14))
    }
}
