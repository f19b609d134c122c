import Foundation
import Requirements

extension CCKSamples {
    /// `stack-traces`: a failure reports the error and where it happened.
    static func stackTraces(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.when("a step throws an exception") { _ in throw CCK.Error("BOOM") }
        }
    }
}
