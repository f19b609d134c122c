import Verity

/// What a session needs from the bank, as values: model-defined dependencies rather than a
/// protocol. The store makes the real ones (`BankStore.services()`); a test builds its own
/// from closures over whatever data it likes, with no mock type.
///
/// ```swift
/// let services = BankServices(
///     authenticate: { _ in .success(ada) },
///     accounts: { _ in Source(constant: [everyday]) },
///     charge: { _, request in .declined(amount: request.amount, spendable: .zero) },
///     sync: { _ in .success(0) }
/// )
/// ```
public struct BankServices: Sendable {
    /// Checks credentials.
    public var authenticate: @Sendable (Credentials) async -> Result<Customer, SignInError>
    /// The customer's accounts, live: a Source that emits whenever the store changes them.
    public var accounts: @Sendable (CustomerID) -> Source<[Account]>
    /// Decides and records a charge in one transaction.
    public var charge: @Sendable (CustomerID, ChargeRequest) async -> ChargeOutcome
    /// Sends the customer's unsynced charges to the bank; returns how many were synced.
    public var sync: @Sendable (CustomerID) async -> Result<Int, SyncError>

    /// Creates the services from their closures.
    public init(
        authenticate: @escaping @Sendable (Credentials) async -> Result<Customer, SignInError>,
        accounts: @escaping @Sendable (CustomerID) -> Source<[Account]>,
        charge: @escaping @Sendable (CustomerID, ChargeRequest) async -> ChargeOutcome,
        sync: @escaping @Sendable (CustomerID) async -> Result<Int, SyncError>
    ) {
        self.authenticate = authenticate
        self.accounts = accounts
        self.charge = charge
        self.sync = sync
    }
}
