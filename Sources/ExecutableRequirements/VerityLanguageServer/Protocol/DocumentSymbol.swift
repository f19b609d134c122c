import CucumberMessages
import VerityJSON
import VerityWorkspace

/// One entry of a document's outline, with the entries inside it: an LSP `DocumentSymbol`.
///
/// ```swift
/// let scenario = DocumentSymbol(name: "Eating", detail: "Scenario", kind: .function,
///                               range: whole, selectionRange: titleLine)
/// ```
package struct DocumentSymbol: Sendable, Hashable {
    /// The LSP `SymbolKind`s the outline uses.
    package enum Kind: Int, Sendable, Hashable {
        case module = 2
        case namespace = 3
        case constructor = 9
        case function = 12
        case array = 18
    }

    package var name: String
    /// The keyword, e.g. `Scenario Outline`.
    package var detail: String
    package var kind: Kind
    /// Everything the entry covers: its tags, title, description and children.
    package var range: TextRange
    /// The part to select when jumping to it: its keyword and name.
    package var selectionRange: TextRange
    package var children: [DocumentSymbol]

    /// Creates an entry.
    package init(
        name: String, detail: String, kind: Kind, range: TextRange, selectionRange: TextRange,
        children: [DocumentSymbol] = []
    ) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    /// The entry as LSP JSON.
    package var json: JSONValue {
        .object([
            "name": .string(name), "detail": .string(detail), "kind": .integer(kind.rawValue),
            "range": range.json, "selectionRange": selectionRange.json, "children": .array(children.map(\.json)),
        ])
    }
}
