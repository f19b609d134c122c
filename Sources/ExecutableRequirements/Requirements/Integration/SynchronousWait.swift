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
        if Thread.isMainThread {
            Task {
                let value = await body()
                result.withLock { $0 = value }
                // NB: an empty block on the main queue wakes the run loop the wait runs.
                DispatchQueue.main.async {}
            }
            while true {
                if let value = result.withLock({ $0 }) { return value }
                _ = RunLoop.current.run(mode: .default, before: .distantFuture)
            }
        }
        let done = DispatchSemaphore(value: 0)
        Task {
            let value = await body()
            result.withLock { $0 = value }
            done.signal()
        }
        while true {
            done.wait()
            if let value = result.withLock({ $0 }) { return value }
        }
    }
}
