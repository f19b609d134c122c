import CucumberMessages
import VerityJSON
import VerityWorkspace

/// A document the client has open: its text as the editor has it, which the server keeps up
/// to date from `didChange` (range edits in UTF-16 positions, or the whole text).
///
/// ```swift
/// var document = OpenDocument(uri: uri, kind: .feature, version: 1, text: "Feature: A\n")
/// try document.apply(changes: params.required("contentChanges"), version: 2)
/// ```
package struct OpenDocument: Sendable {
    /// What the server does with a document.
    package enum Kind: Sendable, Hashable {
        /// A `.feature` or `.feature.md` file: checked, completed, formatted.
        case feature
        /// A Swift file: its text is the index's for that file while it is open.
        case swift
    }

    package let uri: String
    package let kind: Kind
    package private(set) var version: Int
    package private(set) var lines: DocumentLines

    /// A document as opened.
    package init(uri: String, kind: Kind, version: Int, text: String) {
        self.uri = uri
        self.kind = kind
        self.version = version
        lines = DocumentLines(text)
    }

    /// The whole text.
    package var text: String { String(decoding: lines.bytes, as: UTF8.self) }

    /// What kind of document `uri` and `languageId` name, or `nil` for one the server ignores.
    package static func kind(uri: String, languageId: String?) -> Kind? {
        let path = uri.lowercased()
        if path.hasSuffix(".feature") || path.hasSuffix(".feature.md") { return .feature }
        if path.hasSuffix(".swift") { return .swift }
        switch languageId {
        case "cucumber", "gherkin", "feature": return .feature
        case "swift": return .swift
        default: return nil
        }
    }

    /// Applies the `contentChanges` of a `didChange`, in order: each either a `range` and its
    /// new `text`, or a whole new `text`.
    ///
    /// - Throws: ``ResponseError`` (invalid params) for a change that is neither; the changes
    ///   before it are kept.
    package mutating func apply(changes: JSONValue, version: Int) throws(ResponseError) {
        guard let changes = changes.arrayValue else { throw .invalidParams("contentChanges must be an array") }
        for (position, change) in changes.enumerated() {
            let text = try change.requiredString("text")
            if let range = change.optional("range") {
                let span = try TextRange(json: range, path: "contentChanges[\(position)].range")
                let start = lines.offset(of: span.start)
                let end = max(start, lines.offset(of: span.end))
                var bytes = lines.bytes
                bytes.replaceSubrange(start..<end, with: text.utf8)
                lines = DocumentLines(bytes: bytes)
            } else {
                lines = DocumentLines(text)
            }
        }
        self.version = version
    }
}
