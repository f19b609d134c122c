import Foundation
import Requirements

extension CCKSamples {
    /// `global-hooks-attachments`: before-all and after-all hooks attach text.
    static func globalHooksAttachments(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.beforeAll { run in run.attach("Attachment from BeforeAll hook", mediaType: "text/plain") }
            steps.when("a step passes") { _ in }
            steps.afterAll { run in run.attach("Attachment from AfterAll hook", mediaType: "text/plain") }
        }
    }
}
