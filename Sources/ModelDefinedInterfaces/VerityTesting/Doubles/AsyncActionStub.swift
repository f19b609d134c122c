import Verity
import VeritySynchronization

/// An `AsyncAction` for the code under test that answers with a stubbed value (computed
/// asynchronously if need be) and records every input it was invoked with.
///
/// ```swift
/// let sync = AsyncActionStub<Void, SyncResult>("sync", returning: .synced)
/// let useCase = Logout(sync: sync.action, …)
/// await useCase.run()
/// #expect(sync.invocations.count == 1)
/// ```
public final class AsyncActionStub<Input: Sendable, Output: Sendable>: Sendable {
    private struct State: Sendable {
        var invocations: [Input] = []
        var respond: @Sendable (Input) async -> Output
    }

    private let state: Locked<State>

    /// The action to put in the model under test. Every copy answers from this stub.
    public let action: AsyncAction<Input, Output>

    /// Creates a stub that answers every invocation with `output`.
    public convenience init(_ method: String = "stub", returning output: Output) {
        self.init(method) { _ in output }
    }

    /// Creates a stub that answers each invocation with what `respond` computes from its input.
    public init(_ method: String = "stub", respond: @escaping @Sendable (Input) async -> Output) {
        let state = Locked(State(respond: respond))
        self.state = state
        action = .unbound(method) { input in
            let respond = state.withLock { state in
                state.invocations.append(input)
                return state.respond
            }
            return await respond(input)
        }
    }

    /// The inputs of every invocation so far, oldest first.
    public var invocations: [Input] {
        state.withLock { $0.invocations }
    }

    /// Answers later invocations with `output`.
    public func stub(_ output: Output) {
        state.withLock { $0.respond = { _ in output } }
    }

    /// Answers later invocations with what `respond` computes from their input.
    public func stub(_ respond: @escaping @Sendable (Input) async -> Output) {
        state.withLock { $0.respond = respond }
    }
}
