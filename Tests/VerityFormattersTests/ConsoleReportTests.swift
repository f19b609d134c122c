import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("pretty, progress and summary reports")
struct ConsoleReportTests {
    @Test("progress prints one character per step and hook, then ends the line, with no summary (pending stream)")
    func progressText() throws {
        let text = try Streams.render(.progress, sample: "pending")
        #expect(text == "P.PP-\n", "\n\(text)")
    }

    @Test(
        "pretty prints features, scenarios and steps with their locations in one column, with no summary (pending stream)"
    )
    func prettyText() throws {
        let text = try Streams.render(.pretty, sample: "pending")
        #expect(text == Self.pendingPretty, "\n\(text)")
    }

    @Test("pretty shows a failed step's or hook's error under the step; hooks have no line of their own (hooks stream)")
    func prettyFailureText() throws {
        let text = try Streams.render(.pretty, sample: "hooks")
        #expect(text == Self.hooksPretty, "\n\(text)")
    }

    @Test(
        "the summary lists the scenarios that did not pass by status, with their pertinent step and its error (hooks stream)"
    )
    func summaryFailureText() throws {
        let text = try Streams.render(.summary, sample: "hooks")
        #expect(text == Self.hooksSummary, "\n\(text)")
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
        // NB: a scenario without a step result counts as passed, as the official summary counts it.
        let statuses = finals.map { $0.status == .unknown ? TestStepResultStatus.passed : $0.status }
        for status in Set(statuses) {
            #expect(
                text.contains("\(statuses.filter { $0 == status }.count) \(status.rawValue.lowercased())"),
                "\(sample) \(status)")
        }
    }

    @Test(
        "progress prints a character for every step and hook that ran, in the order they finished",
        arguments: Streams.names)
    func progressCharacters(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        let statuses = envelopes.compactMap {
            $0.testStepFinished?.testStepResult.status ?? $0.testRunHookFinished?.result.status
        }
        let text = try Streams.render(.progress, envelopes)
        #expect(text == String(statuses.map(\.progressCharacter)) + "\n", "\(sample): \(text)")
    }

    @Test("the summary ends with the snippet of each undefined step; pretty shows the location of each step definition")
    func snippetsAndLocations() throws {
        let summary = try Streams.render(.summary, sample: "undefined")
        #expect(summary.contains("You can implement missing steps with the snippets below:\n\n"), "\(summary)")
        #expect(summary.contains("steps.when(\"the jars are counted by {string}\")"), "\(summary)")
        let pretty = try Streams.render(.pretty, sample: "undefined")
        #expect(!pretty.contains("snippets"), "\(pretty)")
        #expect(
            pretty.contains(
                "✔ Given a shelf with 12 jars           # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:52"),
            "\(pretty)")
    }

    @Test("the summary names a failed unnamed hook by its kind, Before, with its location")
    func summaryNamesAnUnnamedHook() throws {
        let text = try Streams.render(.summary, sample: "failures")
        #expect(
            text.contains("\n       Before # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:"), "\(text)")
        #expect(!text.contains("Before \n") && !text.contains("Before  "), "\(text)")
    }

    @Test("during a run, progress writes its characters a whole line at a time, so no other line lands among them")
    func progressWholeLines() throws {
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.progress, output: output, environment: [:], liveRun: true)
        for envelope in try Streams.envelopes("arguments") {
            formatter.receive(envelope)
            #expect(output.text.isEmpty || output.text.hasSuffix("\n"), "mid-line after \(envelope)")
        }
        try formatter.finish()
        #expect(output.text == String(repeating: ".", count: 15) + "\n", "\(output.text)")
    }

    @Test("during a run, progress writes a full line of 80 characters as soon as it has them, the rest at the end")
    func progressLineWidth() throws {
        let envelopes = try Streams.envelopes("pending")
        let steps = envelopes.filter { $0.testStepFinished != nil }
        // The pending stream's five step results, sent 20 times: 100 characters.
        let repeated =
            envelopes.filter { $0.testStepFinished == nil && $0.testRunFinished == nil }
            + Array(repeating: steps, count: 20).flatMap { $0 }
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.progress, output: output, environment: [:], liveRun: true)
        for envelope in repeated { formatter.receive(envelope) }
        let line = String(repeating: "P.PP-", count: 16)
        #expect(output.text == line + "\n")
        try formatter.finish()
        #expect(output.text == line + "\n" + String(repeating: "P.PP-", count: 4) + "\n", "\(output.text)")
    }

    static let pendingPretty = """

        Feature: Gift wrapping

          Scenario: wrapping a single present             # pending/pending.feature:4
            ■ Given the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33

          Scenario: choosing paper before wrapping      # pending/pending.feature:7
            ✔ Given a roll of red paper                 # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:31
            ■ And the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33

          Scenario: a bow after wrapping                  # pending/pending.feature:11
            ■ Given the wrapping service is not built yet # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:33
            ↷ And a bow is tied                           # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:32

        """

    static let hooksPretty = """

        Feature: The till

          Scenario: a sale          # hooks/hooks.feature:4
            ✔ When a coffee is sold # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:41

          Scenario: a refused card   # hooks/hooks.feature:7
            ✘ When a card is refused # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:42
                  FixtureError: The card was refused
                  hooks/hooks.feature:8

          @closing
          Scenario: closing time           # hooks/hooks.feature:11
            ✔ When the last coffee is sold # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:43
                  FixtureError: The till is 2 euros short
                  RequirementsTests/FixtureStreamSteps.swift:45

        """

    static let hooksSummary = """

        Failed scenarios:
          1) a refused card # hooks/hooks.feature:7
               When a card is refused # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:42
                   FixtureError: The card was refused
                   hooks/hooks.feature:8
          2) closing time # hooks/hooks.feature:11
               After (count the till) # Tests/RequirementsTests/Fixtures/FixtureStreamSteps.swift:45
                   FixtureError: The till is 2 euros short
                   RequirementsTests/FixtureStreamSteps.swift:45

        3 scenarios (1 passed, 2 failed)
        10 steps (8 passed, 2 failed)
        0m 0.27s (0m 0.10s executing your code)

        """
}
