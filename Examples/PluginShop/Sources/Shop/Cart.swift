/// A shopping cart: prices in cents.
public struct Cart: Sendable {
    /// The items, name and price in cents.
    public private(set) var items: [(name: String, price: Int)] = []
    /// Whether the customer is a member (members save 10% on carts of 100 or more).
    public var member = false

    /// An empty cart.
    public init() {}

    /// Adds `count` of the item.
    public mutating func add(_ name: String, price: Int, count: Int = 1) {
        for _ in 0..<count { items.append((name, price)) }
    }

    /// What the customer pays, in cents.
    public var total: Int {
        let sum = items.reduce(0) { $0 + $1.price }
        return member && sum >= 100_00 ? sum - sum / 10 : sum
    }
}
