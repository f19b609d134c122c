import Testing
import Verity
import VerityTesting

/// A note whose hint is optional in both of its states: a `nil` part must not pass for the
/// wrong state.
enum Note: Sendable {
    case draft(Draft)
    case published(Published)

    struct Draft: Sendable {
        var hint: String?
        var clearHint: Action<Void>
        var publish: Action<Void>
    }

    struct Published: Sendable {
        var hint: String?
    }

    static func source() -> Source<Note> {
        Source(named: "Note") { state, actions in draft(hint: "typo?", state, actions) }
    }

    private static func draft(hint: String?, _ state: SourceSetter<Note>, _ actions: ActionFactory) -> Note {
        .draft(
            Draft(
                hint: hint,
                clearHint: actions.action("clearHint") { state.set { draft(hint: nil, state, $0) } },
                publish: actions.action("publish") { state.set(.published(Published(hint: nil))) }))
    }
}

/// Requirement (model-defined interfaces without boilerplate): a test drives an enum model
/// through its cases written as functions (`Switch.off`), with no accessor and no macro.
@Suite("SourceTester invokes an action through the enum's case")
struct SourceTesterInvokeInStateTests {
    @Test("an action of the current state's payload is invoked and its model expected")
    func invokesThroughTheCase() {
        let tester = SourceTester(Switch.source())
        tester.invoke(Switch.off, \.turnOn)
        tester.expectNow(Switch.on, \.flips, equals: 1)
        tester.invoke(Switch.on, \.turnOff)
        tester.expectNow(Switch.off)
        tester.finishNow()
    }

    @Test("an asynchronous expectation names the state by its case too")
    func expectsThroughTheCase() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(Switch.off, \.flipLater)
        await tester.expect(Switch.on, \.flips, equals: 1)
        tester.invoke(Switch.on, \.turnOff)
        await tester.expect(Switch.off)
        await tester.finish(timeout: .seconds(5))
    }

    @Test("a model in another state fails the expectation, showing the model")
    func anExpectationOfAnotherStateFails() {
        let tester = SourceTester(Switch.source())
        tester.invoke(Switch.off, \.turnOn)
        withKnownIssue {
            tester.expectNow(Switch.off, \.flips, equals: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Switch.on(") }
        }
        tester.invoke(Switch.on, \.turnOff)
        withKnownIssue {
            tester.expectNow(Switch.on)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Switch.off(") }
        }
        tester.finishNow()
    }

    @Test("a nil part of an optional type passes in its state and fails in another")
    func aNilPartPassesOnlyInItsState() {
        let tester = SourceTester(Note.source())
        tester.invoke(Note.draft, \.clearHint)
        tester.expectNow(Note.draft, \.hint, equals: nil)
        tester.invoke(Note.draft, \.publish)
        withKnownIssue {
            tester.expectNow(Note.draft, \.hint, equals: nil)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Note.published(") }
        }
        tester.finishNow()
    }

    @Test("a case the source is not in fails, naming the model, and invokes nothing")
    func anotherStateFailsNamingTheModel() {
        let tester = SourceTester(Switch.source())
        withKnownIssue {
            tester.invoke(Switch.on, \.turnOff)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The current model of Switch is not in the state of On") }
        }
        // NB: nothing was invoked, so no model came: finishing finds none unasserted.
        tester.finishNow()
    }
}
