import Foundation
import Requirements
import Testing

/// The API the `VerityFeatureTests` plugin's generated tests call: one scenario by file and line.
@Suite("Scenarios by file and line")
struct ScenarioLookupTests {
    static let feature = """
        Feature: Checkout
          Scenario: Pay
            Given a step
          @wip
          Scenario: Later
            Given a step
          Rule: Refunds
            Scenario Outline: Refund <n>
              Given a step that fails
              Examples:
                | n |
                | 1 |
        """

    static let suite = FeatureSuite(
        Steps<Shop>(world: Shop.init) { steps in
            steps.given("a step") { _ in }
            steps.given("a step that fails") { _ in throw Pending("not yet") }
        },
        features: [
            FeatureFile(uri: "features/checkout.feature", text: feature, path: "/tmp/shop/Features/checkout.feature"),
            FeatureFile(
                uri: "features/broken.feature", text: "Given no feature\n", path: "/tmp/shop/Features/broken.feature"),
        ],
        configuration: {
            var configuration = RunConfiguration(); configuration.parallel = false; return configuration
        }())

    @Test("A scenario or an outline row is found by the end of its path and its line")
    func lookup() throws {
        #expect(Self.suite.scenario(at: "Features/checkout.feature", line: 2)?.name == "Pay")
        #expect(Self.suite.scenario(at: "checkout.feature", line: 12)?.name == "Refund 1")
        #expect(Self.suite.scenario(at: "features/checkout.feature", line: 2)?.name == "Pay")
        // NB: the end of the path must be whole components.
        #expect(Self.suite.scenario(at: "out.feature", line: 2) == nil)
        #expect(Self.suite.scenario(at: "Features/checkout.feature", line: 3) == nil)
    }

    @Test("Scenarios on the same line of files with the same name are told apart by their paths")
    func sameLineSameFileName() {
        let suite = FeatureSuite(
            Steps<Shop>(world: Shop.init) { steps in steps.given("a step") { _ in } },
            features: ["admin", "shop", "till"].map { folder in
                FeatureFile(
                    uri: "features/\(folder)/cart.feature",
                    text: "Feature: \(folder)\n  Scenario: \(folder) pays\n    Given a step\n",
                    path: "/tmp/shop/Features/\(folder)/cart.feature")
            },
            configuration: {
                var configuration = RunConfiguration(); configuration.parallel = false; return configuration
            }())
        #expect(suite.scenario(at: "Features/admin/cart.feature", line: 2)?.name == "admin pays")
        #expect(suite.scenario(at: "shop/cart.feature", line: 2)?.name == "shop pays")
        #expect(suite.scenario(at: "features/till/cart.feature", line: 2)?.name == "till pays")
        #expect(suite.scenario(at: "Features/other/cart.feature", line: 2) == nil)
    }

    @Test("A scenario the selection leaves out is not selected; one that does not exist is, to fail")
    func selection() {
        #expect(Self.suite.selects("Features/checkout.feature", line: 2))
        #expect(!Self.suite.selects("Features/checkout.feature", line: 5))  // @wip, left out by default
        #expect(Self.suite.selects("Features/checkout.feature", line: 99))
    }

    @Test("Running by file and line runs that scenario alone; a missing one is an issue")
    func run() async {
        let passed = await Self.suite.run(scenarioAt: "Features/checkout.feature", line: 2)
        #expect(passed?.status == .passed)
        await withKnownIssue {
            await Self.suite.run(scenarioAt: "Features/checkout.feature", line: 12)
        } matching: { issue in
            "\(issue)".contains("PENDING") && issue.sourceLocation?.line == 12
        }
        #expect(await Self.suite.run(scenarioAt: "Features/checkout.feature", line: 5) == nil)
        await withKnownIssue {
            await Self.suite.run(scenarioAt: "Features/checkout.feature", line: 99)
        } matching: { issue in
            "\(issue)".contains("no scenario at Features/checkout.feature:99")
        }
        await withKnownIssue {
            await Self.suite.run(scenarioAt: "Features/broken.feature", line: 0)
        } matching: { issue in
            issue.sourceLocation?.fileName == "broken.feature" && issue.sourceLocation?.line == 1
        }
    }

