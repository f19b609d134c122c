import Synchronization

/// A value only ever read or written while a lock is held, shared by the session shell and the
/// store (`package`, so BankStore and BankWeb share it).
///
/// A class around the standard library's `Mutex` rather than a lock of its own: `Mutex` cannot
/// be copied, so it cannot be captured by the escaping closures that feed live accounts, and a
/// class gives those closures one shared lock. Being `Sendable` needs no hand-checked claim.
package final class Guarded<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    package init(_ value: Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with exclusive access. `body` must not call out to code that may take the
    /// lock again, such as a Source's subscribers.
    package func withLock<Result: Sendable, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try mutex.withLock { (value: inout sending Value) throws(Failure) -> sending Result in
            try body(&value)
        }
    }
}
