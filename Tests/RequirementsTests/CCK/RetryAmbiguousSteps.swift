import Foundation
import Requirements

extension CCKSamples {
    /// `retry-ambiguous`: ambiguous scenarios are not retried.
    static func retryAmbiguous(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an ambiguous step") { _ in }
            steps.given("an ambiguous step") { _ in }
        }
    }
}
