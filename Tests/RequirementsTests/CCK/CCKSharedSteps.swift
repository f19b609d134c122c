import Foundation
import Requirements

/// Definitions several samples share, exactly as each of them defines them.
extension CCKSamples {
    /// `multiple-features` and `multiple-features-reversed`: one order step.
    static func orders() -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("an order for {string}") { (_, _: String) in }
        }
    }

    /// The `examples-tables-undefined` samples: counting cucumbers with `{int}`.
    static func cucumberCounting() -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("there are {int} cucumbers") { (world, count: Int) in world.cucumbers = count }
            steps.when("I eat {int} cucumbers") { (world, count: Int) in world.cucumbers -= count }
            steps.then("I should have {int} cucumbers") { (world, count: Int) in
                try CCK.expectEqual(world.cucumbers, count)
            }
        }
    }
}
