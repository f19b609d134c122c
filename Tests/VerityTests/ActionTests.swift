import Foundation
import Testing
import Verity

@Suite struct ActionTests {
    @Test func anActionFromTheCurrentModelRuns() throws {
        let door = Door.source()
        let open = try #require(door.model.closed).open
        open()
        #expect(door.model.open != nil)
    }

    @Test func anActionFromAStaleModelDoesNothingAndIsReported() throws {
        let door = Door.source()
        let events = Recorder<ActionEvent>()
        let observation = door.observeActions { events.append($0) }
        let staleOpen = try #require(door.model.closed).open
        staleOpen()
        try #require(door.model.open).close()
        #expect(door.model.closed != nil)

        staleOpen()

        #expect(door.model.closed != nil, "the stale open must not have run")
        #expect(events.values.map(\.outcome) == [.executed, .executed, .rejected(.superseded)])
        #expect(events.values.last?.action == ActionIdentity(source: "Door", method: "open"))
        withExtendedLifetime(observation) {}
    }

    @Test func aStaleReturningActionThrowsInsteadOfRunning() throws {
        let door = Door.source()
        let knock = try #require(door.model.closed).knock
        #expect(try knock(2) == "knock knock ")
        try #require(door.model.closed).open()
        #expect(throws: ActionRejection(action: knock.identity, reason: .superseded)) {
            try knock(1)
        }
    }

    @Test func aStaleAsyncActionThrowsInsteadOfRunning() async throws {
        let door = Door.source()
        try #require(door.model.closed).open()
        let walkThrough = try #require(door.model.open).walkThrough
        #expect(try await walkThrough("Ada") == "Ada walked through")
        try #require(door.model.open).close()
        await #expect(throws: ActionRejection.self) {
            try await walkThrough("Bob")
        }
    }

    @Test func actionsFromAReleasedSourceRefuseToRun() throws {
        var door: Source<Door>? = Door.source()
        let open = try #require(door?.model.closed).open
        let rejections = Recorder<String>()
        LogCapture.withHandler({ rejections.append($0) }) {
            door = nil
            open()
        }
        // NB: other tests may log at the same time, so look for this test's line only.
        #expect(rejections.values.contains("rejected Door.open: its source no longer exists"))
    }

    @Test func actionsAreEqualBySourceAndMethodAcrossModels() throws {
        let door = Door.source()
        let firstClosed = try #require(door.model.closed)
        firstClosed.open()
        try #require(door.model.open).close()
        let secondClosed = try #require(door.model.closed)

        #expect(firstClosed.open == secondClosed.open)
        #expect(firstClosed.open.hashValue == secondClosed.open.hashValue)
        #expect(firstClosed.open != Door.source().model.closed?.open, "another source's open differs")
        #expect(firstClosed.open.description == "Door.open")
    }

    @Test func encodingAnActionKeepsOnlyItsIdentityAndTheDecodedCopyNeverRuns() throws {
        let door = Door.source()
        let open = try #require(door.model.closed).open
        let data = try JSONEncoder().encode(open)
        #expect(
            String(decoding: data, as: UTF8.self) == #"{"method":"open","source":"Door"}"#
                || String(decoding: data, as: UTF8.self) == #"{"source":"Door","method":"open"}"#)

        let decoded = try JSONDecoder().decode(Action<Void>.self, from: data)
        #expect(decoded.identity == open.identity)
        LogCapture.withHandler({ _ in }) { decoded() }
        #expect(door.model.closed != nil)
    }

    @Test func placeholdersRunWithoutASource() throws {
        let calls = Recorder<Int>()
        let spy = Action<Int>.unbound("record") { calls.append($0) }
        spy(7)
        Action<Int>.doNothing(8)
        #expect(calls.values == [7])
        #expect(try ReturningAction<Void, Int>.returning(3)() == 3)
        #expect(Action<Int>.doNothing == Action<Int>.doNothing)
    }

    @Test func actionEventsStreamRecordsWhatWasDone() async throws {
        let door = Door.source()
        let events = door.actionEvents
        try #require(door.model.closed).open()
        try #require(door.model.open).close()
        var iterator = events.makeAsyncIterator()
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.description == "executed Door.open(())")
        #expect(second?.action.method == "close")
    }
}

/// Temporarily routes `VerityLog` elsewhere. Tests touching the global handler are serialised.
enum LogCapture {
    private static let lock = NSLock()

    static func withHandler<Result>(_ handler: @escaping @Sendable (String) -> Void, _ body: () -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        let previous = VerityLog.handler
        VerityLog.handler = handler
        defer { VerityLog.handler = previous }
        return body()
    }
}

extension ActionTests {
    @Test func dumpingAnActionShowsOnlyItsSourceAndMethod() throws {
        let open = try #require(Door.source().model.closed).open
        var dump = ""
        Swift.dump(open, to: &dump)
        #expect(dump.contains("source: \"Door\""))
        #expect(dump.contains("method: \"open\""))
        #expect(!dump.contains("generation"))
    }
}

extension ActionTests {
    @Test func decodedReturningAndAsyncActionsRefuseToRunAsDetached() async throws {
        let door = Door.source()
        let knock = try #require(door.model.closed).knock
        let data = try JSONEncoder().encode(knock)
        let decoded = try JSONDecoder().decode(ReturningAction<Int, String>.self, from: data)
        #expect(decoded.identity == knock.identity)
        _ = LogCapture.withHandler({ _ in }) {
            #expect(throws: ActionRejection(action: knock.identity, reason: .detached)) { try decoded(1) }
        }
        let asyncDecoded = try JSONDecoder().decode(AsyncAction<String, String>.self, from: data)
        await #expect(throws: ActionRejection.self) { try await asyncDecoded("x") }
    }

    @Test func asyncPlaceholdersReturnTheirValue() async throws {
        #expect(try await AsyncAction<Int, String>.returning("done")(1) == "done")
        #expect(try await AsyncAction<Int, Int>.unbound("double") { $0 * 2 }(21) == 42)
        #expect(try ReturningAction<Int, Int>.unbound("triple") { $0 * 3 }(3) == 9)
    }

    @Test func aRejectionEventNamesTheActionAndTheReason() throws {
        let door = Door.source()
        let events = Recorder<ActionEvent>()
        let observation = door.observeActions { events.append($0) }
        let open = try #require(door.model.closed).open
        open()
        LogCapture.withHandler({ _ in }) { open() }
        let rejection = try #require(events.values.last?.rejection)
        #expect(
            rejection == ActionRejection(action: ActionIdentity(source: "Door", method: "open"), reason: .superseded))
        #expect(events.values.first?.rejection == nil)
        withExtendedLifetime(observation) {}
    }
}
