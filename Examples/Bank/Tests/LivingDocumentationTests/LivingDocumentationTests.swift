import CucumberMessages
import Foundation
import TagExpressions
import Testing
import WebDriverSupport

/// The living documentation of the bank's requirements, in headless Chromium: what a reader
/// does with it (search, filter by tag expression and status, read an outline's rows, follow a
/// step to its definition and back) works in a real browser, from `file://`, offline.
@Suite(
    "The bank's living documentation in the browser", .serialized,
    .enabled(if: Browser.isAvailable || Browser.isRequired, Comment(rawValue: Browser.unavailableReason)))
struct LivingDocumentationTests {
    /// Where the screenshots go: `.build/reports/living-docs/` under the bank's package root.
    static let screenshots = BankDocumentation.packageRoot.appendingPathComponent(".build/reports/living-docs")

    /// Writes the site, opens a browser on it, runs `body`, and always closes the browser.
    ///
    /// NB: a chromedriver of its own, not `Browser.shared`: the browser requirements run in the
    /// same process, and their after-all hook stops the shared driver whenever they finish.
    private func withSite(_ body: (BankDocumentation, WebDriverSession) async throws -> Void) async throws {
        try await Browser.withPrivateSession { session in
            let site = try await BankDocumentation.write()
            defer { try? FileManager.default.removeItem(at: site.folder) }
            try await body(site, session)
        }
    }

    /// The `id`s, or texts, of the items (examples or feature rows) the page shows now.
    private func visible(_ session: WebDriverSession, _ what: String = "id") async throws -> [String] {
        try await session.execute(
            "return Array.from(document.querySelectorAll('.item:not([hidden])')).map(e => \(what == "id" ? "e.id" : "e.querySelector('a').textContent"))",
            as: [String].self)
    }

    private func screenshot(_ session: WebDriverSession, _ name: String) async throws {
        try FileManager.default.createDirectory(at: Self.screenshots, withIntermediateDirectories: true)
        try await session.screenshot().write(to: Self.screenshots.appendingPathComponent(name))
    }

    @Test("searching the index narrows the features to those whose text has every word")
    func searchNarrows() async throws {
        try await withSite { site, session in
            try await session.navigate(to: site.url("index.html"))
            let all = site.documents.count
            try await session.waitForText(of: "shown-count", toBe: "\(all) of \(all) shown")
            try await session.fill("search", with: "synced")
            let features = site.documents.compactMap(\.document.feature)
            let expected = features.filter { $0.searchableText.contains("synced") }.map(\.name)
            #expect(!expected.isEmpty && expected.count < all, "the search word is in some features only")
            try await session.waitForText(of: "shown-count", toBe: "\(expected.count) of \(all) shown")
            #expect(try await visible(session, "name").sorted() == expected.sorted())
            try await screenshot(session, "index-search.png")
            try await session.fill("search", with: "")
            try await session.waitForText(of: "shown-count", toBe: "\(all) of \(all) shown")
        }
    }

    @Test("a tag expression keeps the examples it matches; an invalid one says why and filters nothing")
    func tagFilter() async throws {
        try await withSite { site, session in
            let path = "Features/refused-requests.feature"
            try await session.navigate(to: site.featurePage(path))
            let items = try await visible(session)
            try await session.fill("tag-expression", with: "@api-only")
            let tagged = try #require(site.documents.first { $0.path == path }?.document.feature).apiOnlyLines
            #expect(!tagged.isEmpty)
            try await session.waitForText(of: "shown-count", toBe: "\(tagged.count) of \(items.count) shown")
            #expect(Set(try await visible(session)) == Set(tagged.map { "l\($0)" }))
            try await session.fill("tag-expression", with: "not @api-only")
            try await session.waitForText(
                of: "shown-count", toBe: "\(items.count - tagged.count) of \(items.count) shown")
            try await session.fill("tag-expression", with: "@api-only and")
            try await session.waitForText(
                of: "tag-error", toBe: "Tag expression: a tag is missing at the end of the expression")
            try await session.waitForText(of: "shown-count", toBe: "\(items.count) of \(items.count) shown")
        }
    }

