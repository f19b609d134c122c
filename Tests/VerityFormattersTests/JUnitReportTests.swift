import CucumberMessages
import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import VerityFormatters

/// The `junit` report in Verity's own layout (`junit:verity:FILE`), which CircleCI's test
/// splitting and `VERITY_SHARD_TIMINGS` read; Cucumber's layout, the default, is held to the
/// official samples by `JUnitConformanceTests`.
@Suite("JUnit XML report in Verity's layout")
struct JUnitReportTests {
    @Test("the fixtures hold the streams these tests name")
    func streamsArePresent() {
        #expect(Set(["arguments", "failures", "retry"]).isSubset(of: Streams.names), "\(Streams.names)")
    }

    private func document(_ sample: String) throws -> (XMLDocument, StreamFacts) {
        let envelopes = try Streams.envelopes(sample)
        let xml = try Streams.render(.junit, envelopes, junit: JUnitOptions(layout: .verity))
        return (try XMLDocument(xmlString: xml, options: []), StreamFacts(envelopes))
    }

    private func int(_ element: XMLElement?, _ name: String) -> Int? {
        element?.attribute(forName: name)?.stringValue.flatMap(Int.init)
    }

    @Test("the XML parses and its totals equal the statuses in the stream", arguments: Streams.names)
    func totalsMatchStream(sample: String) throws {
        let (document, facts) = try document(sample)
        let root = document.rootElement()
        let runErrors = facts.failedRunHooks + (facts.runException ? 1 : 0)
        #expect(root?.name == "testsuites", "\(sample)")
        let finals = facts.attempts.filter { !$0.willBeRetried }
        #expect(int(root, "tests") == finals.count + runErrors, "\(sample): tests")
        #expect(
            int(root, "failures") == finals.filter { StreamFacts.failing.contains($0.status) }.count,
            "\(sample): failures")
        #expect(
            int(root, "skipped") == finals.filter { $0.status == .skipped || $0.status == .unknown }.count,
            "\(sample): skipped")
        #expect(int(root, "errors") == runErrors, "\(sample): errors")
    }

    @Test(
        "each scenario is one testcase from its final attempt, named after its feature and scenario",
        arguments: Streams.names)
    func testcasePerScenario(sample: String) throws {
        let (document, facts) = try document(sample)
        let cases = try document.nodes(forXPath: "//testsuite[@name!='Test run']/testcase").compactMap {
            $0 as? XMLElement
        }
        let names = cases.compactMap { $0.attribute(forName: "name")?.stringValue }
        let expected = facts.attempts.filter { !$0.willBeRetried }.map(\.pickle.name)
        #expect(names.count == expected.count, "\(sample)")
        for name in expected {
            #expect(
                names.contains {
                    $0 == name || $0.hasSuffix(" › " + name) || $0.hasPrefix(name + " (example at line ")
                        || $0.contains(" › \(name) (example at line ")
                }, "\(sample): \(name)")
        }
        #expect(
            cases.allSatisfy { ($0.attribute(forName: "classname")?.stringValue ?? "").isEmpty == false }, "\(sample)")
    }

    @Test("the rows of one Scenario Outline are testcases with different names, each naming its row's line")
    func outlineRowsHaveDistinctNames() throws {
        let (document, _) = try document("arguments")
        let names = try document.nodes(forXPath: "//testcase").compactMap {
            ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue
        }
        .filter { $0.hasPrefix("weighing books") }
        // NB: the outline's name has no placeholder, so only the row can tell its two testcases apart.
        #expect(names.count == 2, "\(names)")
        #expect(Set(names).count == names.count, "\(names)")
        #expect(names.allSatisfy { $0.contains("(example at line ") }, "\(names)")
    }

    @Test("a scenario in a Rule is named after the rule and the scenario")
    func ruleNamesItsScenarios() throws {
        let (document, _) = try document("arguments")
        let names = try document.nodes(forXPath: "//testcase").compactMap {
            ($0 as? XMLElement)?.attribute(forName: "name")?.stringValue
        }
        #expect(names.contains { $0.contains(" › ") }, "\(names)")
    }

    @Test("a scenario that passes on a retry is reported as passed, and its output says which attempt passed")
    func retriedScenarioPasses() throws {
        let (document, _) = try document("retry")
        let cases = try document.nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        let secondTime = try #require(
            cases.first { $0.attribute(forName: "name")?.stringValue == "the printer works the second time" })
        #expect(secondTime.elements(forName: "failure").isEmpty)
        #expect(secondTime.elements(forName: "system-out").first?.stringValue?.contains("Attempt 2") == true)
    }

    @Test("each testsuite's counts add up to its own testcases", arguments: Streams.names)
    func suiteCountsAddUp(sample: String) throws {
        let (document, _) = try document(sample)
        for suite in try document.nodes(forXPath: "//testsuite").compactMap({ $0 as? XMLElement }) {
            let cases = suite.elements(forName: "testcase")
            #expect(int(suite, "tests") == cases.count)
            #expect(int(suite, "failures") == cases.filter { !$0.elements(forName: "failure").isEmpty }.count)
            #expect(int(suite, "skipped") == cases.filter { !$0.elements(forName: "skipped").isEmpty }.count)
            #expect(int(suite, "errors") == cases.filter { !$0.elements(forName: "error").isEmpty }.count)
            #expect(suite.attribute(forName: "time")?.stringValue != nil)
        }
    }

    @Test("a failure names the failing step and carries its error message")
    func failureNamesStep() throws {
        let (document, _) = try document("failures")
        let failures = try document.nodes(forXPath: "//failure").compactMap { $0 as? XMLElement }
        #expect(!failures.isEmpty)
        let failed = try #require(failures.first { $0.attribute(forName: "type")?.stringValue == "failed" })
        #expect(failed.attribute(forName: "message")?.stringValue?.isEmpty == false)
        #expect(failed.stringValue?.contains("(failed)") == true, "\(failed.stringValue ?? "")")
    }

    @Test("characters XML cannot hold (ANSI escapes in errors) are dropped, so the XML still parses")
    func controlCharactersAreRemoved() throws {
        var envelopes = try Streams.envelopes("failures")
        for index in envelopes.indices where envelopes[index].testStepFinished != nil {
            envelopes[index].testStepFinished?.testStepResult.message = "\u{1B}[31mred\u{1B}[0m and \u{0}nul"
        }
        let xml = try Streams.render(.junit, envelopes, junit: JUnitOptions(layout: .verity))
        let document = try XMLDocument(xmlString: xml, options: [])
        let failure = try #require(try document.nodes(forXPath: "//failure").first)
        #expect(failure.stringValue?.contains("[31mred[0m and nul") == true)
    }

    @Test("each testcase carries the scenario's file and line, which CircleCI's test splitting reads")
    func testcasesCarryFileAndLine() throws {
        let (document, _) = try document("failures")
        let cases = try document.nodes(forXPath: "//testsuite[@name!='Test run']/testcase").compactMap {
            $0 as? XMLElement
        }
        #expect(!cases.isEmpty)
        for element in cases {
            #expect(element.attribute(forName: "file")?.stringValue?.hasSuffix(".feature") == true)
            #expect(int(element, "line") != nil)
        }
    }
}

