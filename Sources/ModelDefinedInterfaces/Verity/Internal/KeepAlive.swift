import VeritySynchronization

/// References a derived source keeps so that what it depends on lives exactly as long as it
/// does: its upstream sources and its subscriptions to them.
final class KeepAlive: Sendable {
    private struct Kept {
        var references: [any Sendable] = []
        /// Each upstream's running work, read through a closure that also keeps it alive.
        var upstreamWork: [@Sendable () -> [String]] = []
    }

    private let kept = Locked(Kept())

    func add(_ reference: any Sendable) {
        kept.withLock { $0.references.append(reference) }
    }

    /// Keeps `upstream` alive, and counts the work it runs as work of the source that follows
    /// it: a test that waits for a derived source's work waits for its upstream's fetch too.
    func follow<Upstream: Sendable>(_ upstream: Source<Upstream>) {
        kept.withLock { $0.upstreamWork.append { upstream.runningWork } }
    }

    /// The work every followed upstream is running now, in the order they were followed.
    var upstreamWork: [String] {
        // NB: read outside the lock: an upstream's own work list takes its own lock.
        let readers = kept.withLock { $0.upstreamWork }
        return readers.flatMap { $0() }
    }
}
