/// When a hook runs.
enum HookKind: Sendable, Hashable {
    case beforeAll, afterAll, beforeScenario, afterScenario, beforeStep, afterStep
}

/// A hook as registered.
struct HookEntry<World>: Sendable {
    enum Body: Sendable {
        case run(@Sendable (TestRunContext) async throws -> Void)
        case scenario(@Sendable (ScenarioContext<World>) async throws -> Void)
    }

    let kind: HookKind
    let name: String?
    let tagExpression: String?
    let order: Int
    let location: CodeLocation
    /// The hook's own time limit; `nil` takes the run's ``RunConfiguration/stepTimeout``.
    let timeout: Duration?
    let body: Body
}
