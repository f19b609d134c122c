import Gherkin

/// A line read as a step from its text alone, without the parser: its indentation, its step
/// keyword in the file's dialect, and the text after it. Completion reads the line being typed
/// this way, and definition and hover fall back to it in a file with syntax errors.
///
/// ```swift
/// let line = StepLine("    Given I have 3 cukes", dialect: .english, markdown: false)
/// line?.keyword  // "Given "
/// line?.text     // "I have 3 cukes"
/// ```
package struct StepLine: Sendable, Hashable {
    /// The keyword, with its trailing space when it has one.
    package var keyword: String
    /// The text after the keyword, trailing whitespace removed.
    package var text: String
    /// The UTF-16 offset of the keyword in the line.
    package var keywordStart: Int
    /// The UTF-16 offset of the text in the line.
    package var textStart: Int

    /// Reads `line`; `nil` when it does not start with a step keyword. In Markdown a list
    /// bullet (`*`, `-`, `+`) may come before the keyword.
    package init?(_ line: String, dialect: GherkinDialect, markdown: Bool) {
        self.init(line, keywords: Self.stepKeywords(of: dialect), markdown: markdown)
    }

    /// Reads `line` with `keywords`, a dialect's `stepKeywords(of:)`: for a reader of many
    /// lines, which works them out once.
    package init?(_ line: String, keywords: [String], markdown: Bool) {
        let lead = Self.leadLength(of: line, markdown: markdown)
        // NB: keywords are compared byte for byte, as the official parsers compare code units.
        let rest = Substring(line.utf16.dropFirst(lead)).utf8
        guard let keyword = keywords.first(where: { rest.starts(with: $0.utf8) }) else { return nil }
        self.keyword = keyword
        keywordStart = lead
        textStart = lead + keyword.utf16.count
        var text = Substring(rest.dropFirst(keyword.utf8.count))
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        self.text = String(text)
    }

    /// The UTF-16 length of the indentation (and, in Markdown, of a list bullet and its space).
    package static func leadLength(of line: String, markdown: Bool) -> Int {
        var scalars = Substring(line).unicodeScalars[...]
        var length = 0
        /// Moves past spaces and tabs.
        func skipSpaces() {
            while let first = scalars.first, first == " " || first == "\t" {
                scalars = scalars.dropFirst()
                length += 1
            }
        }
        skipSpaces()
        if markdown, let first = scalars.first, first == "*" || first == "-" || first == "+",
            scalars.dropFirst().first == " "
        {
            scalars = scalars.dropFirst()
            length += 1
            skipSpaces()
        }
        return length
    }

    /// The dialect's step keywords, longest first, so `Given ` is tried before `* ` and a
    /// keyword is never taken for a shorter one it starts with.
    package static func stepKeywords(of dialect: GherkinDialect) -> [String] {
        var seen = Set<String>()
        let all = dialect.given + dialect.when + dialect.then + dialect.and + dialect.but
        return all.filter { seen.insert($0).inserted }.sorted { $0.count > $1.count }
    }
}
