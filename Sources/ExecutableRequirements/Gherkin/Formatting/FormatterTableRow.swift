/// The cells of one table row exactly as written (escapes kept), without padding.
///
/// NB: Cells are re-emitted from their raw text rather than re-escaped from their values, so
/// `\|`, `\\`, `\n` and any other backslash pair come out as the author wrote them. An escape
/// pair is one unit: trimming never splits `\ ` from its backslash, which would otherwise turn
/// into `\|` next to the padding pipe.
struct FormatterTableRow {
    var cells: [String]
    /// Trailing text after the last pipe, which the parser ignores; kept only if it is a
    /// comment so nothing the author wrote as a note disappears.
    var trailingComment: String?

    init(line: Substring) {
        let scalars = Array(GherkinWhitespace.trimming(line).unicodeScalars)
        var cells: [String] = []
        var current: [Unicode.Scalar] = []
        var index = scalars.first == "|" ? 1 : 0
        var pairs: Set<Int> = []  // positions in `current` that start an escape pair
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" && index + 1 < scalars.count {
                pairs.insert(current.count)
                current.append(scalar)
                current.append(scalars[index + 1])
                index += 2
                continue
            }
            if scalar == "|" {
                cells.append(Self.trimmed(current, pairs: pairs))
                current = []
                pairs = []
            } else {
                current.append(scalar)
            }
            index += 1
        }
        let rest = String(String.UnicodeScalarView(current)).trimmingLeadingSpaces()
        self.cells = cells
        self.trailingComment = rest.hasPrefix("#") ? rest : nil
    }

    private static func trimmed(_ scalars: [Unicode.Scalar], pairs: Set<Int>) -> String {
        var start = 0
        var end = scalars.count
        while start < end && GherkinWhitespace.isCellWhitespace(scalars[start]) && !pairs.contains(start) {
            start += 1
        }
        // A whitespace scalar that is the second half of an escape pair stays.
        while end > start && GherkinWhitespace.isCellWhitespace(scalars[end - 1]) && !pairs.contains(end - 2) {
            end -= 1
        }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}

extension String {
    fileprivate func trimmingLeadingSpaces() -> String {
        String(drop(while: { $0 == " " || $0 == "\t" }))
    }
}
