import Foundation
import Requirements

extension CCKSamples {
    /// `test-run-exception`: the runner itself fails after the run started (the suite's setup
    /// error, which `CompatibilityKitTests` gives it for the sample's `--error`).
    static func testRunException(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step") { _ in }
        }
    }
}
