import CucumberMessages

extension FormatterLayout {
    func text(of role: FormatterLineRole, line: Int, raw: Substring, previousDepth: Int) -> String {
        switch role {
        case .header(let depth, let keyword, let name, _):
            return indent(depth) + keyword + ":" + (name.isEmpty ? "" : " " + name)
        case .tags(let depth, _):
            return indent(depth) + tagLine(raw)
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

    /// A tag line with single spaces between its tags and its trailing comment kept.
    ///
    /// NB: Built from the raw line, not from the AST's tag names and columns, so that it
    /// cannot disagree with what the parser reads from it: the tags are the
    /// whitespace-separated words before the first `#` that follows whitespace (where the
    /// reference parsers cut a tag line's comment).
    private func tagLine(_ raw: Substring) -> String {
        let scalars = Array(GherkinWhitespace.trimming(raw).unicodeScalars)
        var cut = scalars.count
        for index in scalars.indices.dropFirst()
        where scalars[index] == "#" && GherkinWhitespace.isLineWhitespace(scalars[index - 1]) {
            cut = index
            break
        }
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in scalars[..<cut] {
            if GherkinWhitespace.isLineWhitespace(scalar) {
                if !word.isEmpty { words.append(String(word)) }
                word = String.UnicodeScalarView()
            } else {
                word.append(scalar)
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        let comment = cut < scalars.count ? " " + String(String.UnicodeScalarView(scalars[cut...])) : ""
        return words.joined(separator: " ") + comment
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