    @Test("the status filter keeps the examples with that status, and each outline row shows its own")
    func statusFilterAndRows() async throws {
        try await withSite { site, session in
            let path = "Features/charges.feature"
            try await session.navigate(to: site.featurePage(path))
            let feature = try #require(site.documents.first { $0.path == path }?.document.feature)
            let failing = feature.linesOfExamples(withStep: BankDocumentation.failingStep)
            #expect(failing.count >= 3, "a scenario and two outline rows fail in the stand-in run")
            let all = try await visible(session)
            // NB: the @wip rule's example waits for its ticket: it is neither passed nor failed.
            let notRun = try await session.execute(
                "return document.querySelectorAll('.item[data-status=\"not-run\"]').length", as: Int.self)
            #expect(notRun == 1, "the @wip example is not run")
            try await session.select("failed", in: "status-filter")
            try await session.waitForText(of: "shown-count", toBe: "\(failing.count) of \(all.count) shown")
            #expect(Set(try await visible(session)) == Set(failing.map { "l\($0)" }))
            try await screenshot(session, "feature-failed.png")
            try await session.select("passed", in: "status-filter")
            try await session.waitForText(
                of: "shown-count", toBe: "\(all.count - failing.count - notRun) of \(all.count) shown")
            try await session.select("", in: "status-filter")
            for (line, values) in feature.outlineRows {
                let status = values.contains("declined") ? "failed" : "passed"
                let badge = try await session.execute(
                    "return document.getElementById(arguments[0]).querySelector('.row-status .badge').textContent",
                    arguments: ["l\(line)"], as: String.self)
                #expect(badge == status, "the row at line \(line) (\(values.joined(separator: ", ")))")
            }
            let firstRow = try #require(feature.outlineRows.first?.0, "the feature has an outline")
            try await session.execute(
                "window.scrollTo(0, document.getElementById(arguments[0]).offsetTop - 80)", arguments: ["l\(firstRow)"])
            try await screenshot(session, "feature-outline.png")
        }
    }

    @Test("a step links to its step definition, and the definition's page links back to the step's example")
    func linksResolve() async throws {
        try await withSite { site, session in
            try await session.navigate(to: site.featurePage("Features/charges.feature"))
            let href = try await session.execute("return document.querySelector('a.definition').href", as: String.self)
            let definition = try #require(href.split(separator: "#").last.map(String.init))
            try await session.navigate(to: try #require(URL(string: href)))
            #expect(try await session.currentURL().hasSuffix("steps.html#\(definition)"))
            let pattern = try await session.waitForElement(id: definition).text()
            #expect(
                pattern.contains("(?!\(BankDocumentation.failingStep)$)")
                    || pattern.contains(BankDocumentation.failingStep))
            try await screenshot(session, "steps.png")
            let back = try await session.execute(
                "return document.getElementById(arguments[0]).querySelector('.uses a').href", arguments: [definition],
                as: String.self)
            let anchor = try #require(back.split(separator: "#").last.map(String.init))
            try await session.navigate(to: try #require(URL(string: back)))
            #expect(try await session.waitForElement(id: anchor).isDisplayed())
        }
    }
}

extension LivingDocumentationTests {
    @Test("the html report of the run filters the same way, and keeps its step definitions shown")
    func htmlReport() async throws {
        try await withSite { site, session in
            try await session.navigate(to: site.url("report.html"))
            let examples = try await visible(session)
            #expect(examples.count == site.envelopes.compactMap(\.pickle).count, "every example of the run")
            let failing = site.documents.compactMap(\.document.feature).map {
                $0.linesOfExamples(withStep: BankDocumentation.failingStep).count
            }.reduce(0, +)
            try await session.select("failed", in: "status-filter")
            try await session.waitForText(of: "shown-count", toBe: "\(failing) of \(examples.count) shown")
            try await session.select("", in: "status-filter")
            try await session.fill("search", with: "grocer")
            let rows = site.documents.compactMap(\.document.feature).flatMap(\.outlineRows).count
            try await Eventually.see("only examples that mention the grocer") {
                let shown = (try? await visible(session)) ?? []
                return !shown.isEmpty && shown.count < rows ? nil : "\(shown.count) examples"
            }
            #expect(
                try await session.waitForElement(id: "d0").isDisplayed(), "the step definitions are not filtered away")
        }
    }

