import Foundation
import Requirements

extension CCKSamples {
    /// `rules`: scenarios grouped in rules.
    static func rules(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.given("the customer has {int} cents") { (world, cents: Int) in world.cents = cents }
            steps.given("there are chocolate bars in stock") { world in world.chocolateBars = 1 }
            steps.given("there are no chocolate bars in stock") { world in world.chocolateBars = 0 }
            steps.when("the customer tries to buy a {int} cent chocolate bar") { (world, price: Int) in
                if world.cents >= price, world.chocolateBars > 0 {
                    world.saleHappened = true
                    world.cents -= price
                    world.chocolateBars -= 1
                }
            }
            steps.then("the sale should not happen") { world in try CCK.expectEqual(world.saleHappened, false) }
            steps.then("the sale should happen") { world in try CCK.expectEqual(world.saleHappened, true) }
        }
    }
}
