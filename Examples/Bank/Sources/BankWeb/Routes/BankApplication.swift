import BankCore
import Hummingbird
import Logging
import Verity

/// Everything one running server shares: the store's services, the sessions, the open event
/// streams, and the routes over them.
final class BankApplication: Sendable {
    let services: BankServices
    let sessions = SessionRegistry()
    let eventStreams = EventStreams()
    /// Where store failures are reported, besides the answer.
    let logger: Logger

    init(services: BankServices, logger: Logger = Logger(label: "VerityBank")) {
        self.services = services
        self.logger = logger
    }

    /// The answer to a charge the store could not decide, logged: 503 with `Retry-After` while
    /// the store is busy, 500 when it failed. Never a decline.
    func failure(for trouble: StoreTrouble) -> WebFailure {
        switch trouble {
        case .busy:
            logger.warning("A charge found the store busy past its timeout and retries; answered 503.")
            return WebFailure(status: .serviceUnavailable, message: trouble.message, headers: [.retryAfter: "1"])
        case .failed(let reason):
            logger.error("A charge failed in the store: \(reason)")
            return WebFailure(status: .internalServerError, message: trouble.message)
        }
    }

    /// The routes: the HTML pages, `/events`, and the JSON API under `/api`.
    func router() -> Router<BasicRequestContext> {
        let router = Router()
        // NB: added first so it wraps every route, the unknown-address answer included.
        router.add(middleware: FailureMiddleware())
        router.add(middleware: RequestGuard())
        addPageRoutes(to: router)
        addEventRoutes(to: router)
        addAPIRoutes(to: router)
        return router
    }

    /// The outcome of a sign-in attempt.
    enum SignInAttempt {
        case signedIn(WebSession)
        case refused(SignInError)
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
            return .refused(source.model.signedOut?.error ?? .wrongCredentials)
        }
        return .signedIn(sessions.add(source))
    }

    /// The browser session a request's cookie names, if the server knows it.
    func session(for request: Request) -> WebSession? {
        sessions.session(for: SessionToken(cookieIn: request))
    }

    /// The program session a request's bearer token names, if the server knows it.
    func apiSession(for request: Request) -> WebSession? {
        sessions.session(for: SessionToken(bearerIn: request))
    }
}
