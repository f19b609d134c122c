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
    steps.given(.regex(#"^the machine has (\d+) coffees?$"#)) { (machine, count: Int) in
        machine.coffees = count
    }
    steps.when(.regex(#"^I insert (\d+) coins?$"#)) { (machine, count: Int) in
        machine.coins += count
    }
    steps.when(.regex(#"^I press "(.*)"$"#)) { (machine, button: String) in
        machine.world.press(button)
    }
    steps.then(.regex("^I get a coffee$")) { machine in
        #expect(machine.dispensed == "coffee")
    }
    steps.then(.regex("^I get nothing$")) { machine in
        #expect(machine.dispensed == nil)
    }
    steps.then(.regex(#"^the machine has (\d+) coffees? left$"#)) { (machine, count: Int) in
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
