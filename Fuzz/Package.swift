// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets, in a package of their own so that the root package gains nothing.
// Build and run them with Fuzz/run.sh (libFuzzer + AddressSanitizer, see the flags there).
let package = Package(
    name: "verity-fuzz",
    dependencies: [
        .package(name: "verity", path: "..")
    ],
    targets: [
        .target(name: "FuzzSupport", path: "Sources/FuzzSupport"),
        .executableTarget(
            name: "GherkinFuzzer",
            dependencies: [
                "FuzzSupport",
                .product(name: "Gherkin", package: "verity"),
                .product(name: "CucumberMessages", package: "verity"),
            ],
            path: "Sources/GherkinFuzzer"
        ),
        .executableTarget(
            name: "RegexFuzzer",
            dependencies: ["FuzzSupport", .product(name: "CucumberExpressions", package: "verity")],
            path: "Sources/RegexFuzzer"
        ),
        .executableTarget(
            name: "MessageStreamFuzzer",
            dependencies: [
                "FuzzSupport",
                .product(name: "CucumberMessages", package: "verity"),
                .product(name: "VerityFormatters", package: "verity"),
                .product(name: "VerityLivingDocs", package: "verity"),
            ],
            path: "Sources/MessageStreamFuzzer"
        ),
        .executableTarget(
            name: "LanguageServerFuzzer",
            dependencies: [
                "FuzzSupport", .product(name: "VerityLanguageServer", package: "verity"),
                .product(name: "VerityWorkspace", package: "verity"),
            ],
            path: "Sources/LanguageServerFuzzer"
        ),
        .executableTarget(
            name: "SwiftScannerFuzzer",
            dependencies: ["FuzzSupport", .product(name: "VerityWorkspace", package: "verity")],
            path: "Sources/SwiftScannerFuzzer"
        ),
        .executableTarget(
            name: "TagExpressionFuzzer",
            dependencies: ["FuzzSupport", .product(name: "TagExpressions", package: "verity")],
            path: "Sources/TagExpressionFuzzer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
