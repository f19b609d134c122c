import Requirements
import Testing

struct CoffeeMachine {
    var coffees = 0
    var coins = 0
    var dispensed: String?

    mutating func press(_ button: String) {
        guard button == "coffee", coins >= 1, coffees > 0 else { return }
        coins -= 1
        coffees -= 1
        dispensed = "coffee"
    }
}

let coffeeSteps = Steps<CoffeeMachine>(world: { CoffeeMachine() }) { steps in
    steps.given("the machine has {int} coffee(s)") { (machine, count: Int) in
        machine.coffees = count
    }
    steps.when("I insert {int} coin(s)") { (machine, count: Int) in
        machine.coins += count
    }
    steps.when("I press {string}") { (machine, button: String) in
        machine.world.press(button)
    }
    steps.then("I get a coffee") { machine in
        #expect(machine.dispensed == "coffee")
    }
    steps.then("I get nothing") { machine in
        #expect(machine.dispensed == nil)
    }
    steps.then("the machine has {int} coffee(s) left") { (machine, count: Int) in
        #expect(machine.coffees == count)
    }
}

let coffee = FeatureSuite(coffeeSteps)

@Suite(.features(coffee))
struct CoffeeRequirements {
    @Test(arguments: coffee.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
