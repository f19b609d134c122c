import CucumberMessages
import VerityJSON
import VerityWorkspace

/// A span of a document named by its URI: an LSP `Location`.
///
/// ```swift
/// let location = DocumentLocation(uri: "file:///work/Steps.swift", range: range)
/// ```
package struct DocumentLocation: Sendable, Hashable {
    /// The document's URI.
    package var uri: String
    /// The span within it.
    package var range: TextRange

    /// Creates a location.
    package init(uri: String, range: TextRange) {
        self.uri = uri
        self.range = range
    }

    /// Where a definition is written, as a location in its file.
    package init(_ span: SourceSpan) {
        self.init(uri: FileURI.uri(ofPath: span.path), range: span.range)
    }

    /// The location as LSP JSON.
    package var json: JSONValue {
        .object(["uri": .string(uri), "range": range.json])
    }
}
