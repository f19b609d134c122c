import Observation

/// The toolchain's observation: an `@Observable` model observed through `Observations`, the
/// asynchronous sequence Swift 6.2 added. It lives on the main actor, as UI models do.
@MainActor
@Observable
final class ObservedCounter {
    var value = 0
    @ObservationIgnored let sink: Sink

    init(sink: Sink) {
        self.sink = sink
    }

    /// Observation has no actions: an "action" is a method on the model.
    @inline(never)
    func add(_ input: Int) {
        sink.add(input)
    }
}

/// Counts deliveries and lets the driver wait until a given number have happened, because
/// `Observations` delivers each change to each subscriber in its own task, later.
@MainActor
final class Deliveries {
    private(set) var count = 0
    private var target = 0
    private var waiter: CheckedContinuation<Void, Never>?

    func record() {
        count += 1
        if count >= target, let waiter {
            self.waiter = nil
            waiter.resume()
        }
    }

    func wait(until target: Int) async {
        guard count < target else { return }
        self.target = target
        await withCheckedContinuation { waiter = $0 }
    }
}

@MainActor
enum ObservationScenarios {
    /// Measures one update fanned out to `subscribers` `Observations` sequences: the time from
    /// setting the value until every subscriber has received it.
    static func fanOut(subscribers: Int, sink: Sink, operations: Int, samples: Int) async -> Double {
        let model = ObservedCounter(sink: sink)
        let deliveries = Deliveries()
        let tasks = (0..<subscribers).map { _ in
            Task { @MainActor in
                for await value in Observations({ model.value }) {
                    sink.add(value)
                    deliveries.record()
                }
            }
        }
        await deliveries.wait(until: subscribers)
        let result = await nanosecondsPerOperation(samples: samples, operations: operations) { count in
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<count {
                let expected = deliveries.count + subscribers
                model.value += 1
                await deliveries.wait(until: expected)
            }
            return clock.now - start
        }
        for task in tasks {
            task.cancel()
        }
        return result
    }

    static func invocation(sink: Sink) -> Scenario {
        let model = ObservedCounter(sink: sink)
        return Scenario { count in
            for input in 0..<count {
                model.add(input)
            }
        }
    }
}

/// The realistic model (see `RealisticModel.swift`) as an `@Observable` screen model: each
/// update assigns a rebuilt `ClosureLogin`; its actions are methods, as Observation has none.
@MainActor
@Observable
final class ObservedLogin {
    var screen: ClosureLogin
    @ObservationIgnored let sink: Sink

    init(sink: Sink) {
        self.sink = sink
        screen = ClosureLogin.editing(0, sink: sink)
    }

    @inline(never)
    func usernameChanged(_ text: String) {
        sink.add(text.utf8.count)
    }
}

extension ObservationScenarios {
    /// Like `fanOut`, with the realistic model rebuilt on each update.
    static func realisticFanOut(subscribers: Int, sink: Sink, operations: Int, samples: Int) async -> Double {
        let model = ObservedLogin(sink: sink)
        let deliveries = Deliveries()
        let tasks = (0..<subscribers).map { _ in
            Task { @MainActor in
                for await screen in Observations({ model.screen }) {
                    sink.add(screen.revision)
                    deliveries.record()
                }
            }
        }
        await deliveries.wait(until: subscribers)
        var revision = 0
        let result = await nanosecondsPerOperation(samples: samples, operations: operations) { count in
            let clock = ContinuousClock()
            let start = clock.now
            for _ in 0..<count {
                let expected = deliveries.count + subscribers
                revision += 1
                model.screen = ClosureLogin.editing(revision, sink: sink)
                await deliveries.wait(until: expected)
            }
            return clock.now - start
        }
        for task in tasks {
            task.cancel()
        }
        return result
    }

    static func realisticInvocation(sink: Sink) -> Scenario {
        let model = ObservedLogin(sink: sink)
        return Scenario { count in
            for _ in 0..<count {
                model.usernameChanged("a")
            }
        }
    }
}
