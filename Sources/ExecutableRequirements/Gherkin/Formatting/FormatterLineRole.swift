import CucumberMessages

/// What one source line is, as far as the formatter cares, learned from the parsed document.
enum FormatterLineRole {
    /// A `Feature:`, `Rule:`, `Background:`, `Scenario:` or `Examples:` line.
    case header(depth: Int, keyword: String, name: String, startsBlock: Bool)
    /// A line of tags for the element at `depth`.
    case tags(depth: Int, tags: [Tag])
    /// A step line.
    case step(depth: Int, keyword: String, text: String)
    /// A row of the table numbered `table` (rows of one table are aligned together).
    case tableRow(depth: Int, table: Int)
    /// The opening delimiter of a doc string, with its media type.
    case docStringOpen(depth: Int, delimiter: String, mediaType: String?)
    /// A line inside a doc string; `indentToRemove` is the opening delimiter's indentation.
    case docStringContent(depth: Int, indentToRemove: Int)
    /// The closing delimiter of a doc string.
    case docStringClose(depth: Int, delimiter: String)
    /// A comment line.
    case comment

    /// The indentation level of the line, for roles that have one of their own.
    var depth: Int? {
        switch self {
        case .header(let depth, _, _, _), .tags(let depth, _), .step(let depth, _, _),
            .tableRow(let depth, _), .docStringOpen(let depth, _, _),
            .docStringContent(let depth, _), .docStringClose(let depth, _):
            return depth
        case .comment:
            return nil
        }
    }

    /// The depth of the lines that belong to this line (a header's description, comments
    /// after a step).
    var contentDepth: Int? {
        switch self {
        case .header(let depth, _, _, _): return depth + 1
        default: return depth
        }
    }
}
