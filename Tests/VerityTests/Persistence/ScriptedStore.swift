import Foundation
import Verity

/// A store whose reads and writes a test controls: they can fail, and writes can be held until
/// the test lets them through. It counts what it was asked to do, and on which thread.
final class ScriptedStore<Value: Sendable>: PersistenceStore, @unchecked Sendable {
    struct Failure: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    // NB: NSLock rather than Mutex, so that Thread Sanitizer sees the synchronisation.
    private let lock = NSLock()
    private var stored: Persisted<Value>?
    private var failingReads: Failure?
    private var failingWrites: Failure?
    private var reads = 0
    private var writes = 0
    private var started = 0
    private var writingThreads: [ObjectIdentifier] = []
    private let heldWrites = DispatchSemaphore(value: 0)
    private var holdsWrites = false
    private let endedWrites = DispatchSemaphore(value: 0)
    private let startsContinuation: AsyncStream<Void>.Continuation

    /// One element each time a write begins (before it is held), so that a test acts once a
    /// write is under way instead of polling for it. One test iterates it at a time.
    let writeStarts: AsyncStream<Void>

    init(_ stored: Persisted<Value>? = nil) {
        self.stored = stored
        (writeStarts, startsContinuation) = AsyncStream.makeStream(of: Void.self)
    }

    var readCount: Int { lock.withLock { reads } }
    var writeCount: Int { lock.withLock { writes } }
    /// Writes begun, including one held.
    var writesStarted: Int { lock.withLock { started } }
    var value: Persisted<Value>? { lock.withLock { stored } }
    /// The thread each write ran on, in order.
    var writingThreadIDs: [ObjectIdentifier] { lock.withLock { writingThreads } }

    func failReads(_ message: String?) { lock.withLock { failingReads = message.map(Failure.init) } }
    func failWrites(_ message: String?) { lock.withLock { failingWrites = message.map(Failure.init) } }
    /// Makes every later write wait for `releaseWrite()`.
    func holdWrites() { lock.withLock { holdsWrites = true } }
    func releaseWrite() { heldWrites.signal() }
    /// Blocks the calling thread until a write has ended, failed ones included (each ending
    /// wakes one wait); `false` if none did within `timeout`, a hang guard.
    func waitForAWriteToEnd(timeout: DispatchTimeInterval = .seconds(30)) -> Bool {
        endedWrites.wait(timeout: .now() + timeout) == .success
    }

    /// This object: sources over one `ScriptedStore` share their value.
    var identity: StoreIdentity? {
        StoreIdentity(kind: "scripted", place: ObjectIdentifier(self))
    }

    func load() throws -> Persisted<Value>? {
        try lock.withLock {
            reads += 1
            if let failingReads { throw failingReads }
            return stored
        }
    }

    func save(_ persisted: Persisted<Value>) throws {
        try write { $0 = persisted }
    }

    func remove() throws {
        try write { $0 = nil }
    }

    private func write(_ change: (inout Persisted<Value>?) -> Void) throws {
        // NB: a held write gives up after 30 seconds, so code that writes on the caller's thread
        // fails the test instead of hanging it; generous, because a write that let itself through
        // early on a loaded machine would change what the test sees.
        let holds = lock.withLock {
            started += 1; return holdsWrites
        }
        startsContinuation.yield()
        if holds {
            _ = heldWrites.wait(timeout: .now() + 30)
        }
        defer { endedWrites.signal() }
        try lock.withLock {
            writes += 1
            writingThreads.append(ObjectIdentifier(Thread.current))
            if let failingWrites { throw failingWrites }
            change(&stored)
        }
    }
}
