/// One model being built by an `ActionFactory`, and everything its actions share: the source
/// (`header`), the model's generation, the state it was emitted in, and the actions made for
/// it, each a method name and a copy of its body in a numbered slot (`ActionSlots`), which an
/// action of an earlier model of the same state runs instead of its own.
///
/// NB: an action keeps its emission so that, when its own model is no longer current, it can
/// still tell in O(1) whether the source is in the same state: the emission's generation and
/// `epoch` are stamped when (and only if) the model is committed, under the source's lock, so
/// the answer does not depend on the order in which concurrent builders started.
///
/// NB: an emission is made once per source and reused (see `SourceHeader.makeEmission`): the
/// emission of the model before last, once no action of that model is left, becomes the next
/// model's. A rebuilt model then writes each action into the slot its predecessor held, and
/// usually finds the same name, the same type and often the same closure there. Building a
/// model does nothing else: the commit compares the names with the current state's, in order,
/// unless the reused slots kept their names and those were the current state's already; whether
/// a name is offered twice is worked out only when an action of an earlier model asks for the
/// current body of its name.
///
/// Thread safety: the slots are guarded by the source's lock (`SourceHeader.lock`), which a
/// commit holds anyway: sealing the emission there costs no lock of its own. `seal()`, at the commit, freezes the slots made so far, which are what the model
/// offers. Actions made with the factory after the commit are only named, in `late`.
@usableFromInline
final class Emission: @unchecked Sendable {
    // NB: @unchecked: `slots`, `sealed`, `isSealed`, `late` and `index` are only read or written
    // under the source's lock (`header.lock`), except by the builder's thread (see `register`).
    // `reusedGeneration` and `offersTheReusedNames` are written by the thread that reuses
    // or seals the emission and read under the source's lock that publishes it, and
    // `sameNamesAsGeneration` under that lock, or by `reuse()`, while nothing else references
    // the emission: a reused emission is referenced by nothing else until its first action is
    // handed out.

    /// The source the actions belong to.
    @usableFromInline let header: SourceHeader
    // NB: the words are atomics in the emission itself on Linux rather than objects of their
    // own (see `InlineWord`). The generation is an atomic, though it changes only when the
    // model is committed and when the emission is reused, so that an invocation's lock-free
    // read of it is ordered with those changes.
    /// The generation of the model the actions were made for; `Emission.uncommitted` until it
    /// is committed.
    @usableFromInline let generationWord: InlineWord
    /// The state the model was emitted in; `Emission.unemitted` until it is committed.
    @usableFromInline let epochWord = InlineWord(Emission.unemitted)
    // NB: @exclusivity(unchecked): the lock (or the seal) already makes every access exclusive,
    // and the dynamic check would cost a third of a registration.
    @usableFromInline @exclusivity(unchecked) var slots: ActionSlots
    /// How many slots the committed model offers; 0 until the commit.
    @usableFromInline @exclusivity(unchecked) var sealed = 0
    /// Whether `seal()` has run: later actions go to `late`.
    @usableFromInline @exclusivity(unchecked) var isSealed = false
    /// When the emission was reused, the generation of the model it held before; 0 otherwise.
    @exclusivity(unchecked) private(set) var reusedGeneration: UInt64 = 0
    /// Whether the committed model offers exactly the names of the model `reusedGeneration`
    /// named, in order; set by `seal()`.
    @exclusivity(unchecked) private(set) var offersTheReusedNames = false
    /// When the committed model stayed in the state of the model before it, that model's
    /// generation; 0 otherwise. Written and read under the source's lock, and cleared by
    /// `reuse()`.
    @exclusivity(unchecked) var sameNamesAsGeneration: UInt64 = 0
    /// The thread building the model: the one that made (or reused) the emission, and the only
    /// one that writes its slots before the commit (see `register`).
    @usableFromInline @exclusivity(unchecked) var builder: UInt
    /// The names of actions made with the factory after the commit: not offered, but they
    /// still run (their own body) while their model is current. Numbered from `lateSlots`.
    @exclusivity(unchecked) private var late: [String] = []
    /// Actions made before the commit on another thread than the builder's, numbered from
    /// `otherSlots`: offered like the others, they join the slots when the emission is sealed.
    @exclusivity(unchecked) private var others: [(method: String, store: (inout ActionSlots, inout [any Sendable]) -> Void)] = []
    /// What slots gave up while locks were held, released when the emission is next reused.
    @exclusivity(unchecked) private var released: [any Sendable] = []
    /// Where each offered name stands, or `Emission.repeated` if it stands more than once;
    /// built on first use, and only for models offering more than `indexedAbove` actions.
    @exclusivity(unchecked) private var index: [String: Int]?
    /// Whether the offered names are all different; worked out on first use, for models
    /// offering up to `indexedAbove` actions.
    @exclusivity(unchecked) private var namesAreDistinct: Bool?

