/// Makes the actions of one model a Source is about to emit. Every action it makes is bound to
/// that model and to the state the model is in: once the source moves to another state, those
/// actions refuse to run. The method names you give are what identify a state: an emission
/// whose factory makes the same set of names again stays in the same state (see `Action`).
///
/// A factory is handed to you by `Source.init(named:initial:)`, `SourceSetter.set(_:)` and
/// `SourceSetter.update(_:)`; actions made with it belong in the model you return there.
///
/// ```swift
/// state.set { actions in
///     .notAuthenticated(.init(error: nil, logIn: actions.action("logIn") { credentials in
///         logIn(credentials, state)
///     }))
/// }
/// ```
public struct ActionFactory: Sendable {
    @usableFromInline let table: ActionTable

    @usableFromInline
    init(table: ActionTable) {
        self.table = table
    }

    // NB: the methods are inlined so that, specialised in the caller, the body is boxed for
    // the action table by code that knows its type. It goes there inside a generic wrapper
    // (`ActionBody`, `ReturningAction.Body`), never as a bare closure of a generic type, which
    // would need a thunk allocated per action.

    /// Makes an action that takes `Input` and returns nothing.
    @inlinable @inline(__always)
    public func action<Input: Sendable>(
        _ method: String,
        perform: consuming @escaping @Sendable (Input) -> Void
    ) -> Action<Input> {
        Action(binding: binding(method, ActionBody<Input>.takingInput(perform)))
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
        Action(binding: binding(method, ActionBody<Void>.takingNothing(perform)))
    }

    /// Makes an action that takes `Input` and returns an `Output` synchronously.
    @inlinable @inline(__always)
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: consuming @escaping @Sendable (Input) -> Output
    ) -> ReturningAction<Input, Output> {
        ReturningAction(binding: binding(method, ReturningAction<Input, Output>.Body(perform)))
    }

    /// Makes an action that takes `Input` and returns an `Output` asynchronously.
    @inlinable @inline(__always)
    public func action<Input: Sendable, Output>(
        _ method: String,
        perform: consuming @escaping @Sendable (Input) async -> Output
    ) -> AsyncAction<Input, Output> {
        AsyncAction(binding: binding(method, AsyncAction<Input, Output>.Body(perform)))
    }

    /// Records the action in the model's action table and binds it there.
    @inlinable @inline(__always)
    func binding<Body: Sendable>(_ method: String, _ body: consuming Body) -> ActionBinding {
        ActionBinding(table: table, slot: table.register(method, body))
    }
}
