import VeritySynchronization

/// One model being built by an `ActionFactory`: the actions made for it, by method name, and
/// (once it is emitted) the state it was emitted in.
///
/// NB: an action keeps its emission so that, when its own model is no longer current, it can
/// still tell in O(1) whether the source is in the same state: the emission's `epoch` is
/// stamped when (and only if) the model is committed, under the source's lock, so the answer
/// does not depend on the order in which concurrent builders reserved their generations.
@usableFromInline
final class Emission: Sendable {
    /// The state the model was emitted in; `Emission.unemitted` until it is committed.
    @usableFromInline let epoch = AtomicWord(Emission.unemitted)
    private let made = Locked<[String: OfferedAction]>([:])

    static let unemitted: UInt64 = 0

    init() {}

    /// Records that the model offers an action named `method` that runs `body`.
    func register(_ method: String, body: any Sendable) {
        made.withLock { made in
            made[method] = made[method] == nil ? .unique(body) : .repeated
        }
    }

    /// The actions made for this model, by method name.
    @usableFromInline var offered: [String: OfferedAction] {
        made.withLock { $0 }
    }
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

/// The state a source is in: which actions its current model offers, and the epoch that names
/// this stay in the state. An epoch changes whenever the source moves to a different state.
struct OfferedActions: Sendable {
    var epoch: UInt64 = 1
    var methods: [String: OfferedAction] = [:]

    /// Whether a model offering `other` stays in this state: it is built with a factory and
    /// offers the same, non-empty, set of method names.
    func isSameState(as other: [String: OfferedAction]) -> Bool {
        !methods.isEmpty && methods.count == other.count && other.keys.allSatisfy { methods[$0] != nil }
    }
}
