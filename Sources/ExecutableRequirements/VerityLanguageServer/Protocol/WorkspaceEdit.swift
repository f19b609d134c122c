import CucumberMessages
import VerityJSON

/// Edits to several documents at once, keyed by URI: an LSP `WorkspaceEdit` in its `changes`
/// form, which every client supports.
///
/// ```swift
/// let edit = WorkspaceEdit(changes: ["file:///work/Steps.swift": [insertion]])
/// ```
package struct WorkspaceEdit: Sendable, Hashable {
    package var changes: [String: [TextEdit]]

    /// Creates an edit.
    package init(changes: [String: [TextEdit]]) {
        self.changes = changes
    }

    /// The edit as LSP JSON.
    package var json: JSONValue {
        .object(["changes": .object(changes.mapValues { edits in .array(edits.map(\.json)) })])
    }
}
