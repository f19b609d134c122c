// swift-tools-version: 6.1
import PackageDescription

// The parser's libFuzzer target, in its own package so that the root package gains nothing.
// Build and run it with Fuzz/run.sh (libFuzzer + AddressSanitizer, see the flags there).
let package = Package(
    name: "verity-fuzz",
    dependencies: [
        .package(name: "verity", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "GherkinFuzzer",
            dependencies: [
                .product(name: "Gherkin", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ],
            path: "Sources/GherkinFuzzer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
