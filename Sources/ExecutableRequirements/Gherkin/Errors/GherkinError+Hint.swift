extension GherkinError {
    /// A suggestion for the person reading this error, worked out from the document's text;
    /// `nil` when there is none worth giving.
    ///
    /// The official ``message`` says what the grammar expected; the hint says what was probably
    /// meant: a misspelt keyword (`KeywordHint`) or a table row with a cell too few or too
    /// many (`TableRowHint`). Show it beside the message where people read errors (lint, the
    /// editor, a test issue); the message itself, and the `parseError` messages of a stream,
    /// stay the official text.
    ///
    /// ```swift
    /// let text = "Feature: Refunds\n\n  Scenari: a refund\n"
    /// if case .failure(let errors) = GherkinParser().parse(text, uri: "a.feature") {
    ///     print(errors[0].hint(in: text) ?? "") // did you mean `Scenario:`?
    /// }
    /// ```
    public func hint(in source: String) -> String? {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
        guard line >= 1, line <= lines.count else { return nil }
        switch kind.value {
        case .unexpectedToken:
            return KeywordHint(reason: reason, dialect: KeywordHint.dialect(of: lines)).hint(for: lines[line - 1])
        case .inconsistentCellCount:
            return TableRowHint(lines: lines).hint(forRowAt: line)
        case .unexpectedEndOfFile, .invalidTag, .unsupportedLanguage, .invalidUTF8, .documentTooLarge:
            return nil
        }
    }
}
