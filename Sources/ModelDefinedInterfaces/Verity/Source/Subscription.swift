import VeritySynchronization

/// Keeps a subscription alive: releasing the last reference cancels it, so a subscription
/// can never outlive whoever holds the token. Store it in a property of the subscriber.
///
/// ```swift
/// final class Badge {
///     private var subscription: Subscription?
///     init(unread: Source<Int>) {
///         subscription = unread.subscribe { count in print("unread: \(count)") }
///     }
/// }
/// ```
public final class Subscription: Sendable, Hashable {
    private let cancellation: Locked<(@Sendable () -> Void)?>

    init(cancel: @escaping @Sendable () -> Void) {
        cancellation = Locked(cancel)
    }

    deinit {
        cancel()
    }

    /// Stops deliveries now. Calling it again does nothing. A delivery already running on
    /// another thread may still finish.
    public func cancel() {
        let cancel = cancellation.withLock { cancel in
            defer { cancel = nil }
            return cancel
        }
        cancel?()
    }

    /// Keeps this subscription alive for as long as `set` holds it.
    public func store(in set: inout Set<Subscription>) {
        set.insert(self)
    }

    /// Subscriptions are equal only to themselves.
    public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
