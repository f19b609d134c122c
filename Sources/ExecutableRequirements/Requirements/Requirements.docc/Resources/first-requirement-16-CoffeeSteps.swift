import Coffee
import Requirements
import Testing

func coffeeSteps(_ steps: inout Steps<CoffeeMachine>) {
    steps.given("the machine has {int} coffee(s)") { (context, coffees: Int) in
        context.world = CoffeeMachine(coffees: coffees)
    }

    steps.when("I insert {int} coin(s)") { (context, coins: Int) in
        context.world.insert(coins: coins)
    }

    steps.when("I press {string}") { (context, button: String) in
        context.world.press(button)
    }

    steps.then("I get a coffee") { context in
        #expect(context.world.served == [.coffee])
    }

    steps.then("I get nothing") { context in
        #expect(context.world.served.isEmpty)
    }

    steps.then("the machine has {int} coffee(s) left") { (context, coffees: Int) in
        #expect(context.world.coffees == coffees)
    }

    steps.then("I get {int} coin(s) back") { (context, coins: Int) in
        #expect(context.world.returned == coins)
    }
}
