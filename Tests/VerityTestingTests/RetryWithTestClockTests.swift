import Testing
import Verity
import VerityTesting

/// The reason `TestClock` exists: Verity's `retrying` waits on whatever clock it is given, so
/// a backoff of seconds runs in microseconds and the test states exactly which waits happened.
@Suite("TestClock drives Verity's retrying")
struct RetryWithTestClockTests {
    struct Offline: Error {}

    @Test func exponentialBackoffRetriesAfterOneThenTwoSecondsWithoutWaiting() async {
        let clock = TestClock()
        let attempts = Locked(0)
        let weather = Source<Fetchable<Int>>(named: "Weather") {
            let attempt = attempts.withLock { attempts in
                attempts += 1
                return attempts
            }
            try await clock.sleep(for: .milliseconds(10))  // network latency
            if attempt < 3 { throw Offline() }
            return 21
        }
        .retrying(.exponentialBackoff(initial: .seconds(1), maximumAttempts: 5), clock: clock)
        let tester = SourceTester(weather)

        await passTime(.milliseconds(10), on: clock)
        await tester.expect(\.failure?.attempts, equals: 1)
        await passTime(.seconds(1), on: clock)
        await tester.expect(\.isFetching, equals: true)
        await passTime(.milliseconds(10), on: clock)
        await tester.expect(\.failure?.attempts, equals: 2)
        await passTime(.seconds(2), on: clock)
        await tester.expect(\.isFetching, equals: true)
        await passTime(.milliseconds(10), on: clock)
        await tester.expect(\.value, equals: 21)
        await tester.finish(timeout: .seconds(5))

        // NB: the waits were all on the test clock, which moves only when the test advances it,
        // so no real second passed; the list proves the backoff was 1 s, then 2 s.
        #expect(clock.sleeps == [.milliseconds(10), .seconds(1), .milliseconds(10), .seconds(2), .milliseconds(10)])
    }

    /// Lets `duration` pass once the code under test is waiting on the clock.
    private func passTime(_ duration: Duration, on clock: TestClock) async {
        #expect(await clock.waitForSleepers())
        await clock.advance(by: duration)
    }
}
