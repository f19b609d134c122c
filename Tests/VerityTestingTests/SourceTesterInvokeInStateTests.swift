import Testing
import Verity
import VerityTesting

/// Requirement (model-defined interfaces without boilerplate): a test drives an enum model
/// through its cases written as functions (`Switch.off`), with no accessor and no macro.
@Suite("SourceTester invokes an action through the enum's case")
struct SourceTesterInvokeInStateTests {
    @Test("an action of the current state's payload is invoked and its model expected")
    func invokesThroughTheCase() {
        let tester = SourceTester(Switch.source())
        tester.invoke(Switch.off, \.turnOn)
        tester.expectNow(\.flips, equals: 1)
        tester.invoke(Switch.on, \.turnOff)
        tester.expectNow(\.flips, equals: 2)
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
