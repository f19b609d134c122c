import CucumberMessages
import Testing

@testable import VerityFormatters

@Suite("pretty reads top to bottom, however the run was scheduled")
struct PrettyOrderTests {
    private static let refunds = """
        Feature: Refunds

          Scenario: a refund in cash
            Given a sale

          Rule: Cards are refunded to the card

            Scenario: a refund to a card
              Given a card sale

            Scenario: a refund to an expired card
              Given an expired card

          Rule: Vouchers are never refunded

            Scenario: a voucher
              Given a voucher sale

        """

    private static let loyalty = """
        Feature: Loyalty

          Scenario: a stamp per coffee
            Given a coffee

        """

    private static func render(_ envelopes: [Envelope]) throws -> String {
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.pretty, output: output, environment: [:])
        for envelope in envelopes { formatter.receive(envelope) }
        try formatter.finish()
        return output.text
    }

    /// The scenario lines of a pretty report, in the order printed (without their locations).
    private static func headings(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingPrefix(while: { $0 == " " }) }
            .filter { $0.hasPrefix("Feature:") || $0.hasPrefix("Rule:") || $0.hasPrefix("Scenario:") }
            .map { line in
                // NB: the location comments are aligned, so a short title is padded before its `#`.
                let title = line.split(separator: " #").first ?? ""
                return String(title.reversed().drop { $0 == " " }.reversed())
            }
    }

    @Test("scenarios that finish out of order print in file order, each rule heading once")
    func fileOrder() throws {
        var run = ScheduledRun([("refunds.feature", Self.refunds)])
        var envelopes = run.envelopes
        for line in [16, 8, 3, 11] { envelopes += run.finish("refunds.feature:\(line)") }
        envelopes.append(run.end())
        #expect(
            try Self.headings(Self.render(envelopes)) == [
                "Feature: Refunds",
                "Scenario: a refund in cash",
                "Rule: Cards are refunded to the card",
                "Scenario: a refund to a card",
                "Scenario: a refund to an expired card",
                "Rule: Vouchers are never refunded",
                "Scenario: a voucher",
            ])
    }

    @Test("a scenario prints as soon as every scenario the run declared before it has, not before, not later")
    func printedWhenComplete() throws {
        var run = ScheduledRun([("loyalty.feature", Self.loyalty), ("refunds.feature", Self.refunds)])
        let output = ReportOutput.memory()
        let formatter = ReportConfiguration.makeFormatter(.pretty, output: output, environment: [:])
        for envelope in run.envelopes { formatter.receive(envelope) }
        for envelope in run.finish("refunds.feature:8") + run.finish("refunds.feature:3") {
            formatter.receive(envelope)
        }
        #expect(output.text == "", "loyalty, declared first, is still running")
        for envelope in run.finish("loyalty.feature:3") { formatter.receive(envelope) }
        #expect(
            Self.headings(output.text) == [
                "Feature: Loyalty", "Scenario: a stamp per coffee", "Feature: Refunds", "Scenario: a refund in cash",
                "Rule: Cards are refunded to the card", "Scenario: a refund to a card",
            ])
        for envelope in run.finish("refunds.feature:16") + run.finish("refunds.feature:11") {
            formatter.receive(envelope)
        }
        #expect(Self.headings(output.text).count == 2 + 7)
        formatter.receive(run.end())
        try formatter.finish()
        #expect(!output.text.contains("scenarios ("), "pretty has no summary of its own: \(output.text)")
    }

    @Test("a retried scenario prints its attempts together, in its place in the file")
    func retriesInPlace() throws {
        var run = ScheduledRun([("refunds.feature", Self.refunds)])
        var envelopes = run.envelopes
        envelopes += run.finish("refunds.feature:11", attempt: 0, willBeRetried: true)
        envelopes += run.finish("refunds.feature:16")
        envelopes += run.finish("refunds.feature:3")
        envelopes += run.finish("refunds.feature:8")
        envelopes += run.finish("refunds.feature:11", attempt: 1)
        envelopes.append(run.end())
        let text = try Self.render(envelopes)
        #expect(
            Self.headings(text) == [
                "Feature: Refunds",
                "Scenario: a refund in cash",
                "Rule: Cards are refunded to the card",
                "Scenario: a refund to a card",
                "Scenario: a refund to an expired card",
                "Scenario: a refund to an expired card",
                "Rule: Vouchers are never refunded",
                "Scenario: a voucher",
            ], "\(text)")
    }

    @Test("a scenario the run never ran holds the ones after it until the end, which prints them")
    func unfinishedAtTheEnd() throws {
        var run = ScheduledRun([("refunds.feature", Self.refunds)])
        var envelopes = run.envelopes
        for line in [16, 3] { envelopes += run.finish("refunds.feature:\(line)") }
        envelopes.append(run.end())
        #expect(
            try Self.headings(Self.render(envelopes)) == [
                "Feature: Refunds",
                "Scenario: a refund in cash",
                "Rule: Vouchers are never refunded",
                "Scenario: a voucher",
            ])
    }
}
