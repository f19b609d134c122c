import CucumberExpressions
import CucumberMessages

/// What one scenario will run, decided before any scenario runs: its hooks and, for each
/// step, the definitions that match it (none: undefined, several: ambiguous).
final class TestCasePlan<World>: Sendable {
    enum Step: Sendable {
        case hook(testStepId: String, hook: CompiledGlue<World>.CompiledHook)
        case pickleStep(testStepId: String, step: PickleStep, matches: [StepPatternIndex.Match], location: Location?)
    }

    let id: String
    let scenario: ScenarioCase
    let steps: [Step]
    /// Hooks that wrap every step that runs.
    let beforeStepHooks: [CompiledGlue<World>.CompiledHook]
    let afterStepHooks: [CompiledGlue<World>.CompiledHook]

    /// Matches every step of `scenario`.
    ///
    /// - Throws: ``CucumberExpressionError`` from a regular expression whose group stands for
    ///   several parameter types.
    init(
        _ scenario: ScenarioCase, glue: CompiledGlue<World>, ids: IdSource,
        matchCache: inout [String: [StepPatternIndex.Match]]
    ) throws(CucumberExpressionError) {
        id = ids.next()
        self.scenario = scenario
        let tags = scenario.tags
        var steps: [Step] = []
        steps.reserveCapacity(scenario.pickle.steps.count + 2)
        for hook in glue.hooks(.beforeScenario) where hook.applies(to: tags) {
            steps.append(.hook(testStepId: ids.next(), hook: hook))
        }
        let locations = scenario.stepLocations
        for (position, step) in scenario.pickle.steps.enumerated() {
            // NB: suites repeat step texts a lot; one lookup per distinct text.
            let matches: [StepPatternIndex.Match]
            if let known = matchCache[step.text] {
                matches = known
            } else {
                matches = try glue.index.matches(step.text)
                matchCache[step.text] = matches
            }
            steps.append(
                .pickleStep(
                    testStepId: ids.next(), step: step, matches: matches,
                    location: position < locations.count ? locations[position] : nil))
        }
        for hook in glue.hooks(.afterScenario) where hook.applies(to: tags) {
            steps.append(.hook(testStepId: ids.next(), hook: hook))
        }
        self.steps = steps
        beforeStepHooks = glue.hooks(.beforeStep).filter { $0.applies(to: tags) }
        afterStepHooks = glue.hooks(.afterStep).filter { $0.applies(to: tags) }
    }

    /// The `testCase` message.
    func message(glue: CompiledGlue<World>, testRunStartedId: String) -> TestCase {
        TestCase(
            id: id, pickleId: scenario.pickle.id,
            testSteps: steps.map { step in
                switch step {
                case .hook(let testStepId, let hook):
                    return TestStep(hookId: hook.id, id: testStepId)
                case .pickleStep(let testStepId, let pickleStep, let matches, _):
                    return TestStep(
                        id: testStepId, pickleStepId: pickleStep.id,
                        stepDefinitionIds: matches.map { glue.definitions[$0.index].id },
                        stepMatchArgumentsLists: matches.map { match in
                            let isRegex = glue.definitions[match.index].entry.pattern.syntax == .regularExpression
                            return StepMatchArgumentsList(
                                stepMatchArguments: match.arguments.map { argument in
                                    let name = argument.parameterType.name
                                    return StepMatchArgument(
                                        group: argument.group.message,
                                        parameterTypeName: isRegex && name.isEmpty ? nil : name)
                                })
                        })
                }
            },
            testRunStartedId: testRunStartedId)
    }
}

extension CucumberExpressions.Group {
    var message: StepMatchArgument.Group {
        StepMatchArgument.Group(
            children: children.isEmpty ? nil : children.map(\.message), start: start, value: value)
    }
}
