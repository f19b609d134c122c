import Testing
import Verity
import VerityTesting

@Suite("Action spies and stubs")
struct ActionDoubleTests {
    @Test func aSpyRecordsEveryInputInOrderAndRunsItsBody() {
        let spy = ActionSpy<String>("logIn")
        let copy = spy.action
        spy.action("ada")
        copy("grace")
        #expect(spy.invocations == ["ada", "grace"])
        #expect(spy.callCount == 2)
        #expect(spy.action.identity == ActionIdentity(source: "Placeholder", method: "logIn"))
    }

    @Test func aSpyForwardsToItsPerformClosure() {
        let forwarded = ActionSpy<Int>()
        let spy = ActionSpy<Int>("double") { forwarded.action($0 * 2) }
        spy.action(21)
        #expect(forwarded.invocations == [42])
    }

    @Test func waitingForCallsSeesCallsFromAnotherTaskAndGivesUpWithoutThem() async {
        let spy = ActionSpy<Int>("later")
        #expect(await spy.waitForCalls(1, timeout: .milliseconds(10)) == false)
        let action = spy.action
        Task { action(1) }
        #expect(await spy.waitForCalls(1))
        #expect(spy.invocations == [1])
    }

    @Test func aReturningStubAnswersWithTheStubbedValueUntilRestubbed() throws {
        let stub = ReturningActionStub<String, Int>("length", returning: 7)
        #expect(try stub.action("ada") == 7)
        stub.stub { $0.count }
        #expect(try stub.action("grace") == 5)
        stub.stub(0)
        #expect(try stub.action("x") == 0)
        #expect(stub.invocations == ["ada", "grace", "x"])
    }

    @Test func anAsyncStubAnswersAsynchronouslyAndRecordsInputs() async throws {
        let stub = AsyncActionStub<Int, Int>("square") { $0 * $0 }
        #expect(try await stub.action(4) == 16)
        stub.stub(1)
        #expect(try await stub.action(9) == 1)
        #expect(stub.invocations == [4, 9])
    }
}
