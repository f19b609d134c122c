import TestFixtures
import Foundation
import Testing

@testable import VerityFiles

/// Every tool finds a folder's feature files the same way: the files a user wrote, not a
/// build's copies of them nor other people's packages.
@Suite("Feature file finder")
struct FeatureFileFinderTests {
    private static let feature = "Feature: F\n  Scenario: S\n    Given a step\n"

    @Test(
        "a folder's feature files are found, none below a hidden folder (.build, .build-*, .swiftpm, .git), node_modules or DerivedData"
    )
    func skipsBuildsAndOtherPackages() throws {
        let workspace = try TemporaryWorkspace()
        let written = [
            "Tests/ShopTests/Features/cart.feature", "Tests/ShopTests/Features/pay.feature.md",
            "Packages/Catalog/Tests/CatalogTests/Features/search.feature",
        ]
        for path in written { try workspace.write(path, Self.feature) }
        for skipped in [
            ".build/checkouts/other/Features/theirs.feature", ".build/debug/Shop_ShopTests.resources/cart.feature",
            ".build-tsan/debug/cart.feature", ".swiftpm/cart.feature", ".git/cart.feature",
            "node_modules/cucumber/features/theirs.feature", "DerivedData/Build/Products/cart.feature",
            "Tests/.hidden/cart.feature", "Tests/.cart.feature",
        ] {
            try workspace.write(skipped, Self.feature)
        }
        try workspace.write("Tests/ShopTests/notes.txt", Self.feature)

        let found = FeatureFileFinder().files(under: [workspace.root])
        #expect(found == written.map(workspace.path).sorted())
        #expect(FeatureFileFinder().files(in: [workspace.root]).files == found)
        #expect(["node_modules", "DerivedData", ".build", ".build-tsan", ".git"].allSatisfy(FolderWalk.skips))
        #expect(!["Packages", "Features", "build", "Build"].contains(where: FolderWalk.skips))
    }

    @Test("a path named is taken whatever its name: a hidden folder is searched, a file kept, a missing path reported")
    func namedPathsAreTaken() throws {
        let workspace = try TemporaryWorkspace()
        try workspace.write(".shared/Features/one.feature", Self.feature)
        try workspace.write("notes/plan.txt", Self.feature)
        try workspace.write("Features/b.feature", Self.feature)
        try workspace.write("Features/a.feature", Self.feature)

        let (files, missing) = FeatureFileFinder().files(in: [
            workspace.path(".shared"), workspace.path("notes/plan.txt"), workspace.path("nowhere"),
            workspace.path("Features") + "/",
        ])
        #expect(
            files == [
                workspace.path(".shared/Features/one.feature"), workspace.path("notes/plan.txt"),
                workspace.path("Features/a.feature"), workspace.path("Features/b.feature"),
            ])
        #expect(missing.map(\.description) == ["\(workspace.path("nowhere")): no such file or directory"])
    }

    @Test("a link is followed once, and not at all when the caller refuses where it leads")
    func linksAreFollowedOnceOrRefused() throws {
        let workspace = try TemporaryWorkspace()
        let elsewhere = try TemporaryWorkspace()
        try workspace.write("Features/cart.feature", Self.feature)
        try elsewhere.write("theirs.feature", Self.feature)
        try workspace.link("Again", to: "Features")
        try workspace.link("Features/loop", to: "..")
        try workspace.link("Elsewhere", to: elsewhere.root)

        let all = FeatureFileFinder().files(under: [workspace.root])
        #expect(all == [workspace.path("Again/cart.feature"), workspace.path("Elsewhere/theirs.feature")])
        let inside = FeatureFileFinder().files(under: [workspace.root]) { !$0.hasPrefix(workspace.path("Elsewhere")) }
        #expect(inside == [workspace.path("Again/cart.feature")])
    }
}
