import Foundation
import Requirements

extension CCKSamples {
    /// `hooks`: before and after hooks around every scenario, even a failing one.
    static func hooks(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.before { _ in }
            steps.when("a step passes") { _ in }
            steps.when("a step fails") { _ in throw CCK.Error("Exception in step") }
            steps.after { _ in }
        }
    }
}
