import Testing
import Verity
import VerityTesting

/// A tester given the clock the source's work sleeps on waits on that clock: it moves the clock
/// to each deadline the work sleeps until, so a test reaches a model that comes after a long
/// backoff without calling `advance` and without waiting that long in real time.
@Suite("SourceTester waits on the test clock")
struct SourceTesterClockTests {
    /// Polls every `period` on `clock` and emits what it read, three times.
    static func poller(period: Duration, clock: TestClock) -> Source<Int> {
        Source(named: "Poller") { state, _ in
            state.run("polling") {
                for reading in 1...3 {
                    guard (try? await clock.sleep(for: period)) != nil else { return }
                    state.set(reading)
                }
            }
            return 0
        }
    }

    @Test func anExpectationMovesTheClockToTheWorksDeadlines() async {
        let clock = TestClock()
        let tester = SourceTester(Self.poller(period: .seconds(60), clock: clock), timeout: .seconds(60), clock: clock)
        await tester.expect(1)
        #expect(clock.now.offset == .seconds(60))
        await tester.expect(2)
        await tester.expect(3)
        #expect(clock.now.offset == .seconds(180), "the clock moves exactly to each deadline, never beyond")
        await tester.finish(timeout: .seconds(5))
    }

    @Test func theTimeoutIsTimeOnTheClockAndTheFailureSaysWhereItStood() async {
        let clock = TestClock()
        let tester = SourceTester(Self.poller(period: .seconds(60), clock: clock), timeout: .seconds(30), clock: clock)
        await withKnownIssue {
            await tester.expect(1)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(
                    "Expected Poller to emit model #1 within 30.0 seconds on the test clock (now at 0.0 seconds)")
            }
        }
        #expect(clock.now.offset == .zero, "a deadline beyond the timeout is not reached")
        // NB: moved by hand from here, one period at a time once the poller sleeps again: an
        // advance past a deadline the poller has not set yet (it is still between readings
        // on a loaded machine) would leave its next reading beyond the tester's timeout.
        for reading in 1...3 {
            #expect(await clock.waitForSleepers())
            await clock.advance(by: .seconds(60))
            await tester.expect(reading)
        }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func workThatIsNotAsleepOnTheClockStillGetsRealTimeToEmit() async {
        let clock = TestClock()
        // NB: the answer comes after a real-time wait, as from a server the test does not fake.
        let source = Source<Int>(named: "Server") { state, _ in
            state.run("asking") {
                try? await ContinuousClock().sleep(for: .milliseconds(400))
                state.set(1)
            }
            return 0
        }
        // NB: a generous limit: on a loaded machine the answer's task may wait long for a thread.
        let tester = SourceTester(source, timeout: .seconds(30), clock: clock, realTimeLimit: .seconds(60))
        await tester.expect(1)
        await tester.finish(timeout: .seconds(5))
    }
}
