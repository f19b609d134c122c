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
    /// Reads one page of the pending charges of one of the customer's accounts.
    public var pendingCharges: @Sendable (CustomerID, PendingPageRequest) async -> Result<PendingPage, PendingPageError>

    /// Creates the services from their closures.
    ///
    /// - Parameter pendingCharges: by default, pages are cut from the accounts `accounts`
    ///   holds now, taken as every pending charge, oldest first (as services built from plain
    ///   values hold them).
    public init(
        authenticate: @escaping @Sendable (Credentials) async -> Result<Customer, SignInError>,
        accounts: @escaping @Sendable (CustomerID) -> Source<[Account]>,
        charge: @escaping @Sendable (CustomerID, ChargeRequest) async -> ChargeOutcome,
        sync: @escaping @Sendable (CustomerID) async -> Result<Int, SyncError>,
        pendingCharges: (@Sendable (CustomerID, PendingPageRequest) async -> Result<PendingPage, PendingPageError>)? =
            nil
    ) {
        self.authenticate = authenticate
        self.accounts = accounts
        self.charge = charge
        self.sync = sync
        self.pendingCharges =
            pendingCharges ?? { customer, request in
                guard let account = accounts(customer).model.first(where: { $0.id == request.account }) else {
                    return .failure(.unknownAccount(request.account))
                }
                guard let page = PendingPage.cut(account.pending.reversed(), for: request) else {
                    return .failure(Self.unknownPosition(request))
                }
                return .success(page)
            }
    }

    private static func unknownPosition(_ request: PendingPageRequest) -> PendingPageError {
        switch request.position {
        case .newest: .unknownAccount(request.account)
        case .olderThan(let id), .newerThan(let id): .unknownPosition(id)
        }
    }
}
