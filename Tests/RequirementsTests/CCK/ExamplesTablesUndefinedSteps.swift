import Foundation
import Requirements

extension CCKSamples {
    /// `examples-tables-undefined`: outline values that are not numbers leave steps undefined.
    static func examplesTablesUndefined(_ folder: URL) -> Steps<CCKWorld> {
        cucumberCounting()
    }

    /// `examples-tables-undefined-multiple`: several undefined steps in one example.
    static func examplesTablesUndefinedMultiple(_ folder: URL) -> Steps<CCKWorld> {
        cucumberCounting()
    }

    private static func cucumberCounting() -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("there are {int} cucumbers") { (world, count: Int) in world.cucumbers = count }
            steps.when("I eat {int} cucumbers") { (world, count: Int) in world.cucumbers -= count }
            steps.then("I should have {int} cucumbers") { (world, count: Int) in
                try CCK.expectEqual(world.cucumbers, count)
            }
        }
    }
}
