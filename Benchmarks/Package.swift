// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that the root package gains no dependency and no
// target that `swift test` would build. Each benchmark is one self-contained executable.
let package = Package(
    name: "verity-benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "verity", path: ".."),
    ],
    targets: [
        // In-process Gherkin parse+compile throughput and NDJSON encoding speed.
        .executableTarget(
            name: "GherkinBenchmark",
            dependencies: [
                .product(name: "Gherkin", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ],
            path: "Sources/GherkinBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
