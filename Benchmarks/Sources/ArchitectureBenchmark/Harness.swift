/// What every subscriber and action body does: add the value to a running total, which is
/// printed at the end so the optimiser cannot drop the work.
///
/// NB: the benchmark drives everything from one thread, so an unsynchronised total is safe;
/// `@unchecked Sendable` only satisfies the `@Sendable` closures Verity requires.
final class Sink: @unchecked Sendable {
    var total = 0

    @inline(never)
    func add(_ value: Int) {
        total &+= value
    }
}

/// A scenario measured for one implementation: `run(count)` performs `count` operations
/// (updates or invocations).
struct Scenario {
    let run: (Int) -> Void
}

/// Times `operations` runs of a scenario `samples` times (after one warm-up) and returns the
/// median nanoseconds per operation; the median resists the noise of a shared machine.
func nanosecondsPerOperation(_ scenario: Scenario, operations: Int, samples: Int) -> Double {
    scenario.run(max(1, operations / 10))
    let clock = ContinuousClock()
    var results: [Double] = []
    for _ in 0..<samples {
        let elapsed = clock.measure { scenario.run(operations) }
        results.append(nanoseconds(elapsed) / Double(operations))
    }
    return median(results)
}

/// Like `nanosecondsPerOperation`, for scenarios whose operations complete asynchronously.
@MainActor
func nanosecondsPerOperation(
    samples: Int,
    operations: Int,
    _ run: @MainActor (Int) async -> Duration
) async -> Double {
    _ = await run(max(1, operations / 10))
    var results: [Double] = []
    for _ in 0..<samples {
        results.append(nanoseconds(await run(operations)) / Double(operations))
    }
    return median(results)
}

func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}