    static let unemitted: UInt64 = 0
    /// The generation of a model not committed (yet): no source's current generation is ever
    /// this, so its actions never take the fast path.
    @usableFromInline static var uncommitted: UInt64 { UInt64.max - 1 }
    /// The first slot number of actions made after the commit, and of actions made on another
    /// thread than the builder's; below it, slot numbers are places in `slots`.
    @usableFromInline static var lateSlots: UInt32 { 1 << 30 }
    @usableFromInline static var otherSlots: UInt32 { 1 << 31 }
    static var indexedAbove: Int { 16 }
    static var repeated: Int { -1 }

    /// An emission of a live source, for the model about to be built; `expected` is how many
    /// actions it will probably hold (the current model's count), to size the slots once.
    @usableFromInline
    init(header: SourceHeader, expected: Int) {
        self.header = header
        generationWord = InlineWord(Emission.uncommitted)
        slots = ActionSlots(capacity: expected == 0 ? 4 : expected)
        builder = currentThreadIdentity()
    }

    /// A one-action emission outside any live source, already sealed: for placeholders
    /// (`header` always current) and decoded actions (never current). The action holds its
    /// body; the emission only names it.
    init(header: SourceHeader, method: String) {
        self.header = header
        generationWord = InlineWord(0)
        slots = ActionSlots(capacity: 1)
        slots.appendWithoutBody(method)
        sealed = 1
        isSealed = true
        builder = 0
    }

    deinit {
        slots.destroy()
    }

    /// The generation of the model the actions were made for.
    @inlinable var generation: UInt64 {
        generationWord.relaxedLoad()
    }

    /// Makes this emission, which nothing else references any more, the one of the model about
    /// to be built: the source's emission of the model before last, whose slots, names and
    /// memory the new model's actions take over one by one (see `ActionSlots`).
    func reuse() {
        // NB: what other threads did with this emission (read its slots under the lock) was
        // done before they let go of it, and released the lock; an acquiring read of the lock
        // word orders it before what follows. Nothing else can reach the emission until an
        // action made from it is handed out.
        header.lock.synchronize()
        reusedGeneration = self.generation
        sameNamesAsGeneration = 0
        generationWord.relaxedStore(Emission.uncommitted)
        epochWord.relaxedStore(Emission.unemitted)
        builder = currentThreadIdentity()
        slots.reuse()
        sealed = 0
        isSealed = false
        if !late.isEmpty { late = [] }
        // NB: the model before last's actions made on other threads joined its slots when it
        // was sealed; kept, they would join the new model's too, with their old bodies.
        if !others.isEmpty { others = [] }
        if index != nil { index = nil }
        namesAreDistinct = nil
        if !released.isEmpty { released = [] }
    }

    /// Records that the model offers an action named `method` that runs `body`; returns the
    /// action's slot.
    ///
    /// NB: inlinable and generic, so that in the caller, where the body's type is known, it
    /// is written into its slot directly, and what a reused slot held is released by
    /// specialised code.
    ///
    /// NB: the builder's thread, before the commit, writes its slot without the lock: a model
    /// is built on one thread, and an atomic compare-and-swap per action would be a large share
    /// of an update. That is safe because nothing else writes the slots then (actions made on other
    /// threads wait in `others` until `seal()`, which the builder runs), and what other threads
    /// read then, under the lock (`method(at:)`), is only the slot of an action they were
    /// handed, written before it was; the one change that moves slots, `grow()`, takes the lock.
    @inlinable @inline(__always)
    func register<Body: StoredBody>(_ method: String, body: Body) -> UInt32 {
        guard builder == currentThreadIdentity(), !isSealed else {
            return registerElsewhere(method, body: body)
        }
        if slots.isFull {
            header.lock.lock()
            slots.grow()
            header.lock.unlock()
        }
        return UInt32(truncatingIfNeeded: slots.append(method, body: body))
    }

    /// `register` after the commit, or on another thread than the builder's.
    @usableFromInline @inline(never)
    func registerElsewhere<Body: StoredBody>(_ method: String, body: Body) -> UInt32 {
        header.lock.lock()
        defer { header.lock.unlock() }
        if isSealed {
            late.append(method)
            return Self.lateSlots + UInt32(truncatingIfNeeded: late.count - 1)
        }
        others.append((method, { slots, released in
            if slots.isFull { slots.grow() }
            _ = slots.append(method, body: body, releasingLater: &released)
        }))
        return Self.otherSlots + UInt32(truncatingIfNeeded: others.count - 1)
    }

    /// Whether the model the actions were made for is the source's current one and nobody
    /// observes actions: the fast path of every invocation, three atomic loads (plain loads on
    /// x86; `AtomicWord`s on Apple systems), no allocation.
    @inlinable
    var isCurrentAndUnobserved: Bool {
        let header = header
        return header.currentGeneration.value == generation && header.observerCount.value == 0
    }

    /// A copy of the body the committed model offers in `slot`, if it is a `Body`: what an
    /// action of an earlier model of the same state runs instead of its own. Called under the
    /// source's lock.
    @inlinable
    func offeredBodyLocked<Body: StoredBody>(_ slot: UInt32, as type: Body.Type) -> Body? {
        Int(slot) < sealed ? slots.body(at: Int(slot), as: type)?.pointee : nil
    }

