import Requirements
import Testing

// The VerityFeatureXCTests plugin, applied to this target, turns Features/ into one XCTest
// method per scenario that runs `features`; the names in tricky.feature must all compile and run.
struct Counter { var count = 0 }

let features = FeatureSuite(
    Steps<Counter>(world: Counter.init) { steps in
        steps.given("the count is {int}") { (counter, count: Int) in counter.count = count }
        steps.then("the count should be {int}") { (counter, count: Int) in try #require(counter.count == count) }
    },
    resourcesIn: .module)
