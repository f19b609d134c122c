import ArgumentParser
import CucumberMessages
import Foundation
import Requirements
import Testing
import Verity
import VerityRequirements

@testable import VerityCLI

/// A lamp, as a model: the suite of ``DraftCommandTests`` turns it on; nothing turns it off.
private enum Lamp: Sendable {
    case off(Off)
    case on(On)

    struct Off: Sendable { var turnOn: Action<Void> }
    struct On: Sendable { var turnOff: Action<Void> }

    static func source() -> Source<Lamp> {
        Source(named: "Lamp") { state, actions in off(state, actions) }
    }

    private static func off(_ state: SourceSetter<Lamp>, _ actions: ActionFactory) -> Lamp {
        .off(
            Off(
                turnOn: actions.action("turnOn") {
                    state.set { actions in .on(On(turnOff: actions.action("turnOff") { state.set { off(state, $0) } }))
                    }
                }))
    }
}

private struct LampWorld: Sendable {
    var lamp: Source<Lamp>?
}

/// Issue 47: `verity draft TRACE --from RUN.ndjson --issue KEY --out FILE` writes the scenario
/// drafted from the trace in the phrases of the run, and refuses a file that is not a trace.
@Suite("verity draft")
struct DraftCommandTests {
    /// The message stream of a run of the lamp suite with model coverage on, as NDJSON.
    private static func runMessages() async throws -> Data {
        let steps = Steps<LampWorld>(world: { LampWorld() }) { steps in
            steps.recordModels(ModelCoverage().declaring(Lamp.self, states: ["off", "on"]))
            steps.given("a lamp that is off") { world in world.lamp = Lamp.source() }
            steps.when("I turn it on") { world in
                guard case .off(let off) = world.lamp?.model else { throw CleanExit.message("not off") }
                off.turnOn()
            }
            steps.then("it is on") { world in
                guard case .on = world.lamp?.model else { throw CleanExit.message("not on") }
            }
        }
        let feature = FeatureFile(
            uri: "Features/lamp.feature",
            text: """
                Feature: The lamp
                  Scenario: Turning it on
                    Given a lamp that is off
                    When I turn it on
                    Then it is on
                """)
        let result = await FeatureSuite(steps, features: [feature]).run(collectingEnvelopes: true)
        try #require(result.success, "\(result.problems)")
        var bytes: [UInt8] = []
        for envelope in result.envelopes { try NDJSONEncoder().appendLine(envelope, to: &bytes) }
        return Data(bytes)
    }

    /// A session: the lamp turned on, then off.
    private static func trace() throws -> Data {
        let recorder = SessionRecorder()
        let lamp = Lamp.source()
        recorder.record(lamp)
        guard case .off(let off) = lamp.model else { throw CleanExit.message("not off") }
        off.turnOn()
        guard case .on(let on) = lamp.model else { throw CleanExit.message("not on") }
        on.turnOff()
        return try recorder.trace().jsonData()
    }

    @Test("--from, --issue and --out: the draft in the run's phrases, a new step for the action no step invokes")
    func writesTheDraft() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("lamp.trace.json")
        let messages = folder.appendingPathComponent("run.ndjson")
        let out = folder.appendingPathComponent("lamp.feature")
        try Self.trace().write(to: trace)
        try await Self.runMessages().write(to: messages)

        try DraftCommand.parse([trace.path, "--from", messages.path, "--issue", "LAMP-1", "--out", out.path]).run()

        let text = try String(contentsOf: out, encoding: .utf8)
        let expected = """
            # Drafted by `verity draft` from \(trace.path): review it before removing @wip.
            # - the suite's runs never ran Lamp.turnOff in on
            # - the Then steps assert the trace's last state of Lamp, off
            # - no step of the suite invokes Lamp.turnOff; a new step stands in
            # - no step of the suite asserts Lamp.off; a new step stands in
            Feature: Drafted from lamp

              @wip @issue:LAMP-1
              Scenario: After turn on, turn off
                Given a lamp that is off
                When I turn it on
                And I turn off
                Then the lamp is off

            # New steps, for the suite to define (or to reword in its own phrases):
            #   steps.when("I turn off") { world in
            #       // Lamp.turnOff
            #   }
            #   steps.then("the lamp is off") { world in
            #       // Lamp.off
            #   }

            """
        #expect(text == expected)
    }

    @Test("a file that is not a session trace exits 1 and writes nothing")
    func refusesANonTrace() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("draft-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let notATrace = folder.appendingPathComponent("x.json")
        try Data("{}".utf8).write(to: notATrace)
        let out = folder.appendingPathComponent("x.feature")
        #expect(throws: ExitCode(1)) {
            try DraftCommand.parse([notATrace.path, "--out", out.path]).run()
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
