import Verity

// MARK: - Model

/// Signing in, with a request that can be cancelled. While it runs, the only thing to do is
/// cancel; an answer that comes after a cancel finds the source in another state and changes
/// nothing, even if the server answered anyway.
enum SignIn: Sendable, Equatable {
    case editing(Editing)
    case signingIn(SigningIn)
    case signedIn(SignedIn)

    struct Editing: Sendable, Equatable {
        var user: String
        var error: String?
        let userChanged: Action<String>
        let signIn: Action<Void>
    }

    struct SigningIn: Sendable, Equatable {
        var user: String
        let cancel: Action<Void>
    }

    struct SignedIn: Sendable, Equatable {
        var token: String
        let signOut: Action<Void>
    }

    var editing: Editing? {
        if case .editing(let state) = self { state } else { nil }
    }

    var signingIn: SigningIn? {
        if case .signingIn(let state) = self { state } else { nil }
    }

    var signedIn: SignedIn? {
        if case .signedIn(let state) = self { state } else { nil }
    }
}

// MARK: - Source

extension SignIn {
    /// `requestToken` answers a user name with a token, or `nil` when it is refused.
    static func source(requestToken: @escaping @Sendable (String) async -> String?) -> Source<SignIn> {
        Source(named: "SignIn") { state, actions in
            SignInFlow(state: state, requestToken: requestToken).editing("", error: nil, actions)
        }
    }
}

private struct SignInFlow: Sendable {
    let state: SourceSetter<SignIn>
    let requestToken: @Sendable (String) async -> String?

    func editing(_ user: String, error: String?, _ actions: ActionFactory) -> SignIn {
        .editing(
            .init(
                user: user,
                error: error,
                userChanged: actions.action("userChanged") { text in
                    state.set { editing(text, error: nil, $0) }
                },
                signIn: actions.action("signIn") { signIn(user) }
            ))
    }

    private func signIn(_ user: String) {
        let request = Request()
        let signingIn = state.set { actions in
            .signingIn(
                .init(
                    user: user,
                    cancel: actions.action("cancel") {
                        request.cancel()
                        state.set { editing(user, error: nil, $0) }
                    }))
        }
        request.start(
            state.run("sign-in request for \(user)") {
                let token = await requestToken(user)
                // NB: one atomic step: if the user cancelled meanwhile, the source has left
                // `signingIn` and this answer changes nothing.
                state.update(ifStillIn: signingIn) { _, actions in
                    guard let token else { return editing(user, error: "refused", actions) }
                    return signedIn(token, actions)
                }
            })
    }

    private func signedIn(_ token: String, _ actions: ActionFactory) -> SignIn {
        .signedIn(
            .init(
                token: token,
                signOut: actions.action("signOut") {
                    state.set { editing("", error: nil, $0) }
                }))
    }
}

/// The request's task, cancellable even before it is known.
private final class Request: Sendable {
    private let task = Locked<(task: Task<Void, Never>?, isCancelled: Bool)>((nil, false))

    func start(_ started: Task<Void, Never>) {
        let cancelled = task.withLock { state in
            state.task = started
            return state.isCancelled
        }
        if cancelled { started.cancel() }
    }

    func cancel() {
        task.withLock { state in
            state.isCancelled = true
            return state.task
        }?.cancel()
    }
}
