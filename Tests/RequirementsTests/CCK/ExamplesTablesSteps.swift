import Foundation
import Requirements

extension CCKSamples {
    /// `examples-tables`: outline rows substitute values; two rows fail an assertion.
    static func examplesTables(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("there are {int} cucumbers") { (world, count: Int) in world.cucumbers = count }
            steps.given("there are {int} friends") { (world, count: Int) in world.friends = count }
            steps.when("I eat {int} cucumbers") { (world, count: Int) in world.cucumbers -= count }
            steps.then("I should have {int} cucumbers") { (world, count: Int) in
                try CCK.expectEqual(world.cucumbers, count)
            }
            steps.then("each person can eat {int} cucumbers") { (world, count: Int) in
                let share = world.cucumbers / (1 + world.friends)
                try CCK.expectEqual(share, count)
            }
        }
    }
}
