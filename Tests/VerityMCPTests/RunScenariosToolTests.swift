import Foundation
import Testing
import VerityJSON
import VerityMCP
import VerityWorkspace

/// `run_scenarios` up to and after `swift test`: what it refuses before running, and what it
/// makes of a run. The runs themselves are driven by Scripts/mcp/run-client-test.sh.
@Suite("run_scenarios")
struct RunScenariosToolTests {
    @Test(
        "a location outside the package is refused before anything runs",
        arguments: ["/etc/passwd:1", "../x.feature:3"])
    func refusesOutsideLocations(location: String) throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let result = try #require(try client.call("run_scenarios", ["locations": .array([.string(location)])]))
        #expect(result["isError"] == .bool(true))
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("outside the package") == true)
        #expect(!FileManager.default.fileExists(atPath: client.package.root + "/.build/verity/run-options"))
    }

    @Test("a missing feature file or an invalid tag expression is refused before anything runs")
    func refusesBadSelections() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        let missing = try #require(
            try client.call("run_scenarios", ["locations": .array([.string("Tests/none.feature:3")])]))
        #expect(missing["isError"] == .bool(true))
        let tags = try #require(try client.call("run_scenarios", ["tags": .string("not")]))
        #expect(tags["isError"] == .bool(true))
        #expect(!FileManager.default.fileExists(atPath: client.package.root + "/.build/verity/run-options"))
    }

    @Test(
        "a name or tag expression with a line break is refused before anything runs: it would add an option of its own")
    func refusesLineBreaks() throws {
        let client = try MCPTestClient()
        defer { client.package.remove() }
        for arguments: [String: JSONValue] in [
            ["name": .string("Checkout\nVERITY_FORMAT=html:/tmp/elsewhere.html")],
            ["tags": .string("@smoke or\nVERITY_FORMAT=html:/tmp/elsewhere.html")],
        ] {
            let result = try #require(try client.call("run_scenarios", arguments))
            #expect(result["isError"] == .bool(true), "\(arguments)")
            #expect(
                result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("must be one line") == true,
                "\(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: client.package.root + "/.build/verity/run-options"))
    }

    @Test("a location is split into its path and line; a bare path has no line")
    func splitsLocations() {
        #expect(RunScenariosTool.split("Features/cart.feature:14") == ("Features/cart.feature", 14))
        #expect(RunScenariosTool.split("Features/cart.feature").line == nil)
        #expect(RunScenariosTool.split("Features/c:art.feature").line == nil)
    }

    @Test("a run that ran no scenario and failed (the build) is a tool error with swift test's last output")
    func failedBuildIsAnError() {
        let outcome = SwiftTestRun.Outcome(
            status: 1, messages: Data(), outputTail: "Steps.swift:3:5: error: cannot find 'x'")
        #expect {
            _ = try RunScenariosTool.result(RunReport(ndjson: Data()) { "\($0):\($1)" }, outcome: outcome, seconds: 60)
        } throws: { error in
            (error as? ToolFailure)?.message.contains("cannot find 'x'") == true
        }
    }

    @Test("a run stopped at its time limit is a tool error saying so")
    func timeoutIsAnError() {
        let outcome = SwiftTestRun.Outcome(status: nil, messages: Data(), outputTail: "Compiling")
        #expect {
            _ = try RunScenariosTool.result(RunReport(ndjson: Data()) { "\($0):\($1)" }, outcome: outcome, seconds: 5)
        } throws: { error in
            (error as? ToolFailure)?.message.contains("within 5 s") == true
        }
    }

    @Test("a feature file's path in a resource bundle is shown as the package's own feature file")
    func bundlePathsMapToSources() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let root = PackageRoot(path: package.root)
        let features = [package.root + "/" + FixturePackage.cartPath, package.root + "/" + FixturePackage.paymentPath]
        let bundled = package.root + "/.build/debug/Shop_ShopTests.resources/Features/checkout/payment.feature"
        #expect(RunScenariosTool.displayPath(bundled, root: root, features: features) == FixturePackage.paymentPath)
        #expect(
            RunScenariosTool.displayPath(FixturePackage.cartPath, root: root, features: features)
                == FixturePackage.cartPath)
        #expect(
            RunScenariosTool.displayPath("Features/cart.feature", root: root, features: features)
                == FixturePackage.cartPath)
        #expect(
            RunScenariosTool.displayPath("/elsewhere/x.feature", root: root, features: features)
                == "/elsewhere/x.feature")
    }
}
