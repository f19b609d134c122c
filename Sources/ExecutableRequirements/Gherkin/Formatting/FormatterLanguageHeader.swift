/// The `# language: xx` header line in its canonical spelling.
enum FormatterLanguageHeader {
    /// `# language: <code>` for a line the parser read as a language header (which allows
    /// any spacing around `#`, `language` and `:`); any other line is returned trimmed.
    static func canonical(_ line: Substring) -> String {
        let trimmed = GherkinWhitespace.trimming(line)
        guard trimmed.hasPrefix("#") else { return String(trimmed) }
        let afterHash = GherkinWhitespace.trimmingLeading(trimmed.dropFirst())
        guard afterHash.hasPrefix("language") else { return String(trimmed) }
        let afterWord = GherkinWhitespace.trimmingLeading(afterHash.dropFirst("language".count))
        guard afterWord.hasPrefix(":") else { return String(trimmed) }
        let code = GherkinWhitespace.trimming(afterWord.dropFirst())
        return "# language: " + code
    }
}
