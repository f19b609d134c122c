import Foundation
import Testing

/// The migration guides show Verity's side as it runs: each guide's Verity code and feature file
/// are, character for character, the files of its test target in `Tests/MigrationGuides`, which
/// CI builds and runs.
@Suite("Migration guides")
struct MigrationGuideTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Each guide and the folder of the test target that runs its Verity side.
    static let guides = [
        ("MigratingFromCucumberSwift.md", "FromCucumberSwift"),
        ("MigratingFromXCTestGherkin.md", "FromXCTestGherkin"),
        ("MigratingFromSwiftGherkinTesting.md", "FromSwiftGherkinTesting"),
    ]

    /// The fenced code blocks of `markdown` in `language`, without their fences.
    static func blocks(_ language: String, in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line == "```" + language {
                current = []
            }
        }
        return blocks
    }

    @Test("each guide's Verity code and feature file are the ones its test target runs", arguments: guides)
    func veritySideIsTheTestedCode(_ guide: String, _ folder: String) throws {
        let catalog = Self.root.appendingPathComponent("Sources/ExecutableRequirements/Requirements/Requirements.docc")
        let article = try String(contentsOf: catalog.appendingPathComponent(guide), encoding: .utf8)
        let target = Self.root.appendingPathComponent("Tests/MigrationGuides/\(folder)")
        let code = try String(contentsOf: target.appendingPathComponent("CoffeeRequirements.swift"), encoding: .utf8)
        let feature = try String(contentsOf: target.appendingPathComponent("Features/coffee.feature"), encoding: .utf8)

        let verity = Self.blocks("swift", in: article).filter { $0.contains("import Requirements") }
        #expect(
            verity == [code.trimmingCharacters(in: .newlines)], "\(guide) shows other Verity code than \(folder) runs")
        #expect(
            Self.blocks("gherkin", in: article) == [feature.trimmingCharacters(in: .newlines)],
            "\(guide) shows another feature file than \(folder) runs")
    }
}
