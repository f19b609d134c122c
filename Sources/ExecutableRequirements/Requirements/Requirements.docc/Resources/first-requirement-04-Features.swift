import Coffee
import Requirements

let steps = Steps<CoffeeMachine>(world: { CoffeeMachine() }) { steps in }
let features = FeatureSuite(steps, resourcesIn: .module)
