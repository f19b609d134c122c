import VeritySynchronization

extension Source {
    /// Creates a source that runs `core`: the shell of a functional core.
    ///
    /// Events (from the model's actions, or returned by `perform`) are handled one at a time,
    /// in the order they were sent; after each, the source emits `model` of the new core value,
    /// and then the event's commands are performed in order on a task the source owns (see
    /// `SourceSetter.run(_:priority:operation:)`): `Source.runningWork` names it
    /// (`perform search("ab")`) until it ends, and it is cancelled when the source is
    /// released. A command that conforms to `SupersedingCommand` also cancels the run of an
    /// earlier command with the same key, whose answer is then dropped (see
    /// `SupersedingCommand` for the whole policy). An event that `perform` returns is sent
    /// back to the core, and action observers see it as an invocation of `Name.perform` with
    /// the event as its input.
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
/// sent from inside `model` or `perform` neither deadlock nor reorder. It also keeps the runs
/// that perform commands, so that a command with a superseding key can cancel the run of an
/// earlier one (see `SupersedingCommand`).
private final class CoreShell<Core: FunctionalCore, Model: Sendable>: Sendable {
    /// A run of one event's commands, from before its task exists until it ends.
    private enum Run: Sendable {
        /// Its task is being started; `superseded` if a newer command cancelled it meanwhile.
        case starting(superseded: Bool)
        case running(Task<Void, Never>)
    }

    private struct Loop: Sendable {
        var core: Core
        var queue: [Core.Event] = []
        var isHandling = false
        var state: SourceSetter<Model>?
        var lastRun: UInt64 = 0
        var runs: [UInt64: Run] = [:]
        /// Which run performs the latest command of each superseding key.
        var holders: [CommandKey: UInt64] = [:]
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

    func attach(_ state: SourceSetter<Model>) {
        loop.withLock { $0.state = state }
    }

    @Sendable func send(_ event: Core.Event) {
        let becameHandler = loop.withLock { loop in
            Self.enqueue(event, in: &loop)
        }
        if becameHandler { drain() }
    }

    /// Queues `event`; returns whether the caller must now handle the queue.
    private static func enqueue(_ event: Core.Event, in loop: inout Loop) -> Bool {
        loop.queue.append(event)
        if loop.isHandling { return false }
        loop.isHandling = true
        return true
    }

    private func drain() {
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
                start(commands, state: state)
            }
        }
    }

    private func takeNext() -> (Core.Event, Core, SourceSetter<Model>?)? {
        loop.withLock { loop in
            guard !loop.queue.isEmpty else {
                loop.isHandling = false
                return nil
            }
            return (loop.queue.removeFirst(), loop.core, loop.state)
        }
    }

    // MARK: Runs

    /// Performs `commands` on a run of their own: work the source owns, so tests see it until
    /// it ends and it is cancelled when the source goes away.
    ///
    /// NB: the run claims its commands' keys here, as the core returns them, and not when its
    /// task gets to them: tasks start in any order, and a run started earlier but scheduled
    /// later must not supersede a newer one.
    private func start(_ commands: [Core.Command], state: SourceSetter<Model>?) {
        let keys = commands.compactMap { CommandKey(of: $0) }
        let (id, superseded) = loop.withLock { loop -> (UInt64, [Task<Void, Never>]) in
            loop.lastRun += 1
            let id = loop.lastRun
            loop.runs[id] = .starting(superseded: false)
            var superseded: [Task<Void, Never>] = []
            for key in keys {
                guard let previous = loop.holders.updateValue(id, forKey: key), previous != id else { continue }
                switch loop.runs[previous] {
                case .running(let task): superseded.append(task)
                case .starting: loop.runs[previous] = .starting(superseded: true)
                case nil: break
                }
            }
            return (id, superseded)
        }
        for task in superseded { task.cancel() }
        let operation: @Sendable () async -> Void = { [self] in
            await performAll(commands, run: id, state: state)
        }
        guard let state else {
            // NB: only before `attach`, which the source's initializer calls first.
            record(Task(operation: operation), for: id)
            return
        }
        let name = "perform " + commands.map { String(describing: $0) }.joined(separator: ", ")
        record(state.run(name, operation: operation), for: id)
    }

    /// Keeps the task of run `id` so a newer command can cancel it; cancels it at once if one
    /// already superseded it while it was starting.
    private func record(_ task: Task<Void, Never>, for id: UInt64) {
        let cancel = loop.withLock { loop -> Bool in
            switch loop.runs[id] {
            case .starting(let superseded):
                loop.runs[id] = .running(task)
                return superseded
            case .running, nil:
                return false  // NB: it has already ended.
            }
        }
        if cancel { task.cancel() }
    }

    private func performAll(_ commands: [Core.Command], run id: UInt64, state: SourceSetter<Model>?) async {
        defer { loop.withLock { loop in loop.runs[id] = nil } }
        for command in commands {
            guard !Task.isCancelled else { return }
            let key = CommandKey(of: command)
            let next = await perform(command)
            // NB: deciding whether the answer still counts and queueing it is one step, so a
            // newer command of the same key cannot claim the key in between and have its
            // answer handled before this obsolete one.
            let (accepted, becameHandler) = loop.withLock { loop -> (Bool, Bool) in
                if let key {
                    guard loop.holders[key] == id else { return (false, false) }
                    loop.holders[key] = nil
                }
                guard let next else { return (true, false) }
                return (true, Self.enqueue(next, in: &loop))
            }
            guard accepted else { return }  // superseded: its answer and later commands are dropped
            if let next {
                // NB: reported like an action invocation, so that action observers (and
                // `SourceTester.actionEvents`) see what the shell fed back.
                state?.core.reportFeedback(next)
            }
            if becameHandler { drain() }
        }
    }
}
