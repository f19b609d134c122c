// swift-tools-version: 6.1
import PackageDescription

// Verity Bank, the demo: a package of its own so that its web server, networking, crypto and
// database dependencies never reach a package that depends on Verity. It depends on Verity by
// path, as Benchmarks/ and Fuzz/ do.
//
//   swift run --package-path Examples/Bank demo     # the app, on http://127.0.0.1:8080
//   swift test --package-path Examples/Bank         # its unit tests and its requirements
let package = Package(
    name: "verity-bank",
    // NB: macOS 15 for `Synchronization.Mutex`; Verity itself supports macOS 14.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "demo", targets: ["Demo"])
    ],
    dependencies: [
        .package(name: "verity", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/JohnSundell/Plot", from: "0.14.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.0.0"),
        // The browser requirements talk WebDriver to chromedriver through AsyncHTTPClient,
        // which HummingbirdTesting already builds.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.21.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.0.0"),
        // Already in the graph through Hummingbird; BankWeb names them for graceful shutdown and a quiet logger.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // Logic: value types and Sources, no I/O.
        .target(name: "BankCore", dependencies: [.product(name: "Verity", package: "verity")]),
        // The SQLite store (GRDB) and password hashing.
        .target(
            name: "BankStore",
            dependencies: [
                "BankCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
            ]
        ),
        // The web shell: Hummingbird routes, Plot pages, server-sent events, the JSON API.
        .target(
            name: "BankWeb",
            dependencies: [
                "BankCore", "BankStore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Plot", package: "Plot"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "Demo",
            dependencies: [
                "BankWeb", "BankStore", "BankCore",
                // NB: `--record-session` makes the SessionRecorder.
                .product(name: "Verity", package: "verity"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "BankCoreTests",
            dependencies: [
                "BankCore",
                .product(name: "Verity", package: "verity"),
                .product(name: "VerityTesting", package: "verity"),
            ]
        ),
        .testTarget(
            name: "BankStoreTests",
            // GRDB: the schema tests look at the database file itself.
            dependencies: [
                "BankStore", "BankCore",
                .product(name: "Verity", package: "verity"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "BankWebTests",
            dependencies: [
                "BankWeb", "BankStore", "BankCore",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
        // The WebDriver client for headless Chromium (chromedriver), shared by the browser
        // requirements and the living-documentation checks; `package` access, not a product.
        .target(
            name: "WebDriverSupport",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/WebDriverSupport"
        ),
        // The bank's requirements, run twice: at the API and in headless Chromium.
        .testTarget(
            name: "BankRequirementsTests",
            dependencies: [
                "BankCore", "BankStore", "BankWeb", "WebDriverSupport",
                .product(name: "Requirements", package: "verity"),
                .product(name: "Verity", package: "verity"),
                .product(name: "VerityRequirements", package: "verity"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                // NB: the browser's "page on another site" is served by a second, tiny server.
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                // NB: "another program holds the bank's database" is a second connection to the scenario's file.
                .product(name: "GRDB", package: "GRDB.swift"),
                // NB: a scenario drafted from a recorded session must parse; its phrase book is a run's messages.
                .product(name: "Gherkin", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ],
            exclude: ["Features"]
        ),
        // The living documentation of those requirements (`verity docs`), checked in headless
        // Chromium: search, tag and status filters, outline rows, links to step definitions.
        .testTarget(
            name: "LivingDocumentationTests",
            dependencies: [
                "WebDriverSupport",
                .product(name: "CucumberMessages", package: "verity"),
                .product(name: "Gherkin", package: "verity"),
                .product(name: "Requirements", package: "verity"),
                .product(name: "TagExpressions", package: "verity"),
                .product(name: "VerityFormatters", package: "verity"),
                .product(name: "VerityLivingDocs", package: "verity"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
