// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that their third-party peers (OpenCombine) never
// become dependencies of Verity itself. Run each through its script under Benchmarks/<name>/.
let package = Package(
    name: "verity-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "verity", path: "../"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // MARK: Architecture: Source fan-out and Action invocation against the floor and peers
        .executableTarget(
            name: "ArchitectureBenchmark",
            dependencies: [
                .product(name: "Verity", package: "verity"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
