import ArgumentParser
import Foundation
import VerityLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `verity lsp`: the language server for feature files, over standard input and output.
///
/// ```text
/// $ verity lsp --messages reports/messages.ndjson
/// ```
/// An editor starts it and speaks the Language Server Protocol with it; the server's own log
/// goes to standard error. It exits with 0 after `shutdown` and `exit`, else with 1.
struct LspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server for .feature and .feature.md files over stdio.",
        discussion: """
            Diagnostics (syntax errors, undefined and ambiguous steps, unknown parameter types), \
            completion of steps and keywords, go to definition, hover, document symbols, \
            formatting and a quick fix with the snippet for an undefined step. Step definitions \
            are read from the workspace's Swift files without building; a run's message stream \
            (--messages, or initializationOptions {"messages": [paths]}) is used as the exact \
            source for the files it covers.
            """
    )

    @Option(name: .customLong("messages"), help: "An NDJSON message stream of a run (repeatable).")
    var messages: [String] = []

    /// Serves the protocol on standard input and output until `exit` or the end of the input.
    func run() throws {
        // NB: a client that goes away must end the server through the end of its input, not
        // kill it with SIGPIPE in the middle of a write.
        signal(SIGPIPE, SIG_IGN)
        let current = FileManager.default.currentDirectoryPath
        let options = LanguageServerOptions(messageFiles: messages.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 })
        let server = LanguageServer(options: options, output: MessageOutput(fileDescriptor: STDOUT_FILENO))
        throw ExitCode(server.run(input: STDIN_FILENO))
    }
}
