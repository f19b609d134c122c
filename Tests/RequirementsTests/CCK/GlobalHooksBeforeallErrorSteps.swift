import Foundation
import Requirements

extension CCKSamples {
    /// `global-hooks-beforeall-error`: a failing before-all hook stops every scenario, but the
    /// other before-all hooks and every after-all hook still run.
    static func globalHooksBeforeallError(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.beforeAll { _ in }
            steps.beforeAll { _ in throw CCK.Error("BeforeAll hook went wrong") }
            steps.beforeAll { _ in }
            steps.when("a step passes") { _ in }
            steps.afterAll { _ in }
            steps.afterAll { _ in }
        }
    }
}
