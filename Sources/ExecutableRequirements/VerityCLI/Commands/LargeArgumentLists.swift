import ArgumentParser
import Foundation

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

    /// The commands that take paths, by name.
    static let pathCommands: [String: any ParsableCommand.Type] = [
        GherkinCommand.configuration.commandName ?? "gherkin": GherkinCommand.self,
        LintCommand.configuration.commandName ?? "lint": LintCommand.self,
        FormatCommand.configuration.commandName ?? "format": FormatCommand.self,
    ]

    /// The names (`--config`, `-c`) of `command`'s options that take a value, read from its
    /// own declarations through ArgumentParser's description of it (what
    /// `--experimental-dump-help` prints), so that an option added to a command is known here
    /// without a list to keep; `nil` when that description cannot be read.
    static func valuedOptions(of command: any ParsableCommand.Type) -> Set<String>? {
        guard let tool = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
            let info = tool["command"] as? [String: Any]
        else { return nil }
        var names: Set<String> = []
        for argument in info["arguments"] as? [[String: Any]] ?? [] where argument["kind"] as? String == "option" {
            for name in argument["names"] as? [[String: String]] ?? [] {
                guard let text = name["name"] else { continue }
                names.insert((name["kind"] == "long" ? "--" : "-") + text)
            }
        }
        return names
    }

    /// The subcommand for `arguments` (without the tool name) when it is one of the commands
    /// that take paths; `nil` to let ArgumentParser handle everything.
    static func command(for arguments: [String]) throws -> (any ParsableCommand)? {
        guard let name = arguments.first, let type = pathCommands[name] else { return nil }
        let rest = Array(arguments.dropFirst())
        // NB: most calls give flags only, and then every argument after them is a path; the
        // command's description, which says which options take a value, is read only when
        // parsing them as flags fails: rendering it is a large share of a short debug run.
        let flagsOnly = split(rest)
        if let command = try? parse(name, options: flagsOnly.options, paths: flagsOnly.paths) { return command }
        guard let valued = valuedOptions(of: type) else { return nil }
        let (options, paths) = split(rest, valued: valued)
        return try parse(name, options: options, paths: paths)
    }

    /// The command `name` with `options` parsed by ArgumentParser and `paths` attached; `nil`
    /// for no path, or when help is asked for.
    private static func parse(_ name: String, options: [String], paths: [String]) throws -> (any ParsableCommand)? {
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
