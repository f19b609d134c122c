import Testing
import Verity
import VerityTesting

@Suite("SourceTester passes when every emission is asserted")
struct SourceTesterPassingTests {
    @Test func valueExpectationsMatchEqualModels() async {
        let source = Switch.source()
        let tester = SourceTester(source)
        tester.invoke(\.off?.turnOn)
        // Actions compare by source and method, so the current model's actions stand in for
        // the ones the expected model should carry.
        guard let on = source.model.on else { Issue.record("the switch did not turn on"); return }
        await tester.expect(.on(on))
        await tester.finish(timeout: .seconds(5))
    }

    @Test func changeExpectationsStateOnlyWhatChanged() async {
        let tester = SourceTester(Counter.source())
        tester.invoke(\.increment)
        await tester.expectChange { $0.value = 1 }
        tester.perform { $0.increment() }
        await tester.expectChange { $0.value = 2 }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func partExpectationsLookOnlyAtWhatTheyExtract() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        await tester.expect(\.on?.flips, equals: 1)
        tester.invoke(\.on?.turnOff)
        await tester.expect(\.off?.flips, equals: 2)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func nextExpectationsHandTheModelToTheTest() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        await tester.expectNext { model in #expect(model.on != nil) }
        await tester.finish(timeout: .seconds(5))
    }

    @Test func expectationsWaitForAsynchronousEmissions() async {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.flipLater)
        await tester.expect(\.on?.flips, equals: 1)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func invokingReturnsWhatReturningAndAsyncActionsReturn() async throws {
        let tester = SourceTester(Switch.source())
        tester.invoke(\.off?.turnOn)
        await tester.expect(\.flips, equals: 1)
        #expect(try tester.invoke(\.on?.brightness, 80) == "80%")
        #expect(try await tester.invoke(\.on?.dim, 80) == 40)
        await tester.finish(timeout: .seconds(5))
    }

    @Test func recordsRejectedStaleActions() async {
        let source = Switch.source()
        let tester = SourceTester(source)
        let stale = source.model.off?.turnOn
        tester.invoke(\.off?.turnOn)
        await tester.expect(\.flips, equals: 1)
        stale?()
        #expect(tester.actionEvents.map(\.rejection?.reason) == [nil, .superseded])
        await tester.finish(timeout: .seconds(5))
    }

    @Test func skippingAcknowledgesEverythingEmittedSoFar() async {
        let source = Switch.source()
        let tester = SourceTester(source)
        source.model.off?.turnOn()
        source.model.on?.turnOff()
        tester.skipReceived()
        tester.invoke(\.off?.turnOn)
        tester.skipReceived()
        await tester.finish(timeout: .seconds(5))
        #expect(tester.received.map(\.flips) == [1, 2, 3])
    }
}

/// A counter whose model is a plain struct, for change expectations.
struct Counter: Sendable, Equatable {
    var value: Int
    let increment: Action<Void>

    static func source() -> Source<Counter> {
        Source(named: "Counter") { state, actions in counting(from: 0, state, actions) }
    }

    private static func counting(from value: Int, _ state: SourceSetter<Counter>, _ actions: ActionFactory) -> Counter {
        Counter(
            value: value,
            increment: actions.action("increment") {
                state.set { counting(from: value + 1, state, $0) }
            })
    }
}
