import Verity

// NB: key paths do not promote `Action` to `Action?`, so actions that exist in every state
// (properties of a struct model) need these overloads alongside the optional ones.

extension SourceTester {
    /// Invokes the action at `action`, present in every state of the model, with `input`,
    /// after the same check as `perform(_:)`. Fails at this call if the action is refused (the
    /// model holds an action from a state the source has left, say), naming the reason.
    ///
    /// ```swift
    /// tester.invoke(\.increment)
    /// ```
    public func invoke<Input>(
        _ action: KeyPath<Model, Action<Input>>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        invokeReportingRejection(source.model[keyPath: action], input, at: site)
    }

    /// Invokes the action at `action`, which takes no input and is present in every state.
    public func invoke(
        _ action: KeyPath<Model, Action<Void>>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        invoke(action, (), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Invokes the value-returning action at `action`, present in every state, and returns
    /// its result; a refusal throws `ActionRejection` at this call.
    public func invoke<Input, Output>(
        _ action: KeyPath<Model, ReturningAction<Input, Output>>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws(ActionRejection) -> Output {
        let found = perform(fileID: fileID, filePath: filePath, line: line, column: column) { $0[keyPath: action] }
        return try found(input)
    }

    /// Invokes the asynchronous action at `action`, present in every state, and returns its
    /// result; a refusal throws `ActionRejection` at this call.
    public func invoke<Input, Output>(
        _ action: KeyPath<Model, AsyncAction<Input, Output>>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws(ActionRejection) -> Output {
        let found = perform(fileID: fileID, filePath: filePath, line: line, column: column) { $0[keyPath: action] }
        return try await found(input)
    }
}
