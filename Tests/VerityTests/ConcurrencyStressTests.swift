import Foundation
import Testing
import Verity

/// Run under Thread Sanitizer in CI:
/// `swift test --sanitize=thread --filter ConcurrencyStressTests`.
@Suite struct ConcurrencyStressTests {
    static let setters = 8
    static let setsPerSetter = 1_000

    @Test func concurrentUpdatesAreNeitherLostNorReordered() {
        let (source, state) = Counter.make()
        let recorders = (0..<4).map { _ in Recorder<Int>() }
        let subscriptions = recorders.map { recorder in source.subscribe { recorder.append($0) } }

        let finished = runConcurrently(Self.setters) { _ in
            for _ in 0..<Self.setsPerSetter {
                state.update { current, _ in current + 1 }
            }
        }

        let total = Self.setters * Self.setsPerSetter
        #expect(finished)
        #expect(source.model == total)
        for recorder in recorders {
            #expect(recorder.values == Array(0...total), "every subscriber sees every value once, in order")
        }
        withExtendedLifetime(subscriptions) {}
    }

    @Test func concurrentSetsReachEverySubscriberInTheSameOrder() {
        let (source, state) = Tagged.make()
        let recorders = (0..<4).map { _ in Recorder<Tagged>() }
        let subscriptions = recorders.map { recorder in source.subscribe { recorder.append($0) } }

        let finished = runConcurrently(Self.setters) { setter in
            for sequence in 0..<Self.setsPerSetter {
                state.set(Tagged(setter: setter, sequence: sequence))
            }
        }

        #expect(finished)
        let reference = recorders[0].values
        #expect(reference.count == Self.setters * Self.setsPerSetter + 1, "no set was lost")
        for recorder in recorders.dropFirst() {
            #expect(recorder.values == reference, "all subscribers see one order")
        }
        for setter in 0..<Self.setters {
            let own = reference.filter { $0.setter == setter }.map(\.sequence)
            #expect(own == Array(0..<Self.setsPerSetter), "setter \(setter)'s values arrive in its order")
        }
        #expect(source.model == reference.last)
        withExtendedLifetime(subscriptions) {}
    }

    @Test func subscribersJoiningAndLeavingDuringSetsSeeAnUnbrokenRun() {
        let (source, state) = Counter.make()
        let runs = Recorder<[Int]>()

        let finished = runConcurrently(Self.setters) { thread in
            if thread % 2 == 0 {
                for _ in 0..<Self.setsPerSetter {
                    state.update { current, _ in current + 1 }
                }
            } else {
                for _ in 0..<Self.setsPerSetter / 10 {
                    let seen = Recorder<Int>()
                    let subscription = source.subscribe { seen.append($0) }
                    // NB: while another thread is delivering, the first model arrives from it.
                    while seen.values.isEmpty {}
                    for _ in 0..<10 { _ = source.model }
                    subscription.cancel()
                    runs.append(seen.values)
                }
            }
        }

        #expect(finished)
        #expect(source.model == Self.setters / 2 * Self.setsPerSetter)
        for run in runs.values {
            #expect(
                run == Array((run.first ?? 0)..<((run.first ?? 0) + run.count)), "no gap, repeat or reordering: \(run)")
        }
    }

    @Test func racingInvocationsOfOneActionNeverLoseOrDoubleAnUpdate() {
        let source = Tally.source()
        let executed = Recorder<ActionEvent>()
        let observation = source.observeActions { event in
            if event.rejection == nil { executed.append(event) }
        }

        let finished = LogCapture.withHandler({ _ in }) {
            runConcurrently(Self.setters) { _ in
                for _ in 0..<Self.setsPerSetter {
                    source.model.increment()
                }
            }
        }

        #expect(finished)
        #expect(source.model.count == executed.values.count, "every accepted invocation counted exactly once")
        withExtendedLifetime(observation) {}
    }

    @Test func racingInvocationsOfOneEarlierActionAreAllKept() {
        // Every thread holds the action of the first model, as a view that has not redrawn
        // yet would: the source never leaves the state, so none of them may be lost.
        let source = Tally.source()
        let increment = source.model.increment
        let finished = runConcurrently(Self.setters) { _ in
            for _ in 0..<Self.setsPerSetter {
                increment()
            }
        }
        #expect(finished)
        #expect(source.model.count == Self.setters * Self.setsPerSetter)
        #expect(increment.isCurrent)
    }

    @Test func sourcesThatFeedEachOtherFromDifferentThreadsDoNotDeadlock() {
        let (left, setLeft) = Tagged.make()
        let (right, setRight) = Tagged.make()
        let leftSeen = Recorder<Tagged>()
        let rightSeen = Recorder<Tagged>()
        // Each source echoes the other's original values (setter 0 writes left, setter 1 writes
        // right); echoes are marked so they are not echoed back.
        let leftToRight = left.subscribe { value in
            leftSeen.append(value)
            if value.setter == 0 { setRight.set(Tagged(setter: 2, sequence: value.sequence)) }
        }
        let rightToLeft = right.subscribe { value in
            rightSeen.append(value)
            if value.setter == 1 { setLeft.set(Tagged(setter: 3, sequence: value.sequence)) }
        }

        let finished = runConcurrently(2, within: 60) { setter in
            for sequence in 0..<Self.setsPerSetter {
                (setter == 0 ? setLeft : setRight).set(Tagged(setter: setter, sequence: sequence))
            }
        }

        #expect(finished, "two sources feeding each other from two threads deadlocked")
        let all = Array(0..<Self.setsPerSetter)
        #expect(leftSeen.values.filter { $0.setter == 0 }.map(\.sequence) == all)
        #expect(leftSeen.values.filter { $0.setter == 3 }.map(\.sequence) == all)
        #expect(rightSeen.values.filter { $0.setter == 1 }.map(\.sequence) == all)
        #expect(rightSeen.values.filter { $0.setter == 2 }.map(\.sequence) == all)
        withExtendedLifetime((leftToRight, rightToLeft)) {}
    }
}

