import CucumberMessages

extension GherkinError {
    /// The error as a Cucumber `parseError` message.
    ///
    /// ```swift
    /// let envelope = Envelope(parseError: error.parseError)
    /// ```
    public var parseError: ParseError {
        ParseError(
            source: SourceReference(uri: uri, location: Location(line: line, column: column)),
            message: message)
    }
}
