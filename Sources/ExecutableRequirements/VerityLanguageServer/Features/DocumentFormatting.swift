import Gherkin
import VerityWorkspace

/// Formatting with the project's formatter, the one `verity format` uses: one edit replacing the
/// whole document, or none when it is already formatted, does not parse (its syntax errors stay
/// shown as diagnostics) or is Markdown (which the formatter does not handle).
///
/// ```swift
/// DocumentFormatting.edits(analysis)  // [TextEdit(range: whole document, newText: formatted)]
/// ```
package enum DocumentFormatting {
    /// The edits that format `analysis`'s text.
    package static func edits(_ analysis: FeatureAnalysis) -> [TextEdit] {
        guard analysis.mediaType == .gherkinPlain, let document = analysis.document else { return [] }
        let source = String(decoding: analysis.lines.bytes, as: UTF8.self)
        let formatted = GherkinFormatter().format(source, document: document)
        guard formatted != source else { return [] }
        return [
            TextEdit(
                range: TextRange(start: TextPosition(line: 0, character: 0), end: analysis.lines.end),
                newText: formatted)
        ]
    }
}
