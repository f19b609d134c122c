/// The values of `SourceCore.deliveryStatus`: whether a thread is delivering a source's models,
/// and whether it must take the lock before it stops: for deliveries queued for it, or for
/// boxes retired to it (see `SourceCore.DeliveryState.retired`).
///
/// NB: `idle` becomes `delivering` only under the source's lock. `delivering` becomes
/// `deliveringWithPending` only under the lock, and back only under the lock when the queue is
/// emptied (and what was retired taken). The one transition made without the lock is the deliverer's step-down, `delivering`
/// to `idle`, by compare-and-swap: it fails if a delivery was queued meanwhile. The values are
/// computed properties, not stored ones, so they fold to constants with no lazy initialisation.
@usableFromInline
enum DeliveryStatus {
    /// Nobody is delivering.
    @inlinable static var idle: UInt64 { 0 }
    /// A thread is delivering and nothing is queued for it.
    @inlinable static var delivering: UInt64 { 1 }
    /// A thread is delivering, and the source's queue holds deliveries for it or boxes were
    /// retired to it.
    @inlinable static var deliveringWithPending: UInt64 { 2 }
}
