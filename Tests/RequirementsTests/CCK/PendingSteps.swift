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
}
