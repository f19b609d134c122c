import Foundation

/// Lets one task at a time through, in arrival order: scenarios run one by one when the run
/// is not parallel, even though Swift Testing starts their test cases at once.
final class AsyncGate: @unchecked Sendable {
    // NB: @unchecked: `isOpen` and `waiters` are only touched under `lock`.
    private let lock = NSLock()
    private var isOpen = true
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            lock.lock()
            if isOpen {
                isOpen = false
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }

    func leave() {
        lock.lock()
        if waiters.isEmpty {
            isOpen = true
            lock.unlock()
        } else {
            let next = waiters.removeFirst()
            lock.unlock()
            next.resume()
        }
    }
}
