import ArgumentParser
import Foundation
import TestFixtures
import Testing

@testable import VerityCLI

@Suite("verity docs")
struct DocsCommandTests {
    static let feature = """
        @billing
        Feature: Invoices
          Every customer gets an invoice a month.

          Rule: An invoice lists every charge
            Charges of the month, oldest first.

            Scenario Outline: <count> charges
              Given <count> charges
              Then the invoice has <count> lines

              @small
              Examples: a quiet month
                Few charges, one page.
                | count |
                | 1     |
                | 2     |

          Rule: Invoices are sent in the customer's language
        """

    /// A scratch folder, removed after `body`.
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test(
        "without --messages the features are documented, outlines with their Examples (name, tags, description) and every row 'not run'"
    )
    func withoutRun() throws {
        try withFolder { folder in
            let features = folder.appendingPathComponent("features/billing")
            try FileManager.default.createDirectory(at: features, withIntermediateDirectories: true)
            try Self.feature.write(
                to: features.appendingPathComponent("invoices.feature"), atomically: true, encoding: .utf8)
            let site = folder.appendingPathComponent("site")
            try DocsCommand.parse([folder.appendingPathComponent("features").path, "--output", site.path]).run()
            let index = try text(site.appendingPathComponent("index.html"))
            #expect(index.contains("Invoices"))
            #expect(index.contains("1 rules with no example"))
            #expect(
                index.contains("Invoices are sent in the customer&#39;s language")
                    || index.contains("Invoices are sent in the customer's language"))
            let page = try text(site.appendingPathComponent("features/invoices.html"))
            #expect(page.contains("Every customer gets an invoice a month."))
            #expect(page.contains("Charges of the month, oldest first."), "the rule's description")
            #expect(
                page.contains("a quiet month") && page.contains("@small") && page.contains("Few charges, one page."))
            #expect(page.contains("No example shows this rule yet."))
            #expect(page.components(separatedBy: "data-status=\"not-run\"").count - 1 == 2, "both rows not run")
            #expect(
                page.contains("data-tags=\"@billing @small\""), "a row carries the feature's and its Examples' tags")
        }
    }

    @Test("each --messages stream is a run named after its file, matched to the features it ran")
    func withRuns() throws {
        try withFolder { folder in
            let stream = Fixtures.streamURL("arguments").path
            let site = folder.appendingPathComponent("site")
            try DocsCommand.parse([
                Fixtures.streamFolder("arguments").path, "--messages", stream, "--output", site.path,
            ]).run()
            let page = try text(site.appendingPathComponent("features/arguments.html"))
            #expect(page.components(separatedBy: "data-status=\"passed\"").count - 1 == 5)
            #expect(try text(site.appendingPathComponent("index.html")).contains("Runs: arguments"))
            #expect(try text(site.appendingPathComponent("steps.html")).contains("FixtureStreamSteps.swift"))
        }
    }

    @Test("--title names the project on every page of the site")
    func title() throws {
        try withFolder { folder in
            let site = folder.appendingPathComponent("site")
            try DocsCommand.parse([Fixtures.streamFolder("arguments").path, "--output", site.path, "--title", "Coffee"])
                .run()
            #expect(try text(site.appendingPathComponent("index.html")).contains("<h1>Coffee</h1>"))
            #expect(
                try text(site.appendingPathComponent("features/arguments.html")).contains(
                    "Coffee · Living documentation"))
        }
    }

    @Test("a file that does not parse is reported and left out, and the exit status is 1")
    func parseErrors() throws {
        try withFolder { folder in
            try "Feature: Fine\n  Scenario: ok\n    Given a step\n".write(
                to: folder.appendingPathComponent("fine.feature"), atomically: true, encoding: .utf8)
            try "Feature: Broken\n  Scenario: a\n    Given x\n      | a |\n      | b | c |\n".write(
                to: folder.appendingPathComponent("broken.feature"), atomically: true, encoding: .utf8)
            let site = folder.appendingPathComponent("site")
            #expect(throws: ExitCode(1)) {
                try DocsCommand.parse([folder.path, "--output", site.path]).run()
            }
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("features/fine.html").path))
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("features/broken.html").path))
        }
    }

    @Test("runs are named after their files, without .ndjson, and never twice the same")
    func runNames() {
        var taken = Set<String>()
        #expect(DocsCommand.runName(for: "build/api.ndjson", taken: &taken) == "api")
        #expect(DocsCommand.runName(for: "other/api.ndjson", taken: &taken) == "api 2")
        #expect(DocsCommand.runName(for: "-", taken: &taken) == "run")
    }

    @Test("--coverage shows the package's code coverage beside the requirements; a bad file names itself")
    func codeCoverage() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write("Features/invoices.feature", Self.feature)
        let export = try workspace.write(
            ".build/x86_64-unknown-linux-gnu/debug/codecov/shop.json", CodeCoverageExport.json(root: workspace.root))
        let site = workspace.path("site")
        try DocsCommand.parse([workspace.path("Features"), "--coverage", export, "--output", site]).run()
        let page = try text(URL(fileURLWithPath: site + "/coverage.html"))
        #expect(page.contains("Sources/Shop/Pricing/Price.swift") && page.contains("module-ShopUI"))
        #expect(try text(URL(fileURLWithPath: site + "/index.html")).contains("18 of 25 lines (72.0 %)"))

        try DocsCommand.parse([
            workspace.path("Features"), "--coverage", export, "--coverage-module", "Shop", "--output", site,
        ]).run()
        let chosen = try text(URL(fileURLWithPath: site + "/coverage.html"))
        #expect(!chosen.contains("module-ShopUI"), "only the chosen module")

        let bad = try workspace.write("bad.json", "[1, 2]")
        #expect(throws: (any Error).self) {
            try DocsCommand.parse([workspace.path("Features"), "--coverage", bad, "--output", site]).run()
        }
        do {
            try DocsCommand.parse([workspace.path("Features"), "--coverage", bad, "--output", site]).run()
        } catch {
            #expect("\(error)".hasPrefix(bad + ": is not llvm-cov's JSON export"), "\(error)")
        }
    }
}
