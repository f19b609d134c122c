import VeritySynchronization

extension Source {
    /// Creates a source for a connection opened by `connect`, which returns the stream of
    /// values the connection delivers. It starts disconnected. Each value received shows as
    /// `.connected`; when the stream fails the source returns to `.disconnected` with the error,
    /// and when it ends, without one. `cancel` and `disconnect` stop iterating the stream.
    ///
    /// ```swift
    /// let prices = Source(named: "Prices", connectingTo: { exchange.priceUpdates() })
    /// ```
    public convenience init<Value>(
        named name: String? = nil,
        connectingTo connect: @escaping @Sendable () -> AsyncThrowingStream<Value, any Error>
    ) where Model == Connectable<Value> {
        let connection = Connection(connect: connect)
        self.init(named: name) { state, actions in
            connection.disconnected(error: nil, state: state, actions: actions)
        }
    }
}

/// The connection rules behind a connectable source.
private struct Connection<Value: Sendable>: Sendable {
    typealias State = SourceSetter<Connectable<Value>>
    let connect: @Sendable () -> AsyncThrowingStream<Value, any Error>

    func disconnected(error: (any Error)?, state: State, actions: ActionFactory) -> Connectable<Value> {
        .disconnected(
            .init(
                error: error,
                connect: actions.action("connect") {
                    open(state)
                }))
    }

    private func open(_ state: State) {
        let attempt = Attempt()
        let stop: @Sendable (String, ActionFactory) -> Action<Void> = { method, actions in
            actions.action(method) {
                attempt.cancel()
                state.set { disconnected(error: nil, state: state, actions: $0) }
            }
        }
        state.set { .connecting(.init(cancel: stop("cancel", $0))) }
        attempt.start {
            do {
                for try await value in connect() {
                    guard !Task.isCancelled else { return }
                    state.set { .connected(.init(value: value, disconnect: stop("disconnect", $0))) }
                }
                guard !Task.isCancelled else { return }
                state.set { disconnected(error: nil, state: state, actions: $0) }
            } catch {
                guard !Task.isCancelled else { return }
                state.set { disconnected(error: error, state: state, actions: $0) }
            }
        }
    }
}

/// One connection attempt's task, cancellable even before it has started.
private final class Attempt: Sendable {
    private let task = Locked<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))

    func start(_ operation: @escaping @Sendable () async -> Void) {
        let started = Task { await operation() }
        let cancelled = task.withLock { state in
            state.task = started
            return state.isCancelled
        }
        if cancelled { started.cancel() }
    }

    func cancel() {
        let running = task.withLock { state in
            state.isCancelled = true
            return state.task
        }
        running?.cancel()
    }
}
