// swift-tools-version: 6.1
import PackageDescription

// A quick in-process measurement of Gherkin parse (+ pickle compile) throughput. Kept apart
// from the main package so that it builds only when asked for.
let package = Package(
    name: "GherkinInProcess",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "verity", path: "../..")],
    targets: [
        .executableTarget(
            name: "GherkinInProcess",
            dependencies: [.product(name: "Gherkin", package: "verity")]
        )
    ],
    swiftLanguageModes: [.v6]
)
