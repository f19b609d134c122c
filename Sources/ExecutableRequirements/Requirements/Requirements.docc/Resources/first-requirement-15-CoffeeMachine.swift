/// What a coffee machine serves.
public enum Drink: Sendable, Equatable {
    case coffee
}

/// A coffee machine: one coin buys one coffee, while it has coffee left.
public struct CoffeeMachine: Sendable {
    /// The coffees left to sell.
    public private(set) var coffees: Int
    /// The coins inserted and not yet spent.
    public private(set) var coins = 0
    /// What the machine has served, in order.
    public private(set) var served: [Drink] = []
    /// The coins the machine has given back.
    public private(set) var returned = 0

    /// A machine holding `coffees` coffees and no coins.
    public init(coffees: Int = 0) {
        self.coffees = coffees
    }

    /// Takes `count` more coins.
    public mutating func insert(coins count: Int) {
        coins += count
    }

    /// Serves a coffee for a coin when `button` is "coffee".
    public mutating func press(_ button: String) {
        guard button == "coffee", coins >= 1 else { return }
        guard coffees >= 1 else {
            returned += coins
            coins = 0
            return
        }
        coins -= 1
        coffees -= 1
        served.append(.coffee)
    }
}
