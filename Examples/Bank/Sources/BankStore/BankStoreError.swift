import BankCore

/// Why the store refused to do something. Bad data never changes the database: every refused
/// call leaves it exactly as it was.
public enum BankStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The database file could not be opened or migrated.
    case cannotOpen(path: String, reason: String)
    /// A customer already has this user name.
    case usernameTaken(String)
    /// A user name must contain something besides spaces.
    case emptyUsername
    /// A password must not be empty.
    case emptyPassword
    /// An account or merchant name must contain something besides spaces.
    case emptyName
    /// No customer has this id.
    case unknownCustomer(CustomerID)
    /// No account has this id.
    case unknownAccount(AccountID)
    /// Charges and balances must be amounts the bank accepts (see each method).
    case invalidAmount(Money)
    /// The database failed; the description is SQLite's.
    case database(String)
    /// Another connection held the database for longer than the busy timeout.
    case busy

    /// A sentence naming what was refused.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "Cannot open the bank's database at \(path): \(reason)"
        case .usernameTaken(let name): "A customer named \"\(name)\" already exists."
        case .emptyUsername: "A user name cannot be empty."
        case .emptyPassword: "A password cannot be empty."
        case .emptyName: "A name cannot be empty."
        case .unknownCustomer(let id): "No customer has the id \(id)."
        case .unknownAccount(let id): "No account has the id \(id)."
        case .invalidAmount(let amount): "\(amount) is not an amount the bank accepts here."
        case .database(let message): "The bank's database failed: \(message)"
        case .busy: "The bank's database is busy: another connection holds it."
        }
    }
}
