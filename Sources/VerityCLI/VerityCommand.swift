import ArgumentParser

/// The `verity` command-line tool: works with Gherkin requirements from the shell.
@main
struct VerityCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verity",
        abstract: "Executable requirements for Swift: parse, lint and format Gherkin feature files.",
        subcommands: [GherkinCommand.self, LintCommand.self, FormatCommand.self]
    )
}
