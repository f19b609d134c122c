/// Makes the actions of a model rendered from a `FunctionalCore`: each action turns its input
/// into an event for the core. Like every action, they refuse to run once their model is stale.
///
/// ```swift
/// model: { login, actions in
///     LoginScreen(error: login.error, submit: actions.action("submit") { .submit(user: $0.0, password: $0.1) })
/// }
/// ```
public struct EventActions<Event: Sendable>: Sendable {
    let factory: ActionFactory
    let send: @Sendable (Event) -> Void

    /// An action that sends the event `makeEvent` builds from its input.
    public func action<Input: Sendable>(
        _ method: String,
        _ makeEvent: @escaping @Sendable (Input) -> Event
    ) -> Action<Input> {
        let send = send
        return factory.action(method) { input in send(makeEvent(input)) }
    }

    /// An action without input that sends `event`.
    public func action(_ method: String, sending event: Event) -> Action<Void> {
        let send = send
        return factory.action(method) { send(event) }
    }
}
