import Foundation
import Requirements

extension CCKSamples {
    /// `hooks-undefined`: hooks run around an undefined step.
    static func hooksUndefined(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before { _ in }
            steps.after { _ in }
        }
    }
}
