import CucumberMessages
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import VerityFormatters

/// A run that is not strict (`--no-strict`) passes with pending and undefined scenarios; the
/// JUnit report in Verity's layout agrees with it, where Cucumber's layout, as its formatter
/// does, keeps them as failures.
@Suite("JUnit XML of a run that is not strict")
struct JUnitNotStrictTests {
    /// `name`'s stream as a run that is not strict ends it: passed.
    private func passedRun(_ name: String) throws -> [Envelope] {
        try Streams.envelopes(name).map { envelope in
            guard var finished = envelope.testRunFinished else { return envelope }
            finished.success = true
            return Envelope(testRunFinished: finished)
        }
    }

    private func root(_ xml: String) throws -> XMLElement? {
        try XMLDocument(xmlString: xml, options: []).rootElement()
    }

    @Test(
        "in Verity's layout, a pending or undefined scenario of a run that passed is skipped, saying why, not a failure",
        arguments: ["pending", "undefined"])
    func skippedWhenTheRunPassed(name: String) throws {
        let xml = try Streams.render(.junit, try passedRun(name), junit: JUnitOptions(layout: .verity))
        let document = try XMLDocument(xmlString: xml, options: [])
        #expect(try document.nodes(forXPath: "//failure").isEmpty, "\(xml)")
        let skipped = try document.nodes(forXPath: "//skipped").compactMap { $0 as? XMLElement }
        #expect(!skipped.isEmpty)
        #expect(
            skipped.contains {
                $0.attribute(forName: "message")?.stringValue?.hasPrefix("\(name) (the run is not strict): ") == true
            },
            "\(xml)")
        #expect(try root(xml)?.attribute(forName: "failures")?.stringValue == "0")
    }

    @Test("in Verity's layout, a pending scenario of a run that failed (strict, the default) stays a failure")
    func failureWhenTheRunFailed() throws {
        let envelopes = try Streams.envelopes("pending")
        #expect(envelopes.last { $0.testRunFinished != nil }?.testRunFinished?.success == false)
        let xml = try Streams.render(.junit, envelopes, junit: JUnitOptions(layout: .verity))
        #expect(try XMLDocument(xmlString: xml, options: []).nodes(forXPath: "//failure[@type='pending']").count > 0)
    }

    @Test(
        "in Cucumber's layout, as its junit-xml-formatter writes, a pending scenario is a failure even when the run passed"
    )
    func cucumberLayoutFollowsTheFormatter() throws {
        let xml = try Streams.render(.junit, try passedRun("pending"))
        #expect(try XMLDocument(xmlString: xml, options: []).nodes(forXPath: "//failure").count > 0)
    }
}
