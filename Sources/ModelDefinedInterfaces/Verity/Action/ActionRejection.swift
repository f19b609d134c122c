/// Thrown by value-returning and async actions that were invoked from a model that is no
/// longer current, instead of running them against the wrong state.
///
/// ```swift
/// do {
///     let receipt = try stalePurchase(item)
/// } catch {
///     print(error.reason) // superseded
/// }
/// ```
public struct ActionRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why an invocation was refused.
    public enum Reason: String, Hashable, Codable, Sendable {
        /// The source has left the state the action's model was in (see `Action`).
        case superseded
        /// The source that made the action no longer exists.
        case sourceReleased
        /// The action was decoded or otherwise belongs to no live source.
        case detached
    }

    /// The action that was refused.
    public let action: ActionIdentity
    /// Why it was refused.
    public let reason: Reason

    /// Creates a rejection; useful for test doubles that mimic a stale action.
    public init(action: ActionIdentity, reason: Reason) {
        self.action = action
        self.reason = reason
    }

    /// A log-friendly sentence naming the action and the reason.
    public var description: String {
        switch reason {
        case .superseded: "rejected \(action): its source has left the state it was taken from"
        case .sourceReleased: "rejected \(action): its source no longer exists"
        case .detached: "rejected \(action): it belongs to no live source"
        }
    }
}
