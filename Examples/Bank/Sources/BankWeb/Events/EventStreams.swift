import BankCore

/// The open `/events` streams, so stopping the server can end them.
///
/// NB: a server-sent event response never finishes on its own, and a graceful shutdown waits
/// for every response to finish; ending the streams first is what lets `stop()` return.
final class EventStreams: Sendable {
    private struct State {
        var isClosed = false
        var nextID = 0
        var closers: [Int: @Sendable () -> Void] = [:]
    }

    private let state = Guarded(State())

    /// Registers a stream's `close`; returns its id, or `nil` (and calls nothing) once the
    /// server is stopping, so a stream that starts then ends at once.
    func register(_ close: @escaping @Sendable () -> Void) -> Int? {
        state.withLock { state in
            guard !state.isClosed else { return nil }
            state.nextID += 1
            state.closers[state.nextID] = close
            return state.nextID
        }
    }

    /// Forgets a stream that has ended by itself.
    func unregister(_ id: Int) {
        _ = state.withLock { $0.closers.removeValue(forKey: id) }
    }

    /// Ends every open stream, and every one that tries to open from now on.
    func closeAll() {
        let closers = state.withLock { state in
            state.isClosed = true
            defer { state.closers = [:] }
            return Array(state.closers.values)
        }
        for close in closers {
            close()
        }
    }
}
