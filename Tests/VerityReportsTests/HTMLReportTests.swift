import CucumberMessages
import Foundation
import Testing

@testable import VerityReports

@Suite("HTML report")
struct HTMLReportTests {
    /// `text` as it appears in the page's markup.
    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test("the page shows every scenario name and every step text of the stream", arguments: CCKStreams.names)
    func showsEveryScenarioAndStep(sample: String) throws {
        let envelopes = try CCKStreams.envelopes(sample)
        let html = try CCKStreams.render(.html, envelopes)
        let facts = StreamFacts(envelopes)
        for attempt in facts.attempts {
            #expect(html.contains(escaped(attempt.pickle.name)), "\(sample): scenario '\(attempt.pickle.name)' missing")
            for step in attempt.pickle.steps {
                #expect(html.contains(escaped(step.text)), "\(sample): step '\(step.text)' missing")
            }
        }
    }

    @Test("the page references no external resource: no stylesheet link, script, remote image or CSS import", arguments: CCKStreams.names)
    func selfContained(sample: String) throws {
        let html = try CCKStreams.render(.html, sample: sample)
        let lowercased = html.lowercased()
        #expect(!lowercased.contains("<link"), "\(sample)")
        #expect(!lowercased.contains("<script"), "\(sample)")
        #expect(!lowercased.contains("@import"), "\(sample)")
        #expect(!lowercased.contains("url("), "\(sample)")
        #expect(!lowercased.contains("<iframe"), "\(sample)")
        let sources = html.components(separatedBy: "src=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(sources.allSatisfy { $0.hasPrefix("data:") }, "\(sample): \(sources.map { $0.prefix(40) })")
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(lowercased.contains("<style>"))
    }

    @Test("images are inline data URIs, text attachments are shown, links are anchors")
    func attachments() throws {
        let images = try CCKStreams.render(.html, sample: "hooks-attachment")
        #expect(images.contains("<img src=\"data:image/svg+xml;base64,"))
        let html = try CCKStreams.render(.html, sample: "attachments")
        #expect(html.contains("href=\"https://cucumber.io\""))
        #expect(html.contains("href=\"data:application/pdf;base64,"))
        // The ANSI colours of the log attachment are removed, the text stays.
        #expect(html.contains("This displays a rainbow"))
        // JSON text is escaped, never interpreted as markup.
        #expect(html.contains("The &lt;b&gt;big&lt;/b&gt; question"))
    }

    @Test("data tables and doc strings appear as tables and preformatted text")
    func arguments() throws {
        let tables = try CCKStreams.render(.html, sample: "data-tables")
        #expect(tables.contains("<table class=\"data-table\">"))
        #expect(tables.contains("<td>a</td>"), "\(tables)")
        let docStrings = try CCKStreams.render(.html, sample: "doc-strings")
        #expect(docStrings.contains("<pre class=\"doc-string\">"))
    }

    @Test("errors, rules and totals are shown")
    func errorsRulesTotals() throws {
        let failing = try CCKStreams.render(.html, sample: "failedish-combinations")
        #expect(failing.contains("<pre class=\"error\">"))
        #expect(failing.contains("scenarios ("))
        let rules = try CCKStreams.render(.html, sample: "rules")
        #expect(rules.contains("<div class=\"rule\">"))
    }

    @Test("text that looks like an entity or markup is shown literally")
    func escapesText() throws {
        var envelopes = try CCKStreams.envelopes("pending")
        for index in envelopes.indices where envelopes[index].pickle != nil {
            envelopes[index].pickle?.name = "a &lt; b <script>x</script> \"q\""
        }
        let html = try CCKStreams.render(.html, envelopes)
        #expect(html.contains("a &amp;lt; b &lt;script&gt;x&lt;/script&gt; \"q\""))
        #expect(!html.contains("<script>"))
    }
}
