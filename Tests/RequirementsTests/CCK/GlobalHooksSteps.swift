import Foundation
import Requirements

extension CCKSamples {
    /// `global-hooks`: before-all and after-all hooks; after-all ones run in reverse order.
    static func globalHooks(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.beforeAll { _ in }
            steps.beforeAll { _ in }
            steps.when("a step passes") { _ in }
            steps.when("a step fails") { _ in throw CCK.Error("Exception in step") }
            steps.afterAll { _ in }
            steps.afterAll { _ in }
        }
    }
}
