import Requirements
import Testing

// The VerityFeatureXCTests plugin, applied to this target, turns Features/ into one XCTest
// method per scenario that runs `features`; the names in tricky.feature must all compile and run.
struct Counter { var count = 0 }

/// Where together.feature's first scenario waits for its second to start.
actor Rendezvous {
    private var arrived = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func arrive() {
        arrived = true
        for waiter in waiting { waiter.resume() }
        waiting = []
    }

    func wait() async {
        if arrived { return }
        await withCheckedContinuation { waiting.append($0) }
    }
}

let rendezvous = Rendezvous()

let features = FeatureSuite(
    Steps<Counter>(world: Counter.init) { steps in
        steps.given("the count is {int}") { (counter, count: Int) in counter.count = count }
        steps.then("the count should be {int}") { (counter, count: Int) in try #require(counter.count == count) }
        // NB: a limit, so that a run that starts the scenarios one after the other fails rather than hangs.
        steps.when("the first scenario waits for the second to start", timeout: .seconds(120)) { _ in
            await rendezvous.wait()
        }
        steps.when("the second scenario starts") { _ in await rendezvous.arrive() }
    },
    resourcesIn: .module)
