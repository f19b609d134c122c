import Foundation
import Testing

@testable import VerityFormatters

@Suite("The project's name")
struct ProjectNameTests {
    @Test("is the string literal a manifest's Package(name:) declares, however the call is laid out")
    func declaredName() {
        #expect(ProjectName.declaredName(in: "let package = Package(name: \"Coffee\", targets: [])") == "Coffee")
        #expect(
            ProjectName.declaredName(
                in: """
                    // swift-tools-version: 6.0
                    import PackageDescription

                    let package = Package(
                        name: "verity-bank",
                        platforms: [.macOS(.v15)],
                        dependencies: [.package(name: "verity", path: "../..")]
                    )
                    """) == "verity-bank")
    }

    @Test("is none when the manifest computes it, escapes in it, or declares none")
    func noLiteralName() {
        #expect(ProjectName.declaredName(in: "let package = Package(name: projectName)") == nil)
        #expect(ProjectName.declaredName(in: "let package = Package(name: \"Cof\\(fee)\")") == nil)
        #expect(ProjectName.declaredName(in: "let package = Package(name: \"\")") == nil)
        #expect(ProjectName.declaredName(in: "import PackageDescription\n") == nil)
    }

    @Test("is read from the Package.swift of the folder or the nearest folder above it")
    func nearestManifest() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("verity-project-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("Tests/CoffeeTests/Features")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try "let package = Package(\n    name: \"Coffee\"\n)\n".write(
            to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        #expect(ProjectName.ofPackage(at: root.path) == "Coffee")
        #expect(ProjectName.ofPackage(at: nested.path) == "Coffee")
    }

    @Test("of this repository is verity, the name its own Package.swift declares")
    func thisPackage() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        #expect(ProjectName.ofPackage(at: root.path) == "verity")
    }
}
