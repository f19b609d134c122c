import CucumberMessages
import Foundation
import Requirements
import Testing

@Suite("Swift Testing integration")
struct SwiftTestingIntegrationTests {
    static let feature = """
        Feature: Checkout
          Scenario: Pay
            Given a step
          Rule: Refunds
            Scenario Outline: Refund <n>
              Given a step that fails
              Examples:
                | n |
                | 1 |
        """

    static let suite = FeatureSuite(
        Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step") { _ in }
            steps.given("a step that fails") { _ in throw Pending("not yet") }
        },
        features: [
            FeatureFile(uri: "features/checkout.feature", text: feature, path: "/tmp/features/checkout.feature")
        ],
        configuration: {
            var configuration = RunConfiguration(); configuration.parallel = false; return configuration
        }())

    @Test("Each scenario is one test argument named Feature › Rule › Scenario, a row with its Examples' values")
    func names() {
        #expect(
            Self.suite.scenarios.map(\.testDescription) == [
                "Checkout › Pay", "Checkout › Refunds › Refund 1 [n = 1]",
            ])
        #expect(Self.suite.scenarios.map(\.line) == [2, 9])
    }

    @Test("Each test argument is identified by its file and line, the same in every run, so a tool can rerun one")
    func argumentIdentity() throws {
        let encoded = try Self.suite.scenarios.map { scenario in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(EncodedArgument(scenario)), as: UTF8.self)
        }
        #expect(
            encoded == [
                #"{"line":2,"uri":"features\/checkout.feature"}"#, #"{"line":9,"uri":"features\/checkout.feature"}"#,
            ])
    }

    @Test("A failing scenario records an issue at its step's line in the feature file (an outline row's at the row)")
    func issueAtFeatureLine() async throws {
        let failing = try #require(Self.suite.scenarios.last)
        await withKnownIssue {
            await failing.run()
        } matching: { issue in
            // NB: an outline row's failure is at the row (line 9), naming the template step's line.
            issue.sourceLocation?.line == 9 && issue.sourceLocation?.column == 9
                && issue.sourceLocation?.fileName == "checkout.feature"
                && "\(issue)".contains("PENDING: a step that fails (outline step at line 6)")
                && "\(issue)".contains("SwiftTestingIntegrationTests.swift")
        }
        let passing = try #require(Self.suite.scenarios.first)
        await passing.run()
    }
}

@Suite("Swift Testing expectations in steps")
struct ExpectationInStepTests {
    static let suite = FeatureSuite(
        Steps<Shop>(world: Shop.init) { steps in
            steps.given("I expect {int} to be {int}") { (_, actual: Int, expected: Int) in
                #expect(actual == expected)
            }
        },
        features: [
            FeatureFile(
                uri: "features/expect.feature",
                text: """
                    Feature: Expectations
                      Scenario: Wrong
                        Given I expect 1 to be 2
                        And I expect 3 to be 3
                    """)
        ],
        configuration: RunConfiguration())

    @Test("A failed #expect inside a step fails the step and skips the rest")
    func failedExpectationFailsStep() async throws {
        let scenario = try #require(Self.suite.scenarios.first)
        var result: ScenarioResult?
        await withKnownIssue {
            result = await scenario.run()
        } matching: { issue in
            // Recorded once, at the step's line in the feature file, with the expectation's text.
            issue.sourceLocation?.fileName == "expect.feature"
        }
        #expect(result?.status == .failed)
        #expect(result?.problems.first?.step == "I expect 1 to be 2")
        let message = try #require(result?.problems.first?.message)
        #expect(message.hasPrefix("Expectation failed: (actual → 1) == (expected → 2)"), "\(message)")
        #expect(
            message.contains("SwiftTestingIntegrationTests.swift"), "names where the expectation is written: \(message)"
        )
    }
}

