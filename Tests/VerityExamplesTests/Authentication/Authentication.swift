import Verity

/// What a user types to log in.
struct Credentials: Sendable, Hashable, Codable {
    var user: String
    var password: String
}

/// Why logging in failed, as the login screen shows it.
enum LoginError: Error, Sendable, Equatable {
    case wrongPassword
    case unreachable
}

// MARK: - Model

/// The authentication API as a model: in each state, only what can be done in that state
/// exists. There is no `logOut` while not authenticated and no token to read; there is no
/// `logIn` while authenticated.
enum Authentication: Sendable, Equatable {
    case notAuthenticated(NotAuthenticated)
    case authenticated(Authenticated)

    struct NotAuthenticated: Sendable, Equatable {
        /// Why the last attempt failed, if one did.
        var error: LoginError?
        let logIn: Action<Credentials>
    }

    struct Authenticated: Sendable, Equatable {
        var token: String
        let logOut: Action<Void>
    }

    var notAuthenticated: NotAuthenticated? {
        if case .notAuthenticated(let state) = self { state } else { nil }
    }

    var authenticated: Authenticated? {
        if case .authenticated(let state) = self { state } else { nil }
    }
}

// MARK: - Dependency

/// The server, as a model-defined dependency: a value holding an action, not a protocol. A test
/// hands in an `AsyncActionStub`'s action; the app hands in one that makes the request.
struct AuthenticationServer: Sendable {
    let requestToken: AsyncAction<Credentials, Result<String, LoginError>>
}

// MARK: - Source

extension Authentication {
    /// The one source of truth every screen renders.
    static func source(server: AuthenticationServer) -> Source<Authentication> {
        Source(named: "Authentication") { state, actions in
            notAuthenticated(error: nil, server: server, state: state, actions: actions)
        }
    }

    private static func notAuthenticated(
        error: LoginError?,
        server: AuthenticationServer,
        state: SourceSetter<Authentication>,
        actions: ActionFactory
    ) -> Authentication {
        .notAuthenticated(
            NotAuthenticated(
                error: error,
                logIn: actions.action("logIn") { credentials in
                    state.run("logIn request") {
                        let result = (try? await server.requestToken(credentials)) ?? .failure(.unreachable)
                        switch result {
                        case .success(let token):
                            state.set { authenticated(token: token, server: server, state: state, actions: $0) }
                        case .failure(let error):
                            state.set { notAuthenticated(error: error, server: server, state: state, actions: $0) }
                        }
                    }
                }
            ))
    }

    private static func authenticated(
        token: String,
        server: AuthenticationServer,
        state: SourceSetter<Authentication>,
        actions: ActionFactory
    ) -> Authentication {
        .authenticated(
            Authenticated(
                token: token,
                logOut: actions.action("logOut") {
                    state.set { notAuthenticated(error: nil, server: server, state: state, actions: $0) }
                }
            ))
    }
}

// MARK: - Rendering

/// What the login screen shows: a pure function of the model, so a test renders a model value
/// it built by hand, with `.doNothing` actions, instead of a mock.
func loginScreenText(_ model: Authentication) -> String {
    switch model {
    case .notAuthenticated(let state):
        switch state.error {
        case nil: "Log in"
        case .wrongPassword: "Log in — wrong password, try again"
        case .unreachable: "Log in — the server cannot be reached"
        }
    case .authenticated:
        "Welcome back · Log out"
    }
}
