import VeritySynchronization

/// Where upstream deliveries go for a source derived from several upstreams: empty until the
/// derived source's initializer runs, so deliveries made while subscribing (each upstream's
/// current model) are dropped. None is lost: the initializer fills the target first and reads
/// the upstream models after, so a model committed before that is in what it reads, and one
/// delivered after it waits for the initializer to finish (see `Source.init`).
final class DerivedTarget<Model: Sendable>: Sendable {
    private let state = Locked<SourceSetter<Model>?>(nil)

    /// Called first thing in the derived source's initializer.
    func attach(_ source: SourceSetter<Model>) {
        state.withLock { $0 = source }
    }

    /// The derived source's state, once it is being made.
    var source: SourceSetter<Model>? {
        state.withLock { $0 }
    }
}
