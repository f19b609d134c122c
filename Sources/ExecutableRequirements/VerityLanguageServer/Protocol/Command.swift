import CucumberMessages
import VerityJSON

/// A command the client runs, or asks the server to run with `workspace/executeCommand`: an LSP
/// `Command`.
///
/// ```swift
/// let copy = Command(title: "Copy snippet", command: Command.copySnippet, arguments: [.string(snippet)])
/// ```
package struct Command: Sendable, Equatable {
    package var title: String
    package var command: String
    package var arguments: [JSONValue]

    /// Creates a command.
    package init(title: String, command: String, arguments: [JSONValue]) {
        self.title = title
        self.command = command
        self.arguments = arguments
    }

    /// `verity.copySnippet`: its one argument is the snippet's text. A client may handle it
    /// itself (Neovim: put the text in a register); otherwise the server answers with the text
    /// and shows it in a message.
    package static let copySnippet = "verity.copySnippet"

    /// `verity.runScenario`: its arguments are a feature file's URI and a 1-based line; the
    /// server runs what starts there with `swift test` and shows the result.
    package static let runScenario = "verity.runScenario"

    /// The command as LSP JSON.
    package var json: JSONValue {
        .object(["title": .string(title), "command": .string(command), "arguments": .array(arguments)])
    }
}
