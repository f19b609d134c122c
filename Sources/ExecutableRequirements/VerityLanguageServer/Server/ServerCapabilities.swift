import CucumberMessages
import VerityJSON

/// The `capabilities` the server announces in its `initialize` result.
///
/// ```swift
/// ServerCapabilities.json["completionProvider"]  // {"triggerCharacters":[" "],"resolveProvider":false}
/// ```
package enum ServerCapabilities {
    /// Incremental document sync with open/close and save notifications, completion triggered
    /// by a space, definition, references, rename (with a prepare step), hover, document and
    /// workspace symbols, formatting, quick fixes, code lenses that run a scenario, and the
    /// `verity.copySnippet` and `verity.runScenario` commands.
    package static var json: JSONValue {
        .object([
            "positionEncoding": .string("utf-16"),
            "textDocumentSync": .object([
                "openClose": .bool(true), "change": .integer(2), "save": .object(["includeText": .bool(true)]),
            ]),
            "completionProvider": .object([
                "triggerCharacters": .array([.string(" ")]), "resolveProvider": .bool(false),
            ]),
            "definitionProvider": .bool(true),
            "referencesProvider": .bool(true),
            "renameProvider": .object(["prepareProvider": .bool(true)]),
            "workspaceSymbolProvider": .bool(true),
            "hoverProvider": .bool(true),
            "documentSymbolProvider": .bool(true),
            "documentFormattingProvider": .bool(true),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix")])]),
            "codeLensProvider": .object(["resolveProvider": .bool(false)]),
            "executeCommandProvider": .object([
                "commands": .array([.string(Command.copySnippet), .string(Command.runScenario)])
            ]),
        ])
    }
}
