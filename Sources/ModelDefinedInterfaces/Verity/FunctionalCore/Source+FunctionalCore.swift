import VeritySynchronization

extension Source {
    /// Creates a source that runs `core`: the shell of a functional core.
    ///
    /// Events (from the model's actions, or returned by `perform`) are handled one at a time,
    /// in the order they were sent; after each, the source emits `model` of the new core value,
    /// and then the event's commands are performed in order on a task the source owns (see
    /// `SourceState.run(_:priority:operation:)`): `Source.runningWork` names it until it ends,
    /// and it is cancelled when the source is released. An event that `perform`
    /// returns is sent back to the core, and action observers see it as an invocation of
    /// `Name.perform` with the event as its input.
    ///
    /// ```swift
    /// let login = Source(named: "Login", running: Login()) { command in
    ///     switch command {
    ///     case .sendRequest(let user, let password):
    ///         return (try? await api.logIn(user, password)) == nil ? .failed("Wrong password") : .succeeded
    ///     case .goToLanding:
    ///         await router.showLanding()
    ///         return nil
    ///     }
    /// } model: { login, actions in
    ///     LoginScreen(isSending: login.isSending, error: login.error,
    ///                 submit: actions.action("submit") { .submit(user: $0.user, password: $0.password) })
    /// }
    /// ```
    public convenience init<Core: FunctionalCore>(
        named name: String? = nil,
        running core: Core,
        perform: @escaping @Sendable (Core.Command) async -> Core.Event?,
        model: @escaping @Sendable (Core, EventActions<Core.Event>) -> Model
    ) {
        let shell = CoreShell(core: core, perform: perform, model: model)
        self.init(named: name) { state, actions in
            shell.attach(state)
            return model(core, EventActions(factory: actions, send: shell.send))
        }
    }
}

/// Feeds events to a core one at a time, outside any lock, the way a Source delivers models:
/// whoever sends while nobody is handling becomes the handler and drains the queue, so events
/// sent from inside `model` or `perform` neither deadlock nor reorder.
private final class CoreShell<Core: FunctionalCore, Model: Sendable>: Sendable {
    private struct Loop: Sendable {
        var core: Core
        var queue: [Core.Event] = []
        var isHandling = false
        var state: SourceState<Model>?
    }

    private let loop: Locked<Loop>
    private let perform: @Sendable (Core.Command) async -> Core.Event?
    private let model: @Sendable (Core, EventActions<Core.Event>) -> Model

    init(
        core: Core,
        perform: @escaping @Sendable (Core.Command) async -> Core.Event?,
        model: @escaping @Sendable (Core, EventActions<Core.Event>) -> Model
    ) {
        loop = Locked(Loop(core: core))
        self.perform = perform
        self.model = model
    }

    func attach(_ state: SourceState<Model>) {
        loop.withLock { $0.state = state }
    }

    @Sendable func send(_ event: Core.Event) {
        let becameHandler = loop.withLock { loop in
            loop.queue.append(event)
            if loop.isHandling { return false }
            loop.isHandling = true
            return true
        }
        guard becameHandler else { return }
        while let (event, core, state) = takeNext() {
            var core = core
            let commands = core.handle(event)
            let replaced = loop.withLock { loop in
                defer { loop.core = core }
                return loop.core
            }
            // NB: released after the lock, since a core's deinit may run any code.
            withExtendedLifetime(replaced) {}
            state?.set { [model, send] actions in model(core, EventActions(factory: actions, send: send)) }
            if !commands.isEmpty {
                let performAll: @Sendable () async -> Void = { [perform, send] in
                    for command in commands {
                        if let next = await perform(command) {
                            // NB: reported like an action invocation, so that action observers
                            // (and `SourceTester.actionEvents`) see what the shell fed back.
                            state?.core.header.reportFeedback(next)
                            send(next)
                        }
                    }
                }
                // NB: run by the source, so tests see the commands until they finish, and they
                // are cancelled when the source goes away.
                if let state {
                    state.run("perform \(commands.map { String(describing: $0) }.joined(separator: ", "))", operation: performAll)
                } else {
                    Task(operation: performAll)
                }
            }
        }
    }

    private func takeNext() -> (Core.Event, Core, SourceState<Model>?)? {
        loop.withLock { loop in
            guard !loop.queue.isEmpty else {
                loop.isHandling = false
                return nil
            }
            return (loop.queue.removeFirst(), loop.core, loop.state)
        }
    }
}
