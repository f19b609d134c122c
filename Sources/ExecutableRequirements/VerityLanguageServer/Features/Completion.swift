import Gherkin
import VerityWorkspace

/// What completion offers at a position of a feature file: step texts after a step keyword,
/// keywords of the file's language that fit the place at the start of a line, nothing elsewhere.
///
/// ```swift
/// let list = Completion.items(lines: lines, uri: uri, at: position, definitions: compiled, snippets: true)
/// ```
package enum Completion {
    /// The proposals at `position`.
    package static func items(
        lines: DocumentLines, uri: String, at position: TextPosition, definitions: CompiledStepCatalog?, snippets: Bool
    ) -> [CompletionItem] {
        guard position.line < lines.lineCount else { return [] }
        let line = lines.text(ofLine: position.line)
        let cursor = min(position.character, line.utf16.count)
        let beforeCursor = String(Substring(line.utf16.prefix(cursor)))
        let dialect = FeatureLanguage.dialect(of: lines)
        let markdown = GherkinParser.mediaType(forURI: uri) == .gherkinMarkdown
        if let step = StepLine(beforeCursor, dialect: dialect, markdown: markdown), step.textStart <= cursor {
            guard let definitions else { return [] }
            let typed = String(Substring(beforeCursor.utf16.dropFirst(step.textStart)))
            let range = TextRange(
                start: TextPosition(line: position.line, character: step.textStart),
                end: TextPosition(line: position.line, character: cursor))
            return StepCompletion.items(typed: typed, replacing: range, definitions: definitions, snippets: snippets)
        }
        var lead = StepLine.leadLength(of: beforeCursor, markdown: markdown)
        if markdown { lead += headingLength(Substring(beforeCursor.utf16.dropFirst(lead))) }
        let typed = String(Substring(beforeCursor.utf16.dropFirst(lead)))
        let range = TextRange(
            start: TextPosition(line: position.line, character: lead),
            end: TextPosition(line: position.line, character: cursor))
        let context = KeywordContext(lines: lines, line: position.line, dialect: dialect, markdown: markdown)
        return KeywordCompletion.items(
            typed: typed, dialect: dialect, context: context, markdown: markdown, replacing: range)
    }

    /// The UTF-16 length of a Markdown heading marker and its spaces (`## `).
    private static func headingLength(_ text: Substring) -> Int {
        let hashes = text.prefix { $0 == "#" }.count
        guard hashes > 0 else { return 0 }
        return hashes + text.dropFirst(hashes).prefix { $0 == " " }.count
    }
}
