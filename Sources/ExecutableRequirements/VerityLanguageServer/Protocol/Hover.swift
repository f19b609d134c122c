import CucumberMessages
import VerityJSON
import VerityWorkspace

/// What a hover shows: Markdown about the span under the cursor, an LSP `Hover`.
///
/// ```swift
/// let hover = Hover(markdown: "**Given** `I have {int} cukes`", range: stepRange)
/// ```
package struct Hover: Sendable, Hashable {
    package var markdown: String
    /// The span the hover is about, highlighted by some clients.
    package var range: TextRange?

    /// Creates a hover.
    package init(markdown: String, range: TextRange?) {
        self.markdown = markdown
        self.range = range
    }

    /// The hover as LSP JSON, with `MarkupContent` of kind `markdown`.
    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "contents": .object(["kind": .string("markdown"), "value": .string(markdown)])
        ]
        if let range { members["range"] = range.json }
        return .object(members)
    }
}
