/// Makes the actions of one model a Source is about to emit. Every action it makes is bound to
/// that model and to the state the model is in: once the source moves to another state, those
/// actions refuse to run. The method names you give are what identify a state: an emission
/// whose factory makes the same set of names again stays in the same state (see `Action`).
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
    @usableFromInline let header: SourceHeader
    @usableFromInline let generation: UInt64
    @usableFromInline let emission: Emission

    @usableFromInline
    init(header: SourceHeader, generation: UInt64, emission: Emission = Emission()) {
        self.header = header
        self.generation = generation
        self.emission = emission
    }

    // NB: the methods are inlinable so that, specialised in the caller, boxing `perform` for
    // the emission's list finds its function type's metadata in a cache instead of asking the
    // runtime on every action of every emission.

    /// Makes an action that takes `Input` and returns nothing.
    @inlinable
    public func action<Input: Sendable>(
        _ method: String,
        perform: @escaping @Sendable (Input) -> Void
    ) -> Action<Input> {
        Action(binding: binding(method, perform), body: perform)
    }

    /// Makes an action that takes `Input` and returns an `Output` synchronously.
    @inlinable
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: @escaping @Sendable (Input) -> Output
    ) -> ReturningAction<Input, Output> {
        ReturningAction(binding: binding(method, perform), body: perform)
    }

    /// Makes an action that takes `Input` and returns an `Output` asynchronously.
    @inlinable
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: @escaping @Sendable (Input) async -> Output
    ) -> AsyncAction<Input, Output> {
        AsyncAction(binding: binding(method, perform), body: perform)
    }

    @usableFromInline
    func binding(_ method: String, _ body: any Sendable) -> ActionBinding {
        emission.register(method, body: body)
        return ActionBinding(header: header, generation: generation, method: method, emission: emission)
    }
}
