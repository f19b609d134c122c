// swift-tools-version: 6.1
import PackageDescription

// The core modules (Gherkin, CucumberMessages, CucumberExpressions, TagExpressions, Verity)
// depend on nothing beyond the toolchain, so a user's test target builds them in seconds.
// Third-party packages appear only at the edges: the command-line tool, test support, and
// the optional persistence module.
let package = Package(
    name: "verity",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Gherkin", targets: ["Gherkin"]),
        .library(name: "CucumberMessages", targets: ["CucumberMessages"]),
        .library(name: "CucumberExpressions", targets: ["CucumberExpressions"]),
        .library(name: "TagExpressions", targets: ["TagExpressions"]),
        .library(name: "Verity", targets: ["Verity"]),
        .library(name: "VerityTesting", targets: ["VerityTesting"]),
        .library(name: "Requirements", targets: ["Requirements"]),
        .library(name: "VerityGRDB", targets: ["VerityGRDB"]),
        .library(name: "VerityReports", targets: ["VerityReports"]),
        .executable(name: "verity", targets: ["VerityCLI"]),
        // The demo: a banking app built with Verity (Examples/Bank). `swift run demo` starts it.
        .executable(name: "demo", targets: ["Demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        // The demo's web shell and password hashing; no Verity library depends on them.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.0.0"),
        // The bank's browser requirements talk WebDriver to chromedriver through AsyncHTTPClient,
        // which HummingbirdTesting already builds.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // Already in the graph through Hummingbird; BankWeb names them for graceful shutdown and a quiet logger.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // MARK: Requirements: bytes → tokens → AST → pickles → messages
        .target(name: "CucumberMessages"),
        .target(name: "Gherkin", dependencies: ["CucumberMessages"]),
        .target(name: "CucumberExpressions"),
        .target(name: "TagExpressions"),

        // Runs `.feature` files as tests: step definitions, hooks, the engine, Swift Testing and XCTest.
        .target(
            name: "Requirements",
            dependencies: ["Gherkin", "CucumberMessages", "CucumberExpressions", "TagExpressions", "VerityReports"]
        ),

        // MARK: Model-defined interfaces
        .target(name: "Verity"),
        .target(
            name: "VerityTesting",
            dependencies: [
                "Verity",
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),

        // SQLite persistence through GRDB, kept out of the core so the core stays dependency-free.
        .target(
            name: "VerityGRDB",
            dependencies: ["Verity", .product(name: "GRDB", package: "GRDB.swift")]
        ),

        // MARK: Reports
        // Formatters over the Cucumber Messages stream. Users' test targets pull this in, so it
        // depends only on the messages, Plot (HTML) and FoundationXML from the toolchain (JUnit).
        .target(
            name: "VerityReports",
            dependencies: ["CucumberMessages", .product(name: "Plot", package: "Plot")]
        ),

        // MARK: Command line
        .executableTarget(
            name: "VerityCLI",
            dependencies: [
                "Gherkin",
                "CucumberMessages",
                "VerityReports",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: Tests
        // Locates and loads the official conformance data for every test target; not a product.
        .target(name: "ConformanceSupport", path: "Tests/ConformanceSupport"),
        .testTarget(name: "GherkinTests", dependencies: ["ConformanceSupport", "Gherkin", "CucumberMessages"]),
        .testTarget(name: "CucumberMessagesSerializationTests", dependencies: ["ConformanceSupport", "CucumberMessages"]),
        .testTarget(
            name: "CucumberExpressionsTests",
            dependencies: ["ConformanceSupport", "CucumberExpressions", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(
            name: "TagExpressionsTests",
            dependencies: ["ConformanceSupport", "TagExpressions", .product(name: "Yams", package: "Yams")]
        ),
        .testTarget(name: "VerityTests", dependencies: ["Verity", "VerityTesting"]),
        .testTarget(
            name: "RequirementsTests",
            dependencies: ["ConformanceSupport", "Requirements", "Gherkin", "CucumberMessages", "CucumberExpressions"],
            // NB: feature files are read from the source tree (through #filePath), not bundled.
            exclude: ["Example/Features"]
        ),
        // The runner's own behaviour, written as `.feature` files and verified by the runner.
        .testTarget(
            name: "RequirementsFeatureTests",
            dependencies: ["Requirements", "CucumberMessages", "VerityReports", "Gherkin"],
            exclude: ["Features"]
        ),
        .testTarget(name: "VerityCLITests", dependencies: ["ConformanceSupport", "VerityCLI", "VerityReports", "Gherkin", "CucumberMessages"]),
        .testTarget(name: "VerityReportsTests", dependencies: ["ConformanceSupport", "VerityReports", "CucumberMessages"]),
        .testTarget(name: "VerityTestingTests", dependencies: ["Verity", "VerityTesting"]),
        // The worked examples of Documentation/Architecture.md, each beside its tests.
        .testTarget(name: "VerityExamplesTests", dependencies: ["Verity", "VerityTesting"]),
        .testTarget(
            name: "VerityGRDBTests",
            dependencies: ["Verity", "VerityGRDB", "VerityTesting", .product(name: "GRDB", package: "GRDB.swift")]
        ),

        // MARK: The demo (Examples/Bank): logic in BankCore, I/O in BankStore and BankWeb
        .target(name: "BankCore", dependencies: ["Verity"], path: "Examples/Bank/Sources/BankCore"),
        .target(
            name: "BankStore",
            dependencies: [
                "BankCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            ],
            path: "Examples/Bank/Sources/BankStore"
        ),
        .target(
            name: "BankWeb",
            dependencies: [
                "BankCore", "BankStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Plot", package: "Plot"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/Bank/Sources/BankWeb"
        ),
        .executableTarget(
            name: "Demo",
            dependencies: [
                "BankWeb", "BankStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/Bank/Sources/Demo"
        ),
        .testTarget(
            name: "BankCoreTests",
            dependencies: ["BankCore", "Verity", "VerityTesting"],
            path: "Examples/Bank/Tests/BankCoreTests"
        ),
        .testTarget(
            name: "BankStoreTests",
            // GRDB: the schema tests look at the database file itself.
            dependencies: ["BankStore", "BankCore", "Verity", .product(name: "GRDB", package: "GRDB.swift")],
            path: "Examples/Bank/Tests/BankStoreTests"
        ),
        .testTarget(
            name: "BankWebTests",
            dependencies: [
                "BankWeb", "BankStore", "BankCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            path: "Examples/Bank/Tests/BankWebTests"
        ),
        // The bank's requirements, run twice: at the API (Sources) and in headless Chromium.
        .testTarget(
            name: "BankRequirementsTests",
            dependencies: [
                "Requirements", "BankCore", "BankStore", "BankWeb", "Verity",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Examples/Bank/Tests/BankRequirementsTests",
            exclude: ["Features"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
