import ArgumentParser

/// `verity lint`: reports every Gherkin error in files and folders.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Gherkin files for errors.",
        discussion: """
            Folders are searched recursively for .feature and .feature.md files. Each error \
            is printed as path:line:column: message, the official message, followed by a line \
            path:line:column: hint: … where Verity can tell what was probably meant (a misspelt \
            keyword, a table row with a cell missing); the exit status is 1 when there is any.
            """
    )

    @Argument(help: "Files or folders to check.") var paths: [String]

    func run() throws {
        let report = Linter().lint(paths: paths, progress: ProgressReporter.onTerminal(verb: "Linting"))
        var output = BufferedOutput(sink: FileDescriptorSink.standardOutput)
        for diagnostic in report.diagnostics { try output.append(diagnostic.printed) }
        try output.flush()
        if report.hasErrors { throw ExitCode(1) }
    }
}
