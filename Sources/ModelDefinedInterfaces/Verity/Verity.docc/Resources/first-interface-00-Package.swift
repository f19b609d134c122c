// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "DoorKit",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(url: "<Verity's repository URL>", branch: "main")
    ],
    targets: [
        .target(name: "DoorKit", dependencies: [.product(name: "Verity", package: "verity")]),
        .testTarget(
            name: "DoorKitTests",
            dependencies: ["DoorKit", .product(name: "VerityTesting", package: "verity")]
        ),
    ]
)
