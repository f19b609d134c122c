import Gherkin

/// The dialect a feature file is written in: the one its `# language:` header names (in the
/// comments and blank lines before anything else), English without one or for an unknown code.
///
/// ```swift
/// FeatureLanguage.dialect(of: DocumentLines("# language: fr\nFonctionnalité: …\n")).code  // "fr"
/// ```
package enum FeatureLanguage {
    /// The dialect of `lines`.
    package static func dialect(of lines: DocumentLines) -> GherkinDialect {
        headerCode(of: lines).flatMap(GherkinDialect.named) ?? .english
    }

    /// The code the `# language:` header of `lines` names, or `nil` when there is none.
    package static func headerCode(of lines: DocumentLines) -> String? {
        for line in 0..<lines.lineCount {
            let text = lines.text(ofLine: line).trimmingWhitespace()
            if text.isEmpty { continue }
            guard text.hasPrefix("#") else { break }
            if let code = languageCode(in: text) { return code }
        }
        return nil
    }

    /// The code of a `# language: xx` comment, spaces allowed around each part.
    private static func languageCode(in comment: Substring) -> String? {
        let afterHash = comment.dropFirst().trimmingWhitespace()
        guard afterHash.hasPrefix("language") else { return nil }
        let afterWord = afterHash.dropFirst("language".count).trimmingWhitespace()
        guard afterWord.hasPrefix(":") else { return nil }
        let code = afterWord.dropFirst().trimmingWhitespace()
        return code.isEmpty || code.contains(where: \.isWhitespace) ? nil : String(code)
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    package func trimmingWhitespace() -> Substring {
        let text = Substring(self)
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return text[first...last]
    }
}
