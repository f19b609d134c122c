import Foundation
import CustomDump
import Verity
import VeritySynchronization

/// Exhaustive expectations on a Source: every model it emits after the tester starts must be
/// asserted, in order, before the test invokes another action and before the tester goes away.
/// An unexpected extra emission, a missing one or a different one is a test failure with a
/// readable diff, in Swift Testing and in XCTest alike.
///
/// The model that is current when the tester starts is the baseline; it need not be asserted.
///
/// ```swift
/// let tester = SourceTester(Authentication.source(server: server))
/// tester.invoke(\.notAuthenticated?.logIn, Credentials(user: "ada", password: "secret"))
/// await tester.expect(\.authenticated?.token, equals: "token-ada")
/// await tester.finish(timeout: .seconds(5))
/// ```
public final class SourceTester<Model: Sendable>: Sendable {
    struct State: Sendable {
        /// How many recorded models (after the baseline) have been asserted or skipped.
        var asserted = 0
        var isFinished = false
    }

    /// The source under test.
    public let source: Source<Model>
    /// How long an expectation waits for an emission that has not happened yet: time on
    /// `clock` if the tester has one, real time otherwise.
    public let timeout: Duration
    /// The clock the source's work waits on, if the test gave one: expectations move it (see
    /// `init(_:timeout:clock:realTimeLimit:fileID:filePath:line:column:)`).
    public let clock: TestClock?
    /// With `clock`, how long in real time an expectation waits for work that does not sleep
    /// on the clock before it fails.
    public let realTimeLimit: Duration
    let recorder: SourceRecorder<Model>
    let state = Locked(State())
    let events = Locked<[ActionEvent]>([])
    private let actionObservation: Subscription
    private let createdAt: CallSite

    /// Starts testing `source`: its current model becomes the baseline and every later one
    /// must be asserted.
    ///
    /// - Parameters:
    ///   - source: The source under test.
    ///   - timeout: How long `expect` waits for a model not yet emitted, for sources whose
    ///     work finishes asynchronously: on `clock` if given, in real time otherwise.
    ///   - clock: The clock the source's work sleeps on (a retry's backoff, a debounce, a
    ///     timeout). An expectation that finds no new model lets the work run until it is
    ///     quiet, then moves the clock to the next deadline a task sleeps until, and again,
    ///     until the model comes or `timeout` of the clock's time has passed. So the test waits
    ///     no real time for the work's waits and needs no `advance` calls to reach the model;
    ///     a failure says where the clock stood.
    ///   - realTimeLimit: With `clock`, how long in real time an expectation also waits for
    ///     work that does not sleep on the clock (a real request, another thread) before it
    ///     fails. When all the work sleeps on the clock, a shorter limit makes a failing
    ///     expectation fail sooner.
    ///   - fileID: Where the tester is made, for a failure that has no call of its own (a model
    ///     left unasserted when the tester is released); the other three likewise.
    ///   - filePath: The file path of that place.
    ///   - line: The line of that place.
    ///   - column: The column of that place.
    ///
    /// ```swift
    /// let clock = TestClock()
    /// let tester = SourceTester(search(clock: clock), clock: clock)
    /// tester.invoke(\.queryChanged, "swift")
    /// await tester.expect(\.results, equals: ["swift"])  // after the debounce, on the test clock
    /// ```
    public init(
        _ source: Source<Model>,
        timeout: Duration = .seconds(5),
        clock: TestClock? = nil,
        realTimeLimit: Duration = .seconds(5),
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        self.source = source
        self.timeout = timeout
        self.clock = clock
        self.realTimeLimit = realTimeLimit
        createdAt = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        recorder = SourceRecorder(source)
        let events = events
        actionObservation = source.observeActions { event in
            events.withLock { $0.append(event) }
        }
    }

    deinit {
        // NB: a forgotten `finish()` must not let unasserted models pass silently, nor may a
        // model that work emitted after `finish()`.
        if state.withLock({ $0.isFinished }) {
            reportUnasserted(when: "the tester was released, after finish()", at: createdAt)
        } else {
            reportUnasserted(when: "the tester was released", at: createdAt)
        }
    }

    /// The source's current model.
    public var model: Model {
        source.model
    }

    /// Every model the source emitted after the baseline, oldest first.
    public var received: [Model] {
        Array(recorder.models.dropFirst())
    }

    /// Every invocation of the source's actions since the tester started, including rejected
    /// ones (see `ActionEvent.rejection`).
    public var actionEvents: [ActionEvent] {
        events.withLock { $0 }
    }

    /// Marks every model emitted so far as asserted, for tests that deliberately check only
    /// the end result of a burst of emissions.
    public func skipReceived() {
        let count = max(0, recorder.models.count - 1)
        state.withLock { $0.asserted = count }
    }

    /// Fails if models were emitted that no expectation took; then counts them as asserted so
    /// one omission produces one failure.
    func reportUnasserted(when moment: String, at site: CallSite) {
        let models = recorder.models.dropFirst()
        let pending = state.withLock { state -> [Model] in
            defer { state.asserted = models.count }
            return Array(models.dropFirst(state.asserted))
        }
        guard !pending.isEmpty else { return }
        let noun = pending.count == 1 ? "model" : "models"
        var dumps = ""
        for model in pending {
            dumps += "\n"
            customDump(model, to: &dumps)
        }
        recordFailure(
            "\(source.name) emitted \(pending.count) unasserted \(noun) before \(moment):\(dumps)",
            at: site
        )
    }
}
