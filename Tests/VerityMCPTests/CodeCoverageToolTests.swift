import Foundation
import TestFixtures
import Testing
import VerityJSON
import VerityMCP

/// `code_coverage`: an agent reads the package's code coverage beside its requirements, from
/// what `swift test --enable-code-coverage` wrote, without running anything.
@Suite("code_coverage")
struct CodeCoverageToolTests {
    /// A client of a fixture package whose `.build/debug/codecov` holds the fixture export.
    static func client() throws -> MCPTestClient {
        let client = try MCPTestClient()
        let folder = client.package.root + "/.build/debug/codecov"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try CodeCoverageExport.json(root: client.package.root)
            .write(toFile: folder + "/shop.json", atomically: true, encoding: .utf8)
        return client
    }

    @Test("the newest export in .build/debug/codecov gives each module's figures and its files, least covered first")
    func readsTheLastRunsExport() throws {
        let client = try Self.client()
        defer { client.package.remove() }
        let result = try #require(try client.call("code_coverage"))
        #expect(result["isError"] == .bool(false))
        let structured = try #require(result["structuredContent"])
        #expect(structured["export"] == .string(".build/debug/codecov/shop.json"))
        #expect(
            structured["lines"]
                == .object(["covered": .integer(18), "count": .integer(25), "percent": .string("72.0 %")]))
        let modules = try #require(structured["modules"]?.arrayValue)
        #expect(modules.compactMap { $0["name"]?.stringValue } == ["Shop", "ShopUI"])
        #expect(
            modules.first?["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue } == [
                "Sources/Shop/Pricing/Price.swift", "Sources/Shop/Cart.swift",
            ], "least covered first")
        #expect(structured["leftOut"]?["tests"] == .integer(1))
        let text = try #require(result["content"]?.arrayValue?.first?["text"]?.stringValue)
        #expect(text.contains("Shop: 18 of 20 lines (90.0 %), 5 of 6 functions (83.3 %)"))
    }

    @Test("chosen modules keep only theirs and a module with no file is named")
    func chosenModules() throws {
        let client = try Self.client()
        defer { client.package.remove() }
        let structured = try #require(
            try client.call("code_coverage", ["modules": .array([.string("ShopUI"), .string("Shopp")])])?[
                "structuredContent"])
        #expect(structured["modules"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["ShopUI"])
        #expect(structured["modulesNotFound"] == .array([.string("Shopp")]))
    }

    @Test("with no export the tool says how to make one; a bad export and a path outside the package are errors")
    func failures() throws {
        let client = try MCPTestClient(["bad.json": "{}"])
        defer { client.package.remove() }
        let none = try #require(try client.call("code_coverage"))
        #expect(none["isError"] == .bool(true))
        #expect(
            none["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("swift test --enable-code-coverage")
                == true)
        let bad = try #require(try client.call("code_coverage", ["export": .string("bad.json")]))
        #expect(bad["isError"] == .bool(true))
        #expect(
            bad["content"]?.arrayValue?.first?["text"]?.stringValue?.hasPrefix(
                "bad.json: is not llvm-cov's JSON export") == true)
        #expect(try client.call("code_coverage", ["export": .string("../x.json")])?["isError"] == .bool(true))
    }
}