    /// Tag expressions, valid and not, with escapes, precedence and parentheses.
    static let expressions = [
        "@a", "not @a", "@a and @b", "@a or @b", "@a and not @b", "not @a or @b", "not (@a or @b)",
        "@a or @b and @c", "(@a or @b) and @c", "not not @a", "@a and (@b or not @c)", #"@a\(1\)"#,
        #"@a\(1\) or @c"#, "((@a))", "@a and", "or @a", "@a @b", "(@a", "@a)", "not", "@a and or @b",
    ]

    /// Tag lists to evaluate them on.
    static let tagLists: [[String]] = [
        [], ["@a"], ["@b"], ["@c"], ["@a", "@b"], ["@a", "@c"], ["@b", "@c"], ["@a(1)"],
    ]

    @Test("the page's tag-expression evaluator agrees with TagExpressions on every expression and tag list")
    func tagExpressionsAgree() async throws {
        try await withSite { site, session in
            try await session.navigate(to: site.url("index.html"))
            let cases = Self.expressions.flatMap { expression in Self.tagLists.map { (expression, $0) } }
            let json = String(decoding: try JSONEncoder().encode(cases.map { [$0.0] + $0.1 }), as: UTF8.self)
            let answers = try await session.execute(
                """
                return JSON.parse(arguments[0]).map(function (c) {
                  try { return verityTagExpression(c[0])(c.slice(1)) ? "true" : "false"; } catch (e) { return "error"; }
                });
                """, arguments: [json], as: [String].self)
            #expect(answers.count == cases.count)
            #expect(
                Set(answers) == ["true", "false", "error"], "the cases exercise matches, misses and invalid expressions"
            )
            for ((expression, tags), answer) in zip(cases, answers) {
                let expected: String
                do {
                    expected = try TagExpression.parse(expression).evaluate(tags) ? "true" : "false"
                } catch {
                    expected = "error"
                }
                #expect(answer == expected, "'\(expression)' on \(tags)")
            }
        }
    }
}

extension LivingDocumentationTests {
    /// How many elements `css` selects that the page displays.
    private func shown(_ session: WebDriverSession, _ css: String) async throws -> Int {
        try await session.execute(
            "return Array.from(document.querySelectorAll(arguments[0])).filter(e => e.getClientRects().length > 0).length",
            arguments: [css], as: Int.self)
    }

    /// The element the address points at now: its id, status and whether its steps are open.
    private func target(_ session: WebDriverSession) async throws -> [String] {
        try await session.execute(
            """
            var t = document.querySelector(':target');
            return t ? [t.id, t.getAttribute('data-status') || '', t.querySelector('details[open]') ? 'open' : 'closed'] : [];
            """, as: [String].self)
    }

