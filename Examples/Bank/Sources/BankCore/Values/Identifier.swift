/// Identifies one `Entity`: an account, a customer or a transaction. Its text is opaque: the
/// store makes it, everyone else compares it. The phantom `Entity` keeps the kinds apart, so an
/// account's id cannot be passed where a customer's is expected.
///
/// ```swift
/// let id: AccountID = "account-1"
/// ```
public struct Identifier<Entity>: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier's text.
    public var rawValue: String

    /// Wraps an identifier's text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps an identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Wraps a literal, for tests and examples.
    public init(stringLiteral value: String) {
        rawValue = value
    }

    /// The identifier's text, as in element ids and URLs.
    public var description: String {
        rawValue
    }

}

/// Identifies an account.
public typealias AccountID = Identifier<Account>
/// Identifies a customer.
public typealias CustomerID = Identifier<Customer>
/// Identifies a transaction.
public typealias TransactionID = Identifier<Transaction>
