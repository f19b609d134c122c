import Foundation
import Requirements

extension CCKSamples {
    /// `multiple-features`: several files run in path order.
    static func multipleFeatures(_ folder: URL) -> Steps<CCKWorld> {
        orders()
    }

    /// `multiple-features-reversed`: the same, run with `--order reverse`.
    static func multipleFeaturesReversed(_ folder: URL) -> Steps<CCKWorld> {
        orders()
    }

    /// `rules-backgrounds`: backgrounds of the feature and of a rule both run.
    static func rulesBackgrounds(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an order for {string}") { (_, _: String) in }
            steps.when("an action") { _ in }
            steps.then("an outcome") { _ in }
        }
    }

    private static func orders() -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an order for {string}") { (_, _: String) in }
        }
    }
}
