// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that their peers (OpenCombine) never become
// dependencies of Verity, and the root package gains no executable that `swift test` builds.
// Each benchmark is one self-contained executable; run it through its script under
// Benchmarks/<topic>/run.sh, which also sets up the peer it is compared with.
let package = Package(
    name: "verity-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "verity", path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // Gherkin: in-process parse+compile throughput and NDJSON encoding speed.
        .executableTarget(
            name: "GherkinBenchmark",
            dependencies: [
                .product(name: "Gherkin", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ],
            path: "Sources/GherkinBenchmark"
        ),
        // Cucumber Messages: NDJSON encoding of a run's execution messages, direct vs generic.
        .executableTarget(
            name: "MessagesBenchmark",
            dependencies: [.product(name: "CucumberMessages", package: "verity")],
            path: "Sources/MessagesBenchmark"
        ),
        // Cucumber Expressions: step lookup throughput and regex-engine comparison.
        .executableTarget(
            name: "ExpressionsBenchmark",
            dependencies: [.product(name: "CucumberExpressions", package: "verity")],
            path: "Sources/ExpressionsBenchmark"
        ),
        // Architecture: Source fan-out and Action invocation against the floor and peers.
        .executableTarget(
            name: "ArchitectureBenchmark",
            dependencies: [
                .product(name: "Verity", package: "verity"),
                // NB: for the realistic update with model coverage recording on.
                .product(name: "VerityRequirements", package: "verity"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            path: "Sources/ArchitectureBenchmark"
        ),
        // Requirements runner: a generated suite run in-process, and step lookup, next to behave.
        .executableTarget(
            name: "RunnerBenchmark",
            dependencies: [
                .product(name: "Requirements", package: "verity"),
                .product(name: "CucumberExpressions", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ],
            path: "Sources/RunnerBenchmark"
        ),
    ],
    swiftLanguageModes: [.v6]
)
