import Requirements
import Testing

/// The runner's own requirements: the `.feature` files in `Features/`, verified by Verity.
let runnerRequirements = FeatureSuite(
    Steps<RunnerWorld>(world: RunnerWorld.init) { steps in
        SetupSteps.register(in: &steps)
        RunSteps.register(in: &steps)
        OutcomeSteps.register(in: &steps)
    })

/// Each scenario of `Features/` is one test case, named `Feature › Rule › Scenario`.
@Suite("The runner's requirements, verified by the runner", .features(runnerRequirements))
struct RunnerRequirements {
    @Test("Scenario", arguments: runnerRequirements.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
