import ArgumentParser

/// The `verity` command-line tool: works with Gherkin requirements from the shell.
@main
struct VerityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verity",
        abstract: "Executable requirements for Swift: parse, lint and format Gherkin files, run them, render reports.",
        version: VerityVersion.current,
        subcommands: [
            GherkinCommand.self, LintCommand.self, FormatCommand.self, RunCommand.self, ReportCommand.self,
            MergeCommand.self, HistoryCommand.self, DocsCommand.self, DraftCommand.self, LspCommand.self,
            McpCommand.self,
        ]
    )

    /// Runs the tool; commands given many paths skip ArgumentParser's slow path handling
    /// (see ``LargeArgumentLists``).
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            guard var command = try LargeArgumentLists.command(for: arguments) else {
                main(arguments)
                return
            }
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
