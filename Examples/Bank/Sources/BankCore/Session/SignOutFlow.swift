import Verity

/// Signing out, as logic that performs nothing (a `FunctionalCore`): ask for confirmation,
/// then sync what is not synced yet, then end the session; a cancel keeps the session, and a
/// failed sync keeps it too, with a notice. `Banking.session(services:)` is its shell: it
/// feeds the events in and carries out the commands.
///
/// Its tests are values and `==`:
///
/// ```swift
/// var flow = SignOutFlow()
/// flow.handle(.start(unsynced: 2))   // [], and flow.step == .askingForConfirmation(unsynced: 2)
/// flow.handle(.confirmed)            // [.sync]
/// flow.handle(.synced)               // [.signOut]
/// ```
public struct SignOutFlow: FunctionalCore, Hashable {
    /// Where the flow stands; the session shows it.
    public enum Step: Sendable, Hashable {
        /// Not signing out: signed in as usual (also after a cancel or a failed sync).
        case signedIn
        /// Asking the customer to confirm, saying how many charges will be synced first.
        case askingForConfirmation(unsynced: Int)
        /// Confirmed; syncing the charges before the session ends.
        case syncing(unsynced: Int)
        /// The session has ended.
        case signedOut
    }

    /// What can happen: the customer's answers and the results of the commands.
    public enum Event: Sendable, Hashable {
        /// The customer asked to sign out; `unsynced` charges are not synced yet.
        case start(unsynced: Int)
        /// The number of charges not synced changed (a charge made on another device, say).
        case unsyncedChanged(Int)
        /// The customer confirmed.
        case confirmed
        /// The customer changed their mind.
        case cancelled
        /// The sync succeeded.
        case synced
        /// The sync failed; nothing was lost.
        case syncFailed(SyncError)
    }

    /// The I/O the flow asks for.
    public enum Command: Sendable, Hashable {
        /// Send the unsynced charges to the bank, then report `.synced` or `.syncFailed`.
        case sync
        /// End the session.
        case signOut
        /// Tell the customer `message` (the session stays signed in).
        case showNotice(String)
    }

    /// Where the flow stands.
    public private(set) var step: Step

    /// A flow at `step`; a new one starts signed in.
    public init(step: Step = .signedIn) {
        self.step = step
    }

    /// Applies `event` and returns the commands to carry out, in order. An event that does
    /// not fit the current step (a late answer, a second confirm) changes nothing.
    public mutating func handle(_ event: Event) -> [Command] {
        switch (step, event) {
        case (.signedIn, .start(let unsynced)):
            step = .askingForConfirmation(unsynced: unsynced)
            return []
        case (.askingForConfirmation, .unsyncedChanged(let unsynced)):
            step = .askingForConfirmation(unsynced: unsynced)
            return []
        case (.askingForConfirmation, .cancelled):
            step = .signedIn
            return []
        case (.askingForConfirmation(let unsynced), .confirmed) where unsynced > 0:
            step = .syncing(unsynced: unsynced)
            return [.sync]
        case (.askingForConfirmation, .confirmed), (.syncing, .synced):
            step = .signedOut
            return [.signOut]
        case (.syncing, .syncFailed(let error)):
            step = .signedIn
            return [.showNotice(error.message)]
        default:
            return []
        }
    }
}
