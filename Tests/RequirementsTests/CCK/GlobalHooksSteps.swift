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

    /// `global-hooks-attachments`: before-all and after-all hooks attach text.
    static func globalHooksAttachments(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.beforeAll { run in run.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
            steps.when("a step passes") { _ in }
            steps.afterAll { run in run.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
        }
    }

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
