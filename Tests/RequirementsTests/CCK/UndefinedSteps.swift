import Foundation
import Requirements

extension CCKSamples {
    /// `undefined`: undefined steps fail the run and get snippets.
    static func undefined(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an implemented step") { _ in }
            steps.given("a step that will be skipped") { _ in }
        }
    }
}
