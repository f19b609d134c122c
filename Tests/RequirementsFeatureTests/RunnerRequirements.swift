import Requirements
import Testing

/// The runner's own requirements: the `.feature` files in `Features/`, verified by Verity.
///
/// Each outer scenario writes an inner feature file, picks inner hooks and a configuration,
/// runs the inner suite programmatically (``FeatureSuite/run(_:clock:ids:collectingEnvelopes:onMessage:)``)
/// and checks its result and message stream. Inner steps come from the fixed vocabulary of
/// ``InnerSteps``. `swift test --filter RequirementsFeatureTests` runs them; the `VERITY_*`
/// variables select outer scenarios as in any other suite (`VERITY_TAGS=@wip` runs the ones
/// kept out on purpose).
let runnerRequirements = FeatureSuite(
    Steps<RunnerWorld>(world: RunnerWorld.init) { steps in
        SetupSteps.register(in: &steps)
        RunSteps.register(in: &steps)
        OutcomeSteps.register(in: &steps)
        ReportSteps.register(in: &steps)
        ShardSteps.register(in: &steps)
        ExclusiveSteps.register(in: &steps)
        PlatformSteps.register(in: &steps)
    })

/// Each scenario of `Features/` is one test case, named `Feature › Rule › Scenario`.
@Suite("The runner's requirements, verified by the runner", .features(runnerRequirements))
struct RunnerRequirements {
    @Test("Scenario", arguments: runnerRequirements.scenarios)
    func scenario(_ scenario: ScenarioCase) async {
        await scenario.run()
    }
}
