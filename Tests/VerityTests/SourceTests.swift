import Testing
import Verity

@Suite struct SourceTests {
    @Test func aSourceAlwaysHasTheModelItWasCreatedWith() {
        let source = Source(constant: 42)
        #expect(source.model == 42)
    }

    @Test func subscribersReceiveTheCurrentModelThenEveryLaterOneInOrder() {
        let (source, state) = Counter.make()
        let received = Recorder<Int>()
        let subscription = source.subscribe { received.append($0) }
        for value in 1...5 { state.set(value) }
        #expect(received.values == [0, 1, 2, 3, 4, 5])
        #expect(source.model == 5)
        withExtendedLifetime(subscription) {}
    }

    @Test func everySubscriberSeesTheSameSequence() {
        let (source, state) = Counter.make()
        let first = Recorder<Int>()
        let second = Recorder<Int>()
        let a = source.subscribe { first.append($0) }
        state.set(1)
        let b = source.subscribe { second.append($0) }
        state.set(2)
        #expect(first.values == [0, 1, 2])
        #expect(second.values == [1, 2])
        withExtendedLifetime((a, b)) {}
    }

    @Test func releasingTheTokenEndsTheSubscription() {
        let (source, state) = Counter.make()
        let received = Recorder<Int>()
        var subscription: Subscription? = source.subscribe { received.append($0) }
        state.set(1)
        subscription = nil
        state.set(2)
        #expect(received.values == [0, 1])
        #expect(subscription == nil)
    }

    @Test func anOwnerSubscriptionEndsWithTheOwnerAndDoesNotRetainIt() {
        let (source, state) = Counter.make()
        let received = Recorder<Int>()
        var owner: Listener? = Listener(received)
        weak let weakOwner = owner
        if let owner { source.subscribe(owner, Listener.receive) }
        state.set(1)
        owner = nil
        #expect(weakOwner == nil)
        state.set(2)
        #expect(received.values == [0, 1])
    }
}

/// A source of integers together with the owner's capability to set it.
enum Counter {
    static func make() -> (Source<Int>, SourceSetter<Int>) {
        let box = Recorder<SourceSetter<Int>>()
        let source = Source<Int>(named: "Counter") { state, _ in
            box.append(state)
            return 0
        }
        return (source, box.values[0])
    }
}

final class Listener: Sendable {
    let recorder: Recorder<Int>
    init(_ recorder: Recorder<Int>) { self.recorder = recorder }
    func receive(_ value: Int) { recorder.append(value) }
}

@Suite struct SourceInitializationTests {
    @Test(.timeLimit(.minutes(1))) func setsFromWorkStartedByTheInitializerAreNeverLost() async {
        for _ in 0..<50 {
            let source = Source<Int>(named: "Early") { state, _ in
                Task { state.set(1) }
                return 0
            }
            var received: [Int] = []
            for await value in source.values {
                received.append(value)
                if value == 1 { break }
            }
            #expect(received.last == 1)
        }
    }

    @Test func setsMadeSynchronouslyByTheInitializerAreIgnored() {
        let source = Source<Int>(named: "Sync") { state, _ in
            state.set(99)
            #expect(state.model == nil)
            return 0
        }
        #expect(source.model == 0)
    }
}

@Suite struct SourceLifetimeTests {
    /// Records its own deallocation.
    final class Probe: Sendable {
        let released: Recorder<Bool>
        init(_ released: Recorder<Bool>) { self.released = released }
        deinit { released.append(true) }
    }

    @Test func aSourceWhoseModelHoldsItsOwnActionsIsFreedOnceReleased() {
        let released = Recorder<Bool>()
        var door: Source<Door>? = Door.source()
        weak let weakDoor = door
        do {
            let probe = Probe(released)
            let tally = Source<Tally>(named: "Probe") { state, actions in
                Tally(
                    count: 0,
                    increment: actions.action("increment") {
                        withExtendedLifetime(probe) {}
                        state.set(Tally(count: 1, increment: .doNothing))
                    })
            }
            tally.model.increment()
            #expect(tally.model.count == 1)
        }
        door = nil
        #expect(weakDoor == nil)
        #expect(released.values == [true], "the model's actions, and what they capture, are freed with the source")
    }

    @Test func settingAReleasedSourceThroughItsStateChangesNothing() {
        var captured: SourceSetter<Int>?
        var source: Source<Int>? = Source(named: "Gone") { state, _ in
            captured = state
            return 0
        }
        #expect(source?.model == 0)
        source = nil
        captured?.set(1)
        #expect(captured?.model == nil)
        #expect(captured?.isAlive == false)
    }
}

extension SourceLifetimeTests {
    /// Calls back when it is deallocated.
    final class DeinitHook: Sendable {
        let onDeinit: @Sendable () -> Void
        init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    struct Hooked: Sendable {
        var value: Int
        var hook: DeinitHook?
    }

    @Test(.timeLimit(.minutes(1)))
    func aReplacedModelIsReleasedOutsideTheLockSoItsDeinitMayReadTheSource() {
        let seen = Recorder<Int>()
        let holder = Holder<SourceSetter<Hooked>>(nil)
        let source = Source<Hooked>(named: "Hooked") { state, _ in
            holder.set(state)
            return Hooked(value: 0, hook: DeinitHook { seen.append(holder.peek()?.model?.value ?? -1) })
        }
        holder.peek()?.set(Hooked(value: 1, hook: nil))
        #expect(seen.values == [1], "the old model's deinit ran, after the new model became current")
        #expect(source.model.value == 1)
    }
}
