import Testing
import Verity
import VerityTesting

/// Each test here makes the tester fail on purpose and proves, with `withKnownIssue`, that the
/// failure is recorded, and with what message.
@Suite("SourceTester fails when it should")
struct SourceTesterFailureTests {
    @Test func anUnassertedEmissionFailsAtFinish() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        await withKnownIssue {
            await tester.finish(timeout: .seconds(5))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("Switch emitted 1 unasserted model before the test finished")
            }
        }
    }

    @Test func anUnassertedEmissionFailsBeforeTheNextAction() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        withKnownIssue {
            tester.invoke(\.on?.turnOff)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("before the next action was invoked") }
        }
        // The omission is reported once; later expectations start after it.
        await tester.expect(\.off?.flips, equals: 2)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func anExtraEmissionFailsEvenAfterAnExpectationMatched() async {
        let source = Switch.source()
        let tester = SourceTester(source)
        tester.perform { model in
            model.off?.turnOn()
            source.model.on?.turnOff()
        }
        await tester.expect(\.flips, equals: 1)
        await withKnownIssue {
            await tester.finish(timeout: .seconds(5))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("flips: 2") }
        }
    }

    @Test func aDifferentModelFailsWithADiff() async {
        let tester = SourceTester(Counter.source())
        tester.invoke(\.increment)
        await withKnownIssue {
            await tester.expectChange { $0.value = 5 }
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("Counter emitted model #1, which differs")
                && message.contains("−   value: 5")
                && message.contains("+   value: 1")
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aDifferentPartFailsWithADiffAndTheWholeModel() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        await withKnownIssue {
            await tester.expect(\.off?.flips, equals: 1)
        } matching: { issue in
            let message = issue.comments.map(\.rawValue).joined()
            return message.contains("The whole model:") && message.contains("Action(Switch.turnOff)")
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aMissingEmissionFailsAfterTheTimeout() async {
        let tester = SourceTester(Switch.source(), timeout: .milliseconds(20))
        await withKnownIssue {
            await tester.expect(\.flips, equals: 1)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("Expected Switch to emit model #1") }
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func anActionMissingFromTheCurrentStateFailsNamingTheModel() async {
        let tester = SourceTester(Switch.source())
        withKnownIssue {
            tester.invoke(\.on?.turnOff)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("has no action at") && $0.rawValue.contains("Switch.off") }
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func releasingATesterWithUnassertedModelsFails() {
        let source = Switch.source()
        withKnownIssue {
            let tester = SourceTester(source)
            tester.invoke(\.off?.turnOn)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("before the tester was released") }
        }
    }
}

/// On Linux a key path through an enum case prints as `<computed 0x…>`; the tester quotes the
/// key path as the test wrote it instead.
@Suite("SourceTester names key paths as written")
struct SourceTesterKeyPathNameTests {
    @Test func aMissingActionIsNamedByTheKeyPathAsWritten() async {
        let tester = SourceTester(Switch.source())
        withKnownIssue {
            tester.invoke(\.on?.turnOff)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#"has no action at \.on?.turnOff:"#) }
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func aKeyPathSpreadOverACallIsQuotedUpToItsArgumentsEnd() async {
        let tester = SourceTester(Switch.source())
        withKnownIssue {
            tester
                .invoke(\Switch.on?.turnOff)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#"has no action at \Switch.on?.turnOff:"#) }
        }
        await tester.finish(timeout: .seconds(5))
    }
}
