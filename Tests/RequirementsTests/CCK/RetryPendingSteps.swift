import Foundation
import Requirements

extension CCKSamples {
    /// `retry-pending`: pending scenarios are not retried.
    static func retryPending(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a pending step") { _ in throw Pending() }
        }
    }
}