    /// The method name of the action in `slot`.
    @usableFromInline
    func method(at slot: UInt32) -> String {
        header.lock.lock()
        defer { header.lock.unlock() }
        return methodLocked(at: slot)
    }

    /// `method(at:)`, called under the source's lock.
    @usableFromInline
    func methodLocked(at slot: UInt32) -> String {
        // NB: decided by the number alone: before the commit the builder changes `slots.count`
        // without the lock.
        if slot < Self.lateSlots {
            return slots.header(at: Int(slot)).pointee.method
        }
        if slot < Self.otherSlots {
            return late[Int(slot - Self.lateSlots)]
        }
        return others[Int(slot - Self.otherSlots)].method
    }

    /// Called once, under the source's lock, when the model is committed and before its
    /// generation is published: freezes the actions made so far, which are what the model
    /// offers, and returns how many there are.
    func seal() -> Int {
        // NB: actions made on other threads join the offered ones; what their slots held is
        // released only when the emission is next reused, outside every lock.
        for other in others {
            other.store(&slots, &released)
        }
        sealed = slots.count
        isSealed = true
        offersTheReusedNames = reusedGeneration != 0 && slots.offersTheReusedNames
        return sealed
    }

    /// Whether a model offering this emission's actions stays in the state of a model offering
    /// `current`'s: both offer the same, non-empty, set of method names. Called under the
    /// source's lock; both are sealed, so their offered slots no longer change.
    func offersTheSameMethods(as current: Emission) -> Bool {
        // NB: the common case costs no comparison: this emission was reused from the model
        // before `current` and kept its names, and `current` had the same names as that model.
        if offersTheReusedNames, current.sameNamesAsGeneration == reusedGeneration {
            return true
        }
        let count = sealed
        guard count > 0, current.sealed > 0 else { return false }
        // NB: a model is almost always rebuilt by the same code, so the names come in the same
        // order, one for one; only when they do not are the sets worked out.
        if count == current.sealed {
            var slot = 0
            while slot < count, slots.header(at: slot).pointee.method == current.slots.header(at: slot).pointee.method {
                slot += 1
            }
            if slot == count { return true }
        }
        let mine = distinctNames()
        let theirs = current.distinctNames()
        guard mine.count == theirs.count else { return false }
        if mine.count <= Self.indexedAbove {
            return theirs.allSatisfy { mine.contains($0) }
        }
        return Set(mine) == Set(theirs)
    }

    /// Each offered name once, in the order they first appear.
    private func distinctNames() -> [String] {
        var names: [String] = []
        var seen: Set<String>?
        for slot in 0..<sealed {
            let method = slots.header(at: slot).pointee.method
            if var set = seen {
                seen = nil  // NB: keeps the set uniquely referenced while it is inserted into.
                if set.insert(method).inserted { names.append(method) }
                seen = set
            } else if !names.contains(method) {
                names.append(method)
                if names.count > Self.indexedAbove { seen = Set(names) }
            }
        }
        return names
    }

    /// Where this (sealed, current) emission offers `method`: its slot, `.repeated` if several
    /// actions share the name, or `nil` if it offers no such action. `slot` is where an earlier
    /// model of the same state had it, looked at first: a model rebuilt by the same code has
    /// its actions in the same order. Called under the source's lock.
    func offeredSlot(named method: String, near slot: UInt32) -> OfferedSlot? {
        if Int(slot) < sealed, sealed <= Self.indexedAbove, slots.header(at: Int(slot)).pointee.method == method {
            if namesAreDistinct == nil {
                namesAreDistinct = distinctNames().count == sealed
            }
            if namesAreDistinct == true { return .unique(slot) }
        }
        if sealed > Self.indexedAbove {
            if index == nil {
                var positions: [String: Int] = [:]
                for slot in 0..<sealed {
                    let name = slots.header(at: slot).pointee.method
                    positions[name] = positions[name] == nil ? slot : Self.repeated
                }
                index = positions
            }
            guard let slot = index?[method] else { return nil }
            return slot == Self.repeated ? .repeated : .unique(UInt32(slot))
        }
        var found: Int?
        for slot in 0..<sealed where slots.header(at: slot).pointee.method == method {
            if found != nil { return .repeated }
            found = slot
        }
        return found.map { .unique(UInt32($0)) }
    }

    /// The state the model was emitted in; `Emission.unemitted` until it is committed.
    @inlinable var epoch: UInt64 {
        epochWord.acquiringLoad()
    }

    /// Records the generation the model was committed as and the state it was committed in;
    /// called under the source's lock, before the generation is published as the current one.
    @inlinable
    func stamp(generation: UInt64, epoch: UInt64) {
        generationWord.relaxedStore(generation)
        epochWord.releasingStore(epoch)
    }
}

/// Where the current model offers a method name.
@usableFromInline
enum OfferedSlot: Sendable {
    /// One action, in this slot: invoking an earlier model's action of that name runs its
    /// body, so it acts on what the current model captured (say, the latest text).
    case unique(UInt32)
    /// Several actions share the name (one per row of a list, say): an earlier model's action
    /// runs its own body, which names its row; the current model cannot say which one it is.
    case repeated
}
