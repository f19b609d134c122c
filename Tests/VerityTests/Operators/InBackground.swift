import Foundation

/// Work started on another thread, which the test can wait for.
struct BackgroundWork {
    fileprivate let group: DispatchGroup

    func wait() {
        group.wait()
    }
}

/// Runs `body` on another thread at once.
func inBackground(_ body: @escaping @Sendable () -> Void) -> BackgroundWork {
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group, execute: body)
    return BackgroundWork(group: group)
}

/// Holds an object weakly, settable from any thread, so a test can see when it is released.
final class WeakSlot<Object: AnyObject>: @unchecked Sendable {
    // NB: NSLock rather than Mutex, so that Thread Sanitizer sees the synchronisation.
    private let lock = NSLock()
    private weak var stored: Object?

    var object: Object? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
