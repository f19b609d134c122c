import Verity

/// The login logic as a functional core: it performs nothing. Given an event, it changes
/// itself and returns commands (send the request, show an error, go to the landing screen)
/// as values, so its tests compare values with `==` and need no server, no router and no mock.
struct Login: FunctionalCore, Equatable {
    enum Event: Sendable, Equatable {
        case submit(Credentials)
        case succeeded(token: String)
        case failed(LoginError)
    }

    enum Command: Sendable, Equatable {
        case sendRequest(Credentials)
        case showError(String)
        case goToLanding(token: String)
    }

    var isSending = false
    var failedAttempts = 0

    mutating func handle(_ event: Event) -> [Command] {
        switch event {
        case .submit(let credentials):
            if isSending { return [] }
            if credentials.user.isEmpty { return [.showError("Enter your user name.")] }
            if failedAttempts >= 3 { return [.showError("Too many attempts. Try again later.")] }
            isSending = true
            return [.sendRequest(credentials)]
        case .succeeded(let token):
            isSending = false
            failedAttempts = 0
            return [.goToLanding(token: token)]
        case .failed(let error):
            isSending = false
            failedAttempts += 1
            return [.showError(error == .wrongPassword ? "Wrong password." : "The server cannot be reached.")]
        }
    }
}

/// What the login screen renders: the core's state plus the one action the screen offers.
struct LoginScreen: Sendable, Equatable {
    var isSending: Bool
    let submit: Action<Credentials>
}

/// Where the shell sends what it cannot keep in the core: the screen's alert and the router.
/// In the app these are UI calls; here they are recorded, because the shell is that thin.
struct LoginEffects: Sendable {
    let requestToken: AsyncAction<Credentials, Result<String, LoginError>>
    let showError: Action<String>
    let goToLanding: Action<String>
}

extension Login {
    /// The thin shell: Verity's functional-core source feeds the core its events, emits the
    /// screen model after each, and performs the commands.
    static func source(effects: LoginEffects) -> Source<LoginScreen> {
        Source(named: "Login", running: Login()) { command in
            switch command {
            case .sendRequest(let credentials):
                switch (try? await effects.requestToken(credentials)) ?? .failure(.unreachable) {
                case .success(let token): return .succeeded(token: token)
                case .failure(let error): return .failed(error)
                }
            case .showError(let message):
                effects.showError(message)
                return nil
            case .goToLanding(let token):
                effects.goToLanding(token)
                return nil
            }
        } model: { login, actions in
            LoginScreen(isSending: login.isSending, submit: actions.action("submit") { .submit($0) })
        }
    }
}
