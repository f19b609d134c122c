import ConformanceSupport
import CucumberMessages
import Foundation
import TestFixtures
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import VerityFormatters

/// `junit:reruns:FILE`: the earlier attempts of a retried test case as Maven Surefire writes
/// reruns, which Jenkins and GitLab show as flaky; Cucumber's own shape has no room for them.
@Suite("JUnit XML with Surefire's reruns", .conformanceData)
struct SurefireRerunsTests {
    private static let reruns: JUnitOptions = {
        var options = JUnitOptions()
        options.surefireReruns = true
        return options
    }()

    private func elements(_ xml: String, _ path: String) throws -> [XMLElement] {
        try XMLDocument(xmlString: xml, options: []).nodes(forXPath: path).compactMap { $0 as? XMLElement }
    }

    @Test("a test case that passed on a retry has a flakyFailure per failed attempt, with its error, and no failure")
    func flakyFailure() throws {
        let sample = try FormatterSample(named: "retry", in: .junit)
        let xml = try Streams.render(.junit, sample.envelopes, junit: Self.reruns)
        let secondTime = try elements(
            xml, "//testcase[@name=\"Test cases that fail are retried if within the --retry limit\"]")
        #expect(
            try elements(
                xml, "//testcase[@name=\"Test cases that fail are retried if within the --retry limit\"]/flakyFailure"
            ).count == 1)
        #expect(secondTime.first?.elements(forName: "failure").isEmpty == true)
        let third = try elements(
            xml,
            "//testcase[@name=\"Test cases that fail will continue to retry up to the --retry limit\"]/flakyFailure")
        #expect(third.count == 2)
        #expect(third.first?.attribute(forName: "message")?.stringValue == "Exception in step")
        #expect(third.first?.elements(forName: "stackTrace").first?.stringValue?.contains("Exception in step") == true)
    }

    @Test("a test case that failed every attempt has its failure, then a rerunFailure per earlier attempt")
    func rerunFailure() throws {
        let sample = try FormatterSample(named: "retry", in: .junit)
        let xml = try Streams.render(.junit, sample.envelopes, junit: Self.reruns)
        let failing = try #require(
            try elements(xml, "//testcase[@name=\"Test cases won't retry after failing more than the --retry limit\"]")
                .first)
        #expect(failing.elements(forName: "failure").count == 1)
        #expect(failing.elements(forName: "rerunFailure").count == 2)
        #expect(failing.elements(forName: "flakyFailure").isEmpty)
        // The suite's totals still follow the final attempts, as Surefire counts a flaky test as passed.
        #expect(try elements(xml, "/testsuite").first?.attribute(forName: "failures")?.stringValue == "1")
    }

    @Test(
        "with reruns, the report is valid against Maven Surefire's schema, its timestamp aside",
        .enabled(if: XMLSchemaValidator.isAvailable || ConformanceDirectory.isRequired, XMLSchemaValidator.skipReason))
    func validAgainstSurefire() throws {
        let name = "retry"
        let sample = try FormatterSample(named: name, in: .junit)
        let xml = try Streams.render(.junit, sample.envelopes, junit: Self.reruns)
        #expect(xml.contains("Failure"), "\(name) has no rerun element")
        let folder = FormatterSample.Suite.junit.folderURL
        let withoutTimestamp = xml.replacingOccurrences(
            of: #" timestamp="[^"]*""#, with: "", options: .regularExpression)
        let surefire = try XMLSchemaValidator.problems(
            withoutTimestamp, schema: folder.appendingPathComponent("surefire-test-report-3.0.2.xsd"))
        #expect(surefire == nil, "\(name): \(surefire ?? "")")
    }

    @Test("without retries, the option changes nothing: the report is Cucumber's, byte for byte")
    func noRetriesNoChange() throws {
        for name in FormatterSample.names(in: .junit) where !name.hasPrefix("retry") {
            let sample = try FormatterSample(named: name, in: .junit)
            let plain = try Streams.render(.junit, sample.envelopes)
            #expect(try Streams.render(.junit, sample.envelopes, junit: Self.reruns) == plain, "\(name)")
        }
    }

    @Test("VERITY_FORMAT takes reruns as a junit qualifier, with either layout")
    func qualifier() throws {
        let destinations = try ReportConfiguration.parse("junit:reruns:build/a.xml,junit:verity:reruns:build/b.xml")
        #expect(destinations.map(\.junit.surefireReruns) == [true, true])
        #expect(destinations.map(\.junit.layout) == [.cucumber, .verity])
        #expect(destinations.map(\.path) == ["build/a.xml", "build/b.xml"])
    }

    @Test("in Verity's layout too, a scenario that passed on a retry has a flakyFailure naming the failing step")
    func verityLayout() throws {
        var options = Self.reruns
        options.layout = .verity
        let xml = try Streams.render(.junit, try Streams.envelopes("retry"), junit: options)
        let flaky = try elements(xml, "//testcase[not(failure)]/flakyFailure")
        #expect(!flaky.isEmpty)
        #expect(flaky.allSatisfy { $0.elements(forName: "stackTrace").first?.stringValue?.isEmpty == false })
    }
}
