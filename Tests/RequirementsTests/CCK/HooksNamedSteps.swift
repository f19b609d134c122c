import Foundation
import Requirements

extension CCKSamples {
    /// `hooks-named`: hooks carry names.
    static func hooksNamed(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before(name: "A named before hook") { _ in }
            steps.when("a step passes") { _ in }
            steps.after(name: "A named after hook") { _ in }
        }
    }
}