    @Test(
        "the report leads with its failures, a failure's link lands on its example, one switch hides step definitions and durations, and the environment comes last"
    )
    func productOwnersReport() async throws {
        try await withSite { site, session in
            try await session.navigate(to: site.url("report.html"))
            let failing = site.documents.compactMap(\.document.feature).map {
                $0.linesOfExamples(withStep: BankDocumentation.failingStep).count
            }.reduce(0, +)
            #expect(
                try await session.execute("return document.querySelector('main > section').id", as: String.self)
                    == "failures")
            #expect(try await shown(session, "li.failure") == failing, "every failing example is listed")
            try await screenshot(session, "report-failures.png")
            let durations = try await shown(session, ".duration")
            let definitions = try await shown(session, "a.definition")
            #expect(durations > 0 && definitions > 0)
            try await session.click("hide-details")
            for hidden in [".duration", "a.definition", "section.definitions"] {
                #expect(try await shown(session, hidden) == 0, "\(hidden) is hidden")
            }
            #expect(try await shown(session, "li.failure") == failing, "the failures stay")
            try await screenshot(session, "report-details-hidden.png")
            try await session.click("hide-details")
            #expect(try await shown(session, ".duration") == durations)
            try await session.execute("document.querySelector('li.failure a.failure-link').click()")
            let landed = try await target(session)
            #expect(landed.count == 3 && landed[1] == "failed", "the link lands on the failing example: \(landed)")
            let last = try await session.execute(
                "var s = document.querySelectorAll('main > section'); return s[s.length - 1].className", as: String.self
            )
            #expect(last == "environment")
        }
    }

    @Test(
        "the documentation's index leads with the failures, and a failure's link opens its feature at the failing example"
    )
    func productOwnersIndex() async throws {
        try await withSite { site, session in
            try await session.navigate(to: site.url("index.html"))
            #expect(
                try await session.execute("return document.querySelector('main > section').id", as: String.self)
                    == "failures")
            try await screenshot(session, "index-failures.png")
            try await session.execute("document.querySelector('li.failure a.failure-link').click()")
            try await Eventually.see("the feature's page at the failing example") {
                let landed = (try? await target(session)) ?? []
                return landed.count == 3 && landed[1] == "failed" ? nil : "\(landed)"
            }
            try await screenshot(session, "feature-at-failure.png")
        }
    }
}

extension Feature {
    /// Every scenario and rule scenario, in order.
    fileprivate var allScenarios: [(scenario: Scenario, tags: [String])] {
        children.flatMap { child -> [(Scenario, [String])] in
            if let scenario = child.scenario { return [(scenario, [])] }
            return (child.rule?.children ?? []).compactMap {
                $0.scenario.map { ($0, child.rule?.tags.map(\.name) ?? []) }
            }
        }
    }

    /// What the index's search looks in, lower-cased: names, descriptions, steps, tags.
    fileprivate var searchableText: String {
        var texts = [name, description] + tags.map(\.name)
        for child in children {
            texts += child.background?.steps.map(\.text) ?? []
            if let rule = child.rule {
                texts +=
                    [rule.name, rule.description] + rule.children.flatMap { $0.background?.steps.map(\.text) ?? [] }
            }
        }
        for (scenario, _) in allScenarios {
            texts += [scenario.name, scenario.description] + scenario.tags.map(\.name) + scenario.steps.map(\.text)
            texts += scenario.examples.flatMap { [$0.name] + $0.tags.map(\.name) }
        }
        return texts.joined(separator: " ").lowercased()
    }

    /// Lines of the examples (scenarios, outline rows) tagged `@api-only`.
    fileprivate var apiOnlyLines: [Int] {
        allScenarios.flatMap { scenario, ruleTags -> [Int] in
            let tags = tags.map(\.name) + ruleTags + scenario.tags.map(\.name)
            if scenario.examples.isEmpty { return tags.contains("@api-only") ? [scenario.location.line] : [] }
            return scenario.examples.flatMap { examples in
                (tags + examples.tags.map(\.name)).contains("@api-only") ? examples.tableBody.map(\.location.line) : []
            }
        }
    }

    /// Outline rows by line, with their cell values.
    fileprivate var outlineRows: [(Int, [String])] {
        allScenarios.flatMap { scenario, _ in
            scenario.examples.flatMap { $0.tableBody.map { ($0.location.line, $0.cells.map(\.value)) } }
        }
    }

    /// Lines of the examples that have the step `text`, placeholders filled in for outline rows.
    fileprivate func linesOfExamples(withStep text: String) -> [Int] {
        allScenarios.flatMap { scenario, _ -> [Int] in
            guard !scenario.examples.isEmpty else {
                return scenario.steps.contains { $0.text == text } ? [scenario.location.line] : []
            }
            return scenario.examples.flatMap { examples in
                let header = examples.tableHeader?.cells.map(\.value) ?? []
                return examples.tableBody.filter { row in
                    scenario.steps.contains { step in
                        var filled = step.text
                        for (name, cell) in zip(header, row.cells) {
                            filled = filled.replacingOccurrences(of: "<\(name)>", with: cell.value)
                        }
                        return filled == text
                    }
                }.map(\.location.line)
            }
        }
    }
}
