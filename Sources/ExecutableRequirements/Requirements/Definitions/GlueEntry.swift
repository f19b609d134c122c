import CucumberExpressions

/// One registered definition, in registration order.
enum GlueEntry<World>: Sendable {
    case step(StepDefinitionEntry<World>)
    case hook(HookEntry<World>)
    case parameterType(ParameterTypeEntry)
}

/// A step definition as registered: the pattern, where it is written and its body.
struct StepDefinitionEntry<World>: Sendable {
    let pattern: StepPattern
    let location: CodeLocation
    /// How many arguments the body takes, from the match and then the doc string or table.
    let arity: ArgumentArity
    /// The definition's own time limit; `nil` takes the run's ``RunConfiguration/stepTimeout``.
    let timeout: Duration?
    let body: @Sendable (ScenarioContext<World>, StepArguments) async throws -> Void
}

/// A custom parameter type as registered; made when the suite compiles its definitions.
struct ParameterTypeEntry: Sendable {
    let name: String
    let location: CodeLocation
    let make: @Sendable () throws -> ParameterType
}
