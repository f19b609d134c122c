import BankCore
import Hummingbird
import Verity

/// Everything one running server shares: the store's services, the sessions, the open event
/// streams, and the routes over them.
final class BankApplication: Sendable {
    let services: BankServices
    let sessions = SessionRegistry()
    let eventStreams = EventStreams()

    init(services: BankServices) {
        self.services = services
    }

    /// The routes: the HTML pages, `/events`, and the JSON API under `/api`.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        // NB: added first so it wraps every route, the unknown-address answer included.
        router.add(middleware: FailureMiddleware())
        addPageRoutes(to: router)
        addEventRoutes(to: router)
        addAPIRoutes(to: router)
        return router
    }

    /// The outcome of a sign-in attempt.
    enum SignInAttempt {
        case signedIn(WebSession)
        case refused(message: String)
    }

    /// Signs in with a fresh session; only a session that signed in is kept.
    func signIn(_ credentials: Credentials) async -> SignInAttempt {
        let source = Banking.session(services: services)
        for _ in 0..<WebSession.maximumAttempts {
            guard let signedOut = source.model.signedOut else { break }
            do {
                try await signedOut.signIn(credentials)
                break
            } catch {
                continue
            }
        }
        guard source.model.signedIn != nil else {
            return .refused(message: source.model.signedOut?.error?.message ?? SignInError.wrongCredentials.message)
        }
        return .signedIn(sessions.add(source))
    }

    /// The session a request presents (bearer token or cookie), if the server knows it.
    func session(for request: Request) -> WebSession? {
        sessions.session(for: SessionToken(presentedBy: request))
    }
}
