// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Coffee",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "<Verity's repository URL>", branch: "main")
    ],
    targets: [
        .target(name: "Coffee"),
        .testTarget(
            name: "CoffeeTests",
            dependencies: ["Coffee", .product(name: "Requirements", package: "verity")],
            resources: [.copy("Features")],
            plugins: [.plugin(name: "VerityFeatureTests", package: "verity")]
        ),
    ]
)
