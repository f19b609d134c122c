import CucumberMessages
import VerityJSON
import VerityWorkspace

/// One proposal of a completion list: an LSP `CompletionItem`.
///
/// A step proposal is a snippet whose parameters are tab stops:
/// ```swift
/// CompletionItem(label: "I have {int} cukes", kind: .snippet, insertText: "I have ${1:int} cukes",
///                isSnippet: true)
/// ```
package struct CompletionItem: Sendable, Hashable {
    /// What kind of thing is proposed (LSP's `CompletionItemKind`, the values used here).
    package enum Kind: Int, Sendable, Hashable {
        case text = 1
        case function = 3
        case keyword = 14
        case snippet = 15
    }

    package var label: String
    package var kind: Kind
    /// Shown beside the label, e.g. where the step is defined.
    package var detail: String?
    /// Markdown shown for the selected item, e.g. the definition's doc comment.
    package var documentation: String?
    package var insertText: String
    /// Whether ``insertText`` is in snippet syntax (`${1:int}`).
    package var isSnippet: Bool
    /// The text the client filters by, when not the label.
    package var filterText: String?
    /// The text the client sorts by, when not the label.
    package var sortText: String?
    /// The span the item replaces, with ``insertText``; `nil` to let the client decide.
    package var replacing: TextRange?

    /// Creates a proposal.
    package init(
        label: String, kind: Kind, detail: String? = nil, documentation: String? = nil, insertText: String,
        isSnippet: Bool = false, filterText: String? = nil, sortText: String? = nil, replacing: TextRange? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
        self.isSnippet = isSnippet
        self.filterText = filterText
        self.sortText = sortText
        self.replacing = replacing
    }

    /// The proposal as LSP JSON.
    package var json: JSONValue {
        var members: [String: JSONValue] = [
            "label": .string(label), "kind": .integer(kind.rawValue), "insertText": .string(insertText),
            "insertTextFormat": .integer(isSnippet ? 2 : 1),
        ]
        if let detail { members["detail"] = .string(detail) }
        if let documentation {
            members["documentation"] = .object(["kind": .string("markdown"), "value": .string(documentation)])
        }
        if let filterText { members["filterText"] = .string(filterText) }
        if let sortText { members["sortText"] = .string(sortText) }
        if let replacing {
            members["textEdit"] = TextEdit(range: replacing, newText: insertText).json
        }
        return .object(members)
    }
}