/// A value that says who set it and in which order.
struct Tagged: Sendable, Equatable {
    var setter: Int
    var sequence: Int

    static func make() -> (Source<Tagged>, SourceSetter<Tagged>) {
        let box = Recorder<SourceSetter<Tagged>>()
        let source = Source(named: "Tagged") { state, _ in
            box.append(state)
            return Tagged(setter: -1, sequence: -1)
        }
        return (source, box.values[0])
    }
}

/// A count whose only action increments it.
struct Tally: Sendable {
    var count: Int
    var increment: Action<Void>

    static func source() -> Source<Tally> {
        Source(named: "Tally") { state, actions in tally(0, state, actions) }
    }

    private static func tally(_ count: Int, _ state: SourceSetter<Tally>, _ actions: ActionFactory) -> Tally {
        Tally(
            count: count,
            increment: actions.action("increment") {
                state.update { current, actions in tally(current.count + 1, state, actions) }
            })
    }
}

extension ConcurrencyStressTests {
    @Test func releasingASourceWhileOthersSetAndInvokeIsSafe() {
        for _ in 0..<20 {
            let holder: Holder<Source<Tally>>
            let increment: Action<Void>
            do {
                let source = Tally.source()
                increment = source.model.increment
                holder = Holder(source)
            }
            let (counter, state) = Counter.make()
            let subscription = counter.subscribe { _ in increment() }
            let finished = LogCapture.withHandler({ _ in }) {
                runConcurrently(4) { thread in
                    for value in 0..<200 {
                        if thread == 0 && value == 100 { _ = holder.take() } else { state.set(value) }
                    }
                }
            }
            #expect(finished)
            withExtendedLifetime(subscription) {}
        }
    }
}

/// Owns one value until some thread takes it.
final class Holder<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value?

    init(_ value: Value?) { self.value = value }

    func set(_ newValue: Value) {
        lock.withLock { value = newValue }
    }

    func peek() -> Value? {
        lock.withLock { value }
    }

    func take() -> Value? {
        lock.withLock {
            defer { value = nil }
            return value
        }
    }
}

extension ConcurrencyStressTests {
    @Test(.timeLimit(.minutes(1)))
    func asyncConsumersEachSeeEveryUpdateInOrder() async {
        let (source, state) = Counter.make()
        let total = Self.setters * Self.setsPerSetter / 2
        let consumers = (0..<8).map { _ in
            let values = source.values
            return Task {
                var seen: [Int] = []
                for await value in values {
                    seen.append(value)
                    if value == total { break }
                }
                return seen
            }
        }
        let finished = runConcurrently(Self.setters / 2) { _ in
            for _ in 0..<Self.setsPerSetter {
                state.update { current, _ in current + 1 }
            }
        }
        #expect(finished)
        for consumer in consumers {
            #expect(await consumer.value == Array(0...total))
        }
    }
}

