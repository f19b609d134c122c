/// Something a consumer may do in the current state of a model, such as `logIn` while not
/// authenticated. Actions are made by a Source for one particular model it emits
/// (see `ActionFactory`) and only run while that model is still the source's current one.
/// Invoking an action taken from an older model does nothing: the refusal is written to
/// `VerityLog` and reported to the source's action observers.
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
    @usableFromInline let binding: ActionBinding
    @usableFromInline let body: @Sendable (Input) -> Void

    init(binding: ActionBinding, body: @escaping @Sendable (Input) -> Void) {
        self.binding = binding
        self.body = body
    }

    /// Runs the action if its model is still current; otherwise reports the rejection.
    @inlinable
    public func callAsFunction(_ input: Input) {
        if binding.isCurrentAndUnobserved || binding.admit(input) {
            body(input)
        }
    }

    /// Which source made the action and which method it stands for.
    public var identity: ActionIdentity {
        binding.identity
    }

    init(decodedFrom binding: ActionBinding) {
        self.binding = binding
        body = { _ in }
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
        Self(binding: .placeholder("doNothing"), body: { _ in })
    }

    /// An action bound to no source that always runs `perform`; for previews, tests and spies.
    ///
    /// ```swift
    /// let logIn = Action<Credentials>.unbound("logIn") { credentials in attempts.append(credentials) }
    /// ```
    public static func unbound(_ method: String, perform: @escaping @Sendable (Input) -> Void) -> Self {
        Self(binding: .placeholder(method), body: perform)
    }
}
