/// The record of one model's actions: which source made them, the epoch the model was committed
/// in, and the name and body of each action the model offers. Every action holds the table of
/// the model it was made for and its slot there; see `Documentation/Architecture.md#inside-the-core`
/// for the terms.
///
/// A table without an owner belongs to no live source and never changes: its actions always
/// run (placeholders) or never (decoded actions).
@usableFromInline
final class ActionTable: @unchecked Sendable {
    // NB: @unchecked: the variable fields are guarded by the owner's lock, except that the
    // building thread appends to `bodies` without it before the commit, which only that thread
    // makes, under the lock; nobody else reads `bodies` before that. `expected` changes only
    // while no action of the table exists, so a thread holding one reads it without the lock;
    // `reuse` rewrites the fields once no other reference is left. Sparing the lock spares a
    // lock round trip per action (CONTRIBUTING.md, "Unsafe constructs"). The lock or the
    // building thread's confinement makes every access exclusive, hence
    // `@exclusivity(unchecked)`: a run-time check of each access would repeat that guarantee.

    /// The source that made the actions; `nil` for placeholders and decoded actions.
    @usableFromInline let owner: (any ActionOwner)?
    /// Without an owner: whether the actions always run (placeholders) or never (decoded).
    @usableFromInline let alwaysRuns: Bool
    /// Without an owner: the name of the source the actions describe themselves with.
    let detachedName: String
    /// The thread building the model; others read it without the lock to see they are not it.
    @usableFromInline @exclusivity(unchecked) var buildingThread: UInt
    /// The names the building thread's actions are expected to have, in order: the current model's
    /// when the build starts, since the same code usually rebuilds a model. Slot `i` below
    /// `otherSlots` is named `expected[i]`.
    @usableFromInline @exclusivity(unchecked) var expected: [String]
    /// The bodies of the building thread's actions made before the commit under expected names.
    @usableFromInline @exclusivity(unchecked) var bodies: [ActionBodyBox] = []
    /// Actions made under the owner's lock, in slot order from `otherSlots`: on other threads
    /// than the building one, by it under a name it did not expect, or after the commit.
    @exclusivity(unchecked) var others: [OfferedAction] = []
    /// The names the committed model offers: those of `bodies`, then of the `others` made
    /// before the commit. Written by the commit, under the owner's lock; usually `expected`.
    @usableFromInline @exclusivity(unchecked) var names: [String] = []
    /// Whether the model was committed (placeholders: always): later actions are not offered.
    /// Written under the owner's lock by the building thread, which alone reads it without the
    /// lock.
    @usableFromInline @exclusivity(unchecked) var isCommitted: Bool
    /// The epoch the model was committed in; meaningful once `isCommitted`. Guarded by the
    /// owner's lock.
    @usableFromInline @exclusivity(unchecked) var epoch: UInt64 = 0

    /// A table for a model `owner` is about to build on this thread, expecting the action
    /// names of the current model.
    @usableFromInline
    init(owner: any ActionOwner, expecting names: [String]) {
        self.owner = owner
        alwaysRuns = false
        detachedName = ""
        buildingThread = currentThreadIdentity()
        expected = names
        isCommitted = false
        // NB: room for a typical model's actions, so that they need no regrowth.
        bodies.reserveCapacity(8)
    }

    /// A table outside any live source, for one action named `method`: a placeholder
    /// (`alwaysRuns`, with the body it runs, or none for `Action.doNothing`) or a decoded action.
    init(detachedName: String, alwaysRuns: Bool, method: String, body: (any Sendable)? = nil) {
        owner = nil
        self.alwaysRuns = alwaysRuns
        self.detachedName = detachedName
        buildingThread = 0
        expected = [method]
        isCommitted = true
        if let body { bodies = [ActionBodyBox(body)] }
    }

    /// Makes this table (the source's spare), which nothing else references any more, the
    /// one of the model about to be built on this thread, expecting `names` (`nil`: keep the
    /// expected names). Its old bodies are released here, outside every lock.
    @usableFromInline
    func reuse(expecting names: [String]?) {
        buildingThread = currentThreadIdentity()
        if let names { expected = names }
        bodies.removeAll(keepingCapacity: true)
        if !others.isEmpty { others = [] }
        isCommitted = false
        epoch = 0
    }

    /// The first slot number of actions made under the lock; below it, slots are places in
    /// `bodies`.
    @usableFromInline static var otherSlots: Int { 1 << 32 }

    /// Records an action made with the factory and returns its slot. Actions made after the
    /// commit run while their model is current, but are not offered.
    ///
    /// NB: always inlined, so that the body is boxed by code specialised for its type and moved
    /// into place; called, the closure it holds is retained for the call and released after.
    @inlinable @inline(__always)
    func register<Body: Sendable>(_ method: String, _ body: consuming Body) -> Int {
        guard buildingThread == currentThreadIdentity(), !isCommitted, bodies.count < expected.count,
            expected[bodies.count] == method
        else {
            return owner?.registerUnderLock(OfferedAction(method: method, body: body), in: self) ?? 0
        }
        bodies.append(ActionBodyBox(body))
        return bodies.count - 1
    }

    /// The name of the action in `slot`, read without the lock when the building thread made it under
    /// an expected name; otherwise under the owner's lock.
    @usableFromInline
    func name(at slot: Int) -> String {
        if slot < Self.otherSlots { return expected[slot] }
        return owner?.name(at: slot, of: self) ?? ""
    }

    /// The name of the action in `slot`; called under the owner's lock.
    func lockedName(at slot: Int) -> String {
        slot >= Self.otherSlots ? others[slot - Self.otherSlots].method : expected[slot]
    }

    /// The body of the action in `slot`, called under the owner's lock once the model is
    /// committed (or, for a table without an owner, which never changes, at any time).
    @usableFromInline
    func body(at slot: Int) -> (any Sendable)? {
        guard slot >= Self.otherSlots else { return slot < bodies.count ? bodies[slot].body : nil }
        return slot - Self.otherSlots < others.count ? others[slot - Self.otherSlots].body : nil
    }

    /// The body of the `index`th name of `names`; called under the owner's lock.
    func offeredBody(_ index: Int) -> any Sendable {
        index < bodies.count ? bodies[index].body : others[index - bodies.count].body
    }

    /// The name of the source the actions belong to.
    var sourceName: String {
        owner?.name ?? detachedName
    }

    /// Called under the owner's lock, by the building thread, when the model is committed: the names
    /// the model offers are fixed, and later actions are not offered.
    @usableFromInline
    func seal() {
        if others.isEmpty && bodies.count == expected.count {
            // NB: a reused table usually offers the very array it already holds.
            if names != expected { names = expected }
        } else {
            names = Array(expected.prefix(bodies.count)) + others.map(\.method)
        }
        isCommitted = true
    }

    /// Whether this table offers the same, non-empty, set of names as `other`; called under
    /// the owner's lock. NB: arrays compare their storage first, usually shared (see `seal`).
    @usableFromInline
    func offersTheSameNames(as other: ActionTable?) -> Bool {
        guard let other, !names.isEmpty, !other.names.isEmpty else { return false }
        return names == other.names || Set(names) == Set(other.names)
    }
}

/// An action made under the owner's lock: its method name and its body (an `ActionBody`,
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

/// The body of an action the building thread made (see `OfferedAction`).
///
/// NB: a struct around the existential, so that appending one writes it in place: a bare
/// `any Sendable` is built on the stack and then copied into the array.
@usableFromInline
struct ActionBodyBox: Sendable {
    @usableFromInline let body: any Sendable

    @inlinable
    init(_ body: any Sendable) {
        self.body = body
    }
}
