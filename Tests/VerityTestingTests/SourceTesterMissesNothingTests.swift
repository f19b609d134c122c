import Foundation
import Testing
import Verity
import VerityTesting

/// A counter whose `bumpKeepingActions` re-emits the model it had, actions included: its
/// actions then belong to a state the source has left, so invoking them is refused. Its
/// `fetch` starts work the source owns, which either finishes at once with a model or waits
/// for `release` (or for the source to go away).
private struct Meter: Sendable {
    var count: Int
    var bumpKeepingActions: Action<Void>?
    var fetch: Action<Bool>?

    static func source(gate: Gate) -> Source<Meter> {
        Source(named: "Counter") { state, actions in
            make(0, state, actions, gate)
        }
    }

    static func make(_ count: Int, _ state: SourceSetter<Meter>, _ actions: ActionFactory, _ gate: Gate) -> Meter {
        Meter(
            count: count,
            bumpKeepingActions: actions.action("bumpKeepingActions") {
                state.update { model, _ in
                    var model = model
                    model.count += 1
                    return model
                }
            },
            fetch: actions.action("fetch") { (waits: Bool) in
                state.run("fetch #\(count)") {
                    if waits {
                        await gate.wait()
                        return
                    }
                    state.update { model, actions in make(model.count + 100, state, actions, gate) }
                }
            }
        )
    }
}

/// A dial whose action is present in every state, so tests reach it through a non-optional key
/// path; `bumpKeepingActions` re-emits the model it had, whose action then belongs to a state
/// the source has left.
private struct Dial: Sendable {
    var count: Int
    let bumpKeepingActions: Action<Void>

    static func source() -> Source<Dial> {
        Source(named: "Dial") { state, actions in
            Dial(
                count: 0,
                bumpKeepingActions: actions.action("bumpKeepingActions") {
                    state.update { model, _ in
                        var model = model
                        model.count += 1
                        return model
                    }
                })
        }
    }
}

/// A form whose `save` starts a write that needs the main actor, as a write that updates a
/// view would.
private struct Form: Sendable {
    let save: Action<Void>

    static func source(saved: Locked<Bool>) -> Source<Form> {
        Source(named: "Form") { state, actions in
            Form(
                save: actions.action("save") {
                    state.run("write on the main actor") {
                        await MainActor.run { saved.withLock { $0 = true } }
                    }
                })
        }
    }
}

/// Work that waits until the test opens it, or until its task is cancelled.
private final class Gate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation
    let sawCancellation = Locked(false)

    init() {
        (stream, continuation) = AsyncStream<Void>.makeStream()
    }

    func wait() async {
        for await _ in stream { return }
        if Task.isCancelled { sawCancellation.withLock { $0 = true } }
    }

    func open() {
        continuation.yield()
    }
}

@Suite("SourceTester misses nothing")
struct SourceTesterMissesNothingTests {
    @Test func invokingAnActionTheSourceRefusesFailsAtTheCall() async {
        let tester = SourceTester(Meter.source(gate: Gate()))
        tester.invoke(\.bumpKeepingActions)
        await tester.expect(\.count, equals: 1)
        withKnownIssue {
            // The model holds the actions of the state the source left with that bump.
            tester.invoke(\.bumpKeepingActions)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Counter refused the invoked action")
                    && $0.rawValue.contains("Counter.bumpKeepingActions")
            }
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func invokingThroughANonOptionalKeyPathAnActionTheSourceRefusesFailsAtTheCall() async {
        let tester = SourceTester(Dial.source())
        tester.invoke(\.bumpKeepingActions)
        await tester.expect(\.count, equals: 1)
        withKnownIssue {
            // The model holds the action of the state the source left with that bump.
            tester.invoke(\.bumpKeepingActions)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Dial refused the invoked action")
                    && $0.rawValue.contains("Dial.bumpKeepingActions")
            }
        }
        await tester.finish(timeout: .seconds(5))
    }

    /// The test holds the main actor, which the work needs: waiting by blocking the test's
    /// thread would keep the work from ever running.
    @MainActor
    @Test func finishWaitsForWorkThatNeedsTheThreadTheTestRunsOn() async {
        let saved = Locked(false)
        let tester = SourceTester(Form.source(saved: saved))
        tester.invoke(\.save)
        await tester.finish(timeout: .seconds(5))
        #expect(saved.withLock { $0 })
    }

    @Test func finishFailsWhileAnActionsWorkIsRunningNamingIt() async throws {
        let gate = Gate()
        let source = Meter.source(gate: gate)
        let tester = SourceTester(source)
        tester.invoke(\.fetch, true)
        await withKnownIssue {
            await tester.finish(timeout: .milliseconds(100))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Counter still runs work an action started")
                    && $0.rawValue.contains("\"fetch #0\"")
            }
        }
        gate.open()
        while !source.runningWork.isEmpty { await Task.yield() }
    }

    @Test func aModelEmittedAfterFinishFailsWhenTheTesterIsReleased() async throws {
        let source = Meter.source(gate: Gate())
        var tester: SourceTester<Meter>? = SourceTester(source)
        let bump = try #require(source.model.bumpKeepingActions)
        await tester?.finish(timeout: .seconds(5))
        // Something emits after the test said it was done.
        bump()
        withKnownIssue {
            tester = nil
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(
                    "Counter emitted 1 unasserted model before the tester was released, after finish()")
            }
        }
    }

    @Test func finishPassesOnceTheWorkHasEmittedWhatWasExpected() async {
        let tester = SourceTester(Meter.source(gate: Gate()))
        tester.invoke(\.fetch, false)
        await tester.expect(\.count, equals: 100)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func finishReportsAModelTheWorkEmittedAfterTheLastExpectation() async {
        let source = Meter.source(gate: Gate())
        let tester = SourceTester(source)
        tester.invoke(\.fetch, false)
        while !source.runningWork.isEmpty { await Task.yield() }
        await withKnownIssue {
            await tester.finish(timeout: .seconds(5))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Counter emitted 1 unasserted model before the test finished")
            }
        }
    }

    @Test func workTheSourceOwnsIsCancelledWhenTheSourceGoesAway() async throws {
        let gate = Gate()
        var source: Source<Meter>? = Meter.source(gate: gate)
        let fetch = try #require(source?.model.fetch)
        fetch(true)
        #expect(source?.runningWork == ["fetch #0"])
        source = nil
        while !gate.sawCancellation.withLock({ $0 }) { await Task.yield() }
    }
}
