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
        hint(inLines: Self.hintLines(of: source))
    }

    /// The lines of `source` as `hint(inLines:)` reads them: split at line feeds, each without
    /// the carriage return before its line feed.
    package static func hintLines(of source: String) -> [Substring] {
        source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line)
        }
    }

    /// ``hint(in:)`` for a document already split by ``hintLines(of:)``, so that the hints of a
    /// document's many errors split it once.
    ///
    /// ```swift
    /// let lines = GherkinError.hintLines(of: text)
    /// let hints = errors.map { $0.hint(inLines: lines) }
    /// ```
    package func hint(inLines lines: [Substring]) -> String? {
        guard line >= 1, line <= lines.count else { return nil }
        switch kind.value {
        case .unexpectedToken:
            let hint = KeywordHint(
                reason: reason, dialect: KeywordHint.dialect(of: lines), afterTags: Self.followsTags(line, in: lines))
            return hint.hint(for: lines[line - 1])
        case .inconsistentCellCount:
            return TableRowHint(lines: lines).hint(forRowAt: line)
        case .unexpectedEndOfFile, .invalidTag, .unsupportedLanguage, .invalidUTF8, .documentTooLarge:
            return nil
        }
    }

    /// Whether the last line before `line` (1-based) that is neither blank nor a comment is a
    /// line of tags.
    private static func followsTags(_ line: Int, in lines: [Substring]) -> Bool {
        for text in lines.prefix(line - 1).reversed() {
            let trimmed = text.trimmed
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("@")
        }
        return false
    }
}
