import Foundation
import Requirements

extension CCKSamples {
    /// `rules-backgrounds`: backgrounds of the feature and of a rule both run.
    static func rulesBackgrounds(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an order for {string}") { (_, _: String) in }
            steps.when("an action") { _ in }
            steps.then("an outcome") { _ in }
        }
    }
}
