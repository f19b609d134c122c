import BankCore

/// The open `/events` streams: at most `maximumPerSession` for one session, and all of them
/// ended when the server stops.
///
/// NB: a server-sent event response never finishes on its own, and a graceful shutdown waits
/// for every response to finish; ending the streams first is what lets `stop()` return.
final class EventStreams: Sendable {
    /// How many streams one session may hold open; opening one more ends its oldest (a tab
    /// left open long ago), so a script that opens streams in a loop holds a few, not thousands.
    static let maximumPerSession = 4

    private struct Stream {
        var session: SessionToken
        var evict: @Sendable () -> Void
        var close: @Sendable () -> Void
    }

    private struct State {
        var isClosed = false
        var nextID = 0
        var streams: [Int: Stream] = [:]
    }

    private let state = Guarded(State())

    /// Registers a stream of `session`: `evict` ends it because its session opened too many,
    /// `close` because the server stops. Returns its id, or `nil` (and calls nothing) once the
    /// server is stopping, so a stream that starts then ends at once.
    func register(
        session: SessionToken, evict: @escaping @Sendable () -> Void, close: @escaping @Sendable () -> Void
    ) -> Int? {
        let (id, evicted) = state.withLock { state -> (Int?, (@Sendable () -> Void)?) in
            guard !state.isClosed else { return (nil, nil) }
            let open = state.streams.filter { $0.value.session == session }.keys.sorted()
            var evicted: (@Sendable () -> Void)?
            if open.count >= Self.maximumPerSession, let oldest = open.first {
                evicted = state.streams.removeValue(forKey: oldest)?.evict
            }
            state.nextID += 1
            state.streams[state.nextID] = Stream(session: session, evict: evict, close: close)
            return (state.nextID, evicted)
        }
        evicted?()
        return id
    }

    /// Forgets a stream that has ended by itself.
    func unregister(_ id: Int) {
        _ = state.withLock { $0.streams.removeValue(forKey: id) }
    }

    /// How many streams `session` holds open.
    func count(of session: SessionToken) -> Int {
        state.withLock { $0.streams.values.count { $0.session == session } }
    }

    /// Ends every open stream, and every one that tries to open from now on.
    func closeAll() {
        let closers = state.withLock { state in
            state.isClosed = true
            defer { state.streams = [:] }
            return state.streams.values.map(\.close)
        }
        for close in closers {
            close()
        }
    }
}
