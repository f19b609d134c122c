import Foundation
import Requirements

extension CCKSamples {
    /// `skipped`: a step skips the rest of its scenario without failing the run.
    static func skipped(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step that does not skip") { _ in }
            steps.given("a step that is skipped") { _ in }
            steps.given("I skip a step") { _ in throw Skipped() }
        }
    }

    /// `skipped-exception`: a skip with a reason.
    static func skippedException(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("I skip a step") { _ in throw Skipped("skipping") }
        }
    }

    /// `stack-traces`: a failure reports the error and where it happened.
    static func stackTraces(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.when("a step throws an exception") { _ in throw CCK.Error("BOOM") }
        }
    }

    /// `test-run-exception`: the runner itself fails after the run started (injected by the test).
    static func testRunException(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step") { _ in }
        }
    }
}
