import Foundation
import Requirements

extension CCKSamples {
    /// `backgrounds`: background steps run before each scenario's own.
    static func backgrounds(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an order for {string}") { (_, _: String) in }
            steps.when("an action") { _ in }
            steps.then("an outcome") { _ in }
        }
    }
}
