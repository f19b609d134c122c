/// The interface Hall starts from (*Model-Defined Interfaces*, E1 and E4), kept beside the
/// model (`Authentication.swift`) so the two can be compared: a protocol, a production type
/// and a mock, each restating the same members, and four rules the types cannot state, which
/// every conformer enforces with a `guard` and every conformer's tests must check. The model
/// states them as types instead: the token exists only when authenticated, the error only when
/// not, and each state offers only its own action.
protocol AuthenticationProvider {
    var isAuthenticated: Bool { get }
    var authToken: String? { get }
    var authError: Error? { get }
    func logInWithCredentials(_ credentials: Credentials)
    func logOut()
}

extension Credentials {
    /// The credentials Hall's tests log in with, under his names.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    static let validTestCredentials = Credentials(user: "ada", password: "analytical")
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    static let invalidTestCredentials = Credentials(user: "ada", password: "guess")
}

/// The production conformer, over a synchronous check of the password so the comparison stays
/// about the interface.
final class AuthenticationManager: AuthenticationProvider {
    private(set) var isAuthenticated = false
    private(set) var authToken: String?
    private(set) var authError: Error?
    private let verify: (Credentials) -> Result<String, LoginError>

    init(verify: @escaping (Credentials) -> Result<String, LoginError>) {
        self.verify = verify
    }

    func logInWithCredentials(_ credentials: Credentials) {
        guard !isAuthenticated else { return }  // rule 3: logging in is ignored when authenticated
        switch verify(credentials) {
        case .success(let token):
            isAuthenticated = true
            authToken = token
            authError = nil  // rule 2: the error is nil once authenticated
        case .failure(let error):
            authToken = nil  // rule 1: the token is nil exactly when not authenticated
            authError = error
        }
    }

    func logOut() {
        guard isAuthenticated else { return }  // rule 4: logging out is ignored when not
        isAuthenticated = false
        authToken = nil
    }
}

/// The test conformer, restating every member a third time.
final class MockAuthenticationManager: AuthenticationProvider {
    var isAuthenticated = false
    var authToken: String?
    var authError: Error?
    private(set) var logInCalls: [Credentials] = []
    private(set) var logOutCalls = 0

    func logInWithCredentials(_ credentials: Credentials) { logInCalls.append(credentials) }
    func logOut() { logOutCalls += 1 }
}
