import Foundation
import Requirements

extension CCKSamples {
    /// `unused-steps`: a definition no step uses is still reported.
    static func unusedSteps(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step that is used") { _ in }
            steps.given("a step that is not used") { _ in }
        }
    }
}
