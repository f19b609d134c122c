import BankCore
import Verity

/// The server's sessions by token, in memory: a token lives from sign-in until sign-out, until
/// it goes unused for the idle limit, or until the server stops.
final class SessionRegistry: Sendable {
    /// What a token names now.
    enum Lookup {
        /// A session in use; this request counts as its latest activity.
        case active(WebSession)
        /// A session signed out for going idle past the limit.
        case expired
        /// No session: never issued, signed out, or expired long ago.
        case unknown

        var session: WebSession? {
            if case .active(let session) = self { session } else { nil }
        }
    }

    /// A session, or (`session == nil`) the mark of one signed out for being idle: kept so
    /// that every later request with its token, the page's own reconnecting live stream
    /// included, hears "expired" rather than only the first.
    private struct Entry {
        var session: WebSession?
        var lastActive: Duration
    }

    private let sessions = Guarded<[SessionToken: Entry]>([:])
    /// When an unused session is signed out.
    let expiry: IdleExpiry
    private let now: @Sendable () -> Duration

    init(expiry: IdleExpiry = IdleExpiry(), now: @escaping @Sendable () -> Duration) {
        self.expiry = expiry
        self.now = now
    }

    /// Registers a signed-in session under a fresh token, and forgets the sessions that went
    /// idle, so that sign-ins nobody signs out of do not pile up.
    func add(_ source: Source<Banking>) -> WebSession {
        let session = WebSession(token: .random(), source: source)
        let at = now()
        sessions.withLock { sessions in
            // NB: an idle session becomes a mark holding nothing (its live subscription is
            // released with it); marks go after another idle limit, so memory stays bounded.
            sessions = sessions.compactMapValues { entry in
                guard expiry.hasExpired(lastActive: entry.lastActive, at: at) else { return entry }
                if entry.session == nil || expiry.hasExpired(lastActive: entry.lastActive + expiry.limit, at: at) {
                    return nil
                }
                return Entry(session: nil, lastActive: entry.lastActive)
            }
            sessions[session.token] = Entry(session: session, lastActive: at)
        }
        return session
    }

    /// What `token` names; a session in use counts this as activity, an idle one is removed.
    func lookup(_ token: SessionToken?) -> Lookup {
        guard let token else { return .unknown }
        let at = now()
        return sessions.withLock { sessions -> Lookup in
            guard var entry = sessions[token] else { return .unknown }
            guard let session = entry.session else { return .expired }
            if expiry.hasExpired(lastActive: entry.lastActive, at: at) {
                sessions[token] = Entry(session: nil, lastActive: entry.lastActive)
                return .expired
            }
            entry.lastActive = at
            sessions[token] = entry
            return .active(session)
        }
    }

    /// Whether `token` still names a session in use, without counting as activity: an open
    /// live stream asks this, and must not keep an idle session alive by itself.
    func isActive(_ token: SessionToken) -> Bool {
        let at = now()
        return sessions.withLock { sessions in
            guard let entry = sessions[token], entry.session != nil else { return false }
            if expiry.hasExpired(lastActive: entry.lastActive, at: at) {
                sessions[token] = Entry(session: nil, lastActive: entry.lastActive)
                return false
            }
            return true
        }
    }

    /// The session `token` names, if this server knows it and it has not gone idle.
    func session(for token: SessionToken?) -> WebSession? {
        lookup(token).session
    }

    /// Forgets a session that has signed out; its token no longer works.
    func remove(_ session: WebSession) {
        sessions.withLock { $0[session.token] = nil }
    }

    /// How many sessions are held.
    var count: Int {
        sessions.withLock { $0.count }
    }
}
