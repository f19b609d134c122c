#if canImport(XCTest)
import Requirements
import XCTest

/// The XCTest entry point runs a whole suite from one test method.
final class XCTestEntryTests: XCTestCase {
    func testRunInXCTestRunsEveryScenarioAndReportsSuccess() async {
        let result = await belly.runInXCTest()
        XCTAssertTrue(result.success)
        XCTAssertEqual(result.scenarios.map(\.status), [.passed, .passed, .passed])
    }
}
#endif
