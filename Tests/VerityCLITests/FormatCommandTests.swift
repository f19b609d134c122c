import ArgumentParser
import Foundation
import Testing

@testable import VerityCLI

@Suite("verity format on files")
struct FormatCommandTests {
    private let messy = "Feature: F\nScenario: S\nGiven x\n"
    private let canonical = "Feature: F\n\n  Scenario: S\n    Given x\n"

    /// A fresh folder holding a messy file, a canonical one (in a subfolder), a file that does
    /// not parse and a Markdown file.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("verity-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try Data(messy.utf8).write(to: folder.appendingPathComponent("messy.feature"))
        try Data(canonical.utf8).write(to: folder.appendingPathComponent("nested/tidy.feature"))
        try Data("not gherkin\n".utf8).write(to: folder.appendingPathComponent("broken.feature"))
        try Data("# Feature: md\n".utf8).write(to: folder.appendingPathComponent("doc.feature.md"))
        return folder
    }

    private func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test("--check lists the files that would change, changes nothing, and fails")
    func check() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = FormatRun(check: true).run(paths: [folder.path])
        #expect(report.changed == [folder.appendingPathComponent("messy.feature").path])
        #expect(report.filesChecked == 3)
        #expect(
            report.diagnostics.map(\.description) == [
                folder.appendingPathComponent("broken.feature").path
                    + ":1:1: expected: #EOF, #Language, #TagLine, #FeatureLine, #Comment, #Empty, got 'not gherkin'"
            ])
        #expect(try contents(folder.appendingPathComponent("messy.feature")) == messy)
        #expect(throws: ExitCode(1)) {
            try FormatCommand.parse(["--check", folder.appendingPathComponent("messy.feature").path]).run()
        }
    }

    @Test("without --check files are rewritten in place, and then --check passes")
    func rewrite() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = FormatRun(check: false).run(paths: [folder.path])
        #expect(report.changed == [folder.appendingPathComponent("messy.feature").path])
        #expect(try contents(folder.appendingPathComponent("messy.feature")) == canonical)
        #expect(try contents(folder.appendingPathComponent("broken.feature")) == "not gherkin\n")
        #expect(FormatRun(check: true).run(paths: [folder.path]).changed.isEmpty)
        let tidy = folder.appendingPathComponent("nested/tidy.feature").path
        #expect(throws: Never.self) { try FormatCommand.parse(["--check", tidy]).run() }
    }

    @Test("Markdown Gherkin named explicitly is skipped, not rewritten")
    func markdownSkipped() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = folder.appendingPathComponent("doc.feature.md").path
        let report = FormatRun(check: false).run(paths: [markdown])
        #expect(report.skipped == [markdown] && report.changed.isEmpty)
        #expect(try contents(URL(fileURLWithPath: markdown)) == "# Feature: md\n")
    }

    @Test("--diff shows each change as a unified diff, writes nothing, and fails")
    func diff() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let messyPath = folder.appendingPathComponent("messy.feature").path
        let report = FormatRun(check: true, diff: true).run(paths: [folder.path])
        #expect(
            report.diffs == [
                """
                --- \(messyPath)
                +++ \(messyPath) (formatted)
                @@ -1,3 +1,4 @@
                 Feature: F
                -Scenario: S
                -Given x
                +
                +  Scenario: S
                +    Given x

                """
            ])
        #expect(throws: ExitCode(1)) { try FormatCommand.parse(["--diff", messyPath]).run() }
        #expect(try contents(folder.appendingPathComponent("messy.feature")) == messy)
        let tidy = folder.appendingPathComponent("nested/tidy.feature").path
        #expect(throws: Never.self) { try FormatCommand.parse(["--check", "--diff", tidy]).run() }
    }
}
