import Foundation
import Requirements

extension CCKSamples {
    /// `failedish-combinations`: which statuses later steps get after the first non-passing one.
    static func failedishCombinations(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given(.regex("^a step$")) { _ in }
            steps.given(.regex("^a skipped step$")) { _ in throw Skipped() }
            steps.given(.regex("^a pending step$")) { _ in throw Pending() }
            steps.given(.regex("^an ambiguous (.*?)$")) { (_, _: String) in }
            steps.given(.regex("^(.*?) ambiguous step$")) { (_, _: String) in }
            steps.given(.regex("^a failing step$")) { _ in throw CCK.Error("whoops") }
        }
    }
}
