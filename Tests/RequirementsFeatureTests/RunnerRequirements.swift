import Requirements
import Testing

/// The runner's own requirements: the `.feature` files in `Features/`, verified by Verity.
let runnerRequirements = FeatureSuite(
    Steps<RunnerWorld>(world: RunnerWorld.init) { steps in
        SetupSteps.register(in: &steps)
        RunSteps.register(in: &steps)
        OutcomeSteps.register(in: &steps)
    })

@Suite(.features(runnerRequirements))
struct RunnerRequirements {
    @Test(arguments: runnerRequirements.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
