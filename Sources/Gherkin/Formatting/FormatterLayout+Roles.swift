import CucumberMessages

extension FormatterLayout {
    func text(of role: FormatterLineRole, line: Int, raw: Substring, previousDepth: Int) -> String {
        switch role {
        case .header(let depth, let keyword, let name, _):
            return indent(depth) + keyword + ":" + (name.isEmpty ? "" : " " + name)
        case .tags(let depth, let tags):
            return indent(depth) + tags.map(\.name).joined(separator: " ") + tagLineComment(raw, tags: tags)
        case .step(let depth, let keyword, let text):
            return indent(depth) + keyword + text
        case .tableRow(let depth, let table):
            return indent(depth) + tableRow(raw, widths: tableWidths[table] ?? [])
        case .docStringOpen(let depth, let delimiter, let mediaType):
            return indent(depth) + delimiter + (mediaType ?? "")
        case .docStringContent(let depth, let indentToRemove):
            return docStringLine(raw, depth: depth, indentToRemove: indentToRemove)
        case .docStringClose(let depth, let delimiter):
            return indent(depth) + delimiter
        case .comment:
            return indent(commentDepth(line, previousDepth: previousDepth)) + GherkinWhitespace.trimming(raw)
        }
    }

    /// A comment sits at the depth of the line it precedes, unless a blank line separates it
    /// from that line: then it belongs to what came before.
    private func commentDepth(_ line: Int, previousDepth: Int) -> Int {
        var next = line + 1
        var separated = false
        while next < lineCount + 1 {
            switch kind(at: next) {
            case .blank: separated = true
            case .role(.comment): break
            default:
                if separated && line > 1 { return previousDepth }
                return depth(ofLine: next) ?? previousDepth
            }
            next += 1
        }
        return previousDepth
    }

    /// Text after the last tag on a tag line: only a comment can be there.
    private func tagLineComment(_ raw: Substring, tags: [Tag]) -> String {
        guard let last = tags.max(by: { ($0.location.column ?? 0) < ($1.location.column ?? 0) }),
            let column = last.location.column
        else { return "" }
        let end = column - 1 + last.name.unicodeScalars.count
        let scalars = raw.unicodeScalars
        guard end < scalars.count else { return "" }
        let rest = GherkinWhitespace.trimming(Substring(scalars[scalars.index(scalars.startIndex, offsetBy: end)...]))
        return rest.isEmpty ? "" : " " + rest
    }

    private func tableRow(_ raw: Substring, widths: [Int]) -> String {
        let row = FormatterTableRow(line: raw)
        var text = "|"
        for (column, cell) in row.cells.enumerated() {
            let width = column < widths.count ? widths[column] : cell.count
            text += " " + cell + String(repeating: " ", count: max(width - cell.count, 0)) + " |"
        }
        if let comment = row.trailingComment { text += " " + comment }
        return text
    }

    /// A doc string line re-indented: the parser removes the opening delimiter's indentation
    /// (or all leading whitespace of a line indented less), so the same text follows the new
    /// indentation.
    func docStringLine(_ raw: Substring, depth: Int, indentToRemove: Int) -> String {
        let lineIndent = GherkinWhitespace.indentation(of: raw)
        let content: Substring
        if indentToRemove > lineIndent {
            content = GherkinWhitespace.trimmingLeading(raw)
        } else {
            let scalars = raw.unicodeScalars
            content = Substring(scalars[scalars.index(scalars.startIndex, offsetBy: indentToRemove)...])
        }
        return content.isEmpty ? "" : indent(depth) + content
    }
}
