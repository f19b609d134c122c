import ArgumentParser

/// Parses subcommands whose argument lists may hold thousands of file paths.
///
/// NB: ArgumentParser's parsing time grows with the square of the number of arguments, so
/// `verity gherkin $(find . -name '*.feature')` over a large tree would spend more
/// time there than parsing Gherkin. The options are few and come first (as with the reference
/// tools), so they are parsed by ArgumentParser on their own (keeping its help and error
/// messages) and the paths are attached afterwards in linear time.
enum LargeArgumentLists {
    /// Splits arguments into options (starting with `-`) and paths; everything after `--` is
    /// a path. An option named in `valued` takes the argument after it as its value
    /// (`--config FILE`).
    static func split(_ arguments: [String], valued: Set<String> = []) -> (options: [String], paths: [String]) {
        var options: [String] = []
        var paths: [String] = []
        var onlyPaths = false
        var valueExpected = false
        for argument in arguments {
            if valueExpected {
                options.append(argument)
                valueExpected = false
            } else if onlyPaths || argument == "-" || !argument.hasPrefix("-") {
                paths.append(argument)
            } else if argument == "--" {
                onlyPaths = true
            } else {
                options.append(argument)
                valueExpected = valued.contains(argument)
            }
        }
        return (options, paths)
    }

    /// The subcommand for `arguments` (without the tool name) when it is one of the commands
    /// that take paths; `nil` to let ArgumentParser handle everything.
    static func command(for arguments: [String]) throws -> (any ParsableCommand)? {
        guard let name = arguments.first else { return nil }
        let valued: Set<String> = name == LintCommand.configuration.commandName ? ["--config"] : []
        let (options, paths) = split(Array(arguments.dropFirst()), valued: valued)
        guard !paths.isEmpty, !options.contains(where: { $0 == "-h" || $0 == "--help" }) else { return nil }
        switch name {
        case GherkinCommand.configuration.commandName:
            var command = try GherkinCommand.parse(options + ["--", paths[0]])
            command.files = paths
            return command
        case LintCommand.configuration.commandName:
            var command = try LintCommand.parse(options + ["--", paths[0]])
            command.paths = paths
            return command
        case FormatCommand.configuration.commandName:
            var command = try FormatCommand.parse(options + ["--", paths[0]])
            command.paths = paths
            return command
        default:
            return nil
        }
    }
}
