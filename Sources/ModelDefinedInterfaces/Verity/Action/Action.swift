/// Something a consumer may do in the current state of a model, such as `logIn` while not
/// authenticated. Actions are made by a Source, with the `ActionFactory` of the model it is
/// about to emit (see `ActionFactory`).
///
/// ## When an action runs
///
/// A *state* of a source is a stretch of emissions whose models offer the same set of action
/// names, each made afresh by the factory: typing into a text field re-emits `.editing` with
/// new `usernameChanged` and `submit` actions and stays in one state; an emission that offers
/// other names, or a model set without a factory (`set(_ model:)`), moves to a new state. An
/// action runs if its own model is current, or if the source is still in the state its model
/// was in (it never left, even for one emission). It then runs the *current* model's action of
/// that name, so it acts on what the latest model captured; only when several actions in the
/// model share the name (one per row) does it run its own body, which knows its row.
/// Otherwise — the source moved on, or is gone — it does nothing: the refusal is written to
/// `VerityLog` and reported to the source's action observers. The check takes the source's
/// lock once and, when the action's own model is not current, scans the names the current
/// model offers; it never walks the model. `isCurrent` asks without invoking.
///
/// Two actions are equal when they come from the same source and stand for the same method,
/// whichever model they were taken from. Encoding an action writes that identity only.
///
/// ```swift
/// switch authentication.model {
/// case .notAuthenticated(let state): state.logIn(credentials)
/// case .authenticated(let state): state.logOut()
/// }
/// ```
public struct Action<Input: Sendable>: Sendable, Hashable, Codable, CustomStringConvertible, BoundAction {
    // NB: the body lives in the action table only, where the source looks it up for every
    // invocation anyway: a copy here too cost a retain and a release per action of every model.
    @usableFromInline let binding: ActionBinding

    @inlinable
    init(binding: ActionBinding) {
        self.binding = binding
    }

    /// Runs the action if its model is still current; otherwise reports the rejection.
    @inlinable
    public func callAsFunction(_ input: Input) {
        if let body = binding.bodyToRun(for: input, as: ActionBody<Input>.self) {
            body(input)
        }
    }

    /// Which source made the action and which method it stands for.
    public var identity: ActionIdentity {
        binding.identity
    }

    /// Whether invoking the action now would run it: its model is the source's current one, or
    /// the source has emitted since but is still in the same state and still offers an action
    /// of this name (see `Action`). Placeholders are always current; decoded actions never.
    ///
    /// Use it to skip work whose only purpose is to invoke the action later:
    ///
    /// ```swift
    /// guard failure.retry.isCurrent else { return }  // someone already retried
    /// ```
    public var isCurrent: Bool {
        binding.isCurrent
    }

    init(decodedFrom binding: ActionBinding) {
        self.init(binding: binding)
    }
}

extension Action where Input == Void {
    /// Runs an action that takes no input.
    public func callAsFunction() {
        callAsFunction(())
    }
}

extension Action {
    /// An action that accepts any input and does nothing; for previews and tests.
    ///
    /// ```swift
    /// LoginView(model: .notAuthenticated(.init(error: nil, logIn: .doNothing)))
    /// ```
    public static var doNothing: Self {
        Self(binding: .doNothing)
    }

    /// An action bound to no source that always runs `perform`; for previews, tests and spies.
    ///
    /// ```swift
    /// let logIn = Action<Credentials>.unbound("logIn") { credentials in attempts.append(credentials) }
    /// ```
    public static func unbound(_ method: String, perform: @escaping @Sendable (Input) -> Void) -> Self {
        Self(binding: .placeholder(method, body: ActionBody<Input>.takingInput(perform)))
    }
}
