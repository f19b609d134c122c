import Foundation
import TestFixtures
import Testing

@testable import VerityLivingDocs

/// The living documentation's pages per ticket: each `@issue:KEY` tag links its requirement to
/// the work it belongs to.
@Suite("Living documentation: issues")
struct IssuePageTests {
    @Test("each issue key gets a page listing the requirements that name it, with their status and a link to each")
    func issuePage() throws {
        let site = try SiteFiles(documentsOf: ["failures"], runs: [("run", "failures")])
        let page = site.page("issues/SHOP-12.html")
        #expect(page.contains("Issue SHOP-12"))
        #expect(page.contains("a sum that does not add up"))
        #expect(page.contains("badge status-failed"), "the example failed in the run")
        #expect(
            HTMLScanning.values(of: "href", in: page).contains { $0.hasPrefix("../features/") && $0.hasSuffix("#l4") })
        #expect(!page.contains("in the tracker"), "no tracker link without a URL")
        #expect(
            HTMLScanning.values(of: "data-tags", in: page) == ["@issue:SHOP-12"],
            "the page's tag filter reads each example's tags")
        let index = site.page("index.html")
        #expect(index.contains("<h2>Issues</h2>"))
        #expect(HTMLScanning.values(of: "href", in: index).contains("issues/SHOP-12.html"))
        #expect(index.contains("id=\"issues\""))
        #expect(
            HTMLScanning.values(of: "href", in: site.page("steps.html")).contains("index.html#issues"),
            "every page's navigation leads to the issues")
        #expect(HTMLScanning.values(of: "href", in: page).contains("../index.html#issues"))
    }

    @Test("with the tracker's URL, the tag and the issue's page link to the ticket")
    func trackerLinks() throws {
        var documentation = LivingDocumentation()
        for document in try Fixtures.envelopes("failures").compactMap(\.gherkinDocument) {
            documentation.addFeature(path: document.uri ?? "", document: document)
        }
        documentation.issueURL = "https://tracker.example/browse/{id}"
        let site = SiteFiles(documentation)
        #expect(site.page("issues/SHOP-12.html").contains("href=\"https://tracker.example/browse/SHOP-12\""))
        #expect(site.featurePage(containing: "failures").contains("href=\"https://tracker.example/browse/SHOP-12\""))
    }

    @Test("a site whose requirements name no issue has no issue pages and no Issues section")
    func noIssues() throws {
        let site = try SiteFiles(documentsOf: ["hooks"], runs: [])
        #expect(!site.files.keys.contains { $0.hasPrefix("issues/") })
        #expect(!site.page("index.html").contains("<h2>Issues</h2>"))
        #expect(!site.page("index.html").contains("#issues"), "no navigation to a section that is not there")
    }
}
