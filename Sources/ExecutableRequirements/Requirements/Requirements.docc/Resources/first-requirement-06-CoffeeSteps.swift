import Coffee
import Requirements

func coffeeSteps(_ steps: inout Steps<CoffeeMachine>) {
    steps.given("the machine has {int} coffees") { (world, coffees: Int) in
        throw Pending()
    }
    // steps.given("the machine has {float} coffees") { (world, coffees: Double) in
    //     throw Pending()
    // }

    steps.when("I insert {int} coin") { (world, coin: Int) in
        throw Pending()
    }
    // steps.when("I insert {float} coin") { (world, coin: Double) in
    //     throw Pending()
    // }

    steps.when("I press {string}") { (world, string: String) in
        throw Pending()
    }

    steps.then("I get a coffee") { world in
        throw Pending()
    }

    steps.then("the machine has {int} coffee left") { (world, coffee: Int) in
        throw Pending()
    }
    // steps.then("the machine has {float} coffee left") { (world, coffee: Double) in
    //     throw Pending()
    // }

    steps.when("I insert {int} coins") { (world, coins: Int) in
        throw Pending()
    }
    // steps.when("I insert {float} coins") { (world, coins: Double) in
    //     throw Pending()
    // }

    steps.then("I get nothing") { world in
        throw Pending()
    }
}
