import Foundation
import Requirements

extension CCKSamples {
    /// `skipped`: a step skips the rest of its scenario without failing the run.
    static func skipped(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step that does not skip") { _ in }
            steps.given("a step that is skipped") { _ in }
            steps.given("I skip a step") { _ in throw Skipped() }
        }
    }
}
