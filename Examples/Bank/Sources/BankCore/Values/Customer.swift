/// A customer of the bank, as a signed-in session knows them.
public struct Customer: Sendable, Hashable, Codable {
    /// The customer's identifier.
    public var id: CustomerID
    /// The name the customer signs in with.
    public var username: String

    /// Creates a customer.
    public init(id: CustomerID, username: String) {
        self.id = id
        self.username = username
    }
}
