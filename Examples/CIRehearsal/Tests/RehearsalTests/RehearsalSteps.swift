import Foundation
import Requirements
import Testing

/// Steps whose outcome the rehearsal sets from outside, so that one build plays every run:
/// `REHEARSAL_FIXED=1` fixes the failing scenario; the flaky one fails until the file
/// `REHEARSAL_FLAKY_MARK` names exists, and makes it on its first attempt.
let rehearsalSteps = Steps<Int>(world: { 0 }) { steps in
    steps.given("a step that passes") { _ in }
    steps.given("a step that fails until it is fixed") { _ in
        #expect(ProcessInfo.processInfo.environment["REHEARSAL_FIXED"] == "1", "not fixed yet")
    }
    steps.given("a step that is not written yet") { _ in throw Pending("written next sprint") }
    steps.given("a step that fails on its first attempt") { _ in
        guard let mark = ProcessInfo.processInfo.environment["REHEARSAL_FLAKY_MARK"] else { return }
        if !FileManager.default.fileExists(atPath: mark) {
            _ = FileManager.default.createFile(atPath: mark, contents: Data())
            Issue.record("the first attempt fails")
        }
    }
}

let rehearsal = FeatureSuite(rehearsalSteps)

/// One test case per scenario.
@Suite(.features(rehearsal))
struct Rehearsal {
    @Test(arguments: rehearsal.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
