import CucumberMessages
import Foundation

/// What a run's Cucumber Messages stream says of each scenario: its status, and each step that
/// did not pass with its `.feature` line, message and the Swift definition it ran.
///
/// A scenario run again (`VERITY_RETRY`) is reported by its last attempt; its status is that of
/// its worst step, as Cucumber gives it. Lines that do not decode (a run killed mid-write) are
/// skipped.
///
/// ```swift
/// let report = RunReport(ndjson: data) { uri in uri }
/// report.scenarios.first?.status   // .failed
/// report.scenarios.first?.steps.first?.location   // "features/till.feature:6"
/// ```
package struct RunReport: Sendable, Equatable {
    /// One scenario (or outline row) run.
    package struct Scenario: Sendable, Equatable {
        /// The scenario's name, placeholders of an outline's filled in.
        package var name: String
        /// `path:line` of the scenario, or of the examples row for an outline's.
        package var location: String
        /// The status of its worst step.
        package var status: TestStepResultStatus
        /// The steps that did not pass (skipped steps after a failure left out).
        package var steps: [Step]
    }

    /// One step that did not pass.
    package struct Step: Sendable, Equatable {
        /// The step's text as it ran.
        package var text: String
        /// `path:line` of the step in its feature file.
        package var location: String
        /// How it ended: failed, pending, undefined or ambiguous.
        package var status: TestStepResultStatus
        /// What the runner said of it, e.g. the failed expectation.
        package var message: String?
        /// `path:line` and pattern of each definition it matched.
        package var definitions: [String]
    }

    /// The scenarios in the order the run started them.
    package var scenarios: [Scenario] = []
    /// Whether the run as a whole succeeded, when it finished.
    package var success: Bool?
    /// Why the run failed as a whole (no scenario selected, a bad option), when it says.
    package var message: String?

    /// Reads the NDJSON `data`; `place` turns a message's `uri` and 1-based line into `path:line`.
    package init(ndjson data: Data, place: (String, Int) -> String) {
        var stream = Stream()
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let envelope = try? decoder.decode(Envelope.self, from: Data(line)) else { continue }
            stream.add(envelope)
        }
        success = stream.finished?.success
        message = stream.finished?.message ?? stream.finished?.exception?.message
        scenarios = stream.scenarios(place: place)
    }

    /// The messages a report needs, by id.
    private struct Stream {
        var lines: [String: Int] = [:]
        var pickles: [String: Pickle] = [:]
        var testCases: [String: TestCase] = [:]
        var definitions: [String: StepDefinition] = [:]
        /// The last attempt of each test case, in the order test cases first started.
        var attempts: [String: String] = [:]
        var order: [String] = []
        var results: [String: [String: TestStepResult]] = [:]
        var finished: TestRunFinished?

        mutating func add(_ envelope: Envelope) {
            if let document = envelope.gherkinDocument, let feature = document.feature { collectLines(feature) }
            if let pickle = envelope.pickle { pickles[pickle.id] = pickle }
            if let testCase = envelope.testCase { testCases[testCase.id] = testCase }
            if let definition = envelope.stepDefinition { definitions[definition.id] = definition }
            if let started = envelope.testCaseStarted {
                if attempts[started.testCaseId] == nil { order.append(started.testCaseId) }
                attempts[started.testCaseId] = started.id
            }
            if let step = envelope.testStepFinished {
                results[step.testCaseStartedId, default: [:]][step.testStepId] = step.testStepResult
            }
            if let run = envelope.testRunFinished { finished = run }
        }

        /// The 1-based line of every step and examples row of `feature`, by id.
        mutating func collectLines(_ feature: Feature) {
            for child in feature.children {
                if let background = child.background { collect(background.steps) }
                if let scenario = child.scenario { collect(scenario) }
                for ruleChild in child.rule?.children ?? [] {
                    if let background = ruleChild.background { collect(background.steps) }
                    if let scenario = ruleChild.scenario { collect(scenario) }
                }
            }
        }

        mutating func collect(_ scenario: CucumberMessages.Scenario) {
            lines[scenario.id] = scenario.location.line
            collect(scenario.steps)
            for row in scenario.examples.flatMap(\.tableBody) { lines[row.id] = row.location.line }
        }

        mutating func collect(_ steps: [CucumberMessages.Step]) {
            for step in steps { lines[step.id] = step.location.line }
        }

        /// Each test case's last attempt as a scenario.
        func scenarios(place: (String, Int) -> String) -> [Scenario] {
            order.compactMap { testCaseId in
                guard let testCase = testCases[testCaseId], let pickle = pickles[testCase.pickleId],
                    let attempt = attempts[testCaseId]
                else { return nil }
                let stepResults = results[attempt] ?? [:]
                let rowLine = pickle.astNodeIds.count > 1 ? pickle.astNodeIds.last.flatMap { lines[$0] } : nil
                let line = rowLine ?? pickle.location?.line ?? pickle.astNodeIds.first.flatMap { lines[$0] } ?? 0
                var status = TestStepResultStatus.unknown
                var steps: [Step] = []
                for testStep in testCase.testSteps {
                    guard let result = stepResults[testStep.id] else { continue }
                    status = max(status, result.status)
                    guard result.status != .passed, result.status != .skipped else { continue }
                    let pickleStep = testStep.pickleStepId.flatMap { id in pickle.steps.first { $0.id == id } }
                    let stepLine = pickleStep?.astNodeIds.first.flatMap { lines[$0] } ?? line
                    steps.append(
                        Step(
                            text: pickleStep?.text ?? "(a hook)", location: place(pickle.uri, stepLine),
                            status: result.status,
                            message: result.message ?? result.exception?.message,
                            definitions: (testStep.stepDefinitionIds ?? []).compactMap { id in
                                definitions[id].map { definition in
                                    let reference = definition.sourceReference
                                    let site = reference.uri.map { place($0, reference.location?.line ?? 1) } ?? "?"
                                    return "\(site) \(definition.pattern.source)"
                                }
                            }))
                }
                return Scenario(name: pickle.name, location: place(pickle.uri, line), status: status, steps: steps)
            }
        }
    }
}
