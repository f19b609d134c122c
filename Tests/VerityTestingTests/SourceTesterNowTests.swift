import Testing
import Verity
import VerityTesting

/// A source whose actions only set it is tested without `await`; a synchronous expectation on
/// work that emits later fails instead of passing or waiting.
@Suite("SourceTester without await, for synchronous sources")
struct SourceTesterNowTests {
    @Test func aSynchronousActionHasEmittedWhenInvokeReturnsSoATestNeedsNoAwait() {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        tester.expectNow(\.on?.flips, equals: 1)
        tester.invoke(\.on?.turnOff)
        tester.expectNextNow { model in #expect(model.off?.flips == 2) }
        tester.finishNow()
    }

    @Test func expectChangeNowComparesWithThePreviousModelChanged() {
        let tester = SourceTester(Counter.source())
        tester.invoke(\.increment)
        tester.expectChangeNow { $0.value = 1 }
        tester.finishNow()
    }

    @Test func aDifferentModelFailsWithADiffWithoutWaiting() {
        let tester = SourceTester(Counter.source())
        tester.invoke(\.increment)
        withKnownIssue {
            tester.expectChangeNow { $0.value = 5 }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("Counter emitted model #1, which differs") && message.contains("+   value: 1")
        }
        tester.finishNow()
    }

    @Test func workOnAnotherTaskIsNotThereYetSoExpectNowFailsAndSaysToAwait() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.flipLater)
        // NB: the task that flips the switch may already have run; only if it has not can the
        // synchronous expectation be seen failing, so the check is made on what was received.
        if tester.received.isEmpty {
            withKnownIssue {
                tester.expectNow(\.on?.flips, equals: 1)
            } matching: { issue in
                issue.comments.contains {
                    $0.rawValue.contains("Expected Switch to have emitted model #1 already, but it has not")
                        && $0.rawValue.contains("use `await expect`")
                }
            }
            await tester.expect(\.on?.flips, equals: 1)
        } else {
            tester.expectNow(\.on?.flips, equals: 1)
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func nothingEmittedFailsExpectNow() {
        let tester = SourceTester(Counter.source())
        withKnownIssue {
            tester.expectNow(\.value, equals: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected Counter to have emitted model #1 already") }
        }
        tester.finishNow()
    }

    @Test func finishNowFailsAnUnassertedModel() {
        let tester = SourceTester(Counter.source())
        tester.invoke(\.increment)
        withKnownIssue {
            tester.finishNow()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Counter emitted 1 unasserted model before the test finished")
            }
        }
    }

    @Test func finishNowFailsWhileWorkTheSourceOwnsStillRunsNamingIt() {
        let source = Source<Int>(named: "Waiting") { state, _ in
            // Work that ends only when the source is released, which cancels it.
            state.run("long request") {
                try? await Task.sleep(for: .seconds(3600))
            }
            return 0
        }
        let tester = SourceTester(source)
        withKnownIssue {
            tester.finishNow()
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("still runs work an action started") && $0.rawValue.contains("\"long request\"")
            }
        }
    }
}
