import BankCore
import Verity

/// The server's sessions by token, in memory: a token lives from sign-in until sign-out (or
/// until the server stops).
final class SessionRegistry: Sendable {
    private let sessions = Guarded<[SessionToken: WebSession]>([:])

    /// Registers a signed-in session under a fresh token.
    func add(_ source: Source<Banking>) -> WebSession {
        let session = WebSession(token: .random(), source: source)
        sessions.withLock { $0[session.token] = session }
        return session
    }

    /// The session `token` names, if this server knows it.
    func session(for token: SessionToken?) -> WebSession? {
        guard let token else { return nil }
        return sessions.withLock { $0[token] }
    }

    /// Forgets a session that has signed out; its token no longer works.
    func remove(_ session: WebSession) {
        sessions.withLock { $0[session.token] = nil }
    }

    /// How many sessions are open.
    var count: Int {
        sessions.withLock { $0.count }
    }
}
