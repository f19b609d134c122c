import CucumberMessages
import VerityJSON
import VerityWorkspace

/// A replacement of a span of a document by new text: an LSP `TextEdit`.
///
/// ```swift
/// let append = TextEdit(range: TextRange(at: end), newText: "\nmore")
/// ```
package struct TextEdit: Sendable, Hashable {
    /// The span replaced; an empty one inserts.
    package var range: TextRange
    package var newText: String

    /// Creates an edit.
    package init(range: TextRange, newText: String) {
        self.range = range
        self.newText = newText
    }

    /// The edit as LSP JSON.
    package var json: JSONValue {
        .object(["range": range.json, "newText": .string(newText)])
    }
}
