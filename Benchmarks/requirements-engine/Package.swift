// swift-tools-version: 6.1
// The Requirements engine on a generated suite, in process: scenarios per second and how step
// lookup scales with the number of definitions. Run with ./run.sh.
import PackageDescription

let package = Package(
    name: "RequirementsEngineBenchmark",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "verity", path: "../..")],
    targets: [
        .executableTarget(
            name: "RequirementsEngineBenchmark",
            dependencies: [
                .product(name: "Requirements", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
