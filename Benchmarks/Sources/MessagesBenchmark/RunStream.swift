import CucumberMessages
import Foundation

/// The message streams the benchmark encodes.
enum RunStream {
    /// The execution messages of a synthetic run shaped like the requirements runner's:
    /// scenarios of `stepsPerScenario` steps, each step matched by a Cucumber Expression
    /// with one argument, every 50th step failing with an exception and a stack trace.
    static func synthetic(steps: Int, stepsPerScenario: Int = 8) -> [Envelope] {
        var envelopes: [Envelope] = []
        var clock = 0
        func tick() -> Timestamp {
            clock += 1_234_567
            return Timestamp(
                seconds: 1_700_000_000 + clock / 1_000_000_000, nanos: clock % 1_000_000_000)
        }
        envelopes.append(
            .meta(
                Meta(
                    protocolVersion: "32.0.0", implementation: Product(name: "verity", version: "0.1.0"),
                    runtime: Product(name: "Swift", version: "6.3.1"), os: Product(name: "linux"),
                    cpu: Product(name: "x86_64"))))
        for index in 0..<stepsPerScenario {
            envelopes.append(
                .stepDefinition(
                    StepDefinition(
                        id: "sd\(index)",
                        pattern: StepDefinitionPattern(
                            source: "the account has {int} items in stock \(index)", type: .cucumberExpression),
                        sourceReference: SourceReference(
                            uri: "Sources/App/Steps.swift", location: Location(line: 10 + index)))))
        }
        envelopes.append(.testRunStarted(TestRunStarted(timestamp: tick(), id: "run")))
        let scenarios = max(steps / stepsPerScenario, 1)
        for scenario in 0..<scenarios {
            let testSteps = (0..<stepsPerScenario).map { step in
                TestStep(
                    id: "ts\(scenario)-\(step)", pickleStepId: "ps\(scenario)-\(step)",
                    stepDefinitionIds: ["sd\(step)"],
                    stepMatchArgumentsLists: [
                        StepMatchArgumentsList(stepMatchArguments: [
                            StepMatchArgument(
                                group: .init(children: [], start: 16, value: "\(step * 7)"), parameterTypeName: "int")
                        ])
                    ])
            }
            envelopes.append(
                .testCase(
                    TestCase(
                        id: "tc\(scenario)", pickleId: "p\(scenario)", testSteps: testSteps, testRunStartedId: "run")))
            let started = "tcs\(scenario)"
            envelopes.append(
                .testCaseStarted(
                    TestCaseStarted(
                        attempt: 0, id: started, testCaseId: "tc\(scenario)", timestamp: tick())))
            for step in testSteps {
                envelopes.append(
                    .testStepStarted(
                        TestStepStarted(
                            testCaseStartedId: started, testStepId: step.id, timestamp: tick())))
                let failing = (scenario * stepsPerScenario + envelopes.count) % 50 == 0
                let result =
                    failing
                    ? TestStepResult(
                        duration: MessageDuration(seconds: 0, nanos: 912_345), message: "expected 3 items, got 2",
                        status: .failed,
                        exception: MessageException(
                            type: "AssertionError", message: "expected 3 items, got 2",
                            stackTrace:
                                "AssertionError: expected 3 items, got 2\n\tat Steps.swift:42\n\tat Runner.swift:120"))
                    : TestStepResult(duration: MessageDuration(seconds: 0, nanos: 41_000), status: .passed)
                envelopes.append(
                    .testStepFinished(
                        TestStepFinished(
                            testCaseStartedId: started, testStepId: step.id, testStepResult: result, timestamp: tick()))
                )
            }
            envelopes.append(
                .testCaseFinished(
                    TestCaseFinished(
                        testCaseStartedId: started, timestamp: tick(), willBeRetried: false)))
        }
        envelopes.append(.testRunFinished(TestRunFinished(success: false, timestamp: tick(), testRunStartedId: "run")))
        return envelopes
    }

    /// Every CCK sample stream under `samplesFolder`, concatenated and repeated until it holds
    /// at least `minimumCount` envelopes.
    static func cck(samplesFolder: String, minimumCount: Int) throws -> [Envelope] {
        let names = try FileManager.default.contentsOfDirectory(atPath: samplesFolder).sorted()
        var once: [Envelope] = []
        for name in names {
            let path = "\(samplesFolder)/\(name)/\(name).ndjson"
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            once += try NDJSONDecoder().decode(data)
        }
        guard !once.isEmpty else { return [] }
        var envelopes: [Envelope] = []
        while envelopes.count < minimumCount { envelopes += once }
        return envelopes
    }
}

/// An envelope that encodes through its synthesized `Encodable` conformance: wrapping it
/// hides it from `NDJSONEncoder`'s direct writers, which gives the generic path's speed
/// (the only path runner messages had before the direct writers).
struct GenericEnvelope: Encodable {
    let envelope: Envelope

    func encode(to encoder: any Encoder) throws {
        try envelope.encode(to: encoder)
    }
}
