import CucumberMessages
import Testing

@testable import VerityReports

@Suite("pretty, progress and summary reports")
struct ConsoleReportTests {
    @Test("progress prints one character per step, then failures and totals (pending sample)")
    func progressText() throws {
        let text = try CCKStreams.render(.progress, sample: "pending")
        #expect(text == Self.pendingProgress, "\n\(text)")
    }

    @Test("pretty prints features, scenarios with locations, steps with status and the totals (pending sample)")
    func prettyText() throws {
        let text = try CCKStreams.render(.pretty, sample: "pending")
        #expect(text == Self.pendingPretty, "\n\(text)")
    }

    @Test("pretty shows a failed step's error under it; passing hooks stay quiet (hooks sample)")
    func prettyFailureText() throws {
        let text = try CCKStreams.render(.pretty, sample: "hooks")
        #expect(text == Self.hooksPretty, "\n\(text)")
    }

    @Test("progress marks the failed step F and lists the failure with its error (hooks sample)")
    func progressFailureText() throws {
        let text = try CCKStreams.render(.progress, sample: "hooks")
        #expect(text == Self.hooksProgress, "\n\(text)")
    }

    @Test("the summary lines count final attempts per status, problems first", arguments: CCKStreams.names)
    func summaryCounts(sample: String) throws {
        let envelopes = try CCKStreams.envelopes(sample)
        let facts = StreamFacts(envelopes)
        let finals = facts.attempts.filter { !$0.willBeRetried }
        let text = try CCKStreams.render(.summary, envelopes)
        let noun = finals.count == 1 ? "scenario" : "scenarios"
        #expect(text.contains("\n\(finals.count) \(noun)") || text.hasPrefix("\(finals.count) \(noun)"), "\(sample)\n\(text)")
        for status in Set(finals.map(\.status)) {
            #expect(text.contains("\(finals.filter { $0.status == status }.count) \(status.rawValue.lowercased())"), "\(sample) \(status)")
        }
    }

    @Test("progress prints a character for every Gherkin step that ran", arguments: CCKStreams.names)
    func progressCharacters(sample: String) throws {
        let envelopes = try CCKStreams.envelopes(sample)
        var stepIds = Set<String>()
        for envelope in envelopes {
            for step in envelope.testCase?.testSteps ?? [] where step.pickleStepId != nil { stepIds.insert(step.id) }
        }
        let stepResults = envelopes.compactMap(\.testStepFinished).filter { stepIds.contains($0.testStepId) }
        let text = try CCKStreams.render(.progress, envelopes)
        let line = text.prefix { $0 != "\n" }
        let expected = String(stepResults.map(\.testStepResult.status.progressCharacter))
        #expect(line.hasPrefix(expected), "\(sample): \(line)")
    }

    @Test("pretty shows the snippet of an undefined step and the location of each step definition")
    func prettySnippetsAndLocations() throws {
        let text = try CCKStreams.render(.pretty, sample: "undefined")
        #expect(text.contains("Given(\"a step that is yet to be defined\""), "\(text)")
        #expect(text.contains("# samples/undefined/undefined.ts:"), "\(text)")
    }

    static let pendingProgress = """
        P.PP-

        Failures:

        1) Scenario: Unimplemented step signals pending status # samples/pending/pending.feature:9
           ■ Given an unimplemented pending step # samples/pending/pending.ts:11
               Pending.

        2) Scenario: Steps before unimplemented steps are executed # samples/pending/pending.feature:12
           ■ And an unimplemented pending step # samples/pending/pending.ts:11
               Pending.

        3) Scenario: Steps after unimplemented steps are skipped # samples/pending/pending.feature:16
           ■ Given an unimplemented pending step # samples/pending/pending.ts:11
               Pending.

        3 scenarios (3 pending)
        5 steps (3 pending, 1 skipped, 1 passed)
        0m00.017s

        """

    static let pendingPretty = """
        Feature: Pending steps

          Scenario: Unimplemented step signals pending status # samples/pending/pending.feature:9
            ■ Given an unimplemented pending step # samples/pending/pending.ts:11
                Pending.

          Scenario: Steps before unimplemented steps are executed # samples/pending/pending.feature:12
            ✔ Given an implemented non-pending step # samples/pending/pending.ts:3
            ■ And an unimplemented pending step # samples/pending/pending.ts:11
                Pending.

          Scenario: Steps after unimplemented steps are skipped # samples/pending/pending.feature:16
            ■ Given an unimplemented pending step # samples/pending/pending.ts:11
                Pending.
            ↷ And an implemented step that is skipped # samples/pending/pending.ts:7

        3 scenarios (3 pending)
        5 steps (3 pending, 1 skipped, 1 passed)
        0m00.017s

        """

    static let hooksPretty = """
        Feature: Hooks

          Scenario: No tags and a passed step # samples/hooks/hooks.feature:4
            ✔ When a step passes # samples/hooks/hooks.ts:7

          Scenario: No tags and a failed step # samples/hooks/hooks.feature:7
            ✘ When a step fails # samples/hooks/hooks.ts:11
                Exception in step

        2 scenarios (1 failed, 1 passed)
        2 steps (1 failed, 1 passed)
        0m00.017s

        """

    static let hooksProgress = """
        .F

        Failures:

        1) Scenario: No tags and a failed step # samples/hooks/hooks.feature:7
           ✘ When a step fails # samples/hooks/hooks.ts:11
               Exception in step

        2 scenarios (1 failed, 1 passed)
        2 steps (1 failed, 1 passed)
        0m00.017s

        """
}
