// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the root package gains no dependency and no
// executable that users would build. Run them through the scripts under Benchmarks/<topic>/.
let package = Package(
    name: "VerityBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "verity", path: "../")
    ],
    targets: [
        // Cucumber Expressions: step lookup throughput and regex-engine comparison.
        .executableTarget(
            name: "ExpressionsBenchmark",
            dependencies: [.product(name: "CucumberExpressions", package: "verity")],
            path: "Sources/ExpressionsBenchmark"
        )
    ],
    swiftLanguageModes: [.v6]
)
