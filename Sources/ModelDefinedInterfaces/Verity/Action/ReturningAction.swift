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

    init(binding: ActionBinding, body: @escaping @Sendable (Input) -> Output) {
        self.binding = binding
        self.body = body
    }

    /// Runs the action and returns its result, or throws if its model is no longer current.
    @inlinable
    public func callAsFunction(_ input: Input) throws(ActionRejection) -> Output {
        guard binding.isCurrentAndUnobserved || binding.admit(input), let body else { throw binding.rejection() }
        return body(input)
    }

    /// Which source made the action and which method it stands for.
    public var identity: ActionIdentity {
        binding.identity
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
