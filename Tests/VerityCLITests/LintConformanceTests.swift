import ConformanceSupport
import Testing

@testable import VerityCLI

/// The official bad Gherkin inputs through `verity lint`: each expected error becomes one
/// `path:line:column: message` line, and every official good input lints clean of syntax
/// problems (the quality rules may find some in these minimal inputs).
@Suite("verity lint conformance", .conformanceData)
struct LintConformanceTests {
    private static let inputs = GherkinInputs.conformance

    @Test("the conformance data is there")
    func conformanceDataIsPresent() {
        expectConformanceData()
        #expect(!Self.inputs.inputs("bad").isEmpty, "looked in \(Self.inputs.folder.path)")
    }

    /// The official errors that only repeat the one before (the parser, stuck after a line that
    /// fits nowhere, reports every later line): `verity lint` leaves them out and says so.
    private static let followOnLines = ["repeated_step_docstring.feature": [9, 10]]

    @Test(
        "each error of an official bad file is printed as path:line:column: message, but the follow-ons of one",
        arguments: inputs.inputs("bad"))
    func badFile(name: String) throws {
        let report = Linter().lint(paths: [Self.inputs.path("bad", name)])
        let followOns = Self.followOnLines[name, default: []].map { "\(Self.inputs.path("bad", name)):\($0):" }
        let expected = try expectedLintLines(Self.inputs, bad: name).filter { line in
            !followOns.contains { line.hasPrefix($0) }
        }
        #expect(report.diagnostics.map(\.description) == expected)
    }

    @Test("every official good file lints clean of syntax problems")
    func goodFiles() {
        let report = Linter().lint(paths: [Self.inputs.folder.appendingPathComponent("good").path])
        let syntax = report.diagnostics.filter { $0.ruleID == nil }
        #expect(report.filesChecked == Self.inputs.inputs("good").count && syntax.isEmpty, "\(syntax)")
    }
}
