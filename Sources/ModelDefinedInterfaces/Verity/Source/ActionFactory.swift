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
    @usableFromInline let emission: Emission

    @usableFromInline
    init(emission: Emission) {
        self.emission = emission
    }

    // NB: the methods are inlined so that, specialised in the caller, the emission's copy of
    // the body is written into its slot directly. It goes there inside a generic wrapper
    // (`ActionBody`, `ReturningAction.Body`), never as a bare closure of a generic type, which
    // would need a thunk allocated per action. `perform` is `consuming`, so that the closure
    // the caller made is handed over rather than copied: a retain and a release fewer per
    // action of every emission.

    /// Makes an action that takes `Input` and returns nothing.
    @inlinable @inline(__always)
    public func action<Input: Sendable>(
        _ method: String,
        perform: consuming @escaping @Sendable (Input) -> Void
    ) -> Action<Input> {
        let body = ActionBody<Input>.takingInput(perform)
        let binding = binding(method, body)
        return Action(binding: binding, body: consume body)
    }

    /// Makes an action that takes no input and returns nothing, from a closure without
    /// parameters.
    ///
    /// ```swift
    /// submit: actions.action("submit") { state.set { .submitting($0) } }
    /// ```
    @inlinable @inline(__always)
    public func action(
        _ method: String,
        perform: consuming @escaping @Sendable () -> Void
    ) -> Action<Void> {
        // NB: an overload of its own, so that the closure is stored as written; as a
        // `(Void) -> Void` it would be wrapped in an allocated thunk (see `ActionBody`).
        let body = ActionBody<Void>.takingNothing(perform)
        let binding = binding(method, body)
        return Action(binding: binding, body: consume body)
    }

    /// Makes an action that takes `Input` and returns an `Output` synchronously.
    @inlinable @inline(__always)
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: consuming @escaping @Sendable (Input) -> Output
    ) -> ReturningAction<Input, Output> {
        let body = ReturningAction<Input, Output>.Body(perform)
        let binding = binding(method, body)
        return ReturningAction(binding: binding, body: consume body)
    }

    /// Makes an action that takes `Input` and returns an `Output` asynchronously.
    @inlinable @inline(__always)
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: consuming @escaping @Sendable (Input) async -> Output
    ) -> AsyncAction<Input, Output> {
        let body = AsyncAction<Input, Output>.Body(perform)
        let binding = binding(method, body)
        return AsyncAction(binding: binding, body: consume body)
    }

    @inlinable @inline(__always)
    func binding<Body: StoredBody>(_ method: String, _ body: Body) -> ActionBinding {
        ActionBinding(emission: emission, slot: emission.register(method, body: body))
    }
}
