import Foundation
import Requirements

extension CCKSamples {
    /// `test-run-exception`: the runner itself fails after the run started (injected by the test).
    static func testRunException(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step") { _ in }
        }
    }
}
