import Requirements
import Testing

/// The README's example, run as a real Swift Testing suite over `Features/belly.feature`.
struct Belly {
    var cukes = 0
}

struct NotEnoughCukes: Error {}

let bellySteps = Steps<Belly>(world: Belly.init) { steps in
    steps.given("I have {int} cukes in my belly") { (belly, count: Int) in
        belly.cukes = count
    }
    steps.when("I eat {int} cukes") { (belly, count: Int) in
        guard count <= belly.cukes else { throw NotEnoughCukes() }
        belly.cukes -= count
    }
    steps.then("I should have {int} cukes") { (belly, count: Int) in
        try #require(belly.cukes == count)
    }
}

let belly = FeatureSuite(bellySteps)

@Suite(.features(belly))
struct BellyRequirements {
    @Test(arguments: belly.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }

    @Test("The example suite selects every scenario but the @wip one")
    func selection() {
        #expect(
            belly.scenarios.map(\.description) == [
                "Belly › Eating a few",
                "Belly › You cannot eat more than you have › Eating 10 [eaten = 10, left = 0]",
                "Belly › You cannot eat more than you have › Eating 4 [eaten = 4, left = 6]",
            ])
    }
}
