import Foundation
import Testing

@testable import Requirements

/// The runner's messages name an option as the user gave it: `--tags` to `verity run`, which
/// passes its flags in the file `VERITY_RUN_OPTIONS` names, and `VERITY_TAGS` to `swift test`.
@Suite("Messages name the options the user gave")
struct OptionNamesTests {
    /// The configuration `verity run --tags TAGS` gives the runner.
    private func givenToVerityRun(_ options: [String: String]) throws -> RunConfiguration {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("verity-options-\(UUID().uuidString)")
        try options.map { "\($0.key)=\($0.value)\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try RunConfiguration.environment(["VERITY_RUN_OPTIONS": file.path])
    }

    @Test("under verity run, a misspelt tag names --tags and advises --allow-empty, not the variables")
    func flagsUnderVerityRun() async throws {
        let configuration = try givenToVerityRun(["VERITY_TAGS": "@loyaltyy"])
        let result = await makeSuite(
            SelectionTypoTests.feature, uri: "features/cart.feature", steps: SelectionTypoTests.steps
        ) {
            $0 = configuration
        }.run()
        let problem = try #require(result.problems.first)
        #expect(problem.contains("--tags: no scenario of the suite carries @loyaltyy"), "\(problem)")
        #expect(problem.contains("--allow-empty runs the selection anyway"), "\(problem)")
        #expect(!problem.contains("VERITY_"), "\(problem)")
    }

    @Test("under verity run, a selection of nothing names --name and advises --allow-empty")
    func emptySelectionUnderVerityRun() async throws {
        let configuration = try givenToVerityRun(["VERITY_NAME": "add", "VERITY_TAGS": "@royalty"])
        let result = await makeSuite(
            SelectionTypoTests.feature, uri: "features/cart.feature", steps: SelectionTypoTests.steps
        ) {
            $0 = configuration
        }.run()
        let problem = try #require(result.problems.first)
        #expect(problem.contains("(--tags '@royalty', --name 'add') selects no scenario"), "\(problem)")
        #expect(problem.hasSuffix("--allow-empty allows a run of nothing"), "\(problem)")
    }

    @Test("under swift test, the same message names the variables")
    func variablesUnderSwiftTest() async throws {
        let configuration = try RunConfiguration.environment(["VERITY_TAGS": "@loyaltyy"])
        let result = await makeSuite(
            SelectionTypoTests.feature, uri: "features/cart.feature", steps: SelectionTypoTests.steps
        ) {
            $0 = configuration
        }.run()
        let problem = try #require(result.problems.first)
        #expect(problem.contains("VERITY_TAGS: no scenario of the suite carries @loyaltyy"), "\(problem)")
        #expect(problem.contains("VERITY_ALLOW_EMPTY=1 runs the selection anyway"), "\(problem)")
    }

    @Test("a shard given to verity run is named by its flag on the run's first line")
    func shardReason() throws {
        #expect(try givenToVerityRun(["VERITY_SHARD": "2/3"]).shardReason == "--shard 2/3")
        #expect(try RunConfiguration.environment(["VERITY_SHARD": "2/3"]).shardReason == "VERITY_SHARD=2/3")
    }
}
