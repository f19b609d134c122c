/// A coffee machine: one coin buys one coffee, while it has coffee left.
public struct CoffeeMachine: Sendable {
    /// An empty machine.
    public init() {}
}
