import ArgumentParser
import Foundation
import VerityMCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `verity mcp`: the package's requirements as Model Context Protocol tools for coding agents,
/// over standard input and output.
///
/// ```text
/// $ claude mcp add verity -- verity mcp --package-path /work/shop
/// ```
/// An agent's client starts it and speaks MCP with it, one JSON-RPC message per line; the
/// server reads only files inside the package and writes nothing but its answers to standard
/// output. It exits with 0 when its input ends.
struct McpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Run an MCP server over stdio for coding agents: scenarios, undefined steps, definitions, lint, runs.",
        discussion: """
            Tools: list_scenarios (features, rules, scenarios and example rows with tags and \
            path:line, filtered by tag expression and path), find_undefined_steps (each undefined \
            step with its locations and the Swift snippet that defines it; ambiguous steps), \
            find_step_definition (the Swift definition a step text runs, or a snippet), \
            lint_features (parse errors as path:line:column) and run_scenarios (swift test for \
            given locations, tags or names: each scenario's status and failing steps). Step \
            definitions are read from the package's Swift files without building. Only files \
            inside the package are read, and nothing but swift test is run there.
            """
    )

    @Option(help: "The package whose requirements are served (default: the working directory).")
    var packagePath: String?

    /// Serves the protocol on standard input and output until the input ends.
    func run() throws {
        // NB: a client that goes away must end the server through the end of its input, not
        // kill it with SIGPIPE in the middle of a write.
        signal(SIGPIPE, SIG_IGN)
        let root = PackageRoot(path: packagePath ?? FileManager.default.currentDirectoryPath)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(root.path) is not a folder")
        }
        FileHandle.standardError.write(Data("verity mcp: serving the requirements of \(root.path)\n".utf8))
        let server = MCPServer(root: root, serverVersion: VerityVersion.current)
        server.run(input: FileHandle.standardInput, output: FileHandle.standardOutput)
    }
}
