/// A model together with the one its source emitted before it; see `Source.currentAndPrevious()`.
///
/// ```swift
/// if let previous = pair.previous, previous.count < pair.current.count { animateInsertion() }
/// ```
public struct CurrentAndPrevious<Value: Sendable>: Sendable {
    /// The model that is current now.
    public var current: Value
    /// The model emitted just before `current`, or `nil` for the first model.
    public var previous: Value?

    /// Pairs a model with its predecessor.
    public init(current: Value, previous: Value?) {
        self.current = current
        self.previous = previous
    }
}

extension CurrentAndPrevious: Equatable where Value: Equatable {}
extension CurrentAndPrevious: Hashable where Value: Hashable {}
