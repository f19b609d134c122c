/// Identifies a transaction. Its text is opaque: the store makes it, everyone else compares it.
///
/// ```swift
/// let id: TransactionID = "transaction-1"
/// ```
public struct TransactionID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByStringLiteral {
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
