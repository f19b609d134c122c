import Verity

/// The shell behind `Banking.session(services:)` while nobody is signed in: it builds the
/// signed-out model and signs in. Each sign-in is a `BankingSession.SignIn`, which runs the
/// session from then until it signs out.
///
/// NB: the session keeps no state of its own. The source's model is the only record of where
/// the session stands, and every change is one atomic step of the source:
/// `update(ifStillIn:_:)` when a late answer may only land in the state that asked for it,
/// `updateIfChanged(_:)` when it may only land if it changes what shows. Nothing that calls
/// out (services, subscribers) ever runs inside those steps.
final class BankingSession: Sendable {
    let services: BankServices
    let state: SourceSetter<Banking>
    /// How long an action waits for the live accounts to show what it changed.
    let showDeadline: Duration

    init(services: BankServices, state: SourceSetter<Banking>, showDeadline: Duration) {
        self.services = services
        self.state = state
        self.showDeadline = showDeadline
    }

    /// The signed-out model, saying why the last sign-in failed, if it did.
    func signedOut(_ error: SignInError?, _ actions: ActionFactory) -> Banking {
        .signedOut(
            Banking.SignedOut(
                error: error,
                signIn: actions.action("signIn") { [self] credentials in
                    await signIn(credentials)
                }))
    }

    private func signIn(_ credentials: Credentials) async {
        // NB: the signed-out state this sign-in was taken from. A failure re-emits it with the
        // same action, so it stays that state; the first sign-in to succeed leaves it, and an
        // answer that arrives after that (a second sign-in racing from the same model) changes
        // nothing.
        let signedOutState = state.currentState
        // NB: checked before the services see it: bcrypt stops at a NUL, so "lovelace\0junk"
        // would otherwise be taken for "lovelace".
        let result: Result<Customer, SignInError>
        do throws(TextRefusal) {
            try credentials.check()
            result = await services.authenticate(credentials)
        } catch {
            result = .failure(.notAllowed(error))
        }
        switch result {
        case .failure(let error):
            state.update(ifStillIn: signedOutState) { [self] model, actions in
                model.signedOut?.error == error ? nil : signedOut(error, actions)
            }
        case .success(let customer):
            let signIn = SignIn(session: self, customer: customer, accounts: services.accounts(customer.id))
            let entered = state.update(ifStillIn: signedOutState) { _, actions in
                signIn.signedInModel(accounts: signIn.accounts.model, notice: nil, actions)
            }
            if entered {
                signIn.followAccounts()
            }
        }
    }

    /// Returns once `accounts` emits a list for which `isShown` holds, or after
    /// `showDeadline`. The session subscribed before this wait did, so when the wait sees the
    /// list, the session's model already shows it.
    func waitUntil(_ accounts: Source<[Account]>, _ isShown: @escaping @Sendable ([Account]) -> Bool) async {
        let showDeadline = showDeadline
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                _ = await accounts.values.first(where: isShown)
            }
            group.addTask {
                try? await Task.sleep(for: showDeadline)
            }
            await group.next()
            group.cancelAll()
        }
    }
}
