// swift-tools-version: 6.1
import PackageDescription

// The small suite `Scripts/ci-rehearsal.sh` plays a sharded CI pipeline with: a failing, a
// pending and a flaky scenario among passing ones.
let package = Package(
    name: "ci-rehearsal",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "verity", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "RehearsalTests",
            dependencies: [.product(name: "Requirements", package: "verity")],
            // NB: read from the source tree at run time, so the rehearsal plays every run on one build.
            exclude: ["Features"]
        )
    ],
    swiftLanguageModes: [.v6]
)
