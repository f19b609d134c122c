import CucumberMessages
import Foundation
import TestFixtures
import Testing

@testable import VerityFormatters

/// The project's own message streams (`Tests/Fixtures/Streams`, written by Verity's runner for
/// feature files of our own), read as envelopes.
enum Streams {
    /// Every stream's name, sorted.
    static var names: [String] { Fixtures.streamNames }

    static func envelopes(_ name: String) throws -> [Envelope] {
        try Fixtures.envelopes(name)
    }

    /// What `format` writes for `envelopes`, to memory.
    static func render(
        _ format: ReportFormat, _ envelopes: [Envelope], terminal: Bool = false, environment: [String: String] = [:],
        title: String? = nil, junit: JUnitOptions = JUnitOptions()
    ) throws -> String {
        let output = ReportOutput.memory(isTerminal: terminal)
        let formatter = ReportConfiguration.makeFormatter(
            format, output: output, environment: environment, title: title, junit: junit)
        for envelope in envelopes { formatter.receive(envelope) }
        try formatter.finish()
        return output.text
    }

    static func render(_ format: ReportFormat, sample name: String) throws -> String {
        try render(format, envelopes(name))
    }
}

/// The outcome of each attempt, computed straight from the raw messages (independently of
/// the formatters' index) so the tests can check the reports against it.
struct StreamFacts {
    struct Attempt {
        var testCaseStartedId: String
        var pickle: Pickle
        var status: TestStepResultStatus
        var willBeRetried: Bool
    }

    var attempts: [Attempt] = []
    var pickles: [Pickle] = []
    var failedRunHooks = 0
    var runException = false

    init(_ envelopes: [Envelope]) {
        var picklesById: [String: Pickle] = [:]
        var testCasePickle: [String: String] = [:]
        var startedCase: [String: String] = [:]
        var worst: [String: TestStepResultStatus] = [:]
        var order: [String] = []
        var retried: [String: Bool] = [:]
        let severity: [TestStepResultStatus] = [.unknown, .passed, .skipped, .pending, .undefined, .ambiguous, .failed]
        for envelope in envelopes {
            if let pickle = envelope.pickle {
                picklesById[pickle.id] = pickle
                pickles.append(pickle)
            }
            if let testCase = envelope.testCase { testCasePickle[testCase.id] = testCase.pickleId }
            if let started = envelope.testCaseStarted {
                startedCase[started.id] = started.testCaseId
                order.append(started.id)
            }
            if let finished = envelope.testStepFinished {
                let status = finished.testStepResult.status
                let current = worst[finished.testCaseStartedId] ?? .unknown
                let isWorse = (severity.firstIndex(of: status) ?? 0) > (severity.firstIndex(of: current) ?? 0)
                worst[finished.testCaseStartedId] = isWorse ? status : current
            }
            if let finished = envelope.testCaseFinished { retried[finished.testCaseStartedId] = finished.willBeRetried }
            if let hook = envelope.testRunHookFinished,
                [.failed, .undefined, .pending, .ambiguous].contains(hook.result.status)
            {
                failedRunHooks += 1
            }
            if let finished = envelope.testRunFinished, finished.message != nil || finished.exception != nil {
                runException = true
            }
        }
        for id in order {
            guard let testCase = startedCase[id], let pickleId = testCasePickle[testCase],
                let pickle = picklesById[pickleId]
            else {
                continue
            }
            attempts.append(
                Attempt(
                    testCaseStartedId: id, pickle: pickle, status: worst[id] ?? .unknown,
                    willBeRetried: retried[id] ?? false))
        }
    }

    static let failing: Set<TestStepResultStatus> = [.failed, .ambiguous, .undefined, .pending]
}
