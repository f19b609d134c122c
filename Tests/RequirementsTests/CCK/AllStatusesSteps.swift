import Foundation
import Requirements

extension CCKSamples {
    /// `all-statuses`: one scenario per status.
    static func allStatuses(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given(.regex("^a step$")) { _ in }
            steps.given(.regex("^a failing step$")) { _ in throw CCK.Error("whoops") }
            steps.given(.regex("^a pending step$")) { _ in throw Pending() }
            steps.given(.regex("^a skipped step$")) { _ in throw Skipped() }
            steps.given(.regex("^an ambiguous (.*?)$")) { (_, _: String) in }
            steps.given(.regex("^(.*?) ambiguous step$")) { (_, _: String) in }
        }
    }
}
