import ArgumentParser

/// `verity format`: rewrites feature files into the canonical layout.
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite Gherkin files into one canonical layout.",
        discussion: """
            Folders are searched recursively for .feature files. Files that do not parse are \
            left alone and their errors printed. With --check nothing is written: the files \
            that would change are listed and the exit status is 1 if there are any. With --diff \
            nothing is written either: each change is printed as a unified diff, and the exit \
            status is 1 if there is any.
            """
    )

    @Flag(help: "List the files that would change instead of rewriting them.") var check = false
    @Flag(help: "Print each change as a unified diff instead of rewriting the file (implies --check).") var diff = false
    @Argument(help: "Files or folders to format.") var paths: [String]

    func run() throws {
        let check = check || diff
        let report = FormatRun(check: check, diff: diff).run(
            paths: paths, progress: ProgressReporter.onTerminal(verb: "Formatting"))
        var output = BufferedOutput(sink: FileDescriptorSink.standardOutput)
        if diff {
            for change in report.diffs { try output.append(change) }
        } else if check {
            for path in report.changed { try output.append("\(path)\n") }
        }
        try output.flush()
        var problems = report.diagnostics.map(\.printed)
        problems += report.skipped.map { "\($0): skipped: Markdown Gherkin is not formatted\n" }
        if !problems.isEmpty {
            try? FileDescriptorSink.standardError.write(Array(problems.joined().utf8))
        }
        if !report.diagnostics.isEmpty || (check && !report.changed.isEmpty) { throw ExitCode(1) }
    }
}
