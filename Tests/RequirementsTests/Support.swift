import CucumberMessages
import Requirements

/// A suite over one inline feature file, with every scenario selected and run one at a time.
func makeSuite<World>(
    _ text: String, uri: String = "features/test.feature", steps: Steps<World>,
    configure: (inout RunConfiguration) -> Void = { _ in }
) -> FeatureSuite<World> {
    var configuration = RunConfiguration()
    configuration.tags = nil
    configuration.parallel = false
    configure(&configuration)
    return FeatureSuite(steps, features: [FeatureFile(uri: uri, text: text)], configuration: configuration)
}

/// The statuses of every test step, scenario by scenario, in run order.
func stepStatuses(_ result: RunResult) -> [[String]] {
    var byCase: [String: [String]] = [:]
    var order: [String] = []
    for envelope in result.envelopes {
        if let started = envelope.testCaseStarted {
            order.append(started.id)
        }
        if let finished = envelope.testStepFinished {
            byCase[finished.testCaseStartedId, default: []].append(finished.testStepResult.status.rawValue)
        }
    }
    return order.map { byCase[$0] ?? [] }
}

/// A recorder that step bodies write to from any task.
final class Recorder: @unchecked Sendable {
    // NB: @unchecked: `values` is only touched under `lock`.
    private let lock = NSLock()
    private var values: [String] = []

    func record(_ value: String) {
        lock.lock()
        defer { lock.unlock() }
        values.append(value)
    }

    var recorded: [String] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

import Foundation
