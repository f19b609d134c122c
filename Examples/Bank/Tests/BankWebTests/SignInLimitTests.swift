import BankCore
import Hummingbird
import HummingbirdTesting
import Testing
@testable import BankWeb

/// Throttling and idle expiry in the web shell, on a test clock: the policies themselves are
/// BankCore's, tested there; these check that the shell asks them at the right moments.
@Suite struct SignInLimits {
    /// The routes over a `TestBank` whose clock only moves when told, counting password checks.
    struct Harness {
        let bank: TestBank
        let clock = Guarded(Duration.zero)
        let passwordChecks = Guarded(0)

        init() throws {
            bank = try TestBank()
        }

        func application() -> some ApplicationProtocol {
            var services = bank.store.services()
            let check = services.authenticate
            services.authenticate = { [passwordChecks] credentials in
                passwordChecks.withLock { $0 += 1 }
                return await check(credentials)
            }
            let bank = BankApplication(services: services, now: { [clock] in clock.withLock { $0 } })
            return Application(router: bank.router())
        }

        func advance(_ duration: Duration) {
            clock.withLock { $0 += duration }
        }
    }

    @Test(
        "The sixth sign-in after five wrong passwords is answered 429 with Retry-After, without checking the password")
    func throttledBeforeHashing() async throws {
        let harness = try Harness()
        try await harness.application().test(.router) { client in
            for _ in 0..<5 {
                let wrong = try await client.postJSON("/api/sessions", #"{"username": "ada", "password": "babbage"}"#)
                #expect(wrong.status == .unauthorized)
            }
            let refused = try await client.postJSON("/api/sessions", #"{"username": "ada", "password": "lovelace"}"#)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "5")
            #expect(refused.errorMessage == "Too many failed sign-ins. Try again in 5 seconds.")
            #expect(harness.passwordChecks.withLock { $0 } == 5)
            harness.advance(.seconds(5))
            let after = try await client.postJSON("/api/sessions", #"{"username": "ada", "password": "lovelace"}"#)
            #expect(after.status == .created)
        }
    }

    @Test("Spaces around the user name do not start a fresh count")
    func spacesCountAsTheSameName() async throws {
        let harness = try Harness()
        try await harness.application().test(.router) { client in
            for padding in ["", " ", "  ", "   ", "    "] {
                _ = try await client.postJSON(
                    "/api/sessions", #"{"username": "\#(padding)ada", "password": "babbage"}"#)
            }
            let refused = try await client.postJSON("/api/sessions", #"{"username": "ada ", "password": "lovelace"}"#)
            #expect(refused.status == .tooManyRequests)
        }
    }

    @Test("A throttled sign-in form answers 429 with the form, the reason and Retry-After")
    func throttledForm() async throws {
        let harness = try Harness()
        try await harness.application().test(.router) { client in
            for _ in 0..<5 { _ = try await client.postForm("/sign-in", ["username": "ada", "password": "babbage"]) }
            let refused = try await client.postForm("/sign-in", ["username": "ada", "password": "lovelace"])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "5")
            #expect(
                HTMLInspection(html: refused.text).text("sign-in-error")
                    == "Too many failed sign-ins. Try again in 5 seconds.")
            #expect(refused.sessionCookie == nil)
        }
    }

    @Test("A session idle for the limit is signed out: a program gets 401, a page goes to the sign-in form saying why")
    func idleSessions() async throws {
        let harness = try Harness()
        try await harness.application().test(.router) { client in
            let token = try await client.signIn()
            let cookie = try await client.signInWithForm()
            harness.advance(.seconds(14 * 60))
            #expect(try await client.getJSON("/api/accounts", token: token).status == .ok)
            harness.advance(.seconds(15 * 60))
            let program = try await client.getJSON("/api/accounts", token: token)
            #expect(program.status == .unauthorized)
            #expect(program.errorMessage == "You were signed out after 15 minutes without activity. Sign in again.")
            let page = try await client.getPage("/accounts", cookie: cookie)
            #expect(page.location == "/sign-in?signed-out=idle")
            let signIn = try await client.getPage("/sign-in?signed-out=idle", cookie: nil)
            #expect(
                HTMLInspection(html: signIn.text).text("sign-in-error")
                    == "You were signed out after 15 minutes without activity. Sign in again.")
        }
    }
}
