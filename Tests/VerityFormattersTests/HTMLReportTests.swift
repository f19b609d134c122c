import CucumberMessages
import Foundation
import TestFixtures
import Testing

@testable import VerityFormatters

@Suite("HTML report")
struct HTMLReportTests {
    /// `text` as it appears in the page's markup.
    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    @Test("the page shows every scenario name and every step text of the stream", arguments: Streams.names)
    func showsEveryScenarioAndStep(sample: String) throws {
        let envelopes = try Streams.envelopes(sample)
        let html = try Streams.render(.html, envelopes)
        let facts = StreamFacts(envelopes)
        for attempt in facts.attempts {
            #expect(html.contains(escaped(attempt.pickle.name)), "\(sample): scenario '\(attempt.pickle.name)' missing")
            for step in attempt.pickle.steps {
                #expect(html.contains(escaped(step.text)), "\(sample): step '\(step.text)' missing")
            }
        }
    }

    @Test(
        "the page references no external resource: no stylesheet link, script file, remote image or CSS import",
        arguments: Streams.names)
    func selfContained(sample: String) throws {
        let html = try Streams.render(.html, sample: sample)
        let lowercased = html.lowercased()
        #expect(!lowercased.contains("<link"), "\(sample)")
        #expect(!lowercased.contains("<script "), "\(sample): only the inline script")
        #expect(lowercased.components(separatedBy: "<script>").count == 2, "\(sample): one inline script")
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
        let html = try Streams.render(.html, sample: "attachments")
        #expect(html.contains("<img src=\"data:image/png;base64,"))
        #expect(html.contains("href=\"https://shop.example.com/receipts\""))
        #expect(html.contains("href=\"data:application/pdf;base64,"))
        // The ANSI colours of the log attachment are removed, the text stays.
        #expect(html.contains("Total: 2.50 euros, paid"))
        // JSON text is escaped, never interpreted as markup.
        #expect(html.contains("&lt;i&gt;thank you&lt;/i&gt; &amp; goodbye"))
    }

    @Test("data tables and doc strings appear as tables and preformatted text")
    func arguments() throws {
        let html = try Streams.render(.html, sample: "arguments")
        #expect(html.contains("<table class=\"data-table\">"))
        #expect(html.contains("<td>books</td>"), "\(html)")
        #expect(html.contains("<pre class=\"doc-string\">"))
    }

    @Test("errors, rules and totals are shown")
    func errorsRulesTotals() throws {
        let failing = try Streams.render(.html, sample: "failures")
        #expect(failing.contains("<pre class=\"error\">"))
        #expect(failing.contains("scenarios ("))
        let rules = try Streams.render(.html, sample: "arguments")
        #expect(rules.contains("<section class=\"rule group\""))
    }

    @Test("text that looks like an entity or markup is shown literally")
    func escapesText() throws {
        var envelopes = try Streams.envelopes("pending")
        for index in envelopes.indices {
            guard var feature = envelopes[index].gherkinDocument?.feature else { continue }
            feature.name = "a &lt; b <script>x</script> \"q\""
            envelopes[index].gherkinDocument?.feature = feature
        }
        let html = try Streams.render(.html, envelopes)
        #expect(html.contains("a &amp;lt; b &lt;script&gt;x&lt;/script&gt; \"q\""))
        #expect(html.components(separatedBy: "<script>").count == 2, "only the page's own script")
    }

    @Test("the report has search, a tag-expression filter and a status filter")
    func filters() throws {
        let html = try Streams.render(.html, sample: "arguments")
        #expect(html.contains("id=\"search\""))
        #expect(html.contains("id=\"tag-expression\""))
        #expect(html.contains("id=\"status-filter\""))
        #expect(html.contains("data-tags=\"@shipping\""), "examples carry their tags for the filter")
    }

