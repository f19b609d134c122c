import Foundation
import Requirements

extension CCKSamples {
    /// `skipped-exception`: a skip with a reason.
    static func skippedException(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("I skip a step") { _ in throw Skipped("skipping") }
        }
    }
}
