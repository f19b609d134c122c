import Verity
import VeritySynchronization

/// Records every model a Source emits, from the one current when recording starts, on
/// whichever thread emits it. Tests read `models`, or wait for more with `waitForModels`.
///
/// Use it when you want the raw list; use `SourceTester` when every emission must be asserted.
///
/// ```swift
/// let recorder = SourceRecorder(counter)
/// counter.model.increment()
/// #expect(recorder.models.map(\.value) == [0, 1])
/// ```
public final class SourceRecorder<Model: Sendable>: Sendable {
    private struct Waiter: Sendable {
        let count: Int
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct State: Sendable {
        var models: [Model] = []
        var waiters: [UInt64: Waiter] = [:]
        var lastWaiterID: UInt64 = 0
    }

    private let state = Locked(State())
    private let subscription = Locked<Subscription?>(nil)

    /// Starts recording `source` at once; its current model is the first one recorded.
    public init(_ source: Source<Model>) {
        let state = state
        let token = source.subscribe { model in
            let ready = state.withLock { state -> [Waiter] in
                state.models.append(model)
                let count = state.models.count
                let ready = state.waiters.filter { $0.value.count <= count }
                for id in ready.keys {
                    state.waiters[id] = nil
                }
                return Array(ready.values)
            }
            for waiter in ready {
                waiter.continuation.resume(returning: true)
            }
        }
        subscription.withLock { $0 = token }
    }

    /// Every model recorded so far, oldest first. The first is the model that was current when
    /// recording started.
    public var models: [Model] {
        state.withLock { $0.models }
    }

    /// The most recently recorded model.
    public var latest: Model? {
        state.withLock { $0.models.last }
    }

    /// Suspends until at least `count` models have been recorded, or `timeout` has passed
    /// (real time). Returns whether the count was reached.
    ///
    /// ```swift
    /// #expect(await recorder.waitForModels(count: 3))
    /// ```
    public func waitForModels(count: Int, timeout: Duration = .seconds(5)) async -> Bool {
        let id = state.withLock { state in
            state.lastWaiterID += 1
            return state.lastWaiterID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let reached = state.withLock { state -> Bool in
                    if state.models.count >= count { return true }
                    state.waiters[id] = Waiter(count: count, continuation: continuation)
                    return false
                }
                if reached {
                    continuation.resume(returning: true)
                    return
                }
                Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    self?.giveUp(id)
                }
            }
        } onCancel: {
            giveUp(id)
        }
    }

    /// Stops recording; models emitted afterwards are not recorded.
    public func cancel() {
        let token = subscription.withLock { token in
            defer { token = nil }
            return token
        }
        token?.cancel()
    }

    private func giveUp(_ id: UInt64) {
        let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
        waiter?.continuation.resume(returning: false)
    }
}
