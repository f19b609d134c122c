import CucumberMessages
import VerityJSON

/// A change offered for a place in a document, such as a quick fix: an LSP `CodeAction` with an
/// edit, a command, or both (the edit is applied first).
///
/// ```swift
/// let fix = CodeAction(title: "Define step in Steps.swift", kind: "quickfix", edit: edit)
/// ```
package struct CodeAction: Sendable, Equatable {
    package var title: String
    /// `quickfix`, `refactor`, … (LSP's `CodeActionKind`).
    package var kind: String
    /// The diagnostics the action resolves.
    package var diagnostics: [Diagnostic]
    /// Whether the client should offer it first.
    package var isPreferred: Bool
    package var edit: WorkspaceEdit?
    package var command: Command?

    /// Creates an action.
    package init(
        title: String, kind: String, diagnostics: [Diagnostic] = [], isPreferred: Bool = false,
        edit: WorkspaceEdit? = nil, command: Command? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.command = command
    }

    /// The action as LSP JSON.
    package var json: JSONValue {
        var members: [String: JSONValue] = ["title": .string(title), "kind": .string(kind)]
        if !diagnostics.isEmpty { members["diagnostics"] = .array(diagnostics.map(\.json)) }
        if isPreferred { members["isPreferred"] = .bool(true) }
        if let edit { members["edit"] = edit.json }
        if let command { members["command"] = command.json }
        return .object(members)
    }
}
