import VeritySynchronization

/// Work a source owns: tasks started with `SourceSetter.run(_:priority:operation:)`, by name, so
/// that tests can tell when an action's work is still running (and say which), and so that the
/// work is cancelled when the source goes away.
final class SourceWork: Sendable {
    private struct Running: Sendable {
        let id: UInt64
        let name: String
        var task: Task<Void, Never>?
    }

    private struct List: Sendable {
        var lastID: UInt64 = 0
        var running: [Running] = []
        var isClosed = false
    }

    private let list = Locked(List())

    /// Starts `operation` on a task and tracks it until it returns.
    func start(
        _ name: String, priority: TaskPriority?, operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let id = list.withLock { list -> UInt64 in
            list.lastID += 1
            list.running.append(Running(id: list.lastID, name: name))
            return list.lastID
        }
        let task = Task(priority: priority) { [self] in
            await operation()
            finish(id)
        }
        // NB: the task may already have finished (and left the list), or the source may have
        // closed meanwhile; in the second case it is cancelled here instead of being kept.
        let cancelNow = list.withLock { list -> Bool in
            if let index = list.running.firstIndex(where: { $0.id == id }) {
                list.running[index].task = task
            }
            return list.isClosed
        }
        if cancelNow { task.cancel() }
        return task
    }

    private func finish(_ id: UInt64) {
        list.withLock { list in
            list.running.removeAll { $0.id == id }
        }
    }

    /// The names of the work still running, oldest first.
    var names: [String] {
        list.withLock { $0.running.map(\.name) }
    }

    /// Cancels every running task and every task started later: the source is gone.
    func close() {
        let tasks = list.withLock { list -> [Task<Void, Never>] in
            list.isClosed = true
            return list.running.compactMap(\.task)
        }
        for task in tasks { task.cancel() }
    }
}

extension SourceSetter {
    /// Starts `operation` as work the source owns, such as the request an action sends, and
    /// returns its task. Unlike a bare `Task`, the source knows about it: `Source.runningWork`
    /// names it until it returns (so `SourceTester.finish(timeout:)` fails while it still runs), and it is
    /// cancelled when the source is released.
    ///
    /// ```swift
    /// logIn: actions.action("logIn") { credentials in
    ///     let loggingIn = state.set { .loggingIn(cancel: $0.action("cancel") { … }) }
    ///     state.run("logIn request") {
    ///         let token = await server.requestToken(credentials)
    ///         state.update(ifStillIn: loggingIn) { _, actions in .authenticated(token, actions) }
    ///     }
    /// }
    /// ```
    @discardableResult
    public func run(
        _ name: String,
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        core.work.start(name, priority: priority, operation: operation)
    }
}

extension Source {
    /// The names of work started with `SourceSetter.run(_:priority:operation:)` (and of a
    /// functional core's commands) that has not finished yet, oldest first, then the work of
    /// the sources this one follows (a derived source's upstream, a merged source's inputs).
    /// Tests use it to check that nothing is left running; `SourceTester.finish(timeout:)` does.
    ///
    /// ```swift
    /// let weather = Source(fetching: api.weather).retrying(.constant(.seconds(2), maximumAttempts: 3))
    /// weather.runningWork   // ["fetching Fetchable<Weather>"]: the upstream's fetch
    /// ```
    public var runningWork: [String] {
        core.work.names + (retained?.upstreamWork ?? [])
    }
}
