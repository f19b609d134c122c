/// Makes the actions of one model a Source is about to emit. Every action it makes is bound to
/// that model: once the source emits another model, those actions refuse to run.
///
/// A factory is handed to you by `Source.init(named:initial:)`, `SourceState.set(_:)` and
/// `SourceState.update(_:)`; actions made with it belong in the model you return there.
///
/// ```swift
/// state.set { actions in
///     .notAuthenticated(.init(error: nil, logIn: actions.action("logIn") { credentials in
///         logIn(credentials, state)
///     }))
/// }
/// ```
public struct ActionFactory: Sendable {
    let header: SourceHeader
    let generation: UInt64

    /// Makes an action that takes `Input` and returns nothing.
    public func action<Input: Sendable>(
        _ method: String,
        perform: @escaping @Sendable (Input) -> Void
    ) -> Action<Input> {
        Action(binding: binding(method), body: perform)
    }

    /// Makes an action that takes `Input` and returns an `Output` synchronously.
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: @escaping @Sendable (Input) -> Output
    ) -> ReturningAction<Input, Output> {
        ReturningAction(binding: binding(method), body: perform)
    }

    /// Makes an action that takes `Input` and returns an `Output` asynchronously.
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: @escaping @Sendable (Input) async -> Output
    ) -> AsyncAction<Input, Output> {
        AsyncAction(binding: binding(method), body: perform)
    }

    private func binding(_ method: String) -> ActionBinding {
        ActionBinding(header: header, generation: generation, method: method)
    }
}
