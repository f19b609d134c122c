import CucumberMessages
import Foundation
import Testing

@Suite("Timestamp and MessageDuration")
struct TimeTests {
    @Test("Timestamp.now() lies between the wall-clock readings taken around it")
    func nowIsTheWallClock() {
        let before = Date().timeIntervalSince1970
        let now = Timestamp.now()
        let after = Date().timeIntervalSince1970
        #expect(Double(now.seconds) >= before.rounded(.down))
        #expect(Double(now.seconds) <= after)
        #expect((0..<1_000_000_000).contains(now.nanos))
    }

    @Test("a Date converts to seconds and forward-counting nanos, also before 1970")
    func fromDate() {
        #expect(Timestamp(Date(timeIntervalSince1970: 1.5)) == Timestamp(seconds: 1, nanos: 500_000_000))
        #expect(Timestamp(Date(timeIntervalSince1970: -1.25)) == Timestamp(seconds: -2, nanos: 750_000_000))
        #expect(Timestamp(seconds: 2, nanos: 250_000_000).date == Date(timeIntervalSince1970: 2.25))
    }

    @Test("the duration between two timestamps borrows a second when nanos go negative")
    func durationBetweenTimestamps() {
        let start = Timestamp(seconds: 10, nanos: 900_000_000)
        let end = Timestamp(seconds: 12, nanos: 100_000_000)
        #expect(start.duration(to: end) == MessageDuration(seconds: 1, nanos: 200_000_000))
        #expect(end.duration(to: start) == MessageDuration(seconds: -2, nanos: 800_000_000))
    }

    @Test(
        "Swift Durations convert to MessageDuration and back",
        arguments: [
            (Duration.milliseconds(1500), 1, 500_000_000),
            (Duration.zero, 0, 0),
            (Duration.nanoseconds(7), 0, 7),
            (Duration.milliseconds(-1500), -2, 500_000_000),
            (Duration.seconds(86_400), 86_400, 0),
        ]
    )
    func swiftDurationRoundTrip(duration: Duration, seconds: Int, nanos: Int) {
        let message = MessageDuration(duration)
        #expect(message == MessageDuration(seconds: seconds, nanos: nanos))
        #expect(message.duration == duration)
    }

    @Test("sub-nanosecond parts of a Duration are truncated")
    func subNanosecondsTruncate() {
        let duration = Duration(secondsComponent: 0, attosecondsComponent: 1_999_999_999)
        #expect(MessageDuration(duration) == MessageDuration(seconds: 0, nanos: 1))
    }

    @Test("values no Int can hold clamp instead of trapping")
    func extremesDoNotTrap() {
        #expect(Timestamp(Date(timeIntervalSince1970: .infinity)) == Timestamp(seconds: .max, nanos: 0))
        #expect(Timestamp(Date(timeIntervalSince1970: -.infinity)) == Timestamp(seconds: .min, nanos: 0))
        #expect(Timestamp(Date(timeIntervalSince1970: .nan)) == Timestamp(seconds: 0, nanos: 0))
        let span = Timestamp(seconds: .min, nanos: 0).duration(to: Timestamp(seconds: .max, nanos: .max))
        #expect((0..<1_000_000_000).contains(span.nanos))
    }
}
