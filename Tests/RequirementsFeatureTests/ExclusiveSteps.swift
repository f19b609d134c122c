import CucumberMessages
import Requirements

/// Steps about scenarios that must not run at the same time, read from the real timestamps of
/// the inner run's messages.
enum ExclusiveSteps {
    static func register(in steps: inout Steps<RunnerWorld>) {
        steps.when("Verity runs the features, timing them") { runner in
            await runner.world.run(clock: .system)
        }
        steps.then("{string} and {string} did not run at the same time") { (runner, first: String, second: String) in
            let (a, b) = try spans(first, second, in: runner.world.latest())
            try expect(
                a.upperBound <= b.lowerBound || b.upperBound <= a.lowerBound, "\(first) ran \(a), \(second) ran \(b)")
        }
        steps.then("{string} and {string} ran at the same time") { (runner, first: String, second: String) in
            let (a, b) = try spans(first, second, in: runner.world.latest())
            try expect(a.overlaps(b), "\(first) ran \(a), \(second) ran \(b)")
        }
    }

    /// When each of two scenarios started and finished, in seconds since 1970.
    private static func spans(_ first: String, _ second: String, in run: InnerRun) throws -> (
        Range<Double>, Range<Double>
    ) {
        let envelopes = run.result.envelopes
        var names: [String: String] = [:]
        for pickle in envelopes.compactMap(\.pickle) { names[pickle.id] = pickle.name }
        var testCaseNames: [String: String] = [:]
        for testCase in envelopes.compactMap(\.testCase) { testCaseNames[testCase.id] = names[testCase.pickleId] }
        var starts: [String: (name: String, at: Double)] = [:]
        var spans: [String: Range<Double>] = [:]
        func seconds(_ timestamp: Timestamp) -> Double { Double(timestamp.seconds) + Double(timestamp.nanos) / 1e9 }
        for envelope in envelopes {
            if let started = envelope.testCaseStarted, let name = testCaseNames[started.testCaseId] {
                starts[started.id] = (name, seconds(started.timestamp))
            }
            if let finished = envelope.testCaseFinished, let start = starts[finished.testCaseStartedId] {
                spans[start.name] = start.at..<max(start.at, seconds(finished.timestamp))
            }
        }
        guard let a = spans[first] else { throw Mismatch("\(first) did not run") }
        guard let b = spans[second] else { throw Mismatch("\(second) did not run") }
        return (a, b)
    }
}