@Suite("Problems that must not pass unnoticed")
struct UnnoticedProblemTests {
    @Test("A scenario's undefined steps are one issue at the first of them, listing every one")
    func undefinedStepsAreOneIssue() async throws {
        let text = """
            Feature: Loans
              Scenario: Return
                Given a loan
                When Ada returns "Dune"
                And the librarian checks it
                Then the loan is closed
            """
        let steps = Steps<Shop>(world: Shop.init) { steps in steps.given("a loan") { _ in } }
        let suite = FeatureSuite(
            steps, features: [FeatureFile(uri: "features/loans.feature", text: text)], configuration: RunConfiguration()
        )
        let scenario = try #require(suite.scenarios.first)
        let issues = Recorder()
        await withKnownIssue {
            await scenario.run()
        } matching: { issue in
            issues.record("line \(issue.sourceLocation?.line ?? 0): " + issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(
            issues.recorded == [
                """
                line 4: UNDEFINED: 3 steps (their snippets are in the block printed at the end of the run):
                  line 4: Ada returns "Dune"
                  line 5: the librarian checks it
                  line 6: the loan is closed
                """
            ])
    }

    @Test("A misspelt keyword after a tag is one issue, with the keyword meant, not one per later line")
    func misspeltKeywordAfterATagIsOneIssue() async throws {
        let text =
            "Feature: Loans\n  @wip\n  Scenaro: Return\n    Given a loan\n\n  Scenario: Renew\n    Given a loan\n"
        let suite = FeatureSuite(
            Steps<Shop>(world: Shop.init), features: [FeatureFile(uri: "features/loans.feature", text: text)],
            configuration: RunConfiguration())
        #expect(suite.scenarios.map(\.description) == ["features/loans.feature: cannot be parsed"])
        let broken = try #require(suite.scenarios.first)
        await withKnownIssue {
            await broken.run()
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == 3 && comment.contains("got 'Scenaro: Return'")
                && comment.contains("hint: did you mean `Scenario:`?")
        }
    }

    @Test("A feature file that does not parse becomes a failing test case at the error")
    func parseErrorCase() async throws {
        let suite = FeatureSuite(
            Steps<Shop>(world: Shop.init),
            features: [
                FeatureFile(uri: "features/good.feature", text: "Feature: Good\n  Scenario: S\n"),
                FeatureFile(
                    uri: "features/bad.feature", text: "Feature: Bad\n  Scenario: S\n    Given x\n  | a |\n  Nonsense\n"
                ),
            ],
            configuration: RunConfiguration())
        #expect(suite.scenarios.map(\.description) == ["Good › S", "features/bad.feature: cannot be parsed"])
        let broken = try #require(suite.scenarios.last)
        await withKnownIssue {
            await broken.run()
        } matching: { issue in
            issue.sourceLocation?.fileName == "bad.feature" && issue.sourceLocation?.line == 5
        }
    }

    @Test("A feature file with a misspelt keyword says what was probably meant, after the official message")
    func parseErrorHint() async throws {
        let text = "Feature: Bad\n  Scenario: S\n    Given x\n\n  Scenari: T\n"
        let suite = FeatureSuite(
            Steps<Shop>(world: Shop.init), features: [FeatureFile(uri: "features/bad.feature", text: text)],
            configuration: RunConfiguration())
        let broken = try #require(suite.scenarios.first)
        await withKnownIssue {
            await broken.run()
        } matching: { issue in
            "\(issue)".contains("got 'Scenari: T'\nhint: did you mean `Scenario:`?")
        }
    }

    @Test("A missing feature folder becomes a failing test case")
    func missingFolder() async throws {
        let declared = #line; let suite = FeatureSuite(Steps<Shop>(world: Shop.init), directory: "NoSuchFeatures")
        let only = try #require(suite.scenarios.first)
        #expect(suite.scenarios.count == 1)
        await withKnownIssue {
            await only.run()
        } matching: { issue in
            // Reported where the suite is declared, so the failure leads to the code to fix.
            "\(issue)".contains("NoSuchFeatures")
                && issue.sourceLocation?.fileName == "SwiftTestingIntegrationTests.swift"
                && issue.sourceLocation?.line == declared
        }
    }
}

/// A test argument encoded the way Swift Testing encodes it: through `encodeTestArgument(to:)`.
private struct EncodedArgument: Encodable {
    let argument: any CustomTestArgumentEncodable

    init(_ argument: any CustomTestArgumentEncodable) {
        self.argument = argument
    }

    func encode(to encoder: any Encoder) throws {
        try argument.encodeTestArgument(to: encoder)
    }
}
