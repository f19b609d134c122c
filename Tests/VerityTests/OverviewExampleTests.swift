import Testing
import Verity

// The example from Verity.docc/Verity.md, compiled and exercised so the documentation stays true.

/// Namespaces the example's types, so that other examples in this target may reuse the names.
enum OverviewExample {
    struct Credentials: Sendable, Equatable {
        var user: String
        var password: String
    }

    protocol AuthenticationService: Sendable {
        func logIn(_ credentials: Credentials) async throws -> String
    }

    enum Authentication: Sendable {
        case notAuthenticated(NotAuthenticated)
        case authenticated(Authenticated)

        struct NotAuthenticated: Sendable { var error: String?; var logIn: Action<Credentials> }
        struct Authenticated: Sendable { var token: String; var logOut: Action<Void> }
    }

    final class AuthenticationSource: Sendable {
        let source: Source<Authentication>

        init(service: AuthenticationService) {
            source = Source(named: "Authentication") { state, actions in
                Self.notAuthenticated(error: nil, service, state, actions)
            }
        }

        private static func notAuthenticated(
            error: String?, _ service: AuthenticationService,
            _ state: SourceSetter<Authentication>, _ actions: ActionFactory
        ) -> Authentication {
            .notAuthenticated(
                .init(
                    error: error,
                    logIn: actions.action("logIn") { credentials in
                        Task {
                            do {
                                let token = try await service.logIn(credentials)
                                state.set { authenticated(token, service, state, $0) }
                            } catch {
                                state.set { notAuthenticated(error: "\(error)", service, state, $0) }
                            }
                        }
                    }))
        }

        private static func authenticated(
            _ token: String, _ service: AuthenticationService,
            _ state: SourceSetter<Authentication>, _ actions: ActionFactory
        ) -> Authentication {
            .authenticated(
                .init(
                    token: token,
                    logOut: actions.action("logOut") {
                        state.set { notAuthenticated(error: nil, service, state, $0) }
                    }))
        }
    }
}

@Suite(.timeLimit(.minutes(1))) struct OverviewExampleTests {
    typealias Credentials = OverviewExample.Credentials
    typealias AuthenticationSource = OverviewExample.AuthenticationSource

    struct WrongPassword: Error, CustomStringConvertible {
        var description: String { "wrong password" }
    }

    struct FakeService: OverviewExample.AuthenticationService {
        func logIn(_ credentials: Credentials) async throws -> String {
            guard credentials.password == "secret" else { throw WrongPassword() }
            return "token-for-\(credentials.user)"
        }
    }

    @Test func logInWithTheRightPasswordAuthenticatesAndLogOutReturns() async throws {
        let authentication = AuthenticationSource(service: FakeService()).source
        guard case .notAuthenticated(let start) = authentication.model else {
            Issue.record("starts logged out"); return
        }
        start.logIn(Credentials(user: "ada", password: "secret"))
        let loggedIn = await authentication.first { if case .authenticated = $0 { true } else { false } }
        guard case .authenticated(let state) = loggedIn else { Issue.record("expected authenticated"); return }
        #expect(state.token == "token-for-ada")
        state.logOut()
        guard case .notAuthenticated(let after) = authentication.model else {
            Issue.record("expected logged out"); return
        }
        #expect(after.error == nil)
    }

    @Test func aWrongPasswordShowsTheError() async throws {
        let authentication = AuthenticationSource(service: FakeService()).source
        guard case .notAuthenticated(let start) = authentication.model else { return }
        start.logIn(Credentials(user: "ada", password: "guess"))
        let failed = await authentication.first {
            if case .notAuthenticated(let state) = $0 { state.error != nil } else { false }
        }
        guard case .notAuthenticated(let state) = failed else { Issue.record("expected an error"); return }
        #expect(state.error == "wrong password")
    }
}
