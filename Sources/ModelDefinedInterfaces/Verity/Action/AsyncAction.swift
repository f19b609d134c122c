/// An action whose work is asynchronous and returns a value when done, such as a request. The
/// check that its model is current happens when it is invoked, before any work starts; if the
/// model is stale it throws `ActionRejection` and does nothing.
///
/// ```swift
/// let synced = try await logout.sync()
/// ```
public struct AsyncAction<Input: Sendable, Output>: Sendable, Hashable, Codable, CustomStringConvertible, BoundAction {
    // NB: the body lives in the action table only (see `Action`).
    @usableFromInline let binding: ActionBinding

    /// The closure an action runs.
    @usableFromInline
    struct Body: Sendable {
        @usableFromInline let run: @Sendable (Input) async -> Output

        @inlinable
        init(_ run: @escaping @Sendable (Input) async -> Output) {
            self.run = run
        }
    }

    @inlinable
    init(binding: ActionBinding) {
        self.binding = binding
    }

    /// Runs the action and returns its result, or throws if its source has left the state it
    /// was taken from (see `Action`).
    @inlinable
    public func callAsFunction(_ input: Input) async throws(ActionRejection) -> Output {
        guard let body = binding.bodyToRun(for: input, as: Body.self) else { throw binding.rejection() }
        return await body.run(input)
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

extension AsyncAction where Input == Void {
    /// Runs an action that takes no input.
    public func callAsFunction() async throws(ActionRejection) -> Output {
        try await callAsFunction(())
    }
}

extension AsyncAction {
    /// An action that ignores its input and returns `value`; for previews and tests.
    public static func returning(_ value: Output) -> Self where Output: Sendable {
        Self(binding: .placeholder("returning", body: Body { _ in value }))
    }

    /// An action bound to no source that always runs `perform`; for previews, tests and spies.
    public static func unbound(_ method: String, perform: @escaping @Sendable (Input) async -> Output) -> Self {
        Self(binding: .placeholder(method, body: Body(perform)))
    }
}