extension ConcurrencyStressTests {
    /// Two sets racing, round after round, with a subscriber slow enough that the second set
    /// usually arrives while the first thread is still delivering: the deliverer must then see
    /// the queued model when it tries to step down without the lock, and deliver it first.
    @Test func aSetQueuedWhileAnotherThreadDeliversIsDeliveredBeforeItStepsDown() {
        for round in 0..<100 {
            let (source, state) = Tagged.make()
            let recorder = Recorder<Tagged>()
            let subscription = source.subscribe { model in
                recorder.append(model)
                if model.setter >= 0 {
                    Thread.sleep(forTimeInterval: 0.000_2)
                }
            }

            let finished = runConcurrently(2) { setter in
                state.set(Tagged(setter: setter, sequence: round))
            }

            let values = recorder.values
            #expect(finished)
            #expect(values.count == 3, "round \(round): the initial model and both racing sets are delivered")
            #expect(values.last == source.model, "round \(round): the current model is delivered last")
            withExtendedLifetime(subscription) {}
        }
    }
}

extension ConcurrencyStressTests {
    /// Threads the initializer starts update the source before its initial model exists: each
    /// update waits for that model, and none is lost.
    @Test func updatesFromThreadsTheInitializerStartedWaitForTheInitialModel() {
        let threads = 4
        let updatesPerThread = 50
        for round in 0..<20 {
            let finished = DispatchGroup()
            let started = DispatchSemaphore(value: 0)
            let source = Source<Int>(named: "Early") { state, _ in
                for _ in 0..<threads {
                    finished.enter()
                    Thread {
                        started.signal()
                        for _ in 0..<updatesPerThread {
                            state.update { current, _ in current + 1 }
                        }
                        finished.leave()
                    }
                    .start()
                }
                // NB: the initial model is built while every thread runs, so that their first
                // updates usually find no model yet.
                for _ in 0..<threads { started.wait() }
                return 0
            }
            #expect(finished.wait(timeout: .now() + 60) == .success, "round \(round): no update waits forever")
            #expect(source.model == threads * updatesPerThread, "round \(round): no update is lost")
        }
    }
}

/// A search as a functional core whose every query supersedes the last: it numbers the queries
/// as it handles them and records the number of every answer it accepts.
private struct NumberedSearch: FunctionalCore {
    enum Event: Sendable {
        case typed
        case answered(Int)
    }

    enum Command: SupersedingCommand {
        case search(Int)
        var supersedingKey: String? { "search" }
    }

    var queries = 0
    var answers: [Int] = []

    mutating func handle(_ event: Event) -> [Command] {
        switch event {
        case .typed:
            queries += 1
            return [.search(queries)]
        case .answered(let query):
            answers.append(query)
            return []
        }
    }
}

extension ConcurrencyStressTests {
    /// Keystrokes from many threads, each starting a search that supersedes the last: an
    /// obsolete answer must never reach the core after a newer one, and the last query's
    /// answer always does.
    @Test func racingSupersedingCommandsLetNoObsoleteAnswerIn() async {
        struct Screen: Sendable {
            var queries: Int
            var answers: [Int]
            let type: Action<Void>
        }
        let source = Source(named: "Search", running: NumberedSearch()) { command in
            switch command {
            case .search(let query):
                await Task.yield()
                return .answered(query)
            }
        } model: { search, actions in
            Screen(queries: search.queries, answers: search.answers, type: actions.action("type", sending: .typed))
        }
        let finished = runConcurrently(Self.setters) { _ in
            for _ in 0..<200 {
                source.model.type()
            }
        }
        #expect(finished)
        // NB: a hang guard, not a time limit: in the full suite, tests that wait for a compiler
        // can hold both threads of the cooperative pool the searches need for tens of seconds.
        let clock = ContinuousClock()
        let giveUp = clock.now.advanced(by: .seconds(120))
        while !source.runningWork.isEmpty, clock.now < giveUp {
            try? await Task.sleep(for: .milliseconds(1))
        }
        let model = source.model
        #expect(model.queries == Self.setters * 200)
        #expect(
            model.answers == model.answers.sorted() && Set(model.answers).count == model.answers.count,
            "answers arrive in the order of their queries, each once")
        #expect(model.answers.last == model.queries, "the last query is never superseded")
    }
}
