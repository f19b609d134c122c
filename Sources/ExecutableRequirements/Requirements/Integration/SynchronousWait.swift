import Foundation
import VeritySynchronization

/// Waits, from a synchronous function, for asynchronous work to end: how a synchronous XCTest
/// method waits for its scenario.
///
/// NB: on the main thread the wait runs the main run loop rather than blocking, so that work
/// the scenario sends to the main actor or the main queue still runs; elsewhere it blocks its
/// own thread only, which the run does not need.
enum SynchronousWait {
    /// The value `body` returns, once it has returned.
    static func value<Value: Sendable>(of body: @escaping @Sendable () async -> Value) -> Value {
        let result = Locked<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        let onMainThread = Thread.isMainThread
        while true {
            if let value = result.withLock({ $0 }) { return value }
            guard onMainThread else {
                done.wait()
                continue
            }
            // NB: the semaphore ends the wait as soon as the value is there; between its short
            // waits the run loop runs what is pending on the main queue (and so the main actor).
            if done.wait(timeout: .now() + .milliseconds(1)) == .success { continue }
            _ = RunLoop.current.run(mode: .default, before: Date())
        }
    }
}
