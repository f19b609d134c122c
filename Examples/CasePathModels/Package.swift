// swift-tools-version: 6.1
import PackageDescription

// Enum models with no hand-written accessor: `@CasePathable` (pointfreeco/swift-case-paths)
// and `@dynamicMemberLookup` give each case an optional accessor, so `model.closed?.open` and
// `tester.invoke(\.closed?.open)` work as with hand-written ones. A package of its own, so
// that the macro's swift-syntax never reaches Verity's graph; hand-written accessors remain
// the way without a dependency.
//
//   swift test --package-path Examples/CasePathModels
let package = Package(
    name: "case-path-models",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "verity", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-case-paths", exact: "1.10.0"),
    ],
    targets: [
        .target(
            name: "Doors",
            dependencies: [
                .product(name: "Verity", package: "verity"),
                .product(name: "CasePaths", package: "swift-case-paths"),
            ]
        ),
        .testTarget(
            name: "DoorsTests",
            dependencies: [
                "Doors",
                .product(name: "Verity", package: "verity"),
                .product(name: "VerityTesting", package: "verity"),
                // Model coverage: `ModelRecorder`.
                .product(name: "VerityRequirements", package: "verity"),
                .product(name: "CasePaths", package: "swift-case-paths"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
