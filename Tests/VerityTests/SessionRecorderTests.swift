import Foundation
import Testing
import Verity

/// The session recorder of issue 47: what an app's sources did, as a bounded, redactable trace
/// that `verity draft` reads.
@Suite struct SessionRecorderTests {
    private static let fixedClock: @Sendable () -> Double = { 1_000 }

    @Test func recordsEachStateActionAndTransitionInOrder() throws {
        let door = Door.source()
        let recorder = SessionRecorder(clock: Self.fixedClock)
        recorder.record(door)
        let staleOpen = try #require(door.model.closed).open
        staleOpen()
        try #require(door.model.open).close()
        staleOpen()

        let events = recorder.trace().events
        #expect(
            events.map { "\($0.kind) \($0.from ?? "-")>\($0.state ?? "-") \($0.action ?? $0.cause ?? "-")" } == [
                "state ->closed -",
                "action ->closed open",
                "transition closed>open open",
                "action ->open close",
                "transition open>closed close",
                "action ->closed open",
            ], "each model, action and transition is recorded, in the order it happened")
        #expect(events.map(\.outcome) == [nil, "executed", nil, "executed", nil, "refused"])
        #expect(events.last?.reason == "superseded", "a refused action says why")
        #expect(events.map(\.sequence) == Array(1...6))
        #expect(events.allSatisfy { $0.time == 1_000 && $0.source == 1 })
        #expect(
            recorder.trace().sources == [SessionTrace.Source(id: 1, type: String(reflecting: Door.self), name: "Door")])
    }

    @Test func describesPayloadsAndInputs() throws {
        let door = Door.source()
        let recorder = SessionRecorder()
        recorder.record(door)
        _ = try #require(door.model.closed).knock(2)

        let events = recorder.trace().events
        #expect(events.first?.payload?.contains("Closed") == true, "a state's payload is described")
        #expect(events.last?.action == "knock")
        #expect(events.last?.input == "2", "an action's input is described")
        #expect(events.last?.state == "closed", "an action names the state it was invoked in")
    }

    @Test func redactionDecidesWhatIsKept() throws {
        let door = Door.source()
        let redaction = SessionRedaction { field in field.kind == .input && field.action == "knock" ? "<times>" : nil }
        let recorder = SessionRecorder(redaction: redaction)
        recorder.record(door)
        _ = try #require(door.model.closed).knock(7)
        #expect(recorder.trace().events.last?.input == "<times>", "the app's redaction replaces the input")

        let silent = SessionRecorder(redaction: .everything)
        silent.record(door)
        _ = try #require(door.model.closed).knock(7)
        #expect(silent.trace().events.map(\.payload) == ["<redacted>", nil])
        #expect(silent.trace().events.map(\.input) == [nil, "<redacted>"])
    }

    @Test func keepsOnlyTheLastEventsOfItsCapacity() throws {
        let door = Door.source()
        let recorder = SessionRecorder(capacity: 3)
        recorder.record(door)
        for _ in 0..<3 {
            try #require(door.model.closed).open()
            try #require(door.model.open).close()
        }
        let trace = recorder.trace()
        #expect(trace.events.count == 3, "the ring is bounded")
        #expect(trace.dropped == 10, "the trace says how many events it dropped")
        #expect(trace.events.map(\.sequence) == [11, 12, 13], "the newest events are kept, oldest first")
        #expect(trace.events.last?.state == "closed")
    }

    @Test func recordsNothingAfterStop() throws {
        let door = Door.source()
        let recorder = SessionRecorder()
        recorder.record(door)
        recorder.stop()
        try #require(door.model.closed).open()
        recorder.record(Door.source())
        #expect(recorder.trace().events.count == 1, "only the first model, from before stop, is kept")
        #expect(recorder.trace().sources.count == 1)
    }

    @Test func boundAsTheObservationItRecordsTheEnumSourcesCreated() throws {
        let recorder = SessionRecorder()
        let (door, count) = SourceObservation.$current.withValue(recorder) {
            (Door.source(), Source<Int>(constant: 0))
        }
        try #require(door.model.closed).open()
        #expect(recorder.trace().sources.map(\.name) == ["Door"], "a source of an Int has no states to record")
        #expect(recorder.trace().events.last?.state == "open")
        withExtendedLifetime(count) {}
    }

    @Test func aTraceFileReadsBackAndAnotherFormatIsRefused() throws {
        let door = Door.source()
        let recorder = SessionRecorder(clock: Self.fixedClock)
        recorder.record(door)
        try #require(door.model.closed).open()
        let trace = recorder.trace()
        let json = try trace.jsonData()
        #expect(try SessionTrace(json: json) == trace, "the documented JSON form holds the whole trace")
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains(#""format" : "verity-session-trace""#))
        #expect(text.contains(#""kind" : "transition""#))

        let other = Data(
            #"{"schema":2,"format":"verity-session-trace","capacity":1,"dropped":0,"sources":[],"events":[]}"#.utf8)
        #expect(throws: DecodingError.self, "a trace of another schema is refused") { try SessionTrace(json: other) }
    }
}
