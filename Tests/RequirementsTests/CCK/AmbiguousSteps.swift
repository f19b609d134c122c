import Foundation
import Requirements

extension CCKSamples {
    /// `ambiguous`: two regular expressions match one step.
    static func ambiguous(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given(.regex("^a (.*?) with (.*?)$")) { (_, _: String, _: String) in }
            steps.given(.regex("^a step with (.*?)$")) { (_, _: String) in }
        }
    }
}