    @Test(
        "A run that cannot start says why once, not once per scenario test",
        arguments: [
            { (configuration: inout RunConfiguration) in configuration.tags = "@smoke and" },
            { (configuration: inout RunConfiguration) in configuration.name = "^Nothing by this name$" },
        ] as [@Sendable (inout RunConfiguration) -> Void])
    func cannotStartOnce(_ breaking: @Sendable (inout RunConfiguration) -> Void) async {
        var configuration = RunConfiguration()
        breaking(&configuration)
        let suite = FeatureSuite(
            Steps<Shop>(world: Shop.init) { steps in steps.given("a step") { _ in } },
            features: [
                FeatureFile(
                    uri: "features/checkout.feature", text: Self.feature, path: "/tmp/shop/Features/checkout.feature")
            ],
            configuration: configuration)
        let issues = IssueCount()
        await withKnownIssue {
            // NB: one generated test per scenario, as the plugin writes them.
            for line in [2, 12] where suite.selects("Features/checkout.feature", line: line) {
                await suite.run(scenarioAt: "Features/checkout.feature", line: line)
            }
        } matching: { issue in
            issues.add()
            return true
        }
        #expect(issues.value == 1)
    }

    @Test("A run that cannot start is one issue on the Features suite, whose tests do not run")
    func cannotStartOnTheSuite() async throws {
        var configuration = RunConfiguration()
        configuration.tags = "@smokee"
        let suite = FeatureSuite(
            Steps<Shop>(world: Shop.init) { steps in steps.given("a step") { _ in } },
            features: [
                FeatureFile(
                    uri: "features/checkout.feature", text: Self.feature, path: "/tmp/shop/Features/checkout.feature")
            ],
            configuration: configuration)
        let test = try #require(Test.current)
        let ran = IssueCount()
        let issues = IssueCount()
        try await withKnownIssue {
            try await FeatureSuiteTrait.features(suite).provideScope(for: test, testCase: nil) { ran.add() }
        } matching: { issue in
            issues.add()
            return "\(issue)".contains("the run cannot start: VERITY_TAGS: no scenario of the suite carries @smokee")
                && issue.sourceLocation?.fileName == "ScenarioLookupTests.swift"
        }
        #expect(issues.value == 1)
        #expect(ran.value == 0)
    }

    @Test("Features come from the source tree when it is there, else from the bundle's resources")
    func resources() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "verity-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let bundleFeatures = root.appendingPathComponent("Bundle/Features/sub")
        try FileManager.default.createDirectory(at: bundleFeatures, withIntermediateDirectories: true)
        try Data("Feature: Bundled\n  Scenario: B\n    Given a step\n".utf8)
            .write(to: bundleFeatures.appendingPathComponent("b.feature"))
        let sourceFeatures = root.appendingPathComponent("Source/Features")
        try FileManager.default.createDirectory(at: sourceFeatures, withIntermediateDirectories: true)
        try Data("Feature: Source\n  Scenario: S\n    Given a step\n".utf8)
            .write(to: sourceFeatures.appendingPathComponent("s.feature"))
        let bundle = try #require(Bundle(path: root.appendingPathComponent("Bundle").path))
        let steps = Steps<Shop>(world: Shop.init) { $0.given("a step") { _ in } }

        let fromSource = FeatureSuite(
            steps, resourcesIn: bundle, relativeTo: root.appendingPathComponent("Source/Steps.swift").path,
            configuration: RunConfiguration())
        #expect(
            fromSource.features.map(\.path) == [
                sourceFeatures.appendingPathComponent("s.feature").standardizedFileURL.path
            ])

        let fromBundle = FeatureSuite(
            steps, resourcesIn: bundle, relativeTo: root.appendingPathComponent("Elsewhere/Steps.swift").path,
            configuration: RunConfiguration())
        #expect(fromBundle.features.map(\.uri) == ["Features/sub/b.feature"])
        #expect(fromBundle.scenario(at: "Features/sub/b.feature", line: 2)?.name == "B")
    }
}

/// Counts the issues a known-issue scope sees, from whatever thread records them.
private final class IssueCount: @unchecked Sendable {
    // NB: @unchecked: `count` is only touched with `lock` held.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func add() {
        lock.withLock { count += 1 }
    }
}
