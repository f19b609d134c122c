import Coffee
import Requirements

let steps = Steps<CoffeeMachine>(world: { CoffeeMachine() }) { steps in
    coffeeSteps(&steps)
}
let features = FeatureSuite(steps, resourcesIn: .module)
