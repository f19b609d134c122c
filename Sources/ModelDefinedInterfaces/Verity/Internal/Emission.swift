/// The record of one model's actions: which source made them, the state the model was committed
/// in, and the actions the model offers, by name. Every action holds the emission of the model
/// it was made for; see `Documentation/Architecture.md#inside-the-core` for the terms.
///
/// An emission without an owner belongs to no live source and never changes: its actions always
/// run (placeholders) or never (decoded actions).
@usableFromInline
final class Emission: @unchecked Sendable {
    // NB: @unchecked, because the variable fields are guarded by the owner's lock, with one
    // exception the compiler cannot see: `offered` is appended to by the builder (the thread
    // that made the emission and builds its model) before the commit, without the lock. Only
    // the builder commits, under the lock, and nobody else reads `offered` before that commit
    // has released the lock; after it nobody writes it. `reuse()` rewrites the fields without
    // the lock too, but only once the source has handed the emission over under its lock and
    // no other reference to it is left. Sparing the lock there spares a lock round trip per
    // action of every emission (see CONTRIBUTING.md, "Unsafe constructs").
    // For the same reason the variable fields are `@exclusivity(unchecked)`: the lock, or the
    // builder's confinement, already makes every access exclusive, and the run-time check of
    // each access would be a large share of an update.

    /// The source that made the actions; `nil` for placeholders and decoded actions.
    @usableFromInline let owner: (any ActionOwner)?
    /// Without an owner: whether the actions always run (placeholders) or never (decoded).
    @usableFromInline let alwaysRuns: Bool
    /// Without an owner: the name of the source the actions describe themselves with.
    let detachedName: String
    /// The thread building the model, the only one that appends to `offered` without the lock;
    /// other threads read it without the lock, to see that they are not the builder.
    @usableFromInline @exclusivity(unchecked) var builder: UInt
    /// The actions made for the model before its commit, in order: what it offers to actions of
    /// earlier models of the same state. Written by the builder before the commit.
    @usableFromInline @exclusivity(unchecked) var offered: [OfferedAction] = []
    /// Actions made before the commit on other threads than the builder's, under the owner's
    /// lock; they join `offered` at the commit, from `othersStart`.
    @exclusivity(unchecked) var others: [OfferedAction] = []
    @exclusivity(unchecked) var othersStart = 0
    /// The bodies of actions made after the commit, under the owner's lock: not offered.
    @exclusivity(unchecked) var late: [any Sendable] = []
    /// Whether the model was committed (or the emission was sealed without a commit, for
    /// placeholders): later actions are not offered. Written under the owner's lock, by the
    /// builder, which alone reads it without the lock.
    @usableFromInline @exclusivity(unchecked) var isCommitted: Bool
    /// The state (epoch) the model was committed in; meaningful once `isCommitted`. Guarded by
    /// the owner's lock.
    @usableFromInline @exclusivity(unchecked) var epoch: UInt64 = 0

    /// An emission for a model `owner` is about to build on this thread.
    @usableFromInline
    init(owner: any ActionOwner) {
        self.owner = owner
        alwaysRuns = false
        detachedName = ""
        builder = currentThreadIdentity()
        isCommitted = false
        // NB: room for a typical model's actions, so that they need no regrowth.
        offered.reserveCapacity(8)
    }

    /// An emission outside any live source, for one action: a placeholder (`alwaysRuns`, with
    /// the body it runs, or none for `Action.doNothing`) or a decoded action.
    init(detachedName: String, alwaysRuns: Bool, method: String = "", body: (any Sendable)? = nil) {
        owner = nil
        self.alwaysRuns = alwaysRuns
        self.detachedName = detachedName
        builder = 0
        isCommitted = true
        if let body { offered = [OfferedAction(method: method, body: body)] }
    }

    /// Makes this emission, which nothing else references any more, the one of the model about
    /// to be built on this thread: the source's emission of the model before last, whose
    /// memory the new model's actions take over. What its actions ran is released here, on the
    /// builder's thread, outside every lock.
    @usableFromInline
    func reuse() {
        builder = currentThreadIdentity()
        offered.removeAll(keepingCapacity: true)
        if !late.isEmpty { late = [] }
        othersStart = 0
        isCommitted = false
        epoch = 0
    }

    /// The first slot number of actions made on other threads than the builder's before the
    /// commit, and of actions made after it; below it, slots are places in `offered`.
    @usableFromInline static var otherSlots: Int { 1 << 32 }
    @usableFromInline static var lateSlots: Int { 1 << 33 }

    /// The body of the action in `slot`, called under the owner's lock once the model is
    /// committed (or, for an emission without an owner, which never changes, at any time).
    @usableFromInline
    func body(at slot: Int) -> (any Sendable)? {
        if slot >= Self.lateSlots {
            let index = slot - Self.lateSlots
            return index < late.count ? late[index] : nil
        }
        let index = slot >= Self.otherSlots ? othersStart + slot - Self.otherSlots : slot
        return index < offered.count ? offered[index].body : nil
    }

    /// The name of the source the actions belong to.
    var sourceName: String {
        owner?.name ?? detachedName
    }

    /// Records an action made with the factory and returns its slot. Before the commit the
    /// model offers it; after, it runs (its own body) while its model is current, but is not
    /// offered.
    ///
    /// NB: inlinable, so that the body is boxed as `any Sendable` by code specialised for its
    /// type, in the caller.
    @inlinable
    func register<Body: Sendable>(_ method: String, _ body: consuming Body) -> Int {
        guard builder == currentThreadIdentity(), !isCommitted else {
            return owner?.registerElsewhere(OfferedAction(method: method, body: body), in: self) ?? 0
        }
        offered.append(OfferedAction(method: method, body: body))
        return offered.count - 1
    }

    /// Called under the owner's lock, by the builder, when the model is committed: the actions
    /// made on other threads join the offered ones, and later ones are not offered.
    @usableFromInline
    func seal() {
        if !others.isEmpty {
            othersStart = offered.count
            offered += others
            others = []
        }
        isCommitted = true
    }

    /// Whether this emission offers the same, non-empty, set of names as `other`; called under
    /// the owner's lock.
    @usableFromInline
    func offersTheSameNames(as other: Emission) -> Bool {
        let count = offered.count
        guard count > 0, other.offered.count > 0 else { return false }
        // NB: a model is almost always rebuilt by the same code, so the names usually come in
        // the same order; only when they do not are the sets compared. Indexing, rather than
        // iterating, reads the names without copying the bodies beside them.
        if count == other.offered.count {
            var index = 0
            while index < count, offered[index].method == other.offered[index].method { index += 1 }
            if index == count { return true }
        }
        return Set(offered.map(\.method)) == Set(other.offered.map(\.method))
    }
}

/// An action a model offers: its method name and its body (an `ActionBody`,
/// `ReturningAction.Body` or `AsyncAction.Body`).
@usableFromInline
struct OfferedAction: Sendable {
    @usableFromInline let method: String
    @usableFromInline let body: any Sendable

    @inlinable
    init(method: String, body: any Sendable) {
        self.method = method
        self.body = body
    }
}
