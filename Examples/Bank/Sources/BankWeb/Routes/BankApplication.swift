import BankCore
import Foundation
import Hummingbird
import Logging
import Verity

/// Everything one running server shares: the store's services, the sessions, the open event
/// streams, and the routes over them.
final class BankApplication: Sendable {
    let services: BankServices
    let sessions: SessionRegistry
    let eventStreams = EventStreams()
    /// Where store failures are reported, besides the answer.
    let logger: Logger
    /// Failed sign-ins by user name and client; consulted before any password is hashed.
    let throttle: Guarded<SignInThrottle>
    /// The time the throttle reads, as a duration since the server started.
    private let now: @Sendable () -> Duration
    /// Records each session from its creation, when the debug build asked for it.
    private let recorder: SessionRecorder?

    init(
        services: BankServices,
        logger: Logger = Logger(label: "VerityBank"),
        throttle: SignInThrottle = SignInThrottle(),
        idleExpiry: IdleExpiry = IdleExpiry(),
        now: (@Sendable () -> Duration)? = nil,
        recorder: SessionRecorder? = nil
    ) {
        self.recorder = recorder
        let now = now ?? { [started = ContinuousClock.now] in started.duration(to: .now) }
        self.services = services
        self.logger = logger
        self.throttle = Guarded(throttle)
        self.now = now
        self.sessions = SessionRegistry(expiry: idleExpiry, now: now)
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
    func router() -> Router<BankRequestContext> {
        let router = Router(context: BankRequestContext.self)
        // NB: added first so it wraps every route, the unknown-address answer included.
        router.add(
            middleware: FailureMiddleware { [sessions] request in
                sessions.session(for: SessionToken(cookieIn: request)) != nil
            })
        router.add(middleware: RequestGuard())
        addPageRoutes(to: router)
        addEventRoutes(to: router)
        addAPIRoutes(to: router)
        addPendingRoutes(to: router)
        return router
    }

    /// The outcome of a sign-in attempt.
    enum SignInAttempt {
        case signedIn(WebSession)
        case refused(SignInError)
        /// Too many recent failures for this name or client: refused before the password was
        /// checked; try again after this many seconds.
        case throttled(retryAfter: Int)
    }

    /// Signs in with a fresh session; only a session that signed in is kept. A throttled name
    /// or client is refused before the session hashes anything, so guessing costs no bcrypt.
    func signIn(_ credentials: Credentials, from client: String) async -> SignInAttempt {
        // NB: counted under the name as the store matches it (trimmed), so "ada " cannot start
        // a fresh count for "ada".
        let user = credentials.username.trimmingCharacters(in: .whitespacesAndNewlines)
        let verdict = throttle.withLock { $0.verdict(user: user, client: client, at: now()) }
        if case .wait(let seconds) = verdict {
            return .throttled(retryAfter: seconds)
        }
        let attempt = await signIn(credentials)
        switch attempt {
        case .signedIn:
            throttle.withLock { $0.recordSuccess(user: user, client: client) }
        case .refused(.wrongCredentials):
            let at = now()
            throttle.withLock { $0.recordFailure(user: user, client: client, at: at) }
        case .refused(.notAllowed), .throttled:
            // NB: a refused character is caught before any hashing, so it costs the server
            // nothing and is not a guess.
            break
        }
        return attempt
    }

    /// The answer to a throttled sign-in.
    static func tooManyAttempts(retryAfter seconds: Int) -> WebFailure {
        WebFailure(
            status: .tooManyRequests,
            message: "Too many failed sign-ins. Try again in \(seconds) second\(seconds == 1 ? "" : "s").",
            headers: [.retryAfter: String(seconds)]
        )
    }

    /// Signs in with a fresh session, without the throttle.
    private func signIn(_ credentials: Credentials) async -> SignInAttempt {
        let source = Banking.session(services: services)
        recorder?.record(source)
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

    /// Where a page request without a session goes: the sign-in form, saying why when the
    /// browser's session has just been signed out for being idle, with its cookie cleared.
    func signInRedirect(for request: Request) -> Response {
        guard case .expired = sessions.lookup(SessionToken(cookieIn: request)) else { return .seeOther("/sign-in") }
        var response = Response.seeOther("/sign-in?signed-out=idle")
        response.setCookie(.expiredSession)
        return response
    }

    /// The answer to a request whose session was signed out for being idle.
    var idleFailure: WebFailure {
        WebFailure(
            status: .unauthorized,
            message: "You were signed out after \(sessions.expiry.description) without activity. Sign in again.")
    }
}
