import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import VerityFormatters

/// `@issue:KEY` tags in the reports a run writes: links in the HTML report, properties in JUnit.
@Suite("Issue links in reports")
struct IssueLinkTests {
    private let tracker = ["VERITY_ISSUE_URL": "https://tracker.example/browse/{id}"]

    @Test(
        "the HTML report links an @issue: tag to the tracker when VERITY_ISSUE_URL is set, and shows it plain otherwise"
    )
    func html() throws {
        let linked = try Streams.render(.html, Streams.envelopes("failures"), environment: tracker)
        #expect(linked.contains("<a class=\"tag issue\" href=\"https://tracker.example/browse/SHOP-12\""))
        let plain = try Streams.render(.html, Streams.envelopes("failures"))
        #expect(plain.contains("<span class=\"tag\">@issue:SHOP-12</span>"))
    }

    @Test(
        "JUnit in Verity's layout carries each issue of a testcase as a property, with its URL when the tracker is known"
    )
    func junit() throws {
        let xml = try XMLDocument(
            xmlString: try Streams.render(
                .junit, Streams.envelopes("failures"), environment: tracker, junit: JUnitOptions(layout: .verity)))
        let properties = try xml.nodes(forXPath: "//testcase/properties/property").compactMap { $0 as? XMLElement }
        let pairs = properties.map {
            ($0.attribute(forName: "name")?.stringValue ?? "", $0.attribute(forName: "value")?.stringValue ?? "")
        }
        #expect(pairs.map(\.0) == ["issue", "issue-url"])
        #expect(pairs.map(\.1) == ["SHOP-12", "https://tracker.example/browse/SHOP-12"])
        let testcase = try #require(properties.first?.parent?.parent as? XMLElement)
        #expect(testcase.attribute(forName: "name")?.stringValue == "a sum that does not add up")
        #expect(testcase.children?.first?.name == "properties", "properties come first in a testcase")
    }

    @Test("a key becomes the tracker's URL: {id} replaced, or appended to a template without it")
    func urls() {
        #expect(
            IssueTags(urlTemplate: "https://jira.example.com/browse/{id}").url(for: "BANK-1")
                == "https://jira.example.com/browse/BANK-1")
        #expect(
            IssueTags(urlTemplate: "https://github.com/o/r/issues/").url(for: "42")
                == "https://github.com/o/r/issues/42")
        #expect(IssueTags().url(for: "42") == nil)
        #expect(IssueTags.keys(in: ["@smoke", "@issue:A-1", "@issue:A-1", "@issue:", "@issue:B-2"]) == ["A-1", "B-2"])
    }
}
