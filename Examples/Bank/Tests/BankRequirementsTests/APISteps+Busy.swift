import BankCore
import Requirements

/// A busy bank (issue 18, item 4): another program holds the database, and a charge is "try
/// again", never a decline.
extension APISteps {
    static func busyBank(_ steps: inout Steps<APIWorld>) {
        steps.given("another program holds the bank's database") { (context: Context) in
            context.world.hold = try DatabaseHold.take(on: context.world.database.path)
        }
        steps.when("the other program lets go of the bank's database") { (context: Context) in
            context.world.hold?.letGo()
            context.world.hold = nil
        }
        steps.then("nothing is charged and the customer is told {string}") { (context: Context, message: String) in
            let outcome = try APIWorld.require(context.world.outcome, "no charge was requested")
            guard case .notDecided(let trouble) = outcome else {
                throw APIWorld.Mismatch(description: "the charge was \(outcome)")
            }
            try APIWorld.check(trouble.message == message, "the customer is told \"\(trouble.message)\"")
        }
    }
}
