// swift-tools-version: 6.1
import PackageDescription

// A `Source`'s models as a Combine publisher. On Apple platforms it is Combine's; on Linux,
// where there is no Combine, it is OpenCombine's, which has the same API, so the same file
// builds and is tested here. A package of its own, so that neither becomes part of Verity's
// graph: Verity's own answers are `subscribe`, `values` (an AsyncSequence) and `ObservableSource`.
//
//   swift test --package-path Examples/CombinePublisher
let package = Package(
    name: "combine-publisher",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "verity", path: "../.."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .target(
            name: "SourcePublisher",
            dependencies: [
                .product(name: "Verity", package: "verity"),
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "SourcePublisherTests",
            dependencies: [
                "SourcePublisher",
                .product(name: "Verity", package: "verity"),
                .product(name: "OpenCombine", package: "OpenCombine", condition: .when(platforms: [.linux])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
