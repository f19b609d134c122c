import Foundation
import Requirements

extension CCKSamples {
    /// `undefined`: undefined steps fail the run and get snippets.
    static func undefined(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an implemented step") { _ in }
            steps.given("a step that will be skipped") { _ in }
        }
    }

    /// `undefined-multiple`: several undefined steps, with snippets for each.
    static func undefinedMultiple(_ folder: URL) -> Steps<CCKWorld> {
        undefined(folder)
    }

    /// `unused-steps`: a definition no step uses is still reported.
    static func unusedSteps(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("a step that is used") { _ in }
            steps.given("a step that is not used") { _ in }
        }
    }

    /// `ambiguous`: two regular expressions match one step.
    static func ambiguous(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given(.regex("^a (.*?) with (.*?)$")) { (_, _: String, _: String) in }
            steps.given(.regex("^a step with (.*?)$")) { (_, _: String) in }
        }
    }
}
