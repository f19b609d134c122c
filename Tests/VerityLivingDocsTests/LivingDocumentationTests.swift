import CucumberMessages
import Foundation
import TestFixtures
import Testing

@testable import VerityFormatters
@testable import VerityLivingDocs

@Suite("Living documentation")
struct LivingDocumentationTests {
    @Test("without a run every feature is documented and every example is 'not run'", arguments: Fixtures.streamNames)
    func documentsWithoutRun(stream: String) throws {
        let site = try SiteFiles(documentsOf: [stream], runs: [])
        let documents = try Fixtures.envelopes(stream).compactMap(\.gherkinDocument).filter { $0.feature != nil }
        #expect(site.featurePages.count == documents.count, "a page per feature of \(stream)")
        for document in documents {
            #expect(
                site.page("index.html").contains(HTMLEscaping.text(document.feature?.name ?? "")),
                "\(stream): index lists the feature")
        }
        for page in site.featurePages {
            let statuses = HTMLScanning.values(of: "data-status", in: site.page(page))
            #expect(statuses.allSatisfy { $0 == "not-run" }, "\(page): \(statuses)")
        }
        #expect(site.page("steps.html").contains("No run was given"))
    }

    @Test("a feature page shows the description, the Background, rules and scenarios")
    func featureParts() throws {
        let page = try SiteFiles(documentsOf: ["arguments"], runs: []).featurePage(containing: "arguments")
        #expect(page.contains("<div class=\"description\">Parcels carry tables and letters.</div>"))
        #expect(page.contains("<section class=\"background\">"))
        #expect(page.contains("a post office"))
        #expect(page.contains("<section class=\"rule group\""))
        #expect(page.contains("fragile parcels get a sticker"))
        #expect(page.contains("a parcel with a packing list"))
        #expect(page.contains("<td>books</td>"), "data tables are tables")
        #expect(page.contains("<pre class=\"doc-string\">"), "doc strings are preformatted")
    }

    @Test("an outline appears once, with its Examples table and each row's status")
    func outlineOnce() throws {
        let page = try SiteFiles(documentsOf: ["arguments"], runs: [("run", "arguments")]).featurePage(
            containing: "arguments")
        #expect(page.components(separatedBy: "weighing books").count - 1 == 1, "the outline's name once")
        #expect(page.contains("<th>count</th>") && page.contains("<th>weight</th>") && page.contains("<th>status</th>"))
        let rows = HTMLScanning.openingTags("tbody", classed: "row", in: page)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { HTMLScanning.values(of: "data-status", in: " " + $0) == ["passed"] }, "\(rows)")
        #expect(page.contains("1 books are weighed"), "a row's steps, with its values")
    }

    @Test("every example carries its status and all its tags (feature, rule, scenario, Examples) for the filters")
    func itemsCarryTags() throws {
        let page = try SiteFiles(documentsOf: ["arguments"], runs: [("run", "arguments")]).featurePage(
            containing: "arguments")
        let sections = HTMLScanning.openingTags("section", classed: "item", in: page)
        let items = sections + HTMLScanning.openingTags("tbody", classed: "item", in: page)
        #expect(items.count == 5)
        for item in items {
            let tags = HTMLScanning.values(of: "data-tags", in: " " + item).first
            #expect(tags?.contains("@shipping") == true, "\(item)")
        }
    }

    @Test("each step names the step definition it matched (file:line and pattern), linked to the step-definition page")
    func stepDefinitionLinks() throws {
        let envelopes = try Fixtures.envelopes("arguments")
        let site = try SiteFiles(documentsOf: ["arguments"], runs: [("run", "arguments")])
        let page = site.featurePage(containing: "arguments")
        let steps = site.page("steps.html")
        for definition in envelopes.compactMap(\.stepDefinition) {
            let location = "\(definition.sourceReference.uri ?? ""):\(definition.sourceReference.location?.line ?? 0)"
            guard page.contains(location) else { continue }
            #expect(page.contains(HTMLEscaping.text(definition.pattern.source)), "\(location)")
            #expect(steps.contains(location))
        }
        let links = HTMLScanning.values(of: "href", in: page).filter { $0.hasPrefix("../steps.html#d") }
        #expect(!links.isEmpty)
    }

    @Test(
        "every link between pages resolves to a page, and its fragment to an element of it",
        arguments: Fixtures.streamNames)
    func linksResolve(stream: String) throws {
        let site = try SiteFiles(documentsOf: [stream], runs: [("run", stream)])
        for (path, data) in site.files where path.hasSuffix(".html") && !path.hasPrefix("attachments/") {
            let html = String(decoding: data, as: UTF8.self)
            for href in HTMLScanning.values(of: "href", in: html) + HTMLScanning.values(of: "src", in: html) {
                guard !href.contains(":") else { continue }  // data: and https: links are not the site's
                let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? path : SiteFiles.resolve(parts[0], from: path)
                #expect(site.files[target] != nil, "\(stream): \(path) links to \(href), which is not in the site")
                if parts.count == 2, target.hasSuffix(".html") {
                    #expect(
                        HTMLScanning.values(of: "id", in: site.page(target)).contains(parts[1]),
                        "\(stream): \(path) links to \(href), which has no such element")
                }
            }
        }
    }

    @Test("errors and durations are shown, and attachments are files of the site")
    func errorsAndAttachments() throws {
        let site = try SiteFiles(documentsOf: ["attachments"], runs: [("run", "attachments")])
        let page = site.featurePage(containing: "attachments")
        #expect(page.contains("Paper jam in tray 2"))
        #expect(page.contains("<pre class=\"error\">"))
        #expect(page.contains(" ms</span>") || page.contains(" µs</span>"), "durations")
        let images = HTMLScanning.values(of: "src", in: page)
        #expect(images.count == 1)
        let file = images.first.map { SiteFiles.resolve($0, from: "features/x.html") } ?? ""
        #expect(file.hasPrefix("attachments/") && file.hasSuffix(".png"))
        #expect(site.files[file]?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "the PNG's own bytes")
    }

    @Test("the step-definition page lists unused definitions, ambiguous steps and undefined steps with their snippets")
    func stepDefinitionPage() throws {
        let site = try SiteFiles(
            documentsOf: ["ambiguous", "undefined"], runs: [("a", "ambiguous"), ("u", "undefined")])
        let steps = site.page("steps.html")
        let ambiguous = try Fixtures.envelopes("ambiguous")
        let ambiguousTexts = ambiguous.compactMap(\.testCase).flatMap(\.testSteps).filter {
            ($0.stepDefinitionIds?.count ?? 0) > 1
        }
        #expect(!ambiguousTexts.isEmpty)
        let section =
            steps.components(separatedBy: "id=\"ambiguous\"").last?.components(separatedBy: "id=\"undefined\"").first
            ?? ""
        #expect(section.contains(" matches "))
        let definitionLinks = HTMLScanning.values(of: "href", in: section).filter { $0.hasPrefix("steps.html#d") }
        #expect(definitionLinks.count >= 2, "both definitions linked")
        let snippets = try Fixtures.envelopes("undefined").compactMap(\.suggestion).flatMap(\.snippets).map(\.code)
        #expect(!snippets.isEmpty)
        for snippet in snippets { #expect(steps.contains(HTMLEscaping.text(snippet))) }
        let used = Set(
            (ambiguous + (try Fixtures.envelopes("undefined"))).compactMap(\.testCase).flatMap(\.testSteps)
                .compactMap { $0.stepDefinitionIds?.count == 1 ? $0.stepDefinitionIds?.first : nil })
        let definitions = (ambiguous + (try Fixtures.envelopes("undefined"))).compactMap(\.stepDefinition)
        let unusedSection =
            steps.components(separatedBy: "id=\"unused\"").last?.components(separatedBy: "id=\"ambiguous\"").first ?? ""
        for definition in definitions where !used.contains(definition.id) {
            #expect(
                unusedSection.contains(HTMLEscaping.text(definition.pattern.source)),
                "\(definition.pattern.source) is unused")
        }
    }

    @Test("a skipped example (one for another platform) counts in no pass rate and leaves its feature passed")
    func skippedExamplesCountApart() throws {
        var envelopes = try Fixtures.envelopes("arguments")
        let glasses = try #require(envelopes.compactMap(\.pickle).first { $0.name == "a parcel of glasses" })
        let testCase = try #require(envelopes.compactMap(\.testCase).first { $0.pickleId == glasses.id })
        let started = try #require(envelopes.compactMap(\.testCaseStarted).first { $0.testCaseId == testCase.id })
        envelopes = envelopes.map { envelope in
            guard var finished = envelope.testStepFinished, finished.testCaseStartedId == started.id else {
                return envelope
            }
            finished.testStepResult.status = .skipped
            finished.testStepResult.message = "runs only on iOS (@ios), not on Linux"
            return Envelope(testStepFinished: finished)
        }
        var documentation = LivingDocumentation()
        for document in envelopes.compactMap(\.gherkinDocument) {
            documentation.addFeature(path: document.uri ?? "", document: document)
        }
        documentation.addRun(named: "run", envelopes: envelopes)
        let index = SiteFiles(documentation).page("index.html")
        #expect(index.contains("5 examples, 4 run, 4 passed (100%), 1 skipped"), "the feature and its @shipping tag")
        #expect(index.contains("badge status-passed"), "the feature's badge")
        #expect(!index.contains("badge status-skipped"))
        let page = SiteFiles(documentation).featurePage(containing: "arguments")
        #expect(page.contains("<p class=\"skip-reason\">Skipped: runs only on iOS (@ios), not on Linux</p>"))
    }

    @Test("coverage: pass rate per feature and per tag, examples never run, rules with no example")
    func coverage() throws {
        let site = try SiteFiles(documentsOf: ["failures", "pending"], runs: [("run", "failures")])
        let index = site.page("index.html")
        #expect(index.contains("3 examples, 2 run, 0 passed (0%), 1 skipped"), "the failures feature")
        #expect(index.contains("Examples never run"))
        for pickle in try Fixtures.envelopes("pending").compactMap(\.pickle) {
            #expect(
                index.components(separatedBy: "Examples never run").last?.contains(HTMLEscaping.text(pickle.name))
                    == true, "\(pickle.name) never ran")
        }
        #expect(
            index.contains("<table class=\"tag-table\">")
                || index.contains("No feature, rule, scenario or Examples has a tag."))
        #expect(index.contains("Rules with no example"))
    }

    @Test("the environment comes from the run's meta message: OS, Swift, CI, git commit and branch")
    func environment() throws {
        var envelopes = try Fixtures.envelopes("arguments")
        for index in envelopes.indices where envelopes[index].meta != nil {
            envelopes[index].meta?.ci = Ci(
                name: "GitHub Actions", url: "https://ci.example.com/1", buildNumber: "42",
                git: Git(remote: "https://example.com/verity.git", revision: "0123abcd", branch: "main", tag: nil))
        }
        var documentation = LivingDocumentation()
        for document in envelopes.compactMap(\.gherkinDocument) {
            documentation.addFeature(path: document.uri ?? "", document: document)
        }
        documentation.addRun(named: "run", envelopes: envelopes)
        let index = SiteFiles(documentation).page("index.html")
        let meta = try #require(envelopes.compactMap(\.meta).first)
        #expect(index.contains(meta.os.name) && index.contains(meta.os.version ?? ""))
        #expect(index.contains(meta.runtime.version ?? "?"))
        #expect(index.contains("GitHub Actions") && index.contains("build 42"))
        #expect(index.contains("0123abcd") && index.contains("main"))
    }

    @Test("a run is matched to the feature files by trailing path components, wherever it ran from")
    func matchesPathTails() throws {
        let site = try SiteFiles(
            documentsOf: ["arguments"], prefix: "Tests/App/Features/", runs: [("run", "arguments")])
        let statuses = HTMLScanning.values(of: "data-status", in: site.featurePage(containing: "arguments"))
        #expect(statuses.count == 5 && statuses.allSatisfy { $0 == "passed" }, "\(statuses)")
    }

    @Test("several runs (an API suite and a browser suite) are each named beside the examples")
    func severalRuns() throws {
        let site = try SiteFiles(documentsOf: ["arguments"], runs: [("api", "arguments"), ("browser", "arguments")])
        let page = site.featurePage(containing: "arguments")
        #expect(page.contains(">api: passed<") && page.contains(">browser: passed<"))
        #expect(site.page("index.html").contains("Runs: api, browser"))
    }

    @Test(
        "pages fetch nothing: no external script, style sheet or image, and the filters are inline",
        arguments: Fixtures.streamNames)
    func selfContained(stream: String) throws {
        let site = try SiteFiles(documentsOf: [stream], runs: [("run", stream)])
        for (path, data) in site.files where path.hasSuffix(".html") && !path.hasPrefix("attachments/") {
            let html = String(decoding: data, as: UTF8.self).lowercased()
            #expect(
                !html.contains("<link") && !html.contains("<script src") && !html.contains("@import")
                    && !html.contains("url("), "\(path)")
            #expect(HTMLScanning.values(of: "src", in: html).allSatisfy { !$0.contains("://") }, "\(path)")
        }
        #expect(site.page("index.html").contains("id=\"tag-expression\""))
        #expect(site.page("index.html").contains("<script>"))
    }

    @Test(
        "the index row of a feature carries the distinct status and tags of its examples and its words, for the filters"
    )
    func indexRows() throws {
        let index = try SiteFiles(documentsOf: ["arguments"], runs: [("run", "arguments")]).page("index.html")
        let row = try #require(HTMLScanning.openingTags("li", classed: "feature-row", in: index).first)
        #expect(HTMLScanning.values(of: "data-examples", in: " " + row) == ["passed @shipping"])
        let words = HTMLScanning.values(of: "data-words", in: " " + row).first?.split(separator: " ") ?? []
        #expect(words.contains("parcels") && words.contains("glasses") && words.contains("weighed"))
        #expect(Set(words).count == words.count, "each word once")
    }

    @Test("write(toFolder:) writes the pages and says which is the largest")
    func writesFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var documentation = LivingDocumentation()
        for document in try Fixtures.envelopes("attachments").compactMap(\.gherkinDocument) {
            documentation.addFeature(path: document.uri ?? "", document: document)
        }
        documentation.addRun(named: "run", envelopes: try Fixtures.envelopes("attachments"))
        let summary = try documentation.write(toFolder: folder.path)
        #expect(summary.pageCount == 3)
        #expect(summary.attachmentCount == 2)
        let largest = try Data(contentsOf: folder.appendingPathComponent(summary.largestPage))
        #expect(largest.count == summary.largestPageBytes)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path))
    }

    @Test("only what holds examples is a group, so the filters never hide a feature that has none")
    func groupsHoldItems() throws {
        let empty = try SiteFiles(documentsOf: ["empty"], runs: []).featurePage(containing: "no-scenarios")
        let groups = HTMLScanning.openingTags("section", classed: "group", in: empty)
        #expect(groups.isEmpty, "a feature without scenarios is no group")
    }

    // MARK: For a reader who is not the developer

    /// The site of the `arguments` feature with a run in which one outline row fails.
    private func siteWithFailingRow(title: String? = nil) throws -> SiteFiles {
        var documentation = LivingDocumentation()
        documentation.title = title
        for document in try Fixtures.envelopes("arguments").compactMap(\.gherkinDocument) {
            documentation.addFeature(path: document.uri ?? "", document: document)
        }
        documentation.addRun(named: "run", envelopes: try Fixtures.argumentsWithFailingRow())
        return SiteFiles(documentation)
    }

    @Test("the index leads with the failures, each linked to its example's row on the feature's page, with the reason")
    func indexLeadsWithFailures() throws {
        let site = try siteWithFailingRow()
        let index = site.page("index.html")
        let main = try #require(index.components(separatedBy: "<main>").last)
        #expect(
            main.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(
                "<section class=\"failures\" id=\"failures\">"), "\(main.prefix(300))")
        let summary = try #require(main.components(separatedBy: "</section>").first)
        #expect(summary.contains("weighing books [count = 3, weight = 1500]"))
        #expect(
            summary.contains(
                "Then the scale shows 1500 grams (line 26): failed\nExpected 1500 grams, the scale shows 1499"))
        let href = try #require(HTMLScanning.values(of: "href", in: summary).first)
        let (page, anchor) = (String(href.prefix { $0 != "#" }), String(href.drop { $0 != "#" }.dropFirst()))
        let target = site.page(SiteFiles.resolve(page, from: "index.html"))
        let row = try #require(
            HTMLScanning.openingTags("tbody", classed: "row", in: target).first { $0.contains("id=\"\(anchor)\"") })
        #expect(row.contains("data-status=\"failed\""), "the link leads to the failing row: \(row)")
    }

    @Test(
        "a feature page leads with its own failures and opens its failing rows; a page without failures has no summary")
    func featurePageLeadsWithFailures() throws {
        let failing = try siteWithFailingRow().featurePage(containing: "arguments")
        let main = try #require(failing.components(separatedBy: "<main>").last)
        #expect(
            main.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix(
                "<section class=\"failures\" id=\"failures\">"))
        #expect(main.contains("href=\"#l31\""), "linked to the row on the same page")
        #expect(
            main.components(separatedBy: "<details open>").count - 1 == 1,
            "the failing row's steps are open, the passing row's closed")
        let passing = try SiteFiles(documentsOf: ["arguments"], runs: [("run", "arguments")]).featurePage(
            containing: "arguments")
        #expect(!passing.contains("id=\"failures\""))
    }

    @Test("with no run the index has no failures summary: nothing has failed or passed yet")
    func noRunNoSummary() throws {
        let site = try SiteFiles(documentsOf: ["failures"], runs: [])
        #expect(!site.page("index.html").contains("id=\"failures\""))
    }

    @Test("every page carries the project's name; without one the site is 'Living documentation'")
    func projectTitle() throws {
        let named = try siteWithFailingRow(title: "Coffee")
        #expect(named.page("index.html").contains("<title>Coffee — Living documentation</title>"))
        #expect(named.page("index.html").contains("<h1>Coffee</h1>"))
        #expect(named.page("steps.html").contains("<title>Step definitions — Coffee · Living documentation</title>"))
        #expect(
            named.featurePage(containing: "arguments").contains(
                "<p class=\"context\">Coffee · Living documentation</p>"))
        let unnamed = try siteWithFailingRow()
        #expect(unnamed.page("index.html").contains("<title>Living documentation</title>"))
        #expect(!unnamed.featurePage(containing: "arguments").contains("Coffee"))
    }

    @Test(
        "the environment is the index's last section; feature pages offer the switch that hides step definitions and durations"
    )
    func environmentLastAndToggle() throws {
        let site = try SiteFiles(documentsOf: ["arguments"], runs: [("run", "arguments")])
        let index = site.page("index.html")
        let environment = try #require(index.range(of: "<section class=\"environment\">")).lowerBound
        for earlier in ["failures", "coverage", "features", "tags-section", "gaps"] {
            let section = try #require(index.range(of: "<section class=\"\(earlier)"), "\(earlier)").lowerBound
            #expect(section < environment, "\(earlier) comes before the environment")
        }
        #expect(site.featurePage(containing: "arguments").contains("id=\"hide-details\""))
    }
}
