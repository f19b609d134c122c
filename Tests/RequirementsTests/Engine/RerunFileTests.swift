import Foundation
import Testing

@testable import Requirements

@Suite("Rerun files as input")
struct RerunFileTests {
    // NB: the same two-scenario cart as the selection tests.
    static let feature = SelectionTypoTests.feature
    static let steps = SelectionTypoTests.steps

    private func rerunFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rerun-\(UUID().uuidString).txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("VERITY_LOCATIONS=@FILE runs the scenarios the rerun report listed")
    func readsTheFile() async throws {
        let path = try rerunFile("features/cart.feature:7\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = try RunConfiguration.environment(["VERITY_LOCATIONS": "@" + path])
        #expect(configuration.locations == [FeatureLocation(path: "features/cart.feature", lines: [7])])
        var settings = configuration
        settings.parallel = false
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps).run(settings)
        #expect(result.scenarios.map(\.scenario.name) == ["remove"])
    }

    @Test("an empty rerun file (nothing failed) runs nothing, and passes")
    func emptyFileRunsNothing() async throws {
        let path = try rerunFile("")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = try RunConfiguration.environment(["VERITY_LOCATIONS": "@" + path])
        let result = await makeSuite(Self.feature, uri: "features/cart.feature", steps: Self.steps).run(configuration)
        #expect(result.success)
        #expect(result.scenarios.isEmpty)
    }

    @Test("a rerun file that cannot be read is a configuration error naming it")
    func missingFile() {
        #expect(throws: RunConfigurationError.self) {
            try RunConfiguration.environment(["VERITY_LOCATIONS": "@/nonexistent/rerun.txt"])
        }
    }

    @Test("the default tag filter counts the @wip scenarios it leaves out")
    func defaultTagsCounted() throws {
        let feature = "Feature: F\n  Scenario: a\n    Given a step\n  @wip\n  Scenario: b\n    Given a step\n"
        let suite = makeSuite(feature, steps: Self.steps) { $0.tags = RunConfiguration.defaultTags }
        let session = suite.shared.session(for: suite)
        #expect(session.leftOutByDefaultTags == 1)
        #expect(session.runnableScenarios.map(\.name) == ["a"])
    }

    @Test("VERITY_RUN_OPTIONS names a file of VERITY_NAME=value lines, which take the variables' place")
    func readsTheRunOptionsFile() throws {
        let path = try rerunFile("VERITY_TAGS=@smoke and not @slow\nVERITY_RETRY=2\n\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let configuration = try RunConfiguration.environment([
            "VERITY_RUN_OPTIONS": path, "VERITY_TAGS": "@from-the-shell", "VERITY_ORDER": "reverse",
        ])
        #expect(configuration.tags == "@smoke and not @slow")
        #expect(configuration.retry == 2)
        #expect(configuration.order == .reverse)
    }

    @Test("a run options file with a line that is no VERITY_NAME=value is a configuration error naming it")
    func badRunOptionsLine() throws {
        let path = try rerunFile("TAGS=@smoke\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: RunConfigurationError.self) { try RunConfiguration.environment(["VERITY_RUN_OPTIONS": path]) }
    }
}
