extension Steps {
    /// Defines a step. Keywords do not matter for matching (as in Cucumber): `given`, `when`,
    /// `then` and `step` are the same, pick the one that reads best.
    ///
    /// The body receives the ``ScenarioContext`` and then one parameter per captured argument,
    /// typed as you declare it: `{int}` gives `Int`, `{float}` and `{double}` `Double`,
    /// `{string}`, `{word}` and `{}` `String`, a custom parameter type its own type; an
    /// argument also converts to any `LosslessStringConvertible` type from its text. A last
    /// parameter of type ``DataTable`` or ``DocString`` (or `String` for a doc string) receives
    /// the step's table or doc string. Bodies may throw and may be `async`.
    ///
    /// A body that runs longer than `timeout` (by default the run's
    /// ``RunConfiguration/stepTimeout``, 60 s) fails the step, and its task is cancelled.
    /// ```swift
    /// steps.given("I have {int} cukes in my {word}") { (belly, count: Int, place: String) in
    ///     belly.cukes[place] = count
    /// }
    /// ```
    public mutating func step<each Argument>(
        _ pattern: StepPattern, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>, repeat each Argument) async throws -> Void
    ) {
        var count = 0
        for _ in repeat (each Argument).self { count += 1 }
        let location = CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        append(
            .step(
                StepDefinitionEntry(
                    pattern: pattern, location: location, arity: ArgumentArity(count: count), timeout: timeout
                ) { context, arguments in
                    let cursor = ArgumentCursor(arguments)
                    let values = (repeat try cursor.take((each Argument).self))
                    try cursor.finish()
                    try await body(context, repeat each values)
                }))
    }

    /// Defines a step that sets up context; see ``step(_:timeout:fileID:filePath:line:column:_:)``.
    public mutating func given<each Argument>(
        _ pattern: StepPattern, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>, repeat each Argument) async throws -> Void
    ) {
        step(pattern, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Defines a step that acts; see ``step(_:timeout:fileID:filePath:line:column:_:)``.
    public mutating func when<each Argument>(
        _ pattern: StepPattern, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>, repeat each Argument) async throws -> Void
    ) {
        step(pattern, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }

    /// Defines a step that checks an outcome; see ``step(_:timeout:fileID:filePath:line:column:_:)``.
    public mutating func then<each Argument>(
        _ pattern: StepPattern, timeout: Duration? = nil,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ body: @escaping @Sendable (ScenarioContext<World>, repeat each Argument) async throws -> Void
    ) {
        step(pattern, timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column, body)
    }
}
