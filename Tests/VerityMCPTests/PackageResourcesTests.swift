import Foundation
import TestFixtures
import Testing
import VerityJSON
import VerityMCP

/// The feature files and the last run's report, as resources a client reads.
@Suite("Resources")
struct PackageResourcesTests {
    @Test("resources/list gives each feature file as a file URI with its relative name")
    func listsFeatureFiles() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let resources = try #require(try client.request("resources/list")?["resources"]?.arrayValue)
        #expect(
            resources.compactMap { $0["name"]?.stringValue } == [FixturePackage.cartPath, FixturePackage.paymentPath])
        #expect(resources.first?["uri"]?.stringValue?.hasPrefix("file:///") == true)
        #expect(resources.first?["mimeType"] == .string("text/x-gherkin"))
    }

    @Test("resources/read gives a feature file's text")
    func readsAFeatureFile() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let uri = try #require(try client.request("resources/list")?["resources"]?.arrayValue?.first?["uri"])
        let contents = try #require(
            try client.request("resources/read", .object(["uri": uri]))?["contents"]?.arrayValue)
        #expect(contents.first?["text"]?.stringValue == FixturePackage.defaultFiles[FixturePackage.cartPath])
        #expect(contents.first?["uri"] == uri)
    }

    @Test(
        "resources/read refuses a file outside the package or that is not a feature file",
        arguments: [
            "file:///etc/passwd", "file:///etc/x.feature", "PACKAGE/Tests/ShopTests/ShopSteps.swift",
            "http://example.com",
        ])
    func refusesOtherFiles(uri: String) throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let resolved = uri.replacingOccurrences(of: "PACKAGE", with: "file://" + client.package.root)
        let answer = try #require(
            try client.send(
                String(
                    decoding: JSONValue.object([
                        "jsonrpc": .string("2.0"), "id": .integer(8), "method": .string("resources/read"),
                        "params": .object(["uri": .string(resolved)]),
                    ]).jsonBytes, as: UTF8.self)))
        #expect(answer["error"]?["code"] == .integer(-32602))
        #expect(answer["result"] == nil)
    }

    @Test("the last run's report is a resource once run_scenarios has run")
    func lastRunReport() throws {
        let client = try MCPTestClient([
            "failures/failures.feature": try Fixtures.text("Streams/failures/failures.feature")
        ])
        defer { client.package.remove() }
        let before = try client.request("resources/list")?["resources"]?.arrayValue ?? []
        #expect(!before.contains { $0["uri"] == .string("verity://runs/last") })
        try client.package.write(
            String(decoding: try Fixtures.stream("failures"), as: UTF8.self), to: ".build/verity/last-run.ndjson")
        let after = try client.request("resources/list")?["resources"]?.arrayValue ?? []
        #expect(after.contains { $0["uri"] == .string("verity://runs/last") })
        let text =
            try client.request("resources/read", .object(["uri": .string("verity://runs/last")]))?["contents"]?
            .arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("failed    failures/failures.feature:4 a sum that does not add up"))
        #expect(text.contains("    failed failures/failures.feature:7 the till holds 6 euros: Expected 6, got 5"))
    }
}
