import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("pretty, progress and summary reports")
struct ConsoleReportTests {
    @Test("progress prints one character per step, then failures and totals (pending stream)")
    func progressText() throws {
        let text = try Streams.render(.progress, sample: "pending")
        #expect(text == Self.pendingProgress, "\n\(text)")
    }

    @Test("pretty prints features, scenarios with locations, steps with status and the totals (pending stream)")
    func prettyText() throws {
        let text = try Streams.render(.pretty, sample: "pending")
        #expect(text == Self.pendingPretty, "\n\(text)")
    }

    @Test("pretty shows a failed step's error under it; passing hooks stay quiet (hooks stream)")
    func prettyFailureText() throws {
        let text = try Streams.render(.pretty, sample: "hooks")
        #expect(text == Self.hooksPretty, "\n\(text)")
    }

    @Test("progress marks the failed step F and lists the failure with its error (hooks stream)")
    func progressFailureText() throws {
        let text = try Streams.render(.progress, sample: "hooks")
        #expect(text == Self.hooksProgress, "\n\(text)")
    }

    @Test("the summary lines count final attempts per status, problems first", arguments: Streams.names)
    func summaryCounts(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        let facts = StreamFacts(envelopes)
        let finals = facts.attempts.filter { !$0.willBeRetried }
        let text = try Streams.render(.summary, envelopes)
        let noun = finals.count == 1 ? "scenario" : "scenarios"
        #expect(
            text.contains("\n\(finals.count) \(noun)") || text.hasPrefix("\(finals.count) \(noun)"),
            "\(sample)\n\(text)")
        for status in Set(finals.map(\.status)) {
            #expect(
                text.contains("\(finals.filter { $0.status == status }.count) \(status.rawValue.lowercased())"),
                "\(sample) \(status)")
        }
    }

    @Test(
        "progress prints a character for every Gherkin step that ran and every hook that failed",
        arguments: Streams.names)
    func progressCharacters(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        var stepIds = Set<String>()
        for envelope in envelopes {
            for step in envelope.testCase?.testSteps ?? [] where step.pickleStepId != nil { stepIds.insert(step.id) }
        }
        // NB: a passing hook is noise in a progress line; a failing one explains the failure.
        let stepResults = envelopes.compactMap(\.testStepFinished)
            .filter { stepIds.contains($0.testStepId) || StreamFacts.failing.contains($0.testStepResult.status) }
        let text = try Streams.render(.progress, envelopes)
        let line = text.prefix { $0 != "\n" }
        let expected = String(stepResults.map(\.testStepResult.status.progressCharacter))
        #expect(line.hasPrefix(expected), "\(sample): \(line)")
    }

    @Test("pretty shows the snippet of an undefined step and the location of each step definition")
    func prettySnippetsAndLocations() throws {
        let text = try Streams.render(.pretty, sample: "undefined")
        #expect(text.contains("steps.when(\"the jars are counted by {string}\")"), "\(text)")
        #expect(
            text.contains("✔ Given a shelf with 12 jars # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:"),
            "\(text)")
    }

    @Test("the summary names a failed unnamed hook as Before hook, with nothing dangling after it")
    func summaryNamesAnUnnamedHook() throws {
        let text = try Streams.render(.summary, sample: "failures")
        #expect(
            text.contains("Before hook\u{1B}") || text.contains("Before hook\n") || text.contains("Before hook #"),
            "\(text)")
        #expect(!text.contains("Before hook \n") && !text.contains("Before hook  "), "\(text)")
    }

    @Test("progress writes its characters a whole line at a time, so no other line lands among them")
    func progressWholeLines() throws {
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.progress, output: output, environment: [:])
        for envelope in try Streams.envelopes("arguments") {
            formatter.receive(envelope)
            #expect(output.text.isEmpty || output.text.hasSuffix("\n"), "mid-line after \(envelope)")
        }
        try formatter.finish()
        #expect(output.text.hasPrefix(String(repeating: ".", count: 15) + "\n\n"), "\(output.text)")
    }

    @Test("progress writes a full line of 80 characters as soon as it has them, the rest at the end")
    func progressLineWidth() throws {
        let envelopes = try Streams.envelopes("pending")
        let steps = envelopes.filter { $0.testStepFinished != nil }
        // The pending stream's five step results, sent 20 times: 100 characters.
        let repeated =
            envelopes.filter { $0.testStepFinished == nil && $0.testRunFinished == nil }
            + Array(repeating: steps, count: 20).flatMap { $0 }
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.progress, output: output, environment: [:])
        for envelope in repeated { formatter.receive(envelope) }
        let line = String(repeating: "P.PP-", count: 16)
        #expect(output.text == line + "\n")
        try formatter.finish()
        #expect(
            output.text.hasPrefix(line + "\n" + String(repeating: "P.PP-", count: 4) + "\n\nFailures:"),
            "\(output.text)")
    }

    static let pendingProgress = """
        P.PP-

        Failures:

        1) Scenario: wrapping a single present # pending/pending.feature:4
           ■ Given the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
               Pending.

        2) Scenario: choosing paper before wrapping # pending/pending.feature:7
           ■ And the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
               Pending.

        3) Scenario: a bow after wrapping # pending/pending.feature:11
           ■ Given the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
               Pending.

        3 scenarios (3 pending)
        5 steps (3 pending, 1 skipped, 1 passed)
        0m00.017s

        """

    static let pendingPretty = """
        Feature: Gift wrapping

          Scenario: wrapping a single present # pending/pending.feature:4
            ■ Given the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
                Pending.

          Scenario: choosing paper before wrapping # pending/pending.feature:7
            ✔ Given a roll of red paper # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:31
            ■ And the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
                Pending.

          Scenario: a bow after wrapping # pending/pending.feature:11
            ■ Given the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
                Pending.
            ↷ And a bow is tied # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:32

        3 scenarios (3 pending)
        5 steps (3 pending, 1 skipped, 1 passed)
        0m00.017s

        """

    static let hooksPretty = """
        Feature: The till

          Scenario: a sale # hooks/hooks.feature:4
            ✔ When a coffee is sold # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:41

          Scenario: a refused card # hooks/hooks.feature:7
            ✘ When a card is refused # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:42
                The card was refused

          @closing
          Scenario: closing time # hooks/hooks.feature:11
            ✔ When the last coffee is sold # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:43
            ✘ After count the till # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:45
                The till is 2 euros short

        3 scenarios (2 failed, 1 passed)
        3 steps (1 failed, 2 passed)
        0m00.027s

        """

    static let hooksProgress = """
        .F.F

        Failures:

        1) Scenario: a refused card # hooks/hooks.feature:7
           ✘ When a card is refused # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:42
               The card was refused

        2) Scenario: closing time # hooks/hooks.feature:11
           ✘ After hook count the till # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:45
               The till is 2 euros short

        3 scenarios (2 failed, 1 passed)
        3 steps (1 failed, 2 passed)
        0m00.027s

        """
}
