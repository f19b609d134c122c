import Foundation
import Requirements

extension CCKSamples {
    /// `hooks-skipped`: skipping from a before hook skips the rest but after hooks still run.
    static func hooksSkipped(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before { _ in }
            steps.before("@skip-before") { _ in throw Skipped() }
            steps.before { _ in }
            steps.given("a normal step") { _ in }
            steps.given("a step that skips") { _ in throw Skipped() }
            steps.after { _ in }
            steps.after("@skip-after") { _ in throw Skipped() }
            steps.after { _ in }
        }
    }
}
