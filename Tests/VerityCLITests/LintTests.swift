import ArgumentParser
import Foundation
import GherkinLint
import Testing

@testable import VerityCLI

/// The diagnostics a `.errors.ndjson` file of bad input implies, as `path:line:column: message`
/// lines (the message without its own "(line:column): " prefix).
func expectedLintLines(_ inputs: GherkinInputs, bad name: String) throws -> [String] {
    let path = inputs.path("bad", name)
    let text = try inputs.text("bad", name + ".errors.ndjson")
    return try text.split(separator: "\n").map { line in
        let envelope = try JSONDecoder().decode(ErrorEnvelope.self, from: Data(line.utf8))
        let error = envelope.parseError
        let reason = error.message.replacing(#/^\(\d+:\d+\): /#, with: "")
        return "\(path):\(error.source.location.line):\(error.source.location.column ?? 0): \(reason)"
    }
}

/// The fields of a `parseError` envelope the lint tests compare.
private struct ErrorEnvelope: Decodable {
    struct ParseError: Decodable {
        struct Source: Decodable {
            struct Location: Decodable {
                var line: Int
                var column: Int?
            }
            var location: Location
        }
        var message: String
        var source: Source
    }
    var parseError: ParseError
}

@Suite("verity lint")
struct LintTests {
    private static let inputs = GherkinInputs.fixtures

    @Test("each error of a bad file is printed as path:line:column: message", arguments: inputs.inputs("bad"))
    func badFile(name: String) throws {
        let report = Linter().lint(paths: [Self.inputs.path("bad", name)])
        #expect(report.diagnostics.map(\.description) == (try expectedLintLines(Self.inputs, bad: name)))
        #expect(report.hasErrors)
    }

    /// A configuration with every quality rule off.
    static let allOff =
        "{\"rules\": {" + LintRuleCatalog.all.map { "\"\($0.id)\": \"off\"" }.joined(separator: ", ") + "}}"

    @Test("a folder is linted recursively, every good file passes and every bad file fails")
    func folders() throws {
        let goodCount = Self.inputs.inputs("good").count
        let badNames = Self.inputs.inputs("bad")
        // NB: the quality rules are off here: the good inputs are minimal on purpose.
        let syntaxOnly = Linter(
            configuration: try LintConfiguration(parsing: Array(Self.allOff.utf8), file: "off.json"))
        let good = syntaxOnly.lint(paths: [Self.inputs.folder.appendingPathComponent("good").path])
        #expect(good.filesChecked == goodCount && good.diagnostics.isEmpty, "\(good.diagnostics)")
        let all = syntaxOnly.lint(paths: [Self.inputs.folder.path])
        #expect(all.filesChecked == goodCount + badNames.count)
        #expect(Set(all.diagnostics.map { URL(fileURLWithPath: $0.path).lastPathComponent }) == Set(badNames))
    }

    @Test("the command exits non-zero when any file has an error and zero otherwise")
    func exitStatus() throws {
        let bad = try LintCommand.parse([Self.inputs.path("bad", "not_gherkin.feature")])
        #expect(throws: ExitCode(1)) { try bad.run() }
        let good = try LintCommand.parse([Self.inputs.path("good", "minimal.feature")])
        #expect(throws: Never.self) { try good.run() }
    }

    @Test("a missing path is an error")
    func missingPath() {
        let report = Linter().lint(paths: ["/nonexistent/features"])
        #expect(report.diagnostics.map(\.description) == ["/nonexistent/features:0:0: no such file or directory"])
    }

    @Test("progress is drawn on one rewritten line and cleared, only for many files")
    func progress() {
        let sink = MemorySink()
        let reporter = ProgressReporter(sink: sink, verb: "Linting", minimumFiles: 3)
        reporter.start(total: 3)
        for _ in 0..<3 { reporter.advance() }
        reporter.finish()
        #expect(
            sink.text.hasPrefix("\rLinting 1/3") && sink.text.contains("\rLinting 3/3")
                && sink.text.hasSuffix("\r\u{1B}[K"))
        let quiet = MemorySink()
        let few = ProgressReporter(sink: quiet, verb: "Linting", minimumFiles: 3)
        few.start(total: 2)
        few.advance()
        few.finish()
        #expect(quiet.bytes.isEmpty)
    }

    @Test("a misspelt keyword is printed with the official message, then a hint line")
    func misspeltKeywordHint() throws {
        let bytes = Array("Feature: Refunds\n\n  Scenario: a sale\n    Given a sale\n\n  Scenari: a refund\n".utf8)
        let diagnostics = Linter().diagnostics(for: bytes, path: "refunds.feature")
        #expect(
            diagnostics.map(\.printed) == [
                "refunds.feature:6:3: expected: #EOF, #TableRow, #DocStringSeparator, #StepLine, #TagLine, #ExamplesLine, #ScenarioLine, #RuleLine, #Comment, #Empty, got 'Scenari: a refund'\n"
                    + "refunds.feature:6:3: hint: did you mean `Scenario:`?\n"
            ])
    }

    @Test("a table row with a cell missing is printed with a hint that counts the cells")
    func missingCellHint() throws {
        let bytes = Array("Feature: F\n\n  Scenario: S\n    Given a table\n      | a | b |\n      | 1 |\n".utf8)
        let diagnostics = Linter().diagnostics(for: bytes, path: "table.feature")
        #expect(
            diagnostics.map(\.hint) == [
                "this row has 1 cell where the table's first row (line 5) has 2: is a cell or a `|` missing?"
            ])
        #expect(diagnostics.map(\.message) == ["inconsistent cell count within the table"])
    }

    @Test("a misspelt keyword the parser reads as a description line is found, with a hint")
    func misspeltKeywordInADescription() throws {
        let bytes = Array(
            "Feature: Refunds\n\n  Scenari: a refund\n    Given a step\n\n  Rule: Rules\n    Exampels: a b\n".utf8)
        let diagnostics = Linter().diagnostics(for: bytes, path: "refunds.feature").filter { $0.ruleID == nil }
        #expect(
            diagnostics.map(\.printed) == [
                "refunds.feature:3:3: 'Scenari:' is read as a line of a description, not as a keyword\n"
                    + "refunds.feature:3:3: hint: did you mean `Scenario:`?\n",
                "refunds.feature:7:5: 'Exampels:' is read as a line of a description, not as a keyword\n"
                    + "refunds.feature:7:5: hint: did you mean `Examples:`?\n",
            ])
    }

    @Test("a description line with a colon that is not like a keyword is left alone")
    func ordinaryDescriptionLine() throws {
        let bytes = Array(
            "Feature: Refunds\n  Note: refunds take a day.\n\n  Scenario: a refund\n    Then a step\n".utf8)
        #expect(Linter().diagnostics(for: bytes, path: "refunds.feature").isEmpty)
    }

    /// A folder of its own holding `files` (name and text), removed after `body`.
    private func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verity-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        try body(folder.path)
    }

    @Test("a quality finding is printed as path:line:column: severity: message [rule-id], in line order with the rest")
    func qualityFindings() throws {
        let bytes = Array("Feature: Refunds\n  Scenari: a refund\n\n  Scenario: a sale\n    Given a sale\n".utf8)
        #expect(
            Linter().diagnostics(for: bytes, path: "refunds.feature").map(\.description) == [
                "refunds.feature:2:3: 'Scenari:' is read as a line of a description, not as a keyword",
                "refunds.feature:4:3: warning: Scenario \"a sale\" has no Then step [no-scenario-without-then]",
            ])
    }

    @Test("warnings alone exit 0, an error-severity finding exits 1, an unusable configuration exits 2")
    func exitStatusOfFindings() throws {
        let noThen = "Feature: Refunds\n  Scenario: a sale\n    Given a sale\n"
        try withFolder([
            "a.feature": noThen,
            "error.json": #"{"rules": {"no-scenario-without-then": "error"}}"#,
            "bad.json": #"{"rules": {"no-such-rule": "error"}}"#,
        ]) { folder in
            let warned = try LintCommand.parse([folder + "/a.feature"])
            #expect(throws: Never.self) { try warned.run() }
            let failed = try LintCommand.parse([folder + "/a.feature", "--config", folder + "/error.json"])
            #expect(throws: ExitCode(1)) { try failed.run() }
            let unusable = try LintCommand.parse([folder + "/a.feature", "--config", folder + "/bad.json"])
            #expect(throws: ExitCode(2)) { try unusable.run() }
        }
    }

    @Test("duplicate feature names are found across the files of a run")
    func acrossFiles() throws {
        let refund = "Feature: Refunds\n  Scenario: a sale\n    Given a sale\n    Then it is sold\n"
        try withFolder(["a.feature": refund, "b.feature": refund]) { folder in
            let report = Linter().lint(paths: [folder])
            #expect(
                report.diagnostics.map(\.description) == [
                    "\(folder)/b.feature:1:1: warning: Feature name \"Refunds\" is already used at \(folder)/a.feature:1 [no-dupe-feature-names]"
                ])
            #expect(!report.hasErrors)
        }
    }

    @Test("--list-rules needs no path")
    func listRules() throws {
        #expect(throws: Never.self) { try LintCommand.parse(["--list-rules"]).run() }
        #expect(throws: (any Error).self) { try LintCommand.parse([]) }
    }
}
