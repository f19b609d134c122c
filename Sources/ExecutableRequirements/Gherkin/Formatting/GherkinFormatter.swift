import CucumberMessages

/// Rewrites a Gherkin document into one canonical layout without changing what it means.
///
/// The layout: two spaces of indentation per level (feature, rule, scenario, step, step
/// argument), one space around keywords, table columns padded to a common width (escapes such
/// as `\|` kept as written), doc strings kept byte for byte apart from their indentation,
/// comments kept on their own lines where they were, tags, descriptions and the
/// `# language:` header kept, one blank line before every background, scenario, rule and
/// examples block, and no trailing whitespace. Formatting is idempotent: formatting the output
/// again gives the same text.
///
/// The formatter works from the source text together with its parsed `GherkinDocument` (so
/// it only ever sees documents that parse); it formats plain Gherkin, not Markdown Gherkin.
///
/// ```swift
/// let formatted = GherkinFormatter().format("Feature: A\nScenario: B\nGiven c\n", document: document)
/// // "Feature: A\n\n  Scenario: B\n    Given c\n"
/// ```
public struct GherkinFormatter: Sendable {
    /// Creates a formatter.
    public init() {}

    /// Formats `source`, the text that `document` was parsed from.
    ///
    /// Line endings follow the source: CRLF when its first line ends with CRLF, LF otherwise.
    /// - Parameters:
    ///   - source: the exact text of the file.
    ///   - document: the result of parsing `source`; its locations must refer to `source`.
    /// - Returns: the formatted text, ending with one newline (empty for a blank document);
    ///   `source` unchanged in the rare case where the layout would change the pickles.
    public func format(_ source: String, document: GherkinDocument) -> String {
        let formatted = layout(source, document: document)
        guard !formatted.isEmpty else { return "" }
        return Self.preservesMeaning(formatted, of: document) ? formatted : source
    }

    /// The canonical layout of `source`, without the final check that it keeps the meaning.
    ///
    /// NB: `package` so that tests prove the layout itself keeps meaning on every official
    /// input; testing ``format(_:document:)`` alone could never fail, because its safety net
    /// hands back the unchanged source.
    package func layout(_ source: String, document: GherkinDocument) -> String {
        let lines = Self.lines(of: source)
        let map = FormatterLineMap(document: document, lines: lines)
        var layout = FormatterLayout(lines: lines, map: map)
        let output = layout.render()
        guard !output.isEmpty else { return "" }
        let newline = Self.usesCRLF(source) ? "\r\n" : "\n"
        let byteOrderMark = source.unicodeScalars.first == "\u{FEFF}" ? "\u{FEFF}" : ""
        return byteOrderMark + output.joined(separator: newline) + newline
    }

    /// Splits text into lines the way the parser does: at `\n`, without the carriage returns
    /// that end a line (all of them, not just one) and without a leading byte-order mark.
    static func lines(of source: String) -> [Substring] {
        var scalars = Substring(source).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        // NB: Split on scalars, not Characters: "\r\n" is a single Character.
        var lines = scalars.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { line in
            var line = line
            while line.last == "\r" { line = line.dropLast() }
            return Substring(line)
        }
    }

    private static func usesCRLF(_ source: String) -> Bool {
        guard let newline = source.utf8.firstIndex(of: UInt8(ascii: "\n")) else { return false }
        return newline > source.utf8.startIndex
            && source.utf8[source.utf8.index(before: newline)] == UInt8(ascii: "\r")
    }
}
