import Foundation
import Requirements

extension CCKSamples {
    /// `pending`: a pending step skips the rest and fails the (strict) run.
    static func pending(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an implemented non-pending step") { _ in }
            steps.given("an implemented step that is skipped") { _ in }
            steps.given("an unimplemented pending step") { _ in throw Pending() }
        }
    }

    /// `retry-pending`: pending scenarios are not retried.
    static func retryPending(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a pending step") { _ in throw Pending() }
        }
    }

    /// `retry-ambiguous`: ambiguous scenarios are not retried.
    static func retryAmbiguous(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an ambiguous step") { _ in }
            steps.given("an ambiguous step") { _ in }
        }
    }
}