    /// Requirement (issue 48): retries are visible where CI users look, the HTML report included.
    @Test("a scenario that passed on a retry is flaky to the status filter and shows the error of its first attempt")
    func flakyScenarios() throws {
        let html = try Streams.render(.html, sample: "retry")
        #expect(html.contains("<option value=\"flaky\">flaky</option>"), "the status filter offers flaky")
        #expect(html.components(separatedBy: "data-status=\"passed,flaky\"").count == 2, "one flaky scenario")
        #expect(
            html.components(separatedBy: "data-status=\"failed\"").count == 2, "the broken printer is failed, not flaky"
        )
        #expect(html.contains("passed (attempt 2, flaky)"))
        #expect(
            html.contains(
                "Attempt 1 of 2: Step &#39;the printer prints on its second attempt&#39; (line 7): failed")
                || html.contains("Attempt 1 of 2: Step 'the printer prints on its second attempt' (line 7): failed"),
            "the flaky scenario's first attempt's error is shown")
        #expect(html.contains("The printer is still cold"))
        for attempt in ["Attempt 1 of 3: ", "Attempt 2 of 3: ", "Attempt 3: "] {
            #expect(html.contains(attempt + "Step"), "the broken printer shows \(attempt)")
        }
    }

    @Test("an outline is shown once, as its Examples table with a status per row")
    func outlineAsTable() throws {
        let html = try Streams.render(.html, sample: "arguments")
        let features = html.components(separatedBy: "<section class=\"definitions\">").first ?? ""
        #expect(features.components(separatedBy: "weighing books").count == 2, "the outline's name once")
        #expect(html.contains("<table class=\"examples-table\">"))
        #expect(HTMLScanning.openingTags("tbody", classed: "row", in: html).count == 2)
    }

    @Test("the feature's description and its Background are shown")
    func descriptionAndBackground() throws {
        let html = try Streams.render(.html, sample: "arguments")
        #expect(html.contains("<div class=\"description\">Parcels carry tables and letters.</div>"))
        #expect(html.contains("<section class=\"background\">"))
    }

    @Test("the run's environment and each step's duration are shown")
    func environmentAndDurations() throws {
        let envelopes = try Streams.envelopes("arguments")
        let html = try Streams.render(.html, envelopes)
        let meta = try #require(envelopes.compactMap(\.meta).first)
        #expect(html.contains("<section class=\"environment\">"))
        #expect(html.contains(meta.os.version ?? "?"))
        let durations = html.components(separatedBy: "<span class=\"duration\">").count - 1
        let steps = envelopes.compactMap(\.testStepFinished).count
        #expect(durations >= steps, "a duration per step (and per example)")
    }

    @Test("the step definitions stay shown whatever the filters: they are neither items nor groups the script hides")
    func definitionsNotFiltered() throws {
        let html = try Streams.render(.html, sample: "retry")
        let definitions = try #require(html.components(separatedBy: "<section class=\"definitions\">").last)
        #expect(definitions.contains("the printer is warm"))
        for tag in ["section", "li", "ul", "p", "h3"] {
            #expect(HTMLScanning.openingTags(tag, classed: "group", in: definitions).isEmpty, "\(tag)")
            #expect(HTMLScanning.openingTags(tag, classed: "item", in: definitions).isEmpty, "\(tag)")
        }
    }

    // MARK: For a reader who is not the developer

    /// Where `text` first appears in `html`, as a distance from the start; `nil` when it does not.
    private func position(of text: String, in html: String) -> Int? {
        html.range(of: text).map { html.distance(from: html.startIndex, to: $0.lowerBound) }
    }

    @Test(
        "the page leads with a failures summary: each failed scenario, linked to it, with the step that failed and why")
    func failuresSummary() throws {
        let envelopes = try Streams.envelopes("failures")
        let html = try Streams.render(.html, envelopes)
        let summary = try #require(position(of: "<section class=\"failures\" id=\"failures\">", in: html))
        let firstFeature = try #require(position(of: "<section class=\"feature", in: html))
        #expect(summary < firstFeature, "the summary comes before the features")
        let list = String(html.dropFirst(summary).prefix(firstFeature - summary))
        let failed = Set(
            StreamFacts(envelopes).attempts.filter { !$0.willBeRetried && StreamFacts.failing.contains($0.status) }.map(
                \.pickle.name))
        #expect(!failed.isEmpty)
        let entries = HTMLScanning.openingTags("li", classed: "failure", in: list)
        #expect(entries.count == failed.count, "one entry per failed scenario: \(entries)")
        for name in failed { #expect(list.contains(escaped(name)), "'\(name)' is in the summary") }
        #expect(
            list.contains("Then the till holds 6 euros (line 7): failed\nExpected 6, got 5"),
            "the failing step and its reason")
        #expect(
            list.contains("Before hook: failed\nThe scanner does not start"), "an unnamed hook that failed, and why")
        let ids = Set(HTMLScanning.values(of: "id", in: html))
        let targets = HTMLScanning.values(of: "href", in: list)
        #expect(targets.count == failed.count)
        for target in targets {
            #expect(
                target.hasPrefix("#") && ids.contains(String(target.dropFirst())), "\(target) leads to its scenario")
        }
    }

    @Test("a long list of failures lists the first ones and counts the rest")
    func failuresListedUpToALimit() throws {
        var index = TestRunIndex()
        for envelope in try Streams.envelopes("failures") { index.add(envelope) }
        let section = FailuresSection(specification: Specification(index: index), links: .singlePage(), listed: 1)
        let html = section.node().render(indentedBy: 1)
        #expect(HTMLScanning.openingTags("li", classed: "failure", in: html).count == 1)
        #expect(html.contains("and 1 more, not listed here"), "\(html)")
        #expect(html.contains("2 failures"), "the heading counts them all")
    }

    @Test("a run where no example failed says so at the top, unless the run failed outside its examples")
    func noFailures() throws {
        let html = try Streams.render(.html, sample: "arguments")
        #expect(html.contains("<section class=\"failures none\" id=\"failures\">"))
        #expect(html.contains("No example failed"))
        let hookFailed = try Streams.render(.html, sample: "global-hooks")
        #expect(!hookFailed.contains("No example failed"), "the AfterAll hook failed")
        let main = try #require(hookFailed.components(separatedBy: "<main>").last)
        #expect(
            main.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("<section class=\"run-hook status-failed\">")
        )
    }

    @Test(
        "a failing outline row is listed with its values and linked to its row, and its steps are open; a passing row's stay closed"
    )
    func failingRowOpen() throws {
        let html = try Streams.render(.html, Fixtures.argumentsWithFailingRow())
        let rows = html.components(separatedBy: "<tbody ").dropFirst().map { $0.components(separatedBy: "</tbody>")[0] }
        let failing = try #require(rows.first { $0.contains("data-status=\"failed\"") })
        let passing = try #require(rows.first { $0.contains("data-status=\"passed\"") })
        #expect(failing.contains("<details open>"), "\(failing)")
        #expect(!passing.contains("<details open>"))
        let rowId = try #require(HTMLScanning.values(of: "id", in: " " + failing).first)
        let summary = try #require(
            html.components(separatedBy: "<section class=\"failures\" id=\"failures\">").dropFirst().first?
                .components(separatedBy: "</section>").first)
        #expect(summary.contains("href=\"#\(rowId)\""), "the summary links to the row")
        #expect(summary.contains("weighing books [count = 3, weight = 1500]"))
        #expect(summary.contains("Expected 1500 grams, the scale shows 1499"))
    }

    @Test("the environment comes last, after the features and the step definitions")
    func environmentLast() throws {
        let html = try Streams.render(.html, sample: "arguments")
        let environment = try #require(position(of: "<section class=\"environment\">", in: html))
        let definitions = try #require(position(of: "<section class=\"definitions\">", in: html))
        let lastFeature = try #require(html.range(of: "<section class=\"feature", options: .backwards)).lowerBound
        #expect(environment > definitions)
        #expect(environment > html.distance(from: html.startIndex, to: lastFeature))
    }

    @Test("the page is titled with the project's name, and 'Verity report' without one")
    func projectTitle() throws {
        let named = try Streams.render(.html, Streams.envelopes("arguments"), title: "Coffee & Co")
        #expect(named.contains("<title>Coffee &amp; Co — Verity report</title>"))
        #expect(named.contains("<h1>Coffee &amp; Co</h1>"))
        let unnamed = try Streams.render(.html, sample: "arguments")
        #expect(unnamed.contains("<title>Verity report</title>"))
        #expect(unnamed.contains("<h1>Verity report</h1>"))
    }

    @Test(
        "one checkbox hides the step definitions (locations and patterns), snippets and durations, by the style sheet alone"
    )
    func detailsToggle() throws {
        let html = try Streams.render(.html, sample: "undefined")
        #expect(html.contains("<input type=\"checkbox\" id=\"hide-details\"/>"))
        let css = HTMLStyleSheet.css
        for hidden in ["a.definition", ".duration", ".run-duration", "pre.snippet", "section.definitions"] {
            #expect(css.contains("body:has(#hide-details:checked) \(hidden)"), "\(hidden) is hidden while checked")
            #expect(html.contains("class=\"\(hidden.split(separator: ".").last ?? "")"), "\(hidden) is on the page")
        }
    }
}
