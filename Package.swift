// swift-tools-version: 6.1
import PackageDescription

// Verity has two halves (README, "Modules"):
//   Sources/ExecutableRequirements: CucumberMessages → Gherkin, CucumberExpressions,
//     TagExpressions, VerityFormatters → Requirements (the runner; only its integration layer
//     imports the formatters); VerityFormatters → VerityLivingDocs → VerityCLI (`verity`);
//     Gherkin → VerityWorkspace → VerityLanguageServer, VerityMCP → VerityCLI (the two servers
//     share the workspace index, feature files, JSON-RPC and `swift test` runs, neither
//     importing the other); CucumberMessages, Gherkin → VerityDrafts (phrase book, scenario
//     drafts) → VerityMCP, VerityCLI; Gherkin → GherkinLint → both servers and VerityCLI;
//     TagExpressions, VerityFormatters → VerityRunOptions → Requirements, VerityCLI
//   Sources/Shared (`package` access, no product): VeritySynchronization, VerityJSON,
//     VerityFiles (the one folder walk of the runner and the tools), for any module above
//   Sources/ModelDefinedInterfaces: Verity → VerityTesting, VerityGRDB
//   Sources/Bridges: Verity + Requirements → VerityRequirements (model coverage)
//
// A package that uses the runner must stay cheap to fetch and build, so this manifest names
// only what Verity's own libraries and tool need: every dependency named here is fetched by
// every package that depends on Verity, used or not. The core modules depend on nothing
// beyond the toolchain; the demo app lives in a package of its own (Examples/Bank).
let package = Package(
    name: "verity",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .library(name: "CucumberMessages", targets: ["CucumberMessages"]),
        .library(name: "CucumberExpressions", targets: ["CucumberExpressions"]),
        .library(name: "TagExpressions", targets: ["TagExpressions"]),
        .library(name: "Requirements", targets: ["Requirements"]),
        .library(name: "VerityFormatters", targets: ["VerityFormatters"]),
        .library(name: "VerityLivingDocs", targets: ["VerityLivingDocs"]),
        .library(name: "Verity", targets: ["Verity"]),
        .library(name: "VerityTesting", targets: ["VerityTesting"]),
        .library(name: "VerityGRDB", targets: ["VerityGRDB"]),
        .library(name: "VerityRequirements", targets: ["VerityRequirements"]),
        // For the fuzz targets in Fuzz/ only: their declarations are `package` access, so a
        // package depending on Verity sees nothing in them; Fuzz/run.sh reaches them with
        // `@testable import`.
        .library(name: "VerityWorkspace", targets: ["VerityWorkspace"]),
        .library(name: "VerityLanguageServer", targets: ["VerityLanguageServer"]),
        .executable(name: "verity", targets: ["VerityCLI"]),
        // One Swift Testing test per scenario of a test target's `.feature` files.
        .plugin(name: "VerityFeatureTests", targets: ["VerityFeatureTests"]),
        // The same, as one synchronous XCTest method per scenario: a tenth of the compile time.
        .plugin(name: "VerityFeatureXCTests", targets: ["VerityFeatureXCTests"]),
    ],
    traits: [
        // GRDB is fetched only by packages that ask for it: a dependency used under a trait
        // that is off is not resolved. `VerityGRDB` without it says how to turn it on.
        .trait(name: "SQLite", description: "Builds VerityGRDB's SQLiteStore, fetching GRDB.")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        // Tests only: the official Cucumber Expressions and tag-expression data are YAML.
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        // MARK: Shared internals (`package` access, no products): what several modules need, once.
        .target(name: "VeritySynchronization", path: "Sources/Shared/VeritySynchronization"),
        .target(name: "VerityJSON", path: "Sources/Shared/VerityJSON"),
        // The one walk of a package's folders (no `.build`, hidden folders, `node_modules`), for
        // the runner's feature files and every tool's.
        .target(name: "VerityFiles", path: "Sources/Shared/VerityFiles"),

        // MARK: Executable requirements: bytes → tokens → AST → pickles → matched steps → results → messages → reports
        .target(name: "CucumberMessages", path: "Sources/ExecutableRequirements/CucumberMessages"),
        .target(
            name: "Gherkin", dependencies: ["CucumberMessages", "VeritySynchronization"],
            path: "Sources/ExecutableRequirements/Gherkin"
        ),
        .target(
            name: "CucumberExpressions", dependencies: ["VeritySynchronization"],
            path: "Sources/ExecutableRequirements/CucumberExpressions"
        ),
        .target(name: "TagExpressions", path: "Sources/ExecutableRequirements/TagExpressions"),
        // The run options `verity run` passes to the runner, each declared once (flag, variable,
        // help, reading), so that both check a value the same way.
        .target(
            name: "VerityRunOptions", dependencies: ["TagExpressions", "VerityFormatters"],
            path: "Sources/ExecutableRequirements/VerityRunOptions"
        ),
        // Runs `.feature` files as tests: step definitions, hooks, the engine, Swift Testing and XCTest.
        .target(
            name: "Requirements",
            dependencies: [
                "Gherkin", "CucumberMessages", "CucumberExpressions", "TagExpressions", "VerityFormatters",
                "VerityRunOptions", "VeritySynchronization", "VerityFiles",
            ],
            path: "Sources/ExecutableRequirements/Requirements"
        ),
        // The quality rules of `verity lint` and the language server's diagnostics, over the
        // syntax tree: a module of their own so that both tools share them and neither imports
        // the other.
        .target(
            name: "GherkinLint", dependencies: ["Gherkin", "CucumberMessages", "VerityJSON"],
            path: "Sources/ExecutableRequirements/GherkinLint"
        ),
        // The reports a run writes from its Cucumber Messages (`VERITY_FORMAT`): what the runner
        // links at its edge.
        .target(
            name: "VerityFormatters",
            dependencies: ["CucumberMessages", "VerityJSON", "VeritySynchronization"],
            path: "Sources/ExecutableRequirements/VerityFormatters"
        ),
        // What `swift test --enable-code-coverage` writes, read per module and per file: for the
        // `verity docs` site and `verity mcp`'s `code_coverage` tool.
        .target(name: "VerityCodeCoverage", path: "Sources/ExecutableRequirements/VerityCodeCoverage"),
        // The `verity docs` site: linked by the tool, not by a test target.
        .target(
            name: "VerityLivingDocs",
            dependencies: ["CucumberMessages", "VerityCodeCoverage", "VerityFormatters", "VerityJSON"],
            path: "Sources/ExecutableRequirements/VerityLivingDocs"
        ),
        .executableTarget(
            name: "VerityCLI",
            dependencies: [
                "Gherkin",
                "GherkinLint",
                "CucumberMessages",
                "VerityFormatters",
                "VerityLivingDocs",
                "VerityCodeCoverage",
                "VerityJSON",
                "VeritySynchronization",
                "VerityFiles",
                "VerityLanguageServer",
                "VerityMCP",
                "VerityDrafts",
                "VerityRunOptions",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/ExecutableRequirements/VerityCLI"
        ),
        // What both editor-facing servers read, so that neither imports the other: the
        // workspace's Swift step definitions, found without building, and its feature files,
        // parsed; JSON-RPC messages; `swift test` runs and their reports.
        .target(
            name: "VerityWorkspace",
            dependencies: [
                "Gherkin", "CucumberMessages", "CucumberExpressions", "VerityFiles", "VerityJSON",
                "VeritySynchronization",
            ],
            path: "Sources/ExecutableRequirements/VerityWorkspace"
        ),
        // `verity lsp`: feature files checked, completed and linked against the workspace's
        // step definitions (a library so tests drive it in process).
        .target(
            name: "VerityLanguageServer",
            dependencies: [
                "VerityWorkspace", "VerityFiles", "Gherkin", "GherkinLint", "CucumberMessages", "CucumberExpressions",
                "VerityJSON", "VeritySynchronization",
            ],
            path: "Sources/ExecutableRequirements/VerityLanguageServer"
        ),
        // `verity mcp`: the package's requirements as Model Context Protocol tools for coding
        // agents, over the workspace index and JSON-RPC types of `VerityWorkspace`.
        .target(
            name: "VerityMCP",
            dependencies: [
                "VerityWorkspace", "VerityFiles", "GherkinLint", "Gherkin", "CucumberMessages", "CucumberExpressions",
                "TagExpressions", "VerityJSON", "VeritySynchronization", "VerityDrafts", "VerityCodeCoverage",
            ],
            path: "Sources/ExecutableRequirements/VerityMCP"
        ),
        // `verity draft` and the `draft_scenario` tool: the phrase book of a run's messages and
        // a scenario drafted from a session trace in the suite's own phrases.
        .target(
            name: "VerityDrafts", dependencies: ["CucumberMessages", "Gherkin", "VerityJSON"],
            path: "Sources/ExecutableRequirements/VerityDrafts"
        ),
        // The build-tool plugin's generator: feature files → Swift Testing source. The logic is a
        // library of its own so that its tests need not link the tool the plugin runs.
        .target(
            name: "VerityFeatureTestsGeneration",
            dependencies: ["Gherkin", "CucumberMessages"],
            path: "Sources/ExecutableRequirements/VerityFeatureTestsGeneration"
        ),
        .executableTarget(
            name: "VerityFeatureTestsGenerator",
            dependencies: ["VerityFeatureTestsGeneration"],
            path: "Sources/ExecutableRequirements/VerityFeatureTestsGenerator"
        ),
        .plugin(
            name: "VerityFeatureTests", capability: .buildTool(), dependencies: ["VerityFeatureTestsGenerator"],
            path: "Plugins/VerityFeatureTests"
        ),
        .plugin(
            name: "VerityFeatureXCTests", capability: .buildTool(), dependencies: ["VerityFeatureTestsGenerator"],
            path: "Plugins/VerityFeatureXCTests"
        ),

        // MARK: Model-defined interfaces
        .target(name: "Verity", dependencies: ["VeritySynchronization"], path: "Sources/ModelDefinedInterfaces/Verity"),
        .target(
            name: "VerityTesting",
            dependencies: [
                "Verity", "VeritySynchronization", .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            path: "Sources/ModelDefinedInterfaces/VerityTesting"
        ),
        // SQLite persistence through GRDB, behind the `SQLite` trait.
        .target(
            name: "VerityGRDB",
            dependencies: [
                "Verity",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
            ],
            path: "Sources/ModelDefinedInterfaces/VerityGRDB"
        ),

        // MARK: Bridges: where the two halves meet, so that neither imports the other
        // Model coverage: the states, actions and transitions each scenario's sources visit,
        // recorded through Verity's `SourceObservation` and attached to the scenario's messages.
        .target(
            name: "VerityRequirements",
            dependencies: ["Verity", "Requirements", "VerityJSON", "VeritySynchronization"],
            path: "Sources/Bridges/VerityRequirements"
        ),

        // MARK: Tests
        // Locates and loads the official conformance data for the official suites, and skips
        // them (with the reason) when it is absent; not a product.
        .target(
            name: "ConformanceSupport", dependencies: ["CucumberMessages", "VerityJSON"],
            path: "Tests/ConformanceSupport"
        ),
        // The project's own fixtures (feature files, message streams the runner wrote) for every
        // other test, so a fresh clone tests without the official data.
        // NB: read from the source tree (through #filePath), not bundled, like RequirementsTests' features.
        .target(
            name: "TestFixtures", dependencies: ["CucumberMessages"], path: "Tests/Fixtures",
            exclude: ["Features", "Streams"]
        ),
        .testTarget(
            name: "GherkinTests", dependencies: ["ConformanceSupport", "TestFixtures", "Gherkin", "CucumberMessages"]),
        .testTarget(name: "GherkinLintTests", dependencies: ["GherkinLint", "Gherkin", "CucumberMessages"]),
        .testTarget(
            name: "CucumberMessagesSerializationTests",
            dependencies: ["ConformanceSupport", "TestFixtures", "CucumberMessages", "VerityJSON"]
        ),
        .testTarget(
            name: "CucumberExpressionsTests",
            dependencies: ["ConformanceSupport", "CucumberExpressions", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "TagExpressionsTests",
            dependencies: ["ConformanceSupport", "TagExpressions", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "RequirementsTests",
            dependencies: [
                "ConformanceSupport", "TestFixtures", "Requirements", "Gherkin", "CucumberMessages",
                "CucumberExpressions",
                "VerityFormatters", "VerityJSON",
            ],
            // NB: feature files are read from the source tree (through #filePath), not bundled.
            exclude: ["Example/Features"]
        ),
        // The runner's own behaviour, written as `.feature` files and verified by the runner.
        .testTarget(
            name: "RequirementsFeatureTests",
            dependencies: ["Requirements", "CucumberMessages", "VerityFormatters", "Gherkin"],
            exclude: ["Features"]
        ),
        .testTarget(name: "VerityFeatureTestsGeneratorTests", dependencies: ["VerityFeatureTestsGeneration"]),
        // The plugin end to end: its tests of Features/ (tricky names included) compile and run.
        .testTarget(
            name: "VerityFeatureTestsPluginTests",
            dependencies: ["Requirements"],
            resources: [.copy("Features")],
            plugins: ["VerityFeatureTests"]
        ),
        // The XCTest shape end to end: the same features as XCTest methods, and where their
        // failures point.
        .testTarget(
            name: "VerityFeatureXCTestsPluginTests",
            dependencies: ["Requirements"],
            resources: [.copy("Features")],
            plugins: ["VerityFeatureXCTests"]
        ),
        .testTarget(
            name: "VerityFormattersTests",
            dependencies: ["ConformanceSupport", "TestFixtures", "VerityFormatters", "CucumberMessages", "VerityJSON"]
        ),
        .testTarget(
            name: "VerityLivingDocsTests",
            dependencies: [
                "TestFixtures", "VerityLivingDocs", "VerityCodeCoverage", "VerityFormatters", "CucumberMessages",
            ]
        ),
        .testTarget(
            name: "VerityCLITests",
            dependencies: [
                "ConformanceSupport", "TestFixtures", "VerityCLI", "VerityFormatters", "VerityJSON", "Gherkin",
                "GherkinLint", "CucumberMessages", "Requirements", "VerityRunOptions",
                // NB: `verity draft`'s test records a session and runs a suite with model coverage.
                "Verity", "VerityRequirements",
            ]
        ),
        .testTarget(
            name: "VerityLanguageServerTests",
            dependencies: [
                "VerityLanguageServer", "VerityWorkspace", "GherkinLint", "Gherkin", "CucumberMessages",
                "CucumberExpressions",
                "VerityJSON", "TestFixtures",
            ]
        ),
        .testTarget(
            name: "VerityWorkspaceTests",
            dependencies: ["VerityWorkspace", "CucumberMessages", "CucumberExpressions", "VerityJSON", "TestFixtures"]
        ),
        .testTarget(
            name: "VerityMCPTests",
            dependencies: [
                "VerityMCP", "VerityWorkspace", "VerityFiles", "VerityJSON", "TestFixtures", "CucumberMessages",
            ]
        ),
        .testTarget(name: "VeritySynchronizationTests", dependencies: ["VeritySynchronization"]),
        .testTarget(name: "VerityFilesTests", dependencies: ["VerityFiles", "TestFixtures"]),
        .testTarget(
            name: "VerityRequirementsTests",
            dependencies: [
                "VerityRequirements", "Verity", "Requirements", "CucumberMessages", "VerityJSON", "VerityLivingDocs",
                "Gherkin", "VerityFormatters", "VerityCLI", "VeritySynchronization", "VerityDrafts", "GherkinLint",
            ]
        ),
        // Imports every library product at once, as a user's test target may: each public type
        // name must then mean one type without its module's name.
        .testTarget(
            name: "AllProductsTests",
            dependencies: [
                "Gherkin", "CucumberMessages", "CucumberExpressions", "TagExpressions", "Requirements",
                "VerityFormatters", "VerityLivingDocs", "Verity", "VerityTesting", "VerityGRDB", "VerityRequirements",
            ]
        ),
        .testTarget(name: "VerityTests", dependencies: ["Verity", "VerityTesting"]),
        .testTarget(name: "VerityTestingTests", dependencies: ["Verity", "VerityTesting", "VeritySynchronization"]),
        // The worked examples of Documentation/Architecture.md, each beside its tests.
        .testTarget(name: "VerityExamplesTests", dependencies: ["Verity", "VerityTesting"]),
        // The Verity side of each migration guide (Requirements.docc/Migrating*.md), run as written.
        .testTarget(
            name: "MigrationFromCucumberSwiftTests", dependencies: ["Requirements"],
            path: "Tests/MigrationGuides/FromCucumberSwift", exclude: ["Features"]),
        .testTarget(
            name: "MigrationFromXCTestGherkinTests", dependencies: ["Requirements"],
            path: "Tests/MigrationGuides/FromXCTestGherkin", exclude: ["Features"]),
        .testTarget(
            name: "MigrationFromSwiftGherkinTestingTests", dependencies: ["Requirements"],
            path: "Tests/MigrationGuides/FromSwiftGherkinTesting", exclude: ["Features"]),
        .testTarget(
            name: "VerityGRDBTests",
            dependencies: [
                "Verity", "VerityGRDB", "VerityTesting",
                .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
