import ArgumentParser
import Foundation
import GherkinLint

/// `verity lint`: reports every Gherkin error in files and folders, and the problems of the
/// quality rules configured in the package's `.verity-lint.json` (or `.gherkin-lintrc`).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Gherkin files for errors and for the quality rules.",
        discussion: """
            Folders are searched recursively for .feature and .feature.md files. Each syntax \
            error is printed as path:line:column: message, the official message, followed by a \
            line path:line:column: hint: … where Verity can tell what was probably meant (a \
            misspelt keyword, a table row with a cell missing). The files that parse are then \
            checked by the quality rules (--list-rules shows them), each finding printed as \
            path:line:column: severity: message [rule-id]. The rules are configured in \
            .verity-lint.json in the current folder (or .gherkin-lintrc, or the file --config \
            names). The exit status is 1 when there is any syntax error or error-severity \
            finding; warnings alone exit 0. A configuration that cannot be used exits 2.
            """
    )

    @Argument(help: "Files or folders to check.") var paths: [String] = []
    @Option(
        help: "The rules' configuration file (default: .verity-lint.json or .gherkin-lintrc in the current folder).")
    var config: String?
    @Flag(help: "List the quality rules, their default severity and what they report, then exit.") var listRules = false

    func validate() throws {
        if paths.isEmpty && !listRules { throw ValidationError("Give the files or folders to check.") }
    }

    func run() throws {
        var output = BufferedOutput(sink: FileDescriptorSink.standardOutput)
        if listRules {
            for rule in LintRuleCatalog.all {
                try output.append("\(rule.id) (\(rule.defaultSeverity)): \(rule.summary)\n")
            }
            try output.flush()
            return
        }
        let configuration: LintConfiguration
        do {
            if let config {
                configuration = try LintConfiguration.load(file: config)
            } else {
                configuration = try LintConfiguration.load(inPackageAt: FileManager.default.currentDirectoryPath)
                    .configuration
            }
        } catch {
            try? FileDescriptorSink.standardError.write(Array("verity lint: \(error)\n".utf8))
            throw ExitCode(2)
        }
        for id in configuration.skippedRuleIDs {
            try? FileDescriptorSink.standardError.write(
                Array("verity lint: note: gherkin-lint's rule \(id) is not one of Verity's; skipped\n".utf8))
        }
        let linter = Linter(configuration: configuration)
        let report = linter.lint(paths: paths, progress: ProgressReporter.onTerminal(verb: "Linting"))
        for diagnostic in report.diagnostics { try output.append(diagnostic.printed) }
        try output.flush()
        if report.hasErrors { throw ExitCode(1) }
    }
}
