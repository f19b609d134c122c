/// An action that returns a value, such as a command that reports what it did. Like `Action`,
/// it runs only while the model it was taken from is current; otherwise it throws
/// `ActionRejection` instead of running against the wrong state.
///
/// ```swift
/// let url = try document.open(fileName)
/// ```
public struct ReturningAction<Input: Sendable, Output>: Sendable, Hashable, Codable, CustomStringConvertible, BoundAction {
    @usableFromInline let binding: ActionBinding
    /// Absent only in decoded actions, which never run.
    @usableFromInline let body: (@Sendable (Input) -> Output)?

    @usableFromInline
    init(binding: ActionBinding, body: @escaping @Sendable (Input) -> Output) {
        self.binding = binding
        self.body = body
    }

    /// Runs the action and returns its result, or throws if its source has left the state it
    /// was taken from (see `Action`).
    @inlinable
    public func callAsFunction(_ input: Input) throws(ActionRejection) -> Output {
        if binding.isCurrentAndUnobserved, let body {
            return body(input)
        }
        guard let admitted = binding.admit(input, own: body) else { throw binding.rejection() }
        return admitted(input)
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
        self.binding = binding
        body = nil
    }
}

extension ReturningAction where Input == Void {
    /// Runs an action that takes no input.
    public func callAsFunction() throws(ActionRejection) -> Output {
        try callAsFunction(())
    }
}

extension ReturningAction {
    /// An action that ignores its input and returns `value`; for previews and tests.
    public static func returning(_ value: Output) -> Self where Output: Sendable {
        Self(binding: .placeholder("returning"), body: { _ in value })
    }

    /// An action bound to no source that always runs `perform`; for previews, tests and spies.
    public static func unbound(_ method: String, perform: @escaping @Sendable (Input) -> Output) -> Self {
        Self(binding: .placeholder(method), body: perform)
    }
}
