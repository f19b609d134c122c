import Verity

extension Banking {
    /// A session, signed out, whose accounts follow the store live once signed in.
    ///
    /// Signing in subscribes to `services.accounts`, so every change the store makes (a charge
    /// from this session, from another device, a sync) shows in the next model. Signing out
    /// runs `SignOutFlow`, for which this session is the shell. Each action returns once the
    /// session shows its outcome, so a caller can read `model` right after.
    ///
    /// ```swift
    /// let session = Banking.session(services: store.services())
    /// try await session.model.signedOut?.signIn(Credentials(username: "ada", password: "lovelace"))
    /// let outcome = try await session.model.signedIn?.charge(
    ///     ChargeRequest(account: everyday.id, amount: .dollars(10), merchant: "Bakery"))
    /// ```
    ///
    /// An action waits at most `showDeadline` for the live accounts to show what it changed,
    /// then returns anyway: a store that drops an update must not leave the customer's button
    /// spinning.
    public static func session(services: BankServices, showDeadline: Duration = .seconds(2)) -> Source<Banking> {
        Source(named: "Banking") { state, actions in
            BankingSession(services: services, state: state, showDeadline: showDeadline).signedOut(nil, actions)
        }
    }
}
