import Foundation
import Requirements

extension CCKSamples {
    /// `retry`: failing scenarios run again, each attempt with a fresh world.
    static func retry(_ folder: URL) -> Steps<CCKWorld> {
        let calls = AttemptCounter()
        return Steps(world: CCKWorld.init) { steps in
            steps.given("a step that always passes") { _ in }
            steps.given("a step that passes the second time") { _ in
                if calls.next("second") < 2 { throw CCK.Error("Exception in step") }
            }
            steps.given("a step that passes the third time") { _ in
                if calls.next("third") < 3 { throw CCK.Error("Exception in step") }
            }
            steps.given("a step that always fails") { _ in throw CCK.Error("Exception in step") }
        }
    }
}
