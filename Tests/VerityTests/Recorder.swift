import Foundation

/// Collects values from any thread, for assertions.
final class Recorder<Value: Sendable>: @unchecked Sendable {
    // NB: NSLock rather than Mutex, so that Thread Sanitizer sees the synchronisation.
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) {
        lock.withLock { storage.append(value) }
    }

    var values: [Value] {
        lock.withLock { storage }
    }
}
