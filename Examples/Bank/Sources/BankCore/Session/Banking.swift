import Verity

/// One customer session of the bank, as a model: in each state only what can be done in it
/// exists. There is no `charge` while signed out, no `signIn` while signed in, and nothing at
/// all to do while the charges are being synced before signing out.
///
/// A session is a `Source<Banking>` made by `Banking.session(services:)`; the web pages, the
/// JSON API and the requirements all read and drive that same source.
///
/// ```swift
/// let session = Banking.session(services: store.services())
/// try await session.model.signedOut?.signIn(Credentials(username: "ada", password: "lovelace"))
/// print(session.model.signedIn?.accounts ?? [])
/// ```
public enum Banking: Sendable, Hashable {
    /// Nobody is signed in.
    case signedOut(SignedOut)
    /// A customer is signed in and sees their accounts, live.
    case signedIn(SignedIn)
    /// The customer asked to sign out and is asked to confirm.
    case confirmingSignOut(ConfirmingSignOut)
    /// The customer confirmed; the charges not yet synced are on their way to the bank.
    case syncingBeforeSignOut(SyncingBeforeSignOut)

    /// Nobody is signed in; the last attempt's error, if it failed, and the way in.
    public struct SignedOut: Sendable, Hashable {
        /// Why the last sign-in failed, if it did.
        public var error: SignInError?
        /// Signs in; returns once the session shows the outcome.
        public var signIn: AsyncAction<Credentials, Void>

        /// Creates the state; tests pass placeholder actions such as `.returning(())`.
        public init(error: SignInError?, signIn: AsyncAction<Credentials, Void>) {
            self.error = error
            self.signIn = signIn
        }
    }

    /// A signed-in customer, their accounts as the store has them now, and what they can do.
    public struct SignedIn: Sendable, Hashable {
        /// Who is signed in.
        public var customer: Customer
        /// The customer's accounts, updated live whenever the store changes them.
        public var accounts: [Account]
        /// A message for the customer, such as why the last sync failed.
        public var notice: String?
        /// Asks for a debit-card charge; returns the outcome once the session shows it.
        public var charge: AsyncAction<ChargeRequest, ChargeOutcome>
        /// Sends the charges not yet synced to the bank; returns how many, or why it failed.
        public var sync: AsyncAction<Void, Result<Int, SyncError>>
        /// Starts signing out: the session moves to `.confirmingSignOut`.
        public var signOut: Action<Void>

        /// Creates the state; tests pass placeholder actions.
        public init(
            customer: Customer,
            accounts: [Account],
            notice: String?,
            charge: AsyncAction<ChargeRequest, ChargeOutcome>,
            sync: AsyncAction<Void, Result<Int, SyncError>>,
            signOut: Action<Void>
        ) {
            self.customer = customer
            self.accounts = accounts
            self.notice = notice
            self.charge = charge
            self.sync = sync
            self.signOut = signOut
        }

        /// How many pending charges wait to be synced, across the accounts.
        public var unsyncedCount: Int {
            accounts.unsyncedCount
        }

        /// The account named `name`, if the customer has one.
        public func account(named name: String) -> Account? {
            accounts.first { $0.name == name }
        }
    }

    /// The question "sign out?", with how many charges would be synced first.
    public struct ConfirmingSignOut: Sendable, Hashable {
        /// Who is signed in.
        public var customer: Customer
        /// How many charges will be synced before the session ends.
        public var unsyncedCount: Int
        /// Signs out, syncing first if need be; returns when the flow has finished, signed
        /// out or (if the bank could not be reached) still signed in with a notice.
        public var confirm: AsyncAction<Void, Void>
        /// Stays signed in.
        public var cancel: Action<Void>

        /// Creates the state; tests pass placeholder actions.
        public init(customer: Customer, unsyncedCount: Int, confirm: AsyncAction<Void, Void>, cancel: Action<Void>) {
            self.customer = customer
            self.unsyncedCount = unsyncedCount
            self.confirm = confirm
            self.cancel = cancel
        }
    }

    /// Syncing before signing out; there is nothing to do but wait.
    public struct SyncingBeforeSignOut: Sendable, Hashable {
        /// Who is signed in.
        public var customer: Customer
        /// How many charges are being synced.
        public var unsyncedCount: Int

        /// Creates the state.
        public init(customer: Customer, unsyncedCount: Int) {
            self.customer = customer
            self.unsyncedCount = unsyncedCount
        }
    }
}
