import Testing
import VerityJSON
import VerityMCP

/// `lint_features`: parse errors and description slips as path:line:column.
@Suite("lint_features")
struct LintFeaturesToolTests {
    @Test("a parse error is reported at its path:line:column with the parser's message")
    func reportsParseErrors() throws {
        let client = try MCPTestClient([
            "Tests/ShopTests/Features/broken.feature": "Feature: Broken\n  Scenario: a\n    Given x\n  Oops\n"
        ])
        defer { client.package.remove() }
        let result = try #require(try client.call("lint_features"))
        #expect(result["isError"] == .bool(false))
        let structured = try #require(result["structuredContent"])
        #expect(structured["filesChecked"] == .integer(3))
        let finding = try #require(structured["findings"]?.arrayValue?.first)
        #expect(finding["location"] == .string("Tests/ShopTests/Features/broken.feature:4:3"))
        #expect(finding["line"] == .integer(4))
        #expect(finding["message"]?.stringValue?.contains("Oops") == true)
    }

    @Test("a description line that starts like a misspelt keyword is reported with a hint")
    func reportsDescriptionSlips() throws {
        let client = try MCPTestClient([
            "Tests/ShopTests/Features/slip.feature": "Feature: Slip\n\n  Scenari: a refund\n    Given x\n"
        ])
        defer { client.package.remove() }
        let findings = try #require(
            try client.call(
                "lint_features", ["paths": .array([.string("Tests/ShopTests/Features/slip.feature")])])?[
                    "structuredContent"]?["findings"]?.arrayValue)
        let slips = findings.filter { $0["rule"] == nil }
        #expect(slips.count == 1)
        #expect(slips.first?["location"] == .string("Tests/ShopTests/Features/slip.feature:3:3"))
        #expect(slips.first?["hint"] != nil)
    }

    @Test("the quality rules of verity lint are reported with their severity and rule id")
    func reportsQualityFindings() throws {
        let client = try MCPTestClient([
            "Tests/ShopTests/Features/refunds.feature":
                "Feature: Refunds\n  Scenario: a refund\n    Given a sale\n    When it is refunded\n"
        ])
        defer { client.package.remove() }
        let result = try #require(
            try client.call("lint_features", ["paths": .array([.string("Tests/ShopTests/Features/refunds.feature")])]))
        let finding = try #require(result["structuredContent"]?["findings"]?.arrayValue?.first)
        #expect(finding["rule"] == .string("no-scenario-without-then"))
        #expect(finding["severity"] == .string("warning"))
        #expect(finding["location"] == .string("Tests/ShopTests/Features/refunds.feature:2:3"))
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("[no-scenario-without-then]") == true)
    }

    @Test("clean feature files give no findings")
    func cleanFiles() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(try client.call("lint_features")?["structuredContent"])
        #expect(structured["findings"] == .array([]))
        #expect(structured["filesChecked"] == .integer(2))
    }
}
