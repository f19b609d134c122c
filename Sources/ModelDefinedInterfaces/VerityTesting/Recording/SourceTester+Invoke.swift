import CustomDump
import Verity

extension SourceTester {
    /// Runs `body` with the source's current model, typically to invoke one of its actions.
    /// Fails first if the source emitted models that no expectation has taken yet, so no
    /// emission can slip by between two actions.
    ///
    /// ```swift
    /// tester.perform { model in model.closed?.open() }
    /// ```
    @discardableResult
    public func perform<Result>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: (Model) throws -> Result
    ) rethrows -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        return try body(source.model)
    }

    /// Like `perform(_:)`, for asynchronous work such as an `AsyncAction`.
    @discardableResult
    public func perform<Result>(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ body: (Model) async throws -> Result
    ) async rethrows -> Result {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        return try await body(source.model)
    }

    /// Invokes the action at `action` in the current model with `input`, after the same check as
    /// `perform(_:)`. Fails if the current model has no such action (for instance, it is in
    /// another state), naming the model, and fails at this call if the action is refused (the
    /// model holds an action from a state the source has left, say), naming the reason.
    ///
    /// ```swift
    /// tester.invoke(\.notAuthenticated?.logIn, credentials)
    /// ```
    public func invoke<Input>(
        _ action: KeyPath<Model, Action<Input>?>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        guard let found = available(action, at: site) else { return }
        invokeReportingRejection(found, input, at: site)
    }

    /// Invokes the action at `action`, which takes no input, in the current model.
    public func invoke(
        _ action: KeyPath<Model, Action<Void>?>,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        invoke(action, (), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Invokes the value-returning action at `action` in the current model and returns its
    /// result, or `nil` (after recording a failure) if the current model has no such action.
    public func invoke<Input, Output>(
        _ action: KeyPath<Model, ReturningAction<Input, Output>?>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) throws(ActionRejection) -> Output? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        guard let found = available(action, at: site) else { return nil }
        return try found(input)
    }

    /// Invokes the asynchronous action at `action` in the current model and returns its
    /// result, or `nil` (after recording a failure) if the current model has no such action.
    public func invoke<Input, Output>(
        _ action: KeyPath<Model, AsyncAction<Input, Output>?>,
        _ input: Input,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async throws(ActionRejection) -> Output? {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        reportUnasserted(when: "the next action was invoked", at: site)
        guard let found = available(action, at: site) else { return nil }
        return try await found(input)
    }

    /// Invokes `action` with `input` and fails at `site` if the source refused it.
    func invokeReportingRejection<Input>(_ action: Action<Input>, _ input: Input, at site: CallSite) {
        let seen = events.withLock { $0.count }
        action(input)
        let identity = action.identity
        let rejection = events.withLock { events in
            events.dropFirst(seen).lazy.compactMap(\.rejection).first { $0.action == identity }
        }
        guard let rejection else { return }
        recordFailure("\(source.name) refused the invoked action: \(rejection)", at: site)
    }

    private func available<Found>(_ path: KeyPath<Model, Found?>, at site: CallSite) -> Found? {
        let model = source.model
        if let found = model[keyPath: path] {
            return found
        }
        var dump = ""
        customDump(model, to: &dump)
        recordFailure(
            "The current model of \(source.name) has no action at \(WrittenKeyPath.describe(path, at: site)):\n\(dump)",
            at: site
        )
        return nil
    }
}