/// The `junit` report's default, Cucumber's layout, on the project's own streams (the official
/// samples are `JUnitConformanceTests`').
@Suite("JUnit XML report in Cucumber's layout")
struct CucumberJUnitReportTests {
    @Test("by default the report is one testsuite named Cucumber, a testcase per scenario without file attributes")
    func defaultIsCucumbersLayout() throws {
        let envelopes = try Streams.envelopes("failures")
        let document = try XMLDocument(xmlString: try Streams.render(.junit, envelopes), options: [])
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuite")
        #expect(root.attribute(forName: "name")?.stringValue == "Cucumber")
        let cases = root.elements(forName: "testcase")
        #expect(cases.count == StreamFacts(envelopes).attempts.filter { !$0.willBeRetried }.count)
        #expect(cases.allSatisfy { $0.attribute(forName: "file") == nil })
    }

    @Test("characters XML cannot hold are written as the text of a character reference, so the XML still parses")
    func controlCharactersAreSpelledOut() throws {
        var envelopes = try Streams.envelopes("failures")
        for index in envelopes.indices where envelopes[index].testStepFinished?.testStepResult.status == .failed {
            envelopes[index].testStepFinished?.testStepResult.exception = MessageException(
                type: "Error", message: "\u{1B}[31mred", stackTrace: "\u{1B}[31mred ]]> done")
        }
        let document = try XMLDocument(xmlString: try Streams.render(.junit, envelopes), options: [])
        let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "&#27;[31mred")
        #expect(failure.stringValue?.contains("&#27;[31mred ]]> done") == true, "\(failure.stringValue ?? "")")
    }
}
