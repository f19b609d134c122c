import Verity
import VeritySynchronization

/// An `Action` for the code under test that records every input it is invoked with, so a test
/// can build a model value by hand and check what the code did with it.
///
/// ```swift
/// let logIn = ActionSpy<Credentials>("logIn")
/// let screen = LoginScreen(model: .notAuthenticated(.init(error: nil, logIn: logIn.action)))
/// screen.submit(user: "ada", password: "secret")
/// #expect(logIn.invocations == [Credentials(user: "ada", password: "secret")])
/// ```
public final class ActionSpy<Input: Sendable>: Sendable {
    private let recorded = Locked<[Input]>([])

    /// The action to put in the model under test. Every copy records into this spy.
    public let action: Action<Input>

    /// Creates a spy whose action stands for `method` and also runs `perform`, if given.
    public init(_ method: String = "spy", perform: @escaping @Sendable (Input) -> Void = { _ in }) {
        let recorded = recorded
        action = .unbound(method) { input in
            recorded.withLock { $0.append(input) }
            perform(input)
        }
    }

    /// The inputs of every invocation so far, oldest first.
    public var invocations: [Input] {
        recorded.withLock { $0 }
    }

    /// How many times the action was invoked.
    public var callCount: Int {
        recorded.withLock { $0.count }
    }

    /// Waits (in real time, up to `timeout`) until the action has been invoked at least `count`
    /// times, for code that invokes it from a task of its own. Returns whether it was.
    ///
    /// ```swift
    /// #expect(await logOut.waitForCalls(1))
    /// ```
    @discardableResult
    public func waitForCalls(_ count: Int = 1, timeout: Duration = .seconds(30)) async -> Bool {
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: timeout)
        while callCount < count {
            if clock.now >= giveUp { return false }
            try? await clock.sleep(for: .microseconds(200))
        }
        return true
    }
}
