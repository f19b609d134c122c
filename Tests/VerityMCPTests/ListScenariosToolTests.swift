import TestFixtures
import Testing
import VerityJSON
import VerityMCP

/// `list_scenarios`: what an agent sees of the package's scenarios.
@Suite("list_scenarios")
struct ListScenariosToolTests {
    @Test("lists every scenario with its path:line, keyword, rule and inherited tags, outline rows included")
    func listsScenarios() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("list_scenarios"))
        #expect(result["isError"] == .bool(false))
        let structured = try #require(result["structuredContent"])
        #expect(structured["featureCount"] == .integer(2))
        #expect(structured["scenarioCount"] == .integer(3))
        let scenarios = structured["features"]?.arrayValue?.flatMap { $0["scenarios"]?.arrayValue ?? [] } ?? []
        #expect(
            scenarios.compactMap { $0["location"]?.stringValue } == [
                "Tests/ShopTests/Features/cart.feature:5", "Tests/ShopTests/Features/cart.feature:14",
                "Tests/ShopTests/Features/checkout/payment.feature:3",
            ])
        #expect(scenarios[1]["rule"] == .string("Members save"))
        #expect(scenarios[1]["tags"] == .array([.string("@cart"), .string("@wip")]))
        let rows = scenarios[2]["examples"]?.arrayValue ?? []
        #expect(
            rows.compactMap { $0["location"]?.stringValue } == [
                "Tests/ShopTests/Features/checkout/payment.feature:10",
                "Tests/ShopTests/Features/checkout/payment.feature:15",
            ])
        #expect(
            rows.last?["values"] == .object(["count": .string("3"), "card": .string("gift"), "total": .string("3000")]))
        #expect(rows.last?["tags"] == .array([.string("@gift")]))
        let text = result["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(
            text.contains(
                "Tests/ShopTests/Features/cart.feature:5 Scenario: An empty cart costs nothing [@cart @smoke]"))
        #expect(text.contains("3 scenario(s) in 2 feature file(s)"))
    }

    @Test("a tag expression keeps the scenarios and outline rows it matches, inherited tags counted")
    func filtersByTags() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call("list_scenarios", ["tags": .string("@cart and not @wip")])?["structuredContent"])
        #expect(structured["scenarioCount"] == .integer(1))
        #expect(structured["features"]?.arrayValue?.count == 1)
        let gift = try #require(try client.call("list_scenarios", ["tags": .string("@gift")])?["structuredContent"])
        let rows = gift["features"]?.arrayValue?.first?["scenarios"]?.arrayValue?.first?["examples"]?.arrayValue ?? []
        #expect(
            rows.compactMap { $0["location"]?.stringValue } == ["Tests/ShopTests/Features/checkout/payment.feature:15"])
    }

    @Test("paths choose the feature files, a folder searched below")
    func filtersByPath() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call(
                "list_scenarios", ["paths": .array([.string("Tests/ShopTests/Features/checkout")])])?[
                    "structuredContent"])
        #expect(
            structured["features"]?.arrayValue?.compactMap { $0["path"]?.stringValue }
                == ["Tests/ShopTests/Features/checkout/payment.feature"])
    }

    @Test("an invalid tag expression is a tool error saying why")
    func invalidTagExpression() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("list_scenarios", ["tags": .string("@a and")]))
        #expect(result["isError"] == .bool(true))
        #expect(result["structuredContent"] == nil)
    }

    @Test("a path outside the package is refused with a tool error", arguments: ["..", "/etc", "Tests/../../x"])
    func refusesOutsidePaths(path: String) throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("list_scenarios", ["paths": .array([.string(path)])]))
        #expect(result["isError"] == .bool(true))
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("outside the package") == true)
    }

    @Test("a missing path is a tool error, not an empty listing")
    func missingPath() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("list_scenarios", ["paths": .array([.string("Tests/Nothing")])]))
        #expect(result["isError"] == .bool(true))
    }

    @Test("a feature file that does not parse is reported under parseErrors with path:line:column")
    func reportsParseErrors() throws {
        let client = try MCPTestClient([
            "Tests/ShopTests/Features/broken.feature": "Feature: Broken\n  Scenario: a\n    Given x\n  Oops\n"
        ])
        defer { client.package.remove() }
        let structured = try #require(try client.call("list_scenarios")?["structuredContent"])
        let errors = structured["parseErrors"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Tests/ShopTests/Features/broken.feature:4:") == true)
    }

    @Test("each scenario the last run_scenarios run ran has its status from that run's message stream")
    func showsTheLastRunsStatus() throws {
        let client = try MCPTestClient([
            "failures/failures.feature": try Fixtures.text("Streams/failures/failures.feature"),
            ".build/verity/last-run.ndjson": String(decoding: try Fixtures.stream("failures"), as: UTF8.self),
        ])
        defer { client.package.remove() }
        let result = try #require(try client.call("list_scenarios", ["paths": .array([.string("failures")])]))
        let scenarios = result["structuredContent"]?["features"]?.arrayValue?.first?["scenarios"]?.arrayValue ?? []
        #expect(scenarios.first?["location"] == .string("failures/failures.feature:4"))
        #expect(scenarios.first?["lastStatus"] == .string("failed"))
        #expect(scenarios.count == 3)
        #expect(scenarios.allSatisfy { $0["lastStatus"] != nil })
        let text = result["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(
            text.contains(
                "failures/failures.feature:4 Scenario: a sum that does not add up [@issue:SHOP-12] (last run: failed)"))
        let fresh = try #require(try client.call("list_scenarios", ["paths": .array([.string("Tests")])]))
        let listed = fresh["structuredContent"]?["features"]?.arrayValue?.flatMap { $0["scenarios"]?.arrayValue ?? [] }
        #expect(listed?.allSatisfy { $0["lastStatus"] == nil } == true)
    }
}
