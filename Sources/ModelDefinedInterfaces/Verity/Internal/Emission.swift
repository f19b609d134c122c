#if !canImport(Darwin)
import Synchronization
#endif

/// One model being built by an `ActionFactory`: the actions made for it, by method name, and
/// (once it is emitted) the state it was emitted in.
///
/// NB: an action keeps its emission so that, when its own model is no longer current, it can
/// still tell in O(1) whether the source is in the same state: the emission's `epoch` is
/// stamped when (and only if) the model is committed, under the source's lock, so the answer
/// does not depend on the order in which concurrent builders reserved their generations.
///
/// NB: every emission with actions makes one of these, so it is kept small: the actions made
/// are a short array in the order they were made (a model's handful of names is compared and
/// searched faster by scanning than by hashing), guarded by a spin lock on one atomic word
/// rather than a mutex, which would cost three allocations and a pthread mutex per emission.
@usableFromInline
final class Emission: Sendable {
    // NB: on Linux the two words live in the emission itself rather than in `AtomicWord`s,
    // which are objects of their own: two allocations fewer for every emission with actions.
    #if canImport(Darwin)
    @usableFromInline let epochWord = AtomicWord(Emission.unemitted)
    private let guardWord = AtomicWord(0)
    #else
    /// The state the model was emitted in; `Emission.unemitted` until it is committed.
    @usableFromInline let epochWord = Atomic<UInt64>(Emission.unemitted)
    /// 1 while a thread reads or writes `made`, 0 otherwise.
    private let guardWord = Atomic<UInt64>(0)
    #endif
    // NB: nonisolated(unsafe): `made` is only read or written between `lock()` and `unlock()`,
    // whose acquiring and releasing atomics order every access (Thread Sanitizer sees them);
    // for the same reason the dynamic exclusivity check, a third of a registration, is off.
    @exclusivity(unchecked) nonisolated(unsafe) private var made = OfferedActions()

    static let unemitted: UInt64 = 0

    @usableFromInline
    init() {}

    /// Records that the model offers an action named `method` that runs `body`.
    @usableFromInline
    func register(_ method: String, body: any Sendable) {
        lock()
        made.register(method, body: body)
        unlock()
    }

    /// The actions made for this model, in the order they were made.
    @usableFromInline var offered: OfferedActions {
        lock()
        defer { unlock() }
        return made
    }

    /// The state the model was emitted in; `Emission.unemitted` until it is committed.
    @inlinable var epoch: UInt64 {
        #if canImport(Darwin)
        epochWord.value
        #else
        epochWord.load(ordering: .acquiring)
        #endif
    }

    /// Records the state the model was committed in; called under the source's lock.
    @inlinable
    func stamp(_ epoch: UInt64) {
        #if canImport(Darwin)
        epochWord.store(epoch)
        #else
        epochWord.store(epoch, ordering: .releasing)
        #endif
    }

    private func lock() {
        // NB: contended only if a factory is used from several threads at once, which building
        // one model never does; the wait is then as long as one append.
        #if canImport(Darwin)
        while !guardWord.compareExchange(expected: 0, desired: 1) {
            yieldThread()
        }
        #else
        while !guardWord.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
            yieldThread()
        }
        #endif
    }

    private func unlock() {
        #if canImport(Darwin)
        guardWord.store(0)
        #else
        guardWord.store(0, ordering: .releasing)
        #endif
    }
}

/// The actions a model offers, in the order its factory made them, each name once.
///
/// NB: a screen offers a handful of names, which a scan compares faster than a hash; a model
/// that offers many (more than `indexedAbove`) also keeps an index by name, so that a lookup
/// stays O(1) however many it offers.
@usableFromInline
struct OfferedActions: Sendable {
    @usableFromInline var entries = ContiguousArray<OfferedEntry>()
    private var index: [String: Int]?

    static var indexedAbove: Int { 16 }

    @usableFromInline
    init() {}

    @usableFromInline var isEmpty: Bool {
        entries.isEmpty
    }

    /// Adds `method`, or marks it shared by several actions if it is there already.
    mutating func register(_ method: String, body: any Sendable) {
        if let position = position(of: method) {
            entries[position].action = .repeated
            return
        }
        // NB: room for a typical screen's actions at once, rather than growing 1, 2, 4, 8.
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(OfferedEntry(method: method, action: .unique(body)))
        if entries.count > Self.indexedAbove {
            if index == nil {
                index = Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].method, $0) })
            } else {
                index?[method] = entries.count - 1
            }
        }
    }

    /// What is offered under `method`, if anything.
    func action(named method: String) -> OfferedAction? {
        position(of: method).map { entries[$0].action }
    }

    private func position(of method: String) -> Int? {
        if let index { return index[method] }
        // NB: by index, so that no entry is copied on the way.
        for position in entries.indices where entries[position].method == method {
            return position
        }
        return nil
    }

    /// Whether a model offering `other` stays in the state of a model offering these: both
    /// offer the same, non-empty, set of method names.
    func offersTheSameMethods(as other: OfferedActions) -> Bool {
        guard !entries.isEmpty, entries.count == other.entries.count else { return false }
        // NB: a model is almost always rebuilt by the same code, so the names come in the same
        // order; compare in order first, and by lookup only when that fails.
        var position = entries.startIndex
        while position < entries.endIndex, entries[position].method == other.entries[position].method {
            position += 1
        }
        return other.entries[position...].allSatisfy { self.position(of: $0.method) != nil }
    }
}

/// One method name a model offers, and what invoking it from an earlier model runs.
@usableFromInline
struct OfferedEntry: Sendable {
    @usableFromInline let method: String
    @usableFromInline var action: OfferedAction
}

/// What a model offers under one method name.
@usableFromInline
enum OfferedAction: Sendable {
    /// One action: invoking an earlier model's action of that name runs this body, so it acts
    /// on what the current model captured (say, the latest text), not an older copy.
    case unique(any Sendable)
    /// Several actions share the name (one per row of a list, say): an earlier model's action
    /// runs its own body, which names its row; the current model cannot say which one it is.
    case repeated
}
