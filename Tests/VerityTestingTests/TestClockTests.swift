import Testing
import VerityTesting

@Suite("TestClock")
struct TestClockTests {
    @Test func aSleeperWakesOnlyWhenTimeReachesItsDeadline() async throws {
        let clock = TestClock()
        let woke = Flag()
        let task = Task {
            try await clock.sleep(for: .seconds(5))
            woke.set()
        }
        #expect(await clock.waitForSleepers())
        await clock.advance(by: .seconds(4))
        #expect(woke.isSet == false)
        await clock.advance(by: .seconds(1))
        try await task.value
        #expect(woke.isSet)
        #expect(clock.now == TestClock.Instant(offset: .seconds(5)))
    }

    @Test func sleepersWakeInDeadlineOrderWithTheClockAtTheirDeadline() async throws {
        let clock = TestClock()
        let order = Ordering()
        let late = Task {
            try await clock.sleep(for: .seconds(3)); order.append("late at \(clock.now)")
        }
        let early = Task {
            try await clock.sleep(for: .seconds(1)); order.append("early at \(clock.now)")
        }
        #expect(await clock.waitForSleepers(count: 2))
        await clock.advance(by: .seconds(1))
        try await early.value
        await clock.advance(by: .seconds(10))
        try await late.value
        #expect(order.values == ["early at 1.0 seconds", "late at 3.0 seconds"])
        #expect(clock.now == TestClock.Instant(offset: .seconds(11)))
    }

    @Test func runDrivesARetryLoopWithBackoffToCompletionInstantly() async throws {
        let clock = TestClock()
        let attempts = Task {
            var attempt = 1
            while attempt < 4 {
                try await clock.sleep(for: .seconds(1 << (attempt - 1)))
                attempt += 1
            }
            return attempt
        }
        #expect(await clock.waitForSleepers())
        await clock.run()
        #expect(try await attempts.value == 4)
        #expect(clock.sleeps == [.seconds(1), .seconds(2), .seconds(4)])
        #expect(clock.now == TestClock.Instant(offset: .seconds(7)))
    }

    @Test func cancellingASleeperThrowsCancellationError() async {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        #expect(await clock.waitForSleepers())
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aDeadlineThatHasPassedReturnsAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(2))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.sleeps == [.zero])
    }

    @Test func waitingForSleepersGivesUpWhenNobodySleeps() async {
        let clock = TestClock()
        #expect(await clock.waitForSleepers(timeout: .milliseconds(10)) == false)
    }
}

/// A flag set from another task.
final class Flag: Sendable {
    private let ordering = Ordering()

    func set() {
        ordering.append("set")
    }

    var isSet: Bool {
        !ordering.values.isEmpty
    }
}
