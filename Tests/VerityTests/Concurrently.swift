import Dispatch
import Foundation

/// Runs `body(index)` on `count` separate threads at once and waits for all of them.
/// Returns false if they have not all finished within `seconds`: for the deadlock tests, that
/// is the failure being guarded against.
func runConcurrently(_ count: Int, within seconds: Double = 60, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            start.wait()
            body(index)
            group.leave()
        }
        thread.start()
    }
    // NB: release every thread only once all exist, so they really overlap.
    for _ in 0..<count { start.signal() }
    return group.wait(timeout: .now() + seconds) == .success
}
