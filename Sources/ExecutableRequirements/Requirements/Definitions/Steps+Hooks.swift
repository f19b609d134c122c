extension Steps {
    /// Runs `body` once before the first scenario. If it fails, every scenario fails without running.
    public mutating func beforeAll(
        name: String? = nil, order: Int = 0, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (TestRunContext) async throws -> Void
    ) {
        addHook(
            .beforeAll, nil, name, order, timeout,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), .run(body))
    }

    /// Runs `body` once after the last scenario; after-all hooks run in reverse order of definition.
    public mutating func afterAll(
        name: String? = nil, order: Int = 0, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (TestRunContext) async throws -> Void
    ) {
        addHook(
            .afterAll, nil, name, order, timeout,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), .run(body))
    }

    /// Runs `body` before each scenario whose tags match `tags` (a tag expression such as
    /// `@database and not @readonly`; every scenario when `nil`).
    ///
    /// Hooks with a lower `order` run first; equal orders run in definition order. Like a step,
    /// a hook that runs longer than `timeout` (by default the run's
    /// ``RunConfiguration/stepTimeout``) fails, and its task is cancelled.
    /// ```swift
    /// steps.before("@database", name: "empty database") { scenario in
    ///     scenario.database = try await TestDatabase.empty()
    /// }
    /// ```
    public mutating func before(
        _ tags: String? = nil, name: String? = nil, order: Int = 0, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>) async throws -> Void
    ) {
        addHook(
            .beforeScenario, tags, name, order, timeout,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), .scenario(body))
    }

    /// Runs `body` after each scenario whose tags match `tags`, even when a step failed.
    /// After-hooks run in the reverse of before-hooks' order: higher `order` first, then the
    /// later definition first.
    public mutating func after(
        _ tags: String? = nil, name: String? = nil, order: Int = 0, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>) async throws -> Void
    ) {
        addHook(
            .afterScenario, tags, name, order, timeout,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), .scenario(body))
    }

    /// Runs `body` before each step of the scenarios whose tags match `tags`; a failure fails the step.
    public mutating func beforeStep(
        _ tags: String? = nil, name: String? = nil, order: Int = 0, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>) async throws -> Void
    ) {
        addHook(
            .beforeStep, tags, name, order, timeout,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), .scenario(body))
    }

    /// Runs `body` after each step that ran, in the scenarios whose tags match `tags`; a
    /// failure fails the step.
    public mutating func afterStep(
        _ tags: String? = nil, name: String? = nil, order: Int = 0, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>) async throws -> Void
    ) {
        addHook(
            .afterStep, tags, name, order, timeout,
            CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), .scenario(body))
    }

    private mutating func addHook(
        _ kind: HookKind, _ tags: String?, _ name: String?, _ order: Int, _ timeout: Duration?,
        _ location: CodeLocation,
        _ body: HookEntry<World>.Body
    ) {
        append(
            .hook(
                HookEntry(
                    kind: kind, name: name, tagExpression: tags, order: order, location: location, timeout: timeout,
                    body: body)))
    }
}
