#if canImport(XCTest)
import VerityTesting
import XCTest

/// VerityTesting also serves XCTest: with no Swift Testing test running, expectations report
/// through XCTest. These pass only if that route works for passing expectations.
final class XCTestCompatibilityTests: XCTestCase {
    func testExhaustiveExpectationsWorkFromXCTest() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        await tester.expect(\.on?.flips, equals: 1)
        tester.invoke(\.on?.turnOff)
        await tester.expect(\.off?.flips, equals: 2)
        await tester.finish(timeout: .seconds(5))
        XCTAssertEqual(tester.received.map(\.flips), [1, 2])
    }
}
#endif
