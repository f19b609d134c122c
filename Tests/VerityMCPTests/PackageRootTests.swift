import Foundation
import Testing
import VerityFiles
import VerityMCP
import VerityWorkspace

/// The package is the only place the server reads: paths are resolved against it and refused
/// when they lead outside, through `..` or through a link.
@Suite("Package root")
struct PackageRootTests {
    @Test("a path inside the package resolves to its absolute path; one outside is refused")
    func resolvesInsideOnly() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        let root = PackageRoot(path: package.root)
        #expect(try root.resolve("Tests/ShopTests") == root.path + "/Tests/ShopTests")
        #expect(try root.resolve(root.path + "/Tests/../Package.swift") == root.path + "/Package.swift")
        #expect(throws: ToolFailure.self) { try root.resolve("../") }
        #expect(throws: ToolFailure.self) { try root.resolve("/") }
        #expect(throws: ToolFailure.self) { try root.resolve(root.path + "-other/x.feature") }
    }

    @Test("a link inside the package that leads outside it is refused, and its files are not listed")
    func linksOutsideAreRefused() throws {
        let package = try FixturePackage()
        let outside = try FixturePackage(["elsewhere.feature": "Feature: Elsewhere\n  Scenario: s\n    Given x\n"])
        defer {
            package.remove()
            outside.remove()
        }
        try FileManager.default.createSymbolicLink(atPath: package.root + "/Linked", withDestinationPath: outside.root)
        let root = PackageRoot(path: package.root)
        #expect(throws: ToolFailure.self) { try root.resolve("Linked/elsewhere.feature") }
        let found = FeatureFileFinder().files(under: [root.path], followsLink: root.contains)
        #expect(!found.contains { $0.hasSuffix("elsewhere.feature") })
        #expect(found.count == 2)
    }

    @Test("a linked feature file is listed when it leads inside the package and left out when it leads outside")
    func linkedFilesAreListedOnlyInside() throws {
        let package = try FixturePackage()
        let outside = try FixturePackage(["elsewhere.feature": "Feature: Elsewhere\n  Scenario: s\n    Given x\n"])
        defer {
            package.remove()
            outside.remove()
        }
        let root = PackageRoot(path: package.root)
        let inside = FeatureFileFinder().files(under: [root.path], followsLink: root.contains)
        // NB: the target is in a hidden folder, which the walk skips, so only the link reaches it.
        let shared = package.root + "/.shared"
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        try Data("Feature: Shared\n".utf8).write(to: URL(fileURLWithPath: shared + "/shared.feature"))
        try FileManager.default.createSymbolicLink(
            atPath: package.root + "/out.feature", withDestinationPath: outside.root + "/elsewhere.feature")
        try FileManager.default.createSymbolicLink(
            atPath: package.root + "/in.feature", withDestinationPath: shared + "/shared.feature")
        let found = FeatureFileFinder().files(under: [root.path], followsLink: root.contains)
        #expect(found == (inside + [root.path + "/in.feature"]).sorted())
    }
}
